//! The class's own facts as its events make them (who came in, the
//! marks, the message, the pause, the work set, who was sent out, what
//! each student learned): one pure fold, which the live room applies
//! under its lock as each event is journaled and a resumed lesson
//! rebuilds from the journal, so the two cannot read an event apart.

use std::collections::{BTreeMap, BTreeSet};

use crate::learn::Progress;
use crate::learned::{Learned, SetWork};
use crate::puzzles::Record;
use crate::setup::name_key;

use super::event::Event;

/// The class's facts, as far as its events go.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ClassFacts {
    /// Every student let in, by name as compared, with the name as they
    /// spelled it.
    pub students: BTreeMap<String, String>,
    /// The students marked for the next tournament, as names compare.
    pub marked: BTreeSet<String>,
    /// The names sent out, as names compare.
    pub barred: BTreeSet<String>,
    /// The teacher's last message.
    pub message: Option<String>,
    /// How many messages the teacher sent: the same words sent twice are
    /// shown twice.
    pub messages: usize,
    /// Whether the class is paused.
    pub paused: bool,
    /// The work set last.
    pub work: Option<SetWork>,
    /// What each student learned, by name as compared.
    pub learned: BTreeMap<String, Learned>,
}

/// Whether an event was the class's, and fitted it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Applied {
    /// It changed the class's facts.
    Yes,
    /// It was the class's but did not fit (learning the journal cannot
    /// read), and changed nothing.
    Skipped,
    /// It is a table's or the tournament's, not the class's own.
    NotTheClass,
}

impl ClassFacts {
    /// The facts after `event`.
    pub fn apply(&mut self, event: &Event) -> Applied {
        match event {
            Event::Entered { name } => {
                self.students.insert(name_key(name), name.clone());
            }
            Event::Marked { name } => toggle(&mut self.marked, name_key(name)),
            Event::Message { text } => {
                self.message = Some(text.clone());
                self.messages += 1;
            }
            &Event::Paused { paused } => self.paused = paused,
            Event::SentOut { name } => {
                self.barred.insert(name_key(name));
            }
            &Event::WorkSet { work } => {
                let number = self.work.map_or(1, |set| set.number + 1);
                self.work = Some(SetWork { number, work });
            }
            Event::Learned {
                name,
                subject,
                text,
            } => {
                if self.learned(name, subject, text).is_none() {
                    return Applied::Skipped;
                }
            }
            Event::Began { .. }
            | Event::TableOpened { .. }
            | Event::GameBegan { .. }
            | Event::Moved { .. }
            | Event::GameEnded { .. }
            | Event::Tournament(_) => return Applied::NotTheClass,
        }
        Applied::Yes
    }

    /// What `name` learned so far: nothing for a newcomer.
    pub fn learned_by(&self, name: &str) -> Learned {
        self.learned
            .get(&name_key(name))
            .cloned()
            .unwrap_or_else(|| Learned {
                name: name.to_owned(),
                ..Learned::default()
            })
    }

    /// Every student let in, by name as compared, with what they
    /// learned: a row of `progress.csv` each, whether or not they learned
    /// anything.
    pub fn learners(&self) -> BTreeMap<String, Learned> {
        let mut learners = self.learned.clone();
        for (key, name) in &self.students {
            learners.entry(key.clone()).or_insert_with(|| Learned {
                name: name.clone(),
                ..Learned::default()
            });
        }
        learners
    }

    fn learned(&mut self, name: &str, subject: &str, text: &str) -> Option<()> {
        // Named as the student was let in, whatever the spelling here.
        let key = name_key(name);
        let spelled = self.students.get(&key).map_or(name, String::as_str);
        let mut learned = self.learned.get(&key).cloned().unwrap_or_else(|| Learned {
            name: spelled.to_owned(),
            ..Learned::default()
        });
        match subject {
            "lessons" => learned.lessons = Progress::parse(text).ok()?,
            "puzzles" => learned.puzzles = Record::parse(text).ok()?,
            _ => return None,
        }
        self.learned.insert(key, learned);
        Some(())
    }
}

/// Takes `key` out of `set`, or puts it in.
fn toggle(set: &mut BTreeSet<String>, key: String) {
    if !set.remove(&key) {
        set.insert(key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learned::Work;

    fn fold(events: &[Event]) -> ClassFacts {
        let mut facts = ClassFacts::default();
        for event in events {
            facts.apply(event);
        }
        facts
    }

    #[test]
    fn the_marks_toggle_as_names_compare_and_the_work_set_is_numbered() {
        let facts = fold(&[
            Event::Marked { name: "Ama".into() },
            Event::Marked {
                name: "kofi".into(),
            },
            Event::Marked { name: "AMA".into() },
            Event::WorkSet {
                work: Work::Puzzles,
            },
            Event::WorkSet {
                work: Work::Lesson(2),
            },
        ]);
        assert_eq!(facts.marked, BTreeSet::from([name_key("kofi")]));
        let work = facts.work.expect("work set");
        assert_eq!((work.number, work.work), (2, Work::Lesson(2)));
    }

    #[test]
    fn the_same_message_twice_is_two_messages() {
        let said = Event::Message {
            text: "Tidy up".into(),
        };
        let facts = fold(&[said.clone(), said]);
        assert_eq!(facts.message.as_deref(), Some("Tidy up"));
        assert_eq!(facts.messages, 2);
    }

    #[test]
    fn learning_the_journal_cannot_read_is_skipped_and_keeps_what_was_learned() {
        let mut facts = fold(&[Event::Entered { name: "Ama".into() }]);
        let solved = Event::Learned {
            name: "ama".into(),
            subject: "puzzles".into(),
            text: Record::default().to_text(),
        };
        assert_eq!(facts.apply(&solved), Applied::Yes);
        let before = facts.clone();
        let garbled = Event::Learned {
            name: "ama".into(),
            subject: "puzzles".into(),
            text: "not a record".into(),
        };
        assert_eq!(facts.apply(&garbled), Applied::Skipped);
        assert_eq!(facts, before);
        assert_eq!(facts.learned_by("AMA").name, "Ama", "spelled as let in");
    }

    #[test]
    fn a_tables_event_is_not_the_classs() {
        let mut facts = ClassFacts::default();
        let moved = Event::Moved { table: 1, pit: 3 };
        assert_eq!(facts.apply(&moved), Applied::NotTheClass);
        assert_eq!(facts, ClassFacts::default());
    }
}
