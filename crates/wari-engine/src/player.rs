//! The two players and data kept once per player.

use std::ops::{Index, IndexMut, Not};

/// One of the two players.
///
/// South owns the bottom row (pits `0..n`) and North the top row (pits
/// `n..2n`), as RULES.md 1.2 and 1.3 fix them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// The bottom row; moves first unless the players choose otherwise.
    South,
    /// The top row.
    North,
}

impl Player {
    /// Both players, South first, so code can loop over them.
    pub const ALL: [Player; 2] = [Player::South, Player::North];

    /// The lower-case name used in files, JSON and on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Player::South => "south",
            Player::North => "north",
        }
    }

    /// The capitalised name used in prose.
    pub const fn title(self) -> &'static str {
        match self {
            Player::South => "South",
            Player::North => "North",
        }
    }

    const fn index(self) -> usize {
        self as usize
    }
}

impl Not for Player {
    type Output = Player;

    fn not(self) -> Player {
        match self {
            Player::South => Player::North,
            Player::North => Player::South,
        }
    }
}

crate::by_name!(Player);

impl std::fmt::Display for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.title())
    }
}

/// A value for each player, indexed by [`Player`] so that a bare `0` or `1`
/// never stands for a player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByPlayer<T>([T; 2]);

impl<T> ByPlayer<T> {
    /// Builds the pair from South's and North's values.
    pub const fn new(south: T, north: T) -> ByPlayer<T> {
        ByPlayer([south, north])
    }

    /// Each player's value passed through `f`, South's first.
    pub fn map<U>(self, f: impl FnMut(T) -> U) -> ByPlayer<U> {
        ByPlayer(self.0.map(f))
    }

    /// A pair of references to each player's value, to map without
    /// giving the pair up.
    pub fn as_ref(&self) -> ByPlayer<&T> {
        ByPlayer(self.0.each_ref())
    }
}

impl<T: Copy> ByPlayer<T> {
    /// South's value.
    pub fn south(&self) -> T {
        self.0[0]
    }

    /// North's value.
    pub fn north(&self) -> T {
        self.0[1]
    }
}

impl<T> Index<Player> for ByPlayer<T> {
    type Output = T;

    fn index(&self, player: Player) -> &T {
        &self.0[player.index()]
    }
}

impl<T> IndexMut<Player> for ByPlayer<T> {
    fn index_mut(&mut self, player: Player) -> &mut T {
        &mut self.0[player.index()]
    }
}
