//! Working out one layer of a table: every board with the same number of
//! seeds, South to move, from the layers below it.
//!
//! A capture always leaves fewer seeds, so a move either leaves the layer
//! for a position already valued, or stays in it without capturing. The
//! layer is first listed once, in parallel: for each position, the best
//! of its moves that leave the layer and where its other moves go. Then
//! two passes ([`Pass`]) each look at every position and work out what
//! its moves allow; a position whose range changes puts the positions
//! with a move to it back on the list of those to look at again, until
//! the list is empty. In the first, every position starts at what a
//! repetition of its board would give, each row to its owner, and ranges
//! only widen; in the second, they only narrow. So threads may read a
//! neighbour's range while it changes: a stale one is nearer where the
//! pass started, and the change puts the reader back on the list.
//!
//! The first pass finds, for each player, the share they keep by keeping
//! play among boards whose repetition gives it; the second, what they
//! force from there in a finite number of moves, which is what [`Value`]
//! means.
//!
//! The graph of a layer's moves takes far more memory than its cells (over
//! 3 GB for the 20 seeds on 6 pits a side): a layer whose graph does not fit
//! the build's [`MemoryBudget`] is narrowed without one
//! ([`in_place`](super::in_place)), to the same ranges.

use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicU8, AtomicU64, AtomicUsize, Ordering};

use crate::engine::{ByPlayer, Player, Position, Rules, Status};

use super::index::Layout;
use super::memory::{self, MemoryBudget};
use super::value::Value;

/// Positions a thread lists at a time: small enough to share a layer out
/// evenly, large enough that handing them out costs nothing.
pub(super) const CHUNK: u64 = 1 << 14;

/// One layer's positions and the moves among them.
pub(super) struct Graph {
    /// For each position, the best of its moves that leave the layer, or
    /// its value when the game ends there.
    pub(super) leaving: Vec<Value>,
    /// For each position, the seeds on the mover's row: what a repetition
    /// of its board would give the mover.
    pub(super) rows: Vec<u8>,
    /// The moves that stay in the layer, position by position: those of
    /// position `i` are `targets[first[i]..first[i + 1]]`.
    pub(super) first: Vec<u32>,
    pub(super) targets: Vec<u32>,
}

impl Graph {
    /// Where position `i`'s moves within the layer go.
    pub(super) fn moves(&self, i: usize) -> &[u32] {
        &self.targets[self.first[i] as usize..self.first[i + 1] as usize]
    }
}

/// What one layer needs to know.
#[derive(Clone, Copy)]
pub(super) struct Layer<'a> {
    pub(super) rules: Rules,
    pub(super) layout: Layout,
    pub(super) seeds: u8,
    /// The cells of every smaller layer, already worked out.
    pub(super) below: &'a [u8],
}

