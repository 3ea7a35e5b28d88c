//! Files that are only ever added to a folder, never replaced: a record
//! per game, and a log a row at a time.

use std::fs::{File, OpenOptions};
use std::io::ErrorKind;
use std::path::{Path, PathBuf};

/// Creates `stem.ext` in `dir`, or `stem-2.ext`, `stem-3.ext`... when the
/// name is taken: never a file that exists, even when two are made at
/// once, since the name is taken by creating it.
pub fn create_numbered(dir: &Path, stem: &str, ext: &str) -> std::io::Result<(PathBuf, File)> {
    for n in 1u32.. {
        let path = dir.join(numbered(stem, ext, n));
        match OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(file) => return Ok((path, file)),
            Err(error) if error.kind() == ErrorKind::AlreadyExists => continue,
            Err(error) => return Err(error),
        }
    }
    Err(std::io::Error::other("every numbered name is taken"))
}

/// The `n`th name [`create_numbered`] tries: `stem.ext`, then `stem-2.ext`...
pub fn numbered(stem: &str, ext: &str, n: u32) -> String {
    match n {
        1 => format!("{stem}.{ext}"),
        n => format!("{stem}-{n}.{ext}"),
    }
}

/// Opens `path` to add to its end, making it if it is not there.
pub fn append(path: &Path) -> std::io::Result<File> {
    OpenOptions::new().create(true).append(true).open(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_taken_name_gets_the_next_number_and_nothing_is_overwritten() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        std::fs::write(dir.path().join("game.wari"), "first").expect("write");
        let (second, _) = create_numbered(dir.path(), "game", "wari").expect("created");
        let (third, _) = create_numbered(dir.path(), "game", "wari").expect("created");
        assert_eq!(second, dir.path().join("game-2.wari"));
        assert_eq!(third, dir.path().join("game-3.wari"));
        let first = std::fs::read_to_string(dir.path().join("game.wari")).expect("read");
        assert_eq!(first, "first");
    }
}
