//! The top of the search: iterative deepening within the limits, the
//! levels, and every move's score for hints.

use std::time::Instant;

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use crate::engine::{Game, Move};

use super::key::key;
use super::negamax::Node;
use super::score::{INFINITY, SEED, final_score};
use super::{Goal, Level, Limits, Score, SearchResult, Searcher};

/// How deep the medium level looks, in plies.
const MEDIUM_DEPTH: u32 = 5;

/// The depth from which a search starts within a window around the last
/// depth's score: shallower ones are quick, and their scores jump.
const ASPIRATION_DEPTH: u32 = 4;

/// How far either side of the last depth's score that window first
/// reaches: half a seed.
const ASPIRATION_WINDOW: i32 = SEED / 2;

/// How far the easy level misjudges each move, either way, in score units.
const EASY_NOISE: i32 = 3 * SEED / 2;

impl Searcher {
    /// Searches `game` on this thread deeper and deeper until `limits`
    /// stop it, each iteration `skew` plies deeper than its number (a
    /// helper thread's way of not searching in step with the others),
    /// calling `info` after each completed depth; returns the last
    /// completed depth's result, or `None` when the game is over.
    pub(super) fn deepen(
        &mut self,
        game: &Game,
        limits: Limits,
        goal: Goal,
        skew: u32,
        mut info: impl FnMut(&SearchResult),
    ) -> Option<SearchResult> {
        let root = Node::root(game);
        if root.moves.is_empty() {
            return None;
        }
        let start = Instant::now();
        let max_depth = limits.max_depth();
        let budgeted = limits.deadline.is_some() || limits.nodes.is_some();
        self.prepare(game, limits, goal);
        let mut result: Option<SearchResult> = None;
        for depth in 1..=max_depth {
            if depth > 1 && self.limits.expired(self.nodes) {
                break;
            }
            let depth = (depth + skew).min(max_depth);
            self.may_abort = depth > 1;
            self.horizon = false;
            self.root_first = result.as_ref().map(|r| r.best);
            self.root_best = None;
            let score = self.aspire(&root, depth, result.as_ref().map(|r| r.score));
            if self.aborted {
                // A root move searched in full at this depth that beat the
                // one searched first (last depth's best) is the better guess.
                if let (Some(found), Some((best, score, pv))) = (&mut result, self.root_best.take())
                {
                    found.best = best;
                    found.score = Score(score);
                    found.pv = pv;
                }
                break;
            }
            let found = SearchResult {
                best: self.pv[0][0],
                score: Score(score),
                depth,
                nodes: self.nodes,
                elapsed: start.elapsed(),
                pv: self.pv[0][..self.pv_len[0]].to_vec(),
            };
            info(&found);
            result = Some(found);
            let forced = budgeted && root.moves.len() == 1;
            if !self.horizon || forced {
                break;
            }
        }
        if let Some(found) = &mut result {
            found.nodes = self.nodes;
            found.elapsed = start.elapsed();
        }
        result
    }

    /// The score of `root` at `depth`: first searched within a window
    /// around `guess`, the last depth's score. The score seldom moves far
    /// from one depth to the next, so the search has bounds near the truth
    /// from its first move on, and self-play with the window beat the same
    /// search without it (docs/STRENGTH.md). A score outside the window is
    /// only a bound, so the search runs again within a window four times
    /// as wide, and then without one. Finished games' scores jump,
    /// so they are searched without one.
    fn aspire(&mut self, root: &Node, depth: u32, guess: Option<Score>) -> i32 {
        let guess = guess.filter(|g| depth >= ASPIRATION_DEPTH && g.decided_margin().is_none());
        let Some(Score(guess)) = guess else {
            return self.negamax(root, depth, -INFINITY, INFINITY, 0);
        };
        for width in [ASPIRATION_WINDOW, 4 * ASPIRATION_WINDOW] {
            let (alpha, beta) = (guess - width, guess + width);
            let score = self.negamax(root, depth, alpha, beta, 0);
            if self.aborted || (alpha < score && score < beta) {
                return score;
            }
        }
        self.negamax(root, depth, -INFINITY, INFINITY, 0)
    }

