//! Writing a file safely, the one way every file the program writes for
//! the user is written: a crash or a full disk never leaves a half-written
//! file where a good one was. The text goes to a temporary file beside the
//! target, is flushed to disk and renamed over the old file; then the
//! folder is flushed so the rename itself survives a power cut.
//!
//! A rename replaces a file whatever the file's own permissions say, so a
//! save the player made read-only (`chmod 444`) would be replaced all the
//! same: the target's permissions are checked first, and a read-only one
//! is refused and left as it was. Every error names the file asked for,
//! never the temporary one, which nobody asked about.
//!
//! The temporary file comes from the `tempfile` crate: a random name,
//! created exclusively and owner-only, so neither another process saving
//! the same file nor a link planted under a guessable name can get in the
//! way, and it is removed if anything fails before the rename.

use std::fs::{File, Permissions};
use std::io::{ErrorKind, Write};
use std::path::{Path, PathBuf};

/// Who may read the file once it is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// As the file allowed before (a save made private with `chmod 600`
    /// stays private), or as for any new file.
    AsBefore,
    /// Its owner only (on Unix; elsewhere as [`Access::AsBefore`]),
    /// whatever the file allowed before: for secrets such as a private key.
    OwnerOnly,
}

/// Why a file was not written. Each names the file as the caller gave it.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// The file is there and read-only, or not the writer's to write;
    /// it was left as it was.
    #[error("{} is read-only", .path.display())]
    ReadOnly {
        /// The file.
        path: PathBuf,
    },
    /// Its folder may not be written in, so no file can be made there.
    #[error("cannot write {}: its folder {} is read-only", .path.display(), .folder.display())]
    FolderReadOnly {
        /// The file.
        path: PathBuf,
        /// Its folder.
        folder: PathBuf,
    },
    /// Its folder did not exist and could not be made.
    #[error("cannot write {}: cannot make its folder {}: {error}", .path.display(), .folder.display())]
    FolderNotMade {
        /// The file.
        path: PathBuf,
        /// Its folder.
        folder: PathBuf,
        /// What the system said.
        error: std::io::Error,
    },
    /// Anything else the system refused, such as a full disk.
    #[error("cannot write {}: {error}", .path.display())]
    Failed {
        /// The file.
        path: PathBuf,
        /// What the system said.
        error: std::io::Error,
    },
}

/// Writes `bytes` to `path` in one step, as far as readers can tell,
/// making its folder first if there is none (the user's data folder does
/// not exist until something is kept there). A symbolic link is written
/// through, and stays a link; `access` says who may read the file.
pub fn write_safely(path: &Path, bytes: &[u8], access: Access) -> Result<(), WriteError> {
    let failed = |error| WriteError::Failed {
        path: path.to_owned(),
        error,
    };
    let target = through_links(path).map_err(failed)?;
    let folder = match target.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder.to_owned(),
        _ => PathBuf::from("."),
    };
    let folder_read_only = || WriteError::FolderReadOnly {
        path: path.to_owned(),
        folder: shown_folder(&folder),
    };
    let existing = existing_permissions(&target).map_err(failed)?;
    // The bits first: root may write any file, but a file made read-only
    // (`chmod 444`) asks even root to leave it as it is.
    if let Some(permissions) = &existing
        && (permissions.readonly() || !may_write(&target))
    {
        return Err(WriteError::ReadOnly {
            path: path.to_owned(),
        });
    }
    if !folder.is_dir() {
        std::fs::create_dir_all(&folder).map_err(|error| WriteError::FolderNotMade {
            path: path.to_owned(),
            folder: shown_folder(&folder),
            error,
        })?;
    }
    // Asked of the bits, not only of the system, which lets root write
    // anywhere: a folder made read-only says keep out as a file does. On
    // Windows a folder's read-only flag means nothing of the kind.
    if cfg!(unix) && std::fs::metadata(&folder).is_ok_and(|m| m.permissions().readonly()) {
        return Err(folder_read_only());
    }
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy())
        .unwrap_or_default();
    let prefix = format!(".{name}.");
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".tmp");
    let kept = match access {
        Access::AsBefore => existing,
        Access::OwnerOnly => None,
    };
    // A new file gets what any new file gets: read and write for all, less
    // the umask, which the system applies as it creates the file (as
    // `std::fs::write` does). Elsewhere `tempfile`'s default stands.
    #[cfg(unix)]
    if let (Access::AsBefore, None) = (access, &kept) {
        builder.permissions(std::os::unix::fs::PermissionsExt::from_mode(0o666));
    }
    let mut temporary = builder
        .tempfile_in(&folder)
        .map_err(|error| match error.kind() {
            ErrorKind::PermissionDenied | ErrorKind::ReadOnlyFilesystem => folder_read_only(),
            // tempfile's error names the temporary file: only its kind is kept.
            kind => failed(kind.into()),
        })?;
    if let Some(permissions) = kept {
        // Set on the open file: it never has more access than the old one.
        temporary
            .as_file()
            .set_permissions(permissions)
            .map_err(failed)?;
    }
    // Through the `File`, whose errors do not name the temporary file.
    let file = temporary.as_file_mut();
    file.write_all(bytes).map_err(failed)?;
    file.sync_all().map_err(failed)?;
    temporary.persist(&target).map_err(|e| failed(e.error))?;
    sync_directory(&folder).map_err(failed)
}

