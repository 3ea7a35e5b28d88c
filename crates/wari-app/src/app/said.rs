//! What a board says to whoever reads it, kept as what it means until it
//! is drawn: a hint, a refusal or news is a value of its own, worded by
//! its `Display`, so that other words can replace the English without
//! touching the game.

use std::fmt;

use super::{Done, Hint, Message, News, Refusal};

/// The line under one view's board, as the game keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// A hint for the player to move.
    Hint(Hint),
    /// Why the board would not do what a key asked.
    Refusal(Refusal),
    /// What the game itself announced.
    News(News),
    /// What a player's key did: a save, a move taken back.
    Done(Done),
}

impl Said {
    /// Whether it is a hint waiting for the search's deeper look.
    pub fn waiting(&self) -> bool {
        matches!(self, Said::Hint(hint) if hint.waiting())
    }

    /// Whether it turns something down, and so must stand out.
    pub fn refuses(&self) -> bool {
        matches!(self, Said::Refusal(_))
    }

    /// The line as the view draws it.
    pub fn message(&self) -> Message {
        Message {
            text: self.to_string(),
            refusal: self.refuses(),
            pending: self.waiting(),
        }
    }
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Said::Hint(hint) => hint.fmt(f),
            Said::Refusal(refusal) => refusal.fmt(f),
            Said::News(news) => news.fmt(f),
            Said::Done(done) => done.fmt(f),
        }
    }
}
