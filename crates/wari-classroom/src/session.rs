//! One student's session: their screen, their input, and where they are
//! (the lobby, the `new table` form, or a table). It runs as its own task,
//! woken by their keys, their window's size, changes to their table, and
//! changes to the lobby while they are in it, and sends only the cells that
//! changed. Everything it draws and says is in the student's own language:
//! the one their terminal's locale asks for, or the one they choose on the
//! name screen, else the classroom's.

use std::sync::Arc;
use std::time::{Duration, Instant};

use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};

mod learning;
mod review;
mod teacher;
mod wake;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::{Clear, Paragraph, Wrap};
use review::{Reviewing, next_review};
use tokio::sync::watch;
use wake::{Step, Wake};
use wari_ssh::keys::{Idle, KeyRate, Keyboard};
use wari_ssh::{Input, Inputs, Link, Screen, Terminal};
use wari_words::{Lang, reader, tr};

use super::access::{ClassRole, passes_for_teacher};
use super::class::{Doing, Status};
use super::console::ConsoleScreen;
use super::intent::Asking;
use super::lobby::{FormScreen, Intent, Lobbies, LobbyScreen, Recent, Seen};
use super::naming::{NameIntent, Naming, view_question};
use super::room::{
    Arrival, Claim, Entry, Handover, NameRefusal, Question, Room, SILENT_TIME, TableError,
};
use super::table::{Phase, Reply, Role, Table, TableId, board_keys, side};
use crate::app::keymap;
use crate::engine::Player;
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

    /// The session's loop, the shell around [`Session::update`]: it draws,
    /// waits for whatever may change the screen, and hands it over;
    /// returns the line to leave the student with, or `None` when the
    /// client is already gone.
    async fn serve(&mut self, inputs: &mut Inputs, link: &Link) -> Option<String> {
        let mut lobby = self.room.subscribe();
        let mailbox = self.room.mailbox(self.entry.session);
        // The class's status: a pause stops everyone's idle clock, wherever
        // they are. Looked at once against what the session was made
        // with, so nothing sent meanwhile is missed.
        let mut status = self.room.status();
        status.mark_changed();
        let mut table: Option<(TableId, watch::Receiver<u64>)> = None;
        // How recent a view of the room the next draw needs: any of the
        // last 50 ms when it is drawn because the room changed.
        let mut recent = Recent::Now;
        if let Some(goodbye) = self.refused.take() {
            return Some(goodbye);
        }
        loop {
            if status.borrow().closing {
                // The teacher closed it: their own screens are not thanked
                // for playing.
                let teacher = self.teacher;
                return Some(self.read(|_| match teacher {
                    true => tr!("class-goodbye-closed-teacher"),
                    false => tr!("class-goodbye-closed"),
                }));
            }
            self.read(Session::leave_closed_table);
            self.room.doing(self.entry.session, self.doing());
            // This draw shows the lobby as it is now, or as it was a moment
            // ago and then it looks again.
            lobby.mark_unchanged();
            if !self.read(|session| session.look_as(recent)) {
                lobby.mark_changed();
            }
            // And the table as it is now: its changes from here on wake the
            // session, a partner sitting down while this frame goes out
            // included, which a subscription taken after the draw would
            // count as seen.
            let at = self.table().map(|t| t.id());
            match &mut table {
                Some((id, receiver)) if Some(*id) == at => receiver.mark_unchanged(),
                _ => table = self.table().map(|t| (t.id(), t.subscribe())),
            }
            match self.draw_and_send(link).await {
                Ok(true) => {}
                Ok(false) => return None,
                Err(why) => return Some(self.read(|session| session.broken(&why))),
            }
            let lobby_due = tokio::time::Instant::now() + LOBBY_QUIET;
            let deadline = self.next_wake(Instant::now());
            // Seven things, no more: the client, the lobby, the class, the
            // mailbox, the table, the review and the one timer.
            let wake = tokio::select! {
                input = inputs.next() => match input {
                    Some(Input::Bytes(bytes)) => {
                        // This student's own change needs no second draw.
                        if let Some((_, receiver)) = &mut table {
                            receiver.borrow_and_update();
                        }
                        Wake::Bytes(bytes)
                    }
                    Some(Input::Resized(size)) => {
                        if let Err(why) = self.screen.resize(size) {
                            return Some(self.read(|session| session.broken(&why)));
                        }
                        Wake::Heard
                    }
                    None => return None,
                },
                // Only the lobby and the console show the other tables and
                // students. A change is looked at no sooner than
                // LOBBY_QUIET after the last draw: thirty tables filling
                // redraw a lobby once, not thirty times. A round paired
                // comes with the class's status, at once: it is every
                // student's news, and the lobby may have been redrawn a
                // moment before.
                Ok(()) = async {
                    tokio::time::sleep_until(lobby_due).await;
                    lobby.changed().await
                }, if matches!(self.place, Place::Lobby | Place::Console(_)) => Wake::Room,
                Ok(()) = status.changed() => Wake::Class(status.borrow_and_update().clone()),
                () = mailbox.notified() => Wake::Mail,
                Ok(()) = changed(&mut table) => Wake::Look,
                review = next_review(&mut self.place) => Wake::Reviewed(Box::new(review)),
                () = sleep_until_some(deadline) => Wake::Look,
            };
            recent = match wake {
                Wake::Room | Wake::Class(_) => Recent::Enough,
                _ => Recent::Now,
            };
            if let Step::Close(goodbye) = self.read(|session| session.update(wake, Instant::now()))
            {
                return Some(goodbye);
            }
        }
    }

    /// The goodbye when this student's screen cannot be drawn: the client
    /// is still there, so it is told, and gets its terminal back.
    fn broken(&self, why: &std::io::Error) -> String {
        tracing::warn!(name = %self.entry.name, session = self.entry.session, "screen failed: {why}");
        tr!("class-goodbye-screen-broken")
    }

    fn table(&self) -> Option<&Arc<Table>> {
        match &self.place {
            Place::Table(table, _) => Some(table),
            _ => None,
        }
    }

    fn events(&mut self, events: Vec<Event>, now: Instant) {
        for event in events {
            // The rate guards the class from a student's flood; the
            // teacher pastes messages, and is nobody to guard against.
            if !self.teacher && !self.rate.allow(now) {
                self.say(Some(tr!("class-too-many-keys")));
                continue;
            }
            self.idle.key(now);
            self.note = None;
            match event {
                Event::Key(key) => self.key(key),
                Event::Mouse(mouse) => self.click(mouse.column, mouse.row),
                _ => {}
            }
        }
    }

    fn say(&mut self, text: Option<String>) {
        self.note = text.map(|text| Note {
            text,
            since: Instant::now(),
            lasts: NOTE_TIME,
        });
    }

    fn click(&mut self, column: u16, row: u16) {
        if let Place::Table(table, _) = &self.place {
            let note = table.click(self.entry.session, self.screen.size(), column, row);
            self.say(note);
        }
    }

    fn key(&mut self, key: KeyEvent) {
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            self.quit = true;
            return;
        }
        // The question on the screen takes y and n before the place does.
        if let (Some(_), KeyCode::Char(c @ ('y' | 'n' | 'Y' | 'N'))) = (&self.question, key.code) {
            self.question = None;
            self.room
                .answer(self.entry.session, c.eq_ignore_ascii_case(&'y'));
            return;
        }
        if let Some(naming) = &mut self.naming {
            match naming.key(key) {
                NameIntent::Stay => {}
                NameIntent::Claim(name) => self.claim(&name),
                NameIntent::StopWaiting => self.room.withdraw(self.entry.session),
                NameIntent::Leave => self.quit = true,
                NameIntent::NextLanguage => self.next_language(),
            }
            return;
        }
        if matches!(self.place, Place::Review(_)) {
            self.review_key(key);
            return;
        }
        let event = Event::Key(key);
        let intent = match &mut self.place {
            Place::Review(_) => return,
            Place::Console(console) => {
                console.event(&event);
                console.screen.take()
            }
            Place::Solo(screen, _) => {
                screen.event(&event);
                if screen.left() {
                    self.place = self.home();
                }
                return;
            }
            Place::Lobby => {
                self.lobby.event(&event);
                self.lobby.screen.take()
            }
            Place::Form(form) => {
                form.event(&event);
                form.screen.take()
            }
            Place::Table(table, _) => {
                // A key would play on a board this student cannot see;
                // leaving and the help need no board.
                let fits = table.fits(self.screen.size())
                    || matches!(key.code, KeyCode::Char('q' | '?'))
                    || table.shows_help_to(self.entry.session);
                let reply = if fits {
                    table.press(self.entry.session, key)
                } else {
                    Reply {
                        note: Some(tr!("class-board-does-not-fit")),
                        left: false,
                    }
                };
                if reply.left {
                    self.leave_table();
                }
                let note = reply.note;
                self.say(note);
                None
            }
        };
        if let Some(intent) = intent {
            self.intent(intent);
        }
    }

    /// Does what a key on the lobby, the form or the console asked.
    fn intent(&mut self, intent: Intent) {
        let room = self.room.clone();
        match intent {
            Intent::Quit => self.quit = true,
            Intent::NewTable => self.open_form(),
            Intent::Puzzles => self.open_puzzles(),
            Intent::Lessons => self.open_lessons(None),
            Intent::NextLanguage => self.next_language(),
            Intent::Review => self.open_review(room.last_game_of(&self.entry.name)),
            Intent::ReviewEnded(index) => self.open_review(room.ended_game(index)),
            Intent::Back => self.place = self.home(),
            Intent::Open(choice) => self.sit(room.open_table(&self.entry, choice)),
            Intent::Join(id) => self.sit(room.join(id, &self.entry, self.teacher)),
            // At a demo the teacher runs it; elsewhere they watch.
            Intent::Watch(id) if self.teacher && self.is_demo(id) => {
                self.sit(room.join(id, &self.entry, true));
            }
            Intent::Watch(id) => self.sit(room.watch(id, &self.entry)),
            Intent::Close(_)
            | Intent::Pause(_)
            | Intent::Message(_)
            | Intent::Remove(_)
            | Intent::Mark(_)
            | Intent::StartTournament { .. }
            | Intent::NextRound
            | Intent::EndRound
            | Intent::SetWork(_) => self.teach(intent),
        }
    }

    /// At the table the room gave, or back home saying why not.
    fn sit(&mut self, given: Result<(Arc<Table>, Role), TableError>) {
        match given {
            Ok((table, role)) => {
                self.place = Place::Table(table, role);
                // The lobby looks at the room again when the student is
                // back; a view of it kept meanwhile, with its drawings,
                // would be kept by every student at a table.
                self.lobby.screen.screen.seen.room = Arc::default();
            }
            Err(why) => {
                self.place = self.home();
                self.say(Some(why.to_string()));
            }
        }
    }

    /// The `new table` form, from the room's choices.
    fn open_form(&mut self) {
        let form = Asking::new(FormScreen::new(self.room.menu().clone()));
        self.place = Place::Form(Box::new(Shown::new(form)));
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

    /// Draws the student's place and sends what changed once the journal
    /// holds every event the frame shows; `Ok(false)` when the client is
    /// gone or too slow, an error when the screen could not be drawn.
    async fn draw_and_send(&mut self, link: &Link) -> std::io::Result<bool> {
        let lang = self.lang;
        let (screen, mut sight) = self.sight();
        reader::reading(lang, || screen.draw(|frame| sight.draw(frame)))?;
        self.room.journal_caught_up().await;
        Ok(link.send(self.screen.take_bytes()).await)
    }

    /// The screen, and apart from it what is drawn on it now.
    fn sight(&mut self) -> (&mut Screen, Sight<'_>) {
        let Session {
            screen,
            place,
            lobby,
            entry,
            note,
            naming,
            question,
            idle,
            message,
            teacher,
            ..
        } = self;
        let sight = Sight {
            place,
            lobby,
            entry,
            naming,
            question,
            warning: idle.warning(Instant::now()),
            teacher: *teacher,
            note: note.as_ref().map(|n| n.text.clone()),
            message: message.as_ref().map(|n| n.text.clone()),
        };
        (screen, sight)
    }
}

