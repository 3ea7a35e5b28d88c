//! The home screen's lines, and its words for who plays.

use wari_words::tr;

use crate::choices::Who;
use crate::engine::Player;

/// One line of the home screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// Who plays.
    Who,
    /// The computer's level, when it plays.
    Level,
    /// Sorry, Win-Win, Hurry or Hurry together.
    Mode,
    /// The variant of the rules file.
    Variant,
    /// Seeds a pit at the start.
    Seeds,
    /// A person's name, typed.
    Name(Player),
    /// The language of every screen.
    Language,
    /// Start the game chosen.
    Play,
    /// Continue the game saved last.
    Continue,
    /// Review the game saved last, move by move.
    Review,
    /// The lessons, for someone who has never played.
    Learn,
    /// The puzzles.
    Puzzles,
    /// Leave.
    Quit,
}

impl Who {
    /// The home screen's words, in the reader's language.
    pub fn words(self) -> String {
        tr!("home-who", who = self.key())
    }

    /// The word the remembered choices keep.
    pub const fn key(self) -> &'static str {
        match self {
            Who::People => "people",
            Who::Computer(Player::North) => "computer-north",
            Who::Computer(Player::South) => "computer-south",
            Who::Watch => "watch",
        }
    }
}