    /// The move the computer plays at `level`: [`Level::Hard`] searches
    /// within `limits`; [`Level::Medium`] also stops at five plies;
    /// [`Level::Easy`] looks one or two plies and misjudges each move by up
    /// to a seed and a half, drawn from `seed` and the position, so the same
    /// seed makes the same mistakes. `None` when the game is over.
    pub fn choose(
        &mut self,
        game: &Game,
        level: Level,
        goal: Goal,
        limits: Limits,
        seed: u64,
    ) -> Option<SearchResult> {
        if level == Level::Hard {
            return self.search(game, limits, goal, |_| {});
        }
        // The lower levels play without the endgame tables' perfect play.
        let tablebase = self.tablebase.take();
        let found = match level {
            Level::Medium => {
                let depth = limits.depth.map_or(MEDIUM_DEPTH, |d| d.min(MEDIUM_DEPTH));
                let limits = Limits {
                    depth: Some(depth),
                    ..limits
                };
                self.search(game, limits, goal, |_| {})
            }
            _ => self.blunder(game, goal, seed),
        };
        self.tablebase = tablebase;
        found
    }

    /// The easy level's move: the best after noise, from a shallow look.
    fn blunder(&mut self, game: &Game, goal: Goal, seed: u64) -> Option<SearchResult> {
        let start = Instant::now();
        // Seeded, so the same seed makes the same mistakes in the same game.
        let mut rng = SmallRng::seed_from_u64(seed ^ key(game.position()));
        // A third of the time it does not look at the reply at all, and it
        // never follows captures past what it looks at.
        let depth = if rng.random_range(0..3) == 0 { 1 } else { 2 };
        let quiescence = std::mem::replace(&mut self.quiescence, 0);
        let scored = self.score_moves(game, depth, goal);
        self.quiescence = quiescence;
        let noisy =
            |score: Score, rng: &mut SmallRng| score.0 + rng.random_range(-EASY_NOISE..=EASY_NOISE);
        let mut pick = None;
        for (m, score) in scored {
            let judged = noisy(score, &mut rng);
            if pick.is_none_or(|(_, _, best)| judged > best) {
                pick = Some((m, score, judged));
            }
        }
        let (best, score, _) = pick?;
        Some(SearchResult {
            best,
            score,
            depth,
            nodes: self.nodes,
            elapsed: start.elapsed(),
            pv: vec![best],
        })
    }

    /// Every legal move with its exact score at `depth` plies (the move
    /// itself counts as one), best first, ties in move order: for hints
    /// that explain why one move beats another, puzzles and the review,
    /// which show these scores as margins. Empty when the game is over.
    /// No move is searched shallower than `depth`: these are the scores of
    /// the full-width search.
    pub fn score_moves(&mut self, game: &Game, depth: u32, goal: Goal) -> Vec<(Move, Score)> {
        self.full_width(|s| s.score_each(game, depth, goal))
    }

    /// [`Searcher::score_moves`], with the searcher's settings as they are.
    fn score_each(&mut self, game: &Game, depth: u32, goal: Goal) -> Vec<(Move, Score)> {
        let root = Node::root(game);
        if root.moves.is_empty() {
            return Vec::new();
        }
        self.table.next_generation();
        self.prepare(game, Limits::depth(depth), goal);
        let mover = root.position.to_move();
        let children = self.children(&root, None, 0);
        let mut scored: Vec<(Move, Score)> = children
            .iter()
            .map(|child| {
                let score = match self.status(child) {
                    Err(outcome) => final_score(goal, outcome.stores(), mover),
                    Ok(next) => {
                        let depth = depth.max(1) - 1;
                        self.descend(&next, child.captured, |s, next| {
                            s.child_score(next, depth, -INFINITY, INFINITY, 1)
                        })
                    }
                };
                (child.mv, Score(score))
            })
            .collect();
        scored.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        scored
    }

    /// Runs `search` with every move searched to the full depth, as a
    /// search to a fixed depth promises.
    pub(super) fn full_width<T>(&mut self, search: impl FnOnce(&mut Self) -> T) -> T {
        let reduction = std::mem::replace(&mut self.reduction, 0);
        let found = search(self);
        self.reduction = reduction;
        found
    }
}
