//! What the teacher may do to the whole room from the console: pause the
//! class, close a table, say something to everyone, send a student out;
//! and the class as the console shows it.

use std::collections::HashMap;
use std::sync::{Arc, MutexGuard};

use super::{Room, State};
use crate::class::{Class, Ended, Glance, Place, Plays, Student};
use crate::engine::ByPlayer;
use crate::engine::Player;
use crate::game::Players;
use crate::journal::{Event, Games, StudentTerm, went};
use crate::setup::name_key;
use crate::table::{EndedGame, Role, Table, TableId};

impl Room {
    /// Pauses every table, and those opened later, or lets them all go on.
    pub fn pause_class(&self, paused: bool) {
        // Under the room's lock, so a table opened meanwhile sees the same.
        let state = self.lock();
        self.record(&Event::Paused { paused });
        for table in state.tables.values() {
            table.pause_class(paused);
        }
        drop(state);
        tracing::info!(paused, "the teacher paused the class");
        self.lobby.send_modify(|v| *v += 1);
    }

    /// Whether the teacher has paused the class.
    pub fn is_paused(&self) -> bool {
        self.facts().paused
    }

    /// Closes table `id` for the teacher: its game, if unfinished, counts
    /// as abandoned, and everyone at it goes back to the lobby. False when
    /// there is no such table.
    pub fn close_table(&self, id: TableId) -> bool {
        let table = self.lock().tables.remove(&id);
        let Some(table) = table else {
            return false;
        };
        table.close();
        tracing::info!(table = id, "the teacher closed the table");
        self.lobby.send_modify(|v| *v += 1);
        true
    }

    /// Marks the student `name` for the next tournament, or unmarks them:
    /// one mark for the class, which every teacher screen shows.
    pub fn mark(&self, name: &str) {
        self.record(&Event::Marked {
            name: name.to_owned(),
        });
        tracing::info!(name, "the teacher marked a student for the tournament");
        self.lobby.send_modify(|v| *v += 1);
    }

    /// Shows `text` to every student, until the next message.
    pub fn message(&self, text: String) {
        tracing::info!(%text, "the teacher's message");
        self.record(&Event::Message { text });
    }

    /// Sends the student called `name` out of the classroom; nobody takes
    /// that name again this lesson. Only the name is barred: the same
    /// person may come back under another, which a new join code stops.
    /// False when nobody has that name.
    pub fn remove(&self, name: &str) -> bool {
        let mut state = self.lock();
        self.record(&Event::SentOut {
            name: name.to_owned(),
        });
        let Some(session) = state.names.send_away(name) else {
            return false;
        };
        // Their game ends now: nobody should wait for a student who
        // cannot come back.
        let tables: Vec<Arc<Table>> = state.tables.values().cloned().collect();
        drop(state);
        // Withdrawn first, so the game the send-out ends is a forfeit
        // rather than a result.
        self.withdraw_from_tournament(name);
        for table in &tables {
            match table.role(session) {
                Some(_) => table.send_out(session),
                None => table.send_out_away(name),
            }
        }
        tracing::info!(name, "the teacher sent a student out");
        true
    }

    /// The hook every table hands its ended games to: the lesson's results
    /// first, then the archive when there is one, then the tournament.
    pub(super) fn ended_hook(&self) -> crate::table::EndedHook {
        let results = Arc::clone(&self.results);
        let tournament = Arc::clone(&self.tournament);
        let journal = self.journal.clone();
        Arc::new(move |game: &EndedGame, _finished| {
            results
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(game.clone());
            super::tournament::game_ended(&tournament, game, journal.as_ref());
        })
    }

    /// Closes every table as the classroom stops: the games still going
    /// count as abandoned, with their scores, so none goes unrecorded.
    pub fn close_every_table(&self) {
        let tables = std::mem::take(&mut self.lock().tables);
        for table in tables.values() {
            table.close();
        }
    }

