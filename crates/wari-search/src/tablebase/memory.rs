//! How much memory building a table may take, and what a layer's move
//! graph would cost, so that the build can narrow a layer without its
//! graph when the graph would not fit.

/// The most memory a build may hold at once: the table itself and the
/// working of the layer being built. A layer whose graph of moves would
/// not fit is narrowed without one, slower and in little more than the
/// table's own bytes; the table comes out the same either way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemoryBudget {
    bytes: u64,
}

impl MemoryBudget {
    /// No limit: every layer keeps its graph, the fastest build (3.5 GB at
    /// the peak for 20 seeds on 6 pits a side).
    pub const UNLIMITED: MemoryBudget = MemoryBudget { bytes: u64::MAX };

    /// A budget of `megabytes` million bytes.
    pub const fn megabytes(megabytes: u64) -> MemoryBudget {
        MemoryBudget {
            bytes: megabytes.saturating_mul(1_000_000),
        }
    }

    /// The budget in bytes.
    pub const fn bytes(self) -> u64 {
        self.bytes
    }

    /// What is left once `bytes` are spent; nothing when they are more.
    pub(super) const fn less(self, bytes: u64) -> MemoryBudget {
        MemoryBudget {
            bytes: self.bytes.saturating_sub(bytes),
        }
    }

    /// Whether `bytes` fit.
    pub(super) const fn allows(self, bytes: u64) -> bool {
        bytes <= self.bytes
    }
}

/// What a layer of `positions` positions on a board of `pits_per_side`
/// pits a side holds at the peak of a build with its graph: for each
/// position its best leaving move (2 bytes), where its moves start in the
/// graph and in the graph turned round (4 each), its row (1) and its
/// range (1); and
/// for each move within the layer, its target and its source (4 each),
/// or its target twice while the listed chunks are joined. A position has at most
/// a move a pit, so the estimate errs high, by about half on 6 pits.
pub(super) fn graph_bytes(positions: u64, pits_per_side: usize) -> u64 {
    let moves = positions * pits_per_side as u64;
    positions * (2 + 4 + 4 + 1 + 1) + moves * 4 * 2
}

/// What a layer of `positions` positions holds, at the least, when built
/// without its graph: each position's range and best leaving move (a
/// byte each), and two bits to mark it to be looked at again.
pub(super) fn in_place_bytes(positions: u64) -> u64 {
    positions * 2 + positions.div_ceil(4)
}

/// The most that keeping every move within a layer of `positions`
/// positions, in `chunks` chunks, could take: where each position's
/// moves start, one more a chunk, and a move a pit, 4 bytes each.
pub(super) fn kept_bytes(positions: u64, pits_per_side: usize, chunks: usize) -> u64 {
    4 * (positions * (1 + pits_per_side as u64) + chunks as u64)
}
