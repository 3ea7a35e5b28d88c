//! Perft: counting move sequences, to check move generation against numbers
//! computed elsewhere (RULES.md 7).

use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicUsize, Ordering};

use super::position::Board;
use super::{Game, Move, MoveList, Position, Status};

/// The deepest perft `wari perft` runs: 15 plies from the standard start
/// take minutes on two cores; each ply more multiplies the time by about
/// five.
pub const MAX_PERFT_DEPTH: u32 = 15;

/// The number of move sequences of exactly `depth` plies from `game`, with
/// every rule applied: a sequence stops where the game ends, repetition
/// included. On the calling thread; [`divide`] counts on several.
pub fn perft(game: &Game, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut seen = game.boards_since_capture().to_vec();
    seen.reserve(depth.min(MAX_PERFT_DEPTH) as usize);
    count(game.position(), game.legal_moves(), &mut seen, 0, depth)
}

/// Perft below each legal move of `game` (a "divide", to find where two
/// programs part), in move order, counted on `threads` threads.
///
/// The work is split two plies down, so that the threads share out some
/// thirty subtrees of unequal size instead of six: each takes the next
/// one left until none are.
pub fn divide(game: &Game, depth: u32, threads: NonZeroUsize) -> Vec<(Move, u64)> {
    let legal = game.legal_moves();
    if depth <= 1 {
        return legal.iter().map(|m| (m, u64::from(depth == 1))).collect();
    }
    let tasks = split(game, depth);
    let next = AtomicUsize::new(0);
    let work = || {
        let mut totals = vec![0; legal.len()];
        while let Some(task) = tasks.get(next.fetch_add(1, Ordering::Relaxed)) {
            totals[task.root] += task.count();
        }
        totals
    };
    let totals: Vec<Vec<u64>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (1..threads.get()).map(|_| scope.spawn(work)).collect();
        let mine = work();
        let mut all: Vec<Vec<u64>> = workers
            .into_iter()
            .map(|w| w.join().expect("a perft thread does not panic"))
            .collect();
        all.push(mine);
        all
    });
    legal
        .iter()
        .enumerate()
        .map(|(i, m)| (m, totals.iter().map(|t| t[i]).sum()))
        .collect()
}

/// A subtree two plies below the root, for one thread to count.
struct Task {
    /// Which root move it is below, by its index among the legal moves.
    root: usize,
    position: Position,
    legal: MoveList,
    seen: Vec<Board>,
    since: usize,
    depth: u32,
}

impl Task {
    fn count(&self) -> u64 {
        let mut seen = self.seen.clone();
        count(
            &self.position,
            self.legal,
            &mut seen,
            self.since,
            self.depth,
        )
    }
}

/// The subtrees two plies below `game`, each `depth - 2` plies deep;
/// `depth` is at least 2.
fn split(game: &Game, depth: u32) -> Vec<Task> {
    let mut tasks = Vec::new();
    let mut seen = game.boards_since_capture().to_vec();
    let root = game.position();
    for (i, m) in game.legal_moves().iter().enumerate() {
        let Some((child, replies, since)) = step(root, m, &seen, 0) else {
            continue;
        };
        seen.push(*child.board());
        for reply in replies {
            if let Some((position, legal, since)) = step(&child, reply, &seen, since) {
                let mut seen = seen.clone();
                seen.push(*position.board());
                tasks.push(Task {
                    root: i,
                    position,
                    legal,
                    seen,
                    since,
                    depth: depth - 2,
                });
            }
        }
        seen.pop();
    }
    tasks
}

/// Counts below `position`, whose legal moves are `legal`; `seen[since..]`
/// are the boards since the last capture, `position`'s last.
fn count(
    position: &Position,
    legal: MoveList,
    seen: &mut Vec<Board>,
    since: usize,
    depth: u32,
) -> u64 {
    // Counting the last ply's moves without playing them is what makes
    // perft fast: the leaves are most of the tree.
    if depth <= 1 {
        return if depth == 1 { legal.len() as u64 } else { 1 };
    }
    let mut total = 0;
    for m in legal {
        let mut next = *position;
        let since = if next.play_unchecked(m) {
            seen.len()
        } else {
            since
        };
        let repeated = |board: &Board| repeats(&seen[since..], board);
        // The parents of the leaves, most of the nodes, count their moves
        // without listing them.
        if depth == 2 {
            total += next.moves_if_going(repeated) as u64;
        } else if let Status::Going(next_legal) = next.status(repeated) {
            seen.push(*next.board());
            total += count(&next, next_legal, seen, since, depth - 1);
            seen.pop();
        }
    }
    total
}

/// Plays `m` and asks the position whether the game goes on
/// ([`Position::status`]); if it does, the position after, its legal moves
/// and where the boards since the last capture now start in `seen`.
fn step(
    position: &Position,
    m: Move,
    seen: &[Board],
    since: usize,
) -> Option<(Position, MoveList, usize)> {
    let mut next = *position;
    let since = if next.play_unchecked(m) {
        seen.len()
    } else {
        since
    };
    match next.status(|board| repeats(&seen[since..], board)) {
        Status::Going(legal) => Some((next, legal, since)),
        Status::Over(_) => None,
    }
}

/// Whether `board` is among `boards` (those since the last capture, the
/// parent's last). Only boards with the same player to move can repeat:
/// every other one, back from the one before the parent's.
fn repeats(boards: &[Board], board: &Board) -> bool {
    let mut i = boards.len();
    while i >= 2 {
        i -= 2;
        if boards[i] == *board {
            return true;
        }
    }
    false
}
