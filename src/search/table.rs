//! The transposition table: one entry a slot, allocated once at the size
//! asked for, kept between searches so each move starts from what the last
//! one learnt.

use crate::engine::Move;

/// What a stored score says about the true one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Bound {
    /// The score is exact.
    Exact,
    /// The true score is at least this (a beta cut-off).
    Lower,
    /// The true score is at most this (no move reached alpha).
    Upper,
}

/// One slot: 16 bytes.
#[derive(Clone, Copy, Debug)]
pub(super) struct Entry {
    key: u64,
    pub(super) score: i32,
    pub(super) depth: u8,
    pub(super) bound: Bound,
    /// The best move's number, 0 for none.
    best: u8,
    /// The search that wrote it, so old entries give way first.
    generation: u8,
}

impl Entry {
    const EMPTY: Entry = Entry {
        key: 0,
        score: 0,
        depth: 0,
        bound: Bound::Upper,
        best: 0,
        generation: 0,
    };

    /// The move that was best or refuted the window here.
    pub(super) fn best(&self) -> Option<Move> {
        Move::new(self.best.into())
    }
}

/// A fixed-size table indexed by the low bits of the key.
pub(super) struct Table {
    slots: Vec<Entry>,
    mask: usize,
    generation: u8,
}

impl Table {
    /// A table of at most `megabytes` MB (at least one slot), rounded down
    /// to a power of two slots so the index is a mask.
    pub(super) fn new(megabytes: usize) -> Table {
        let bytes = megabytes.saturating_mul(1 << 20).max(size_of::<Entry>());
        let wanted = bytes / size_of::<Entry>();
        let len = 1 << (usize::BITS - 1 - wanted.leading_zeros());
        Table {
            slots: vec![Entry::EMPTY; len],
            mask: len - 1,
            generation: 1,
        }
    }

    /// Forgets everything, for a search that must not depend on the ones
    /// before it.
    pub(super) fn clear(&mut self) {
        self.slots.fill(Entry::EMPTY);
        self.generation = 1;
    }

    /// Marks the start of a new search, so this search's entries win.
    pub(super) fn next_generation(&mut self) {
        self.generation = self.generation.wrapping_add(1).max(1);
    }

    /// The entry for `key`, if this slot holds it.
    pub(super) fn probe(&self, key: u64) -> Option<Entry> {
        let entry = self.slots[key as usize & self.mask];
        (entry.key == key && entry.generation != 0).then_some(entry)
    }

    /// Stores a result, keeping a deeper entry of this search for another
    /// position in the same slot.
    pub(super) fn store(&mut self, key: u64, depth: u32, score: i32, bound: Bound, best: Move) {
        let slot = &mut self.slots[key as usize & self.mask];
        let keeps =
            slot.key != key && slot.generation == self.generation && slot.depth as u32 > depth;
        if keeps {
            return;
        }
        *slot = Entry {
            key,
            score,
            depth: depth.min(u8::MAX.into()) as u8,
            bound,
            best: best.number() as u8,
            generation: self.generation,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_megabyte_holds_65536_slots_and_a_stored_entry_reads_back() {
        let mut table = Table::new(1);
        assert_eq!(table.slots.len(), 65_536);
        let m = Move::new(4).unwrap();
        table.store(12345, 7, -250, Bound::Lower, m);
        let entry = table.probe(12345).expect("stored");
        assert_eq!(
            (entry.score, entry.depth, entry.bound),
            (-250, 7, Bound::Lower)
        );
        assert_eq!(entry.best(), Some(m));
        assert!(table.probe(12345 + 65_536).is_none());
        table.clear();
        assert!(table.probe(12345).is_none());
    }
}
