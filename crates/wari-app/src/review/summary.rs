//! A player's game in three numbers: the worst move, the best find, and
//! how often the value was kept.

use crate::engine::ByPlayer;

use super::verdict::{INACCURACY, value};
use super::{MoveReview, Verdict};

/// One player's review, summed up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Moves the player made.
    pub moves: usize,
    /// Of those, moves with no verdict: they kept the position's value to
    /// within a seed.
    pub kept: usize,
    /// The marked move that gave away the most: its ply (from 1, named to
    /// people by its [`MoveNumber`](crate::record::MoveNumber)), the
    /// seeds lost in hundredths, and its verdict.
    pub worst: Option<(usize, i32, Verdict)>,
    /// The player's best find: a best move played where the next best
    /// would have given away a seed or more; the ply of the one that
    /// mattered most.
    pub best_find: Option<usize>,
}

impl Summary {
    /// The share of moves that kept the value, in whole percent; none for
    /// a player who made no move, of whom there is nothing to say.
    pub fn kept_percent(&self) -> Option<usize> {
        (self.kept * 100).checked_div(self.moves)
    }
}

/// Each player's summary of `reviews`, the reviews of plies 1, 2, ... in
/// order.
pub fn summarise(reviews: &[MoveReview]) -> ByPlayer<Summary> {
    let mut summaries = ByPlayer::<Summary>::default();
    let mut finds = ByPlayer::new(0, 0);
    for (index, review) in reviews.iter().enumerate() {
        let ply = index + 1;
        let summary = &mut summaries[review.mover];
        summary.moves += 1;
        match review.verdict {
            None => summary.kept += 1,
            Some(verdict) => {
                if summary.worst.is_none_or(|(_, loss, _)| review.loss > loss) {
                    summary.worst = Some((ply, review.loss, verdict));
                }
            }
        }
        if let Some(margin) = found_by(review)
            && margin > finds[review.mover]
        {
            finds[review.mover] = margin;
            summary.best_find = Some(ply);
        }
    }
    summaries
}

/// How much better than the next best move the played move was, when it
/// was the best and that mattered (a seed or more).
fn found_by(review: &MoveReview) -> Option<i32> {
    let runner_up = review.runner_up?;
    let margin = value(review.best_score) - value(runner_up);
    (review.played == review.best && margin >= INACCURACY).then_some(margin)
}
