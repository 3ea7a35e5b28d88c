//! The files kept for the user in the data directory: the lessons'
//! progress, `lessons.json`, and the puzzles' record. A damaged file is
//! named and set aside, never a reason not to start: the lessons open as
//! if nothing were finished, and the file is kept for whoever wants to
//! look at it.

use std::io::ErrorKind;
use std::path::Path;

use crate::learn::Progress;
use crate::user_files::{Access, WriteError, set_aside, write_safely};

/// The progress read from a file, and a line for the learner when the
/// file could not be used.
#[derive(Debug)]
pub struct Loaded {
    /// The lessons finished; none when the file was missing or damaged.
    pub progress: Progress,
    /// What went wrong with the file, in words, if anything did.
    pub notice: Option<String>,
}

/// Reads the progress at `path`. A missing file is a learner who has not
/// started; a damaged one is set aside (`lessons.json.bad`, or with a
/// number when that is taken, see [`set_aside`]) and the notice says where.
pub fn load_progress(path: &Path) -> Loaded {
    let (progress, notice) = load_kept(path, "progress", "the lessons start afresh", |text| {
        Progress::parse(text).map_err(|error| error.to_string())
    });
    Loaded { progress, notice }
}

/// Reads a file the program keeps for the user with `parse`, as
/// [`load_progress`] does the lessons': a missing file is the default, a
/// damaged one is set aside. The notice, if any, names the file as "your
/// `noun`" and ends with `afresh`, what starts again.
pub fn load_kept<T: Default>(
    path: &Path,
    noun: &str,
    afresh: &str,
    parse: impl FnOnce(&str) -> Result<T, String>,
) -> (T, Option<String>) {
    let fresh = |notice: String| (T::default(), Some(notice));
    let text = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(error) if error.kind() == ErrorKind::NotFound => return (T::default(), None),
        Err(error) => {
            return fresh(format!(
                "Your {noun} in {} could not be read ({error}); starting afresh.",
                path.display()
            ));
        }
    };
    let parsed = String::from_utf8(text)
        .map_err(|error| error.to_string())
        .and_then(|text| parse(&text));
    match parsed {
        Ok(kept) => (kept, None),
        Err(why) => fresh(match set_aside(path) {
            Ok(aside) => format!(
                "Your {noun} file {} was damaged ({why}); it was moved to {} and {afresh}.",
                path.display(),
                aside.display()
            ),
            Err(error) => format!(
                "Your {noun} file {} is damaged ({why}) and could not be moved \
                 aside ({error}); {afresh}.",
                path.display()
            ),
        }),
    }
}

/// Writes the progress text to `path` in one step, making its directory
/// first: the data directory does not exist until something is kept there.
pub fn save_progress(path: &Path, text: &str) -> Result<(), WriteError> {
    write_safely(path, text.as_bytes(), Access::AsBefore)
}
