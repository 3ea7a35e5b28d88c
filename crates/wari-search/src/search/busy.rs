//! The positions the threads of a search are searching now, so that a
//! thread coming to one another is on searches its other moves first and
//! comes back to it last, by when the other thread's result is in the
//! transposition table. Two threads that searched the same tree in the
//! same order did each other's work and reached no deeper together than
//! one alone.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// How many positions are remembered: far more than the threads have on
/// their paths at once, so that a slot seldom holds two.
const SLOTS: usize = 1 << 12;

/// One key a slot, 0 for none; a slot another position took over since
/// simply forgets the first.
pub(super) struct Busy {
    slots: Box<[AtomicU64]>,
}

impl Busy {
    pub(super) fn new() -> Busy {
        Busy {
            slots: (0..SLOTS).map(|_| AtomicU64::new(0)).collect(),
        }
    }

    fn slot(&self, key: u64) -> &AtomicU64 {
        &self.slots[key as usize & (SLOTS - 1)]
    }

    /// Marks the position of `key` as being searched.
    pub(super) fn enter(&self, key: u64) {
        self.slot(key).store(key, Relaxed);
    }

    /// Unmarks it, unless another position has taken its slot since.
    pub(super) fn leave(&self, key: u64) {
        let _ = self.slot(key).compare_exchange(key, 0, Relaxed, Relaxed);
    }

    /// Whether a thread is searching the position of `key`.
    pub(super) fn holds(&self, key: u64) -> bool {
        self.slot(key).load(Relaxed) == key
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_is_busy_from_entering_until_leaving() {
        let busy = Busy::new();
        assert!(!busy.holds(7));
        busy.enter(7);
        assert!(busy.holds(7));
        busy.leave(7);
        assert!(!busy.holds(7));
    }

    #[test]
    fn leaving_a_position_keeps_another_that_took_its_slot() {
        let busy = Busy::new();
        let other = 7 + SLOTS as u64;
        busy.enter(7);
        busy.enter(other);
        busy.leave(7);
        assert!(busy.holds(other));
        assert!(!busy.holds(7));
    }
}
