//! A class's file: its lessons and their events, read and begun here on
//! the caller's thread; a running lesson's events are appended by the
//! [`Writer`](crate::Writer), which takes the file over.

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use rusqlite::{Connection, OptionalExtension, params};

use crate::JournalError;
use crate::lock::{ClassLock, private};
use crate::schema;

/// A change to one event of a lesson, by its number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    /// The event goes.
    Delete(i64),
    /// The event says this body (JSON) instead.
    Replace(i64, String),
}

/// A lesson's number in its class's file.
pub type LessonId = i64;

/// The codes a lesson was opened with, kept so that a lesson resumed after
/// a crash lets the same students in.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Codes {
    /// The students' join code, when the lesson had one.
    pub join: Option<String>,
    /// The teacher's code.
    pub teacher: Option<String>,
}

/// A lesson of the class, as its file lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonInfo {
    /// Its number.
    pub id: LessonId,
    /// When it began, in milliseconds since the Unix epoch.
    pub started: i64,
    /// When it ended, likewise; `None` for a lesson that never ended (the
    /// server was killed, or is running).
    pub ended: Option<i64>,
    /// The codes it was opened with.
    pub codes: Codes,
}

/// One event of a lesson, as it was appended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Its place in the lesson, from 1.
    pub seq: i64,
    /// When it was appended, in milliseconds since the Unix epoch.
    pub at: i64,
    /// What kind of event it is.
    pub kind: String,
    /// What it says, as JSON.
    pub body: String,
}

/// A class's file, opened by the one server that writes it.
#[derive(Debug)]
pub struct Journal {
    pub(crate) conn: Connection,
    pub(crate) path: PathBuf,
    pub(crate) _lock: Option<ClassLock>,
}

