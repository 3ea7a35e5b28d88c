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
use crate::search::{Goal, Level, Limits, Searcher};

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
        /// the search agrees with the rule of thumb.
        rule: Vec<Move>,
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

impl SearchRequest {
    /// Runs the search on this thread and returns the answer as an action
    /// for [`update`](super::update). `stop`, when set by another thread,
    /// cuts the search short (it still answers, with the best so far).
    pub fn run(self, searcher: &mut Searcher, stop: Option<Arc<AtomicBool>>) -> Action {
        let limits = |budget: Duration| {
            let limits = match self.depth {
                Some(depth) => Limits::depth(depth),
                None => Limits::movetime(budget),
            };
            match &stop {
                Some(flag) => limits.with_stop(flag.clone()),
                None => limits,
            }
        };
        let found = match self.purpose {
            Purpose::Move => searcher
                .choose(
                    &self.game,
                    self.level,
                    self.goal,
                    limits(self.budget),
                    self.seed,
                )
                .map_or(Found::Nothing, |result| Found::Move(result.best)),
            Purpose::Hint { rule } => {
                let first = self.budget * HINT_FIRST_SHARE / (HINT_FIRST_SHARE + 1);
                let found = searcher.search(&self.game, limits(first), self.goal, |_| {});
                match found {
                    None => Found::Nothing,
                    Some(found) if found.best == rule => Found::Hint {
                        best: found.pv,
                        rule: Vec::new(),
                    },
                    Some(found) => Found::Hint {
                        best: found.pv,
                        rule: line_after(
                            searcher,
                            &self.game,
                            rule,
                            limits(self.budget - first),
                            self.goal,
                        ),
                    },
                }
            }
        };
        Action::Searched(SearchAnswer {
            ticket: self.ticket,
            found,
        })
    }
}

/// `first` and the best play after it.
fn line_after(
    searcher: &mut Searcher,
    game: &Game,
    first: Move,
    limits: Limits,
    goal: Goal,
) -> Vec<Move> {
    let mut after = game.clone();
    if after.play(first).is_err() {
        return Vec::new();
    }
    let reply = searcher.search(&after, limits, goal, |_| {});
    std::iter::once(first)
        .chain(reply.into_iter().flat_map(|r| r.pv))
        .collect()
}
