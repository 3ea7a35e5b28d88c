//! The transposition table: one entry a slot, allocated once at the size
//! asked for, kept between searches so each move starts from what the last
//! one learnt, and shared by the threads of one search.
//!
//! A slot is two atomic words: the entry packed in one, and the key mixed
//! with it in the other. Threads read and write without locks; a slot torn
//! by two writers at once no longer matches its key, so it reads as empty
//! instead of as a wrong entry.

use std::sync::atomic::{AtomicU8, AtomicU64, Ordering::Relaxed};

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

/// One entry, as read from or written to a slot.
#[derive(Clone, Copy, Debug)]
pub(super) struct Entry {
    pub(super) score: i32,
    pub(super) depth: u8,
    pub(super) bound: Bound,
    /// The best move's number, 0 for none.
    best: u8,
    /// The search that wrote it, so old entries give way first; 0 in an
    /// empty slot.
    generation: u8,
}

impl Entry {
    /// The move that was best or refuted the window here.
    pub(super) fn best(&self) -> Option<Move> {
        Move::new(self.best.into())
    }

    /// The entry in one word: the score in the low half, then depth,
    /// bound, move and generation a byte each.
    fn pack(self) -> u64 {
        let bound = match self.bound {
            Bound::Exact => 0,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        u64::from(self.score as u32)
            | u64::from(self.depth) << 32
            | bound << 40
            | u64::from(self.best) << 48
            | u64::from(self.generation) << 56
    }

    fn unpack(word: u64) -> Entry {
        let byte = |at: u32| (word >> at) as u8;
        Entry {
            score: word as u32 as i32,
            depth: byte(32),
            bound: match byte(40) {
                0 => Bound::Exact,
                1 => Bound::Lower,
                _ => Bound::Upper,
            },
            best: byte(48),
            generation: byte(56),
        }
    }
}

/// A slot: the packed entry, and the key mixed with it.
#[derive(Default)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

impl Slot {
    /// The slot's entry, if it was written whole for `key`.
    fn read(&self, key: u64) -> Option<Entry> {
        let (entry, same) = self.peek(key);
        (same && entry.generation != 0).then_some(entry)
    }

    /// The slot's entry whatever its key, and whether that key is `key`.
    fn peek(&self, key: u64) -> (Entry, bool) {
        let data = self.data.load(Relaxed);
        (Entry::unpack(data), self.check.load(Relaxed) ^ data == key)
    }

    fn write(&self, key: u64, entry: Entry) {
        let data = entry.pack();
        self.data.store(data, Relaxed);
        self.check.store(key ^ data, Relaxed);
    }
}

/// A fixed-size table indexed by the low bits of the key.
pub(super) struct Table {
    slots: Box<[Slot]>,
    mask: usize,
    generation: AtomicU8,
}

impl Table {
    /// A table of at most `megabytes` MB (at least one slot), rounded down
    /// to a power of two slots so the index is a mask.
    pub(super) fn new(megabytes: usize) -> Table {
        let bytes = megabytes.saturating_mul(1 << 20).max(size_of::<Slot>());
        let wanted = bytes / size_of::<Slot>();
        let len = 1 << (usize::BITS - 1 - wanted.leading_zeros());
        Table {
            slots: (0..len).map(|_| Slot::default()).collect(),
            mask: len - 1,
            generation: AtomicU8::new(1),
        }
    }

    /// Forgets everything, for a search that must not depend on the ones
    /// before it.
    pub(super) fn clear(&self) {
        for slot in &self.slots {
            slot.data.store(0, Relaxed);
            slot.check.store(0, Relaxed);
        }
        self.generation.store(1, Relaxed);
    }

    /// Marks the start of a new search, so this search's entries win.
    pub(super) fn next_generation(&self) {
        let next = self.generation.load(Relaxed).wrapping_add(1).max(1);
        self.generation.store(next, Relaxed);
    }

    /// The entry for `key`, if this slot holds it.
    pub(super) fn probe(&self, key: u64) -> Option<Entry> {
        self.slots[key as usize & self.mask].read(key)
    }

    /// Stores a result, keeping a deeper entry of this search for another
    /// position in the same slot.
    pub(super) fn store(&self, key: u64, depth: u32, score: i32, bound: Bound, best: Move) {
        let slot = &self.slots[key as usize & self.mask];
        let generation = self.generation.load(Relaxed);
        let (held, same) = slot.peek(key);
        if !same && held.generation == generation && u32::from(held.depth) > depth {
            return;
        }
        slot.write(
            key,
            Entry {
                score,
                depth: depth.min(u8::MAX.into()) as u8,
                bound,
                best: best.number() as u8,
                generation,
            },
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_megabyte_holds_65536_slots_and_a_stored_entry_reads_back() {
        let table = Table::new(1);
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

    #[test]
    fn every_bound_and_a_decided_score_read_back_as_stored() {
        let table = Table::new(1);
        let m = Move::new(6).unwrap();
        for (key, score, bound) in [
            (1, -1_000_500, Bound::Upper),
            (2, 1_002_400, Bound::Exact),
            (3, i32::MIN + 1, Bound::Lower),
        ] {
            table.store(key, 200, score, bound, m);
            let entry = table.probe(key).expect("stored");
            assert_eq!((entry.score, entry.depth, entry.bound), (score, 200, bound));
        }
    }

    #[test]
    fn a_slot_torn_between_two_keys_reads_as_empty() {
        let table = Table::new(1);
        let m = Move::new(1).unwrap();
        table.store(5, 3, 10, Bound::Exact, m);
        // Another writer's entry lands, but not yet its key.
        let torn = Entry::unpack(table.slots[5].data.load(Relaxed));
        table.slots[5]
            .data
            .store(Entry { score: 99, ..torn }.pack(), Relaxed);
        assert!(table.probe(5).is_none());
    }
}
