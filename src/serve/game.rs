//! The seam between the classroom and the game played at a table. The
//! classroom decides who may press what; the game only hears the keys of
//! the player to move, the clock's ticks, and the players' agreement to
//! end, and draws itself into whatever part of a session's screen it gets.

use std::time::Duration;

use crossterm::event::KeyEvent;
use ratatui::Frame;
use ratatui::layout::Size;

use crate::app::{Action, Mode, SearchRequest, Seat};
use crate::engine::{ByPlayer, Player, Rules};
use crate::search::Level;

/// Who plays at a table, chosen in the lobby by the student who opens it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Players {
    /// Two students: the one who opens the table sits South and waits for
    /// a classmate.
    Students,
    /// The student against the computer, which plays `side` at `level`.
    Computer {
        /// The computer's seat; South moves first in the table's first game.
        side: Player,
        /// How strongly it plays.
        level: Level,
    },
    /// The teacher's demo table: the computer plays both sides at `level`
    /// and says what each move did, for the class to watch (on the
    /// projector, or each on their own screen). The one who opens it may
    /// pause it and start it again.
    Demo(Level),
}

impl Players {
    /// The level the computer plays at, when it plays.
    pub const fn level(self) -> Option<Level> {
        match self {
            Players::Students => None,
            Players::Computer { level, .. } | Players::Demo(level) => Some(level),
        }
    }

    /// Whether the computer plays `player`'s seat.
    pub fn computer_plays(self, player: Player) -> bool {
        match self {
            Players::Students => false,
            Players::Computer { side, .. } => side == player,
            Players::Demo(_) => true,
        }
    }
}

/// For the log: who plays, in words.
impl std::fmt::Display for Players {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Players::Students => f.write_str("two students"),
            Players::Computer { side, level } => write!(f, "the computer ({level}) plays {side}"),
            Players::Demo(level) => write!(f, "a demo, the computer ({level}) on both sides"),
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
    pub mode: Mode,
    /// Who sits where: a student by name, or the computer.
    pub seats: ByPlayer<Seat>,
    /// Who moves first: South in a table's first game, then each rematch
    /// lets the other begin.
    pub first: Player,
}

/// A game at a table, as the classroom drives it.
///
/// Implemented by [`super::app_game::AppGame`], the terminal board's app.
/// When the computer plays a seat, the game asks for searches
/// ([`search_request`](TableGame::search_request)); the table runs them off
/// the server's async threads and hands the answers back, and the table's
/// clock plays the move found once the pause that lets people follow it is
/// over.
pub trait TableGame: Send {
    /// A key from the player to move (the table has already checked who
    /// pressed it), or the demo's Space from whoever runs it.
    fn press(&mut self, key: KeyEvent);

    /// Ends the game by the players' agreement (RULES.md 3.4).
    fn end_by_agreement(&mut self);

    /// Whether the game is over.
    fn is_over(&self) -> bool;

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

    /// The search the game needs now, if any: the computer's move, or a
    /// hint's look ahead. A request with a new ticket replaces the last.
    fn search_request(&self) -> Option<SearchRequest>;

    /// A finished search's answer ([`SearchRequest::run`]'s action); an
    /// answer to a request no longer wanted is ignored.
    fn searched(&mut self, answer: Action);

    /// Whether the demo is paused.
    fn paused(&self) -> bool;

    /// Draws the game into the frame's whole area.
    fn view(&self, frame: &mut Frame);

    /// Draws the rules and keys for one student, scrolled down `scroll`
    /// lines (at most to the end), without opening them for everyone at
    /// the table. Returns the scroll used.
    fn view_help(&self, frame: &mut Frame, scroll: u16) -> u16;
}

/// Makes a table's game from its setup; `seed` fixes any randomness.
pub type NewGame = fn(&TableSetup, u64) -> Box<dyn TableGame>;
