//! The threads that keep a running lesson's events. Each caller waits
//! until its event is committed, so nothing is shown that a killed server
//! would forget; events that arrive together are committed together, so
//! a busy class costs one commit for many. Commits are not synced to the
//! disk one by one: a second thread, on a connection of its own, syncs
//! the file at least once a second while events arrive (a power cut loses
//! at most that second), so no move waits on the disk, not even while
//! the file is synced.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

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
/// own, and syncs them on another.
#[derive(Debug)]
pub struct Writer {
    jobs: Mutex<Option<mpsc::Sender<Job>>>,
    thread: Mutex<Option<JoinHandle<Journal>>>,
    /// Dropped to stop the syncing thread, which syncs once more.
    stop_sync: Mutex<Option<mpsc::Sender<()>>>,
    sync_thread: Mutex<Option<JoinHandle<()>>>,
    lesson: LessonId,
    path: PathBuf,
}

impl Writer {
    /// Starts the threads that append `lesson`'s events to `journal`,
    /// after those it has already, and sync them.
    pub fn start(journal: Journal, lesson: LessonId) -> Result<Arc<Writer>, JournalError> {
        let path = journal.path.clone();
        let io = |error| JournalError::Io {
            path: path.clone(),
            error,
        };
        let next = journal
            .events(lesson)?
            .last()
            .map_or(1, |entry| entry.seq + 1);
        // The syncing thread checkpoints; the appending one never waits
        // for it.
        journal
            .conn
            .execute_batch("PRAGMA wal_autocheckpoint = 0;")
            .map_err(|error| JournalError::Sqlite {
                path: path.clone(),
                error,
            })?;
        let syncer = Connection::open(&path).map_err(|error| JournalError::Sqlite {
            path: path.clone(),
            error,
        })?;
        let dirty = Arc::new(AtomicBool::new(false));
        let (stop_sync, stopped) = mpsc::channel();
        let marked = Arc::clone(&dirty);
        let sync_thread = std::thread::Builder::new()
            .name("journal-sync".into())
            .spawn(move || sync_while(&syncer, &dirty, &stopped))
            .map_err(io)?;
        let (jobs, inbox) = mpsc::channel();
        let thread = std::thread::Builder::new()
            .name("journal".into())
            .spawn(move || {
                let mut journal = journal;
                append_all(&mut journal.conn, (lesson, next), &marked, &inbox);
                journal
            })
            .map_err(io)?;
        Ok(Arc::new(Writer {
            jobs: Mutex::new(Some(jobs)),
            thread: Mutex::new(Some(thread)),
            stop_sync: Mutex::new(Some(stop_sync)),
            sync_thread: Mutex::new(Some(sync_thread)),
            lesson,
            path,
        }))
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

    /// Stops both threads once every event sent is committed and synced,
    /// and takes the file back.
    fn stop(&self) -> Result<Journal, JournalError> {
        self.jobs.lock().unwrap_or_else(|e| e.into_inner()).take();
        let thread = self.thread.lock().unwrap_or_else(|e| e.into_inner()).take();
        let journal = thread
            .ok_or(JournalError::Stopped)?
            .join()
            .map_err(|_| JournalError::Stopped);
        self.stop_sync
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take();
        let syncer = self
            .sync_thread
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take();
        if let Some(syncer) = syncer {
            let _ = syncer.join();
        }
        journal
    }
}

impl Drop for Writer {
    fn drop(&mut self) {
        // Whatever was sent is committed before the thread ends; the
        // lesson is left unended, to be resumed.
        let _ = self.stop();
    }
}

/// The appending thread's loop: the events as they come, those waiting
/// committed together, numbered on from `next`; each commit marks the
/// file `dirty` for the syncing thread.
fn append_all(
    conn: &mut Connection,
    (lesson, mut next): (LessonId, i64),
    dirty: &AtomicBool,
    inbox: &mpsc::Receiver<Job>,
) {
    while let Ok(first) = inbox.recv() {
        let mut batch = vec![first];
        batch.extend(inbox.try_iter());
        let result = commit(conn, lesson, next, &batch).map_err(|e| e.to_string());
        if result.is_ok() {
            next += i64::try_from(batch.len()).unwrap_or(i64::MAX);
            dirty.store(true, Ordering::Release);
        }
        for job in batch {
            let _ = job.done.send(result.clone());
        }
    }
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

/// The syncing thread's loop: once a second, when there were commits,
/// syncs them; once more when told to stop.
fn sync_while(conn: &Connection, dirty: &AtomicBool, stop: &mpsc::Receiver<()>) {
    loop {
        let stopping = match stop.recv_timeout(SYNC_EVERY) {
            Err(RecvTimeoutError::Timeout) => false,
            Ok(()) | Err(RecvTimeoutError::Disconnected) => true,
        };
        if dirty.swap(false, Ordering::AcqRel) {
            sync(conn);
        }
        if stopping {
            return;
        }
    }
}

/// Syncs what was committed to the disk: a checkpoint syncs the WAL
/// before it copies it into the file, and copies no further than the
/// appending thread has committed, never waiting for it.
fn sync(conn: &Connection) {
    // A disk that has gone bad fails the next commit too, which reports it
    // to the event's sender.
    let _ = conn.execute_batch("PRAGMA wal_checkpoint(PASSIVE);");
}