/// What a session draws: its place, with the line for the student alone
/// at the bottom and a question about their name over it.
struct Sight<'a> {
    place: &'a mut Place,
    lobby: &'a mut Shown<Asking<LobbyScreen>>,
    entry: &'a Entry,
    naming: &'a Option<Naming>,
    question: &'a Option<Question>,
    /// The seconds left before the idle clock closes the session, once
    /// it warns.
    warning: Option<u64>,
    /// Whether it is the teacher's, whose `q` goes back to the console.
    teacher: bool,
    /// A note for the student alone.
    note: Option<String>,
    /// The teacher's message, for its minute: on a row of its own above
    /// the footer, which still says what the table says and the keys.
    message: Option<String>,
}

impl Sight<'_> {
    /// Draws it all in the reader's words.
    fn draw(&mut self, frame: &mut Frame) {
        let Sight {
            place,
            lobby,
            entry,
            naming,
            question,
            warning,
            teacher,
            note,
            message,
        } = self;
        // The idle warning stands out over any other line for the student.
        let warning = warning.map(|left| tr!("class-idle-warning", seconds = left));
        let note = warning.or_else(|| note.clone());
        if let Some(naming) = naming {
            naming.view(frame);
            footer(
                frame,
                note.as_ref().or(message.as_ref()).map(String::as_str),
                None,
            );
            return;
        }
        let notice = match place {
            Place::Lobby => {
                lobby.draw(frame);
                None
            }
            Place::Console(console) => {
                console.draw(frame);
                None
            }
            Place::Form(form) => {
                form.draw(frame);
                None
            }
            Place::Solo(screen, _) => {
                screen.draw(frame);
                None
            }
            Place::Review(reviewing) => {
                reviewing.screen.draw(frame);
                None
            }
            Place::Table(table, _) => table.view(frame, entry.session),
        };
        let keys = match place {
            Place::Table(table, Role::Player(player)) => Some(player_keys(table, *player, entry)),
            // One row of 80 columns: `n` is in the help.
            Place::Table(table, Role::Host) => Some(tr!(
                "table-host-keys",
                paused = if table.paused() { "yes" } else { "no" },
                keys = keymap::line(match teacher {
                    true => board_keys::TEACHER_DEMO,
                    false => board_keys::DEMO,
                }),
            )),
            Place::Table(table, Role::Spectator) => Some(tr!(
                "table-spectator-keys",
                table = table.id(),
                keys = keymap::line(board_keys::WATCHING)
            )),
            _ => None,
        };
        let top = footer(frame, note.as_deref(), notice.or(keys));
        if let Some(message) = message {
            above(frame, message, top);
        }
        if let Some(question) = question {
            view_question(frame, question);
        }
    }
}

