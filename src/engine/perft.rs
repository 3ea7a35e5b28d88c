//! Perft: counting move sequences, to check move generation against numbers
//! computed elsewhere (RULES.md 7).

use super::position::Board;
use super::{Game, MoveList, Position};

/// The number of move sequences of exactly `depth` plies from `game`, with
/// every rule applied: a sequence stops where the game ends, repetition
/// included.
pub fn perft(game: &Game, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let legal = game.legal_moves();
    let mut seen = game.boards_since_capture().to_vec();
    seen.reserve(depth as usize);
    count(game.position(), legal, &mut seen, 0, depth)
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
    if depth == 1 {
        return legal.len() as u64;
    }
    let mut total = 0;
    for m in legal {
        let mut next = *position;
        let since = if next.play_unchecked(m) {
            seen.len()
        } else {
            since
        };
        // Only boards with the same player to move can repeat: every other one.
        let mut same_mover = seen[since..].iter().rev().skip(1).step_by(2);
        if same_mover.any(|board| board == next.board()) {
            continue;
        }
        let next_legal = next.legal_moves();
        if next_legal.is_empty() {
            continue;
        }
        seen.push(*next.board());
        total += count(&next, next_legal, seen, since, depth - 1);
        seen.pop();
    }
    total
}
