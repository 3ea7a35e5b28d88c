//! A student's lessons and puzzles in the classroom: what they learn is
//! kept by the room for the lesson, so they go on where they were, and
//! the work the teacher sets opens on their screen.

use std::sync::Arc;

use super::super::class::Doing;
use super::super::learned::{Subject, Work};
use super::{Place, Session};
use crate::learn::{Kept, KeyScreen, Tutor};
use crate::puzzles::{self, Solver};
use crate::screen::{AnyScreen, Shown};
use wari_words::tr;

impl Session {
    /// Opens the puzzles shipped for the teacher's variant where this
    /// student left them this lesson.
    pub(super) fn open_puzzles(&mut self) {
        let menu = self.room.menu();
        let variant = menu
            .variants
            .first()
            .map_or("", |offer| offer.name.as_str());
        let record = self.room.learned(&self.entry.name).puzzles;
        match puzzles::shipped_for(variant).and_then(|set| Solver::new(set, record)) {
            Some(solver) => {
                let screen = self.kept(solver, Subject::Puzzles);
                self.place = Place::Solo(screen, Doing::Puzzles);
            }
            None => self.say(Some(tr!("class-no-puzzles", variant = variant))),
        }
    }

    /// Opens the lessons in the teacher's variant, with what this student
    /// finished this lesson: at the lesson at `lesson` in the list if it
    /// is given and the variant has it, else on the list.
    pub(super) fn open_lessons(&mut self, lesson: Option<usize>) {
        let menu = self.room.menu();
        let Some(offer) = menu.variants.first() else {
            self.say(Some(tr!("class-no-lessons")));
            return;
        };
        let progress = self.room.learned(&self.entry.name).lessons;
        let mut tutor = Tutor::new(&offer.name, offer.rules, progress);
        if let Some(lesson) = lesson {
            tutor.open(lesson);
        }
        let screen = self.kept(tutor, Subject::Lessons);
        self.place = Place::Solo(screen, Doing::Lessons);
    }

    /// `screen`, what it keeps kept by the room under this student's name.
    fn kept(
        &self,
        screen: impl KeyScreen + Send + 'static,
        subject: Subject,
    ) -> Box<dyn AnyScreen> {
        let room = Arc::clone(&self.room);
        let name = self.entry.name.clone();
        let keep = move |text: &str| room.keep_learning(&name, subject, text);
        Box::new(Shown::new(Kept::new(screen, keep)))
    }

    /// Opens the work the teacher set last, once a setting, for a student
    /// away from the tables: in the lobby, the lessons, the puzzles or a
    /// review. A player gets it on coming back from their table.
    pub(super) fn take_work(&mut self) {
        let Some(set) = self.room.work() else { return };
        let free = matches!(
            self.place,
            Place::Lobby | Place::Solo(..) | Place::Review(_)
        );
        if self.teacher || self.naming.is_some() || !free || set.number <= self.work_seen {
            return;
        }
        // A student a table waits for (back from a dropped connection, or
        // with a round to play) goes there first: the work opens once
        // they come back from it.
        if self.lobbies.view(&self.room).awaits(&self.entry.name) {
            return;
        }
        self.work_seen = set.number;
        let work = match set.work {
            Work::Lesson(lesson) => {
                self.open_lessons(Some(lesson));
                "lesson"
            }
            Work::Puzzles => {
                self.open_puzzles();
                "puzzles"
            }
        };
        self.say(Some(tr!("class-work-set", work = work)));
    }
}
