//! The puzzles in this terminal, on the lessons' keys and loop: the
//! [`Solver`] drawn after every key, and the record written to its file
//! whenever it changes.

use std::path::Path;

use crate::puzzles::{Record, Solver};

use super::Ending;
use super::key_screen;
use crate::look::Look;

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
pub fn run_puzzles(
    mut solver: Solver,
    record_file: Option<&Path>,
    look: Look,
) -> std::io::Result<Ending> {
    key_screen::run(&mut solver, record_file, look)
}
