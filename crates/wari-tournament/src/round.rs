//! A round as the players see it: who plays whom with which colour, who
//! rests, and how each game ended.

#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

use crate::Points;

/// One side of the board. South moves first, so it is the colour the
/// pairings balance.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub enum Side {
    /// Moves first.
    South,
    /// Moves second.
    North,
}

impl Side {
    /// The other side.
    pub fn other(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }
}

/// Two players at one board. A value on its own proves nothing: only the
/// pairings a [`Round`] lists take results.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub struct Pairing<P> {
    /// The player who moves first.
    pub south: P,
    /// The player who moves second.
    pub north: P,
}

impl<P> Pairing<P> {
    /// The same board with each player as `f` names them.
    pub fn map<Q>(self, mut f: impl FnMut(P) -> Q) -> Pairing<Q> {
        Pairing {
            south: f(self.south),
            north: f(self.north),
        }
    }
}

impl<P: PartialEq> Pairing<P> {
    /// Whether `player` sits at this board.
    pub fn has(&self, player: &P) -> bool {
        self.south == *player || self.north == *player
    }
}

/// How a game played over the board ended. A game the teacher stops is
/// decided by its stores, so the caller always has one of these to give.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub enum GameResult {
    /// South won.
    SouthWins,
    /// North won.
    NorthWins,
    /// Neither did.
    Draw,
}

/// Who was missing from a forfeited game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub enum Absent {
    /// South left; North wins.
    South,
    /// North left; South wins.
    North,
    /// Both left; both lose.
    Both,
}

/// How a scheduled game was decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub enum Outcome {
    /// Played over the board.
    Played(GameResult),
    /// Not played because a player had withdrawn.
    Forfeit(Absent),
}

impl Outcome {
    /// The points each side takes, South's first.
    pub fn points(self) -> (Points, Points) {
        let (south, north) = match self {
            Outcome::Played(GameResult::SouthWins) | Outcome::Forfeit(Absent::North) => (2, 0),
            Outcome::Played(GameResult::NorthWins) | Outcome::Forfeit(Absent::South) => (0, 2),
            Outcome::Played(GameResult::Draw) => (1, 1),
            Outcome::Forfeit(Absent::Both) => (0, 0),
        };
        (Points::from_halves(south), Points::from_halves(north))
    }

    /// Whether the players met over the board, which is what colours count.
    pub fn was_played(self) -> bool {
        matches!(self, Outcome::Played(_))
    }
}

/// A scheduled game and, once known, how it was decided.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub struct Game<P> {
    pairing: Pairing<P>,
    outcome: Option<Outcome>,
}

impl<P> Game<P> {
    pub(crate) fn new(pairing: Pairing<P>, outcome: Option<Outcome>) -> Self {
        Game { pairing, outcome }
    }

    /// Who plays whom.
    pub fn pairing(&self) -> &Pairing<P> {
        &self.pairing
    }

    /// How it was decided, if it has been.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    pub(crate) fn decide(&mut self, outcome: Outcome) {
        self.outcome = Some(outcome);
    }

    fn map<Q>(self, f: impl FnMut(P) -> Q) -> Game<Q> {
        Game {
            pairing: self.pairing.map(f),
            outcome: self.outcome,
        }
    }
}

/// One round: its games, board 1 first, and the player who rests, if the
/// count is odd. Only a tournament makes rounds, so every player in one
/// appears exactly once.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub struct Round<P> {
    games: Vec<Game<P>>,
    bye: Option<P>,
}

impl<P> Round<P> {
    /// The same round with each player as `f` names them.
    pub(crate) fn map<Q>(self, mut f: impl FnMut(P) -> Q) -> Round<Q> {
        Round {
            games: self.games.into_iter().map(|g| g.map(&mut f)).collect(),
            bye: self.bye.map(f),
        }
    }
}

impl<P: PartialEq> Round<P> {
    pub(crate) fn new(games: Vec<Game<P>>, bye: Option<P>) -> Self {
        Round { games, bye }
    }

    /// The games, board 1 first.
    pub fn games(&self) -> &[Game<P>] {
        &self.games
    }

    /// The pairings, board 1 first.
    pub fn pairings(&self) -> impl Iterator<Item = &Pairing<P>> {
        self.games.iter().map(Game::pairing)
    }

    /// The player who rests this round.
    pub fn bye(&self) -> Option<&P> {
        self.bye.as_ref()
    }

    /// How `pairing`'s game was decided; `None` if it is undecided or not
    /// in this round.
    pub fn outcome(&self, pairing: &Pairing<P>) -> Option<Outcome> {
        self.game(pairing).and_then(Game::outcome)
    }

    /// Whether every game has been decided, so the next round can be paired.
    pub fn is_complete(&self) -> bool {
        self.games.iter().all(|game| game.outcome.is_some())
    }

    pub(crate) fn game(&self, pairing: &Pairing<P>) -> Option<&Game<P>> {
        self.games.iter().find(|game| game.pairing == *pairing)
    }

    pub(crate) fn game_mut(&mut self, pairing: &Pairing<P>) -> Option<&mut Game<P>> {
        self.games.iter_mut().find(|game| game.pairing == *pairing)
    }

    pub(crate) fn game_of_mut(&mut self, player: &P) -> Option<&mut Game<P>> {
        self.games.iter_mut().find(|game| game.pairing.has(player))
    }
}
