//! The lesson's files, written from its journal: a thread of their own
//! folds every event the journal committed, in the journal's order, and
//! writes what the event changed from that fold: a game's record and its
//! row of `results.csv`, `standings.csv`, `progress.csv`. No file keeps
//! a fact of its own, and a file is never ahead of the journal, so the
//! lesson resumed after a crash rewrites them as they were.

use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use crate::archive::{Archive, ArchiveError, PROGRESS, Records, STANDINGS};
use crate::journal::{Event, Lesson, from_millis};
use crate::learned::Learned;

/// The first row of `progress.csv`.
const PROGRESS_HEADER: [&str; 4] = ["student", "lessons_finished", "puzzles_solved", "lessons"];

enum Job {
    /// An event the journal committed, as it keeps it (JSON): read on
    /// the files' thread, not the journal's.
    Follow(String),
    /// Answers once every event handed over before it is written.
    Flush(mpsc::Sender<()>),
}

/// The thread writing the lesson's files from its events.
pub struct LessonFiles {
    jobs: Mutex<mpsc::Sender<Job>>,
    thread: Option<JoinHandle<()>>,
}

/// The files an event changed, to be written once a burst.
#[derive(Default)]
struct Changed {
    standings: bool,
    progress: bool,
}

impl LessonFiles {
    /// Starts the thread that writes a lesson's files into `archive`: a
    /// new lesson's, or the lesson `resumed` as its journal folds it, its
    /// files written now as the fold has them: what a killed server had
    /// not written is written, and nothing twice.
    pub fn start(archive: Archive, resumed: Option<Lesson>) -> std::io::Result<Arc<LessonFiles>> {
        if let Some(Err(error)) = resumed
            .as_ref()
            .map(|lesson| write_again(&archive, lesson, Records::Missing))
        {
            tracing::error!("{error}");
        }
        let lesson = resumed.unwrap_or_default();
        let (jobs, inbox) = mpsc::channel();
        let thread = std::thread::Builder::new()
            .name("files".into())
            .spawn(move || follow_all(&archive, lesson, &inbox))?;
        Ok(Arc::new(LessonFiles {
            jobs: Mutex::new(jobs),
            thread: Some(thread),
        }))
    }

    /// Hands on an event committed to the journal, its `body` as the
    /// journal keeps it: queued.
    pub fn follow(&self, body: &str) {
        self.send(Job::Follow(body.to_owned()));
    }

    /// Waits until every event handed over so far is written.
    pub fn flush(&self) {
        let (done, wait) = mpsc::channel();
        self.send(Job::Flush(done));
        let _ = wait.recv();
    }

    fn send(&self, job: Job) {
        let jobs = self.jobs.lock().unwrap_or_else(|e| e.into_inner());
        // The thread only ends with the files, so a send cannot fail
        // while they are alive.
        let _ = jobs.send(job);
    }
}

