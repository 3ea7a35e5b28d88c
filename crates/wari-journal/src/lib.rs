//! The classroom's journal: every fact of a lesson, appended in order to
//! one SQLite file a class, and read back whole to rebuild the lesson
//! after a crash or to report on a term.
//!
//! The file holds the class's lessons, each with its join and teacher
//! codes and when it began and ended, and each lesson's events: a kind
//! and a body of JSON, numbered from 1. What the events say is the
//! classroom's business; this crate keeps them safe:
//!
//! - one server at a time writes a class ([`Journal::open`] takes a lock
//!   and names the holder when it cannot);
//! - events sent to the [`Writer`] are committed in order on a thread of
//!   the writer's own, which tells after each commit how far it got
//!   ([`Writer::on_commit`]): what is shown only after its event is
//!   committed survives a killed server; the file is synced to the disk
//!   at least once a second, so a power cut loses at most the last
//!   second;
//! - the file has a schema version, and an older one is brought up to date
//!   when opened.
//!
//! A teacher, or a school's IT, can read the file with any SQLite tool:
//! `sqlite3 class.sqlite "select kind, count(*) from events group by kind"`.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod error;
mod lock;
mod schema;
mod store;
mod writer;

pub use error::JournalError;
pub use store::{Codes, Edit, Entry, Journal, LessonId, LessonInfo};
pub use writer::{Commit, Ticket, Writer};
