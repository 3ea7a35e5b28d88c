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
    while let Ok(first) = inbox.recv() {
        // What waits is written in order, but each CSV table once, as its
        // newest copy: it is written whole, so an older one queued behind
        // it (a class logging in, each login a row of progress.csv) would
        // only be written over.
        let batch: Vec<Job> = std::iter::once(first).chain(inbox.try_iter()).collect();
        let mut later = std::collections::HashSet::new();
        let newest_first: Vec<Job> = batch
            .into_iter()
            .rev()
            .filter(|job| match job {
                Job::Table(name, _) => later.insert(*name),
                _ => true,
            })
            .collect();
        for job in newest_first.into_iter().rev() {
            write(archive, job);
        }
    }
}

/// Does one job.
fn write(archive: &Archive, job: Job) {
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

#[cfg(test)]
mod tests {
    use std::time::SystemTime;

    use super::*;
    use crate::archive::RESULTS;
    use crate::engine::{ByPlayer, Player, Rules};
    use crate::record::Ending;
    use crate::setup::Mode;

    fn game(table: u32) -> EndedGame {
        EndedGame {
            table,
            names: ByPlayer::new("ama".into(), "kofi".into()),
            computer: ByPlayer::new(None, None),
            variant: "kids-and-caboodles".into(),
            rules: Rules::kids_and_caboodles(),
            mode: Mode::Sorry,
            first: Player::South,
            moves: Vec::new(),
            ending: Ending::Abandoned {
                stores: ByPlayer::new(0, 0),
            },
            round: None,
            sent_out: None,
        }
    }

    #[test]
    fn a_burst_of_tables_and_games_leaves_every_game_and_each_tables_newest_copy() {
        let dir = tempfile::tempdir().expect("a folder");
        let writer = ArchiveWriter::start(Archive::new(dir.path()).expect("an archive"))
            .expect("the thread");
        let (ended, progress) = (writer.hook(), writer.progress_hook());
        for n in 1..=200u32 {
            progress(vec![vec!["student".into()], vec![format!("student{n}")]]);
            if n % 50 == 0 {
                ended(&game(n), SystemTime::UNIX_EPOCH);
            }
        }
        writer.flush();
        let read = |name: &str| std::fs::read_to_string(dir.path().join(name)).expect(name);
        assert_eq!(read(PROGRESS), "student\nstudent200\n");
        let tables: Vec<String> = read(RESULTS)
            .lines()
            .skip(1)
            .map(|row| row.split(',').nth(1).unwrap_or_default().to_owned())
            .collect();
        assert_eq!(tables, ["50", "100", "150", "200"]);
    }
}
