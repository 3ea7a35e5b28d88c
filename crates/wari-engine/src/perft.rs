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

/// How many plies down [`divide`] splits the work: some two hundred
/// subtrees from the standard start, small enough that when one thread
/// takes the last the others are not left waiting long.
const SPLIT_PLIES: u32 = 3;

/// The number of move sequences of exactly `depth` plies from `game`, with
/// every rule applied: a sequence stops where the game ends, repetition
/// included. On the calling thread; [`divide`] counts on several.
pub fn perft(game: &Game, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut seen = boards_of(game);
    count(game.position(), game.legal_moves(), &mut seen, 0, depth)
}

/// Perft below each legal move of `game` (a "divide", to find where two
/// programs part), in move order, counted on `threads` threads.
///
/// The work is split `SPLIT_PLIES` plies down (fewer if `depth` is
/// smaller): each thread takes the next subtree left until none are.
pub fn divide(game: &Game, depth: u32, threads: NonZeroUsize) -> Vec<(Move, u64)> {
    let legal = game.legal_moves();
    if depth <= 1 {
        return legal.iter().map(|m| (m, u64::from(depth == 1))).collect();
    }
    let plies = SPLIT_PLIES.min(depth - 1);
    let tasks = split(game, plies);
    let next = AtomicUsize::new(0);
    let work = || {
        let mut totals = vec![0; legal.len()];
        let mut seen = boards_of(game);
        while let Some(task) = tasks.get(next.fetch_add(1, Ordering::Relaxed)) {
            totals[task.root] += task.count(game, &mut seen, depth - plies);
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

/// A subtree a few plies below the root, for one thread to count: the
/// moves that reach it, which the thread plays again on its own boards, so
/// that a task holds no boards.
struct Task {
    /// Which root move it is below, by its index among the legal moves.
    root: usize,
    moves: Vec<Move>,
}

impl Task {
    /// The sequences of `depth` plies below the task's moves from `game`;
    /// `seen` are the thread's boards, the game's since its last capture,
    /// and are left so.
    fn count(&self, game: &Game, seen: &mut Vec<Board>, depth: u32) -> u64 {
        let base = seen.len();
        let (mut position, mut legal, mut since) = (*game.position(), game.legal_moves(), 0);
        for &m in &self.moves {
            (position, legal, since) =
                step(&position, m, seen, since).expect("a task's moves keep the game going");
        }
        let total = count(&position, legal, seen, since, depth);
        seen.truncate(base);
        total
    }
}

/// The subtrees `plies` plies below `game` where the game still goes on,
/// in move order.
fn split(game: &Game, plies: u32) -> Vec<Task> {
    let mut tasks = Vec::new();
    let mut seen = boards_of(game);
    let mut moves = Vec::new();
    for (root, m) in game.legal_moves().iter().enumerate() {
        moves.push(m);
        gather(
            game.position(),
            root,
            &mut moves,
            &mut seen,
            0,
            plies,
            &mut tasks,
        );
        moves.pop();
    }
    tasks
}

/// Adds to `tasks` the subtrees `plies` below the last of `moves`, played
/// from `position`, if the game goes on there; `seen[since..]` are the
/// boards since the last capture, `position`'s last.
fn gather(
    position: &Position,
    root: usize,
    moves: &mut Vec<Move>,
    seen: &mut Vec<Board>,
    since: usize,
    plies: u32,
    tasks: &mut Vec<Task>,
) {
    let m = *moves.last().expect("a move to play");
    let Some((child, legal, since)) = step(position, m, seen, since) else {
        return;
    };
    if plies == 1 {
        tasks.push(Task {
            root,
            moves: moves.clone(),
        });
    } else {
        for reply in legal {
            moves.push(reply);
            gather(&child, root, moves, seen, since, plies - 1, tasks);
            moves.pop();
        }
    }
    seen.pop();
}

/// The game's boards since its last capture, with room for a sequence as
/// long as perft counts.
fn boards_of(game: &Game) -> Vec<Board> {
    let boards = game.boards_since_capture();
    let mut seen = Vec::with_capacity(boards.len() + MAX_PERFT_DEPTH as usize);
    seen.extend_from_slice(boards);
    seen
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
/// ([`Position::status`]); if it does, adds its board to `seen` and returns
/// the position after, its legal moves and where the boards since the last
/// capture now start in `seen`.
fn step(
    position: &Position,
    m: Move,
    seen: &mut Vec<Board>,
    since: usize,
) -> Option<(Position, MoveList, usize)> {
    let mut next = *position;
    let since = if next.play_unchecked(m) {
        seen.len()
    } else {
        since
    };
    match next.status(|board| repeats(&seen[since..], board)) {
        Status::Going(legal) => {
            seen.push(*next.board());
            Some((next, legal, since))
        }
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
