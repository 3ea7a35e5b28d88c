//! What a table tells everyone at it, kept as what happened and put into
//! words only when a screen is drawn, in this one place, in the language of
//! whoever reads it.

use std::fmt;
use std::time::Duration;

use wari_words::tr;

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
    /// The notice in the reader's words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = match self {
            Notice::ClassPaused => tr!("table-class-paused"),
            Notice::ClassGoesOn => tr!("table-class-goes-on"),
            Notice::Closed(table) => tr!("table-closed", table = *table),
            Notice::SentOut {
                name,
                abandoned_at: Some(score),
            } => tr!(
                "table-sent-out-abandoned",
                name = name.as_str(),
                score = score.as_str()
            ),
            Notice::SentOut { name, .. } => tr!("table-sent-out", name = name.as_str()),
            Notice::Back { name } => tr!("table-back", name = name.as_str()),
            Notice::Left {
                name,
                abandoned_at: Some(score),
            } => tr!(
                "table-left-abandoned",
                name = name.as_str(),
                score = score.as_str()
            ),
            Notice::Left { name, .. } => tr!("table-left", name = name.as_str()),
            Notice::DroppedFromComputer { name } => {
                tr!("table-dropped-from-computer", name = name.as_str())
            }
            // Short enough for one row of 80 columns with a long name.
            Notice::Dropped { name } => tr!("table-dropped", name = name.as_str()),
            Notice::NobodyCameBack(keep) => {
                tr!("table-nobody-came-back", minutes = keep.as_secs() / 60)
            }
            Notice::OffersEnd { by, to } => {
                tr!("table-offers-end", by = by.as_str(), to = to.as_str())
            }
            Notice::OfferLapsed { by } => tr!("table-offer-lapsed", by = by.as_str()),
            Notice::BothAgreed => tr!("table-both-agreed"),
            Notice::PlaysOn { name } => tr!("table-plays-on", name = name.as_str()),
            Notice::EndedAlone { name, away } => {
                tr!(
                    "table-ended-alone",
                    name = name.as_str(),
                    away = away.as_str()
                )
            }
            Notice::AsksAnother { by, to } => {
                tr!("table-asks-another", by = by.as_str(), to = to.as_str())
            }
            Notice::Another { first } => tr!("table-another", first = first.as_str()),
            Notice::DemoAgain => tr!("table-demo-again"),
        };
        f.write_str(&words)
    }
}
