//! What a student learned (the lessons finished, the puzzles solved), and
//! the work the teacher sets the class: facts the room keeps, the journal
//! records, the console and the files show.

use crate::learn::{LESSONS, Progress};
use crate::puzzles::Record;

/// One student's learning this lesson.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Learned {
    /// The student's name, as they spelled it.
    pub name: String,
    /// The lessons they finished.
    pub lessons: Progress,
    /// The puzzles they solved, and their streak.
    pub puzzles: Record,
}

impl Learned {
    /// How many lessons they finished.
    pub fn lessons_finished(&self) -> usize {
        self.lessons.finished().count()
    }

    /// How many puzzles they solved.
    pub fn puzzles_solved(&self) -> usize {
        self.puzzles.solved.len()
    }

    /// Its row of `progress.csv`.
    pub(crate) fn row(&self) -> Vec<String> {
        let titles: Vec<&str> = LESSONS
            .iter()
            .filter(|lesson| self.lessons.is_finished(lesson.key))
            .map(|lesson| lesson.title)
            .collect();
        vec![
            self.name.clone(),
            self.lessons_finished().to_string(),
            self.puzzles_solved().to_string(),
            titles.join("; "),
        ]
    }
}

/// What the teacher set the class to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Work {
    /// The lesson at this place in the lessons' list.
    Lesson(usize),
    /// The puzzles.
    Puzzles,
}

/// The work set, numbered so that each session opens each setting once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetWork {
    /// The setting's number, from 1.
    pub number: u64,
    /// The work.
    pub work: Work,
}

/// Which of a student's screens asks to keep what they learned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Subject {
    /// The lessons finished.
    Lessons,
    /// The puzzles' record.
    Puzzles,
}

impl Subject {
    /// Its name in the journal.
    pub const fn name(self) -> &'static str {
        match self {
            Subject::Lessons => "lessons",
            Subject::Puzzles => "puzzles",
        }
    }
}
