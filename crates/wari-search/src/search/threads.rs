//! A search on several threads: each searches the same tree on its own,
//! and they share what they learn through the transposition table, so the
//! main thread finds more of its tree already searched ("lazy SMP"). A
//! thread leaves a move whose position another is searching until its
//! other moves are done ([`Busy`]), so the two do not do the same work at
//! the same time.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::engine::Game;

use super::busy::Busy;
use super::{Goal, Limits, SearchResult, Searcher};

impl Searcher {
    /// Searches `game` deeper and deeper until `limits` stop it, calling
    /// `info` after each completed depth; returns the last completed
    /// depth's result, or `None` when the game is over. Full strength; see
    /// [`Searcher::choose`] for the levels.
    ///
    /// A search to a fixed depth runs on this thread alone and searches
    /// every move to that depth, so that it answers the same every time
    /// and its depth means what it says (tests, puzzles, `go depth`).
    /// Without one it searches late quiet moves shallower first, to go
    /// deeper in its time, and runs on [`Searcher::with_threads`] threads,
    /// this thread's result being the answer; but a search to a node
    /// limit runs on this thread alone, so that it too answers the same
    /// every time.
    pub fn search(
        &mut self,
        game: &Game,
        limits: Limits,
        goal: Goal,
        info: impl FnMut(&SearchResult),
    ) -> Option<SearchResult> {
        self.table.next_generation();
        if limits.depth.is_some() {
            return self.full_width(|s| s.deepen(game, limits, goal, 0, info));
        }
        if self.threads == 1 || limits.nodes.is_some() {
            return self.deepen(game, limits, goal, 0, info);
        }
        let done = Arc::new(AtomicBool::new(false));
        self.busy = Some(Arc::new(Busy::new()));
        let found = std::thread::scope(|scope| {
            let helpers: Vec<_> = (1..self.threads)
                .map(|number| {
                    let mut helper = self.helper();
                    let limits = Limits {
                        stop: Some(Arc::clone(&done)),
                        ..limits.clone()
                    };
                    // Every other helper one ply ahead of the main thread.
                    let skew = (number % 2) as u32;
                    scope.spawn(move || {
                        helper.deepen(game, limits, goal, skew, |_| {});
                        helper.nodes
                    })
                })
                .collect();
            let mut found = self.deepen(game, limits, goal, 0, info);
            done.store(true, Ordering::Relaxed);
            for helper in helpers {
                let nodes = helper.join().unwrap_or_default();
                if let Some(found) = &mut found {
                    found.nodes += nodes;
                }
            }
            found
        });
        self.busy = None;
        found
    }

    /// A searcher for a helper thread: this one's settings and tables,
    /// its own killers, history and lines.
    fn helper(&self) -> Searcher {
        Searcher {
            tablebase: self.tablebase.clone(),
            busy: self.busy.clone(),
            weights: self.weights,
            quiescence: self.quiescence,
            reduction: self.reduction,
            ..Searcher::sharing(Arc::clone(&self.table))
        }
    }
}