impl Journal {
    /// Opens the class's file at `path`, making it (and its folder, both
    /// for their owner alone) if it is not there, and brings an older one
    /// up to date. Refused, naming the holder, while another server has
    /// the class open; `holder` says which server this is, for the
    /// message a second one would show (its address, say).
    pub fn open(path: &Path, holder: &str) -> Result<Journal, JournalError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            make_private_dir(dir)?;
        }
        let lock = ClassLock::take(path, holder)?;
        // Made here first, for its owner alone: SQLite gives its WAL and
        // shared-memory files the same permissions.
        private()
            .write(true)
            .create(true)
            .truncate(false)
            .open(path)
            .map_err(|error| JournalError::Io {
                path: path.to_owned(),
                error,
            })?;
        let sqlite = |error| JournalError::Sqlite {
            path: path.to_owned(),
            error,
        };
        let mut conn = Connection::open(path).map_err(sqlite)?;
        conn.execute_batch(
            "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;",
        )
        .map_err(sqlite)?;
        let found = known_version(&conn, path)?;
        schema::upgrade(&mut conn, found).map_err(sqlite)?;
        Ok(Journal {
            conn,
            path: path.to_owned(),
            _lock: Some(lock),
        })
    }

    /// Reads the class's file at `path` without writing it or taking its
    /// lock, while a server may be writing it: for a report.
    pub fn read(path: &Path) -> Result<Journal, JournalError> {
        let sqlite = |error| JournalError::Sqlite {
            path: path.to_owned(),
            error,
        };
        let flags = rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY;
        let conn = Connection::open_with_flags(path, flags).map_err(sqlite)?;
        known_version(&conn, path)?;
        Ok(Journal {
            conn,
            path: path.to_owned(),
            _lock: None,
        })
    }

    /// The class's file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Every lesson of the class, the first first.
    pub fn lessons(&self) -> Result<Vec<LessonInfo>, JournalError> {
        let mut query = self
            .conn
            .prepare("SELECT id, started, ended, join_code, teacher_code FROM lessons ORDER BY id")
            .map_err(|e| self.error(e))?;
        let rows = query
            .query_map([], |row| {
                Ok(LessonInfo {
                    id: row.get(0)?,
                    started: row.get(1)?,
                    ended: row.get(2)?,
                    codes: Codes {
                        join: row.get(3)?,
                        teacher: row.get(4)?,
                    },
                })
            })
            .and_then(Iterator::collect)
            .map_err(|e| self.error(e))?;
        Ok(rows)
    }

    /// The class's last lesson, if it never ended: the one to resume.
    pub fn unfinished(&self) -> Result<Option<LessonInfo>, JournalError> {
        let last = self.lessons()?.pop();
        Ok(last.filter(|lesson| lesson.ended.is_none()))
    }

    /// Begins a new lesson opened with `codes`; an unfinished one before
    /// it is ended first, at its last event, as one not to resume.
    pub fn begin(&mut self, codes: &Codes) -> Result<LessonId, JournalError> {
        if let Some(lesson) = self.unfinished()? {
            let last = self.last_event_at(lesson.id)?.unwrap_or(lesson.started);
            self.end(lesson.id, last)?;
        }
        self.conn
            .execute(
                "INSERT INTO lessons (started, join_code, teacher_code) VALUES (?1, ?2, ?3)",
                params![now(), codes.join, codes.teacher],
            )
            .map_err(|e| self.error(e))?;
        Ok(self.conn.last_insert_rowid())
    }

    /// Ends `lesson` at `at` (milliseconds since the Unix epoch).
    pub fn end(&mut self, lesson: LessonId, at: i64) -> Result<(), JournalError> {
        self.conn
            .execute(
                "UPDATE lessons SET ended = ?2 WHERE id = ?1",
                params![lesson, at],
            )
            .map_err(|e| self.error(e))?;
        Ok(())
    }

    /// Changes events as `edits` say, all or none, then leaves
    /// nothing of what they took away in the file: what was deleted or
    /// written over is zeroed, the file is rebuilt without it and the
    /// write-ahead log emptied (a student's data forgotten is gone, not
    /// merely unlisted).
    pub fn amend(&mut self, edits: &[(LessonId, Edit)]) -> Result<(), JournalError> {
        let path = self.path.clone();
        let sqlite = |error| JournalError::Sqlite {
            path: path.clone(),
            error,
        };
        self.conn
            .execute_batch("PRAGMA secure_delete = ON;")
            .map_err(sqlite)?;
        let tx = self.conn.transaction().map_err(sqlite)?;
        for (lesson, edit) in edits {
            match edit {
                Edit::Delete(seq) => tx.execute(
                    "DELETE FROM events WHERE lesson = ?1 AND seq = ?2",
                    params![lesson, seq],
                ),
                Edit::Replace(seq, body) => tx.execute(
                    "UPDATE events SET body = ?3 WHERE lesson = ?1 AND seq = ?2",
                    params![lesson, seq, body],
                ),
            }
            .map_err(sqlite)?;
        }
        tx.commit().map_err(sqlite)?;
        self.conn
            .execute_batch("VACUUM; PRAGMA wal_checkpoint(TRUNCATE);")
            .map_err(sqlite)
    }

    /// `lesson`'s events, in order.
    pub fn events(&self, lesson: LessonId) -> Result<Vec<Entry>, JournalError> {
        self.events_where(lesson, None)
    }

    /// `lesson`'s events of `kind`, in order.
    pub fn events_of(&self, lesson: LessonId, kind: &str) -> Result<Vec<Entry>, JournalError> {
        self.events_where(lesson, Some(kind))
    }

    /// `lesson`'s events, of `kind` alone when given, in order.
    fn events_where(
        &self,
        lesson: LessonId,
        kind: Option<&str>,
    ) -> Result<Vec<Entry>, JournalError> {
        let mut query = self
            .conn
            .prepare(
                "SELECT seq, at, kind, body FROM events \
                 WHERE lesson = ?1 AND (?2 IS NULL OR kind = ?2) ORDER BY seq",
            )
            .map_err(|e| self.error(e))?;
        let rows = query
            .query_map(params![lesson, kind], |row| {
                Ok(Entry {
                    seq: row.get(0)?,
                    at: row.get(1)?,
                    kind: row.get(2)?,
                    body: row.get(3)?,
                })
            })
            .and_then(Iterator::collect)
            .map_err(|e| self.error(e))?;
        Ok(rows)
    }

    /// When `lesson`'s last event was appended.
    fn last_event_at(&self, lesson: LessonId) -> Result<Option<i64>, JournalError> {
        self.conn
            .query_row(
                "SELECT at FROM events WHERE lesson = ?1 ORDER BY seq DESC LIMIT 1",
                [lesson],
                |row| row.get(0),
            )
            .optional()
            .map_err(|e| self.error(e))
    }

    fn error(&self, error: rusqlite::Error) -> JournalError {
        JournalError::Sqlite {
            path: self.path.clone(),
            error,
        }
    }
}

/// The schema version of the file at `path`, refused when a newer wari
/// wrote it.
fn known_version(conn: &Connection, path: &Path) -> Result<i64, JournalError> {
    let found = schema::version(conn).map_err(|error| JournalError::Sqlite {
        path: path.to_owned(),
        error,
    })?;
    if found > schema::VERSION {
        return Err(JournalError::Newer {
            path: path.to_owned(),
            found,
            known: schema::VERSION,
        });
    }
    Ok(found)
}

/// Makes `dir` and its parents, `dir` itself for its owner alone.
fn make_private_dir(dir: &Path) -> Result<(), JournalError> {
    let io = |error| JournalError::Io {
        path: dir.to_owned(),
        error,
    };
    if dir.is_dir() {
        return Ok(());
    }
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        builder.mode(0o700);
    }
    builder.create(dir).map_err(io)
}

/// Now, in milliseconds since the Unix epoch.
pub(crate) fn now() -> i64 {
    let since = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    i64::try_from(since.as_millis()).unwrap_or(i64::MAX)
}
