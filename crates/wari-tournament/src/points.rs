//! Points kept in half-points, so draws add up exactly.

use std::fmt;
use std::ops::{Add, AddAssign};

#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

/// A score: a win is 1, a draw 1/2, kept as a count of halves so sums and
/// comparisons are exact.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub struct Points(u32);

impl Points {
    /// No points.
    pub const ZERO: Points = Points(0);
    /// What a win (or a Swiss bye) is worth.
    pub const WIN: Points = Points(2);
    /// What a draw is worth.
    pub const DRAW: Points = Points(1);

    /// The score of `halves` half-points.
    pub const fn from_halves(halves: u32) -> Points {
        Points(halves)
    }

    /// The score in half-points.
    pub const fn halves(self) -> u32 {
        self.0
    }
}

impl Add for Points {
    type Output = Points;

    fn add(self, other: Points) -> Points {
        Points(self.0 + other.0)
    }
}

impl AddAssign for Points {
    fn add_assign(&mut self, other: Points) {
        self.0 += other.0;
    }
}

impl std::iter::Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, Add::add)
    }
}

/// Written as a spreadsheet reads it: `2`, `1.5`, `0.5`.
impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whole = self.0 / 2;
        if self.0.is_multiple_of(2) {
            write!(f, "{whole}")
        } else {
            write!(f, "{whole}.5")
        }
    }
}
