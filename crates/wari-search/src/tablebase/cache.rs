//! The tables a program keeps in the user's cache: read when there, built
//! when not, and shared by every search in the process.

use std::collections::HashMap;
use std::num::NonZeroUsize;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use crate::engine::{Position, Rules};

use super::file::{self, FileError};
use super::{MemoryBudget, Shape, Table, TableError};
use crate::user_files::WriteError;

/// The seeds of the table built on first use, at once: under a second
/// on 6 pits a side, and it covers the last captures of most games.
pub const FIRST_USE_SEEDS: u8 = 12;

/// The seeds of the table built next, in the background ([`shared`]):
/// the strongest, 226 MB on 6 pits a side, or the largest the board
/// allows under that. `wari tablebase build` makes the same by hand.
pub const FULL_SEEDS: u8 = 20;

/// The memory the background build of the full table may take, table
/// included: well under the 3.5 GB of the fastest build, for a machine
/// that is playing a game or serving a class at the same time. The
/// process holds about a fifth more at the peak (the allocator keeps
/// some of what the smaller layers freed): under 1.5 GB in all.
pub const BACKGROUND_MEMORY: MemoryBudget = MemoryBudget::megabytes(1_000);

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
    warn: impl FnMut(&FileError),
) -> Result<Table, CacheError> {
    let shape = Shape::new(rules, FIRST_USE_SEEDS.into())?;
    open_or_build_shape(dir, shape, threads, warn)
}

/// The table in `dir` for `shape`'s rules, whatever its seeds, or one of
/// `shape` built and saved there when there is none.
fn open_or_build_shape(
    dir: &Path,
    shape: Shape,
    threads: NonZeroUsize,
    mut warn: impl FnMut(&FileError),
) -> Result<Table, CacheError> {
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
/// process shares it. When the cache holds less than the full table
/// ([`FULL_SEEDS`]), the same thread goes on to build that, and later
/// calls return it once it is done. `None` for good when there is no
/// cache directory or no table could be had, which leaves the search to
/// search. Problems go to the log, since a game should not stop for want
/// of a table.
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
            read_or_build(rules, |table| {
                lock().insert(key, Some(table));
            });
        });
    if let Err(error) = started {
        tracing::warn!("no endgame table: {error}");
    }
    None
}

/// The tables for `rules` in the user's cache, each handed to `publish`
/// as it is ready, its problems logged: the one there is, or one of
/// [`FIRST_USE_SEEDS`] built at once, then the full one if that was not
/// it. Built on this one thread at the lowest priority, so that the game
/// (or the class) being played never waits on it.
fn read_or_build(rules: Rules, mut publish: impl FnMut(Arc<Table>)) {
    let Some(dir) = crate::user_files::UserDirs::find().map(|dirs| dirs.tables()) else {
        return;
    };
    if std::env::var_os(NO_BUILD).is_some() || NEVER_BUILD.load(Ordering::Relaxed) {
        if let Some(table) = read_only(&dir, rules) {
            publish(table);
        }
        return;
    }
    lowest_priority();
    let shapes = Shape::new(rules, FIRST_USE_SEEDS.into()).map(|first| (first, full_shape(rules)));
    let built = shapes
        .map_err(CacheError::from)
        .and_then(|(first, full)| stronger_in_time(&dir, first, full, &mut publish));
    if let Err(error) = built {
        tracing::warn!("no endgame table: {error}");
    }
}

/// The shape of the full table for `rules`: [`FULL_SEEDS`], or fewer if
/// [`MAX_SEEDS`] says so, or the most seeds under that a table on this
/// board can hold.
fn full_shape(rules: Rules) -> Option<Shape> {
    (FIRST_USE_SEEDS..=full_seeds(std::env::var(MAX_SEEDS).ok().as_deref()))
        .rev()
        .find_map(|seeds| Shape::new(rules, seeds.into()).ok())
}

/// The environment variable that caps the seeds of the table built in
/// the background, [`FULL_SEEDS`] at most: for tests, and machines too
/// small to spare the time (16 seeds take under a minute on one core).
pub const MAX_SEEDS: &str = "WARI_TABLE_MAX_SEEDS";

/// The seeds of the full table, `capped` being [`MAX_SEEDS`]'s value if
/// set; one that is not a number is logged and left aside.
fn full_seeds(capped: Option<&str>) -> u8 {
    let Some(capped) = capped else {
        return FULL_SEEDS;
    };
    match capped.trim().parse::<u8>() {
        Ok(seeds) => seeds.min(FULL_SEEDS),
        Err(_) => {
            tracing::warn!(
                "{MAX_SEEDS}={capped:?} is not a number of seeds; building {FULL_SEEDS}"
            );
            FULL_SEEDS
        }
    }
}

