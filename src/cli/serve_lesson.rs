//! The lesson `wari serve` opens: the class's journal is opened first (one
//! server a class), and the lesson it left unfinished, killed or crashed,
//! is resumed with its codes and its records folder, unless a new lesson
//! is asked for; otherwise a new lesson begins.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::SystemTime;

use anyhow::Context;
use wari::record::Utc;
use wari::serve::archive;
use wari::serve::journal::{
    Event, Gate, JournalHook, Journaling, Lesson, StudentTerm, from_millis, term,
};
use wari::serve::learned::Learned;
use wari::serve::lesson_files::LessonFiles;
use wari::user_files::UserDirs;
use wari_journal::{Codes, Journal, LessonId, Writer};

/// A lesson brought back from the journal.
pub struct Resumed {
    /// What its events make.
    pub lesson: Lesson,
    /// When it began, in milliseconds since the Unix epoch.
    pub started: i64,
    /// The codes it was opened with.
    pub codes: Codes,
}

impl Resumed {
    /// The line the teacher reads at start: "resuming the lesson of
    /// 2026-12-07 09:02:11 UTC".
    pub fn line(&self) -> String {
        let started = from_millis(self.started);
        format!(
            "resuming the lesson of {} UTC",
            Utc::of(started).sheet_stamp()
        )
    }
}

/// The lesson opened: its journal's writer, where its files go, and what
/// it resumed.
pub struct Opened {
    /// Appends the lesson's events.
    pub writer: Arc<Writer>,
    /// Its records folder.
    pub records: PathBuf,
    /// The lesson resumed, if one was.
    pub resumed: Option<Resumed>,
    /// For a new lesson, what each student had learned by the class's
    /// last: their lessons and puzzles carry over.
    pub carried: Vec<Learned>,
    /// The class's term before this lesson, a student each, for the
    /// console.
    pub before: Vec<StudentTerm>,
}

impl Opened {
    /// The journal as the room is given it: a hook that sends each event
    /// on and notes its ticket at the gate, which every frame waits at
    /// until the writer says the event is committed; `files` follow what
    /// is committed. What could not be committed is said loudly, on the
    /// log and at the top of the teacher's console.
    pub fn journaling(&self, files: Arc<LessonFiles>) -> Journaling {
        let gate = Arc::new(Gate::default());
        let told = Arc::clone(&gate);
        let set = self.writer.on_commit(move |commit| {
            // The frames waiting for these events go first; the files,
            // on their own thread, after.
            let kept = commit.error().map_or(Ok(()), |e| Err(e.to_owned()));
            told.kept(commit.last(), kept);
            match commit.error() {
                Some(error) => tracing::error!("the lesson's journal was NOT written: {error}"),
                None => commit.events().for_each(|(_, body)| files.follow(body)),
            }
        });
        if !set {
            tracing::warn!("the journal's commits were told elsewhere already");
        }
        let writer = Arc::clone(&self.writer);
        let noted = Arc::clone(&gate);
        let hook: JournalHook = Arc::new(move |event: &Event| {
            let sent = event
                .to_json()
                .map_err(anyhow::Error::from)
                .and_then(|body| Ok(writer.send(event.kind(), body)?));
            match sent {
                Ok(ticket) => noted.sent(ticket),
                Err(error) => {
                    tracing::error!("the lesson's journal was NOT written: {error:#}");
                    noted.failed(format!("{error:#}"));
                }
            }
        });
        Journaling { hook, gate }
    }
}

/// Where a class's journal is: `class.sqlite` in `records` when given,
/// else `classes/NAME.sqlite` in the user's data directory.
pub fn class_file(class: &str, records: Option<&PathBuf>) -> anyhow::Result<PathBuf> {
    match records {
        Some(dir) => Ok(dir.join("class.sqlite")),
        None => UserDirs::find()
            .map(|dirs| dirs.class(class))
            .context("no data directory for the class's journal; choose one with --records DIR"),
    }
}

/// Opens the class's journal at `path` (`holder` says which server this
/// is, for a second one's refusal), and the lesson to teach: the
/// unfinished one unless `new_lesson`, else a new one with `codes`, its
/// records going to `records` or a new dated folder.
pub fn open(
    path: &std::path::Path,
    holder: &str,
    new_lesson: bool,
    codes: &Codes,
    records: Option<PathBuf>,
) -> anyhow::Result<Opened> {
    let mut journal = Journal::open(path, holder)?;
    let unfinished = match new_lesson {
        true => None,
        false => journal.unfinished()?,
    };
    if let Some(info) = unfinished {
        let lesson = fold(&journal, info.id)?;
        let before = term(&folds_before(&journal, Some(info.id))?);
        let records = records
            .or_else(|| lesson.records.clone().map(PathBuf::from))
            .context("the lesson to resume names no records folder; give one with --records DIR")?;
        let resumed = Resumed {
            lesson,
            started: info.started,
            codes: info.codes,
        };
        let writer = Writer::start(journal, info.id)?;
        return Ok(Opened {
            writer,
            records,
            resumed: Some(resumed),
            carried: Vec::new(),
            before,
        });
    }
    let records = match records {
        Some(dir) => dir,
        None => UserDirs::find()
            .map(|dirs| archive::lesson_dir(&dirs.records(), SystemTime::now()))
            .context("no data directory for game records; choose one with --records DIR")?,
    };
    // Every lesson of the class is before this one, folded once for
    // what carries over and for the term.
    let earlier = folds_before(&journal, None)?;
    let id = journal.begin(codes)?;
    let writer = Writer::start(journal, id)?;
    let began = Event::Began {
        records: records.display().to_string(),
    };
    writer.append(began.kind(), began.to_json()?)?;
    Ok(Opened {
        writer,
        records,
        resumed: None,
        carried: carried(&earlier),
        before: term(&earlier),
    })
}

/// What each student had learned by the class's last lesson: what
/// `earlier` (oldest first) kept, each student's from the last lesson
/// that has it.
fn carried(earlier: &[Lesson]) -> Vec<Learned> {
    let mut learned = std::collections::BTreeMap::new();
    for lesson in earlier {
        learned.extend(lesson.class.learned.clone());
    }
    learned.into_values().collect()
}

/// The class's lessons before `lesson` (all of them, without one),
/// oldest first, each folded.
fn folds_before(journal: &Journal, lesson: Option<LessonId>) -> anyhow::Result<Vec<Lesson>> {
    let earlier = journal.lessons()?.into_iter();
    earlier
        .filter(|l| lesson.is_none_or(|id| l.id < id))
        .map(|l| fold(journal, l.id))
        .collect()
}

/// The lesson `id`'s events folded; an event this wari cannot read names
/// its place.
fn fold(journal: &Journal, id: LessonId) -> anyhow::Result<Lesson> {
    let entries = journal.events(id)?;
    Ok(Lesson::fold(&parsed(journal, &entries)?))
}

/// `entries` read as events; one this wari cannot read names its place.
fn parsed(journal: &Journal, entries: &[wari_journal::Entry]) -> anyhow::Result<Vec<Event>> {
    entries
        .iter()
        .map(|entry| {
            Event::from_json(&entry.body).with_context(|| {
                format!(
                    "{}: event {} of the lesson to resume",
                    journal.path().display(),
                    entry.seq
                )
            })
        })
        .collect()
}
