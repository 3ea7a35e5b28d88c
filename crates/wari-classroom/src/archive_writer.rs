//! The archive's own thread: tables hand it their ended games and carry
//! on at once, so no table waits on the disk under its lock, and a game
//! that ends on the computer's search thread is written all the same.

use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::SystemTime;

use super::archive::{Archive, EndedGame, PROGRESS, STANDINGS};
use super::room::CsvHook;
use super::table::EndedHook;

enum Job {
    Write(Box<EndedGame>, SystemTime),
    /// A whole CSV table beside the results, by file name.
    Table(&'static str, Vec<Vec<String>>),
    /// Answers once every game handed over before it is written.
    Flush(mpsc::Sender<()>),
}

/// The thread writing the lesson's games into its archive.
pub struct ArchiveWriter {
    jobs: Mutex<mpsc::Sender<Job>>,
    thread: Option<JoinHandle<()>>,
}

impl ArchiveWriter {
    /// Starts the thread that writes into `archive`.
    pub fn start(archive: Archive) -> std::io::Result<Arc<ArchiveWriter>> {
        let (jobs, inbox) = mpsc::channel();
        let thread = std::thread::Builder::new()
            .name("archive".into())
            .spawn(move || write_all(&archive, &inbox))?;
        Ok(Arc::new(ArchiveWriter {
            jobs: Mutex::new(jobs),
            thread: Some(thread),
        }))
    }

    /// The hook the room hands every ended game to, with the time it
    /// ended: queued.
    pub fn hook(self: &Arc<Self>) -> EndedHook {
        let writer = Arc::clone(self);
        Arc::new(move |game: &EndedGame, finished: SystemTime| {
            writer.send(Job::Write(Box::new(game.clone()), finished));
        })
    }

    /// The hook the room hands the tournament's standings to: queued
    /// behind the games, so `standings.csv` is written after the result
    /// that changed it.
    pub fn standings_hook(self: &Arc<Self>) -> CsvHook {
        self.table_hook(STANDINGS)
    }

    /// The hook the room hands the class's progress to, for
    /// `progress.csv`.
    pub fn progress_hook(self: &Arc<Self>) -> CsvHook {
        self.table_hook(PROGRESS)
    }

    fn table_hook(self: &Arc<Self>, name: &'static str) -> CsvHook {
        let writer = Arc::clone(self);
        Arc::new(move |rows| writer.send(Job::Table(name, rows)))
    }

    /// Waits until every game handed over so far is written.
    pub fn flush(&self) {
        let (done, wait) = mpsc::channel();
        self.send(Job::Flush(done));
        let _ = wait.recv();
    }

    fn send(&self, job: Job) {
        let jobs = self.jobs.lock().unwrap_or_else(|e| e.into_inner());
        // The thread only ends with the writer, so a send cannot fail
        // while the writer is alive.
        let _ = jobs.send(job);
    }
}

impl Drop for ArchiveWriter {
    fn drop(&mut self) {
        // Closing the channel ends the thread once the queue is written.
        let (closed, _) = mpsc::channel();
        *self.jobs.lock().unwrap_or_else(|e| e.into_inner()) = closed;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn write_all(archive: &Archive, inbox: &mpsc::Receiver<Job>) {
    for job in inbox {
        match job {
            Job::Write(game, finished) => match archive.write(&game, finished) {
                Ok(path) => {
                    tracing::info!(table = game.table, path = %path.display(), "game recorded")
                }
                Err(error) => tracing::error!(table = game.table, "{error}"),
            },
            Job::Table(name, rows) => {
                if let Err(error) = archive.write_table(name, &rows) {
                    tracing::error!("{error}");
                }
            }
            Job::Flush(done) => {
                let _ = done.send(());
            }
        }
    }
}
