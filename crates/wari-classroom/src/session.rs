//! One student's session: their screen, their input, and where they are
//! (the lobby, the `new table` form, a table, the lessons, a review). It
//! runs as its own task, woken by their keys, their window's size, changes
//! to their table, the class's status, and changes to the lobby while they
//! are in it (`shell`), and sends only the cells that changed (`draw`).
//! Everything it draws and says is in the student's own language: the one
//! their terminal's locale asks for, or the one they choose on the name
//! screen, else the classroom's. Here: the session itself, its name and
//! its place; what keys do is `keys`'.

use std::sync::Arc;
use std::time::{Duration, Instant};

mod draw;
mod keys;
mod learning;
mod review;
mod shell;
mod teacher;
mod wake;
use review::Reviewing;
use wari_ssh::keys::{Idle, KeyRate, Keyboard};
use wari_ssh::{Screen, Terminal};
use wari_words::{Lang, reader, tr};

use super::access::{ClassRole, passes_for_teacher};
use super::class::{Doing, Status};
use super::console::ConsoleScreen;
use super::intent::Asking;
use super::lobby::{FormScreen, Lobbies, LobbyScreen, Recent, Seen};
use super::naming::Naming;
use super::room::{Arrival, Claim, Entry, Handover, NameRefusal, Question, Room, SILENT_TIME};
use super::table::{Phase, Role, Table};
use crate::screen::{AnyScreen, Shown};

/// Where the student is.
enum Place {
    Lobby,
    /// The teacher's home instead of the lobby.
    Console(Box<Shown<Asking<ConsoleScreen>>>),
    Form(Box<Shown<Asking<FormScreen>>>),
    Table(Arc<Table>, Role),
    /// The puzzles or the lessons, for this student alone, from the lobby,
    /// with what the console calls it.
    Solo(Box<dyn AnyScreen>, Doing),
    /// A game of the lesson under review: a student's last, from the
    /// lobby, or any from the teacher's Results.
    Review(Box<Reviewing>),
}

struct Session {
    room: Arc<Room>,
    /// What every lobby shares of the room.
    lobbies: Arc<Lobbies>,
    /// Who the student is; while `naming` is open, the name is only the
    /// one asked for, which another session holds.
    entry: Entry,
    /// The name screen, while the student has no name yet.
    naming: Option<Naming>,
    /// Someone logging in under this student's name: the question on
    /// their screen.
    question: Option<Question>,
    screen: Screen,
    keyboard: Keyboard,
    place: Place,
    /// The lobby, kept as it was left for a table, as the room was when
    /// last drawn.
    lobby: Shown<Asking<LobbyScreen>>,
    note: Option<Note>,
    rate: KeyRate,
    idle: Idle,
    quit: bool,
    /// Whether the last key was a Ctrl-C that asked instead of leaving.
    interrupted: bool,
    /// Whether the student logged in as the teacher, who may run any demo.
    teacher: bool,
    /// The teacher's last message, and since when it shows.
    message: Option<Note>,
    /// The class's status as the session last took it: a change is
    /// looked at against it.
    status: Status,
    /// Why the session cannot go on from its start: the teacher on too
    /// many screens already.
    refused: Option<String>,
    /// The number of the last work the teacher set that this session
    /// opened: each setting opens once.
    work_seen: u64,
    /// The language the student reads: everything the session draws and
    /// says is worded in it, whoever else reads the same table.
    lang: Lang,
}

/// A line for this student alone: a refusal or a warning.
struct Note {
    text: String,
    since: Instant,
    /// How long it is shown.
    lasts: Duration,
}

/// How long a note stays, unless the student's next key clears it first;
/// then the table's own notice or the keys show again.
const NOTE_TIME: Duration = Duration::from_secs(3);

/// How long a student reads a line about their arrival (the classroom
/// is back after the server stopped; their long name was cut): long
/// enough for a child to find and read it.
const WELCOME_TIME: Duration = Duration::from_secs(15);

/// How long the teacher's message stays on every screen.
const MESSAGE_TIME: Duration = Duration::from_secs(60);

/// The least time between two redraws of a lobby or a console for
/// changes elsewhere in the room; a key is answered at once all the same,
/// and so is a tournament's round.
const LOBBY_QUIET: Duration = Duration::from_millis(50);

/// How often the teacher's console looks at the class again.
const CONSOLE_REFRESH: Duration = Duration::from_secs(1);

/// Runs the session of a student who has just entered the room, on a
/// screen made beforehand: nothing may fail between their entering and the
/// session whose drop takes them out again.
pub async fn run(room: Arc<Room>, lobbies: Arc<Lobbies>, arrival: Arrival, terminal: Terminal) {
    let Terminal {
        screen,
        mut inputs,
        link,
        lang,
    } = terminal;
    let mut session = Session::new((room, lobbies), arrival, screen, lang);
    let goodbye = session.serve(&mut inputs, &link).await;
    // Off the table first: the others need not wait for a slow client's
    // goodbye to see the seat empty.
    session.leave_table();
    if let Some(line) = goodbye {
        let bytes = session.screen.goodbye(&line);
        link.send(bytes).await;
        link.close(0).await;
    }
    // Last (dropping the session takes the student out of the room), so a
    // closing server that waits for an empty room waits for the goodbyes
    // too.
    drop(session);
}

