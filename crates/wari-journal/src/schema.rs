//! The file's layout, by version. A file is brought up to the newest
//! version this wari knows when opened; one from a newer wari is refused
//! rather than misread.

use rusqlite::Connection;

/// The newest schema version: SQLite's `user_version` of a file written by
/// this wari.
pub(crate) const VERSION: i64 = 1;

/// Version 1: the lessons, and each lesson's events in order.
const V1: &str = "
CREATE TABLE lessons (
    id INTEGER PRIMARY KEY,
    started INTEGER NOT NULL,   -- Unix time, milliseconds
    ended INTEGER,              -- likewise; NULL while the lesson runs
    join_code TEXT,
    teacher_code TEXT
);
CREATE TABLE events (
    lesson INTEGER NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,       -- from 1, in the order the room saw them
    at INTEGER NOT NULL,        -- Unix time, milliseconds
    kind TEXT NOT NULL,
    body TEXT NOT NULL,         -- JSON
    PRIMARY KEY (lesson, seq)
) WITHOUT ROWID;
PRAGMA user_version = 1;
";

/// The steps from each version to the next: `STEPS[v]` takes a file of
/// version `v` to `v + 1`.
const STEPS: [&str; VERSION as usize] = [V1];

/// The file's version.
pub(crate) fn version(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row("PRAGMA user_version", [], |row| row.get(0))
}

/// Brings a file of version `from` (at most [`VERSION`]) up to date, each
/// step in a transaction of its own.
pub(crate) fn upgrade(conn: &mut Connection, from: i64) -> rusqlite::Result<()> {
    for step in STEPS.iter().skip(usize::try_from(from).unwrap_or(0)) {
        let tx = conn.transaction()?;
        tx.execute_batch(step)?;
        tx.commit()?;
    }
    Ok(())
}
