//! The computer player: iterative-deepening alpha-beta (negamax) over the
//! engine's [`Position`], with a transposition table, move ordering and a
//! measured evaluation.
//!
//! It depends on the engine, and on an endgame table when it is given one
//! ([`Searcher::set_tablebase`]); it opens no file and reads no terminal,
//! and the only outside thing it reads is the clock, for
//! [`Limits::deadline`]. It never
//! decides a rule itself: at every node it asks the position where the game
//! stands ([`Position::status`](crate::engine::Position::status), the one
//! place RULES.md 3's end order is written, which [`Game`] uses too),
//! passing the boards on its path (the game's own history first) for the
//! repetition rule. Feeding and the grand-slam rules come from the same
//! legal moves and from
//! [`Position::play_unchecked`](crate::engine::Position::play_unchecked).
//!
//! A search runs on whatever thread calls it; to keep a UI alive, move the
//! [`Searcher`] into a thread and stop it with a flag:
//!
//! ```
//! use std::sync::{Arc, atomic::AtomicBool};
//! use std::time::Duration;
//! use wari_engine::{Game, Player, Rules};
//! use wari_search::search::{Goal, Level, Limits, Searcher};
//!
//! let game = Game::new(Rules::default(), Player::South);
//! let stop = Arc::new(AtomicBool::new(false));
//! let limits = Limits::movetime(Duration::from_millis(50)).with_stop(stop.clone());
//! let thinker = std::thread::spawn(move || {
//!     let mut searcher = Searcher::new(4);
//!     let result = searcher.choose(&game, Level::Hard, Goal::Win, limits, 7);
//!     (searcher, result)
//! });
//! // ... the UI keeps drawing; `stop.store(true, ...)` would cut it short.
//! let (_searcher, result) = thinker.join().unwrap();
//! assert!((1..=6).contains(&result.unwrap().best.number()));
//! ```

mod busy;
mod endgame;
mod eval;
mod goal;
mod key;
mod limits;
mod negamax;
mod path;
mod root;
mod score;
mod table;
mod threads;

#[cfg(test)]
mod tactics_tests;

use std::sync::Arc;
use std::time::Duration;

pub use endgame::PerfectPlay;
pub use eval::Weights;
pub use goal::{Goal, Level, UnknownName};
pub use limits::{Limits, MAX_DEPTH};
pub use score::Score;

use crate::engine::{Game, Move, Position};
use crate::tablebase::Table;
use busy::Busy;
use endgame::Endgame;
use path::Path;
use table::Table as Transpositions;

/// Plies of captures followed past the horizon, by default. At 10 ms a
/// move, 4 plies beat none 234-198 in 432 self-play games; 8 plies did not
/// (220.5-211.5).
pub const DEFAULT_QUIESCENCE: u32 = 4;

/// Plies a quiet move late in the move order is first searched
/// shallower, by default. In 432 self-play games at 20 ms a move with the
/// endgame table, 1 ply beat none 247.5-184.5, and 2 beat 1 229.5-202.5.
pub const DEFAULT_REDUCTION: u32 = 2;

/// The longest path a search follows, in plies: the deepest iteration,
/// its captures, and the root.
const MAX_PLY: usize = MAX_DEPTH as usize + 34;

/// What a search found, after each completed depth and at the end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play.
    pub best: Move,
    /// Its score, from the view of the player to move.
    pub score: Score,
    /// The depth of the last completed iteration, in plies.
    pub depth: u32,
    /// Positions visited so far in this search.
    pub nodes: u64,
    /// Time spent so far.
    pub elapsed: Duration,
    /// The expected line of play, `best` first.
    pub pv: Vec<Move>,
}

impl SearchResult {
    /// Nodes a second so far.
    pub fn nps(&self) -> u64 {
        let micros = self.elapsed.as_micros().max(1);
        (u128::from(self.nodes) * 1_000_000 / micros) as u64
    }
}

/// What perfect play makes of `position`, a game still going, when
/// `table` covers its rules and holds it with an exact value. No search
/// is needed, so the narration can say it of every move.
pub fn perfect_play(table: &Arc<Table>, position: &Position) -> Option<PerfectPlay> {
    Endgame::new(table, position, Goal::Win)?.perfect_play(position)
}

