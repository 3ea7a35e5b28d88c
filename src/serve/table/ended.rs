//! A game as it ended at a table: plain data for the archive, which keeps
//! every classroom game, and for the log.

use crate::engine::{ByPlayer, Move, Player, Rules};
use crate::search::Level;
use crate::setup::Mode;

use super::TableId;

/// How a table's game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// This player's store held more at the end (RULES.md 3.5).
    Won(Player),
    /// Both stores held the same.
    Draw,
    /// Left unfinished: a player left it, ended it while the other was
    /// away, or both stayed away past the time their seats were kept.
    Abandoned,
}

impl Ending {
    /// The word the archive and the log use: `south`, `north`, `draw` or
    /// `abandoned`.
    pub const fn name(self) -> &'static str {
        match self {
            Ending::Won(Player::South) => "south",
            Ending::Won(Player::North) => "north",
            Ending::Draw => "draw",
            Ending::Abandoned => "abandoned",
        }
    }
}

impl std::fmt::Display for Ending {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Everything the archive keeps of one game at a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndedGame {
    /// The table it was played at.
    pub table: TableId,
    /// The players' names, by seat.
    pub names: ByPlayer<String>,
    /// For each seat, the computer's level when it played that seat.
    pub computer: ByPlayer<Option<Level>>,
    /// The variant's name.
    pub variant: String,
    /// The rules played.
    pub rules: Rules,
    /// The way it was played.
    pub mode: Mode,
    /// Who moved first.
    pub first: Player,
    /// The moves, in order.
    pub moves: Vec<Move>,
    /// How it ended.
    pub ending: Ending,
    /// The stores at the end: after the sweep for a game that ended by the
    /// rules or by agreement, as they stood for an abandoned one.
    pub stores: ByPlayer<u16>,
}

impl EndedGame {
    /// How many moves were played.
    pub fn plies(&self) -> usize {
        self.moves.len()
    }

    /// The score as `south-north`, for the log.
    pub fn score(&self) -> String {
        format!(
            "{}-{}",
            self.stores[Player::South],
            self.stores[Player::North]
        )
    }
}