impl Drop for LessonFiles {
    fn drop(&mut self) {
        // Closing the channel ends the thread once the queue is written.
        let (closed, _) = mpsc::channel();
        *self.jobs.lock().unwrap_or_else(|e| e.into_inner()) = closed;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The thread's loop: each burst of events folded in order, each game
/// ended written as it comes, and each CSV table it changed once, whole.
fn follow_all(archive: &Archive, mut lesson: Lesson, inbox: &mpsc::Receiver<Job>) {
    while let Ok(first) = inbox.recv() {
        let mut changed = Changed::default();
        let mut flushed = Vec::new();
        for job in std::iter::once(first).chain(inbox.try_iter()) {
            match job {
                Job::Follow(body) => match Event::from_json(&body) {
                    Ok(event) => follow(archive, &mut lesson, &event, &mut changed),
                    Err(error) => tracing::error!("an event the files cannot read: {error}"),
                },
                Job::Flush(done) => flushed.push(done),
            }
        }
        write_changed(archive, &lesson, &changed);
        for done in flushed {
            let _ = done.send(());
        }
    }
}

/// Folds `event` into `lesson`, writing the game it ended, and noting
/// the tables it changed.
fn follow(archive: &Archive, lesson: &mut Lesson, event: &Event, changed: &mut Changed) {
    let ended = lesson.ended.len();
    if lesson.apply(event).is_none() {
        tracing::warn!(
            kind = event.kind(),
            "an event the lesson's files could not follow"
        );
        return;
    }
    for (game, at) in &lesson.ended[ended..] {
        match archive.write(game, from_millis(*at)) {
            Ok(path) => {
                tracing::info!(table = game.table, path = %path.display(), "game recorded")
            }
            Err(error) => tracing::error!(table = game.table, "{error}"),
        }
    }
    match event {
        Event::Tournament(_) => changed.standings = true,
        Event::Entered { .. } | Event::Learned { .. } => changed.progress = true,
        _ => {}
    }
}

/// Writes every file of `lesson` again, its records as `again` says;
/// the first error stops it.
fn write_again(archive: &Archive, lesson: &Lesson, records: Records) -> Result<(), ArchiveError> {
    let ended: Vec<_> = lesson
        .ended
        .iter()
        .map(|(game, at)| (game.clone(), from_millis(*at)))
        .collect();
    archive.write_again(&ended, records)?;
    let all = Changed {
        standings: true,
        progress: true,
    };
    for (name, rows) in tables(lesson, &all) {
        archive.write_table(name, &rows)?;
    }
    Ok(())
}

/// Writes every file of `lesson` in `archive` over, record files and all,
/// as the journal now has it: after a student was forgotten.
pub fn rewrite(archive: &Archive, lesson: &Lesson) -> Result<(), ArchiveError> {
    write_again(archive, lesson, Records::All)
}

/// Writes the CSV tables `changed` says, from `lesson`.
fn write_changed(archive: &Archive, lesson: &Lesson, changed: &Changed) {
    for (name, rows) in tables(lesson, changed) {
        if let Err(error) = archive.write_table(name, &rows) {
            tracing::error!("{error}");
        }
    }
}

/// The CSV tables `changed` says, by file name, as `lesson` has them.
fn tables(lesson: &Lesson, changed: &Changed) -> Vec<(&'static str, Vec<Vec<String>>)> {
    let standings = lesson.tournament.as_ref().filter(|_| changed.standings);
    let tables = [
        standings.map(|facts| (STANDINGS, facts.cup.standings_rows())),
        changed.progress.then(|| (PROGRESS, progress_rows(lesson))),
    ];
    tables.into_iter().flatten().collect()
}

/// `progress.csv`: the header, then a row a student let in, by name.
fn progress_rows(lesson: &Lesson) -> Vec<Vec<String>> {
    let header = PROGRESS_HEADER.map(String::from).to_vec();
    let learners = lesson.class.learners();
    std::iter::once(header)
        .chain(learners.values().map(Learned::row))
        .collect()
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::archive::RESULTS;
    use crate::learn::{LESSONS, Progress};
    use crate::learned::Subject;
    use crate::room::Room;

    /// A room whose journal the files follow, as the server's does.
    fn room_with_files(dir: &std::path::Path) -> (Arc<Room>, Arc<LessonFiles>) {
        let archive = Archive::new(dir).expect("an archive");
        let files = LessonFiles::start(archive, None).expect("the thread");
        let following = Arc::clone(&files);
        let room = crate::room::journaling_into(move |event| {
            following.follow(&event.to_json().expect("JSON"));
        });
        (room, files)
    }

    fn read(dir: &std::path::Path, name: &str) -> String {
        std::fs::read_to_string(dir.join(name)).expect(name)
    }

    #[test]
    fn progress_csv_has_a_row_for_every_student_let_in_with_what_they_learned() {
        let dir = tempfile::tempdir().expect("a folder");
        let (room, files) = room_with_files(dir.path());
        room.student("Ama");
        room.student("kofi");
        let mut progress = Progress::default();
        progress.finish(LESSONS[0].key);
        room.keep_learning("ama", Subject::Lessons, &progress.to_text())
            .expect("the lessons' own text");
        files.flush();
        let title = LESSONS[0].title;
        assert_eq!(
            read(dir.path(), PROGRESS),
            format!(
                "student,lessons_finished,puzzles_solved,lessons\nAma,1,0,{title}\nkofi,0,0,\n"
            )
        );
    }

    #[tokio::test]
    async fn a_game_ended_and_the_standings_it_moves_are_written_from_the_journal() {
        let dir = tempfile::tempdir().expect("a folder");
        let (room, files) = room_with_files(dir.path());
        for name in ["ama", "kofi"] {
            room.student(name);
        }
        let settings = crate::room::Settings {
            format: wari_tournament::Format::Swiss { rounds: 1 },
            variant: Room::kids(),
            mode: crate::setup::Mode::Sorry,
        };
        room.start_tournament(settings, vec!["ama".into(), "kofi".into()])
            .expect("a tournament");
        // Nobody came to the table: the round's end leaves its game
        // unfinished at 0-0, a draw by the stores.
        room.end_round().expect("a round to end");
        files.flush();
        let results = read(dir.path(), RESULTS);
        let rows: Vec<&str> = results.lines().skip(1).collect();
        assert_eq!(rows.len(), 1, "{results}");
        assert!(rows[0].ends_with(",round 1: 0.5-0.5"), "{results}");
        let standings = read(dir.path(), STANDINGS);
        assert_eq!(
            standings.lines().count(),
            3,
            "the header and a row a player"
        );
        assert!(
            standings.lines().skip(1).all(|row| row.contains(",0.5,")),
            "{standings}"
        );
    }
}
