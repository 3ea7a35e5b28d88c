//! `wari puzzles`: the shipped puzzles, one at a time, with the streak and
//! the hardest solved kept in the user's data directory.

use anyhow::Context;
use wari::puzzles::{Record, Solver, shipped};
use wari::tui::{self, Ending};

/// Opens the puzzles in this terminal.
pub fn run() -> anyhow::Result<()> {
    let path = tui::record_path();
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
    match tui::run_puzzles(solver, path.as_deref())
        .context("cannot show the puzzles in this terminal")?
    {
        Ending::Quit => Ok(()),
        Ending::Signal(signal) => std::process::exit(128 + signal),
    }
}
