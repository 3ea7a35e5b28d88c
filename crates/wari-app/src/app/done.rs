//! What a key on the board did, told to whoever pressed it: kept as what
//! happened and put into words when drawn, in this one place.

use std::fmt;

use super::Perspective;

/// One thing a player's key did that the board confirms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Done {
    /// The game was saved to `file`.
    Saved {
        /// The file, as the player named it.
        file: String,
    },
    /// Moves were taken back, oldest first: whose, and from which pit.
    TookBack(Vec<(String, char)>),
    /// An ended game was reopened: stopping is taken back.
    Reopened,
    /// The board turned to face this way.
    Turned(Perspective),
    /// The player asked at the same keyboard declined to stop.
    PlaysOn {
        /// Who said no.
        name: String,
    },
}

impl fmt::Display for Done {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Done::Saved { file } => write!(f, "Saved to {file}; wari --load {file} continues it."),
            Done::TookBack(moves) => {
                let moves: Vec<String> = moves
                    .iter()
                    .map(|(name, pit)| format!("{name}'s {pit}"))
                    .collect();
                write!(f, "Took back {}.", moves.join(" and "))
            }
            Done::Reopened => f.write_str("Stopping is taken back: the game goes on."),
            Done::Turned(perspective) => {
                write!(f, "The board turned: {}.", perspective.describe())
            }
            Done::PlaysOn { name } => write!(f, "{name} says no to stopping: play on."),
        }
    }
}
