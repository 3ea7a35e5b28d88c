//! One server a class: a lock file beside the class's database, held for
//! as long as the server runs and naming it, so a second `wari serve` on
//! the same class is refused with who has it.

use std::fs::{File, OpenOptions, TryLockError};
use std::io::{Read, Seek, Write};
use std::path::{Path, PathBuf};

use crate::JournalError;

/// The lock on a class, released when dropped (or when the process ends,
/// however it ends: the system releases it).
#[derive(Debug)]
pub(crate) struct ClassLock {
    _file: File,
}

impl ClassLock {
    /// Takes the lock on the class whose database is `db`, writing this
    /// process's number and `holder` (which server it is) into the lock
    /// file.
    pub(crate) fn take(db: &Path, holder: &str) -> Result<ClassLock, JournalError> {
        let path = lock_path(db);
        let io = |error| JournalError::Io {
            path: path.clone(),
            error,
        };
        let mut file = private()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&path)
            .map_err(io)?;
        match file.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => {
                let mut holder = String::new();
                let _ = file.read_to_string(&mut holder);
                return Err(JournalError::Busy {
                    path: db.to_owned(),
                    holder: holder.trim().to_owned(),
                });
            }
            Err(TryLockError::Error(error)) => return Err(io(error)),
        }
        let me = format!("process {}, {holder}", std::process::id());
        file.set_len(0)
            .and_then(|()| file.rewind())
            .and_then(|()| file.write_all(me.as_bytes()))
            .map_err(io)?;
        Ok(ClassLock { _file: file })
    }
}

/// The lock file of the class whose database is `db`: `class.sqlite.lock`.
fn lock_path(db: &Path) -> PathBuf {
    let mut name = db.as_os_str().to_owned();
    name.push(".lock");
    PathBuf::from(name)
}

/// Options that make a file only its owner can read: children's names and
/// results are in the class's files.
pub(crate) fn private() -> OpenOptions {
    let mut options = OpenOptions::new();
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    options
}
