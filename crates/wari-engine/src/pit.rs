//! Naming pits: the absolute [`Pit`] index and the mover-relative [`Move`].

use super::Player;

/// The most pits a side that the engine supports.
pub const MAX_PITS_PER_SIDE: usize = 12;

/// The most pits on a board: both rows of the largest board.
pub const MAX_PITS: usize = 2 * MAX_PITS_PER_SIDE;

/// A pit, by its counter-clockwise index from South's leftmost pit
/// (RULES.md 1.3): South's row is `0..n`, North's is `n..2n`.
///
/// Whether a pit exists depends on the board size, so the methods that need
/// it take `pits_per_side`; the constructor checks only the largest board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pit(u8);

impl Pit {
    /// The pit with this index, if any board has it.
    pub const fn new(index: usize) -> Option<Pit> {
        if index < MAX_PITS {
            Some(Pit(index as u8))
        } else {
            None
        }
    }

    /// The counter-clockwise index, as RULES.md numbers pits.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The player whose row holds this pit.
    pub const fn owner(self, pits_per_side: usize) -> Player {
        if self.index() < pits_per_side {
            Player::South
        } else {
            Player::North
        }
    }

    /// The move that sows this pit, counted from its owner's left.
    pub const fn as_move(self, pits_per_side: usize) -> Move {
        Move((self.index() % pits_per_side) as u8 + 1)
    }

    /// The letter RULES.md writes the pit with: `A..` for South's row and
    /// `a..` for North's, each from its owner's left.
    pub const fn label(self, pits_per_side: usize) -> char {
        let offset = (self.index() % pits_per_side) as u8;
        match self.owner(pits_per_side) {
            Player::South => (b'A' + offset) as char,
            Player::North => (b'a' + offset) as char,
        }
    }
}

/// A move: the pit to sow, numbered `1..=n` from the mover's own left
/// (RULES.md 1.4). The same number names a different pit for each player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move(u8);

impl Move {
    /// Move 1, the mover's leftmost pit.
    pub const FIRST: Move = Move(1);

    /// The move with this number, if any board has such a pit.
    pub const fn new(number: usize) -> Option<Move> {
        if number >= 1 && number <= MAX_PITS_PER_SIDE {
            Some(Move(number as u8))
        } else {
            None
        }
    }

    /// The move sowing the mover's `offset`-th pit from the left (0-based),
    /// for move generation, where `offset` is below the pits a side.
    pub(crate) const fn from_offset(offset: usize) -> Move {
        debug_assert!(offset < MAX_PITS_PER_SIDE);
        Move(offset as u8 + 1)
    }

    /// The 1-based number, as players and scripts write it.
    pub const fn number(self) -> usize {
        self.0 as usize
    }

    /// The pit this move sows when `mover` plays it.
    pub const fn pit(self, mover: Player, pits_per_side: usize) -> Pit {
        let own_offset = match mover {
            Player::South => 0,
            Player::North => pits_per_side,
        };
        Pit((own_offset + self.number() - 1) as u8)
    }
}

impl std::fmt::Display for Move {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}
