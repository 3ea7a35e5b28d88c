//! What a table tells everyone at it, kept as what happened and put into
//! words only when a screen is drawn, in this one place.

use std::fmt;
use std::time::Duration;

use super::TableId;

/// One thing that happened at a table, for all at it to read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The teacher paused the whole class.
    ClassPaused,
    /// The teacher let the class go on.
    ClassGoesOn,
    /// The teacher closed the table.
    Closed(TableId),
    /// A player was sent out of the classroom; the score is that of the
    /// game it abandoned, if one was being played.
    SentOut {
        /// The player it is about.
        name: String,
        /// The score the game was abandoned at.
        abandoned_at: Option<String>,
    },
    /// A player came back to the seat kept for them.
    Back {
        /// The player it is about.
        name: String,
    },
    /// A player left on purpose; the score is that of the game it
    /// abandoned, if one was being played.
    Left {
        /// The player it is about.
        name: String,
        /// The score the game was abandoned at.
        abandoned_at: Option<String>,
    },
    /// A player's connection went in a game against the computer, which
    /// waits for them.
    DroppedFromComputer {
        /// The player it is about.
        name: String,
    },
    /// A player's connection went in a game against another student, who
    /// may wait or end the game.
    Dropped {
        /// The player it is about.
        name: String,
    },
    /// Nobody came back to a game within this time.
    NobodyCameBack(Duration),
    /// A player offers to end the game where it stands.
    OffersEnd {
        /// Who made the offer.
        by: String,
        /// Who is asked.
        to: String,
    },
    /// The offer to end lapsed: its maker moved instead.
    OfferLapsed {
        /// Who made the offer.
        by: String,
    },
    /// Both players agreed to end the game.
    BothAgreed,
    /// The player offered to end said no.
    PlaysOn {
        /// The player it is about.
        name: String,
    },
    /// A player ended the game while the other was away.
    EndedAlone {
        /// The player it is about.
        name: String,
        /// The player who was away.
        away: String,
    },
    /// A player asks for another game.
    AsksAnother {
        /// Who made the offer.
        by: String,
        /// Who is asked.
        to: String,
    },
    /// Another game began.
    Another {
        /// Who plays first.
        first: String,
    },
    /// A demo started again.
    DemoAgain,
}

impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Notice::ClassPaused => write!(f, "The teacher has paused the class."),
            Notice::ClassGoesOn => write!(f, "The class goes on."),
            Notice::Closed(table) => write!(f, "The teacher closed table {table}."),
            Notice::SentOut {
                name,
                abandoned_at: Some(score),
            } => write!(
                f,
                "{name} was sent out of the classroom, so the game is abandoned at {score}."
            ),
            Notice::SentOut { name, .. } => write!(f, "{name} was sent out of the classroom."),
            Notice::Back { name } => write!(f, "{name} is back."),
            Notice::Left {
                name,
                abandoned_at: Some(score),
            } => write!(
                f,
                "{name} left the table, so the game is abandoned at {score}."
            ),
            Notice::Left { name, .. } => write!(f, "{name} left the table."),
            Notice::DroppedFromComputer { name } => write!(
                f,
                "{name} left the table; the game waits for them to come back."
            ),
            // Short enough for one row of 80 columns with a long name.
            Notice::Dropped { name } => write!(
                f,
                "{name} left the table: wait for them, or press e to end the game."
            ),
            Notice::NobodyCameBack(keep) => write!(
                f,
                "Nobody came back within {} minutes, so the game is abandoned.",
                keep.as_secs() / 60
            ),
            Notice::OffersEnd { by, to } => {
                write!(f, "{by} offers to end the game here: {to}, y agrees.")
            }
            Notice::OfferLapsed { by } => {
                write!(f, "{by}'s offer to end the game lapsed with that move.")
            }
            Notice::BothAgreed => write!(f, "Both players agreed to end the game."),
            Notice::PlaysOn { name } => write!(f, "{name} wants to play on."),
            Notice::EndedAlone { name, away } => {
                write!(f, "{name} ended the game while {away} was away.")
            }
            Notice::AsksAnother { by, to } => write!(
                f,
                "{by} asks for another game: {to}, n or y agrees, and plays first."
            ),
            Notice::Another { first } => write!(f, "Another game: {first} plays first."),
            Notice::DemoAgain => write!(f, "A new game: the computer plays it again."),
        }
    }
}
