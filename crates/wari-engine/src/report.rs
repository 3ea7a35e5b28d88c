//! What a move did, so a board can animate and narrate it without running the
//! rules again.

use super::pit::{MAX_PITS_PER_SIDE, Move, Pit};
use super::{Outcome, Player};

/// What the grand-slam rule did to a move that would take every seed on the
/// opponent's row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GrandSlamEffect {
    /// The grand slam captured as usual (`capture`, or
    /// `forbidden-unless-only-move` when it was the only kind of move).
    Captured,
    /// The sowing stood but nothing was captured (`no-capture`, or
    /// `forbidden` when it was the only kind of move).
    CapturedNothing,
}

/// The pits a move captured, from the pit of the last seed backwards along
/// the chain (RULES.md 2.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Capture {
    last: Pit,
    seeds: [u16; MAX_PITS_PER_SIDE],
    len: u8,
}

impl Capture {
    pub(crate) const fn none(last: Pit) -> Capture {
        Capture {
            last,
            seeds: [0; MAX_PITS_PER_SIDE],
            len: 0,
        }
    }

    /// Records the next pit of the chain, going backwards from `last`.
    pub(crate) fn push(&mut self, seeds: u16) {
        self.seeds[self.len as usize] = seeds;
        self.len += 1;
    }

    /// Whether nothing was captured.
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Seeds captured in all.
    pub fn total(&self) -> u16 {
        self.seeds[..self.len as usize].iter().sum()
    }

    /// Each captured pit with its seeds, starting at the pit of the last seed
    /// and going backwards (clockwise) as the chain is taken.
    pub fn pits(&self) -> impl ExactSizeIterator<Item = (Pit, u16)> + '_ {
        let last = self.last.index();
        self.seeds[..self.len as usize]
            .iter()
            .enumerate()
            .map(move |(back, &seeds)| {
                (
                    Pit::new(last - back).expect("the chain stays on the board"),
                    seeds,
                )
            })
    }
}

/// What happened when a move was played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveReport {
    pub(crate) mover: Player,
    pub(crate) mv: Move,
    pub(crate) seeds: u16,
    pub(crate) last: Pit,
    pub(crate) capture: Capture,
    pub(crate) grand_slam: Option<GrandSlamEffect>,
    pub(crate) outcome: Option<Outcome>,
    pub(crate) pits_per_side: u8,
}

impl MoveReport {
    /// Who moved.
    pub const fn mover(&self) -> Player {
        self.mover
    }

    /// The move played.
    pub const fn played(&self) -> Move {
        self.mv
    }

    /// The pit the seeds were lifted from.
    pub const fn from(&self) -> Pit {
        self.mv.pit(self.mover, self.pits_per_side as usize)
    }

    /// How many seeds were sown.
    pub const fn seeds(&self) -> u16 {
        self.seeds
    }

    /// The pit the last seed fell into.
    pub const fn last(&self) -> Pit {
        self.last
    }

    /// The pits sown, one item a seed, in the order the seeds fell: the pit
    /// lifted from is skipped on every lap (RULES.md 2.2).
    pub fn sown(&self) -> impl Iterator<Item = Pit> + use<> {
        let len = 2 * self.pits_per_side as usize;
        let from = self.from().index();
        (1..)
            .map(move |step| (from + step) % len)
            .filter(move |&i| i != from)
            .take(self.seeds as usize)
            .filter_map(Pit::new)
    }

    /// What the move captured; empty when it captured nothing.
    pub const fn capture(&self) -> &Capture {
        &self.capture
    }

    /// Set when the move was a grand slam: whether it captured.
    pub const fn grand_slam(&self) -> Option<GrandSlamEffect> {
        self.grand_slam
    }

    /// Set when the move ended the game.
    pub const fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
}
