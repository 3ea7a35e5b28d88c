//! Why the board would not do what a key asked, kept as the reason and put
//! into words in this one place, as the table's notices and the game's
//! news are.

use std::fmt;

use crate::engine::{ByPlayer, IllegalMove, Player};
use crate::setup::Seat;
use crate::text::count;

use super::narrate;

/// A key the board turned down, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The move is against the rules.
    Illegal {
        /// What the engine said.
        error: IllegalMove,
        /// The seats, whose names the sentence uses.
        seats: ByPlayer<Seat>,
        /// Who tried it.
        mover: Player,
        /// Pits in each row, for the pits' letters.
        pits: usize,
    },
    /// A click on the other player's row.
    NotYourPit {
        /// The player to move.
        name: String,
    },
    /// `u` with no move played.
    NothingToTakeBack,
    /// `r` with nothing taken back.
    NothingToPlayAgain,
    /// `h` in Hurry Wari.
    NoHints,
    /// `+` or `-` on a board that shows each move at once.
    NoSpeed,
    /// A key for a move while the computer plays both sides.
    DemoPlays,
    /// `e` while the computer plays both sides.
    DemoCannotStop,
    /// A key for a move on the computer's turn.
    Thinking {
        /// The computer's name.
        name: String,
    },
    /// `e` on the computer's turn.
    OfferOnYourTurn {
        /// The computer's name.
        name: String,
    },
    /// The computer would not stop: in Sorry Wari, it would be behind.
    ComputerBehind {
        /// The computer's name.
        name: String,
        /// What it would end with.
        mine: u16,
        /// What the other would.
        theirs: u16,
    },
    /// The computer would not stop: in Win-Win, the stores would differ.
    ComputerApart {
        /// The computer's name.
        name: String,
        /// By how many seeds.
        apart: u16,
    },
    /// A key that only works during play, once the game is over.
    GameOver {
        /// Whether `v` reviews the game here.
        reviews: bool,
    },
    /// A save failed; the game is still open.
    SaveFailed {
        /// Why, in the file layer's words.
        why: String,
        /// Whether the players had asked to leave once saved.
        leaving: bool,
    },
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Illegal {
                error,
                seats,
                mover,
                pits,
            } => f.write_str(&narrate::illegal(error, seats, *mover, *pits)),
            Refusal::NotYourPit { name } => {
                write!(
                    f,
                    "That pit is not yours, {name}: play one on your own row."
                )
            }
            Refusal::NothingToTakeBack => write!(f, "There is no move to take back."),
            Refusal::NothingToPlayAgain => write!(f, "There is no move to play again."),
            Refusal::NoHints => write!(f, "No hints in Hurry Wari: there is no time to think!"),
            Refusal::NoSpeed => write!(
                f,
                "This board shows each move at once: there is no speed to change."
            ),
            Refusal::DemoPlays => write!(
                f,
                "The computer plays both sides: Space pauses it, . steps, 1 2 levels, + - speed."
            ),
            Refusal::DemoCannotStop => {
                write!(f, "The computer plays both sides: q stops the demo.")
            }
            Refusal::Thinking { name } => write!(f, "{name} is thinking: wait for its move."),
            Refusal::OfferOnYourTurn { name } => write!(
                f,
                "Propose the end on your own turn, when {name} has moved."
            ),
            Refusal::ComputerBehind { name, mine, theirs } => write!(
                f,
                "{name} says no: ending here would leave {name} behind, {mine} to {theirs}. Play on!"
            ),
            Refusal::ComputerApart { name, apart } => write!(
                f,
                "{name} says no: the stores would end {} apart. Play on together!",
                count(*apart, "seed")
            ),
            Refusal::GameOver { reviews: true } => write!(
                f,
                "The game is over: n plays again, u takes back, v reviews, q quits."
            ),
            Refusal::GameOver { reviews: false } => {
                write!(f, "The game is over: n plays again, u takes back, q quits.")
            }
            Refusal::SaveFailed { why, leaving: true } => {
                write!(f, "Could not save, so the game stays: {why}")
            }
            Refusal::SaveFailed { why, .. } => write!(f, "Could not save: {why}"),
        }
    }
}
