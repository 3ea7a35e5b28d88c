//! Positions built by hand for the engine's integration tests: boards written the way
//! RULES.md 6 writes them, South's row then North's, `|` between.

#![allow(dead_code)] // the main crate's tests share this file and use their own subset

use wari_engine::{ByPlayer, Game, Player, Position, Rules};

/// Parses `"4 4 0 5 5 5 | 5 4 4 4 4 4"` into the pits in RULES.md's order.
pub fn pits(rows: &str) -> Vec<u16> {
    rows.split_whitespace()
        .filter(|word| *word != "|")
        .map(|word| word.parse().expect("a pit count"))
        .collect()
}

/// A position built by hand from rows written as in RULES.md 6.
pub fn position(rules: Rules, rows: &str, stores: (u16, u16), to_move: Player) -> Position {
    let stores = ByPlayer::new(stores.0, stores.1);
    Position::from_parts(rules, &pits(rows), stores, to_move).expect("a valid test position")
}

/// A game starting from a position built by hand.
pub fn game(rules: Rules, rows: &str, stores: (u16, u16), to_move: Player) -> Game {
    Game::from_position(position(rules, rows, stores, to_move))
}

/// The rows of a position written as in RULES.md 6.
pub fn rows(position: &Position) -> String {
    let side = |player| {
        let row: Vec<String> = position.row(player).iter().map(u16::to_string).collect();
        row.join(" ")
    };
    format!("{} | {}", side(Player::South), side(Player::North))
}

/// Both stores, South's first.
pub fn stores(position: &Position) -> (u16, u16) {
    let stores = position.stores();
    (stores.south(), stores.north())
}
