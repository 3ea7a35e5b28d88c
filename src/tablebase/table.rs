//! The table itself: a value for every position with South to move and
//! at most `max_seeds` seeds on the board, built layer by layer.

use crate::engine::{ByPlayer, GrandSlam, Move, Player, Position, Rules, Status};

use super::index::Layout;
use super::value::Value;

/// The most positions a table may hold (one byte each): bounds the memory
/// a build may ask for.
const MAX_POSITIONS: u64 = 1 << 30;

/// What a table is built for: the board size and the grand-slam rule. The
/// seeds a pit starts with do not matter to an endgame, and the majority
/// end is not covered (see the module's documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
///
/// Made only by [`Shape::new`], so a shape is always one a table can be
/// built for.
pub struct Shape {
    pits_per_side: u8,
    grand_slam: GrandSlam,
    max_seeds: u8,
}

/// Why a table cannot be built, or cannot answer for a position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    /// The rules end the game on a majority, which depends on the stores.
    #[error(
        "the tables cover games without the majority end: with it, a game's end depends on \
         the stores as well as the board"
    )]
    Majority,
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
    /// Each legal move and the value it leads to, for the mover.
    pub moves: Vec<(Move, Value)>,
}

impl Probe {
    /// The moves whose value is the position's: the ones perfect play may
    /// choose. A move that keeps a value may still only go round in a
    /// circle; the table does not say which moves make progress.
    pub fn keeping(&self) -> impl Iterator<Item = Move> + '_ {
        self.moves
            .iter()
            .filter(|(_, value)| *value == self.value)
            .map(|&(m, _)| m)
    }
}

impl Shape {
    /// The shape for `rules` up to `max_seeds` seeds, refused under a
    /// majority rule or past what a table can hold.
    pub fn new(rules: Rules, max_seeds: usize) -> Result<Shape, TableError> {
        if rules.majority_ends() {
            return Err(TableError::Majority);
        }
        let max = u8::try_from(max_seeds)
            .ok()
            .filter(|&max| max <= Value::MAX)
            .ok_or(TableError::TooManySeeds(max_seeds))?;
        let shape = Shape {
            pits_per_side: rules.pits_per_side() as u8,
            grand_slam: rules.grand_slam(),
            max_seeds: max,
        };
        // At most 15 seeds on 24 pits: the binomials' reach.
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

    /// The rules a position of the table is played under: the seeds a pit
    /// starts with play no part.
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
    /// Builds the table, smallest layer first: a capture only ever leads
    /// to a layer of fewer seeds, already known, so each layer is worked
    /// out from itself and those below. `progress` hears of each layer as
    /// it starts, with its number of seeds.
    pub fn build(shape: Shape, mut progress: impl FnMut(u8)) -> Table {
        let mut table = Table {
            shape,
            cells: vec![0; shape.positions() as usize],
        };
        for seeds in 0..=shape.max_seeds {
            progress(seeds);
            table.build_layer(seeds);
        }
        table
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
        if rules.pits_per_side() != ours.pits_per_side()
            || rules.grand_slam() != ours.grand_slam()
            || rules.majority_ends()
        {
            return Err(TableError::OtherRules {
                table: self.shape.describe(),
                position: format!(
                    "{} pits a side, grand slam {}{}",
                    rules.pits_per_side(),
                    rules.grand_slam(),
                    if rules.majority_ends() {
                        ", the majority end"
                    } else {
                        ""
                    }
                ),
            });
        }
        let seeds: usize = position.pits().iter().map(|&s| usize::from(s)).sum();
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
        let mut moves = Vec::new();
        if let Status::Going(legal) = position.status(|_| false) {
            for m in legal.iter() {
                let mut next = position;
                next.play_unchecked(m);
                moves.push((m, self.value(&next).for_mover(seeds as u8)));
            }
        }
        Ok(Probe {
            value: self.value(&position),
            moves,
        })
    }

    /// The stored value of a position of the table.
    fn value(&self, position: &Position) -> Value {
        Value::unpacked(self.cells[self.shape.layout().index(position) as usize])
    }

    /// Works out the layer of `seeds` seeds. Positions with no move are
    /// valued at once (each row to its owner, RULES.md 3.3); the others
    /// start at the widest range, `0..seeds`, and every pass narrows each
    /// to what its moves allow, until a pass changes nothing. Narrowing
    /// from the widest range finds, for each end, what can be forced in a
    /// finite number of moves, which is what [`Value`] means.
    fn build_layer(&mut self, seeds: u8) {
        let layout = self.shape.layout();
        let rules = self.shape.rules();
        let start = layout.layer_start(seeds.into());
        let len = layout.layer_len(seeds.into());
        // For each position still open: the best of its moves that leave
        // the layer (known already), and where its moves within the layer
        // go, listed in `inside` from `first[i]` to `first[i + 1]`.
        let mut open: Vec<(u32, Value)> = Vec::new();
        let mut first: Vec<u32> = Vec::new();
        let mut inside: Vec<u32> = Vec::new();
        for rank in 0..len {
            let pits = layout.unrank(seeds.into(), rank);
            let position = Position::from_parts(
                rules,
                &pits[..self.shape.layout_pits()],
                ByPlayer::default(),
                Player::South,
            )
            .expect("a table's positions are small");
            let here = (start + rank) as usize;
            let Status::Going(legal) = position.status(|_| false) else {
                self.cells[here] = Value::exact(position.row_total(Player::South) as u8).packed();
                continue;
            };
            // Values are never below 0, so 0 leaves every move's value
            // as it is.
            let mut leaving = Value::exact(0);
            first.push(inside.len() as u32);
            for m in legal.iter() {
                let mut next = position;
                if next.play_unchecked(m) {
                    let value = self.value(&next).for_mover(seeds);
                    leaving = best_of(leaving, value);
                } else {
                    inside.push((layout.index(&next) - start) as u32);
                }
            }
            open.push((rank as u32, leaving));
            self.cells[here] = Value::between(0, seeds).packed();
        }
        first.push(inside.len() as u32);
        let layer = &mut self.cells[start as usize..(start + len) as usize];
        loop {
            let mut changed = false;
            for (i, &(rank, leaving)) in open.iter().enumerate() {
                let mut best = leaving;
                for &child in &inside[first[i] as usize..first[i + 1] as usize] {
                    best = best_of(
                        best,
                        Value::unpacked(layer[child as usize]).for_mover(seeds),
                    );
                }
                let packed = best.packed();
                if layer[rank as usize] != packed {
                    layer[rank as usize] = packed;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
    }
}

/// The better of two moves for the mover, end by end: each end is a
/// maximum over the moves.
fn best_of(a: Value, b: Value) -> Value {
    Value::between(a.least().max(b.least()), a.most().max(b.most()))
}