/// A player's keys: how to sow on their turn (the board's turn line shows
/// no keys at a table, where others read it too), else who they are.
fn player_keys(table: &Table, player: Player, entry: &Entry) -> String {
    // Only a game still going has a player to move.
    if table.to_move() == Some(player) {
        return tr!(
            "table-your-turn-keys",
            keys = keymap::line(board_keys::PLAYING)
        );
    }
    let keys = match table.phase() {
        Phase::Waiting => keymap::line(board_keys::WATCHING),
        Phase::Playing => keymap::line(board_keys::PLAYING),
        Phase::Finished if table.round().is_some() => keymap::line(board_keys::TOURNAMENT_OVER),
        Phase::Finished => keymap::line(board_keys::OVER),
    };
    tr!(
        "table-you-play",
        side = side(player),
        name = entry.name.as_str(),
        table = table.id(),
        keys = keys,
    )
}

/// The most rows the line at the bottom takes when its words are longer
/// than the screen is wide.
const FOOTER_ROWS: u16 = 3;

/// The bottom row: a note for this student alone (standing out), else the
/// table's notice or the keys. A line longer than the row, as some
/// languages' are, wraps onto the rows above rather than lose its end.
/// Returns the first row it took, the screen's bottom when none.
fn footer(frame: &mut Frame, note: Option<&str>, otherwise: Option<String>) -> u16 {
    let area = frame.area();
    if area.height == 0 {
        return area.bottom();
    }
    let (text, style) = match (note, otherwise) {
        (Some(note), _) => (
            note.to_owned(),
            Style::new().add_modifier(Modifier::REVERSED),
        ),
        (None, Some(text)) => (text, Style::new().add_modifier(Modifier::BOLD)),
        (None, None) => return area.bottom(),
    };
    let rows = crate::text::wrapped_rows(&text, usize::from(area.width));
    let rows = u16::try_from(rows)
        .unwrap_or(u16::MAX)
        .min(FOOTER_ROWS)
        .min(area.height);
    let row = Rect::new(area.x, area.bottom() - rows, area.width, rows);
    render_rows(frame, text, style, row);
    row.y
}

