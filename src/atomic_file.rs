//! Writing a file so that a crash or a full disk never leaves a
//! half-written file where a good one was: write a temporary file beside
//! it, flush it to disk, then rename it over the old one. The terminal's
//! save files and the server's host key both need this, so it lives
//! outside either edge.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

/// Writes `text` to `path` in one step, as far as readers can tell, with
/// the permissions a new file gets.
pub fn write_atomically(path: &Path, text: &str) -> std::io::Result<()> {
    write(path, text, None)
}

/// Writes `text` to `path` in one step, readable and writable by its
/// owner only (on Unix; elsewhere as [`write_atomically`]): for secrets
/// such as a private key.
pub fn write_private(path: &Path, text: &str) -> std::io::Result<()> {
    write(path, text, Some(0o600))
}

/// Writes through a temporary file created with `mode` (on Unix). A
/// failed write removes the temporary file, so none is left to pile up.
fn write(path: &Path, text: &str, mode: Option<u32>) -> std::io::Result<()> {
    let temporary = temporary_path(path);
    let written = create_new(&temporary, mode).and_then(|mut file| {
        file.write_all(text.as_bytes())?;
        file.sync_all()
    });
    match written.and_then(|()| std::fs::rename(&temporary, path)) {
        Ok(()) => Ok(()),
        Err(error) => {
            let _ = std::fs::remove_file(&temporary);
            Err(error)
        }
    }
}

/// The temporary file beside `path`, hidden and named for this process so
/// two programs saving the same file do not write into one another's.
fn temporary_path(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy())
        .unwrap_or_default();
    path.with_file_name(format!(".{name}.{}.tmp", std::process::id()))
}

/// Creates `temporary` afresh. A crash can leave a temporary file behind,
/// and process ids come round again: opening it as it is would keep its
/// looser permissions (a mode given at open applies only to a file the
/// open creates) or write through a link to wherever it points. So any
/// such file is removed first, and the open insists on creating.
fn create_new(temporary: &Path, mode: Option<u32>) -> std::io::Result<File> {
    match std::fs::remove_file(temporary) {
        Err(error) if error.kind() != std::io::ErrorKind::NotFound => return Err(error),
        _ => {}
    }
    let mut options = OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    if let Some(mode) = mode {
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, mode);
    }
    #[cfg(not(unix))]
    let _ = mode;
    options.open(temporary)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names_in(dir: &Path) -> Vec<String> {
        let mut names: Vec<_> = std::fs::read_dir(dir)
            .expect("a readable directory")
            .map(|e| {
                e.expect("an entry")
                    .file_name()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_failed_rename_leaves_no_temporary_file() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        // A directory with something in it cannot be renamed over.
        let path = dir.path().join("taken");
        std::fs::create_dir(&path).expect("a directory");
        std::fs::write(path.join("inside"), "x").expect("a file inside");
        assert!(write_atomically(&path, "text").is_err());
        assert_eq!(names_in(dir.path()), ["taken"]);
    }

    #[cfg(unix)]
    #[test]
    fn a_stale_temporary_link_is_replaced_not_written_through() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let elsewhere = dir.path().join("elsewhere");
        std::fs::write(&elsewhere, "untouched").expect("a file elsewhere");
        let path = dir.path().join("file");
        std::os::unix::fs::symlink(&elsewhere, temporary_path(&path)).expect("a stale link");
        write_atomically(&path, "new").expect("written");
        assert_eq!(std::fs::read_to_string(&path).expect("readable"), "new");
        assert_eq!(
            std::fs::read_to_string(&elsewhere).expect("readable"),
            "untouched"
        );
        assert_eq!(names_in(dir.path()), ["elsewhere", "file"]);
    }

    #[cfg(unix)]
    #[test]
    fn a_private_file_is_owner_only_even_over_a_stale_readable_temporary_file() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("host_ed25519_key");
        let stale = temporary_path(&path);
        std::fs::write(&stale, "left by a crash").expect("stale");
        std::fs::set_permissions(&stale, std::fs::Permissions::from_mode(0o644))
            .expect("made readable");
        write_private(&path, "secret").expect("written");
        let mode = std::fs::metadata(&path)
            .expect("written")
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600);
        assert_eq!(std::fs::read_to_string(&path).expect("readable"), "secret");
    }
}
