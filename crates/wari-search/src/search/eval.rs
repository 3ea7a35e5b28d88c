//! The evaluation of a position the search stops at: the store difference,
//! plus terms that self-play matches showed to win games (see
//! `examples/selfplay.rs` and docs/STRENGTH.md).

use crate::engine::{Player, Position};

use super::Goal;
use super::score::SEED;

/// The weight of each term, in hundredths of a seed, counted for the mover
/// minus the same count for the opponent. [`Weights::default`] holds the
/// measured values; self-play tries others.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Per seed on the player's own row: seeds a player may keep at a
    /// sweep and can sow.
    pub row_seeds: i32,
    /// Per non-empty pit: choice of moves, and less chance of being forced
    /// to feed or starve.
    pub mobility: i32,
    /// Per pit holding 1 or 2 seeds: one more seed makes it 2 or 3, ready
    /// to be captured (counted against its owner).
    pub vulnerable: i32,
    /// Per pit big enough to go round the board (2n - 1 seeds or more): it
    /// can reach and capture anywhere on the other row.
    pub lap: i32,
}

impl Weights {
    /// The store difference alone, as a baseline for self-play.
    pub const STORES_ONLY: Weights = Weights {
        row_seeds: 0,
        mobility: 0,
        vulnerable: 0,
        lap: 0,
    };

    /// Weights whose scores stay near the seeds a line wins: a seed for
    /// each non-empty pit and for each pit that goes round the board.
    /// Explanations search with these (the review, the puzzles and their
    /// margins), since they tell a score to the player as seeds: "wins at
    /// least 5 seeds more". The computer plays with [`Weights::default`],
    /// which counts the shape of the rows for more and wins more games.
    pub const EXPLAIN: Weights = Weights {
        row_seeds: 0,
        mobility: 100,
        vulnerable: 0,
        lap: 100,
    };
}

impl Default for Weights {
    /// Measured under warri-society by `examples/selfplay.rs`, 432 games a
    /// match (every three-ply opening, each side South in turn), depth 8:
    /// mobility 50 beat the store difference alone 70.5-1.5 in 72 games and
    /// mobility 100 beat 50 256-176 at depth 7; a lap pit worth 100 then won
    /// 257-175. Seeds on the own row (5, 15, 35) did not win clearly, so
    /// they are 0. 1s and 2s did not win alone (15, 30), but together with
    /// mobility 200 (150 for 1s and 2s) they scored 55.3% ± 4.1 at 20 ms a
    /// move; 300 and 200 then scored 49.8%, no better.
    fn default() -> Weights {
        Weights {
            row_seeds: 0,
            mobility: 200,
            vulnerable: 150,
            lap: 100,
        }
    }
}

/// The position's worth to the player to move.
pub(super) fn evaluate(position: &Position, goal: Goal, weights: &Weights) -> i32 {
    let mover = position.to_move();
    let stores = position.stores();
    let diff = i32::from(stores[mover]) - i32::from(stores[!mover]);
    match goal {
        // Short of 0, which only a finished game with equal stores earns.
        Goal::Balance => -diff.abs() * SEED - 1,
        Goal::Win => {
            diff * SEED + terms(position, mover, weights) - terms(position, !mover, weights)
        }
    }
}

/// One player's side of the weighted terms.
fn terms(position: &Position, player: Player, weights: &Weights) -> i32 {
    let row = position.row(player);
    let lap = 2 * row.len() as u16 - 1;
    let (mut seeds, mut filled, mut weak, mut big) = (0, 0, 0, 0);
    for &pit in row {
        seeds += i32::from(pit);
        filled += i32::from(pit > 0);
        weak += i32::from(matches!(pit, 1 | 2));
        big += i32::from(pit >= lap);
    }
    weights.row_seeds * seeds + weights.mobility * filled - weights.vulnerable * weak
        + weights.lap * big
}