impl Layer<'_> {
    /// The layer's cells, one byte a position in the order of their rank,
    /// worked out with the layer's graph of moves if it fits in `memory`.
    pub(super) fn build(self, threads: NonZeroUsize, memory: MemoryBudget) -> Vec<u8> {
        let graph_bytes = memory::graph_bytes(self.len(), self.rules.pits_per_side());
        let ranges = if memory.allows(graph_bytes) {
            let graph = self.graph(threads);
            self.narrow(&graph, threads)
        } else {
            self.narrow_in_place(threads, memory)
        };
        ranges.into_iter().map(|r| r.into_inner()).collect()
    }

    pub(super) fn len(self) -> u64 {
        self.layout.layer_len(self.seeds.into())
    }

    pub(super) fn start(self) -> u64 {
        self.layout.layer_start(self.seeds.into())
    }

    /// Lists the layer, a chunk of ranks at a time on each thread, then
    /// joins the chunks in order.
    fn graph(self, threads: NonZeroUsize) -> Graph {
        let chunks = self.len().div_ceil(CHUNK) as usize;
        let mut parts = each_chunk(threads, chunks, |chunk| self.list(chunk as u64 * CHUNK));
        parts.sort_by_key(|&(chunk, _)| chunk);
        let len = self.len() as usize;
        let moves = parts.iter().map(|(_, part)| part.targets.len()).sum();
        let mut graph = Graph {
            leaving: Vec::with_capacity(len),
            rows: Vec::with_capacity(len),
            first: Vec::with_capacity(len + 1),
            targets: Vec::with_capacity(moves),
        };
        for (_, part) in parts {
            let offset = graph.targets.len() as u32;
            graph.leaving.extend(part.leaving);
            graph.rows.extend(part.rows);
            graph.first.extend(part.first.iter().map(|&f| f + offset));
            graph.targets.extend(part.targets);
        }
        graph.first.push(graph.targets.len() as u32);
        graph
    }

    /// The positions from rank `from` on, up to a chunk of them, without
    /// the closing entry of `first`.
    pub(super) fn list(self, from: u64) -> Graph {
        let count = CHUNK.min(self.len() - from) as usize;
        let mut part = Graph {
            leaving: Vec::with_capacity(count),
            rows: Vec::with_capacity(count),
            // Room for the closing entry, which a kept chunk adds.
            first: Vec::with_capacity(count + 1),
            targets: Vec::with_capacity(3 * count),
        };
        let side = self.rules.pits_per_side();
        let mut board = self.layout.unrank(self.seeds.into(), from);
        for _ in 0..count {
            part.first.push(part.targets.len() as u32);
            let leaving = self.moves(&board[..2 * side], &mut part.targets);
            part.leaving.push(leaving);
            part.rows.push(board[..side].iter().sum::<u16>() as u8);
            next_board(&mut board[..2 * side]);
        }
        part
    }

    /// The best of `pits`' moves that leave the layer (its value if the
    /// game ends there), and where the others go, pushed onto `targets`.
    pub(super) fn moves(self, pits: &[u16], targets: &mut Vec<u32>) -> Value {
        // Values are never below 0, so 0 leaves every move's value as it is.
        let mut leaving = Value::exact(0);
        let end = self.each_move(pits, |captured, next| {
            let index = self.layout.index(next);
            if captured {
                let value = Value::unpacked(self.below[index as usize]).for_mover(self.seeds);
                leaving = leaving.best_of(value);
            } else {
                targets.push((index - self.start()) as u32);
            }
        });
        end.unwrap_or(leaving)
    }

    /// Plays each legal move from `pits`, South to move, and tells `visit`
    /// whether it captured and where it led; the value of the board if
    /// the game ends there instead.
    pub(super) fn each_move(
        self,
        pits: &[u16],
        mut visit: impl FnMut(bool, &Position),
    ) -> Option<Value> {
        let position = Position::from_parts(self.rules, pits, ByPlayer::default(), Player::South)
            .expect("a table's positions are small");
        let Status::Going(legal) = position.status(|_| false) else {
            // Each row to its owner (RULES.md 3.3).
            return Some(Value::exact(position.row_total(Player::South) as u8));
        };
        for m in legal.iter() {
            let mut next = position;
            let captured = next.play_unchecked(m);
            visit(captured, &next);
        }
        None
    }

    /// Every position's range: each pass of [`Pass::BOTH`] in turn, until
    /// nothing changes.
    fn narrow(self, graph: &Graph, threads: NonZeroUsize) -> Vec<AtomicU8> {
        let len = graph.leaving.len();
        let ranges: Vec<AtomicU8> = graph
            .rows
            .iter()
            .map(|&row| AtomicU8::new(Value::exact(row).packed()))
            .collect();
        let sources = sources(graph);
        each_pass(threads, len, |pass, i, (), later| {
            let moves = self.range_of(graph, &ranges, i);
            if pass.look(&ranges[i], moves) {
                for &source in sources.moves(i) {
                    later.mark(source as usize);
                }
            }
        });
        ranges
    }

    /// What position `i`'s moves allow, from the ranges as they stand.
    fn range_of(self, graph: &Graph, ranges: &[AtomicU8], i: usize) -> Value {
        self.best(graph.leaving[i], graph.moves(i), ranges)
    }

    /// The best of `leaving` and the moves to `targets` in the layer, from
    /// their ranges as they stand.
    pub(super) fn best(self, leaving: Value, targets: &[u32], ranges: &[AtomicU8]) -> Value {
        targets
            .iter()
            .map(|&t| {
                Value::unpacked(ranges[t as usize].load(Ordering::Relaxed)).for_mover(self.seeds)
            })
            .fold(leaving, Value::best_of)
    }
}

/// The moves of `graph` turned round: for each position, the positions
/// with a move to it.
fn sources(graph: &Graph) -> Graph {
    let len = graph.leaving.len();
    let mut first = vec![0u32; len + 1];
    for &t in &graph.targets {
        first[t as usize + 1] += 1;
    }
    for i in 0..len {
        first[i + 1] += first[i];
    }
    let mut fill = first.clone();
    let mut targets = vec![0u32; graph.targets.len()];
    for from in 0..len {
        for &t in graph.moves(from) {
            targets[fill[t as usize] as usize] = from as u32;
            fill[t as usize] += 1;
        }
    }
    Graph {
        leaving: Vec::new(),
        rows: Vec::new(),
        first,
        targets,
    }
}

/// The two fixpoints a layer is worked out by, one after the other.
///
/// A player who keeps play among boards where each row to its owner would
/// give them at least some share makes sure of that share, whatever board
/// repeats, as long as the other player cannot leave those boards but for
/// a capture worth as much. The first pass finds, for each position, the
/// most each player can keep that way: from what a repetition of its own
/// board would give, each end of its range widens to take in what its
/// moves allow, and so on until nothing changes. The second starts from
/// there and narrows each range to what its moves allow, until nothing
/// changes: a player who cannot keep a share among such boards may still
/// force their way, capture or end, to where they can.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Pass {
    /// A range takes in what its moves allow.
    Keep,
    /// A range becomes what its moves allow.
    Force,
}

impl Pass {
    pub(super) const BOTH: [Pass; 2] = [Pass::Keep, Pass::Force];