    /// Fills in each of `students`' games this lesson, as each counted.
    fn count_games(&self, students: &mut [Student]) {
        let mut games: HashMap<String, Games> = HashMap::new();
        for game in self.lesson_games().iter() {
            for (name, went) in went(game) {
                games.entry(name_key(name)).or_default().add(went);
            }
        }
        for student in students {
            if let Some(games) = games.get(&name_key(&student.name)) {
                student.games = *games;
            }
        }
    }

    /// The lesson's ended games, oldest first.
    fn lesson_games(&self) -> MutexGuard<'_, Vec<EndedGame>> {
        self.results.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The `index`th game of the lesson to end, counted from the first.
    pub fn ended_game(&self, index: usize) -> Option<EndedGame> {
        self.lesson_games().get(index).cloned()
    }

    /// The last game of the lesson that `name` played in.
    pub fn last_game_of(&self, name: &str) -> Option<EndedGame> {
        let games = self.lesson_games();
        games
            .iter()
            .rev()
            .find(|game| {
                [Player::South, Player::North]
                    .into_iter()
                    .any(|p| game.computer[p].is_none() && game.names[p] == name)
            })
            .cloned()
    }

    /// The class as the console shows it, the teacher's screens left out
    /// of the students.
    pub fn class(&self) -> Class {
        let state = self.lock();
        let tables: Vec<Arc<Table>> = state.tables.values().cloned().collect();
        let mut students = students(&state, &tables);
        let teacher_screens = state.teachers.len();
        drop(state);
        let marked = self.facts().marked.clone();
        self.count_learning(&mut students);
        self.count_games(&mut students);
        Class {
            tables: tables.iter().map(|t| glance(t)).collect(),
            students,
            teacher_screens,
            ended: self.lesson_games().iter().map(ended).collect(),
            waiting: self.door.waiting(),
            paused: self.is_paused(),
            tournament: self.standings(),
            variants: self.menu.variants.iter().map(|v| v.name.clone()).collect(),
            lessons: self.lessons(),
            marked,
            journal_trouble: self.journal_trouble(),
        }
    }
}

/// Every named session but the teacher's, with where it is.
fn students(state: &State, tables: &[Arc<Table>]) -> Vec<Student> {
    // Each table once, not once a student: a whole school's class is
    // looked at after every change.
    let mut seated = HashMap::new();
    for table in tables {
        for (session, role) in table.roles() {
            seated
                .entry(session)
                .or_insert_with(|| place(table.id(), role));
        }
    }
    let mut students: Vec<Student> = state
        .names
        .named()
        .filter(|(session, _)| !state.teachers.contains(session))
        .map(|(session, name)| {
            let place = seated
                .get(&session)
                .cloned()
                .or_else(|| state.doing.get(&session).copied().map(Place::Away))
                .unwrap_or(Place::Lobby);
            Student {
                name: name.to_owned(),
                place,
                lessons: 0,
                puzzles: 0,
                games: Games::default(),
                before: StudentTerm::default(),
            }
        })
        .collect();
    students.sort_by_key(|s| s.name.to_lowercase());
    students
}

fn place(table: TableId, role: Role) -> Place {
    match role {
        Role::Player(player) => Place::Seat(table, player),
        Role::Host => Place::Demo(table),
        Role::Spectator => Place::Watching(table),
    }
}

fn glance(table: &Table) -> Glance {
    let summary = table.summary();
    let plays = match summary.choice.players {
        // The levels as the game has them now: a demo's host may have
        // changed them since the table opened.
        Players::Demo(level) => Plays::Demo(ByPlayer::new(
            summary.levels[Player::South].unwrap_or(level),
            summary.levels[Player::North].unwrap_or(level),
        )),
        _ => Plays::Variant(summary.choice.variant),
    };
    Glance {
        id: summary.id,
        phase: summary.phase,
        names: summary.names,
        present: summary.present,
        position: table.position(),
        watchers: summary.spectators,
        plays,
        mode: summary.choice.mode,
        result: summary.result,
    }
}

/// An ended game as the console lists it.
fn ended(game: &EndedGame) -> Ended {
    Ended {
        table: game.table,
        game: game.counted(),
        moves: game.plies(),
    }
}
