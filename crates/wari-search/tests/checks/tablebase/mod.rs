//! The endgame tables checked against what the game, repetition rule
//! and all, gives from each position as a fresh start: by following every
//! line of play where that can be done, by proving the ranges with the
//! strategies that reach them where it cannot, by a plain working-out
//! that shares none of the tables' code, and on hand-worked positions.

mod exhaustive;
mod low_memory;
mod positions;
mod proof;
mod working_out;

use std::num::NonZeroUsize;

use wari_engine::{ByPlayer, GrandSlam, Player, Position, Rules};
use wari_search::tablebase::{Shape, Table};

/// Every board of `len` pits with at most `max` seeds, by plain recursion.
fn boards(len: usize, max: u16) -> Vec<Vec<u16>> {
    fn fill(len: usize, pits: &mut Vec<u16>, left: u16, out: &mut Vec<Vec<u16>>) {
        if pits.len() == len {
            out.push(pits.clone());
            return;
        }
        for seeds in 0..=left {
            pits.push(seeds);
            fill(len, pits, left - seeds, out);
            pits.pop();
        }
    }
    let mut out = Vec::new();
    fill(len, &mut Vec::new(), max, &mut out);
    out
}

/// Every position of up to `max` seeds on the board under `rules`, both
/// players to move, the stores empty: fresh starts, as a table takes them.
fn positions(rules: Rules, max: u16) -> Vec<Position> {
    boards(2 * rules.pits_per_side(), max)
        .into_iter()
        .flat_map(|pits| {
            Player::ALL.map(|to_move| {
                Position::from_parts(rules, &pits, ByPlayer::default(), to_move)
                    .expect("a small position")
            })
        })
        .collect()
}

fn rules(pits_per_side: u8, grand_slam: GrandSlam) -> Rules {
    Rules::new(pits_per_side, 4, grand_slam, false).expect("a board the engine plays")
}

fn position(rules: Rules, text: &str) -> Position {
    text.parse::<wari_engine::Diagram>()
        .expect("a diagram")
        .position(rules)
        .expect("a position")
}

fn table(rules: Rules, max_seeds: usize) -> Table {
    let shape = Shape::new(rules, max_seeds).expect("a small table");
    Table::build(shape, NonZeroUsize::new(2).expect("two"), |_, _| {})
}
