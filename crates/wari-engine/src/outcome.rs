//! How a game ended and who won.

use super::{ByPlayer, MoveList, Player};

/// Why a game ended (RULES.md 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// A store holds more than half the seeds (3.1); the board stays as it is.
    Majority,
    /// Both stores hold exactly half the seeds (3.1): a draw.
    Split,
    /// The same board, with the same player to move, came again since the
    /// last capture (3.2).
    Repetition,
    /// The player to move has no legal move (3.3), for the reason given:
    /// the words that end a game must say which, since an empty row and a
    /// row that cannot feed look alike in the stores.
    NoMoves(Stuck),
    /// Both players agreed to end the game (3.4).
    Agreement,
}

impl EndReason {
    /// Every reason, for tests and help screens.
    pub const ALL: [EndReason; 6] = [
        EndReason::Majority,
        EndReason::Split,
        EndReason::Repetition,
        EndReason::NoMoves(Stuck::EmptyRow),
        EndReason::NoMoves(Stuck::CannotFeed),
        EndReason::Agreement,
    ];

    /// The name used in JSON output and records: both ways of having no
    /// move are `no-moves`, as OpenSpiel and the record format name them.
    pub const fn name(self) -> &'static str {
        match self {
            EndReason::Majority => "majority",
            EndReason::Split => "split",
            EndReason::Repetition => "repetition",
            EndReason::NoMoves(_) => "no-moves",
            EndReason::Agreement => "agreement",
        }
    }

    /// Whether each row's seeds go to its owner's store at this end; only a
    /// majority (or split) end leaves the board as it is.
    pub const fn sweeps_board(self) -> bool {
        !matches!(self, EndReason::Majority | EndReason::Split)
    }
}

/// Why the player to move has no legal move (RULES.md 3.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stuck {
    /// Their own row is empty: there is nothing to sow.
    EmptyRow,
    /// They have seeds, but the opponent's row is empty and no pit of theirs
    /// reaches it (2.5).
    CannotFeed,
}

impl Stuck {
    /// Why a player with `own_row` seeds on their row and no legal move is
    /// stuck: with seeds, only the feeding rule can leave them no move,
    /// since a grand slam is refused only while another move is left (2.6).
    pub const fn of_row(own_row: u16) -> Stuck {
        if own_row == 0 {
            Stuck::EmptyRow
        } else {
            Stuck::CannotFeed
        }
    }
}

impl std::fmt::Display for EndReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The end of a game: why, and the result read from the final stores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    reason: EndReason,
    stores: ByPlayer<u16>,
}

impl Outcome {
    pub(crate) const fn new(reason: EndReason, stores: ByPlayer<u16>) -> Outcome {
        Outcome { reason, stores }
    }

    /// Why the game ended.
    pub const fn reason(self) -> EndReason {
        self.reason
    }

    /// The stores the result is read from (after any sweep).
    pub const fn stores(self) -> ByPlayer<u16> {
        self.stores
    }

    /// The player with more seeds, or `None` for a draw (RULES.md 3.5).
    pub fn winner(self) -> Option<Player> {
        let (south, north) = (self.stores.south(), self.stores.north());
        match south.cmp(&north) {
            std::cmp::Ordering::Greater => Some(Player::South),
            std::cmp::Ordering::Less => Some(Player::North),
            std::cmp::Ordering::Equal => None,
        }
    }
}

/// Where a game stands after a move, with every end rule of RULES.md 3
/// applied in its order: what [`Position::status`](super::Position::status)
/// decides once for the game, perft and search alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// The game goes on, and these are the legal moves (never empty).
    Going(MoveList),
    /// The game is over; the outcome's stores are the final ones, after the
    /// sweep the end calls for.
    Over(Outcome),
}
