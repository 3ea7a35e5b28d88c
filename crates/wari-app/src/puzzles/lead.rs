//! How far a position's best move stands above the others: the one
//! measure the generator keeps puzzles by and the tests check them with.

use crate::engine::{Game, Move};
use crate::search::{Goal, Score, Searcher};

/// The least lead, in seeds, for a move to be a puzzle's answer: a
/// smaller one could be the evaluation's noise rather than a real gain.
pub const MARGIN: u32 = 3;

/// A score as hundredths of a seed of store difference: a finished game
/// counts its final margin, so a win by 2 ranks below a lead of 5 seeds
/// and the lead says what the search's numbers say.
fn centiseeds(score: Score) -> i32 {
    match score.decided_margin() {
        Some(seeds) => seeds * 100,
        None => score.centiseeds(),
    }
}

/// The best move of a position at some depth and how far it stands out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lead {
    /// The search's best move.
    pub best: Move,
    /// The move that comes closest to it.
    pub runner_up: Move,
    /// By how many hundredths of a seed the best beats the runner-up.
    pub centiseeds: i32,
}

impl Lead {
    /// Whether `answer` is best here by at least `seeds`.
    pub fn shows(&self, answer: Move, seeds: u32) -> bool {
        self.best == answer && i64::from(self.centiseeds) >= i64::from(seeds) * 100
    }
}

/// The best move in `game` searched `depth` plies deep, and by how much
/// it beats the others; `None` with fewer than two legal moves. The table
/// is cleared first, so the answer depends on the position and depth
/// alone, not on earlier searches.
pub fn lead(searcher: &mut Searcher, game: &Game, depth: u32) -> Option<Lead> {
    searcher.clear();
    let scored = searcher.score_moves(game, depth, Goal::Win);
    let (best, top) = *scored.first()?;
    let top = centiseeds(top);
    let (runner_up, centiseeds) = scored[1..]
        .iter()
        .map(|&(m, score)| (m, top - centiseeds(score)))
        .min_by_key(|&(_, lead)| lead)?;
    Some(Lead {
        best,
        runner_up,
        centiseeds,
    })
}
