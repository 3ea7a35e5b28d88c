//! The seam between the classroom and the game played at a table. The
//! classroom decides who may press what; the game only hears the keys of
//! the player to move, the clock's ticks, and the players' agreement to
//! end, and draws itself into whatever part of a session's screen it gets.

use std::time::Duration;

use crossterm::event::KeyEvent;
use ratatui::Frame;
use ratatui::layout::Size;

use crate::engine::{ByPlayer, Player, Rules};

/// The way a table plays, chosen in the lobby (RULES.md 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableMode {
    /// Competitive.
    Sorry,
    /// Co-operative: both win when the stores are equal.
    WinWin,
    /// A countdown each turn, competitive.
    Hurry,
    /// A countdown each turn, co-operative.
    HurryTogether,
}

impl TableMode {
    /// Every mode, in the order the lobby offers them.
    pub const ALL: [TableMode; 4] = [
        TableMode::Sorry,
        TableMode::WinWin,
        TableMode::Hurry,
        TableMode::HurryTogether,
    ];

    /// A word or two for the lobby's narrow column.
    pub const fn short(self) -> &'static str {
        match self {
            TableMode::Sorry => "Sorry",
            TableMode::WinWin => "Win-Win",
            TableMode::Hurry => "Hurry",
            TableMode::HurryTogether => "Hurry together",
        }
    }

    /// The name a student reads, as the board shows it.
    pub fn title(self) -> &'static str {
        crate::app::Mode::from(self).title()
    }
}

/// Everything a table's game starts from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableSetup {
    /// The variant's name.
    pub variant: String,
    /// Its rules, after the seeds chosen in the lobby.
    pub rules: Rules,
    /// The way to play.
    pub mode: TableMode,
    /// The students' names, by seat.
    pub names: ByPlayer<String>,
    /// Who moves first: South in a table's first game, then each rematch
    /// lets the other begin.
    pub first: Player,
}

/// A game at a table, as the classroom drives it.
///
/// Implemented by [`super::app_game::AppGame`], the terminal board's app.
/// The teacher's demo table, where the computer plays a side, is a second
/// implementation waiting here: a game whose `next_tick` asks for time
/// while the computer is to move, and whose `tick` plays the move the
/// search found (`crate::search`), so the table's clock drives it like
/// Hurry's countdown.
pub trait TableGame: Send {
    /// A key from the player to move (the table has already checked who
    /// pressed it). Returns whether anything on screen may have changed.
    fn press(&mut self, key: KeyEvent) -> bool;

    /// Ends the game by the players' agreement (RULES.md 3.4).
    fn end_by_agreement(&mut self);

    /// Lets `dt` pass, for animations and Hurry's countdown.
    fn tick(&mut self, dt: Duration);

    /// How long until the game needs a tick; `None` while nothing moves by
    /// itself, so an idle table costs nothing.
    fn next_tick(&self) -> Option<Duration>;

    /// The player whose keys count now.
    fn to_move(&self) -> Player;

    /// Moves played so far.
    fn plies(&self) -> usize;

    /// Once the game is over: the result in a few words, for the lobby and
    /// the log.
    fn result(&self) -> Option<String>;

    /// A mouse click by the player to move, on a screen of `size`.
    fn click(&mut self, size: Size, column: u16, row: u16);

    /// Draws the game into the frame's whole area.
    fn view(&self, frame: &mut Frame);

    /// Draws the rules and keys for one student, scrolled down `scroll`
    /// lines, without opening them for everyone at the table.
    fn view_help(&self, frame: &mut Frame, scroll: u16);
}

/// Makes a table's game from its setup; `seed` fixes any randomness.
pub type NewGame = fn(&TableSetup, u64) -> Box<dyn TableGame>;
