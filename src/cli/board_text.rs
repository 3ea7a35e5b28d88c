//! A position as plain text, for `wari replay` and the engine protocol.

use std::fmt::Write;

use wari::engine::{Pit, Player, Position};

/// Draws the board as a player sees it from South's side: North's row on
/// top, right to left, so that sowing runs counter-clockwise.
///
/// ```text
///          f   e   d   c   b   a
/// North    4   4   4   4   4   4   store  0
/// South    4   4   4   4   4   4   store  0
///          A   B   C   D   E   F
/// ```
pub fn board(position: &Position) -> String {
    let n = position.rules().pits_per_side();
    let label = |index: usize| Pit::new(index).map_or('?', |pit| pit.label(n));
    let mut out = String::new();
    let north: Vec<usize> = (n..2 * n).rev().collect();
    let south: Vec<usize> = (0..n).collect();
    let _ = write!(out, "{:7}", "");
    for &i in &north {
        let _ = write!(out, "{:>4}", label(i));
    }
    for (player, row) in [(Player::North, &north), (Player::South, &south)] {
        let _ = write!(out, "\n{:7}", player.title());
        for &i in row {
            let _ = write!(out, "{:>4}", position.pits()[i]);
        }
        let _ = write!(out, "   store {:>2}", position.stores()[player]);
    }
    let _ = write!(out, "\n{:7}", "");
    for &i in &south {
        let _ = write!(out, "{:>4}", label(i));
    }
    out
}
