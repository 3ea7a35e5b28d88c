//! What the student's keys and clicks do, wherever they are: the rate
//! that guards the class, then the place's own keys and what they ask of
//! the room.

use std::sync::Arc;
use std::time::Instant;

use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use wari_words::{is_yes, tr};

use super::{NOTE_TIME, Note, Place, Session};
use crate::intent::Asking;
use crate::lobby::{FormScreen, Intent};
use crate::naming::{NameIntent, Naming};
use crate::paste::{bursts_as_pastes, typed};
use crate::room::TableError;
use crate::screen::{Screen as _, Shown};
use crate::table::{Reply, Role, Table};

impl Session {
    pub(super) fn events(&mut self, events: Vec<Event>, now: Instant) {
        for event in bursts_as_pastes(events) {
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
                Event::Paste(text) => self.paste(&text),
                _ => {}
            }
        }
    }

    /// Pasted text: typed into a line being typed (a name, the teacher's
    /// message), and anywhere else dropped with a word: it never plays a
    /// move or answers a question.
    fn paste(&mut self, text: &str) {
        let typing = match (&self.naming, &self.place) {
            (Some(naming), _) => matches!(naming, Naming::Typing { .. }),
            (None, Place::Console(console)) => console.screen.typing(),
            _ => false,
        };
        if !typing {
            return self.say(Some(tr!("class-pasted")));
        }
        for typed in typed(text) {
            if let Event::Key(key) = typed {
                self.key(key);
            }
        }
    }

    pub(super) fn say(&mut self, text: Option<String>) {
        self.note = text.map(|text| Note {
            text,
            since: Instant::now(),
            lasts: NOTE_TIME,
        });
    }

    pub(super) fn click(&mut self, column: u16, row: u16) {
        if let Place::Table(table, _) = &self.place {
            let note = table.click(self.entry.session, self.screen.size(), column, row);
            self.say(note);
        }
    }

    pub(super) fn key(&mut self, key: KeyEvent) {
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            // In a game being played Ctrl-C asks as `q` does, so a slip
            // abandons nothing; a second one leaves the classroom.
            if !self.interrupted && self.playing() {
                self.key(KeyEvent::from(KeyCode::Char('q')));
                self.interrupted = true;
                return;
            }
            self.quit = true;
            return;
        }
        self.interrupted = false;
        // The question on the screen takes yes (`y`, or the reader's own)
        // and `n` before the place does.
        if let (Some(_), KeyCode::Char(c)) = (&self.question, key.code)
            && (is_yes(c) || c.eq_ignore_ascii_case(&'n'))
        {
            self.question = None;
            self.room.answer(self.entry.session, is_yes(c));
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
    pub(super) fn intent(&mut self, intent: Intent) {
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
    pub(super) fn sit(&mut self, given: Result<(Arc<Table>, Role), TableError>) {
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
    pub(super) fn open_form(&mut self) {
        let form = Asking::new(FormScreen::new(self.room.menu().clone()));
        self.place = Place::Form(Box::new(Shown::new(form)));
    }
}
