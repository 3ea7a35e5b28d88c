//! What each student learned in the classroom this lesson (the lessons
//! finished, the puzzles solved), and the work the teacher set the class.
//!
//! Each student's progress is one of the class's facts, by name for the
//! lesson, so a student who leaves the lessons, or drops and logs in
//! again, goes on where they were; the console shows it. Every change is
//! journaled and folded, and `progress.csv` is written from the journal.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use crate::class::Student;
use crate::journal::{Event, StudentTerm};
use crate::learn::{LESSONS, Offer, Progress, Words};
use crate::learned::{Learned, SetWork, Subject, Work};
use crate::puzzles::Record;
use crate::setup::name_key;

use super::Room;

/// The class's term before this lesson, a student each by name as
/// compared, which the console shows beside this lesson: read from the
/// earlier lessons' journals once, as the lesson begins.
pub(super) type Shared = Arc<Mutex<BTreeMap<String, StudentTerm>>>;

impl Room {
    /// What `name` learned so far this lesson: nothing for a newcomer.
    pub fn learned(&self, name: &str) -> Learned {
        self.facts().learned_by(name)
    }

    /// Fills in each of `students`' lessons finished and puzzles solved,
    /// and their term before this lesson, with nothing copied: the
    /// console asks every second.
    pub(super) fn count_learning(&self, students: &mut [Student]) {
        let facts = self.facts();
        let before = self.learning();
        for student in students {
            let key = name_key(&student.name);
            if let Some(learned) = facts.learned.get(&key) {
                student.lessons = learned.lessons_finished();
                student.puzzles = learned.puzzles_solved();
            }
            if let Some(before) = before.get(&key) {
                student.before.clone_from(before);
            }
        }
    }

    /// The class's term before this lesson, a student each, which the
    /// console shows beside this lesson.
    pub fn know_term(&self, before: Vec<StudentTerm>) {
        let before = before.into_iter().map(|s| (name_key(&s.name), s));
        *self.learning() = before.collect();
    }

    /// Keeps what `name`'s lessons or puzzles asked to keep, `text` in
    /// the form their files hold, and journals it.
    /// Text neither form reads is refused, journaling nothing.
    pub fn keep_learning(&self, name: &str, subject: Subject, text: &str) -> Result<(), String> {
        match subject {
            Subject::Lessons => Progress::parse(text).map(drop).map_err(|e| e.to_string())?,
            Subject::Puzzles => Record::parse(text).map(drop).map_err(|e| e.to_string())?,
        }
        self.record(&Event::Learned {
            name: name.to_owned(),
            subject: subject.name().to_owned(),
            text: text.to_owned(),
        });
        self.lobby.send_modify(|v| *v += 1);
        Ok(())
    }

    /// Sets the class `work`: it opens for every student not at a table,
    /// and for each player when they come back from their table.
    pub fn set_work(&self, work: Work) {
        self.record(&Event::WorkSet { work });
        tracing::info!(?work, "the teacher set the class work");
    }

    /// The work set last, if any.
    pub fn work(&self) -> Option<SetWork> {
        self.facts().work
    }

    /// The lessons the class may be set in the room's variant: each
    /// one's place in the lessons' list and its title.
    pub fn lessons(&self) -> Vec<(usize, Words)> {
        let Some(variant) = self.menu.variants.first() else {
            return Vec::new();
        };
        LESSONS
            .iter()
            .enumerate()
            .filter(|(_, lesson)| matches!(lesson.offer(variant.rules), Offer::Open(_)))
            .map(|(at, lesson)| (at, lesson.heading))
            .collect()
    }

    /// What `learned` says a student had learned by the class's last
    /// lesson, kept for this one: their lessons and puzzles carry over.
    pub fn carry_over(&self, learned: &Learned) {
        let name = &learned.name;
        let kept = [
            (Subject::Lessons, learned.lessons.to_text()),
            (Subject::Puzzles, learned.puzzles.to_text()),
        ];
        for (subject, text) in kept {
            if let Err(why) = self.keep_learning(name, subject, &text) {
                tracing::warn!(name, "{why}");
            }
        }
    }

    fn learning(&self) -> std::sync::MutexGuard<'_, BTreeMap<String, StudentTerm>> {
        self.learning.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    use super::*;
    use crate::engine::Rules;
    use crate::limits::Limits;
    use crate::room::{Menu, Offer as Variant};

    fn room(rules: Rules) -> Arc<Room> {
        let variants = vec![Variant {
            name: "the class's".into(),
            rules,
        }];
        Room::new(Limits::default(), Menu { variants })
    }

    /// The progress text of a learner who finished the first lesson, as
    /// the lessons hand it over.
    fn first_lesson_finished() -> String {
        let mut progress = Progress::default();
        progress.finish(LESSONS[0].key);
        progress.to_text()
    }

    #[test]
    fn what_a_student_learned_is_kept_by_name_and_journaled() {
        let events: Arc<Mutex<Vec<Event>>> = Arc::default();
        let kept = Arc::clone(&events);
        let room =
            crate::room::journaling_into(move |e| kept.lock().expect("events").push(e.clone()));
        room.keep_learning("Ama", Subject::Lessons, &first_lesson_finished())
            .expect("the lessons' own text");
        let mut record = Record::default();
        record.solved.insert("a puzzle".into());
        room.keep_learning("ama", Subject::Puzzles, &record.to_text())
            .expect("the puzzles' own text");
        let learned = room.learned("AMA");
        assert_eq!(
            (learned.lessons_finished(), learned.puzzles_solved()),
            (1, 1)
        );
        let events = events.lock().expect("events");
        let subjects: Vec<&str> = events
            .iter()
            .filter_map(|e| match e {
                Event::Learned { subject, .. } => Some(subject.as_str()),
                _ => None,
            })
            .collect();
        assert_eq!(subjects, ["lessons", "puzzles"]);
        assert!(room.keep_learning("ama", Subject::Puzzles, "{").is_err());
    }

    #[test]
    fn work_set_is_numbered_so_each_setting_opens_once() {
        let room = room(Rules::kids_and_caboodles());
        assert_eq!(room.work(), None);
        room.set_work(Work::Puzzles);
        room.set_work(Work::Lesson(2));
        let set = room.work().expect("set");
        assert_eq!((set.number, set.work), (2, Work::Lesson(2)));
    }

    #[test]
    fn the_lessons_the_class_may_be_set_are_those_its_variant_opens() {
        for rules in [Rules::kids_and_caboodles(), Rules::warri_society()] {
            let listed: Vec<usize> = room(rules).lessons().iter().map(|&(at, _)| at).collect();
            for (at, lesson) in LESSONS.iter().enumerate() {
                let open = matches!(lesson.offer(rules), Offer::Open(_));
                assert_eq!(listed.contains(&at), open, "{}", lesson.title);
            }
        }
    }
}
