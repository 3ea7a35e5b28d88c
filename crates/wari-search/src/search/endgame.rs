//! What the endgame tables tell the search: the final stores of a position
//! with few enough seeds on the board, exact or as the table's estimate.

use std::sync::Arc;

use crate::engine::{ByPlayer, Position};
use crate::tablebase::Table;

use super::Goal;
use super::score::{SEED, Score, final_score};

/// A table the search may read for the game at hand: its rules covered,
/// and the goal one a table answers (the most seeds for the mover).
#[derive(Clone)]
pub(super) struct Endgame {
    table: Arc<Table>,
    max_seeds: u16,
}

/// A table's word on a position: the stores the game ends with if the
/// table's number is what each player wins of the board, and the range
/// the mover's final margin lies in.
pub(super) struct Verdict {
    pub(super) stores: ByPlayer<u16>,
    /// Whether the number holds whatever the repetition rule does.
    pub(super) exact: bool,
    /// The mover's final margin, in score units, when they win the
    /// table's `least` and its `most`.
    pub(super) margins: (i32, i32),
    /// Which way a repetition of this very board would move the mover's
    /// share from the table's number: -1, 0 or 1.
    repeated: i32,
}

/// How far a settled value the game has not reached leans towards what a
/// repetition of its board would give: a hundredth of a seed, less than
/// any difference in seeds.
const LEAN: i32 = 1;

/// How far inside its ends a range keeps a score: further than a settled
/// value leans, so that a settled value is worth more than a range that
/// only reaches it.
const INSIDE: i32 = 2 * LEAN;

impl Endgame {
    /// The table for a search of `position` towards `goal`, if it serves.
    pub(super) fn new(table: &Arc<Table>, position: &Position, goal: Goal) -> Option<Endgame> {
        let serves = goal == Goal::Win && table.shape().covers(position.rules());
        serves.then(|| Endgame {
            table: Arc::clone(table),
            max_seeds: table.shape().max_seeds().into(),
        })
    }

    /// The table's verdict on `position`, if it holds few enough seeds.
    /// The table takes the position as a fresh start: exact after a
    /// capture, when no earlier board can repeat.
    #[inline]
    pub(super) fn verdict(&self, position: &Position) -> Option<Verdict> {
        let stores = position.stores();
        let board = position.seeds_on_board();
        if board > self.max_seeds {
            return None;
        }
        let value = self.table.value(position);
        let mover = position.to_move();
        let own_row = position.row_total(mover) as u8;
        let won = u16::from(value.seeds(own_row));
        let ahead = i32::from(stores[mover]) - i32::from(stores[!mover]) - i32::from(board);
        let margin = |won: u8| (ahead + 2 * i32::from(won)) * SEED;
        let repeated = (i32::from(own_row) - i32::from(won)).signum();
        let mut stores = stores;
        stores[mover] += won;
        stores[!mover] += board - won;
        Some(Verdict {
            stores,
            exact: value.is_exact(),
            margins: (margin(value.least()), margin(value.most())),
            repeated,
        })
    }
}

impl Verdict {
    /// The verdict as a decided score for `position`'s mover, as if the
    /// game had ended so, when it decides who wins: the exact value; or,
    /// when every value of the range gives the same winner, the end of it
    /// nearer a draw, the margin the winner makes sure of whatever board
    /// repeats, kept [`INSIDE`] it as [`Verdict::bound`] keeps an
    /// evaluation. With narrow ranges and the stores apart, most ranges
    /// decide, and a line to one is a win or a loss, not a guess.
    ///
    /// The table's values are what a player forces from a fresh start.
    /// Unless `fresh` (the position was reached by a capture, or is the
    /// game's first board since one), the boards already played may stand
    /// in the way, and the player who needs a capture to get the value has
    /// not yet shown one: the exact value then leans [`LEAN`] towards what
    /// a repetition of this board would give. So that player prefers a
    /// line on which the value is reached, by a capture or the game's end,
    /// to one that goes round, and the other player the reverse.
    pub(super) fn decided(&self, position: &Position, fresh: bool) -> Option<i32> {
        let (least, most) = self.margins;
        if self.exact {
            let score = final_score(Goal::Win, self.stores, position.to_move());
            Some(if fresh {
                score
            } else {
                score + self.repeated * LEAN
            })
        } else if least > 0 {
            Some(Score::DECIDED + least + INSIDE)
        } else if most < 0 {
            Some(-Score::DECIDED + most - INSIDE)
        } else {
            None
        }
    }

    /// `score`, an evaluation for the position's mover, kept between the
    /// final margins of the table's range, short of decided scores. Where
    /// play goes round, the table only bounds the result, and the
    /// evaluation judges better than a guess at the board that will
    /// repeat. It stays [`INSIDE`] the ends: a settled value equal to one
    /// end is sure where the range's end is only possible.
    pub(super) fn bound(&self, score: i32) -> i32 {
        score.clamp(self.margins.0 + INSIDE, self.margins.1 - INSIDE)
    }
}

/// What perfect play makes of a position the endgame tables settle: the
/// seeds of the board its mover wins, and the stores the game ends with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PerfectPlay {
    /// Seeds on the board.
    pub left: u16,
    /// Of those, the ones the player to move wins.
    pub won: u16,
    /// The stores when every seed left is won (or kept) by someone; under
    /// the majority end the game stops sooner, with the same winner.
    pub stores: ByPlayer<u16>,
}

impl Endgame {
    /// Perfect play from `position`, when the table's value is exact.
    pub(super) fn perfect_play(&self, position: &Position) -> Option<PerfectPlay> {
        let verdict = self.verdict(position)?;
        let stores = position.stores();
        let mover = position.to_move();
        verdict.exact.then(|| PerfectPlay {
            left: position.seeds_on_board(),
            won: verdict.stores[mover] - stores[mover],
            stores: verdict.stores,
        })
    }
}
