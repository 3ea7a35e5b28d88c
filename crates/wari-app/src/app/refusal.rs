//! Why the board would not do what a key asked, kept as the reason and put
//! into words in this one place, as the table's notices and the game's
//! news are.

use std::fmt;

use wari_words::tr;

use crate::engine::{ByPlayer, IllegalMove, Player};
use crate::setup::Seat;
use crate::text::seeds;

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
    /// `e` in a Win-Win game before each player has moved once.
    TooEarlyToStop,
    /// Text pasted onto the board.
    Pasted,
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
        let said = match self {
            Refusal::Illegal {
                error,
                seats,
                mover,
                pits,
            } => narrate::illegal(error, seats, *mover, *pits),
            Refusal::NotYourPit { name } => {
                tr!("board-refused-not-your-pit", name = name.as_str())
            }
            Refusal::NothingToTakeBack => tr!("board-refused-nothing-to-take-back"),
            Refusal::TooEarlyToStop => tr!("board-refused-too-early-to-stop"),
            Refusal::Pasted => tr!("board-refused-pasted"),
            Refusal::NothingToPlayAgain => tr!("board-refused-nothing-to-play-again"),
            Refusal::NoHints => tr!("board-refused-no-hints"),
            Refusal::NoSpeed => tr!("board-refused-no-speed"),
            Refusal::DemoPlays => tr!("board-refused-demo-plays"),
            Refusal::DemoCannotStop => tr!("board-refused-demo-cannot-stop"),
            Refusal::Thinking { name } => tr!("board-refused-thinking", name = name.as_str()),
            Refusal::OfferOnYourTurn { name } => {
                tr!("board-refused-offer-on-your-turn", name = name.as_str())
            }
            Refusal::ComputerBehind { name, mine, theirs } => tr!(
                "board-refused-computer-behind",
                name = name.as_str(),
                mine = *mine,
                theirs = *theirs,
            ),
            Refusal::ComputerApart { name, apart } => tr!(
                "board-refused-computer-apart",
                name = name.as_str(),
                apart = seeds(*apart),
            ),
            Refusal::GameOver { reviews } => tr!(
                "board-refused-after-the-end",
                reviews = if *reviews { "yes" } else { "no" },
            ),
            // The file layer's words for why, which come from the system.
            Refusal::SaveFailed { why, leaving } => tr!(
                "board-refused-save-failed",
                why = why.as_str(),
                leaving = if *leaving { "yes" } else { "no" },
            ),
        };
        f.write_str(&said)
    }
}
