//! Lessons that teach Wari to a child who has never seen it: a few short
//! pages of words, then exercises on boards built for them, each checked
//! by the engine so that any move that does what was asked counts. The
//! lessons follow the chosen game: one about a rule it lacks is skipped.
//!
//! Everything here is pure: no terminal and no files.

mod exercise;
mod goal;
mod lesson;
mod lessons;

pub use exercise::{Exercise, LEARNER, OTHER, Verdict, seats};
pub use goal::Goal;
pub use lesson::{Lesson, Needs, Offer, Page};
pub use lessons::LESSONS;
