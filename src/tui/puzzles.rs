//! The puzzles in this terminal: the lessons' terminal guard, input
//! threads and keys, a loop that draws the [`Solver`] after every key,
//! and the record written to its file whenever it changes.

use std::path::{Path, PathBuf};

use signal_hook::consts::{SIGCONT, SIGTSTP};

use crate::learn::{Action, Effect, keys};
use crate::puzzles::{self, Record, Solver};

use super::Ending;
use super::events::{Input, Inputs};
use super::terminal::Tty;

/// The record's file name in the data directory.
const RECORD_FILE: &str = "puzzles.json";

/// Where the puzzles' record is kept, if this system has a data directory.
pub fn record_path() -> Option<PathBuf> {
    super::data_path(RECORD_FILE)
}

/// Reads the record at `path`, as the lessons read their progress: a
/// missing file is a solver who has not started, a damaged one is set
/// aside, and the notice says where.
pub fn load_record(path: &Path) -> (Record, Option<String>) {
    super::load_kept(path, "puzzle record", "the record starts afresh", |text| {
        Record::parse(text).map_err(|error| error.to_string())
    })
}

/// Runs the puzzles until the solver leaves or a signal ends them; the
/// terminal is restored on every way out. The record is written to
/// `record_file` when there is one.
pub fn run_puzzles(mut solver: Solver, record_file: Option<&Path>) -> std::io::Result<Ending> {
    let mut tty = Tty::init()?;
    let inputs = Inputs::start()?;
    loop {
        tty.terminal.draw(|frame| puzzles::view(&solver, frame))?;
        if solver.should_quit() {
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
            Some(Input::Terminal(event)) => keys::action_for(&event),
            Some(Input::Thought(_) | Input::Reviewed(_)) | None => None,
            Some(Input::Signal(signal)) => return Ok(Ending::Signal(signal)),
            Some(Input::Closed) => return Ok(Ending::Quit),
        };
        if let Some(Effect::SaveProgress(text)) = action.and_then(|a| solver.update(a))
            && let Some(path) = record_file
            && let Err(error) = super::save_progress(path, &text)
        {
            solver.update(Action::SaveFailed(format!("{}: {error}", path.display())));
        }
    }
}
