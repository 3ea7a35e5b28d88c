//! How a game came out once it is over: one value that the end screen,
//! the lobby, the teacher's console, `results.csv` and the lesson's
//! summary all read, so that none of them works it out again and none can
//! say otherwise than the others.

use crate::engine::{ByPlayer, Outcome, Player};

/// How a game that is over ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// By a rule of RULES.md 3 or by the players' agreement (3.4): the
    /// outcome says which, and its stores are the final ones.
    Played(Outcome),
    /// Left unfinished: nobody won, and the seeds lie where they were.
    Abandoned {
        /// The stores as they stood when it was left.
        stores: ByPlayer<u16>,
    },
}

impl Ending {
    /// The stores the game ended with.
    pub fn stores(self) -> ByPlayer<u16> {
        match self {
            Ending::Played(outcome) => outcome.stores(),
            Ending::Abandoned { stores } => stores,
        }
    }

    /// The player who won; `None` for a draw or a game left unfinished.
    pub fn winner(self) -> Option<Player> {
        match self {
            Ending::Played(outcome) => outcome.winner(),
            Ending::Abandoned { .. } => None,
        }
    }

    /// Whether the game was left unfinished.
    pub const fn is_abandoned(self) -> bool {
        matches!(self, Ending::Abandoned { .. })
    }

    /// The word `results.csv` and the log use: `south` or `north` for the
    /// winner, `draw` or `abandoned`.
    pub fn name(self) -> &'static str {
        match (self, self.winner()) {
            (Ending::Abandoned { .. }, _) => "abandoned",
            (_, Some(Player::South)) => "south",
            (_, Some(Player::North)) => "north",
            (_, None) => "draw",
        }
    }

    /// The stores as `South-North`: `26-22`.
    pub fn score(self) -> String {
        let stores = self.stores();
        format!("{}-{}", stores.south(), stores.north())
    }
}

impl std::fmt::Display for Ending {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
