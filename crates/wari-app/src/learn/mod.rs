//! Lessons that teach Wari to a child who has never seen it: a few short
//! pages of words, then exercises on boards built for them, each checked
//! by the engine so that any move that does what was asked counts. The
//! lessons follow the chosen game: one about a rule it lacks is skipped.
//!
//! Everything here is pure, as the game's app is: [`Tutor`] is the state,
//! [`Tutor::update`] changes it and [`view`] draws it; the terminal and
//! the progress file are the edge's (`crate::tui`).

mod exercise;
mod goal;
mod key_screen;
pub mod keys;
mod lesson;
mod lessons;
mod progress;
mod tutor;
mod view;
mod words;

pub use exercise::{Exercise, LEARNER, OTHER, Verdict, seats};
pub use goal::Goal;
pub use key_screen::{Kept, KeyScreen};
pub use lesson::{Lesson, Needs, Offer, Page, Skip};
pub use lessons::{BOARD_PITS, LESSONS};
pub use progress::Progress;
pub use tutor::{Action, Attempt, Effect, Practice, Said, Screen, Tutor};
pub use view::view;
pub(crate) use view::{Head, board_room, still};
pub use words::{Arg, Words};
