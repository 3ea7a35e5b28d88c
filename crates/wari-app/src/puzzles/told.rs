//! What the solver tells the player about a puzzle: kept as what happened
//! (the move refused, right or wrong, a hint given) and put into words in
//! this one place, as the board's hints and refusals are.

use std::fmt;

use crate::app::narrate;
use crate::engine::{IllegalMove, MoveReport, Player, Position};
use crate::learn::seats;
use crate::text::count;

use super::refute::Reply;
use super::{Grade, Reason};

/// The solver's answer to a key, on the puzzle whose words it quotes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Told<'a> {
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
        reason: &'a Reason,
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
        reason: &'a Reason,
    },
}

impl fmt::Display for Told<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Told::Illegal { error, pits } => {
                f.write_str(&narrate::illegal(error, &seats(), Player::South, *pits))
            }
            Told::Right { reason } => write!(f, "Right! {reason}"),
            Told::Wrong {
                before,
                report,
                reply,
                margin,
            } => {
                write!(f, "{} ", narrate::last_move(before, report, &seats()))?;
                if let Some(reply) = reply {
                    let answer = narrate::last_move(&reply.before, &reply.report, &seats());
                    write!(f, "Then {answer} ")?;
                }
                write!(
                    f,
                    "Not the best move: another wins at least {} more.",
                    count(margin, "seed")
                )
            }
            Told::Pointer(grade) => f.write_str(grade.pointer()),
            Told::Answer { letter, reason } => write!(f, "The answer is {letter}. {reason}"),
        }
    }
}