/// The teacher's message, standing out, on the rows just above `bottom`.
fn above(frame: &mut Frame, message: &str, bottom: u16) {
    let area = frame.area();
    let rows = crate::text::wrapped_rows(message, usize::from(area.width));
    let rows = u16::try_from(rows)
        .unwrap_or(u16::MAX)
        .min(FOOTER_ROWS)
        .min(bottom.saturating_sub(area.y));
    if rows == 0 {
        return;
    }
    let row = Rect::new(area.x, bottom - rows, area.width, rows);
    let style = Style::new().add_modifier(Modifier::REVERSED);
    render_rows(frame, message.to_owned(), style, row);
}

/// `text` in `style` over `row`, cleared first, wrapped when it takes
/// more than one row.
fn render_rows(frame: &mut Frame, text: String, style: Style, row: Rect) {
    frame.render_widget(Clear, row);
    let paragraph = Paragraph::new(text).style(style);
    match row.height {
        1 => frame.render_widget(paragraph, row),
        _ => frame.render_widget(paragraph.wrap(Wrap { trim: true }), row),
    }
}

/// A duration as a person says it: "30 minutes", "2 seconds".
fn spoken(duration: Duration) -> String {
    match duration.as_secs() {
        s if s >= 60 => tr!("class-minutes", count = s / 60),
        s => tr!("class-seconds", count = s.max(1)),
    }
}

