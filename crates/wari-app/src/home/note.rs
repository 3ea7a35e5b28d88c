//! The home screen's line of news: why the game chosen cannot start, or
//! what the program has to tell, put into words when drawn.

use std::fmt;

use wari_words::tr;

/// Why the game chosen on the home screen cannot start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unready {
    /// The rules file offers no variant.
    NoVariant,
    /// More seeds a pit than a board holds.
    TooManySeeds,
    /// The rules refuse the seeds chosen, in the engine's words.
    Rules(String),
    /// Both players have this name, which the narration could not tell
    /// apart.
    SameName(String),
}

impl fmt::Display for Unready {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let said = match self {
            Unready::NoVariant => tr!("home-no-variant"),
            Unready::TooManySeeds => tr!("home-too-many-seeds"),
            Unready::Rules(why) => why.clone(),
            Unready::SameName(name) => tr!("home-same-name", name = name.as_str()),
        };
        f.write_str(&said)
    }
}

impl std::error::Error for Unready {}

/// What the line of news says until the next key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Note {
    /// Words from the program around the screen, as it wrote them.
    Told(String),
    /// Why Enter did not start the game.
    Unready(Unready),
}

impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Note::Told(text) => f.write_str(text),
            Note::Unready(why) => why.fmt(f),
        }
    }
}
