//! What a table says of a position: the seeds on the board the player to
//! move wins with perfect play, as a range that is one number unless the
//! repetition rule decides.

use std::fmt;

/// The seeds of the board the player to move wins from here with perfect
/// play by both sides, between `least` and `most`.
///
/// `least` is what the mover makes sure of when a game that never
/// captures or ends again would give them nothing; `most` is the same
/// when such a game would give them every seed. The real game ends such
/// play by repetition (RULES.md 3.2) somewhere between the two, so when
/// they are equal the value is exact whatever the repetition rule does,
/// and when they differ, only the history of the game can tell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Value {
    least: u8,
    most: u8,
}

impl Value {
    /// The largest number either end may hold: a table cell packs both
    /// ends in one byte.
    pub const MAX: u8 = 15;

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

    /// The seeds the mover makes sure of without help from the repetition
    /// rule.
    pub const fn least(self) -> u8 {
        self.least
    }

    /// The seeds the opponent can hold the mover to without help from the
    /// repetition rule.
    pub const fn most(self) -> u8 {
        self.most
    }

    /// Whether the value does not depend on the repetition rule.
    pub const fn is_exact(self) -> bool {
        self.least == self.most
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

    /// The byte a table stores: `least` in the low half.
    pub(crate) const fn packed(self) -> u8 {
        self.least | self.most << 4
    }

    /// The value a table's byte stores.
    pub(crate) const fn unpacked(byte: u8) -> Value {
        Value {
            least: byte & 0x0f,
            most: byte >> 4,
        }
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
