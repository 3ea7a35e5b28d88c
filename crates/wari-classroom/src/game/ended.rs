//! A game as it ended at a table: plain data for the archive, which keeps
//! every classroom game, and for the log.

use crate::counted::Counted;
use crate::engine::{ByPlayer, Move, Player, Rules};
use crate::record::Ending;
use crate::search::Level;
use crate::setup::Mode;

use super::TableId;

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
    /// How it ended, with the stores at the end: after the sweep for a
    /// game that ended by the rules or by agreement, as they stood for an
    /// abandoned one.
    pub ending: Ending,
    /// The class tournament's round it was a game of; `None` for a
    /// friendly game.
    pub round: Option<usize>,
    /// The player the teacher sent out of the classroom, whose going
    /// ended the game.
    pub sent_out: Option<Player>,
}

impl EndedGame {
    /// How many moves were played.
    pub fn plies(&self) -> usize {
        self.moves.len()
    }

    /// The score as `south-north`, for the log.
    pub fn score(&self) -> String {
        self.ending.score()
    }

    /// What the game counts for.
    pub fn counted(&self) -> Counted {
        Counted {
            ending: self.ending,
            names: self.names.clone(),
            goal: self.mode.goal(),
            round: self.round,
            sent_out: self.sent_out,
        }
    }
}