/// The table in `dir`, or one of `first` built and saved, handed to
/// `publish` at once; then, if that holds fewer seeds than `full`, the
/// layers up to `full` built onto it within [`BACKGROUND_MEMORY`] on this
/// thread, the table saved in its place after each, so that a program
/// that stops before the end takes the build up where it was next time;
/// and the whole handed on. Each layer's start is logged, for a server's
/// operator waiting on it.
fn stronger_in_time(
    dir: &Path,
    first: Shape,
    full: Option<Shape>,
    publish: &mut impl FnMut(Arc<Table>),
) -> Result<(), CacheError> {
    let warn = |error: &FileError| tracing::warn!("{error}; building it again");
    let table = open_or_build_shape(dir, first, NonZeroUsize::MIN, warn)?;
    let had = table.max_seeds();
    let Some(full) = full.filter(|full| full.max_seeds() > had) else {
        publish(Arc::new(table));
        return Ok(());
    };
    publish(Arc::new(table.clone()));
    let path = file::path_in(dir, full.pits_per_side(), full.grand_slam());
    tracing::info!(
        "building the endgame table {} from {had} seeds: {}",
        path.display(),
        full.describe()
    );
    let progress = |seeds, done| {
        let share = 100.0 * done as f64 / full.positions() as f64;
        tracing::info!(
            "endgame table: {seeds} of {} seeds, {share:.0}% done",
            full.max_seeds()
        );
    };
    let mut saved = Ok(());
    let keep = |table: &Table| {
        if saved.is_ok() {
            saved = file::save(&path, table);
        }
    };
    let table = table.extend_within(full, NonZeroUsize::MIN, BACKGROUND_MEMORY, progress, keep);
    publish(Arc::new(table));
    saved.map_err(CacheError::Unwritable)?;
    tracing::info!("endgame table saved: {}", path.display());
    Ok(())
}

/// The environment variable that, set to anything, keeps the program
/// from building a table on first use: one already in the cache is still
/// read. For tests, and machines too small to spare the time.
pub const NO_BUILD: &str = "WARI_NO_TABLE_BUILD";

/// Set by [`never_build`].
static NEVER_BUILD: AtomicBool = AtomicBool::new(false);

/// Keeps this process from building a table on first use from now on, as
/// [`NO_BUILD`] does for a process started with it; one already in the
/// cache is still read. For tests that run the program's parts in their
/// own process, where setting the environment would race with the
/// threads reading it.
pub fn never_build() {
    NEVER_BUILD.store(true, Ordering::Relaxed);
}

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
    use crate::tablebase::Value;

    /// The seeds of each table `stronger_in_time` hands on, in turn.
    fn handed_on(dir: &Path, first: u8, full: Option<u8>) -> Vec<u8> {
        let rules = Rules::warri_society();
        let shape = |seeds: u8| Shape::new(rules, seeds.into()).expect("a small table");
        let mut seen = Vec::new();
        stronger_in_time(dir, shape(first), full.map(shape), &mut |table| {
            seen.push(table.max_seeds());
        })
        .expect("built and saved");
        seen
    }

    #[test]
    fn the_small_table_comes_at_once_and_the_full_one_after_it_is_saved() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        assert_eq!(handed_on(dir.path(), 2, Some(4)), [2, 4]);
        let shape = Shape::new(Rules::warri_society(), 4).expect("a small table");
        let path = file::path_in(dir.path(), shape.pits_per_side(), shape.grand_slam());
        let saved = file::load(&path).expect("the full table saved");
        assert_eq!(saved, Table::build(shape, NonZeroUsize::MIN, |_, _| {}));
        assert_eq!(
            handed_on(dir.path(), 2, Some(4)),
            [4],
            "the full table is read, nothing built"
        );
    }

    #[test]
    fn a_build_that_stopped_is_taken_up_from_the_last_layer_saved() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let rules = Rules::warri_society();
        let shape = |seeds| Shape::new(rules, seeds).expect("a small table");
        // What a build of 5 seeds leaves when it stops after its 3rd
        // layer, marked: its last cell says another range, so that the
        // layers read back can be told from layers worked out again.
        let path = file::path_in(dir.path(), 6, rules.grand_slam());
        let built = Table::build(shape(3), NonZeroUsize::MIN, |_, _| {});
        let mut cells = built.cells().to_vec();
        let last = cells.len() - 1;
        let (one, other) = (Value::exact(0).packed(), Value::exact(1).packed());
        cells[last] = if cells[last] == one { other } else { one };
        let stopped = Table::from_cells(shape(3), cells).expect("as many cells");
        file::save(&path, &stopped).expect("saved");
        assert_eq!(handed_on(dir.path(), 2, Some(5)), [3, 5]);
        let saved = file::load(&path).expect("the full table saved");
        assert_eq!(&saved.cells()[..=last], stopped.cells(), "taken up");
        let whole = Table::build(shape(5), NonZeroUsize::MIN, |_, _| {});
        assert_eq!(saved.cells()[last + 1..], whole.cells()[last + 1..]);
    }

    #[test]
    fn without_a_larger_table_to_build_only_the_first_is_handed_on() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        assert_eq!(handed_on(dir.path(), 2, None), [2]);
        assert_eq!(handed_on(dir.path(), 3, Some(2)), [2]);
    }

    #[test]
    fn the_full_table_is_as_large_as_the_board_allows() {
        let six = full_shape(Rules::warri_society()).map(Shape::max_seeds);
        assert_eq!(six, Some(FULL_SEEDS));
        let rules = Rules::new(8, 4, crate::engine::GrandSlam::NoCapture, false).expect("8 pits");
        let eight = full_shape(rules).expect("a table on 8 pits");
        assert!(eight.max_seeds() < FULL_SEEDS);
        assert!(Shape::new(rules, usize::from(eight.max_seeds()) + 1).is_err());
    }

    #[test]
    fn the_full_table_may_be_capped_but_not_raised() {
        assert_eq!(full_seeds(None), FULL_SEEDS);
        assert_eq!(full_seeds(Some("14")), 14);
        assert_eq!(full_seeds(Some(" 16\n")), 16);
        assert_eq!(full_seeds(Some("21")), FULL_SEEDS);
        assert_eq!(full_seeds(Some("lots")), FULL_SEEDS);
    }

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
