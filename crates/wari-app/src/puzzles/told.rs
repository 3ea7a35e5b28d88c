//! What the solver tells the player about a puzzle: kept as what happened
//! (the move refused, right or wrong, a hint given) and put into words in
//! this one place, as the board's hints and refusals are, in the language
//! of whoever reads them when they are drawn.

use std::fmt;

use wari_words::tr;

use crate::app::narrate;
use crate::engine::{IllegalMove, MoveReport, Player, Position};
use crate::learn::seats;

use super::refute::Reply;
use super::{Grade, Reason};

/// The solver's answer to a key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Told {
    /// The rules refuse the move, on a board of `pits` a side.
    Illegal {
        /// What the engine said.
        error: IllegalMove,
        /// Pits in each row, for the pits' letters.
        pits: usize,
    },
    /// The move played is the answer; the puzzle's reason says why.
    Right {
        /// Why the answer is best.
        reason: Reason,
    },
    /// Another move was played: what it did, Kofi's best answer to it,
    /// and how much more the best wins at least.
    Wrong {
        /// The puzzle's position.
        before: Position,
        /// What the move did.
        report: MoveReport,
        /// Kofi's best answer, unless the move ended the game.
        reply: Option<Box<Reply>>,
        /// The seeds the best move wins more than any other.
        margin: u32,
    },
    /// The first hint: what to look for on a puzzle of this grade.
    Pointer(Grade),
    /// The second hint: the answer, by its pit's letter, and why.
    Answer {
        /// The answer's pit.
        letter: char,
        /// Why it is best.
        reason: Reason,
    },
}

impl fmt::Display for Told {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Told::Illegal { error, pits } => {
                f.write_str(&narrate::illegal(error, &seats(), Player::South, *pits))
            }
            Told::Right { reason } => {
                f.write_str(&tr!("puzzle-right", reason = reason.to_string()))
            }
            Told::Wrong {
                before,
                report,
                reply,
                margin,
            } => {
                write!(f, "{} ", narrate::last_move(before, report, &seats()))?;
                if let Some(reply) = reply {
                    let answer = narrate::last_move(&reply.before, &reply.report, &seats());
                    write!(f, "{} ", tr!("puzzle-then", reply = answer))?;
                }
                let seeds = crate::text::seeds(*margin);
                f.write_str(&tr!("puzzle-not-best", seeds = seeds))
            }
            Told::Pointer(grade) => f.write_str(&grade.pointer()),
            Told::Answer { letter, reason } => f.write_str(&tr!(
                "puzzle-answer",
                answer = letter.to_string(),
                reason = reason.to_string()
            )),
        }
    }
}
