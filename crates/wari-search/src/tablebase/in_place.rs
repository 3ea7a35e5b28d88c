//! Narrowing a layer without its graph of moves, for a layer whose graph
//! would not fit in memory: the 20-seed table's largest layer holds 85
//! million positions and hundreds of millions of moves among them, over
//! 3 GB as a graph, but 85 MB as ranges.
//!
//! The work is [`Layer::narrow`](super::build)'s: in each of the two
//! passes, every position is looked at again whenever the range of a
//! position it has a move to changes. The layer is listed once, as for
//! the graph: each position's best move out of the layer is kept (a
//! byte), its range set where the first pass starts, and the moves
//! within the layer of as many chunks of positions as the budget has room
//! for. A position of a chunk without room has its moves played again
//! from its board each time it is looked at. The positions with a move to
//! one that changed are found by taking its last sowing back, not from a
//! graph turned round. In each pass ranges only move one way, from the
//! same start, whatever the order they are looked at in, so the cells are
//! those of the graph.

use std::num::NonZeroUsize;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU8, Ordering};

use crate::engine::MAX_PITS;

use super::build::{CHUNK, Graph, Layer, each_chunk, each_pass};
use super::memory::{self, MemoryBudget};
use super::value::Value;

/// The moves within the layer of the chunks there was room to keep, all
/// in one block of memory: many small blocks, once freed, stay with the
/// process (the allocator keeps them for later), and the next layer's
/// would come on top of them.
struct Kept {
    /// For each chunk, if it was kept, where in `words` its positions'
    /// starts are: position `k` of the chunk has the targets
    /// `words[words[at + k]..words[at + k + 1]]`.
    chunks: Vec<Option<u32>>,
    words: Vec<u32>,
}

impl Kept {
    /// Where position `i`'s moves within the layer go, if they were kept.
    fn moves(&self, i: usize) -> Option<&[u32]> {
        let at = self.chunks[i / CHUNK as usize]? as usize + i % CHUNK as usize;
        Some(&self.words[self.words[at] as usize..self.words[at + 1] as usize])
    }

    /// Adds `part`'s moves if they fit in the block; where they start.
    fn add(words: &mut Vec<u32>, part: &Graph) -> Option<u32> {
        let at = words.len();
        let targets = at + part.first.len() + 1;
        if targets + part.targets.len() > words.capacity() {
            return None;
        }
        words.extend(part.first.iter().map(|&f| (targets + f as usize) as u32));
        words.push((targets + part.targets.len()) as u32);
        words.extend_from_slice(&part.targets);
        Some(at as u32)
    }
}

