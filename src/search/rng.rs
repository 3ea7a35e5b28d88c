//! A tiny seeded random generator (SplitMix64) for the easy level's
//! mistakes: the same seed gives the same game.

/// SplitMix64: good enough to pick mistakes, and needs no crate.
pub(super) struct Rng(u64);

impl Rng {
    pub(super) fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub(super) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..bound` (bound > 0).
    pub(super) fn below(&mut self, bound: u64) -> u64 {
        self.next_u64() % bound
    }
}
