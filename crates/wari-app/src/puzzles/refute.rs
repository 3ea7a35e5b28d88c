//! The reply that shows a wrong move wrong: Kofi's best answer to it, as
//! Lichess plays out the refutation of a puzzle's wrong try.

use crate::engine::{Game, MoveReport, Position};
use crate::review::explainer;
use crate::search::{Goal, Limits};

/// Kofi's answer to a wrong move: the board it was played on and what it
/// did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The board after the wrong move, Kofi to move.
    pub before: Position,
    /// What Kofi's answer did.
    pub report: MoveReport,
}

impl Reply {
    /// The board after the answer.
    pub fn after(&self) -> Position {
        self.before
            .play(self.report.played())
            .map_or(self.before, |(after, _)| after)
    }
}

/// Kofi's best answer at `after`, the board after a wrong move, searched
/// as deep as the puzzle's answer needs to be seen (`depth` plies from
/// the puzzle, so one fewer from here); none once the game is over.
pub fn refutation(after: &Position, depth: u32) -> Option<Reply> {
    let game = Game::from_position(*after);
    if game.outcome().is_some() {
        return None;
    }
    let mut searcher = explainer(1);
    let limits = Limits::depth(depth.saturating_sub(1).max(1));
    let found = searcher.search(&game, limits, Goal::Win, |_| {})?;
    let (_, report) = after.play(found.best).ok()?;
    Some(Reply {
        before: *after,
        report,
    })
}
