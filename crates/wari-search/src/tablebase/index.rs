//! Dense numbers for boards: every way to lay `k` seeds in the pits,
//! counted in the combinatorial number system, layer after layer of `k`.
//!
//! Boards are numbered with the mover's row first, so a table holds only
//! positions with South to move; a North position is the same position
//! turned round (the rules treat the two rows alike).

use crate::engine::{MAX_PITS, Player, Position};

/// Binomial coefficients up to the largest shape asked for: 24 pits and
/// 21 seeds, one past the most a table holds, `C(45, 24)`.
const ROWS: usize = 46;

/// Pascal's triangle, `C(a, b)` at `[a][b]`.
struct Binomials([[u64; ROWS]; ROWS]);

const BINOMIALS: Binomials = {
    let mut table = [[0u64; ROWS]; ROWS];
    let mut a = 0;
    while a < ROWS {
        table[a][0] = 1;
        let mut b = 1;
        while b <= a {
            table[a][b] = table[a - 1][b - 1] + table[a - 1][b];
            b += 1;
        }
        a += 1;
    }
    Binomials(table)
};

/// `C(a, b)`, 0 when `b > a`.
fn choose(a: usize, b: usize) -> u64 {
    if b > a { 0 } else { BINOMIALS.0[a][b] }
}

/// The numbering of boards of `pits` pits (both rows) holding at most some
/// number of seeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    pits: usize,
}

impl Layout {
    /// A layout for boards of `pits` pits in all.
    pub const fn new(pits: usize) -> Layout {
        Layout { pits }
    }

    /// Boards with exactly `seeds` seeds: `C(seeds + pits - 1, pits - 1)`.
    pub fn layer_len(self, seeds: usize) -> u64 {
        choose(seeds + self.pits - 1, self.pits - 1)
    }

    /// Where the layer of `seeds` seeds starts: the boards with fewer
    /// seeds, `C(seeds + pits - 1, pits)` by the hockey-stick identity.
    pub fn layer_start(self, seeds: usize) -> u64 {
        choose(seeds + self.pits - 1, self.pits)
    }

    /// The number of `pits` within its layer: for each pit, the boards
    /// that agree before it and hold fewer seeds in it come first.
    pub fn rank(self, pits: &[u16]) -> u64 {
        let mut left: usize = pits.iter().map(|&s| usize::from(s)).sum();
        let mut rank = 0;
        for (i, &here) in pits[..self.pits - 1].iter().enumerate() {
            let parts = self.pits - i;
            let here = usize::from(here);
            rank +=
                choose(left + parts - 1, parts - 1) - choose(left - here + parts - 1, parts - 1);
            left -= here;
        }
        rank
    }

    /// The board numbered `rank` in the layer of `seeds` seeds: the
    /// inverse of [`Layout::rank`].
    pub fn unrank(self, seeds: usize, mut rank: u64) -> [u16; MAX_PITS] {
        let mut pits = [0; MAX_PITS];
        let mut left = seeds;
        for (i, pit) in pits[..self.pits - 1].iter_mut().enumerate() {
            let parts = self.pits - i;
            let mut here = 0;
            loop {
                let block = choose(left - here + parts - 2, parts - 2);
                if rank < block {
                    break;
                }
                rank -= block;
                here += 1;
            }
            *pit = here as u16;
            left -= here;
        }
        pits[self.pits - 1] = left as u16;
        pits
    }

    /// The index of `position` in a table: its board turned so the
    /// mover's row comes first, numbered within its layer.
    pub fn index(self, position: &Position) -> u64 {
        let mut turned = [0; MAX_PITS];
        let pits = position.pits();
        let n = self.pits / 2;
        let shift = match position.to_move() {
            Player::South => 0,
            Player::North => n,
        };
        for (i, slot) in turned[..self.pits].iter_mut().enumerate() {
            *slot = pits[(i + shift) % self.pits];
        }
        self.layer_start(position.seeds_on_board().into()) + self.rank(&turned[..self.pits])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_board_of_a_layer_gets_its_own_number_in_order() {
        let layout = Layout::new(6);
        for seeds in 0..=5 {
            let len = layout.layer_len(seeds);
            let mut count = 0;
            // Every board of 6 pits and `seeds` seeds, counted by brute force.
            for code in 0..(seeds as u64 + 1).pow(6) {
                let pits: Vec<u16> = (0..6)
                    .map(|i| (code / (seeds as u64 + 1).pow(i) % (seeds as u64 + 1)) as u16)
                    .collect();
                if pits.iter().sum::<u16>() as usize != seeds {
                    continue;
                }
                count += 1;
                let rank = layout.rank(&pits);
                assert!(rank < len, "{pits:?}");
                assert_eq!(&layout.unrank(seeds, rank)[..6], &pits[..], "{rank}");
            }
            assert_eq!(count, len, "{seeds} seeds");
        }
        assert_eq!(layout.layer_start(3), 1 + 6 + 21);
    }
}
