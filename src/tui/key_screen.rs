//! The loop shared by the lessons and the puzzles, each a [`KeyScreen`]:
//! a state machine on the lessons' keys that draws itself, takes an
//! [`Action`] and may ask for its file to be written.

use std::path::Path;

use signal_hook::consts::{SIGCONT, SIGTSTP};

use crate::learn::{Action, Effect, KeyScreen, keys};

use super::Ending;
use super::events::{Input, Inputs};
use super::terminal::Tty;

/// Runs `screen` until the player leaves or a signal ends it; the terminal
/// is restored on every way out. What the screen keeps is written to
/// `file` when there is one, and a failure to write it is told to the
/// screen. Ctrl-Z and `fg` work as in a game: the shell gets its terminal
/// back while stopped, and the screen is drawn again after.
pub fn run(screen: &mut impl KeyScreen, file: Option<&Path>) -> std::io::Result<Ending> {
    let mut tty = Tty::init()?;
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
    loop {
        tty.terminal.draw(|frame| screen.draw(frame))?;
        if screen.should_quit() {
            return Ok(Ending::Quit);
        }
        let action = match inputs.next(None) {
            Some(Input::Signal(SIGTSTP)) => super::suspend(tty).map(|_| None)?,
            Some(Input::Terminal(event)) if super::is_ctrl_z(&event) => {
                super::suspend(tty).map(|_| None)?
            }
            Some(Input::Signal(SIGCONT)) => super::take_back(tty).map(|_| None)?,
            Some(Input::Terminal(event)) => keys::action_for(&event),
            Some(Input::Thought(_) | Input::Reviewed(_)) | None => None,
            Some(Input::Signal(signal)) => return Ok(Ending::Signal(signal)),
            Some(Input::Closed) => return Ok(Ending::Quit),
        };
        if let Some(Effect::SaveProgress(text)) = action.and_then(|a| screen.update(a))
            && let Some(path) = file
            && let Err(error) = super::save_progress(path, &text)
        {
            screen.update(Action::SaveFailed(format!("{}: {error}", path.display())));
        }
    }
}
