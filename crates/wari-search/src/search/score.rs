//! Scores: hundredths of a seed from the mover's view, with finished games
//! placed far above and below anything the evaluation can say.

use crate::engine::{ByPlayer, Player};

use super::Goal;

/// A search score from the view of the player to move, in hundredths of a
/// seed. A finished game (a "decided" score) lies beyond
/// [`Score::DECIDED`]: a win by `k` seeds is `DECIDED + 100 k`, a loss by
/// `k` is its negation, and a draw is 0. Under [`Goal::Balance`] every
/// score is the same for both players and at most 0, which is a finished
/// game with equal stores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Score(pub(super) i32);

/// One seed in score units; a hundredth of a seed is the finest step.
pub(super) const SEED: i32 = 100;

/// Bigger than any score, for search windows.
pub(super) const INFINITY: i32 = 2 * Score::DECIDED;

impl Score {
    /// Where decided scores start: a won game scores above it.
    pub const DECIDED: i32 = 1_000_000;

    /// The raw value in hundredths of a seed, as `wari engine` prints it.
    pub const fn centiseeds(self) -> i32 {
        self.0
    }

    /// For a decided competitive score, the final margin in seeds from the
    /// mover's view (negative when the mover loses); `None` otherwise.
    /// Rounded to the nearest seed: an endgame value the game has not
    /// reached yet leans a hundredth either way.
    pub const fn decided_margin(self) -> Option<i32> {
        if self.0 > Score::DECIDED / 2 {
            Some((self.0 - Score::DECIDED + SEED / 2).div_euclid(SEED))
        } else if self.0 < -Score::DECIDED / 2 {
            Some((self.0 + Score::DECIDED + SEED / 2).div_euclid(SEED))
        } else {
            None
        }
    }
}

impl std::fmt::Display for Score {
    /// `win by 4`, `loss by 2`, or seeds to two decimals: `+1.25`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.decided_margin() {
            Some(m) if m > 0 => write!(f, "win by {m}"),
            Some(m) if m < 0 => write!(f, "loss by {}", -m),
            _ => write!(f, "{:+.2}", f64::from(self.0) / f64::from(SEED)),
        }
    }
}

/// The score of a finished game with these final stores, from `viewer`'s
/// side: under [`Goal::Win`] the margin beyond the decided bound; under
/// [`Goal::Balance`] minus the gap between the stores.
pub(super) fn final_score(goal: Goal, stores: ByPlayer<u16>, viewer: Player) -> i32 {
    let diff = i32::from(stores[viewer]) - i32::from(stores[!viewer]);
    match goal {
        Goal::Win => diff * SEED + diff.signum() * Score::DECIDED,
        Goal::Balance => -diff.abs() * SEED,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_win_by_three_is_decided_and_reads_back_its_margin() {
        let score = Score(final_score(Goal::Win, ByPlayer::new(27, 21), Player::South));
        assert_eq!(score.decided_margin(), Some(6));
        assert_eq!(score.to_string(), "win by 6");
        let seen_by_north = Score(final_score(Goal::Win, ByPlayer::new(27, 21), Player::North));
        assert_eq!(seen_by_north.decided_margin(), Some(-6));
    }

    #[test]
    fn a_draw_scores_zero_and_balance_is_symmetric() {
        assert_eq!(
            final_score(Goal::Win, ByPlayer::new(24, 24), Player::South),
            0
        );
        let gap = ByPlayer::new(20, 28);
        assert_eq!(final_score(Goal::Balance, gap, Player::South), -800);
        assert_eq!(final_score(Goal::Balance, gap, Player::North), -800);
    }

    #[test]
    fn a_decided_score_a_hundredth_or_two_either_way_reads_its_margin() {
        let win_by_two = final_score(Goal::Win, ByPlayer::new(25, 23), Player::South);
        for lean in [-2, -1, 1, 2] {
            assert_eq!(Score(win_by_two + lean).decided_margin(), Some(2));
            assert_eq!(Score(-win_by_two + lean).decided_margin(), Some(-2));
        }
        assert_eq!(Score(win_by_two - 1).to_string(), "win by 2");
    }

    #[test]
    fn an_undecided_score_prints_in_seeds() {
        assert_eq!(Score(125).to_string(), "+1.25");
        assert_eq!(Score(-50).decided_margin(), None);
    }
}