/// A computer player's memory: the transposition table (allocated once),
/// the evaluation weights, and the state of the search in progress. One
/// searcher serves a whole game, and any number of games in turn.
pub struct Searcher {
    /// Shared with the helper threads of a search ([`Searcher::with_threads`]).
    table: Arc<Transpositions>,
    /// The positions the threads of the current search are on, when it
    /// runs on several.
    busy: Option<Arc<Busy>>,
    /// Threads a search without a depth limit runs on.
    threads: usize,
    /// Endgame tables to read, when given ([`Searcher::with_tablebase`]).
    tablebase: Option<Arc<Table>>,
    /// The tables as they serve the current search: `None` when they do
    /// not cover its rules or goal.
    endgame: Option<Endgame>,
    weights: Weights,
    /// Plies of captures searched past the horizon (0: none).
    quiescence: u32,
    /// Plies a quiet move late in the move order is searched shallower
    /// first (0: none).
    reduction: u32,
    goal: Goal,
    limits: Limits,
    path: Path,
    nodes: u64,
    /// Games ended by repetition seen so far in this search: a node whose
    /// count moved while it was searched has a score that holds for its
    /// path only (the transposition table keeps no such score).
    repetitions: u64,
    /// Whether the limits may stop the current iteration.
    may_abort: bool,
    aborted: bool,
    /// Whether the iteration stopped anywhere before the game's end; if
    /// not, its score is exact and deeper iterations cannot change it.
    horizon: bool,
    killers: [[u8; 2]; MAX_PLY],
    /// Cut-offs per player and move number, for ordering quiet moves.
    history: [[u32; 13]; 2],
    /// The last completed depth's best move, which the root searches
    /// first: the table's move for the root may have been replaced by
    /// then, by another position or another thread.
    root_first: Option<Move>,
    /// A root move of the current iteration, with its score and line,
    /// that beat the one searched first, for when the iteration is cut
    /// short.
    root_best: Option<(Move, i32, Vec<Move>)>,
    /// The triangular table of principal variations.
    pv: Vec<[Move; MAX_PLY]>,
    pv_len: [usize; MAX_PLY + 1],
}

impl Searcher {
    /// A searcher with a transposition table of about `table_mb` megabytes
    /// (rounded down to a power of two; at least one entry).
    pub fn new(table_mb: usize) -> Searcher {
        Searcher::sharing(Arc::new(Transpositions::new(table_mb)))
    }

    /// A searcher with the default settings reading and writing `table`.
    fn sharing(table: Arc<Transpositions>) -> Searcher {
        Searcher {
            table,
            busy: None,
            threads: 1,
            tablebase: None,
            endgame: None,
            weights: Weights::default(),
            quiescence: DEFAULT_QUIESCENCE,
            reduction: DEFAULT_REDUCTION,
            goal: Goal::Win,
            limits: Limits::default(),
            path: Path::empty(),
            nodes: 0,
            repetitions: 0,
            may_abort: false,
            aborted: false,
            horizon: false,
            killers: [[0; 2]; MAX_PLY],
            history: [[0; 13]; 2],
            root_first: None,
            root_best: None,
            pv: vec![[Move::FIRST; MAX_PLY]; MAX_PLY],
            pv_len: [0; MAX_PLY + 1],
        }
    }

    /// Reads `table` from the next search on (or none), for positions
    /// with few enough seeds on the board under the rules it covers: after
    /// a capture its exact values end the search there, and at the horizon
    /// its numbers stand in for the evaluation. Only full-strength
    /// searches read it.
    pub fn set_tablebase(&mut self, table: Option<Arc<Table>>) {
        self.tablebase = table;
    }

    /// What perfect play makes of `game` from here, when the endgame
    /// tables given ([`Searcher::set_tablebase`]) hold its position with
    /// an exact value: for hints that speak of the seeds left.
    pub fn perfect_play(&self, game: &Game) -> Option<PerfectPlay> {
        perfect_play(self.tablebase.as_ref()?, game.position())
    }

    /// The same searcher with other evaluation weights, for self-play.
    pub fn with_weights(self, weights: Weights) -> Searcher {
        Searcher { weights, ..self }
    }

    /// The same searcher, following captures `plies` deep past the horizon
    /// (0 for none), for self-play.
    pub fn with_quiescence(self, plies: u32) -> Searcher {
        Searcher {
            quiescence: plies,
            ..self
        }
    }

    /// The same searcher, searching quiet moves late in the move order
    /// `plies` shallower first (0 for none), for self-play.
    pub fn with_reduction(self, plies: u32) -> Searcher {
        Searcher {
            reduction: plies,
            ..self
        }
    }

    /// The same searcher, running searches without a depth limit on
    /// `threads` threads that share its transposition table (at least
    /// one). Searches to a fixed depth stay on one thread, so they answer
    /// the same every time.
    pub fn with_threads(self, threads: usize) -> Searcher {
        Searcher {
            threads: threads.max(1),
            ..self
        }
    }

    /// Forgets the transposition table, so that the next search does not
    /// depend on earlier ones (`wari engine`'s `go depth` does this).
    pub fn clear(&mut self) {
        self.table.clear();
    }

    /// Resets the per-search state for a search of `game`.
    fn prepare(&mut self, game: &Game, limits: Limits, goal: Goal) {
        self.goal = goal;
        self.endgame = self
            .tablebase
            .as_ref()
            .and_then(|table| Endgame::new(table, game.position(), goal));
        self.limits = limits;
        self.path = Path::new(game);
        self.nodes = 0;
        self.may_abort = false;
        self.aborted = false;
        self.killers = [[0; 2]; MAX_PLY];
        self.history = [[0; 13]; 2];
    }
}
