//! Why a move was refused. Every variant names the legal moves, so a player
//! or a script always learns what it could have played.

use std::fmt;

use super::{MoveList, Player};

/// A move the rules do not allow here. Playing it leaves the game untouched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    /// The number names no pit on this board.
    NoSuchPit {
        /// The number asked for.
        number: usize,
        /// Pits in each row.
        pits_per_side: usize,
        /// What could be played.
        legal: MoveList,
    },
    /// The pit has no seeds to sow.
    EmptyPit {
        /// The move asked for.
        number: usize,
        /// What could be played.
        legal: MoveList,
    },
    /// The opponent's row is empty and this move does not reach it (RULES.md 2.5).
    MustFeed {
        /// The move asked for.
        number: usize,
        /// The player with an empty row.
        starved: Player,
        /// What could be played.
        legal: MoveList,
    },
    /// The move would capture every seed of the opponent's row while another
    /// move is possible (RULES.md 2.4, the `forbidden` values).
    GrandSlamForbidden {
        /// The move asked for.
        number: usize,
        /// The player who would be left with nothing.
        victim: Player,
        /// What could be played.
        legal: MoveList,
    },
    /// The game has ended; no move is legal.
    GameOver,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            IllegalMove::NoSuchPit {
                number,
                pits_per_side,
                legal,
            } => write!(
                f,
                "there is no pit {number} ({pits_per_side} pits a side); legal moves: {legal}"
            ),
            IllegalMove::EmptyPit { number, legal } => {
                write!(f, "pit {number} is empty; legal moves: {legal}")
            }
            IllegalMove::MustFeed {
                number,
                starved,
                legal,
            } => write!(
                f,
                "{starved} has no seeds: you must play a pit that reaches them, \
                 and pit {number} does not; legal moves: {legal}"
            ),
            IllegalMove::GrandSlamForbidden {
                number,
                victim,
                legal,
            } => write!(
                f,
                "pit {number} would take all of {victim}'s seeds; legal moves: {legal}"
            ),
            IllegalMove::GameOver => write!(f, "the game is over; no move is legal"),
        }
    }
}

impl std::error::Error for IllegalMove {}

impl IllegalMove {
    /// The moves that were legal instead; empty when the game is over.
    pub fn legal(&self) -> MoveList {
        match *self {
            IllegalMove::NoSuchPit { legal, .. }
            | IllegalMove::EmptyPit { legal, .. }
            | IllegalMove::MustFeed { legal, .. }
            | IllegalMove::GrandSlamForbidden { legal, .. } => legal,
            IllegalMove::GameOver => MoveList::new(),
        }
    }
}
