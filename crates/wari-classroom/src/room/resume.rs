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

    /// A friendly game of two students.
    fn friendly() -> Choice {
        Choice {
            variant: "kids-and-caboodles".into(),
            rules: Rules::kids_and_caboodles(),
            mode: Mode::Sorry,
            players: Players::Students,
        }
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
        let (table, _) = room.open_table(&entries[0], friendly()).expect("a table");
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
        let mut solved = crate::puzzles::Record::default();
        solved.solved.insert("x".into());
        room.keep_learning("yaw", crate::learned::Subject::Puzzles, &solved.to_text())
            .expect("a record");

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
        assert_eq!(again.learned("yaw").puzzles_solved(), 1);
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

    /// What every screen of the class shows of the lesson's facts, as
    /// the room has them: the games going (at their moves), the results,
    /// the pause, the marks, the tournament, the status every session
    /// reads and what each student learned. Who is connected is not a
    /// lesson's fact, nor a finished table nobody sits at any more.
    fn facts_shown(room: &Room, names: &[&str]) -> String {
        let class = room.class();
        let going: Vec<_> = class
            .tables
            .iter()
            .filter(|t| t.result.is_none() && t.position.is_some())
            .map(|t| (t.id, t.position, t.mode))
            .collect();
        let status = room.status().borrow().clone();
        let learned: Vec<_> = names.iter().map(|n| room.learned(n)).collect();
        format!(
            "going {going:?}\nended {:?}\npaused {}\nmarked {:?}\ntournament {:?}\n\
             message {:?} ({}), paused {}, work {:?}\nlearned {learned:?}",
            class.ended,
            class.paused,
            class.marked,
            room.standings(),
            status.message,
            status.messages,
            status.paused,
            status.work,
        )
    }

    #[tokio::test]
    async fn after_every_step_of_a_lesson_its_journal_folds_to_what_the_room_shows() {
        let (room, events) = journaled();
        let names = ["ama", "kofi", "esi", "yaw", "abena", "kwame"];
        let entries: Vec<_> = names.iter().map(|n| room.student(n)).collect();
        let check = |step: &str| {
            let lesson = Lesson::fold(events.lock().expect("events").iter());
            assert_eq!(lesson.skipped, 0, "after {step}: every event fits");
            let again = room_resumed(&lesson);
            assert_eq!(
                facts_shown(&again, &names),
                facts_shown(&room, &names),
                "after {step}"
            );
        };
        let (table, _) = room.open_table(&entries[0], friendly()).expect("a table");
        room.join(table.id(), &entries[1], false).expect("a seat");
        check("a game began");
        for (who, pit) in [(0, '3'), (1, '6'), (0, '1'), (1, '5')] {
            press(&table, entries[who].session, pit);
            check(&format!("the move {pit}"));
        }
        room.mark("esi");
        room.mark("yaw");
        room.mark("ESI");
        check("three marks, one taken back");
        room.pause_class(true);
        check("the class paused");
        room.message("Eyes on the board".into());
        room.message("Eyes on the board".into());
        check("the same message twice");
        room.pause_class(false);
        room.set_work(crate::learned::Work::Puzzles);
        check("the class going on, and puzzles set");
        let mut solved = crate::puzzles::Record::default();
        solved.solved.insert("x".into());
        solved.streak = 1;
        room.keep_learning("kofi", crate::learned::Subject::Puzzles, &solved.to_text())
            .expect("a record");
        check("a puzzle solved");
        let settings = Settings {
            format: wari_tournament::Format::Swiss { rounds: 2 },
            variant: kids(),
            mode: Mode::Sorry,
        };
        let players = ["esi", "yaw", "abena", "kwame"].map(String::from);
        room.start_tournament(settings, players.to_vec())
            .expect("a tournament");
        check("a tournament paired");
        // Every tournament table's South makes one move.
        for glance in room.class().tables.iter().filter(|t| t.id != table.id()) {
            let south = glance.names[Player::South].clone().expect("seated");
            let at = names.iter().position(|n| *n == south).expect("a student");
            let tournament_table = room.join(glance.id, &entries[at], false).expect("a seat");
            let north = glance.names[Player::North].clone().expect("seated");
            let at_north = names.iter().position(|n| *n == north).expect("a student");
            room.join(glance.id, &entries[at_north], false)
                .expect("a seat");
            let first = tournament_table.0.to_move().expect("a game");
            let mover = if first == Player::South { at } else { at_north };
            press(&tournament_table.0, entries[mover].session, '2');
        }
        check("a move at every tournament table");
        room.end_round().expect("the round ends");
        check("the round ended by the teacher");
        room.next_round().expect("round two");
        check("round two paired");
        room.remove("kwame");
        check("kwame sent out");
        room.close_table(table.id());
        check("the friendly table closed");
    }
}
