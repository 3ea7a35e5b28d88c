//! A student forgotten: their name taken out of a lesson's events. What
//! was theirs alone (coming in, marks, being sent out, what they learned)
//! goes; a game or a tournament they shared with others stays, for the
//! others' sake, with a placeholder where their name was. The teacher's
//! messages are the teacher's words and stay as written.

use crate::setup::name_key;

use super::Event;

/// What forgetting a student makes of one event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Forgetting {
    /// The event does not name them.
    Kept,
    /// The event was theirs alone.
    Deleted,
    /// The event as it reads with their name replaced.
    Changed(Event),
}

/// The placeholder the `n`th student forgotten in a class takes, from 1:
/// each a name of its own, so a tournament never holds two players of
/// one name.
pub fn placeholder(n: usize) -> String {
    format!("(forgotten {n})")
}

/// Whether `name` is a placeholder of a student forgotten.
pub fn is_placeholder(name: &str) -> bool {
    name.starts_with("(forgotten ")
}

/// The names of `event`'s players and students, as it holds them.
pub fn names(event: &Event) -> Vec<&str> {
    match event {
        Event::Entered { name }
        | Event::Marked { name }
        | Event::SentOut { name }
        | Event::Learned { name, .. } => vec![name.as_str()],
        Event::GameBegan { names, .. } => names.iter().map(String::as_str).collect(),
        Event::Tournament(facts) => facts.cup.players().iter().map(String::as_str).collect(),
        _ => Vec::new(),
    }
}

/// `event` without the student `name` (as names compare), who becomes
/// `placeholder` where others' games keep them.
pub fn forget(event: &Event, name: &str, placeholder: &str) -> Forgetting {
    let key = name_key(name);
    let theirs = |n: &str| name_key(n) == key;
    if !names(event).into_iter().any(theirs) {
        return Forgetting::Kept;
    }
    let rename = |n: String| match theirs(&n) {
        true => placeholder.to_owned(),
        false => n,
    };
    match event.clone() {
        Event::GameBegan {
            table,
            names,
            first,
        } => Forgetting::Changed(Event::GameBegan {
            table,
            names: names.map(rename),
            first,
        }),
        Event::Tournament(mut facts) => {
            facts.cup = facts.cup.map_players(rename);
            facts.boards = facts
                .boards
                .into_iter()
                .map(|(pairing, table)| (pairing.map(rename), table))
                .collect();
            Forgetting::Changed(Event::Tournament(facts))
        }
        _ => Forgetting::Deleted,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Player;
    use crate::journal::Lesson;

    #[test]
    fn a_student_forgotten_leaves_their_partners_game_and_nothing_of_their_own() {
        let events = [
            Event::Entered { name: "Ama".into() },
            Event::Entered {
                name: "kofi".into(),
            },
            Event::Marked { name: "AMA".into() },
            Event::GameBegan {
                table: 1,
                names: ["ama".into(), "kofi".into()],
                first: Player::South,
            },
            Event::Message {
                text: "well played".into(),
            },
        ];
        let forgotten: Vec<Forgetting> = events
            .iter()
            .map(|e| forget(e, "Ama", &placeholder(1)))
            .collect();
        assert_eq!(forgotten[0], Forgetting::Deleted);
        assert_eq!(forgotten[1], Forgetting::Kept);
        assert_eq!(forgotten[2], Forgetting::Deleted);
        let began = Event::GameBegan {
            table: 1,
            names: ["(forgotten 1)".into(), "kofi".into()],
            first: Player::South,
        };
        assert_eq!(forgotten[3], Forgetting::Changed(began));
        assert_eq!(forgotten[4], Forgetting::Kept);
        let kept: Vec<Event> = events
            .iter()
            .zip(forgotten)
            .filter_map(|(event, f)| match f {
                Forgetting::Kept => Some(event.clone()),
                Forgetting::Changed(event) => Some(event),
                Forgetting::Deleted => None,
            })
            .collect();
        let lesson = Lesson::fold(&kept);
        assert_eq!(lesson.class.students.len(), 1, "kofi alone");
        assert!(lesson.class.marked.is_empty());
    }
}