    /// Sets `cell` from what its position's `moves` allow; whether it
    /// changed, so that the positions with a move to it are looked at
    /// again. Only this thread writes the cell while it looks at it.
    pub(super) fn look(self, cell: &AtomicU8, moves: Value) -> bool {
        let now = Value::unpacked(cell.load(Ordering::Relaxed));
        let next = match self {
            Pass::Keep => now.hull(moves),
            Pass::Force => moves,
        };
        cell.store(next.packed(), Ordering::Relaxed);
        next != now
    }
}

/// Runs each pass of [`Pass::BOTH`] over a layer of `len` positions on
/// `threads` threads, until nothing changes: every position is looked at
/// first, then those marked again. `look` is given the pass, the
/// position, its thread's scratch space and the marks for the next round.
pub(super) fn each_pass<S: Default>(
    threads: NonZeroUsize,
    len: usize,
    look: impl Fn(Pass, usize, &mut S, &Marks) + Sync,
) {
    for pass in Pass::BOTH {
        let mut now = Marks::all(len);
        while now.any() {
            let later = Marks::none(len);
            let next = AtomicUsize::new(0);
            on_threads(threads, || {
                let mut scratch = S::default();
                now.each_claimed(&next, |i| look(pass, i, &mut scratch, &later));
            });
            now = later;
        }
    }
}

/// A set of positions to look at, one bit each, that threads mark and
/// take from together.
pub(super) struct Marks {
    words: Vec<AtomicU64>,
}

/// Words of marks a thread takes at a time.
const WORDS: usize = 256;

impl Marks {
    pub(super) fn none(len: usize) -> Marks {
        Marks {
            words: (0..len.div_ceil(64)).map(|_| AtomicU64::new(0)).collect(),
        }
    }

    pub(super) fn all(len: usize) -> Marks {
        let words = (0..len.div_ceil(64))
            .map(|w| {
                let left = len - 64 * w;
                AtomicU64::new(if left >= 64 { !0 } else { (1 << left) - 1 })
            })
            .collect();
        Marks { words }
    }

    pub(super) fn mark(&self, i: usize) {
        self.words[i / 64].fetch_or(1 << (i % 64), Ordering::Relaxed);
    }

    pub(super) fn any(&self) -> bool {
        self.words.iter().any(|w| w.load(Ordering::Relaxed) != 0)
    }

    /// Calls `visit` with each marked position in the blocks of words
    /// this thread claims through `next`, until every block is claimed.
    pub(super) fn each_claimed(&self, next: &AtomicUsize, mut visit: impl FnMut(usize)) {
        loop {
            let from = next.fetch_add(1, Ordering::Relaxed) * WORDS;
            if from >= self.words.len() {
                return;
            }
            for (w, word) in self.words[from..].iter().take(WORDS).enumerate() {
                let mut bits = word.load(Ordering::Relaxed);
                while bits != 0 {
                    visit((from + w) * 64 + bits.trailing_zeros() as usize);
                    bits &= bits - 1;
                }
            }
        }
    }
}

/// Runs `work` on `threads` threads, this one among them, and gathers what
/// each returns.
/// Calls `work` with each of `chunks` chunk numbers, shared out among
/// `threads` threads as each is free; what it returned, by chunk number,
/// in no particular order.
pub(super) fn each_chunk<T: Send>(
    threads: NonZeroUsize,
    chunks: usize,
    work: impl Fn(usize) -> T + Sync,
) -> Vec<(usize, T)> {
    let next = AtomicUsize::new(0);
    let claim = || {
        let mut done = Vec::new();
        loop {
            let chunk = next.fetch_add(1, Ordering::Relaxed);
            if chunk >= chunks {
                return done;
            }
            done.push((chunk, work(chunk)));
        }
    };
    on_threads(threads, claim).into_iter().flatten().collect()
}

pub(super) fn on_threads<T: Send>(threads: NonZeroUsize, work: impl Fn() -> T + Sync) -> Vec<T> {
    std::thread::scope(|scope| {
        let others: Vec<_> = (1..threads.get()).map(|_| scope.spawn(&work)).collect();
        let mut all = vec![work()];
        all.extend(
            others
                .into_iter()
                .map(|t| t.join().expect("a table thread does not panic")),
        );
        all
    })
}

/// The board after `pits` in the order of [`Layout::rank`]: the pits read
/// as digits, first pit most significant, with the seeds' total kept.
/// The last board of a layer is left as it is.
fn next_board(pits: &mut [u16]) {
    let last = pits.len() - 1;
    // The latest pit before the last with seeds after it takes one more;
    // everything after it goes to the last pit, the smallest way to end.
    let Some(grow) = (0..last)
        .rev()
        .find(|&i| pits[i + 1..].iter().any(|&s| s > 0))
    else {
        return;
    };
    let after: u16 = pits[grow + 1..].iter().sum();
    pits[grow] += 1;
    pits[grow + 1..].fill(0);
    pits[last] = after - 1;
}