impl Layer<'_> {
    /// Every position's range, each pass until nothing changes, in little
    /// more than `memory`.
    pub(super) fn narrow_in_place(
        self,
        threads: NonZeroUsize,
        memory: MemoryBudget,
    ) -> Vec<AtomicU8> {
        let len = self.len() as usize;
        let ranges: Vec<AtomicU8> = (0..len).map(|_| AtomicU8::new(0)).collect();
        let leaving: Vec<AtomicU8> = (0..len).map(|_| AtomicU8::new(0)).collect();
        let room = memory.less(memory::in_place_bytes(len as u64));
        let kept = self.list_within(threads, room, &leaving, &ranges);
        let pits = 2 * self.rules.pits_per_side();
        each_pass(threads, len, |pass, i, targets: &mut Vec<u32>, later| {
            let out = Value::unpacked(leaving[i].load(Ordering::Relaxed));
            // The board is worked out from the rank once, if at all.
            let (moves, board) = match kept.moves(i) {
                Some(moves) => (self.best(out, moves, &ranges), None),
                None => {
                    let board = self.board(i);
                    targets.clear();
                    self.moves_within(&board[..pits], targets);
                    (self.best(out, targets, &ranges), Some(board))
                }
            };
            if pass.look(&ranges[i], moves) {
                let board = board.unwrap_or_else(|| self.board(i));
                self.each_source(&board[..pits], |source| later.mark(source));
            }
        });
        ranges
    }

    /// Lists the layer a chunk at a time, as [`Layer::graph`](super::build)
    /// does: each position's best move out of the layer into `leaving`,
    /// and the chunk's moves within the layer kept while they fit `room`;
    /// each position's range set to what a repetition of its board would
    /// give, where the first pass starts.
    fn list_within(
        self,
        threads: NonZeroUsize,
        room: MemoryBudget,
        leaving: &[AtomicU8],
        ranges: &[AtomicU8],
    ) -> Kept {
        let chunks = self.len().div_ceil(CHUNK) as usize;
        let most = memory::kept_bytes(self.len(), self.rules.pits_per_side(), chunks);
        let words = Mutex::new(Vec::with_capacity((room.bytes().min(most) / 4) as usize));
        let work = |chunk: usize| {
            let from = chunk * CHUNK as usize;
            let part = self.list(from as u64);
            for (k, (out, &row)) in part.leaving.iter().zip(&part.rows).enumerate() {
                leaving[from + k].store(out.packed(), Ordering::Relaxed);
                ranges[from + k].store(Value::exact(row).packed(), Ordering::Relaxed);
            }
            let mut words = words
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            Kept::add(&mut words, &part)
        };
        let mut kept = Kept {
            chunks: vec![None; chunks],
            words: Vec::new(),
        };
        for (chunk, at) in each_chunk(threads, chunks, work) {
            kept.chunks[chunk] = at;
        }
        kept.words = words
            .into_inner()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        kept
    }

    /// The board of the layer's position `i`, its pits first.
    fn board(self, i: usize) -> [u16; MAX_PITS] {
        self.layout.unrank(self.seeds.into(), i as u64)
    }

    /// Where `pits`' moves that stay in the layer go, pushed onto
    /// `targets`: [`Layer::moves`] without looking up the captures.
    fn moves_within(self, pits: &[u16], targets: &mut Vec<u32>) {
        self.each_move(pits, |captured, next| {
            if !captured {
                targets.push((self.layout.index(next) - self.start()) as u32);
            }
        });
    }

    /// Calls `visit` with the rank of every board of the layer, South to
    /// move, from which a sowing that captures nothing leads to `pits`
    /// (North to move, so North's row first): `pits` turned back to
    /// South's row first, then, for each empty pit of South's row, the
    /// seeds of the pits after it taken back into it one at a time, in
    /// the order they were sown, lap after lap, skipping it as sowing
    /// does. Some of these boards have no such move (it would capture, or
    /// the rules forbid it); looking at them again changes nothing.
    fn each_source(self, pits: &[u16], mut visit: impl FnMut(usize)) {
        let side = self.rules.pits_per_side();
        let len = 2 * side;
        let mut sown = [0; MAX_PITS];
        for (k, pit) in sown[..len].iter_mut().enumerate() {
            *pit = pits[(k + side) % len];
        }
        for from in (0..side).filter(|&from| sown[from] == 0) {
            let mut board = sown;
            let mut at = from;
            loop {
                at = (at + 1) % len;
                if at == from {
                    at = (at + 1) % len;
                }
                if board[at] == 0 {
                    break;
                }
                board[at] -= 1;
                board[from] += 1;
                visit(self.layout.rank(&board[..len]) as usize);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{GrandSlam, Rules};
    use crate::tablebase::index::Layout;

    /// Every move within the layer, from every position of it, found
    /// forwards by playing it, is found backwards from where it leads.
    fn every_move_is_found_backwards(pits_per_side: u8, seeds: u8) {
        for grand_slam in GrandSlam::ALL {
            let rules = Rules::new(pits_per_side, 1, grand_slam, false).expect("a board");
            let layout = Layout::new(2 * usize::from(pits_per_side));
            let below = vec![0; layout.layer_start(seeds.into()) as usize];
            let layer = Layer {
                rules,
                layout,
                seeds,
                below: &below,
            };
            let mut targets = Vec::new();
            for i in 0..layer.len() {
                let board = layout.unrank(seeds.into(), i);
                let pits = &board[..2 * usize::from(pits_per_side)];
                targets.clear();
                layer.moves_within(pits, &mut targets);
                for &t in &targets {
                    let to = layout.unrank(seeds.into(), t.into());
                    let mut sources = Vec::new();
                    layer.each_source(&to[..pits.len()], |s| sources.push(s as u64));
                    assert!(
                        sources.contains(&i),
                        "{grand_slam}: {pits:?} has a move to {to:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn every_move_within_a_layer_is_found_backwards_on_six_pits() {
        every_move_is_found_backwards(6, 7);
    }

    #[test]
    fn every_move_within_a_layer_is_found_backwards_with_laps() {
        // 3 pits a side: a pit of 5 seeds or more sows a lap.
        every_move_is_found_backwards(3, 13);
    }
}
