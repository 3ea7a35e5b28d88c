//! The table itself: a value for every position with South to move and
//! at most `max_seeds` seeds on the board, built layer by layer.

use std::num::NonZeroUsize;

use crate::engine::{ByPlayer, GrandSlam, Move, Position, Rules, Status};

use super::build::Layer;
use super::index::Layout;
use super::memory::MemoryBudget;
use super::value::Value;

/// The most positions a table may hold (one byte each): 20 seeds on 6
/// pits a side, 226 million, is the largest table under 256 MB.
const MAX_POSITIONS: u64 = 1 << 28;

/// What a table is built for: the board size and the grand-slam rule. The
/// seeds a pit starts with do not matter to an endgame, nor does the
/// majority end (see the module's documentation).
///
/// Made only by [`Shape::new`], so a shape is always one a table can be
/// built for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    pits_per_side: u8,
    grand_slam: GrandSlam,
    max_seeds: u8,
}

/// Why a table cannot be built, or cannot answer for a position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    /// More seeds than a table cell can count.
    #[error("a table holds at most {max} seeds on the board, not {0}", max = Value::MAX)]
    TooManySeeds(usize),
    /// A table this large would not fit in memory.
    #[error("a table of {positions} positions is more than {MAX_POSITIONS} allowed")]
    TooLarge {
        /// Positions it would hold.
        positions: u64,
    },
    /// The position holds more seeds than the table.
    #[error("the position has {seeds} seeds on the board; the table holds at most {max}")]
    Beyond {
        /// Seeds on the board.
        seeds: usize,
        /// The table's most.
        max: u8,
    },
    /// The position is played under other rules than the table's.
    #[error("the table is for {table}; the position is played with {position}")]
    OtherRules {
        /// The table's rules, in words.
        table: String,
        /// The position's.
        position: String,
    },
}

/// The value of every position of a [`Shape`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    shape: Shape,
    cells: Vec<u8>,
}

/// A table's answer for one position: its value and each legal move's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Probe {
    /// The position's value.
    pub value: Value,
    /// The table's one number for the position ([`Value::seeds`]).
    pub seeds: u8,
    /// Each legal move with the value it leads to and the table's number
    /// for it, both for the mover.
    pub moves: Vec<(Move, Value, u8)>,
}

impl Probe {
    /// The moves the table rates best: those that make sure of the most
    /// seeds, and of those, the ones with the highest number. Where the
    /// value is exact these are the moves that keep it, the ones perfect
    /// play may choose. A move that keeps a value may still only go round
    /// in a circle; the table does not say which moves make progress.
    pub fn keeping(&self) -> impl Iterator<Item = Move> + '_ {
        let rating = |&(_, value, seeds): &(Move, Value, u8)| (value.least(), seeds);
        let best = self.moves.iter().map(rating).max();
        self.moves
            .iter()
            .filter(move |m| Some(rating(m)) == best)
            .map(|&(m, _, _)| m)
    }
}

impl Shape {
    /// The shape for `rules` up to `max_seeds` seeds, refused past what a
    /// table can hold.
    pub fn new(rules: Rules, max_seeds: usize) -> Result<Shape, TableError> {
        let max = u8::try_from(max_seeds)
            .ok()
            .filter(|&max| max <= Value::MAX)
            .ok_or(TableError::TooManySeeds(max_seeds))?;
        let shape = Shape {
            pits_per_side: rules.pits_per_side() as u8,
            grand_slam: rules.grand_slam(),
            max_seeds: max,
        };
        if shape.positions() > MAX_POSITIONS {
            return Err(TableError::TooLarge {
                positions: shape.positions(),
            });
        }
        Ok(shape)
    }

    /// Pits on each row.
    pub const fn pits_per_side(self) -> u8 {
        self.pits_per_side
    }

    /// What a grand slam does.
    pub const fn grand_slam(self) -> GrandSlam {
        self.grand_slam
    }

    /// The most seeds on the board of a position in the table.
    pub const fn max_seeds(self) -> u8 {
        self.max_seeds
    }

    fn layout_pits(self) -> usize {
        2 * usize::from(self.pits_per_side)
    }

    pub(crate) fn layout(self) -> Layout {
        Layout::new(self.layout_pits())
    }

    /// The positions the table holds: every board of at most `max_seeds`
    /// seeds, South to move.
    pub fn positions(self) -> u64 {
        self.layout().layer_start(usize::from(self.max_seeds) + 1)
    }

    /// Whether the table answers for positions played under `rules`.
    pub fn covers(self, rules: Rules) -> bool {
        rules.pits_per_side() == usize::from(self.pits_per_side)
            && rules.grand_slam() == self.grand_slam
    }

    /// The rules a position of the table is played under: the seeds a pit
    /// starts with play no part, and the majority end is left out.
    fn rules(self) -> Rules {
        Rules::new(self.pits_per_side, 1, self.grand_slam, false)
            .expect("a shape's board size was checked when it was made")
    }

    /// The shape in words, as messages name it.
    pub fn describe(self) -> String {
        format!(
            "{} pits a side, grand slam {}, at most {} seeds",
            self.pits_per_side, self.grand_slam, self.max_seeds
        )
    }
}

impl Table {
    /// The most seeds on the board of a position the table holds: what
    /// names it ("the 12-seed table").
    pub fn max_seeds(&self) -> u8 {
        self.shape.max_seeds
    }

    /// Builds the table on `threads` threads, smallest layer first: a
    /// capture only ever leads to a layer of fewer seeds, already known,
    /// so each layer is worked out from itself and those below. `progress`
    /// hears, as each layer starts, its number of seeds and the positions
    /// worked out so far. Every layer keeps its graph of moves, the
    /// fastest way; [`Table::build_within`] keeps to a memory budget.
    pub fn build(shape: Shape, threads: NonZeroUsize, progress: impl FnMut(u8, u64)) -> Table {
        Table::build_within(shape, threads, MemoryBudget::UNLIMITED, progress)
    }

