//! The tables a program keeps in the user's cache: read when there, built
//! when not, and shared by every search in the process.

use std::collections::HashMap;
use std::num::NonZeroUsize;
use std::path::Path;
use std::sync::{Arc, Mutex, OnceLock};

use crate::engine::{Position, Rules};

use super::file::{self, FileError};
use super::{Shape, Table, TableError};
use crate::user_files::WriteError;

/// The seeds of the table built on first use: a couple of seconds on one
/// core, and it covers the last captures of most games. Larger ones are
/// built on request (`wari tablebase build`).
pub const FIRST_USE_SEEDS: u8 = 12;

/// Why no table could be had.
#[derive(Debug, thiserror::Error)]
pub enum CacheError {
    /// No table can be built for these rules.
    #[error(transparent)]
    Shape(#[from] TableError),
    /// The table could not be written; the error names the file.
    #[error(transparent)]
    Unwritable(WriteError),
}

/// The table in `dir` for `rules`, or one of [`FIRST_USE_SEEDS`] built
/// and saved there when there is none. A damaged or stale file is named
/// through `warn` and built again, never read.
pub fn open_or_build(
    dir: &Path,
    rules: Rules,
    threads: NonZeroUsize,
    mut warn: impl FnMut(&FileError),
) -> Result<Table, CacheError> {
    let shape = Shape::new(rules, FIRST_USE_SEEDS.into())?;
    let path = file::path_in(dir, shape.pits_per_side(), shape.grand_slam());
    match file::load(&path) {
        Ok(table) => return Ok(table),
        Err(FileError::Missing(_)) => {}
        Err(error) => warn(&error),
    }
    let table = Table::build(shape, threads, |_, _| {});
    file::save(&path, &table).map_err(CacheError::Unwritable)?;
    Ok(table)
}

/// Seeds on the board above which a search from a position is not worth
/// reading (or building) a table for: the table's layers lie several
/// captures away.
pub const WORTH_READING: u16 = 36;

/// The table for a search from `position`: [`shared`] once the board
/// holds at most [`WORTH_READING`] seeds, `None` before.
pub fn for_search(position: &Position) -> Option<Arc<Table>> {
    (position.seeds_on_board() <= WORTH_READING)
        .then(|| shared(position.rules()))
        .flatten()
}

/// The table for `rules` from the user's cache, once it is ready: the
/// first call starts reading it (or building it, [`open_or_build`]) on a
/// thread of its own and returns `None`, as do the calls until it is
/// done, so that no game waits for it; after that every search in the
/// process shares it. `None` for good when there is no cache directory
/// or no table could be had, which leaves the search to search. Problems
/// go to the log, since a game should not stop for want of a table.
pub fn shared(rules: Rules) -> Option<Arc<Table>> {
    type Key = (usize, crate::engine::GrandSlam);
    type Tables = Mutex<HashMap<Key, Option<Arc<Table>>>>;
    static TABLES: OnceLock<Tables> = OnceLock::new();
    let tables = TABLES.get_or_init(Mutex::default);
    let key = (rules.pits_per_side(), rules.grand_slam());
    let lock = || {
        tables
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    };
    {
        let mut tables = lock();
        if let Some(ready) = tables.get(&key) {
            return ready.clone();
        }
        // Marked under the same lock, so that one thread reads or builds it.
        tables.insert(key, None);
    }
    let started = std::thread::Builder::new()
        .name("tablebase".to_owned())
        .spawn(move || {
            let table = read_or_build(rules);
            lock().insert(key, table);
        });
    if let Err(error) = started {
        tracing::warn!("no endgame table: {error}");
    }
    None
}

/// [`open_or_build`] in the user's cache, its problems logged: built, if
/// it must be, on this one thread at the lowest priority, so that the
/// game (or the class) being played never waits on it.
fn read_or_build(rules: Rules) -> Option<Arc<Table>> {
    let dir = crate::user_files::UserDirs::find()?.tables();
    if std::env::var_os(NO_BUILD).is_some() {
        return read_only(&dir, rules);
    }
    lowest_priority();
    let warn = |error: &FileError| tracing::warn!("{error}; building it again");
    open_or_build(&dir, rules, NonZeroUsize::MIN, warn)
        .inspect_err(|error| tracing::warn!("no endgame table: {error}"))
        .ok()
        .map(Arc::new)
}

/// The environment variable that, set to anything, keeps the program
/// from building a table on first use: one already in the cache is still
/// read. For tests, and machines too small to spare the time.
pub const NO_BUILD: &str = "WARI_NO_TABLE_BUILD";

/// The table in `dir` for `rules`, if one is there and whole.
fn read_only(dir: &Path, rules: Rules) -> Option<Arc<Table>> {
    let shape = Shape::new(rules, FIRST_USE_SEEDS.into()).ok()?;
    let path = file::path_in(dir, shape.pits_per_side(), shape.grand_slam());
    match file::load(&path) {
        Ok(table) => Some(Arc::new(table)),
        Err(FileError::Missing(_)) => None,
        Err(error) => {
            tracing::warn!("{error}; {NO_BUILD} is set, so it is not built again");
            None
        }
    }
}

/// Gives the calling thread the lowest priority the system has: on Linux
/// each thread has its own nice value, and 19 is the lowest. Elsewhere
/// the thread keeps the process's.
fn lowest_priority() {
    #[cfg(target_os = "linux")]
    if let Err(error) = rustix::process::setpriority_process(Some(rustix::thread::gettid()), 19) {
        tracing::info!("the table is built at the usual priority: {error}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_building_only_a_whole_table_already_there_is_read() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let rules = Rules::kids_and_caboodles();
        assert!(
            read_only(dir.path(), rules).is_none(),
            "nothing there, nothing built"
        );
        let shape = Shape::new(rules, 2).expect("a small table");
        let table = Table::build(shape, NonZeroUsize::MIN, |_, _| {});
        let path = file::path_in(dir.path(), shape.pits_per_side(), shape.grand_slam());
        file::save(&path, &table).expect("saved");
        assert_eq!(read_only(dir.path(), rules).map(|t| t.max_seeds()), Some(2));
        std::fs::write(&path, b"half a table").expect("overwritten");
        assert!(
            read_only(dir.path(), rules).is_none(),
            "a damaged table is never read"
        );
    }
}
