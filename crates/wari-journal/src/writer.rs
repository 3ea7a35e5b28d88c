//! The thread that appends a running lesson's events. Each caller waits
//! until its event is committed, so nothing is shown that a killed server
//! would forget; events that arrive together are committed together, so
//! a busy class costs one commit for many. Commits are not synced to the
//! disk one by one: the thread syncs the file at least once a second
//! while events arrive (a power cut loses at most that second), which
//! keeps a move from waiting on the disk.

use std::path::PathBuf;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use rusqlite::{Connection, params};

use crate::store::now;
use crate::{Journal, JournalError, LessonId};

/// How long a commit may stay in the page cache before it is synced.
const SYNC_EVERY: Duration = Duration::from_secs(1);

/// One event on its way, and where to say it was committed.
struct Job {
    kind: String,
    body: String,
    done: mpsc::Sender<Result<(), String>>,
}

/// The running lesson's journal: appends its events on a thread of its
/// own.
#[derive(Debug)]
pub struct Writer {
    jobs: Mutex<Option<mpsc::Sender<Job>>>,
    thread: Mutex<Option<JoinHandle<Journal>>>,
    lesson: LessonId,
    path: PathBuf,
}

impl Writer {
    /// Starts the thread that appends `lesson`'s events to `journal`,
    /// after those it has already.
    pub fn start(journal: Journal, lesson: LessonId) -> Result<Arc<Writer>, JournalError> {
        let path = journal.path.clone();
        let next = journal
            .events(lesson)?
            .last()
            .map_or(1, |entry| entry.seq + 1);
        let (jobs, inbox) = mpsc::channel();
        let thread = std::thread::Builder::new()
            .name("journal".into())
            .spawn(move || {
                let mut journal = journal;
                append_all(&mut journal.conn, lesson, next, &inbox);
                journal
            })
            .map_err(|error| JournalError::Io {
                path: path.clone(),
                error,
            })?;
        Ok(Arc::new(Writer {
            jobs: Mutex::new(Some(jobs)),
            thread: Mutex::new(Some(thread)),
            lesson,
            path,
        }))
    }

    /// The lesson written.
    pub fn lesson(&self) -> LessonId {
        self.lesson
    }

    /// Appends an event of `kind` saying `body` (JSON), returning once it
    /// is committed: a server killed after this keeps it.
    pub fn append(&self, kind: &str, body: String) -> Result<(), JournalError> {
        let (done, wait) = mpsc::channel();
        let job = Job {
            kind: kind.to_owned(),
            body,
            done,
        };
        let sent = self
            .jobs
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .as_ref()
            .is_some_and(|jobs| jobs.send(job).is_ok());
        if !sent {
            return Err(JournalError::Stopped);
        }
        match wait.recv() {
            Ok(Ok(())) => Ok(()),
            Ok(Err(why)) => Err(JournalError::Write {
                path: self.path.clone(),
                why,
            }),
            Err(_) => Err(JournalError::Stopped),
        }
    }

    /// Ends the lesson: every event sent before is committed, the lesson
    /// is marked ended (it will not be resumed) and the file synced.
    pub fn end_lesson(&self) -> Result<(), JournalError> {
        let mut journal = self.stop()?;
        journal.end(self.lesson, now())?;
        journal
            .conn
            .execute_batch("PRAGMA wal_checkpoint(TRUNCATE);")
            .map_err(|error| JournalError::Sqlite {
                path: self.path.clone(),
                error,
            })
    }

    /// Stops the thread once every event sent is committed, and takes the
    /// file back.
    fn stop(&self) -> Result<Journal, JournalError> {
        self.jobs.lock().unwrap_or_else(|e| e.into_inner()).take();
        let thread = self.thread.lock().unwrap_or_else(|e| e.into_inner()).take();
        thread
            .ok_or(JournalError::Stopped)?
            .join()
            .map_err(|_| JournalError::Stopped)
    }
}

impl Drop for Writer {
    fn drop(&mut self) {
        // Whatever was sent is committed before the thread ends; the
        // lesson is left unended, to be resumed.
        let _ = self.stop();
    }
}

/// The thread's loop: the events as they come, those waiting committed
/// together, and a sync once a second while there are new commits.
fn append_all(conn: &mut Connection, lesson: LessonId, mut next: i64, inbox: &mpsc::Receiver<Job>) {
    let mut unsynced: Option<Instant> = None;
    loop {
        let wait = unsynced.map_or(Duration::from_secs(3600), |since| {
            SYNC_EVERY.saturating_sub(since.elapsed())
        });
        let first = match inbox.recv_timeout(wait) {
            Ok(job) => job,
            Err(RecvTimeoutError::Timeout) => {
                sync(conn);
                unsynced = None;
                continue;
            }
            Err(RecvTimeoutError::Disconnected) => break,
        };
        let mut batch = vec![first];
        batch.extend(inbox.try_iter());
        let result = commit(conn, lesson, next, &batch).map_err(|e| e.to_string());
        if result.is_ok() {
            next += i64::try_from(batch.len()).unwrap_or(i64::MAX);
            unsynced.get_or_insert_with(Instant::now);
        }
        for job in batch {
            let _ = job.done.send(result.clone());
        }
        if unsynced.is_some_and(|since| since.elapsed() >= SYNC_EVERY) {
            sync(conn);
            unsynced = None;
        }
    }
    sync(conn);
}

/// Appends `batch`, numbered from `next`, in one transaction.
fn commit(
    conn: &mut Connection,
    lesson: LessonId,
    next: i64,
    batch: &[Job],
) -> Result<(), rusqlite::Error> {
    let tx = conn.transaction()?;
    {
        let mut insert = tx.prepare_cached(
            "INSERT INTO events (lesson, seq, at, kind, body) VALUES (?1, ?2, ?3, ?4, ?5)",
        )?;
        let at = now();
        for (seq, job) in (next..).zip(batch) {
            insert.execute(params![lesson, seq, at, job.kind, job.body])?;
        }
    }
    tx.commit()
}

/// Syncs what was committed to the disk: a checkpoint syncs the WAL
/// before it copies it into the file.
fn sync(conn: &Connection) {
    // A disk that has gone bad fails the next commit too, which reports it
    // to the event's sender.
    let _ = conn.execute_batch("PRAGMA wal_checkpoint(PASSIVE);");
}
