//! The threads that keep a running lesson's events. An event is sent
//! without waiting and numbered by its ticket; the writer says after each
//! commit how far it got ([`Writer::on_commit`]), so that what an event
//! says is shown once it is committed and a killed server forgets nothing
//! anyone saw, while the caller's thread (an async runtime's) never waits
//! on the file. Events that arrive together are committed together, so a
//! busy class costs one commit for many. Commits are not synced to the
//! disk one by one: a second thread, on a connection of its own, syncs
//! the file at least once a second while events arrive (a power cut loses
//! at most that second), so no move waits on the disk, not even while
//! the file is synced.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex, OnceLock};
use std::thread::JoinHandle;
use std::time::Duration;

use rusqlite::{Connection, params};

use crate::store::now;
use crate::{Journal, JournalError, LessonId};

/// How long a commit may stay in the page cache before it is synced.
const SYNC_EVERY: Duration = Duration::from_secs(1);

/// One event on its way, with its ticket, and where to say it was
/// committed when its sender waits.
struct Job {
    kind: String,
    body: String,
    ticket: Ticket,
    done: Option<mpsc::Sender<Result<(), String>>>,
}

/// An event's place in the order it was sent to a [`Writer`], from 1: a
/// commit reported with a ticket holds every event up to it.
pub type Ticket = u64;

/// What is told of each commit.
type OnCommit = Box<dyn Fn(&Commit<'_>) + Send + Sync>;

/// One commit, as [`Writer::on_commit`] tells it: the events it holds, in
/// order, and whether it failed.
pub struct Commit<'a> {
    batch: &'a [Job],
    result: Result<(), &'a str>,
}

impl Commit<'_> {
    /// The ticket of the last event committed: every event sent up to it
    /// is in the file (unless the commit failed).
    pub fn last(&self) -> Ticket {
        self.batch.last().map_or(0, |job| job.ticket)
    }

    /// Why the commit failed (a full or read-only disk), if it did: its
    /// events are not in the file.
    pub fn error(&self) -> Option<&str> {
        self.result.err()
    }

    /// Each event committed, as its kind and its body, in order.
    pub fn events(&self) -> impl Iterator<Item = (&str, &str)> {
        self.batch
            .iter()
            .map(|job| (job.kind.as_str(), job.body.as_str()))
    }
}

/// The jobs' channel, with the last ticket given.
struct Outbox {
    jobs: mpsc::Sender<Job>,
    last: Ticket,
}

/// The running lesson's journal: appends its events on a thread of its
/// own, and syncs them on another.
pub struct Writer {
    outbox: Mutex<Option<Outbox>>,
    on_commit: Arc<OnceLock<OnCommit>>,
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
        let on_commit = Arc::new(OnceLock::new());
        let told = Arc::clone(&on_commit);
        let thread = std::thread::Builder::new()
            .name("journal".into())
            .spawn(move || {
                let mut journal = journal;
                let tell = (&*marked, &*told);
                append_all(&mut journal.conn, (lesson, next), tell, &inbox);
                journal
            })
            .map_err(io)?;
        Ok(Arc::new(Writer {
            outbox: Mutex::new(Some(Outbox { jobs, last: 0 })),
            on_commit,
            thread: Mutex::new(Some(thread)),
            stop_sync: Mutex::new(Some(stop_sync)),
            sync_thread: Mutex::new(Some(sync_thread)),
            lesson,
            path,
        }))
    }

    /// Tells `told` of every commit from now on, on the writer's thread,
    /// before the next: what follows the journal (a lesson's files) sees
    /// every event committed, in the journal's order. Set once: `false`
    /// when one was set already, which is kept.
    #[must_use]
    pub fn on_commit(&self, told: impl Fn(&Commit<'_>) + Send + Sync + 'static) -> bool {
        self.on_commit.set(Box::new(told)).is_ok()
    }

    /// Sends an event of `kind` saying `body` (JSON) to be appended after
    /// those sent before, without waiting: its ticket says which commit
    /// holds it.
    pub fn send(&self, kind: &str, body: String) -> Result<Ticket, JournalError> {
        self.send_job(kind, body, None)
    }

    /// Appends an event of `kind` saying `body` (JSON), returning once it
    /// is committed: a server killed after this keeps it.
    pub fn append(&self, kind: &str, body: String) -> Result<(), JournalError> {
        let (done, wait) = mpsc::channel();
        self.send_job(kind, body, Some(done))?;
        match wait.recv() {
            Ok(Ok(())) => Ok(()),
            Ok(Err(why)) => Err(JournalError::Write {
                path: self.path.clone(),
                why,
            }),
            Err(_) => Err(JournalError::Stopped),
        }
    }

    /// Puts an event in the outbox, numbered after the last.
    fn send_job(
        &self,
        kind: &str,
        body: String,
        done: Option<mpsc::Sender<Result<(), String>>>,
    ) -> Result<Ticket, JournalError> {
        let mut outbox = self.outbox.lock().unwrap_or_else(|e| e.into_inner());
        let outbox = outbox.as_mut().ok_or(JournalError::Stopped)?;
        let ticket = outbox.last + 1;
        let job = Job {
            kind: kind.to_owned(),
            body,
            ticket,
            done,
        };
        outbox.jobs.send(job).map_err(|_| JournalError::Stopped)?;
        outbox.last = ticket;
        Ok(ticket)
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
        self.outbox.lock().unwrap_or_else(|e| e.into_inner()).take();
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

impl std::fmt::Debug for Writer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Writer")
            .field("lesson", &self.lesson)
            .field("path", &self.path)
            .finish_non_exhaustive()
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
/// committed together, numbered on from `next` in the lesson; each commit
/// marks the file `dirty` for the syncing thread and is told to whoever
/// asked.
fn append_all(
    conn: &mut Connection,
    (lesson, mut next): (LessonId, i64),
    (dirty, on_commit): (&AtomicBool, &OnceLock<OnCommit>),
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
        if let Some(told) = on_commit.get() {
            let result = result.as_ref().map(|_| ()).map_err(String::as_str);
            told(&Commit {
                batch: &batch,
                result,
            });
        }
        for done in batch.into_iter().filter_map(|job| job.done) {
            let _ = done.send(result.clone());
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
