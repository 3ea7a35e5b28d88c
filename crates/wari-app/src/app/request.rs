//! A search the app needs, and its answer. The app only describes the
//! work ([`App::search_request`]); the edge runs it off the UI thread with
//! [`SearchRequest::run`] and sends back the [`Action`] it returns, so the
//! animation and Hurry's countdown keep going while the computer thinks.
//!
//! [`App::search_request`]: super::App::search_request

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::engine::{Game, Move};
use crate::search::{Goal, Level, Limits, PerfectPlay, Searcher};

use super::Action;

/// What a search is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// A computer seat's move.
    Move,
    /// A hint for a person, whose rule of thumb suggested `rule`: the
    /// search also looks at what `rule` leads to, to say why it is worse.
    Hint {
        /// The rule of thumb's move.
        rule: Move,
    },
}

/// A search the app wants done. The edge runs it and answers with the
/// action [`run`](SearchRequest::run) returns; an answer whose ticket is no
/// longer wanted (after an undo, a new game, a move by the clock) is
/// ignored by the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchRequest {
    /// Names this request; it changes whenever the game does.
    pub ticket: u64,
    /// A move to play, or a hint to explain.
    pub purpose: Purpose,
    /// The game to search, with its history (repetitions count).
    pub game: Game,
    /// How strong.
    pub level: Level,
    /// Win for oneself, or balance the stores as a partner.
    pub goal: Goal,
    /// How long the search may take; in Hurry Wari well inside the turn's
    /// countdown.
    pub budget: Duration,
    /// A depth to stop at as well, for repeatable tests; `None` in play.
    pub depth: Option<u32>,
    /// Drives the easy level's mistakes, so a game can be replayed.
    pub seed: u64,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// The computer's move.
    Move(Move),
    /// A hint: the search's line of play (its best move first) and, when
    /// that move is not the rule of thumb's, the line that follows the rule
    /// of thumb's move (that move first).
    Hint {
        /// The search's best line.
        best: Vec<Move>,
        /// The rule of thumb's move and the best play after it; empty when
        /// the search agrees with the rule of thumb, or finds it worse by
        /// less than a seed.
        rule: Vec<Move>,
        /// What perfect play makes of the position, when the endgame
        /// tables know it exactly.
        perfect: Option<PerfectPlay>,
    },
    /// Nothing to play: the game was over.
    Nothing,
}

/// A search's answer, for [`Action::Searched`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchAnswer {
    /// The request's ticket.
    pub ticket: u64,
    /// What was found.
    pub found: Found,
}

/// Share of a hint's budget for the best move; the rest looks past the
/// rule of thumb's move.
const HINT_FIRST_SHARE: u32 = 2;

/// How much better, in the search's hundredths of a seed, the search's move
/// must score than the rule of thumb's before a hint says so: a child
/// should not be told to change moves for less than a seed.
const WORTH_SAYING: i32 = 100;

impl SearchRequest {
    /// Runs the search on this thread and returns the answer as an action
    /// for [`update`](super::update). `stop`, when set by another thread,
    /// cuts the search short (it still answers, with the best so far).
    pub fn run(self, searcher: &mut Searcher, stop: Option<Arc<AtomicBool>>) -> Action {
        let found = match self.purpose {
            Purpose::Move => searcher
                .choose(
                    &self.game,
                    self.level,
                    self.goal,
                    self.limits(self.budget, &stop),
                    self.seed,
                )
                .map_or(Found::Nothing, |result| Found::Move(result.best)),
            Purpose::Hint { rule } => self.hint(searcher, rule, &stop),
        };
        Action::Searched(SearchAnswer {
            ticket: self.ticket,
            found,
        })
    }

    /// The limits for a search of about `budget`, or to the fixed depth.
    fn limits(&self, budget: Duration, stop: &Option<Arc<AtomicBool>>) -> Limits {
        let limits = match self.depth {
            Some(depth) => Limits::depth(depth),
            None => Limits::movetime(budget),
        };
        match stop {
            Some(flag) => limits.with_stop(flag.clone()),
            None => limits,
        }
    }

    /// The search's best line and, when the rule of thumb's move `rule`
    /// is clearly worse, the line after it, to show why.
    fn hint(&self, searcher: &mut Searcher, rule: Move, stop: &Option<Arc<AtomicBool>>) -> Found {
        let first = self.budget * HINT_FIRST_SHARE / (HINT_FIRST_SHARE + 1);
        let limits = self.limits(first, stop);
        let Some(found) = searcher.search(&self.game, limits, self.goal, |_| {}) else {
            return Found::Nothing;
        };
        let rest = self.limits(self.budget - first, stop);
        let worse = if found.best == rule {
            None
        } else {
            line_after(searcher, &self.game, rule, rest, self.goal)
                .filter(|(_, score)| found.score.centiseeds() - score >= WORTH_SAYING)
        };
        Found::Hint {
            best: found.pv,
            rule: worse.map_or(Vec::new(), |(line, _)| line),
            perfect: searcher.perfect_play(&self.game),
        }
    }
}

/// `first` and the best play after it, with the score of `first` from
/// the view of the player who plays it.
fn line_after(
    searcher: &mut Searcher,
    game: &Game,
    first: Move,
    limits: Limits,
    goal: Goal,
) -> Option<(Vec<Move>, i32)> {
    let mut after = game.clone();
    after.play(first).ok()?;
    let Some(reply) = searcher.search(&after, limits, goal, |_| {}) else {
        // `first` ends the game: a one-ply look scores the end exactly.
        let scored = searcher.score_moves(game, 1, goal);
        let (_, score) = scored.into_iter().find(|&(m, _)| m == first)?;
        return Some((vec![first], score.centiseeds()));
    };
    // Under Balance both players share one score; under Win it flips.
    let score = match goal {
        Goal::Win => -reply.score.centiseeds(),
        Goal::Balance => reply.score.centiseeds(),
    };
    let line = std::iter::once(first).chain(reply.pv).collect();
    Some((line, score))
}
