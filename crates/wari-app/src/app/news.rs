//! What a game itself announces to everyone who watches it, kept as what
//! happened and put into words when drawn, in this one place.

use std::fmt;
use std::time::Duration;

use crate::search::Level;

/// One thing the game did on its own, not at the key of whoever reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum News {
    /// A Hurry turn's time ran out and a random move was played.
    TimeUp {
        /// The player it was played for.
        name: String,
    },
    /// A demo seat now plays at another level.
    Level {
        /// The seat's name.
        name: String,
        /// Its new level.
        level: Level,
    },
    /// A demo's seeds now fall at another speed.
    SeedStep(Duration),
    /// The computer agreed to a person's offer to stop.
    ComputerAgrees {
        /// The computer's name.
        name: String,
    },
    /// One computer offered to stop and its computer partner agreed.
    PartnersAgree {
        /// Who offered.
        offerer: String,
        /// Who agreed.
        partner: String,
        /// What ending there gave, in the board's words.
        preview: String,
    },
}

impl fmt::Display for News {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            News::TimeUp { name } => {
                write!(f, "Time is up: a random move was played for {name}.")
            }
            News::Level { name, level } => write!(f, "{name} now plays at {level}."),
            News::SeedStep(step) => {
                write!(f, "Each seed now takes {} ms to fall.", step.as_millis())
            }
            News::ComputerAgrees { name } => write!(f, "{name} agrees to end the game here."),
            News::PartnersAgree {
                offerer,
                partner,
                preview,
            } => write!(
                f,
                "{offerer} offers to stop here ({preview}), and {partner} agrees."
            ),
        }
    }
}
