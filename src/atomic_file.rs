//! Writing a file so that a crash or a full disk never leaves a
//! half-written file where a good one was: write a temporary file beside
//! it, flush it to disk, rename it over the old one, then flush the
//! directory so the rename itself survives a power cut. The terminal's save
//! files and the server's host key both need this, so it lives outside
//! either edge.
//!
//! The temporary file comes from the `tempfile` crate: a random name,
//! created exclusively and owner-only, so neither another process saving
//! the same file nor a link planted under a guessable name can get in the
//! way, and it is removed if anything fails before the rename.

use std::fs::{File, Permissions};
use std::io::Write;
use std::path::{Path, PathBuf};

/// Writes `text` to `path` in one step, as far as readers can tell. An
/// existing file keeps its permissions (a save made private with `chmod
/// 600` stays private); a new one gets those any new file gets.
pub fn write_atomically(path: &Path, text: &str) -> std::io::Result<()> {
    write(path, text.as_bytes(), Access::AsBefore)
}

/// [`write_atomically`] for bytes that are not text, such as an endgame
/// table.
pub fn write_bytes_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    write(path, bytes, Access::AsBefore)
}

/// Writes `text` to `path` in one step, readable and writable by its
/// owner only (on Unix; elsewhere as [`write_atomically`]), whatever the
/// file allowed before: for secrets such as a private key.
pub fn write_private(path: &Path, text: &str) -> std::io::Result<()> {
    write(path, text.as_bytes(), Access::OwnerOnly)
}

/// Who may read the file once it is written.
#[derive(Clone, Copy)]
enum Access {
    /// As the file allowed before, or as for any new file.
    AsBefore,
    /// Its owner only.
    OwnerOnly,
}

fn write(path: &Path, bytes: &[u8], access: Access) -> std::io::Result<()> {
    let path = through_links(path)?;
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy())
        .unwrap_or_default();
    let prefix = format!(".{name}.");
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".tmp");
    let kept = match access {
        Access::AsBefore => existing_permissions(&path)?,
        Access::OwnerOnly => None,
    };
    // A new file gets what any new file gets: read and write for all, less
    // the umask, which the system applies as it creates the file (as
    // `std::fs::write` does). Elsewhere `tempfile`'s default stands.
    #[cfg(unix)]
    if let (Access::AsBefore, None) = (access, &kept) {
        builder.permissions(std::os::unix::fs::PermissionsExt::from_mode(0o666));
    }
    let mut temporary = builder.tempfile_in(dir)?;
    if let Some(permissions) = kept {
        // Set on the open file: it never has more access than the old one.
        temporary.as_file().set_permissions(permissions)?;
    }
    temporary.write_all(bytes)?;
    temporary.as_file().sync_all()?;
    temporary.persist(&path).map_err(|e| e.error)?;
    sync_directory(dir)
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
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
            let target = std::fs::read_link(path)?;
            Ok(path.parent().unwrap_or(Path::new("")).join(target))
        }
        Err(error) => Err(error),
    }
}

/// The permissions of the file at `path`, if there is one.
fn existing_permissions(path: &Path) -> std::io::Result<Option<Permissions>> {
    match std::fs::metadata(path) {
        Ok(metadata) => Ok(Some(metadata.permissions())),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(None),
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
        write_atomically(&path, "new").expect("written");
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
        assert!(write_atomically(&path, "text").is_err());
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
                scope.spawn(move || write_atomically(path, text).expect("written"));
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
        write_atomically(&link, "new").expect("written");
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
        write_atomically(&link, "new").expect("written");
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
            write_atomically(&path, "new").expect("written");
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
        write_atomically(&path, "new").expect("written");
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
}
