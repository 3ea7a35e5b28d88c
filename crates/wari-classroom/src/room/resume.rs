//! A lesson brought back from its journal after the server stopped
//! without ending it (killed, a crash, a laptop's battery): the room as
//! the journal's fold leaves it, before any student is let in again.

use std::sync::Arc;

use crate::journal::Lesson;
use crate::setup::name_key;
use crate::table::{Opener, Table};

use super::Room;

impl Room {
    /// Brings back `lesson`: the games ended, each table whose game was
    /// going (at its last move, its students' seats kept for them, so its
    /// clocks wait for them), the tournament, the marks, the names sent
    /// out, the message, the pause, the work set and what each student
    /// learned. Nothing of it is journaled again: it is the journal's.
    pub fn resume(&self, lesson: &Lesson) {
        // First, so every table brought back starts paused with the class.
        {
            let mut class = self.facts();
            class.clone_from(&lesson.class);
            self.publish(&class);
        }
        let ended: Vec<_> = lesson.ended.iter().map(|(game, _)| game.clone()).collect();
        let going = lesson
            .tables
            .iter()
            .filter_map(|(&id, kept)| Some((id, kept, kept.game.as_ref().filter(|g| !g.over)?)));
        let tables: Vec<(u32, Arc<Table>)> = going
            .map(|(id, kept, game)| {
                let opener = Opener::Resumed {
                    game: Box::new(game.clone()),
                    round: kept.round,
                };
                (id, self.new_table(id, kept.choice.clone(), opener).0)
            })
            .collect();
        let mut state = self.lock();
        state.next_table = lesson.next_table;
        state.returning = lesson.class.students.keys().cloned().collect();
        state.tables.extend(tables);
        drop(state);
        if let Some(facts) = &lesson.tournament {
            self.restore_tournament(facts, &ended);
        }
        *self.results.lock().unwrap_or_else(|e| e.into_inner()) = ended;
        tracing::info!(
            tables = lesson.tables.len(),
            ended = lesson.ended.len(),
            skipped = lesson.skipped,
            "the lesson resumed from its journal"
        );
        // As a round paired: no lobby shows a view from before.
        self.status.send_modify(|status| status.rounds += 1);
        self.lobby.send_modify(|v| *v += 1);
    }
}

impl Room {
    /// Whether `name` was in the lesson before the server stopped and is
    /// back for the first time since: told once, it is not again.
    pub fn welcome_back(&self, name: &str) -> bool {
        self.lock().returning.remove(&name_key(name))
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    use crossterm::event::{KeyCode, KeyEvent};

    use super::*;
    use crate::engine::{Player, Rules};
    use crate::game::Players;
    use crate::journal::Event;
    use crate::limits::Limits;
    use crate::room::{Menu, Offer, Settings};
    use crate::setup::Mode;
    use crate::table::{Choice, Role};

    fn kids() -> Offer {
        Room::kids()
    }

    fn room() -> Arc<Room> {
        Room::new(
            Limits::default(),
            Menu {
                variants: vec![kids()],
            },
        )
    }

    /// A room whose every event is kept as the journal keeps it: written
    /// as JSON and read back.
    fn journaled() -> (Arc<Room>, Arc<Mutex<Vec<Event>>>) {
        let events: Arc<Mutex<Vec<Event>>> = Arc::default();
        let kept = Arc::clone(&events);
        let room = crate::room::journaling_into(move |event: &Event| {
            let body = event.to_json().expect("JSON");
            let read = Event::from_json(&body).expect("read back");
            kept.lock().expect("events").push(read);
        });
        (room, events)
    }

    fn press(table: &Table, who: u64, c: char) {
        let reply = table.press(who, KeyEvent::from(KeyCode::Char(c)));
        assert_eq!(reply.note, None, "{c} refused");
    }

    #[tokio::test]
    async fn a_room_killed_mid_lesson_comes_back_from_its_journal_as_it_was() {
        let (room, events) = journaled();
        let names = ["ama", "kofi", "esi", "yaw"];
        let entries: Vec<_> = names.iter().map(|n| room.student(n)).collect();
        // A friendly game between ama and kofi, three moves in.
        let friendly = Choice {
            variant: "kids-and-caboodles".into(),
            rules: Rules::kids_and_caboodles(),
            mode: Mode::Sorry,
            players: Players::Students,
        };
        let (table, _) = room.open_table(&entries[0], friendly).expect("a table");
        room.join(table.id(), &entries[1], false).expect("a seat");
        press(&table, entries[0].session, '3');
        press(&table, entries[1].session, '6');
        press(&table, entries[0].session, '1');
        // A tournament between esi and yaw, its one game left at 0-0 by
        // the end of the round: a draw by the stores.
        let settings = Settings {
            format: wari_tournament::Format::Swiss { rounds: 2 },
            variant: kids(),
            mode: Mode::Sorry,
        };
        room.start_tournament(settings, vec!["esi".into(), "yaw".into()])
            .expect("a tournament");
        room.end_round().expect("the round ends");
        room.mark("esi");
        room.message("Well played, all of you".into());
        room.keep_learning(
            "yaw",
            crate::learned::Subject::Puzzles,
            "{\"solved\":[\"x\"]}",
        )
        .ok();

        // The server is killed: nothing but the journal is left.
        let lesson = Lesson::fold(events.lock().expect("events").iter());
        assert_eq!(lesson.skipped, 0, "every event fits the lesson");
        let again = room_resumed(&lesson);

        let position = |room: &Room| {
            let class = room.class();
            let glance = class.tables.iter().find(|t| t.id == table.id());
            glance.and_then(|t| t.position)
        };
        assert!(position(&room).is_some());
        assert_eq!(
            position(&again),
            position(&room),
            "the game at its last move"
        );
        assert_eq!(again.class().ended, room.class().ended, "the results");
        assert_eq!(again.standings(), room.standings(), "the tournament");
        assert!(again.class().is_marked("esi"));
        assert_eq!(
            again.status().borrow().message.as_deref(),
            Some("Well played, all of you")
        );
        assert_eq!(again.learned("yaw"), room.learned("yaw"));
        // Kofi comes back to his seat, and plays on where the game was.
        let kofi = again.student("kofi");
        let (back, role) = again.join(table.id(), &kofi, false).expect("his seat");
        assert_eq!(role, Role::Player(Player::North));
        let ama = again.student("ama");
        again.join(table.id(), &ama, false).expect("her seat");
        press(&back, kofi.session, '5');
        assert_eq!(
            back.position().map(|p| p.stores()[Player::North]),
            Some(3),
            "e takes 3 from C"
        );
        // The next table is numbered after every table of the lesson.
        assert_eq!(again.lock().next_table, room.lock().next_table);
    }

    fn room_resumed(lesson: &Lesson) -> Arc<Room> {
        let again = room();
        again.resume(lesson);
        again
    }
}
