//! Puzzles: positions from the computer's own games where one move is
//! clearly better than every other, graded by how far ahead one must look
//! to see it. A set for each built-in variant is made by a seeded
//! generator (`wari puzzles make`) and shipped as text; every answer is
//! checked again by a test, by searching each legal move.

mod generate;
mod grade;
mod keys;
mod lead;
mod puzzle;
mod rating;
mod reason;
mod record;
mod refute;
mod set;
mod solver;
mod theme;
mod told;
mod view;

pub use generate::{Budget, PER_THEME, generate, to_text};
pub use grade::Grade;
pub use lead::{Lead, MARGIN, lead};
pub use puzzle::{Puzzle, PuzzleError, RawPuzzle};
pub use rating::Rating;
pub use reason::{Against, Reason, Wins};
pub use record::Record;
pub use set::{parse, shipped_for, shipped_sets};
pub use solver::Solver;
pub use theme::Theme;
pub use view::view;

#[cfg(test)]
mod tests;
