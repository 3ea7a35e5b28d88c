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
    let mut path = Path::new(game);
    count(game.position(), game.legal_moves(), &mut path, depth)
}

/// Perft below each legal move of `game` (a "divide", to find where two
/// programs part), in move order, counted on `threads` threads.
///
/// The work is split [`SPLIT_PLIES`] plies down (fewer if `depth` is
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
        let mut path = Path::new(game);
        while let Some(task) = tasks.get(next.fetch_add(1, Ordering::Relaxed)) {
            totals[task.root] += task.count(game, &mut path, depth - plies);
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
/// moves that reach it, which the thread plays again on its own path, so
/// that a task holds no boards.
struct Task {
    /// Which root move it is below, by its index among the legal moves.
    root: usize,
    moves: Vec<Move>,
}

impl Task {
    /// The sequences of `depth` plies below the task's moves from `game`;
    /// `path` is the thread's own, left as [`Path::new`] made it.
    fn count(&self, game: &Game, path: &mut Path, depth: u32) -> u64 {
        let base = path.boards.len();
        let mut position = *game.position();
        let mut legal = game.legal_moves();
        for &m in &self.moves {
            (position, legal) = path
                .step(&position, m)
                .expect("a task's moves keep the game going");
        }
        let total = count(&position, legal, path, depth);
        path.boards.truncate(base);
        path.since = 0;
        total
    }
}

/// The subtrees `plies` plies below `game` where the game still goes on,
/// in move order.
fn split(game: &Game, plies: u32) -> Vec<Task> {
    let mut tasks = Vec::new();
    let mut path = Path::new(game);
    let mut moves = Vec::new();
    for (root, m) in game.legal_moves().iter().enumerate() {
        moves.push(m);
        gather(
            game.position(),
            root,
            &mut moves,
            &mut path,
            plies,
            &mut tasks,
        );
        moves.pop();
    }
    tasks
}

/// Adds to `tasks` the subtrees `plies` below the last of `moves`, played
/// from `position`, if the game goes on there.
fn gather(
    position: &Position,
    root: usize,
    moves: &mut Vec<Move>,
    path: &mut Path,
    plies: u32,
    tasks: &mut Vec<Task>,
) {
    let since = path.since;
    let m = *moves.last().expect("a move to play");
    if let Some((child, legal)) = path.step(position, m) {
        if plies == 1 {
            tasks.push(Task {
                root,
                moves: moves.clone(),
            });
        } else {
            for reply in legal {
                moves.push(reply);
                gather(&child, root, moves, path, plies - 1, tasks);
                moves.pop();
            }
        }
        path.boards.pop();
    }
    path.since = since;
}

/// Counts below `position`, whose legal moves are `legal` and whose board
/// is the last of `path`.
fn count(position: &Position, legal: MoveList, path: &mut Path, depth: u32) -> u64 {
    // Counting the last ply's moves without playing them is what makes
    // perft fast: the leaves are most of the tree.
    if depth <= 1 {
        return if depth == 1 { legal.len() as u64 } else { 1 };
    }
    let mut total = 0;
    for m in legal {
        let mut next = *position;
        let since = path.since;
        if next.play_unchecked(m) {
            path.since = path.boards.len();
        }
        // The parents of the leaves, most of the nodes, count their moves
        // without listing them.
        if depth == 2 {
            total += next.moves_if_going(|board| path.repeats(board)) as u64;
        } else if let Status::Going(next_legal) = next.status(|board| path.repeats(board)) {
            path.push(next.board());
            total += count(&next, next_legal, path, depth - 1);
            path.boards.pop();
        }
        path.since = since;
    }
    total
}

/// The boards along the sequence being counted, the game's own since its
/// last capture first; those since the last capture start at `since`.
struct Path {
    boards: Vec<Board>,
    since: usize,
}

impl Path {
    /// The game's boards since its last capture, room left for a sequence
    /// as long as perft counts.
    fn new(game: &Game) -> Path {
        let seen = game.boards_since_capture();
        let mut boards = Vec::with_capacity(seen.len() + MAX_PERFT_DEPTH as usize);
        boards.extend_from_slice(seen);
        Path { boards, since: 0 }
    }

    /// Adds the board a sequence has reached.
    fn push(&mut self, board: &Board) {
        self.boards.push(*board);
    }

    /// Whether `board`, reached by a move from the last board, came before
    /// since the last capture. Only boards with the same player to move can
    /// repeat: every other one, back from the one before the last; and only
    /// boards of the same [`Board::head`], compared first since that is
    /// cheaper.
    #[inline]
    fn repeats(&self, board: &Board) -> bool {
        let boards = &self.boards[self.since..];
        if boards.len() < 2 {
            return false;
        }
        let head = board.head();
        let mut i = boards.len();
        while i >= 2 {
            i -= 2;
            let b = &boards[i];
            if b.head() == head && b == board {
                return true;
            }
        }
        false
    }

    /// Plays `m` from `position`, whose board is the last, and asks the
    /// position after whether the game goes on ([`Position::status`]); if
    /// it does, adds its board and returns it with its legal moves.
    /// `since` moves to the new board on a capture, and is left there.
    fn step(&mut self, position: &Position, m: Move) -> Option<(Position, MoveList)> {
        let mut next = *position;
        if next.play_unchecked(m) {
            self.since = self.boards.len();
        }
        match next.status(|board| self.repeats(board)) {
            Status::Going(legal) => {
                self.push(next.board());
                Some((next, legal))
            }
            Status::Over(_) => None,
        }
    }
}
