//! The lessons in this terminal: the same terminal guard and input threads
//! as the game, a loop that draws the [`Tutor`] after every key, and the
//! progress written to its file whenever a lesson is finished.

use std::path::Path;

use signal_hook::consts::{SIGCONT, SIGTSTP};

use crate::learn::{self, Action, Effect, Tutor};

use super::Ending;
use super::events::{Input, Inputs};
use super::terminal::Tty;

/// Runs the lessons until the learner leaves or a signal ends them; the
/// terminal is restored on every way out. Progress is written to
/// `progress_file` when there is one.
///
/// Ctrl-Z, which raw mode delivers as a key, does nothing here; a stop
/// from outside is waited out, and the screen drawn again after it.
pub fn run_lessons(mut tutor: Tutor, progress_file: Option<&Path>) -> std::io::Result<Ending> {
    let mut tty = Tty::init()?;
    let inputs = Inputs::start()?;
    loop {
        tty.terminal.draw(|frame| learn::view(&tutor, frame))?;
        if tutor.should_quit() {
            return Ok(Ending::Quit);
        }
        let action = match inputs.next(None) {
            // Ctrl-Z and `fg` as in a game: the shell gets its terminal
            // back while stopped, and the screen is drawn again after.
            Some(Input::Signal(SIGTSTP)) => super::suspend(&mut tty).map(|_| None)?,
            Some(Input::Terminal(event)) if super::is_ctrl_z(&event) => {
                super::suspend(&mut tty).map(|_| None)?
            }
            Some(Input::Signal(SIGCONT)) => super::take_back(&mut tty).map(|_| None)?,
            Some(Input::Terminal(event)) => learn::keys::action_for(&event),
            Some(Input::Thought(_) | Input::Reviewed(_)) | None => None,
            Some(Input::Signal(signal)) => return Ok(Ending::Signal(signal)),
            Some(Input::Closed) => return Ok(Ending::Quit),
        };
        if let Some(Effect::SaveProgress(text)) = action.and_then(|a| tutor.update(a))
            && let Some(path) = progress_file
            && let Err(error) = super::save_progress(path, &text)
        {
            tutor.update(Action::SaveFailed(format!("{}: {error}", path.display())));
        }
    }
}
