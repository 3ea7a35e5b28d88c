//! `wari puzzles`: the shipped puzzles, one at a time, with the streak and
//! the hardest solved kept in the user's data directory.

use std::path::PathBuf;

use anyhow::Context;
use wari::look::Look;
use wari::puzzles::{Record, Solver, shipped};
use wari::tui::{self, Ending};
use wari::user_files::UserDirs;

/// Opens the puzzles in this terminal.
pub fn run(look: Look) -> anyhow::Result<()> {
    let (solver, path) = solver()?;
    match tui::run_puzzles(solver, path.as_deref(), look)
        .context("cannot show the puzzles in this terminal")?
    {
        Ending::Quit => Ok(()),
        Ending::Signal(signal) => std::process::exit(128 + signal),
    }
}

/// The shipped puzzles with the record kept so far, and the file to keep
/// it in when this system has one.
pub fn solver() -> anyhow::Result<(Solver, Option<PathBuf>)> {
    let path = UserDirs::find().map(|dirs| dirs.puzzle_record());
    let (record, notice) = match &path {
        Some(path) => tui::load_record(path),
        None => (
            Record::default(),
            Some("This system has no data directory: your record will not be kept.".to_owned()),
        ),
    };
    let mut solver = Solver::new(shipped(), record).context("no puzzles are shipped")?;
    if let Some(notice) = notice {
        solver.tell(notice);
    }
    Ok((solver, path))
}
