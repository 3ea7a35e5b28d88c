//! The seam between the classroom and the game played at a table. The
//! classroom decides who may press what; the game only hears the keys of
//! the player to move, the clock's ticks, and the players' agreement to
//! end, and draws itself into whatever part of a session's screen it gets.

use std::time::Duration;

use crossterm::event::KeyEvent;
use ratatui::Frame;

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

    /// The name a student reads.
    pub const fn title(self) -> &'static str {
        match self {
            TableMode::Sorry => "Sorry Wari",
            TableMode::WinWin => "Win-Win Wari",
            TableMode::Hurry => "Hurry Wari",
            TableMode::HurryTogether => "Hurry Wari (together)",
        }
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
}

/// A game at a table, as the classroom drives it.
///
/// Implemented today by [`super::plain_game::PlainGame`]; the full app of
/// the terminal board plugs in here behind the same methods.
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

    /// Draws the game into the frame's whole area.
    fn view(&self, frame: &mut Frame);
}

/// Makes a table's game from its setup; `seed` fixes any randomness.
pub type NewGame = fn(&TableSetup, u64) -> Box<dyn TableGame>;
