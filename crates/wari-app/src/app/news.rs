//! What a game itself announces to everyone who watches it, kept as what
//! happened and put into words when drawn, in this one place.

use std::fmt;
use std::time::Duration;

use wari_words::tr;

use super::narrate::EndPreview;
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
        /// What ending there gave.
        preview: EndPreview,
    },
}

impl fmt::Display for News {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let said = match self {
            News::TimeUp { name } => tr!("board-news-time-up", name = name.as_str()),
            News::Level { name, level } => tr!(
                "board-news-level",
                name = name.as_str(),
                level = level.name(),
            ),
            News::SeedStep(step) => {
                let ms = u64::try_from(step.as_millis()).unwrap_or(u64::MAX);
                tr!("board-news-seed-step", ms = ms)
            }
            News::ComputerAgrees { name } => {
                tr!("board-news-computer-agrees", name = name.as_str())
            }
            News::PartnersAgree {
                offerer,
                partner,
                preview,
            } => tr!(
                "board-news-partners-agree",
                offerer = offerer.as_str(),
                partner = partner.as_str(),
                preview = preview.to_string(),
            ),
        };
        f.write_str(&said)
    }
}
