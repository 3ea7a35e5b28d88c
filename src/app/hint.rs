//! The move a hint suggests: the mode's goal decides what "good" means, one
//! move ahead, as a child would judge it.

use crate::engine::{Move, Position};

use super::Goal;
use super::narrate::count;

/// The suggested move and what it does, or `None` when nothing is legal.
/// Ties go to the leftmost pit, so the same board always gets the same hint.
pub fn suggest(position: &Position, goal: Goal) -> Option<(Move, u16)> {
    let scored = position.legal_moves().into_iter().filter_map(|m| {
        let (after, report) = position.play(m).ok()?;
        let stores = report.outcome().map_or(after.stores(), |o| o.stores());
        Some(match goal {
            Goal::Compete => (m, report.capture().total()),
            Goal::Cooperate => (m, stores.south().abs_diff(stores.north())),
        })
    });
    match goal {
        Goal::Compete => scored.rev().max_by_key(|&(_, taken)| taken),
        Goal::Cooperate => scored.min_by_key(|&(_, apart)| apart),
    }
}

/// The message for a hint of the pit `letter` scoring `score` under `goal`.
pub fn describe(letter: char, score: u16, goal: Goal) -> String {
    match (goal, score) {
        (Goal::Compete, 0) => format!("Hint: no move takes seeds now; {letter} is as good as any."),
        (Goal::Compete, taken) => format!("Hint: {letter} takes {} now.", count(taken, "seed")),
        (Goal::Cooperate, 0) => format!("Hint: {letter} leaves the stores level."),
        (Goal::Cooperate, apart) => {
            format!(
                "Hint: {letter} leaves the stores {} apart.",
                count(apart, "seed")
            )
        }
    }
}

impl super::App {
    /// The search's answer to a hint: its best line, and the line after
    /// the rule of thumb's move `rule` when that differs.
    pub(super) fn deeper_hint(&mut self, rule: Move, best: &[Move], line: &[Move]) {
        let _ = (rule, best, line);
    }
}