/// Whether the system lets this process write the file at `path`: a file
/// whose permission bits allow writing may still be another user's. Only
/// a regular file is opened to find out, since opening a FIFO waits.
fn may_write(path: &Path) -> bool {
    let regular = std::fs::metadata(path).is_ok_and(|m| m.is_file());
    !regular
        || std::fs::OpenOptions::new()
            .write(true)
            .open(path)
            .map_or_else(|e| e.kind() != ErrorKind::PermissionDenied, |_| true)
}

/// The folder as a message shows it: the working directory's full name
/// rather than `.`, which says nothing.
fn shown_folder(folder: &Path) -> PathBuf {
    if folder == Path::new(".") {
        std::env::current_dir().unwrap_or_else(|_| folder.to_owned())
    } else {
        folder.to_owned()
    }
}

/// Where writing `path` should land: a symbolic link is followed to its
/// target, which is written, so the link stays a link (a save kept in a
/// synced folder and linked from the working directory stays in that
/// folder). Any other path is itself.
fn through_links(path: &Path) -> std::io::Result<PathBuf> {
    let is_link = std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink());
    if !is_link {
        return Ok(path.to_owned());
    }
    match std::fs::canonicalize(path) {
        Ok(target) => Ok(target),
        // A link to a file not made yet: make it where the link points.
        Err(error) if error.kind() == ErrorKind::NotFound => {
            let target = std::fs::read_link(path)?;
            Ok(path.parent().unwrap_or(Path::new("")).join(target))
        }
        Err(error) => Err(error),
    }
}

/// The permissions of the file at `path`, if there is one. A path through
/// a file rather than a folder has none: making the folder says why.
fn existing_permissions(path: &Path) -> std::io::Result<Option<Permissions>> {
    match std::fs::metadata(path) {
        Ok(metadata) => Ok(Some(metadata.permissions())),
        Err(error) if matches!(error.kind(), ErrorKind::NotFound | ErrorKind::NotADirectory) => {
            Ok(None)
        }
        Err(error) => Err(error),
    }
}

/// Flushes `dir`'s entries to disk, so the rename is not lost if the power
/// goes; only Unix can open a directory for this.
#[cfg(unix)]
fn sync_directory(dir: &Path) -> std::io::Result<()> {
    File::open(dir)?.sync_all()
}

