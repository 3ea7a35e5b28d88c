//! Setting a damaged file aside: a file the program keeps that it can no
//! longer read is renamed beside itself, never deleted or written over, so
//! whoever wants to look at it (or mend it) still can, and the program
//! starts afresh without it.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// What a damaged file's name gets: `home.toml` becomes `home.toml.bad`,
/// as the first version to set a file aside named it.
const SUFFIX: &str = ".bad";

/// Renames the damaged file at `path` to the first of `NAME.bad`,
/// `NAME.bad.1`, `NAME.bad.2`, ... not yet taken, so a file set aside
/// before is never lost, and returns where it went.
pub fn set_aside(path: &Path) -> std::io::Result<PathBuf> {
    let aside = (0..100)
        .map(|n| {
            let mut name = OsString::from(path.as_os_str());
            name.push(SUFFIX);
            if n > 0 {
                name.push(format!(".{n}"));
            }
            PathBuf::from(name)
        })
        .find(|candidate| std::fs::symlink_metadata(candidate).is_err())
        .ok_or_else(|| std::io::Error::other("a hundred damaged files are already beside it"))?;
    std::fs::rename(path, &aside)?;
    Ok(aside)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_damaged_file_goes_beside_itself_and_never_over_one_set_aside_before() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("home.toml");
        std::fs::write(&path, "first").expect("written");
        let first = set_aside(&path).expect("set aside");
        assert_eq!(first, dir.path().join("home.toml.bad"));
        std::fs::write(&path, "second").expect("written");
        let second = set_aside(&path).expect("set aside again");
        assert_eq!(second, dir.path().join("home.toml.bad.1"));
        assert!(!path.exists());
        assert_eq!(std::fs::read_to_string(first).expect("kept"), "first");
        assert_eq!(std::fs::read_to_string(second).expect("kept"), "second");
    }

    #[test]
    fn a_missing_file_cannot_be_set_aside() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        assert!(set_aside(&dir.path().join("home.toml")).is_err());
    }
}
