//! Who is in the room: the sessions let in, the names they hold and
//! ask for, the teacher's screens, and what each is doing away from the
//! tables.

use std::fmt;
use std::sync::Arc;
use std::time::Instant;

use tokio::sync::Notify;
use wari_ssh::names::{self, Expiry, Handed, Mail};
use wari_words::tr;

use super::tables::leave;
use super::{Room, State, TEACHER_SCREENS};
use crate::access::ClassRole;
use crate::class::Doing;
use crate::journal::Event;
use crate::setup::{Name, TEACHER, name_key};
use crate::table::{SessionId, Table};

/// Why a connection cannot enter the room: the line it is left with, in
/// the reader's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CannotEnter {
    /// The classroom is closing: nobody else gets in.
    Closing,
    /// The room holds as many sessions as its limit.
    Full {
        /// The room's limit.
        sessions: usize,
    },
    /// The teacher is in the room on as many screens as one may be.
    TeacherScreens,
}

impl fmt::Display for CannotEnter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = match *self {
            CannotEnter::Closing => tr!("room-closing"),
            CannotEnter::Full { sessions } => tr!("room-full", sessions = sessions),
            CannotEnter::TeacherScreens => {
                tr!("room-teacher-screens", screens = TEACHER_SCREENS)
            }
        };
        f.write_str(&words)
    }
}

/// A session let into the room, before it has a name: the name it logged
/// in with is only asked for, and may be held by someone else.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arrival {
    /// The session's number.
    pub session: SessionId,
    /// The name it logged in with, cleaned ("student" when nothing was
    /// left of it).
    pub name: String,
    /// Whether anything was left of the login name to take as a name:
    /// when not, the student types one first.
    pub named: bool,
    /// Whether the login name was cut to [`Name::MAX_CHARS`]: the student
    /// is told what they are called.
    pub cut: bool,
    /// Whether it logged in as a student or as the teacher.
    pub role: ClassRole,
}

/// A student in the room under a name no other session has: their
/// session's number and the name the others see.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The session's number.
    pub session: SessionId,
    /// The name shown on the board and in the lobby.
    pub name: String,
}

/// What asking for a name gives: the name, or whom it is asked of.
pub type Claim = names::Claim;

/// Why a session did not get the name it asked for, in the reader's
/// language.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NameRefusal {
    /// Another login is already asking the holder.
    Busy {
        /// The name.
        name: String,
    },
    /// The holder said no, or did not answer in time while still connected.
    Kept {
        /// The name.
        name: String,
    },
    /// Nothing but spaces and marks was typed.
    Empty,
    /// The teacher sent a student of that name out this lesson.
    Barred {
        /// The name.
        name: String,
    },
    /// A student typed a name that would pass for the teacher's.
    Teachers,
}

impl fmt::Display for NameRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = match self {
            NameRefusal::Busy { name } => tr!("room-name-busy", name = name.as_str()),
            NameRefusal::Kept { name } => tr!("room-name-kept", name = name.as_str()),
            NameRefusal::Empty => tr!("room-name-empty"),
            NameRefusal::Barred { name } => tr!("room-name-barred", name = name.as_str()),
            NameRefusal::Teachers => tr!("room-name-teachers", teacher = TEACHER),
        };
        f.write_str(&words)
    }
}

impl From<names::Refusal> for NameRefusal {
    fn from(refusal: names::Refusal) -> NameRefusal {
        match refusal {
            names::Refusal::Busy { name } => NameRefusal::Busy { name },
            names::Refusal::Kept { name } => NameRefusal::Kept { name },
        }
    }
}

/// What a login's name is in the room: what [`Name::cleaned`] leaves of
/// it, or "student" when nothing is left.
pub fn clean_name(wanted: &str) -> String {
    Name::cleaned(wanted).map_or_else(|| "student".to_owned(), String::from)
}

impl Room {
    /// Lets a login in as `role`, to ask next for the name it logged in as
    /// (`wanted`, cleaned), unless the room is full or closing.
    pub fn enter(&self, wanted: &str, role: ClassRole) -> Result<Arrival, CannotEnter> {
        if self.is_closing() {
            return Err(CannotEnter::Closing);
        }
        let mut state = self.lock();
        if state.names.visitors() >= self.limits.sessions {
            return Err(CannotEnter::Full {
                sessions: self.limits.sessions,
            });
        }
        let session = state.next_session;
        state.next_session += 1;
        state.names.arrive(session, Instant::now());
        drop(state);
        self.lobby.send_modify(|v| *v += 1);
        Ok(Arrival {
            session,
            name: clean_name(wanted),
            named: Name::cleaned(wanted).is_some(),
            cut: Name::cut_short(wanted),
            role,
        })
    }

    /// Gives `session`, which logged in as the teacher, the teacher's
    /// name: on any of [`TEACHER_SCREENS`] screens at once, each its own
    /// session, none asked to give way to another and none a student.
    pub fn enter_teacher(&self, session: SessionId) -> Result<Entry, CannotEnter> {
        let mut state = self.lock();
        if state.teachers.len() >= TEACHER_SCREENS {
            return Err(CannotEnter::TeacherScreens);
        }
        if !state.names.call(session, TEACHER) {
            return Err(CannotEnter::Closing);
        }
        state.teachers.insert(session);
        Ok(Entry {
            session,
            name: TEACHER.to_owned(),
        })
    }

