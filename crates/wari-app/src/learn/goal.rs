//! What an exercise asks for, checked by the engine's own report of the
//! move, so that any move that does it is accepted, not only the one the
//! lesson had in mind.

use crate::engine::{MoveReport, Position};

/// The aim of one exercise, always the learner's (South's) move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Capture at least this many seeds with the move.
    CaptureAtLeast(u16),
    /// Capture from at least this many pits: a chain (RULES.md 2.3).
    CaptureFromPits(usize),
    /// Make the last seed fall in the pit with this letter (RULES.md 1.4).
    LastSeedIn(char),
    /// Give seeds to an opponent whose row is empty (RULES.md 2.5).
    Feed,
    /// Win the game with this move: never merely end it, since a lesson
    /// praises the move that meets its goal.
    Win,
}

impl Goal {
    /// Whether the move that turned `before` into `after`, as `report`
    /// tells it, did what the goal asks.
    pub fn met(self, before: &Position, after: &Position, report: &MoveReport) -> bool {
        let n = before.rules().pits_per_side();
        let mover = report.mover();
        match self {
            Goal::CaptureAtLeast(seeds) => report.capture().total() >= seeds,
            Goal::CaptureFromPits(pits) => report.capture().pits().len() >= pits,
            Goal::LastSeedIn(letter) => report.last().label(n) == letter,
            Goal::Feed => before.row_total(!mover) == 0 && after.row_total(!mover) > 0,
            Goal::Win => report
                .outcome()
                .is_some_and(|outcome| outcome.winner() == Some(mover)),
        }
    }
}
