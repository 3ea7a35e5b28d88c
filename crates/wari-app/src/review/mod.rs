//! Game review: every move of a finished (or unfinished) game searched
//! from the position before it, to say where the game was won and lost.
//!
//! A move is judged by the seeds it gave away against the best move, both
//! scored by one search to a fixed depth ([`DEFAULT_DEPTH`]), so the same
//! game always gets the same review. The goal is the mode's: in Win-Win
//! both players share the balance score and a loss is seeds of gap. A move
//! with no other choice, and the best move, are never marked.
//!
//! Nothing here reads a clock or a file; [`Reviewer`] hands out one move's
//! review at a time, so a screen can show its progress.

mod summary;
mod verdict;

use std::sync::Arc;

use crate::app::{Better, search_goal, why_better};
use crate::engine::{ByPlayer, Game, Move, Player};
use crate::record::Record;
use crate::search::{Limits, PerfectPlay, Score, Searcher, Weights};
use crate::setup::{Goal, Seat};
use crate::tablebase::Table;

pub use summary::{Summary, summarise};
pub use verdict::{BLUNDER, INACCURACY, MISTAKE, Verdict};

/// Plies each position is searched to: about as deep as the hard level
/// gets in a tenth of a second from the start, and a 100-move game is
/// reviewed in about a second and a half in release (docs/COMMAND_LINE.md,
/// "Game review"); 14 plies took five times as long.
pub const DEFAULT_DEPTH: u32 = 12;

/// The transposition table's size, in megabytes.
const TABLE_MB: usize = 16;

/// What the search thinks of one move of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveReview {
    /// Who played it.
    pub mover: Player,
    /// The move played.
    pub played: Move,
    /// The search's best move in the same position: the played move when
    /// it scores as well as any.
    pub best: Move,
    /// The best move's score, from the mover's view.
    pub best_score: Score,
    /// The played move's score, from the mover's view.
    pub played_score: Score,
    /// The next best move's score after `best`, if there was another move:
    /// how much finding the best move mattered.
    pub runner_up: Option<Score>,
    /// Hundredths of a seed given away against the best move (0 or more).
    pub loss: i32,
    /// How bad it was, if it was bad at all.
    pub verdict: Option<Verdict>,
    /// Why the best move is better, as a hint tells it, for a marked
    /// move: kept as what happens along the two lines, and put into words
    /// for whoever reads the review ([`MoveReview::explanation_words`]).
    pub explanation: Option<Better>,
    /// Whether the move was the only legal one.
    pub forced: bool,
    /// What perfect play makes of the position the move left, when the
    /// review's endgame table settles it: the seeds left and how many the
    /// player to move next wins whatever happens.
    pub perfect: Option<PerfectPlay>,
}

impl MoveReview {
    /// The loss in seeds, for people and JSON.
    pub fn loss_seeds(&self) -> f64 {
        f64::from(self.loss) / 100.0
    }

    /// Why the best move is better, in the reader's language, for a
    /// marked move.
    pub fn explanation_words(&self) -> Option<String> {
        let better = self.explanation.as_ref()?;
        Some(in_review_words(&better.to_string()))
    }

    /// The position's value before the move as the best move keeps it, in
    /// hundredths of a seed from South's view (under Win-Win the shared
    /// balance score): a point on the game's chart.
    pub fn value_for_south(&self, goal: Goal) -> i32 {
        let value = verdict::value(self.best_score);
        match (goal, self.mover) {
            (Goal::Compete, Player::North) => -value,
            _ => value,
        }
    }
}

