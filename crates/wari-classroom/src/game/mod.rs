//! A classroom game as plain facts: the number of its table, who plays
//! and what (as chosen in the lobby), and how it ended. The journal keeps
//! them, the tables play them, and the screens and files show them.

mod ended;

use crate::engine::{Player, Rules};
use crate::search::Level;
use crate::setup::Mode;

pub use ended::EndedGame;

/// A table's number, shown in the lobby.
pub type TableId = u32;

/// What the student who opened the table chose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The variant's name.
    pub variant: String,
    /// Its rules with the seeds chosen.
    pub rules: Rules,
    /// The way to play.
    pub mode: Mode,
    /// Who plays: two students, a student and the computer, or the
    /// computer alone.
    pub players: Players,
}

/// Who plays at a table, chosen in the lobby by the student who opens it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Players {
    /// Two students: the one who opens the table sits South and waits for
    /// a classmate.
    Students,
    /// The student against the computer, which plays `side` at `level`.
    Computer {
        /// The computer's seat; South moves first in the table's first game.
        side: Player,
        /// How strongly it plays.
        #[serde(with = "crate::serde_names::level")]
        level: Level,
    },
    /// The teacher's demo table: the computer plays both sides at `level`
    /// and says what each move did, for the class to watch (on the
    /// projector, or each on their own screen). The one who opens it may
    /// pause it and start it again.
    Demo(#[serde(with = "crate::serde_names::level")] Level),
}

impl Players {
    /// The level the computer plays at, when it plays.
    pub const fn level(self) -> Option<Level> {
        match self {
            Players::Students => None,
            Players::Computer { level, .. } | Players::Demo(level) => Some(level),
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