    /// Tells the teacher's console what `session` is doing away from the
    /// tables: a review, the puzzles, the lessons; `None` in the lobby.
    pub fn doing(&self, session: SessionId, doing: Option<Doing>) {
        let doings = &mut self.lock().doing;
        match doing {
            Some(doing) => doings.insert(session, doing),
            None => doings.remove(&session),
        };
    }

    /// How many screens the teacher is on.
    pub fn teacher_screens(&self) -> usize {
        self.lock().teachers.len()
    }

    /// Asks for `wanted` (cleaned) as `session`'s name. A free name is
    /// granted; a name held by another session is never simply taken: its
    /// holder's screen is asked whether the newcomer is them
    /// ([`Names::claim`](wari_ssh::names::Names::claim)). A name whose holder has gone is free again.
    pub fn claim(
        &self,
        session: SessionId,
        wanted: &str,
        now: Instant,
    ) -> Result<Claim, NameRefusal> {
        let wanted = String::from(Name::cleaned(wanted).ok_or(NameRefusal::Empty)?);
        // Under the room's lock, as a sending out is: a name is never
        // given the moment it is barred.
        let mut state = self.lock();
        if self.facts().barred.contains(&name_key(&wanted)) {
            return Err(NameRefusal::Barred { name: wanted });
        }
        let claim = state.names.claim(session, wanted, now)?;
        drop(state);
        if let Claim::Granted(name) = &claim {
            self.record(&Event::Entered { name: name.clone() });
            self.lobby.send_modify(|v| *v += 1);
        }
        Ok(claim)
    }

    /// The holder's answer to the question on its screen: yes hands the
    /// name to the session asking, no keeps it.
    pub fn answer(&self, holder: SessionId, yes: bool) {
        let mut state = self.lock();
        let handed = state.names.answer(holder, yes);
        self.handed(&mut state, handed);
    }

    /// Settles `asker`'s question once it has run out, at `now`
    /// ([`Names::expire`](wari_ssh::names::Names::expire)); the new time when it stands longer.
    pub fn expire(&self, asker: SessionId, now: Instant) -> Option<Instant> {
        let mut state = self.lock();
        match state.names.expire(asker, now) {
            Expiry::Extended(until) => Some(until),
            Expiry::Handed(handed) => {
                self.handed(&mut state, Some(handed));
                None
            }
            Expiry::Nothing | Expiry::Kept => None,
        }
    }

    /// A name went from its holder to the session asking: the holder
    /// leaves its tables, keeping its seats for the name, which the asker
    /// can take.
    fn handed(&self, state: &mut State, handed: Option<Handed>) {
        let Some(Handed { holder, .. }) = handed else {
            return;
        };
        let tables: Vec<Arc<Table>> = state.tables.values().cloned().collect();
        for table in tables.iter().filter(|t| t.role(holder).is_some()) {
            leave(state, table, holder);
        }
        self.lobby.send_modify(|v| *v += 1);
    }

    /// Stops `asker` asking for a name: its question leaves the holder's
    /// screen.
    pub fn withdraw(&self, asker: SessionId) {
        self.lock().names.withdraw(asker);
    }

    /// What wakes `session` when its mail changes.
    pub fn mailbox(&self, session: SessionId) -> Arc<Notify> {
        self.lock().names.mailbox(session)
    }

    /// `session`'s mail: the question on its screen, the answer to its
    /// asking (taken), and whether its name went to another.
    pub fn mail(&self, session: SessionId) -> Mail {
        self.lock().names.mail(session)
    }

    /// Notes that something came from `session`'s client at `now`: a
    /// connection that sends keeps its name.
    pub fn heard(&self, session: SessionId, now: Instant) {
        self.lock().names.heard(session, now);
    }

    /// The session leaves the room (its connection closed, or it quit): its
    /// name is free again, so they can come back to a kept seat under it,
    /// and a login waiting on its answer gets the name.
    ///
    /// A student who leaves keeps their place in the tournament: they are
    /// withdrawn only if still away when the next round is paired.
    pub fn exit(&self, session: SessionId) {
        let mut state = self.lock();
        state.names.leave(session);
        state.doing.remove(&session);
        state.teachers.remove(&session);
        drop(state);
        self.lobby.send_modify(|v| *v += 1);
    }

    /// The names of the students in the room now.
    pub(super) fn present(&self) -> Vec<String> {
        let state = self.lock();
        state
            .names
            .named()
            .filter(|(session, _)| !state.teachers.contains(session))
            .map(|(_, name)| name.to_owned())
            .collect()
    }

    /// Sessions in the room now.
    pub fn sessions(&self) -> usize {
        self.lock().names.visitors()
    }

    /// People in the room now, as the lobby counts them: each student
    /// with a name, and the teacher once, on however many screens. A
    /// login still choosing its name is not anyone yet.
    pub fn people(&self) -> usize {
        let state = self.lock();
        let students = state
            .names
            .named()
            .filter(|(session, _)| !state.teachers.contains(session))
            .count();
        students + usize::from(!state.teachers.is_empty())
    }

    /// A student in the room under `name`, for tests of what comes after.
    #[cfg(test)]
    pub(crate) fn student(&self, name: &str) -> Entry {
        let arrival = self
            .enter(name, ClassRole::Student)
            .expect("room for a student");
        match self.claim(arrival.session, name, Instant::now()) {
            Ok(Claim::Granted(name)) => Entry {
                session: arrival.session,
                name,
            },
            other => panic!("{name} is taken: {other:?}"),
        }
    }
}
