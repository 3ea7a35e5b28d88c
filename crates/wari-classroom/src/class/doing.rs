//! What a student is doing away from the tables.

use wari_words::tr;

/// What a student is doing away from the tables, as the teacher's console
/// says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Doing {
    /// Reading the review of a game.
    Review,
    /// Solving puzzles.
    Puzzles,
    /// In the lessons.
    Lessons,
    /// Opening a table, in the `new table` form.
    Form,
}

impl Doing {
    /// What they are doing, in words: "reading a review".
    pub fn words(self) -> String {
        match self {
            Doing::Review => tr!("console-doing-review"),
            Doing::Puzzles => tr!("console-doing-puzzles"),
            Doing::Lessons => tr!("console-doing-lessons"),
            Doing::Form => tr!("console-doing-form"),
        }
    }
}
