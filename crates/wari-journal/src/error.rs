//! Why the journal could not be opened or written: each names the file.

use std::path::PathBuf;

/// What went wrong with a class's journal.
#[derive(Debug, thiserror::Error)]
pub enum JournalError {
    /// Another server is writing this class now.
    #[error("{}: the class is open in another wari serve ({holder}); stop that one first", path.display())]
    Busy {
        /// The class's file.
        path: PathBuf,
        /// What the other server wrote of itself: its process and start.
        holder: String,
    },
    /// The file or its folder could not be made, read or locked.
    #[error("the class's journal: cannot write to {}: {error}", path.display())]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// What the system said.
        error: std::io::Error,
    },
    /// SQLite refused: a full or read-only disk, a damaged file.
    #[error("{}: {error}", path.display())]
    Sqlite {
        /// The class's file.
        path: PathBuf,
        /// What SQLite said.
        error: rusqlite::Error,
    },
    /// An event could not be committed: a full or read-only disk, most
    /// often.
    #[error("{}: cannot write the lesson's journal: {why}", path.display())]
    Write {
        /// The class's file.
        path: PathBuf,
        /// What SQLite said.
        why: String,
    },
    /// The file was written by a newer wari, whose schema this one does
    /// not know.
    #[error("{}: written by a newer wari (schema {found}; this one knows up to {known})", path.display())]
    Newer {
        /// The class's file.
        path: PathBuf,
        /// The file's schema version.
        found: i64,
        /// The newest this wari knows.
        known: i64,
    },
    /// The writer's thread has stopped, after an error it reported.
    #[error("the journal's writer has stopped")]
    Stopped,
}