    /// [`Table::build`] within `memory`: the table's own bytes are counted
    /// first, and a layer whose graph of moves would not fit what is left
    /// is worked out without one, more slowly (a few times over on 6 pits
    /// a side). The cells are the same either way. A budget smaller than
    /// the table and its largest layer's ranges cannot be kept to; the
    /// build then takes that much.
    pub fn build_within(
        shape: Shape,
        threads: NonZeroUsize,
        memory: MemoryBudget,
        progress: impl FnMut(u8, u64),
    ) -> Table {
        // No layer yet: `grow` adds them all.
        let none = Table {
            shape,
            cells: Vec::new(),
        };
        none.grow(shape, threads, memory, progress, |_| {})
    }

    /// [`Table::build_within`] from this smaller table of the same rules:
    /// only the layers above it are worked out. `kept` hears the table as
    /// it stands after each layer, a whole table of that many seeds, so
    /// that a long build can be saved as it goes and taken up from there.
    pub fn extend_within(
        self,
        shape: Shape,
        threads: NonZeroUsize,
        memory: MemoryBudget,
        progress: impl FnMut(u8, u64),
        kept: impl FnMut(&Table),
    ) -> Table {
        debug_assert!(self.shape.covers(shape.rules()));
        self.grow(shape, threads, memory, progress, kept)
    }

    /// Adds the layers of `shape` that `self.cells` lacks, one at a time,
    /// each worked out from those below it.
    fn grow(
        mut self,
        shape: Shape,
        threads: NonZeroUsize,
        memory: MemoryBudget,
        mut progress: impl FnMut(u8, u64),
        mut kept: impl FnMut(&Table),
    ) -> Table {
        let layout = shape.layout();
        let per_layer = memory.less(shape.positions());
        self.cells
            .reserve_exact(shape.positions() as usize - self.cells.len());
        let held = (0..=shape.max_seeds)
            .filter(|&seeds| layout.layer_start(seeds.into()) < self.cells.len() as u64);
        for seeds in held.count() as u8..=shape.max_seeds {
            progress(seeds, self.cells.len() as u64);
            let layer = Layer {
                rules: shape.rules(),
                layout,
                seeds,
                below: &self.cells,
            };
            let built = layer.build(threads, per_layer);
            self.cells.extend(built);
            self.shape = Shape {
                max_seeds: seeds,
                ..shape
            };
            kept(&self);
        }
        self
    }

    /// A table read back from its cells, which must be as many as the
    /// shape holds.
    pub(crate) fn from_cells(shape: Shape, cells: Vec<u8>) -> Option<Table> {
        (cells.len() as u64 == shape.positions()).then_some(Table { shape, cells })
    }

    /// The cells, one byte a position.
    pub(crate) fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// What the table was built for.
    pub const fn shape(&self) -> Shape {
        self.shape
    }

    /// For each number of seeds on the board from 0 up, how many of its
    /// positions have a range for a value, and how many there are: how
    /// often the repetition rule decides.
    pub fn ranges_by_layer(&self) -> Vec<(u64, u64)> {
        let layout = self.shape.layout();
        (0..=usize::from(self.shape.max_seeds))
            .map(|seeds| {
                let start = layout.layer_start(seeds) as usize;
                let len = layout.layer_len(seeds);
                let layer = &self.cells[start..start + len as usize];
                let ranges = layer
                    .iter()
                    .filter(|&&cell| !Value::unpacked(cell).is_exact())
                    .count();
                (ranges as u64, len)
            })
            .collect()
    }

    /// The value of `position` and of each of its legal moves. The stores
    /// play no part, and the position is taken as a fresh start: the
    /// boards before it are not known.
    pub fn probe(&self, position: &Position) -> Result<Probe, TableError> {
        let rules = position.rules();
        let ours = self.shape.rules();
        if !self.shape.covers(rules) {
            return Err(TableError::OtherRules {
                table: self.shape.describe(),
                position: format!(
                    "{} pits a side, grand slam {}",
                    rules.pits_per_side(),
                    rules.grand_slam(),
                ),
            });
        }
        let seeds = usize::from(position.seeds_on_board());
        if seeds > usize::from(self.shape.max_seeds) {
            return Err(TableError::Beyond {
                seeds,
                max: self.shape.max_seeds,
            });
        }
        let position = Position::from_parts(
            ours,
            position.pits(),
            ByPlayer::default(),
            position.to_move(),
        )
        .expect("a table's positions are small");
        let seeds = seeds as u8;
        let mut moves = Vec::new();
        if let Status::Going(legal) = position.status(|_| false) {
            for m in legal.iter() {
                let mut next = position;
                next.play_unchecked(m);
                let value = self.value(&next);
                // What the move captures and what the opponent leaves.
                let number = seeds - value.seeds(own_row(&next));
                moves.push((m, value.for_mover(seeds), number));
            }
        }
        let value = self.value(&position);
        Ok(Probe {
            value,
            seeds: value.seeds(own_row(&position)),
            moves,
        })
    }

    /// The value of a position the table [covers](Shape::covers), with at
    /// most the table's seeds on the board: a fresh start, its stores no
    /// part of it. For the search, which checks both once, not at every
    /// node.
    pub fn value(&self, position: &Position) -> Value {
        Value::unpacked(self.cells[self.shape.layout().index(position) as usize])
    }
}

/// The seeds on the mover's row, which the repetition rule would give
/// them.
fn own_row(position: &Position) -> u8 {
    position.row_total(position.to_move()) as u8
}
