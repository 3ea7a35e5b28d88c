//! A list of moves on the stack, so generating moves never allocates.

use super::pit::{MAX_PITS_PER_SIDE, Move};

/// The legal moves of a position, in ascending order.
///
/// Slots past the length hold whatever generation left there, so equality
/// and hashing look at the moves alone.
#[derive(Clone, Copy, Debug, Eq)]
pub struct MoveList {
    moves: [Move; MAX_PITS_PER_SIDE],
    len: u8,
}

impl MoveList {
    /// An empty list.
    pub const fn new() -> MoveList {
        MoveList {
            moves: [Move::FIRST; MAX_PITS_PER_SIDE],
            len: 0,
        }
    }

    /// The moves whose offsets (the move number less one) are the set bits
    /// of `offsets`, in ascending order.
    ///
    /// Every offset is written, and only the set ones move the end on: a
    /// loop of fixed length with no branch, and perft, which often needs
    /// only the length, can have the writing optimised away.
    #[inline]
    pub(crate) fn from_offsets(offsets: u16) -> MoveList {
        let mut moves = [Move::FIRST; MAX_PITS_PER_SIDE];
        let mut len = 0;
        for offset in 0..MAX_PITS_PER_SIDE {
            moves[len.min(MAX_PITS_PER_SIDE - 1)] = Move::from_offset(offset);
            len += usize::from(offsets >> offset & 1 == 1);
        }
        MoveList {
            moves,
            len: len as u8,
        }
    }

    /// Adds a move; a player never has more moves than pits.
    pub(crate) fn push(&mut self, m: Move) {
        self.moves[self.len as usize] = m;
        self.len += 1;
    }

    /// Keeps only the moves for which `keep` is true.
    pub(crate) fn retain(&mut self, mut keep: impl FnMut(Move) -> bool) {
        let mut kept = MoveList::new();
        for m in self.iter() {
            if keep(m) {
                kept.push(m);
            }
        }
        *self = kept;
    }

    /// How many moves.
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether there are none: the player to move cannot move.
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether `m` is in the list.
    pub fn contains(&self, m: Move) -> bool {
        self.as_slice().contains(&m)
    }

    /// The moves as a slice.
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len()]
    }

    /// The moves in ascending order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = Move> + ExactSizeIterator + '_ {
        self.as_slice().iter().copied()
    }
}

impl PartialEq for MoveList {
    fn eq(&self, other: &MoveList) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl std::hash::Hash for MoveList {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state);
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl std::fmt::Display for MoveList {
    /// The moves separated by spaces, as a player types them: `1 2 4`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.is_empty() {
            return f.write_str("none");
        }
        for (i, m) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{m}")?;
        }
        Ok(())
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = Move;
    type IntoIter = std::iter::Copied<std::slice::Iter<'a, Move>>;

    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter().copied()
    }
}

impl IntoIterator for MoveList {
    type Item = Move;
    type IntoIter = std::iter::Take<std::array::IntoIter<Move, MAX_PITS_PER_SIDE>>;

    fn into_iter(self) -> Self::IntoIter {
        self.moves.into_iter().take(self.len())
    }
}
