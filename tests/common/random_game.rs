//! A legal game chosen by numbers, for the records' property tests.

use wari::engine::{Game, Move, Position};
use wari::record::Finish;

/// The moves `picks` choose from `start` in turn (each modulo the legal
/// moves), until they run out or the game ends, and a finish that fits:
/// the game's own end, or the one `finish` picks when it goes on.
pub fn random_game(start: Position, picks: &[usize], finish: usize) -> (Vec<Move>, Finish) {
    let mut game = Game::from_position(start);
    let mut moves = Vec::new();
    for &pick in picks {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        let m = legal.as_slice()[pick % legal.len()];
        game.play(m).expect("legal");
        moves.push(m);
    }
    let finish = match (game.outcome(), finish % 3) {
        (Some(_), _) | (None, 0) => Finish::Moves,
        (None, 1) => Finish::Agreement,
        (None, _) => Finish::Abandoned,
    };
    (moves, finish)
}
