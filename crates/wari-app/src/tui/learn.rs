//! The lessons in this terminal: the same terminal guard and input threads
//! as the game, a loop that draws the [`Tutor`] after every key, and the
//! progress written to its file whenever a lesson is finished.

use std::path::Path;

use crate::learn::Tutor;

use super::Ending;
use super::key_screen;
use crate::look::Look;

/// Runs the lessons until the learner leaves or a signal ends them; the
/// terminal is restored on every way out. Progress is written to
/// `progress_file` when there is one.
pub fn run_lessons(
    mut tutor: Tutor,
    progress_file: Option<&Path>,
    look: Look,
) -> std::io::Result<Ending> {
    key_screen::run(&mut tutor, progress_file, look)
}