/// Sleeps until `deadline`; forever when there is none.
async fn sleep_until_some(deadline: Option<Instant>) {
    match deadline {
        Some(deadline) => tokio::time::sleep_until(deadline.into()).await,
        None => std::future::pending().await,
    }
}

/// Waits for the table's next change; forever when not at a table.
async fn changed<K>(
    table: &mut Option<(K, watch::Receiver<u64>)>,
) -> Result<(), watch::error::RecvError> {
    match table {
        Some((_, receiver)) => receiver.changed().await,
        None => std::future::pending().await,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Limits;
    use crate::engine::Rules;
    use crate::game::Players;
    use crate::room::{Menu, Offer};
    use crate::setup::Mode;
    use crate::table::Choice;
    use ratatui::layout::Size;

    pub(super) fn room() -> Arc<Room> {
        let menu = Menu {
            variants: vec![Offer {
                name: "kids-and-caboodles".into(),
                rules: Rules::kids_and_caboodles(),
            }],
        };
        Room::new(Limits::default(), menu)
    }

    fn choice() -> Choice {
        Choice {
            variant: "kids-and-caboodles".into(),
            rules: Rules::kids_and_caboodles(),
            mode: Mode::Sorry,
            players: Players::Students,
        }
    }

    pub(super) fn session(room: &Arc<Room>, name: &str) -> Session {
        let entry = room.enter(name, ClassRole::Student).unwrap();
        let screen = Screen::new(Size::new(80, 24)).unwrap();
        Session::new((room.clone(), Arc::default()), entry, screen, None)
    }

    /// A session whose terminal's locale asks for `lang`.
    fn session_in(room: &Arc<Room>, name: &str, lang: Lang) -> Session {
        let entry = room.enter(name, ClassRole::Student).unwrap();
        let screen = Screen::new(Size::new(80, 24)).unwrap();
        Session::new((room.clone(), Arc::default()), entry, screen, Some(lang))
    }

    fn lang(code: &str) -> Lang {
        Lang::from_code(code).expect("a language")
    }

    /// What `session` shows on its 80x24 screen now, in its student's
    /// language.
    fn shown(session: &mut Session) -> String {
        session.read(Session::look);
        let lang = session.lang;
        let (_, mut sight) = session.sight();
        let backend = ratatui::backend::TestBackend::new(80, 24);
        let mut terminal = ratatui::Terminal::new(backend).expect("a test terminal");
        reader::reading(lang, || terminal.draw(|frame| sight.draw(frame))).expect("drawn");
        terminal.backend().to_string()
    }

    /// A session logged in with the teacher code.
    pub(super) fn teacher(room: &Arc<Room>) -> Session {
        let arrival = room.enter("teacher", ClassRole::Teacher).unwrap();
        let screen = Screen::new(Size::new(80, 24)).unwrap();
        Session::new((room.clone(), Arc::default()), arrival, screen, None)
    }

    /// A key, read as the session reads every key: in its language.
    fn press(session: &mut Session, code: KeyCode) {
        session.read(|session| session.key(KeyEvent::new(code, KeyModifiers::NONE)));
    }

    #[test]
    fn the_name_screen_at_80x24_in_every_language() {
        for lang in Lang::all() {
            let room = room();
            let _holder = room.student("ama");
            let mut second = session_in(&room, "Ama", lang);
            assert!(matches!(second.naming, Some(Naming::Waiting { .. })));
            let screen = shown(&mut second);
            insta::with_settings!({ snapshot_suffix => lang.code() }, {
                insta::assert_snapshot!(screen);
            });
        }
    }

    #[test]
    fn tab_on_the_name_screen_chooses_the_language_for_the_rest_of_the_session() {
        let room = room();
        let _holder = room.student("ama");
        let mut second = session(&room, "ama");
        assert_eq!(second.lang, Lang::ENGLISH);
        press(&mut second, KeyCode::Tab);
        assert_eq!(second.lang, lang("fr"));
        assert!(shown(&mut second).contains("ama est déjà là"));
        // It stays French past the name screen, in the lobby.
        press(&mut second, KeyCode::Esc);
        press(&mut second, KeyCode::Char('K'));
        press(&mut second, KeyCode::Enter);
        assert_eq!(second.entry.name, "ama K");
        let lobby = shown(&mut second);
        assert!(lobby.contains("Classe d'awalé · tu es ama K"), "{lobby}");
        assert!(lobby.contains("Tu es ama K."), "{lobby}");
        // Tab goes round the languages offered, and back to the first.
        second.naming = Some(Naming::refused(NameRefusal::Empty));
        press(&mut second, KeyCode::Tab);
        press(&mut second, KeyCode::Tab);
        assert_eq!(second.lang, Lang::ENGLISH);
    }

    #[test]
    fn a_student_whose_terminal_names_no_language_reads_the_classrooms() {
        let room = room();
        let classrooms = lang("nl");
        let ama = reader::reading(classrooms, || session(&room, "ama"));
        assert_eq!(ama.lang, classrooms);
    }

    #[tokio::test]
    async fn a_login_name_cut_to_twenty_letters_is_said_and_a_short_one_is_not() {
        let room = room();
        let mut long = session(&room, "Oluwaseunfunmilayo-Adeyemi");
        let text = shown(&mut long);
        assert!(
            text.contains("Names have at most 20 letters: you are Oluwaseunfunmilayo-A."),
            "{text}"
        );
        let mut short = session(&room, "ama");
        assert!(!shown(&mut short).contains("at most 20"));
    }

    #[tokio::test]
    async fn two_players_at_one_table_each_read_it_in_their_own_language() {
        let room = room();
        let mut ama = session_in(&room, "ama", lang("fr"));
        ama.read(|ama| ama.intent(Intent::Open(choice())));
        let mut kofi = session_in(&room, "kofi", lang("nl"));
        let table = ama.table().map(|t| t.id()).expect("ama's table");
        kofi.read(|kofi| kofi.intent(Intent::Join(table)));
        assert!(shown(&mut ama).contains("À toi : un chiffre"));
        assert!(shown(&mut kofi).contains("Je speelt Noord (kofi) aan tafel 1"));
        // A key on the other's turn: the refusal is for kofi alone, in Dutch.
        press(&mut kofi, KeyCode::Char('3'));
        assert!(shown(&mut kofi).contains("ama is aan de beurt."));
        // As the note's time running out clears it.
        kofi.note = None;
        // One notice, each in their own words.
        press(&mut ama, KeyCode::Char('e'));
        press(&mut ama, KeyCode::Char('y'));
        let asked = shown(&mut kofi);
        assert!(asked.contains("ama wil stoppen:"), "{asked}");
        press(&mut kofi, KeyCode::Char('n'));
        assert!(shown(&mut ama).contains("kofi veut continuer."));
        assert!(shown(&mut kofi).contains("kofi wil verder spelen."));
    }

    #[tokio::test]
    async fn a_table_at_80x24_in_every_language() {
        for lang in Lang::all() {
            let room = room();
            let mut ama = session_in(&room, "ama", lang);
            ama.read(|ama| ama.intent(Intent::Open(choice())));
            let waiting = shown(&mut ama);
            let mut kofi = session(&room, "kofi");
            let table = ama.table().map(|t| t.id()).expect("ama's table");
            kofi.intent(Intent::Join(table));
            let playing = shown(&mut ama);
            // kofi's connection goes: everyone at the table reads it.
            kofi.leave_table();
            let dropped = shown(&mut ama);
            insta::with_settings!({ snapshot_suffix => lang.code() }, {
                insta::assert_snapshot!("a_table_waiting_at_80x24", waiting);
                insta::assert_snapshot!("a_table_at_80x24", playing);
                insta::assert_snapshot!("a_table_left_by_the_other_player_at_80x24", dropped);
            });
        }
    }

    const HALF_HOUR: Duration = Duration::from_secs(30 * 60);

    #[test]
    fn a_student_whose_name_is_held_waits_on_the_name_screen() {
        let room = room();
        let ama = room.student("ama");
        let mut second = session(&room, "Ama");
        assert!(matches!(second.naming, Some(Naming::Waiting { .. })));
        room.answer(ama.session, false);
        assert_eq!(second.read_mail(), None);
        assert!(matches!(second.naming, Some(Naming::Typing { .. })));
        // One letter tells the two apart.
        press(&mut second, KeyCode::Char('K'));
        press(&mut second, KeyCode::Enter);
        assert_eq!(
            (second.naming.is_none(), second.entry.name.as_str()),
            (true, "ama K")
        );
    }

    #[test]
    fn a_student_on_the_name_screen_cannot_type_the_teachers_name() {
        let room = room();
        let ama = room.student("ama");
        let mut second = session(&room, "ama");
        room.answer(ama.session, false);
        second.read_mail();
        for _ in 0..4 {
            press(&mut second, KeyCode::Backspace);
        }
        for c in "Te acher".chars() {
            press(&mut second, KeyCode::Char(c));
        }
        press(&mut second, KeyCode::Enter);
        assert!(
            matches!(
                second.naming,
                Some(Naming::Typing {
                    refusal: NameRefusal::Teachers,
                    ..
                })
            ),
            "{:?}",
            second.naming
        );
    }

    #[tokio::test]
    async fn a_holder_at_a_table_says_yes_with_y_and_is_closed_with_the_reason() {
        let room = room();
        let mut ama = session(&room, "ama");
        ama.intent(Intent::Open(choice()));
        let mut again = session(&room, "AMA");
        assert_eq!(ama.read_mail(), None);
        assert!(ama.question.is_some());
        // The table's own keys wait: y answers the question.
        press(&mut ama, KeyCode::Char('y'));
        let goodbye = ama.read_mail().expect("closed");
        assert!(
            goodbye.contains("you let your other computer have the name ama"),
            "{goodbye}"
        );
        assert_eq!(again.read_mail(), None);
        assert_eq!(
            (again.naming.is_none(), again.entry.name.as_str()),
            (true, "ama")
        );
    }

    #[test]
    fn the_key_after_question_mark_only_puts_the_puzzles_keys_away() {
        let room = room();
        let mut ama = session(&room, "ama");
        ama.intent(Intent::Puzzles);
        press(&mut ama, KeyCode::Char('?'));
        // q puts the list away; it does not leave the puzzles.
        press(&mut ama, KeyCode::Char('q'));
        assert!(matches!(ama.place, Place::Solo(..)));
        press(&mut ama, KeyCode::Char('q'));
        assert!(matches!(ama.place, Place::Lobby));
    }

    /// When the idle clock would close `session`, looked at `at`; `None`
    /// when it never would.
    fn closes_at(session: &mut Session, at: Instant) -> Option<Instant> {
        session.look_idle(at);
        session.idle.closes_at()
    }

    #[test]
    fn the_teacher_is_never_closed_for_idleness_even_on_the_console() {
        let room = room();
        let mut teacher = teacher(&room);
        assert!(matches!(teacher.place, Place::Console(_)));
        let mut ama = session(&room, "ama");
        let later = Instant::now() + HALF_HOUR;
        assert!(closes_at(&mut ama, later).is_some_and(|at| at <= later));
        assert_eq!(closes_at(&mut teacher, later), None);
        assert_eq!(teacher.idle.warning(later + HALF_HOUR), None);
    }

    #[tokio::test]
    async fn while_the_class_is_paused_no_idle_time_runs_in_the_lobby_or_at_a_table() {
        let room = room();
        let mut ama = session(&room, "ama");
        ama.intent(Intent::Open(choice()));
        let mut kofi = session(&room, "kofi");
        let table = ama.table().map(|t| t.id()).expect("ama's table");
        kofi.intent(Intent::Join(table));
        let mut zoe = session(&room, "zoe");
        // The player to move and the student in the lobby have a clock.
        let now = Instant::now();
        let to_move = [&mut ama, &mut kofi]
            .into_iter()
            .filter_map(|s| closes_at(s, now))
            .count();
        assert_eq!(to_move, 1);
        assert!(closes_at(&mut zoe, now).is_some());
        room.pause_class(true);
        let later = now + HALF_HOUR;
        for student in [&mut ama, &mut kofi, &mut zoe] {
            assert_eq!(closes_at(student, later), None);
        }
        // Going on, the whole idle time is there again.
        room.pause_class(false);
        let limit = room.limits().idle;
        assert_eq!(closes_at(&mut zoe, later), Some(later + limit));
    }

    #[tokio::test]
    async fn a_spectator_of_a_game_in_play_is_watching_and_of_a_waiting_table_is_not() {
        let room = room();
        let ama = room.student("ama");
        let (table, _) = room.open_table(&ama, choice()).unwrap();
        let mut zoe = session(&room, "zoe");
        zoe.intent(Intent::Watch(table.id()));
        assert!(!zoe.watching(), "nothing to watch yet");
        let kofi = room.student("kofi");
        room.join(table.id(), &kofi, false).unwrap();
        assert!(zoe.watching());
    }

    #[tokio::test]
    async fn a_lobby_key_acts_on_the_list_as_seen_not_as_changed_since() {
        let room = room();
        let hosts = ["ama", "kofi", "esi"].map(|name| {
            let entry = room.student(name);
            let (table, _) = room.open_table(&entry, choice()).unwrap();
            (entry, table)
        });
        let mut zoe = session(&room, "zoe");
        // As drawn.
        zoe.look();
        press(&mut zoe, KeyCode::Down);
        // The first table closes before zoe's Enter: the second row is
        // now the third table.
        let (ama, first) = &hosts[0];
        room.leave_table(first, ama.session);
        assert_eq!(room.summaries()[1].id, hosts[2].1.id());
        press(&mut zoe, KeyCode::Enter);
        assert_eq!(zoe.table().map(|t| t.id()), Some(hosts[1].1.id()));
    }

    #[tokio::test]
    async fn a_student_at_a_table_keeps_no_view_of_the_lobby() {
        let room = room();
        let kofi = room.student("kofi");
        room.open_table(&kofi, choice()).unwrap();
        let mut ama = session(&room, "ama");
        ama.look();
        let view = Arc::clone(&ama.lobby.screen.screen.seen.room);
        assert_eq!(view.tables.len(), 1);
        ama.intent(Intent::Open(choice()));
        assert!(ama.lobby.screen.screen.seen.room.tables.is_empty());
        assert_eq!(Arc::strong_count(&view), 2, "the room's and this test's");
    }

    #[tokio::test]
    async fn a_session_that_panics_still_leaves_its_table_and_the_room() {
        let room = room();
        let mut session = session(&room, "ama");
        session.intent(Intent::Open(choice()));
        assert!(session.table().is_some());
        assert_eq!((room.sessions(), room.summaries().len()), (1, 1));
        let crashed = std::thread::spawn(move || {
            let _session = session;
            panic!("a bug in the session");
        })
        .join();
        assert!(crashed.is_err());
        assert_eq!((room.sessions(), room.summaries().len()), (0, 0));
        // The name is free again.
        assert_eq!(room.student("ama").name, "ama");
    }
}