/// Reviews the move `played` from `before`, searching `depth` plies under
/// `goal`; `seats` name the players in the explanation.
///
/// # Panics
///
/// If `played` is not legal in `before`; a [`Record`]'s moves always are.
pub fn review_move(
    searcher: &mut Searcher,
    before: &Game,
    played: Move,
    goal: Goal,
    depth: u32,
    seats: &ByPlayer<Seat>,
) -> MoveReview {
    let mover = before.position().to_move();
    // A fresh table, so that a move's verdict depends on its position
    // alone, not on which moves were reviewed before it.
    searcher.clear();
    let scored = searcher.score_moves(before, depth, search_goal(goal));
    let played_score = scored
        .iter()
        .find(|&&(m, _)| m == played)
        .map(|&(_, score)| score)
        .expect("the played move is legal");
    // A move as good as the first is as good as best: name the one played.
    let (best, best_score) = if played_score == scored[0].1 {
        (played, played_score)
    } else {
        scored[0]
    };
    let runner_up = scored.iter().find(|&&(m, _)| m != best).map(|&(_, s)| s);
    let forced = scored.len() == 1;
    let loss = (verdict::value(best_score) - verdict::value(played_score)).max(0);
    let verdict = if forced || played == best {
        None
    } else if verdict::throws_result(best_score, played_score) {
        Some(Verdict::Blunder)
    } else {
        Verdict::of_loss(loss)
    };
    let explanation = verdict.map(|_| {
        let mut line = |first| line_from(searcher, before, first, goal, depth);
        let (worse, better) = (line(played), line(best));
        why_better(before, &worse, &better, goal, seats)
    });
    MoveReview {
        mover,
        played,
        best,
        best_score,
        played_score,
        runner_up,
        loss,
        verdict,
        explanation,
        forced,
        perfect: None,
    }
}

/// A searcher for explaining, with a table of `table_mb` megabytes: the
/// review and the puzzles tell its scores to the player as seeds, so it
/// weighs the board's shape as [`Weights::EXPLAIN`] does, not as the
/// computer plays.
pub(crate) fn explainer(table_mb: usize) -> Searcher {
    Searcher::new(table_mb).with_weights(Weights::EXPLAIN)
}

/// `first` and the search's best play after it, to tell what follows:
/// the review's lines, and a puzzle's reason's.
pub(crate) fn line_from(
    searcher: &mut Searcher,
    game: &Game,
    first: Move,
    goal: Goal,
    depth: u32,
) -> Vec<Move> {
    let mut after = game.clone();
    let mut line = vec![first];
    if after.play(first).is_ok() {
        let limits = Limits::depth(depth.saturating_sub(1).max(1));
        if let Some(reply) = searcher.search(&after, limits, search_goal(goal), |_| {}) {
            line.extend(reply.pv);
        }
    }
    line
}

/// A hint's words as a review says them, as a sentence of its own: the
/// first word capitalised, but not a pit's letter ("b is better", "b:"),
/// a word of one letter in every language.
fn in_review_words(hint: &str) -> String {
    let first_word = hint.split(' ').next().unwrap_or_default();
    let letters = first_word.chars().filter(|c| c.is_alphabetic()).count();
    let mut chars = hint.chars();
    match chars.next() {
        Some(first) if letters > 1 => first.to_uppercase().chain(chars).collect(),
        _ => hint.to_owned(),
    }
}

/// A game's moves reviewed one at a time, in order (the first review is
/// ply 1's): an iterator, so a caller can show progress or stop early.
pub struct Reviewer {
    game: Game,
    moves: Vec<Move>,
    next: usize,
    goal: Goal,
    depth: u32,
    seats: ByPlayer<Seat>,
    searcher: Searcher,
}

impl Reviewer {
    /// The same reviewer reading `table`, the endgame table ready when
    /// the review starts: the same game with the same table gets the same
    /// review, and an endgame the table settles is told as settled.
    pub fn with_table(mut self, table: Option<Arc<Table>>) -> Reviewer {
        self.searcher.set_tablebase(table);
        self
    }

    /// A reviewer of `record`'s moves under its mode's goal, searching
    /// `depth` plies a move.
    pub fn new(record: &Record, depth: u32) -> Reviewer {
        Reviewer {
            game: Game::from_position(*record.start()),
            moves: record.moves().to_vec(),
            next: 0,
            goal: record.header().mode.goal(),
            depth,
            seats: record.header().seats.clone(),
            searcher: explainer(TABLE_MB),
        }
    }
}

impl Iterator for Reviewer {
    type Item = MoveReview;

    fn next(&mut self) -> Option<MoveReview> {
        let &played = self.moves.get(self.next)?;
        let review = review_move(
            &mut self.searcher,
            &self.game,
            played,
            self.goal,
            self.depth,
            &self.seats,
        );
        self.next += 1;
        self.game.play(played).expect("a record's moves are legal");
        let perfect = self.searcher.perfect_play(&self.game);
        Some(MoveReview { perfect, ..review })
    }
}

#[cfg(test)]
mod tests;
