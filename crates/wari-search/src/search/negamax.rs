//! The recursive search: principal-variation alpha-beta over the children
//! of a node, with every end rule decided as each child is made.

use crate::engine::{
    EndReason, Game, MAX_PITS_PER_SIDE, Move, MoveList, Outcome, Player, Position, Status,
};

use super::busy::Busy;
use super::eval::evaluate;
use super::key::key;
use super::limits::NODE_STEP;
use super::score::{INFINITY, final_score};
use super::table::Bound;
use super::{MAX_PLY, Searcher};

/// The place in the move order from which quiet moves are reduced.
const LATE: usize = 2;

/// The least depth at which a node tells the other threads it is being
/// searched: below it a search is over sooner than waiting would save.
const BUSY_DEPTH: u32 = 3;

/// A position the game goes on from, with its key and legal moves.
#[derive(Clone, Copy)]
pub(super) struct Node {
    pub(super) position: Position,
    pub(super) key: u64,
    pub(super) moves: MoveList,
}

impl Node {
    /// Where a search of `game` starts: its position, with the game's own
    /// legal moves (none once it is over).
    pub(super) fn root(game: &Game) -> Node {
        Node {
            position: *game.position(),
            key: key(game.position()),
            moves: game.legal_moves(),
        }
    }
}

/// A move of a node, played. Its key is worked out only if it is looked
/// at ([`Searcher::status`]): after a cut-off most children never are.
#[derive(Clone, Copy)]
pub(super) struct Child {
    pub(super) mv: Move,
    pub(super) position: Position,
    pub(super) captured: bool,
    /// Higher is searched first.
    order: i32,
}

/// A node's moves, played, and the order to search them in.
pub(super) struct Children {
    played: [Child; MAX_PITS_PER_SIDE],
    /// Indices into `played`, best first: sorting them moves bytes where
    /// sorting the children would move positions.
    order: [u8; MAX_PITS_PER_SIDE],
    len: usize,
}

impl Children {
    /// The children, best first.
    pub(super) fn iter(&self) -> impl Iterator<Item = &Child> {
        self.order[..self.len]
            .iter()
            .map(|&i| &self.played[usize::from(i)])
    }

    /// The child searched first; a node the game goes on from has one.
    fn first(&self) -> &Child {
        self.get(0)
    }

    /// The `i`th child in the order.
    fn get(&self, i: usize) -> &Child {
        &self.played[usize::from(self.order[i])]
    }
}

/// The order a node's children are searched in: as sorted, then those
/// put off because another thread was searching them.
struct Turns {
    len: usize,
    later: [usize; MAX_PITS_PER_SIDE],
    deferred: usize,
    turn: usize,
}

impl Turns {
    fn new(len: usize) -> Turns {
        Turns {
            len,
            later: [0; MAX_PITS_PER_SIDE],
            deferred: 0,
            turn: 0,
        }
    }

    /// Puts the child at place `i` off until the others are searched.
    fn defer(&mut self, i: usize) {
        self.later[self.deferred] = i;
        self.deferred += 1;
    }
}

impl Iterator for Turns {
    /// The next child's place in the sorted order, and whether it was put
    /// off before.
    type Item = (usize, bool);

    fn next(&mut self) -> Option<(usize, bool)> {
        let turn = self.turn;
        self.turn += 1;
        match turn.checked_sub(self.len) {
            None => Some((turn, false)),
            Some(k) => (k < self.deferred).then(|| (self.later[k], true)),
        }
    }
}