#[cfg(not(unix))]
fn sync_directory(_dir: &Path) -> std::io::Result<()> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(path: &Path, text: &str) -> Result<(), WriteError> {
        write_safely(path, text.as_bytes(), Access::AsBefore)
    }

    fn write_private(path: &Path, text: &str) -> Result<(), WriteError> {
        write_safely(path, text.as_bytes(), Access::OwnerOnly)
    }

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

    #[cfg(unix)]
    fn mode(path: &Path) -> u32 {
        use std::os::unix::fs::PermissionsExt;
        std::fs::metadata(path)
            .expect("a file")
            .permissions()
            .mode()
            & 0o777
    }

    #[cfg(unix)]
    fn set_mode(path: &Path, mode: u32) {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(path, Permissions::from_mode(mode)).expect("chmod");
    }

    #[test]
    fn a_write_replaces_the_file_whole_and_leaves_nothing_beside_it() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("save.toml");
        std::fs::write(&path, "an old and much longer text").expect("an old file");
        write(&path, "new").expect("written");
        assert_eq!(std::fs::read_to_string(&path).expect("readable"), "new");
        assert_eq!(names_in(dir.path()), ["save.toml"]);
    }

    #[test]
    fn a_failed_rename_leaves_no_temporary_file() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        // A directory with something in it cannot be renamed over.
        let path = dir.path().join("taken");
        std::fs::create_dir(&path).expect("a directory");
        std::fs::write(path.join("inside"), "x").expect("a file inside");
        assert!(write(&path, "text").is_err());
        assert_eq!(names_in(dir.path()), ["taken"]);
    }

    #[test]
    fn writers_racing_on_one_file_leave_one_whole_text() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("save.toml");
        let texts: Vec<String> = (0..8).map(|i| i.to_string().repeat(10_000)).collect();
        std::thread::scope(|scope| {
            for text in &texts {
                let path = &path;
                scope.spawn(move || write(path, text).expect("written"));
            }
        });
        let result = std::fs::read_to_string(&path).expect("readable");
        assert!(texts.contains(&result), "a mixed file");
        assert_eq!(names_in(dir.path()), ["save.toml"]);
    }

    #[cfg(unix)]
    #[test]
    fn a_symlink_is_written_through_and_stays_a_link() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let synced = dir.path().join("synced");
        std::fs::create_dir(&synced).expect("a directory");
        let target = synced.join("save.toml");
        std::fs::write(&target, "old").expect("the real file");
        let link = dir.path().join("save.toml");
        std::os::unix::fs::symlink(&target, &link).expect("a link");
        write(&link, "new").expect("written");
        let link_type = std::fs::symlink_metadata(&link)
            .expect("the link")
            .file_type();
        assert!(link_type.is_symlink(), "the link was replaced");
        assert_eq!(std::fs::read_to_string(&target).expect("readable"), "new");
        assert_eq!(names_in(&synced), ["save.toml"]);
    }

    #[cfg(unix)]
    #[test]
    fn a_dangling_symlink_makes_its_target() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let link = dir.path().join("save.toml");
        std::os::unix::fs::symlink("real.toml", &link).expect("a link");
        write(&link, "new").expect("written");
        assert!(
            std::fs::symlink_metadata(&link)
                .expect("the link")
                .is_symlink()
        );
        let real = dir.path().join("real.toml");
        assert_eq!(std::fs::read_to_string(real).expect("readable"), "new");
    }

    #[cfg(unix)]
    #[test]
    fn an_existing_files_permissions_are_kept() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("save.toml");
        for kept in [0o600, 0o640, 0o644] {
            std::fs::write(&path, "old").expect("an old file");
            set_mode(&path, kept);
            write(&path, "new").expect("written");
            assert_eq!(mode(&path), kept, "{kept:o}");
        }
    }

    #[cfg(unix)]
    #[test]
    fn a_new_file_gets_what_any_new_file_gets() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let plain = dir.path().join("plain");
        std::fs::write(&plain, "x").expect("a file as std writes it");
        let path = dir.path().join("save.toml");
        write(&path, "new").expect("written");
        assert_eq!(mode(&path), mode(&plain));
    }

    #[cfg(unix)]
    #[test]
    fn a_private_file_is_owner_only_even_over_a_readable_one() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("host_ed25519_key");
        write_private(&path, "secret").expect("written");
        assert_eq!(mode(&path), 0o600);
        set_mode(&path, 0o644);
        write_private(&path, "secret 2").expect("written");
        assert_eq!(mode(&path), 0o600);
        assert_eq!(
            std::fs::read_to_string(&path).expect("readable"),
            "secret 2"
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_read_only_file_is_refused_by_name_and_left_as_it_was() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("wari-game.wari");
        std::fs::write(&path, "kept").expect("an old file");
        set_mode(&path, 0o444);
        let error = write(&path, "new").expect_err("refused");
        assert_eq!(
            error.to_string(),
            format!("{} is read-only", path.display())
        );
        assert_eq!(std::fs::read_to_string(&path).expect("readable"), "kept");
        assert_eq!(mode(&path), 0o444);
        assert_eq!(names_in(dir.path()), ["wari-game.wari"]);
    }

    #[cfg(unix)]
    #[test]
    fn a_read_only_file_behind_a_link_is_refused_by_the_links_name() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let target = dir.path().join("real.wari");
        std::fs::write(&target, "kept").expect("an old file");
        set_mode(&target, 0o444);
        let link = dir.path().join("wari-game.wari");
        std::os::unix::fs::symlink(&target, &link).expect("a link");
        let error = write(&link, "new").expect_err("refused");
        assert_eq!(
            error.to_string(),
            format!("{} is read-only", link.display())
        );
        assert_eq!(std::fs::read_to_string(&target).expect("readable"), "kept");
    }

    #[cfg(unix)]
    #[test]
    fn a_read_only_folder_is_named_with_the_file_never_the_temporary_one() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let folder = dir.path().join("games");
        std::fs::create_dir(&folder).expect("a folder");
        set_mode(&folder, 0o555);
        let path = folder.join("wari-game.wari");
        let error = write(&path, "new").expect_err("refused").to_string();
        set_mode(&folder, 0o755);
        assert_eq!(
            error,
            format!(
                "cannot write {}: its folder {} is read-only",
                path.display(),
                folder.display()
            )
        );
        // The temporary file would be `.wari-game.wari.XXXXXX.tmp`.
        assert!(!error.contains(".wari-game.wari."), "{error}");
        assert_eq!(names_in(&folder), Vec::<String>::new());
    }

    #[test]
    fn a_missing_folder_is_made() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("not").join("yet").join("lessons.json");
        write(&path, "{}").expect("written");
        assert_eq!(std::fs::read_to_string(&path).expect("readable"), "{}");
    }

    #[test]
    fn a_folder_that_cannot_be_made_is_named() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let file = dir.path().join("a-file");
        std::fs::write(&file, "x").expect("a file");
        let path = file.join("lessons.json");
        let error = write(&path, "{}").expect_err("refused").to_string();
        let start = format!(
            "cannot write {}: cannot make its folder {}: ",
            path.display(),
            file.display()
        );
        assert!(error.starts_with(&start), "{error}");
    }
}