/// However a session ends, its loop returning or a panic unwinding
/// through its task, the student leaves their table and the room: no seat
/// or name stays held for a session that is gone.
impl Drop for Session {
    fn drop(&mut self) {
        self.leave_table();
        self.room.exit(self.entry.session);
    }
}

impl Session {
    /// A session for `arrival`, who has entered `room`: in the lobby under
    /// the name they logged in as, or on the name screen when another
    /// student holds it. They read `lang`, or without one the classroom's
    /// language.
    fn new(
        (room, lobbies): (Arc<Room>, Arc<Lobbies>),
        arrival: Arrival,
        screen: Screen,
        lang: Option<Lang>,
    ) -> Session {
        let now = Instant::now();
        let status = room.status().borrow().clone();
        let mut session = Session {
            rate: KeyRate::new(room.limits().key_burst, room.limits().keys_per_second, now),
            idle: Idle::new(room.limits().idle, now),
            room,
            lobbies,
            entry: Entry {
                session: arrival.session,
                name: arrival.name.clone(),
            },
            naming: None,
            question: None,
            screen,
            keyboard: Keyboard::new(now),
            place: Place::Lobby,
            lobby: Shown::new(Asking::default()),
            note: None,
            quit: false,
            interrupted: false,
            teacher: arrival.role == ClassRole::Teacher,
            message: None,
            status,
            refused: None,
            work_seen: 0,
            lang: lang.unwrap_or_else(reader::current),
        };
        session.place = session.home();
        match arrival.named || session.teacher {
            true => session.read(|session| session.enter(&arrival.name)),
            // Nothing of the login name could be shown: the student types
            // a name rather than being called "student" unasked.
            false => session.naming = Some(Naming::refused(NameRefusal::Empty)),
        }
        // A long login name was cut: the student is told what they are
        // called, once they are.
        if arrival.cut && !session.teacher && session.naming.is_none() && session.note.is_none() {
            session.note = Some(Note {
                text: session.read(|session| {
                    let name = session.entry.name.as_str();
                    tr!(
                        "class-name-cut",
                        count = crate::setup::Name::MAX_CHARS,
                        name = name
                    )
                }),
                since: Instant::now(),
                lasts: WELCOME_TIME,
            });
        }
        session
    }

    /// Runs `f` with the session's words in the student's language.
    fn read<T>(&mut self, f: impl FnOnce(&mut Session) -> T) -> T {
        reader::reading(self.lang, || f(self))
    }

    /// Takes the name the student logged in as, or the teacher's.
    fn enter(&mut self, name: &str) {
        if self.teacher {
            // The teacher's name is the teacher's on every screen at once.
            match self.room.enter_teacher(self.entry.session) {
                Ok(entry) => self.entry = entry,
                Err(why) => self.refused = Some(format!("wari: {why}")),
            }
        } else {
            self.claim(name);
        }
    }

    /// The next language the name screen offers after the one read now.
    fn next_language(&mut self) {
        let spoken: Vec<Lang> = Lang::spoken().collect();
        let at = spoken.iter().position(|&lang| lang == self.lang);
        let next = at.map_or(0, |at| (at + 1) % spoken.len());
        self.lang = spoken[next];
    }

    /// Asks the room for `name`: granted, or the name screen waits for its
    /// holder's answer, or says why not.
    fn claim(&mut self, name: &str) {
        // The login's own name was vetted by the connection; a name typed
        // here is a student's word alone.
        if !self.teacher && passes_for_teacher(name) {
            self.naming = Some(Naming::refused(NameRefusal::Teachers));
            return;
        }
        let claim = self.room.claim(self.entry.session, name, Instant::now());
        self.naming = match claim {
            Ok(Claim::Granted(name)) => return self.named(name),
            Ok(Claim::Asking { name, until }) => Some(Naming::Waiting { name, until }),
            Err(refusal) => Some(Naming::refused(refusal)),
        };
    }

    /// The student has their name: on to the lobby.
    fn named(&mut self, name: String) {
        let entry = Entry {
            session: self.entry.session,
            name,
        };
        if self.naming.take().is_some() {
            self.say(Some(tr!("class-you-are", name = entry.name.as_str())));
        }
        tracing::info!(name = %entry.name, session = entry.session, "named");
        if self.room.welcome_back(&entry.name) {
            self.note = Some(Note {
                text: tr!("class-back"),
                since: Instant::now(),
                lasts: WELCOME_TIME,
            });
        }
        self.entry = entry;
    }