impl Searcher {
    /// The score of `node` for its player to move, searched `depth` plies
    /// deep within the window `alpha..beta`.
    pub(super) fn negamax(
        &mut self,
        node: &Node,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        self.nodes += 1;
        if self.may_abort && self.nodes.is_multiple_of(NODE_STEP) && self.limits.expired(self.nodes)
        {
            self.aborted = true;
        }
        if self.aborted {
            return 0;
        }
        self.pv_len[ply] = ply;
        if depth == 0 || ply + 1 >= MAX_PLY {
            self.horizon = true;
            return self.quiesce(node, alpha, beta, ply, self.quiescence);
        }
        let entry = self.table.probe(node.key);
        if let Some(e) = entry.filter(|e| ply > 0 && u32::from(e.depth) >= depth) {
            let cuts = match e.bound {
                Bound::Exact => true,
                Bound::Lower => e.score >= beta,
                Bound::Upper => e.score <= alpha,
            };
            if cuts {
                self.horizon = true;
                return e.score;
            }
        }
        let table_move = entry.and_then(|e| e.best());
        let first = if ply == 0 {
            self.root_first.or(table_move)
        } else {
            table_move
        };
        let children = self.children(node, first, ply);
        let mover = node.position.to_move();
        let alpha_in = alpha;
        let repetitions = self.repetitions;
        let mut best = (-INFINITY, children.first().mv);
        if let Some(busy) = self.busy(depth) {
            busy.enter(node.key);
        }
        let mut turns = Turns::new(children.len);
        while let Some((i, again)) = turns.next() {
            let child = children.get(i);
            self.pv_len[ply + 1] = ply + 1;
            let score = match self.status(child) {
                Err(outcome) => {
                    if outcome.reason() == EndReason::Repetition {
                        self.repetitions += 1;
                    }
                    final_score(self.goal, outcome.stores(), mover)
                }
                Ok(next) => match self.settled(child) {
                    Some(score) => -score,
                    None if i > 0
                        && !again
                        && self.busy(depth).is_some_and(|b| b.holds(next.key)) =>
                    {
                        turns.defer(i);
                        continue;
                    }
                    None => self.search_child(&next, child.captured, depth, alpha, beta, ply, i),
                },
            };
            if self.aborted {
                break;
            }
            if score > best.0 {
                best = (score, child.mv);
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, child.mv);
                    if ply == 0 && i > 0 {
                        let line = self.pv[0][..self.pv_len[0]].to_vec();
                        self.root_best = Some((child.mv, score, line));
                    }
                }
                if score >= beta {
                    self.reward(mover, child, depth, ply);
                    break;
                }
            }
        }
        if let Some(busy) = self.busy(depth) {
            busy.leave(node.key);
        }
        if self.aborted {
            return 0;
        }
        let bound = if best.0 >= beta {
            Bound::Lower
        } else if best.0 > alpha_in {
            Bound::Exact
        } else {
            Bound::Upper
        };
        // A score that rests on a board repeating from the path above
        // holds for this path only: kept for its move, never to cut with.
        let depth = if self.repetitions == repetitions {
            depth
        } else {
            0
        };
        self.table.store(node.key, depth, best.0, bound, best.1);
        best.0
    }

    /// Where the threads of a search mark the nodes they are on, for a
    /// node searched `depth` plies deep: none on one thread, or so near
    /// the horizon.
    fn busy(&self, depth: u32) -> Option<&Busy> {
        self.busy.as_deref().filter(|_| depth >= BUSY_DEPTH)
    }

    /// The evaluation at the horizon, after following the mover's captures
    /// `plies` deep; the mover may also stand on the evaluation. Under
    /// [`Goal::Balance`](super::Goal::Balance) the evaluation alone.
    ///
    /// For a position the endgame tables hold, what they allow bounds the
    /// result: a finished game's score when they decide who wins (their
    /// exact value, or a range with one winner), like every decided value
    /// the tables give.
    fn quiesce(&mut self, node: &Node, alpha: i32, beta: i32, ply: usize, plies: u32) -> i32 {
        match self
            .endgame
            .as_ref()
            .and_then(|e| e.verdict(&node.position))
        {
            Some(verdict) => match verdict.decided(&node.position, self.path.fresh()) {
                Some(score) => score,
                None => {
                    let score = self.captures(node, alpha, beta, ply, plies);
                    verdict.bound(score)
                }
            },
            None => self.captures(node, alpha, beta, ply, plies),
        }
    }

    /// The evaluation after following the mover's captures `plies` deep,
    /// for [`Searcher::quiesce`].
    fn captures(&mut self, node: &Node, mut alpha: i32, beta: i32, ply: usize, plies: u32) -> i32 {
        let stand = evaluate(&node.position, self.goal, &self.weights);
        if plies == 0 || self.goal.shared() || ply + 1 >= MAX_PLY || stand >= beta {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        let children = self.children(node, None, ply);
        let mover = node.position.to_move();
        for child in children.iter().filter(|c| c.captured) {
            self.nodes += 1;
            let score = match self.status(child) {
                Err(outcome) => final_score(self.goal, outcome.stores(), mover),
                Ok(next) => match self.settled(child) {
                    Some(score) => -score,
                    None => self.descend(&next, child.captured, |s, next| {
                        -s.quiesce(next, -beta, -alpha, ply + 1, plies - 1)
                    }),
                },
            };
            best = best.max(score);
            alpha = alpha.max(score);
            if score >= beta {
                break;
            }
        }
        best
    }

    /// Searches a child the game goes on from: the first with the full
    /// window, the rest with a null window first, again in full only if
    /// they beat alpha. A quiet move late in the order is first searched
    /// [`Searcher::reduction`] plies shallower, and again at full depth
    /// only if it beats alpha there.
    #[allow(clippy::too_many_arguments)]
    fn search_child(
        &mut self,
        next: &Node,
        captured: bool,
        depth: u32,
        alpha: i32,
        beta: i32,
        ply: usize,
        index: usize,
    ) -> i32 {
        let reduce = if index >= LATE && !captured && depth >= 3 {
            self.reduction.min(depth - 2)
        } else {
            0
        };
        self.descend(next, captured, |s, next| {
            if index == 0 {
                return s.child_score(next, depth - 1, alpha, beta, ply + 1);
            }
            let mut score = s.child_score(next, depth - 1 - reduce, alpha, alpha + 1, ply + 1);
            if reduce > 0 && score > alpha {
                score = s.child_score(next, depth - 1, alpha, alpha + 1, ply + 1);
            }
            if score > alpha && score < beta {
                score = s.child_score(next, depth - 1, alpha, beta, ply + 1);
            }
            score
        })
    }

    /// Runs `search` on `next`, reached by a move that `captured` or not,
    /// with its board on the path, so repetition is seen below it, and off
    /// again after.
    pub(super) fn descend(
        &mut self,
        next: &Node,
        captured: bool,
        search: impl FnOnce(&mut Self, &Node) -> i32,
    ) -> i32 {
        let since = self.path.push(next.key, *next.position.board(), captured);
        let score = search(self, next);
        self.path.pop(since);
        score
    }

    /// A child's score from the parent's view within the parent's window:
    /// negated under [`Goal::Win`](super::Goal::Win), as it is under
    /// [`Goal::Balance`](super::Goal::Balance), where both players share it.
    pub(super) fn child_score(
        &mut self,
        next: &Node,
        depth: u32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        if self.goal.shared() {
            self.negamax(next, depth, alpha, beta, ply)
        } else {
            -self.negamax(next, depth, -beta, -alpha, ply)
        }
    }

    /// The decided score of the position after `child`'s move, for its
    /// mover, when the move captured and the endgame tables decide who
    /// wins there: after a capture no earlier board can repeat, so the
    /// table's fresh start is the game's own.
    fn settled(&self, child: &Child) -> Option<i32> {
        if !child.captured {
            return None;
        }
        let verdict = self.endgame.as_ref()?.verdict(&child.position)?;
        verdict.decided(&child.position, true)
    }

    /// Whether the game ends after `child`'s move: the position decides,
    /// with the boards on the search's path for the repetition rule (a
    /// capture leaves nothing to repeat). The node to search next if it
    /// goes on, the outcome if not.
    pub(super) fn status(&self, child: &Child) -> Result<Node, Outcome> {
        let key = key(&child.position);
        match child
            .position
            .status(|board| !child.captured && self.path.repeats(key, board))
        {
            Status::Going(moves) => Ok(Node {
                position: child.position,
                key,
                moves,
            }),
            Status::Over(outcome) => Err(outcome),
        }
    }

    /// Plays every move of `node` and sorts the children best-first: the
    /// table's move, then captures by size, then the killers, then by
    /// history.
    pub(super) fn children(&self, node: &Node, table_move: Option<Move>, ply: usize) -> Children {
        let mover = node.position.to_move();
        let before = node.position.stores()[mover];
        let blank = Child {
            mv: Move::FIRST,
            position: node.position,
            captured: false,
            order: i32::MIN,
        };
        let mut played = [blank; MAX_PITS_PER_SIDE];
        for (slot, m) in played.iter_mut().zip(node.moves) {
            let mut position = node.position;
            let captured = position.play_unchecked(m);
            let gain = i32::from(position.stores()[mover] - before);
            let number = m.number() as u8;
            let order = if Some(m) == table_move {
                1 << 30
            } else if captured {
                (1 << 24) + gain
            } else if let Some(k) = self.killers[ply].iter().position(|&k| k == number) {
                (1 << 23) - k as i32
            } else {
                self.history[mover as usize][m.number()].min(1 << 22) as i32
            };
            *slot = Child {
                mv: m,
                position,
                captured,
                order,
            };
        }
        let len = node.moves.len();
        let mut order = std::array::from_fn(|i| i as u8);
        // Stable, so equal moves keep their ascending order: repeatable.
        order[..len].sort_by_key(|&i| std::cmp::Reverse(played[usize::from(i)].order));
        Children { played, order, len }
    }

    /// Copies the child's line below `m` into this ply's line.
    fn update_pv(&mut self, ply: usize, m: Move) {
        let child_len = self.pv_len[ply + 1].max(ply + 1);
        let (upper, lower) = self.pv.split_at_mut(ply + 1);
        let line = &mut upper[ply];
        line[ply] = m;
        line[ply + 1..child_len].copy_from_slice(&lower[0][ply + 1..child_len]);
        self.pv_len[ply] = child_len;
    }

    /// Remembers a quiet move that cut off, to try it early elsewhere.
    fn reward(&mut self, mover: Player, child: &Child, depth: u32, ply: usize) {
        if child.captured {
            return;
        }
        let number = child.mv.number() as u8;
        let killers = &mut self.killers[ply];
        if killers[0] != number {
            killers[1] = killers[0];
            killers[0] = number;
        }
        let history = &mut self.history[mover as usize][child.mv.number()];
        *history = history.saturating_add(depth * depth);
    }
}
