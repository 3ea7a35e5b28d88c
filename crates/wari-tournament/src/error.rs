//! Why the tournament refused a request. Nothing changes when it does.

use std::fmt;

use crate::Pairing;

/// A tournament that cannot be set up as asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError<P> {
    /// A tournament needs two players.
    TooFewPlayers {
        /// How many were given.
        count: usize,
    },
    /// A round robin is kept short enough to play in class.
    TooManyPlayers {
        /// How many were given.
        count: usize,
        /// The most it takes.
        max: usize,
    },
    /// A player was named twice.
    DuplicatePlayer(P),
    /// A Swiss tournament needs at least one round.
    NoRounds,
}

impl<P: fmt::Display> fmt::Display for SetupError<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::TooFewPlayers { count } => {
                write!(f, "a tournament needs at least 2 players, not {count}")
            }
            SetupError::TooManyPlayers { count, max } => {
                write!(f, "a round robin takes at most {max} players, not {count}")
            }
            SetupError::DuplicatePlayer(player) => write!(f, "{player} is named twice"),
            SetupError::NoRounds => write!(f, "a Swiss tournament needs at least 1 round"),
        }
    }
}

impl<P: fmt::Debug + fmt::Display> std::error::Error for SetupError<P> {}

/// A request the tournament cannot carry out as it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentError<P> {
    /// The current round still has games without a result.
    RoundUnfinished {
        /// How many.
        undecided: usize,
    },
    /// Every round has been paired.
    AllRoundsPaired,
    /// Fewer than two players are still in, so nobody can be paired.
    TooFewPlayersLeft,
    /// No round has been paired yet.
    NoRound,
    /// The current round has no such pairing (the colours count).
    NotInRound(Pairing<P>),
    /// The game was forfeited; its result is not the board's to give.
    Forfeited(Pairing<P>),
    /// The player is not in the tournament.
    UnknownPlayer(P),
    /// The player has already withdrawn.
    AlreadyWithdrawn(P),
    /// The player is in: there is nothing to rejoin.
    NotWithdrawn(P),
}

impl<P: fmt::Display> fmt::Display for TournamentError<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TournamentError::RoundUnfinished { undecided } => {
                write!(f, "the round has {undecided} game(s) without a result")
            }
            TournamentError::AllRoundsPaired => write!(f, "every round has been paired"),
            TournamentError::TooFewPlayersLeft => {
                write!(f, "fewer than 2 players are still in the tournament")
            }
            TournamentError::NoRound => write!(f, "no round has been paired yet"),
            TournamentError::NotInRound(p) => {
                write!(
                    f,
                    "{} (South) against {} (North) is not a game of this round",
                    p.south, p.north
                )
            }
            TournamentError::Forfeited(p) => {
                write!(f, "{} against {} was forfeited", p.south, p.north)
            }
            TournamentError::UnknownPlayer(player) => {
                write!(f, "{player} is not in the tournament")
            }
            TournamentError::AlreadyWithdrawn(player) => {
                write!(f, "{player} has already withdrawn")
            }
            TournamentError::NotWithdrawn(player) => {
                write!(f, "{player} has not withdrawn")
            }
        }
    }
}

impl<P: fmt::Debug + fmt::Display> std::error::Error for TournamentError<P> {}
