//! What a key on the board did, told to whoever pressed it: kept as what
//! happened and put into words when drawn, in this one place.

use std::fmt;

use wari_words::tr;

use super::{Perspective, narrate};

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
        let said = match self {
            Done::Saved { file } => tr!("board-done-saved", file = file.as_str()),
            Done::TookBack(moves) => {
                let moves: Vec<String> = moves
                    .iter()
                    .map(|(name, pit)| {
                        tr!(
                            "board-done-took-back-move",
                            name = name.as_str(),
                            pit = pit.to_string(),
                        )
                    })
                    .collect();
                let moves = narrate::and_list(&moves);
                tr!("board-done-took-back", moves = moves)
            }
            Done::Reopened => tr!("board-done-reopened"),
            Done::Turned(perspective) => {
                tr!("board-done-turned", facing = perspective.describe())
            }
            Done::PlaysOn { name } => tr!("board-done-plays-on", name = name.as_str()),
        };
        f.write_str(&said)
    }
}