    /// Reads the room's mail for this session; the goodbye when its name
    /// went to another connection.
    fn read_mail(&mut self) -> Option<String> {
        let mail = self.room.mail(self.entry.session);
        self.question = mail.question;
        match mail.answer {
            Some(Ok(name)) => self.named(name),
            Some(Err(refusal)) => self.naming = Some(Naming::refused(refusal.into())),
            None => {}
        }
        let name = self.entry.name.as_str();
        mail.replaced.map(|why| match why {
            Handover::Agreed => tr!("class-goodbye-name-handed-over", name = name),
            Handover::Silent => tr!(
                "class-goodbye-name-taken-back",
                name = name,
                minutes = SILENT_TIME.as_secs() / 60
            ),
            Handover::Removed => tr!("class-goodbye-sent-out"),
        })
    }

    /// The question waited on has run out: the room settles it.
    fn question_ran_out(&mut self) {
        if let Some(later) = self.room.expire(self.entry.session, Instant::now()) {
            // The holder may be gone without a word: wait for the keepalives.
            if let Some(Naming::Waiting { until, .. }) = &mut self.naming {
                *until = later;
            }
            return;
        }
        // The answer is in the mail now, unless the question had already
        // gone (its holder answered or left just before).
        let _ = self.read_mail();
        if let Some(Naming::Waiting { name, .. }) = &self.naming {
            let name = name.clone();
            self.naming = Some(Naming::refused(NameRefusal::Kept { name }));
        }
    }

    /// Looks at the student at `now` for the idle clock. Time is not
    /// idleness for the teacher, whose console is watched rather than
    /// played; for anyone while the teacher has paused the class, since
    /// nobody may play then; or while watching or waiting ([`watching`]).
    ///
    /// [`watching`]: Session::watching
    fn look_idle(&mut self, now: Instant) {
        let excused = self.teacher || self.room.is_paused() || self.watching();
        self.idle.look(excused, now);
    }

    /// Whether the student is watching a game in play or waiting at a
    /// table for a partner: time that is not idleness.
    /// Whether the student plays in a game in progress.
    fn playing(&self) -> bool {
        matches!(&self.place, Place::Table(table, Role::Player(_)) if table.phase() == Phase::Playing)
    }

    fn watching(&self) -> bool {
        let Place::Table(table, role) = &self.place else {
            return false;
        };
        match (role, table.phase()) {
            (Role::Spectator, Phase::Playing) => true,
            (Role::Host, Phase::Playing) => !table.paused(),
            (Role::Player(_), Phase::Waiting) => true,
            (Role::Player(player), Phase::Playing) => table.to_move() != Some(*player),
            _ => false,
        }
    }

    fn table(&self) -> Option<&Arc<Table>> {
        match &self.place {
            Place::Table(table, _) => Some(table),
            _ => None,
        }
    }

    /// Looks at the room as it is now, as a draw after a key does.
    #[cfg(test)]
    fn look(&mut self) {
        self.look_as(Recent::Now);
    }

    /// Looks at the room again for what the lobby or the console shows:
    /// once before each draw, so that a key acts on what the student saw.
    /// The lobby's view is as recent as `recent` asks; false when it shows
    /// the room as it was before its last change.
    fn look_as(&mut self, recent: Recent) -> bool {
        let mut current = true;
        match &mut self.place {
            Place::Lobby => {
                let name = self.entry.name.clone();
                let reviewable = self.room.last_game_of(&name).map(|g| g.table);
                let (room, of_now) = self.lobbies.view_as(&self.room, recent);
                current = of_now;
                self.lobby.screen.screen.seen = Seen {
                    name,
                    room,
                    reviewable,
                };
            }
            Place::Console(console) => console.screen.screen.class = self.room.class(),
            _ => {}
        }
        self.take_work();
        current
    }

    /// What the student is doing away from the tables, for the console.
    fn doing(&self) -> Option<Doing> {
        match &self.place {
            Place::Review(_) => Some(Doing::Review),
            Place::Solo(_, doing) => Some(*doing),
            Place::Form(_) => Some(Doing::Form),
            Place::Lobby | Place::Console(_) | Place::Table(..) => None,
        }
    }

    /// Back home from a table the teacher has closed, saying so.
    fn leave_closed_table(&mut self) {
        let Some(table) = self.table().filter(|t| t.is_closed()) else {
            return;
        };
        let words = table.closing_words();
        self.leave_table();
        self.say(words);
    }

    fn leave_table(&mut self) {
        let home = self.home();
        if let Place::Table(table, _) = std::mem::replace(&mut self.place, home) {
            self.room.leave_table(&table, self.entry.session);
        }
    }
}
/// A duration as a person says it: "30 minutes", "2 seconds".
fn spoken(duration: Duration) -> String {
    match duration.as_secs() {
        s if s >= 60 => tr!("class-minutes", count = s / 60),
        s => tr!("class-seconds", count = s.max(1)),
    }
}

#[cfg(test)]
mod tests;
