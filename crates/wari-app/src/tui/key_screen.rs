//! The lessons and the puzzles in this terminal, each a [`KeyScreen`]: a
//! state machine on the lessons' keys that draws itself, takes an
//! [`Action`] and may ask for its file to be written.

use std::path::Path;

use crate::learn::{Kept, KeyScreen};
use crate::look::Look;
use crate::screen::Shown;

use super::Ending;
use super::events::Inputs;
use super::screen;
use super::terminal::Tty;

/// Runs `screen`, drawn to fit `look`, until the player leaves or a signal
/// ends it; the terminal is restored on every way out. What the screen keeps is written to
/// `file` when there is one, and a failure to write it is told to the
/// screen.
pub fn run(
    screen: &mut impl KeyScreen,
    file: Option<&Path>,
    look: Look,
) -> std::io::Result<Ending> {
    let mut tty = Tty::init(look)?;
    let inputs = Inputs::start()?;
    run_on(&mut tty, &inputs, screen, file)
}

/// [`run`] on a terminal already taken, as the home screen's session has
/// it: a second reader of the terminal would take keys from the first.
pub fn run_on(
    tty: &mut Tty,
    inputs: &Inputs,
    screen: &mut impl KeyScreen,
    file: Option<&Path>,
) -> std::io::Result<Ending> {
    let keep = |text: &str| match file {
        Some(path) => super::save_progress(path, text).map_err(|error| error.to_string()),
        None => Ok(()),
    };
    let mut kept = Shown::new(Kept::new(screen, keep));
    Ok(screen::run(tty, inputs, &mut kept, screen::nothing)?.unwrap_or(Ending::Quit))
}
