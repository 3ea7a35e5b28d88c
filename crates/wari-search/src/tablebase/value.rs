//! What a table says of a position: the seeds on the board the player to
//! move wins with perfect play, as a range that is one number unless the
//! repetition rule decides, and the one number the table answers with.

use std::fmt;

/// The seeds of the board the player to move wins from here with perfect
/// play by both sides, between `least` and `most`.
///
/// `least` is what the mover makes sure of from a fresh start, whatever
/// board the repetition rule (RULES.md 3.2) ends the game on; `most` is
/// what the opponent holds them to the same way. The real game's value
/// lies between the two, so when they are equal it is exact (the position
/// is *settled*), and when they differ, only the history of the game can
/// tell: [`Value::seeds`] then gives the table's one number for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Value {
    least: u8,
    most: u8,
}

/// Every range a cell can hold, in the order of their codes, so that
/// reading a cell is one lookup.
const DECODED: [Value; 256] = {
    let mut table = [Value { least: 0, most: 0 }; 256];
    let mut most = 0;
    while most <= Value::MAX {
        let mut least = 0;
        while least <= most {
            table[Value { least, most }.packed() as usize] = Value { least, most };
            least += 1;
        }
        most += 1;
    }
    table
};

impl Value {
    /// The largest number either end may hold: a cell numbers the ranges
    /// `least..=most` with `most` up to 21, 253 of them, in one byte.
    pub const MAX: u8 = 21;

    /// An exact value.
    pub const fn exact(seeds: u8) -> Value {
        Value {
            least: seeds,
            most: seeds,
        }
    }

    /// A value between `least` and `most` seeds, `least` not above `most`.
    pub const fn between(least: u8, most: u8) -> Value {
        Value { least, most }
    }

    /// The seeds the mover makes sure of, whatever board repeats.
    pub const fn least(self) -> u8 {
        self.least
    }

    /// The seeds the opponent can hold the mover to, whatever board
    /// repeats.
    pub const fn most(self) -> u8 {
        self.most
    }

    /// Whether the value does not depend on the repetition rule.
    pub const fn is_exact(self) -> bool {
        self.least == self.most
    }

    /// The table's one number for a position of this value whose mover
    /// has `own_row` seeds on their row: the value itself when exact;
    /// otherwise what the repetition rule would give if the game went
    /// round to this very board (each row to its owner), kept within the
    /// range. Play that goes round without a capture ends by repetition
    /// at a board the table cannot know; it takes this one.
    pub fn seeds(self, own_row: u8) -> u8 {
        own_row.clamp(self.least, self.most)
    }

    /// The value of the position a move leads to, from the mover's side,
    /// when the board held `seeds` before the move: whatever the move
    /// captured and whatever the opponent does not win of the rest make
    /// `seeds` together.
    pub(crate) const fn for_mover(self, seeds: u8) -> Value {
        Value {
            least: seeds - self.most,
            most: seeds - self.least,
        }
    }

    /// The better of two moves for the mover, end by end: each end is a
    /// maximum over the moves.
    pub(crate) fn best_of(self, other: Value) -> Value {
        Value {
            least: self.least.max(other.least),
            most: self.most.max(other.most),
        }
    }

    /// The range that takes in both: each end the further out. A range
    /// widened to take in what its moves allow, while the repetition's
    /// shares are worked out.
    pub(crate) fn hull(self, other: Value) -> Value {
        Value {
            least: self.least.min(other.least),
            most: self.most.max(other.most),
        }
    }

    /// The byte a table stores: the range's number among all ranges,
    /// ordered by `most`, then `least`.
    pub(crate) const fn packed(self) -> u8 {
        let most = self.most as u16;
        (most * (most + 1) / 2) as u8 + self.least
    }

    /// The value a table's byte stores.
    pub(crate) const fn unpacked(byte: u8) -> Value {
        DECODED[byte as usize]
    }
}

impl fmt::Display for Value {
    /// `3` when exact, `2..5` when the repetition rule decides within.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_exact() {
            write!(f, "{}", self.least)
        } else {
            write!(f, "{}..{}", self.least, self.most)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_range_has_its_own_byte_and_reads_back() {
        let mut seen = std::collections::HashSet::new();
        for most in 0..=Value::MAX {
            for least in 0..=most {
                let value = Value::between(least, most);
                assert!(seen.insert(value.packed()), "{value}");
                assert_eq!(Value::unpacked(value.packed()), value);
            }
        }
        assert_eq!(seen.len(), 253);
    }

    #[test]
    fn the_one_number_is_the_own_row_within_the_range() {
        assert_eq!(Value::exact(4).seeds(9), 4);
        assert_eq!(Value::between(2, 6).seeds(1), 2);
        assert_eq!(Value::between(2, 6).seeds(5), 5);
        assert_eq!(Value::between(2, 6).seeds(8), 6);
    }
}
