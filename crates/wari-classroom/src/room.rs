//! The classroom: every session and table on the server, and the limits on
//! both. The lobby reads it; sessions open, join and leave tables through it.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::fmt;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

use tokio::sync::{Notify, watch};

mod learning;
mod resume;
mod teaching;
mod tournament;

pub use tournament::{Settings, TournamentRefusal};

use super::access::ClassRole;
use super::limits::Limits;
use super::table::{
    Choice, EndedGame, Opener, Opening, Refusal, Role, SessionId, Summary, Table, TableId,
};
use crate::class::Doing;
use crate::engine::Rules;
use crate::journal::{Event, Gate, JournalHook, Journaling};
use crate::learned::SetWork;
use crate::pool::Pool;
use crate::setup::{Name, TEACHER, name_key};
use wari_ssh::Door;
use wari_ssh::names::{self, Expiry, Handed, Mail, Names};
pub use wari_ssh::names::{Handover, Question, SILENT_TIME};
use wari_words::tr;

/// A variant a table may play: its name and rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offer {
    /// The variant's name.
    pub name: String,
    /// Its rules (before the seeds chosen in the lobby).
    pub rules: Rules,
}

/// What the room offers in its `new table` form, and how it starts games.
#[derive(Clone, Debug)]
pub struct Menu {
    /// The variants, the teacher's choice first.
    pub variants: Vec<Offer>,
}

struct State {
    tables: BTreeMap<TableId, Arc<Table>>,
    next_table: TableId,
    next_session: SessionId,
    /// Every session in the room, named or still choosing a name, and
    /// who holds which name.
    names: Names,
    /// What each session is doing away from the tables.
    doing: HashMap<SessionId, Doing>,
    /// Names the teacher sent out, as compared: nobody takes them again
    /// this lesson.
    barred: HashSet<String>,
    /// The teacher's sessions: a projector, a laptop, a phone. They share
    /// the teacher's name without holding it as a student holds theirs.
    teachers: BTreeSet<SessionId>,
    /// The students the teacher marked for the next tournament, as names
    /// compare.
    marked: BTreeSet<String>,
    /// The students of a lesson resumed after a crash who have not come
    /// back yet, as names compare: each is told the classroom is back.
    returning: BTreeSet<String>,
}

/// How many screens the teacher may have in the room at once.
pub const TEACHER_SCREENS: usize = 4;

/// The whole classroom.
pub struct Room {
    /// The room itself, for the tables it opens to tell it they are
    /// deserted.
    me: std::sync::Weak<Room>,
    state: Mutex<State>,
    lobby: Arc<watch::Sender<u64>>,
    closing: watch::Sender<bool>,
    limits: Limits,
    menu: Menu,
    door: Arc<Door>,
    /// Whether the teacher has paused the class; watched by every
    /// session, whose idle time stops with it.
    paused: watch::Sender<bool>,
    /// The teacher's last message to everyone.
    message: watch::Sender<Option<String>>,
    /// The lesson's ended games, oldest first, for the console and for
    /// reviews.
    results: Arc<Mutex<Vec<EndedGame>>>,
    /// The threads every table's computer, hint and review search on, so
    /// that a class's searching is bounded.
    searches: Pool,
    /// The class tournament, once the teacher starts one.
    tournament: tournament::Shared,
    /// The tournament's rounds paired so far: a round paired is news for
    /// every lobby at once, where the lobby's other changes wait for its
    /// quiet time; and a lobby's view is never one from before the last.
    rounds: watch::Sender<usize>,
    /// What each student learned.
    learning: learning::Shared,
    /// The work the teacher set the class last.
    work: watch::Sender<Option<SetWork>>,
    /// Where every fact of the lesson goes before anyone is shown it: the
    /// lesson's journal.
    journal: Option<JournalHook>,
    /// How far the journal has committed what the room sent it: every
    /// frame waits for it before it goes.
    gate: Arc<Gate>,
}

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

/// Why a student cannot get to a table, in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    /// The room holds no more tables.
    TooMany {
        /// The room's limit.
        tables: usize,
    },
    /// The table closed before the student got there.
    Closed {
        /// The table.
        table: TableId,
    },
    /// The table said no.
    Refused(#[from] Refusal),
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            &TableError::TooMany { tables } => {
                f.write_str(&tr!("room-too-many-tables", tables = tables))
            }
            &TableError::Closed { table } => f.write_str(&tr!("room-table-closed", table = table)),
            TableError::Refused(refusal) => fmt::Display::fmt(refusal, f),
        }
    }
}

impl std::fmt::Debug for Room {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Room")
            .field("limits", &self.limits)
            .finish()
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

impl Room {
    /// An empty room that keeps no journal.
    pub fn new(limits: Limits, menu: Menu) -> Arc<Room> {
        Room::journaled(limits, menu, None)
    }

    /// An empty room whose every fact goes to `journaling`: the lesson's
    /// journal, and the gate its frames wait at.
    pub fn journaled(limits: Limits, menu: Menu, journaling: Option<Journaling>) -> Arc<Room> {
        Arc::new_cyclic(|me| Room {
            me: me.clone(),
            state: Mutex::new(State {
                tables: BTreeMap::new(),
                next_table: 1,
                next_session: 1,
                names: Names::new(name_key),
                doing: HashMap::new(),
                barred: HashSet::new(),
                teachers: BTreeSet::new(),
                marked: BTreeSet::new(),
                returning: BTreeSet::new(),
            }),
            lobby: Arc::new(watch::Sender::new(0)),
            closing: watch::Sender::new(false),
            limits,
            menu,
            door: Arc::default(),
            paused: watch::Sender::new(false),
            message: watch::Sender::new(None),
            results: Arc::default(),
            searches: Pool::beside_the_server(),
            tournament: Arc::default(),
            rounds: watch::Sender::new(0),
            learning: Arc::default(),
            work: watch::Sender::new(None),
            journal: journaling.as_ref().map(|j| j.hook.clone()),
            gate: journaling.map_or_else(Arc::default, |j| j.gate),
        })
    }

    /// The room's search threads, for the reviews its sessions show.
    pub fn searches(&self) -> &Pool {
        &self.searches
    }

    /// The connections at the door: how many are waiting to log in
    /// ([`Door::waiting`]), and each address's share.
    pub fn door(&self) -> &Arc<Door> {
        &self.door
    }

    /// The gate every frame passes: the journal notes there what it was
    /// sent and what it committed.
    pub fn journal_gate(&self) -> &Arc<Gate> {
        &self.gate
    }

    /// Returns once every event sent so far is committed: a frame drawn
    /// before this may be shown.
    pub async fn journal_caught_up(&self) {
        self.gate.caught_up().await;
    }

    /// Why the journal could not keep the last event, if it could not.
    pub fn journal_trouble(&self) -> Option<String> {
        self.gate.trouble()
    }

    /// Journals `event`, before anyone is shown what it says.
    pub(crate) fn journal(&self, event: &Event) {
        if let Some(journal) = &self.journal {
            journal(event);
        }
    }

    /// The room's limits.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// The `new table` form's choices.
    pub fn menu(&self) -> &Menu {
        &self.menu
    }

    /// Watches the lobby: it moves whenever a table's line may have changed.
    pub fn subscribe(&self) -> watch::Receiver<u64> {
        self.lobby.subscribe()
    }

    /// Closes the classroom: every session says goodbye and ends, and
    /// nobody else gets in.
    pub fn close(&self) {
        self.closing.send_replace(true);
    }

    /// Watches for the classroom closing.
    pub fn closing(&self) -> watch::Receiver<bool> {
        self.closing.subscribe()
    }

    /// Lets a login in as `role`, to ask next for the name it logged in as
    /// (`wanted`, cleaned), unless the room is full or closing.
    pub fn enter(&self, wanted: &str, role: ClassRole) -> Result<Arrival, CannotEnter> {
        if *self.closing.borrow() {
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
    /// ([`Names::claim`]). A name whose holder has gone is free again.
    pub fn claim(
        &self,
        session: SessionId,
        wanted: &str,
        now: Instant,
    ) -> Result<Claim, NameRefusal> {
        let wanted = String::from(Name::cleaned(wanted).ok_or(NameRefusal::Empty)?);
        let mut state = self.lock();
        if state.barred.contains(&name_key(&wanted)) {
            return Err(NameRefusal::Barred { name: wanted });
        }
        let claim = state.names.claim(session, wanted, now)?;
        drop(state);
        if let Claim::Granted(name) = &claim {
            self.journal(&Event::Entered { name: name.clone() });
            self.enrol(name);
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
    /// ([`Names::expire`]); the new time when it stands longer.
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
    fn present(&self) -> Vec<String> {
        let state = self.lock();
        state
            .names
            .named()
            .filter(|(session, _)| !state.teachers.contains(session))
            .map(|(_, name)| name.to_owned())
            .collect()
    }

    /// Kids and Caboodles, as a room's menu offers it, for tests.
    #[cfg(test)]
    pub(crate) fn kids() -> Offer {
        Offer {
            name: "kids-and-caboodles".into(),
            rules: Rules::kids_and_caboodles(),
        }
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

    /// Opens a table chosen by the student, who sits at it (South, unless
    /// the computer takes South) or, at a demo, runs it.
    pub fn open_table(
        &self,
        entry: &Entry,
        choice: Choice,
    ) -> Result<(Arc<Table>, Role), TableError> {
        let mut state = self.lock();
        if state.tables.len() >= self.limits.tables {
            return Err(TableError::TooMany {
                tables: self.limits.tables,
            });
        }
        let id = state.next_table;
        state.next_table += 1;
        // Logged first: a table against the computer starts its game at once.
        tracing::info!(
            table = id,
            by = %entry.name,
            variant = %choice.variant,
            mode = choice.mode.title(),
            players = %choice.players,
            "table opened"
        );
        let opener = Opener::Student {
            who: entry.session,
            name: entry.name.clone(),
        };
        let (table, role) = self.new_table(id, choice, opener);
        state.tables.insert(id, table.clone());
        drop(state);
        self.lobby.send_modify(|v| *v += 1);
        // Opening always seats the opener, or makes them the demo's host.
        Ok((table, role.unwrap_or(Role::Spectator)))
    }

    /// Every table's lobby line, by number.
    pub fn summaries(&self) -> Vec<Summary> {
        let tables: Vec<Arc<Table>> = self.lock().tables.values().cloned().collect();
        tables.iter().map(|t| t.summary()).collect()
    }

    /// What a table tells the room when nobody is left at it and it keeps
    /// nothing for anyone (its players stayed away past the time their
    /// seats were kept, say): the room closes it. Told from the table's
    /// own clock, which holds no lock.
    fn deserted_hook(&self) -> crate::table::DesertedHook {
        let room = self.me.clone();
        Arc::new(move |id| {
            if let Some(room) = room.upgrade() {
                room.close_if_deserted(id);
            }
        })
    }

    /// Closes table `id` if it is still deserted.
    fn close_if_deserted(&self, id: TableId) {
        let mut state = self.lock();
        if !state.tables.get(&id).is_some_and(|t| t.is_deserted()) {
            return;
        }
        let Some(table) = state.tables.remove(&id) else {
            return;
        };
        drop(state);
        table.close();
        tracing::info!(table = id, "table closed: nobody left at it");
        self.lobby.send_modify(|v| *v += 1);
    }

    /// A new table numbered `id`, opened by `opener`, with the room's
    /// keep time, hooks and search threads, paused if the class is; the
    /// opener's part at it.
    fn new_table(&self, id: TableId, choice: Choice, opener: Opener) -> (Arc<Table>, Option<Role>) {
        let round = match &opener {
            Opener::Student { .. } => None,
            Opener::Pairing { round, .. } => Some(*round),
            // In the journal already, as is all it says.
            Opener::Resumed { .. } => return self.table(id, choice, opener),
        };
        self.journal(&Event::TableOpened {
            table: id,
            variant: choice.variant.clone(),
            rules: choice.rules,
            mode: choice.mode,
            players: choice.players,
            round,
        });
        self.table(id, choice, opener)
    }

    /// Table `id`, with the room's keep time, hooks and search threads,
    /// paused if the class is.
    fn table(&self, id: TableId, choice: Choice, opener: Opener) -> (Arc<Table>, Option<Role>) {
        let (table, role) = Table::new(Opening {
            id,
            choice,
            opener,
            keep: self.limits.keep,
            lobby: self.lobby.clone(),
            ended: Some(self.ended_hook()),
            deserted: Some(self.deserted_hook()),
            searches: self.searches.clone(),
            journal: self.journal.clone(),
        });
        if self.is_paused() {
            table.pause_class(true);
        }
        (table, role)
    }

    /// The lobby's change the room is at: each change of what the lobbies
    /// show moves it on.
    pub fn lobby_version(&self) -> u64 {
        *self.lobby.borrow()
    }

    /// Sits the student at table `id`: back in their kept seat, or in the
    /// empty one; at a demo, its opener or the teacher (`teacher`), to
    /// run it.
    pub fn join(
        &self,
        id: TableId,
        entry: &Entry,
        teacher: bool,
    ) -> Result<(Arc<Table>, Role), TableError> {
        self.at_table(id, |table| {
            Ok(table.sit(entry.session, &entry.name, teacher)?)
        })
    }

    /// Lets the student watch table `id`.
    pub fn watch(&self, id: TableId, entry: &Entry) -> Result<(Arc<Table>, Role), TableError> {
        self.at_table(id, |table| {
            table.watch(entry.session);
            Ok(Role::Spectator)
        })
    }

    /// Does `enter` at table `id`, holding the room's lock so the table
    /// cannot close meanwhile.
    fn at_table(
        &self,
        id: TableId,
        enter: impl FnOnce(&Table) -> Result<Role, TableError>,
    ) -> Result<(Arc<Table>, Role), TableError> {
        let state = self.lock();
        let table = state
            .tables
            .get(&id)
            .cloned()
            .ok_or(TableError::Closed { table: id })?;
        let role = enter(&table)?;
        Ok((table, role))
    }

    /// Takes the session away from the table and closes the table if nobody
    /// is left at it.
    pub fn leave_table(&self, table: &Table, session: SessionId) {
        leave(&mut self.lock(), table, session);
        self.lobby.send_modify(|v| *v += 1);
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// Takes `session` away from `table`, closing the table if nobody is left
/// at it; the caller holds the room's lock.
fn leave(state: &mut State, table: &Table, session: SessionId) {
    table.leave(session);
    if table.is_deserted() && state.tables.remove(&table.id()).is_some() {
        // A game still going there (a student's demo) is recorded, as
        // abandoned, rather than dropped with the table.
        table.close();
        tracing::info!(table = table.id(), "table closed");
    }
}

/// What a login's name is in the room: what [`Name::cleaned`] leaves of
/// it, or "student" when nothing is left.
pub fn clean_name(wanted: &str) -> String {
    Name::cleaned(wanted).map_or_else(|| "student".to_owned(), String::from)
}

/// A room of the class's kids-and-caboodles that hands every event to
/// `hook`, as a journal would, for tests.
#[cfg(test)]
pub(crate) fn journaling_into(hook: impl Fn(&Event) + Send + Sync + 'static) -> Arc<Room> {
    let menu = Menu {
        variants: vec![Room::kids()],
    };
    let journaling = Journaling {
        hook: Arc::new(hook),
        gate: Arc::default(),
    };
    Room::journaled(Limits::default(), menu, Some(journaling))
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::game::Players;
    use crate::setup::{DEFAULT_LEVEL, Mode};
    use crate::table::Choice;
    use wari_ssh::names::ASK_TIME;

    fn room() -> Arc<Room> {
        room_for(Limits::default())
    }

    fn room_for(limits: Limits) -> Arc<Room> {
        let menu = Menu {
            variants: vec![Offer {
                name: "kids-and-caboodles".into(),
                rules: Rules::kids_and_caboodles(),
            }],
        };
        Room::new(limits, menu)
    }

    /// A new login asking for `name` at `now`.
    fn login(room: &Room, name: &str, now: Instant) -> (SessionId, Result<Claim, NameRefusal>) {
        let arrival = room
            .enter(name, ClassRole::Student)
            .expect("room for a login");
        (arrival.session, room.claim(arrival.session, name, now))
    }

    /// What `run` logs, as the server's log would read it.
    fn logged(run: impl FnOnce()) -> String {
        #[derive(Clone, Default)]
        struct Lines(Arc<std::sync::Mutex<Vec<u8>>>);
        impl std::io::Write for Lines {
            fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
                self.0.lock().expect("the log").extend_from_slice(bytes);
                Ok(bytes.len())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let lines = Lines::default();
        let writer = lines.clone();
        let subscriber = tracing_subscriber::fmt()
            .with_ansi(false)
            .with_writer(move || writer.clone())
            .finish();
        tracing::subscriber::with_default(subscriber, run);
        let bytes = lines.0.lock().expect("the log").clone();
        String::from_utf8_lossy(&bytes).into_owned()
    }

    #[test]
    fn the_log_names_the_holder_and_the_asker_of_a_name_each_by_its_own_session() {
        let room = room();
        let ama = room.student("ama");
        let now = Instant::now();
        let mut asker = None;
        let log = logged(|| {
            // A second login under Ama's name asks her; she leaves.
            asker = Some(login(&room, "ama", now).0);
            room.exit(ama.session);
        });
        let asker = asker.expect("a second login");
        let left = log.lines().find(|l| l.contains("the name's holder left"));
        let left = left.unwrap_or_else(|| panic!("no line for the holder leaving: {log}"));
        assert!(left.contains(&format!("holder={}", ama.session)), "{left}");
        assert!(left.contains(&format!("asker={asker}")), "{left}");
    }

    fn students() -> Choice {
        Choice {
            variant: "kids-and-caboodles".into(),
            rules: Rules::kids_and_caboodles(),
            mode: Mode::Sorry,
            players: Players::Students,
        }
    }

    fn kept(name: &str) -> Option<Result<String, names::Refusal>> {
        Some(Err(names::Refusal::Kept { name: name.into() }))
    }

    #[test]
    fn a_free_name_is_given_at_once() {
        let room = room();
        let (_, claim) = login(&room, "Ama", Instant::now());
        assert_eq!(claim, Ok(Claim::Granted("Ama".into())));
    }

    #[test]
    fn a_second_login_under_a_live_name_asks_its_holder_and_takes_nothing() {
        let room = room();
        let ama = room.student("Ama");
        let now = Instant::now();
        let (other, claim) = login(&room, "Ama", now);
        let until = now + ASK_TIME;
        assert_eq!(
            claim,
            Ok(Claim::Asking {
                name: "Ama".into(),
                until
            })
        );
        let mail = room.mail(ama.session);
        assert_eq!(
            mail.question.map(|q| (q.name, q.until)),
            Some(("Ama".into(), until))
        );
        assert_eq!(mail.replaced, None);
        assert_eq!(
            room.mail(other).answer,
            None,
            "no answer before the holder's"
        );
    }

    #[test]
    fn names_compare_without_case_and_keep_the_holders_spelling() {
        let room = room();
        let ama = room.student("Ama");
        let (other, claim) = login(&room, "AMA", Instant::now());
        assert!(
            matches!(claim, Ok(Claim::Asking { ref name, .. }) if name == "Ama"),
            "{claim:?}"
        );
        room.answer(ama.session, true);
        assert_eq!(room.mail(other).answer, Some(Ok("Ama".into())));
    }

    #[test]
    fn the_holder_saying_yes_hands_the_name_over_and_closes_the_holder() {
        let room = room();
        let ama = room.student("ama");
        let (other, _) = login(&room, "ama", Instant::now());
        room.answer(ama.session, true);
        assert_eq!(room.mail(ama.session).replaced, Some(Handover::Agreed));
        assert!(matches!(room.mail(other).answer, Some(Ok(ref name)) if name == "ama"));
        // The name is the newcomer's: a third login asks the newcomer.
        let (_, third) = login(&room, "ama", Instant::now());
        assert!(third.is_ok());
        assert!(room.mail(other).question.is_some());
        assert_eq!(room.mail(ama.session).question, None);
    }

    #[test]
    fn the_holder_saying_no_keeps_the_name_and_tells_the_newcomer() {
        let room = room();
        let ama = room.student("ama");
        let (other, _) = login(&room, "ama", Instant::now());
        room.answer(ama.session, false);
        assert_eq!(room.mail(other).answer, kept("ama"));
        let mail = room.mail(ama.session);
        assert_eq!((mail.question, mail.replaced), (None, None));
    }

    #[test]
    fn a_login_told_no_does_not_ask_again_until_the_name_is_free() {
        let room = room();
        let ama = room.student("ama");
        let (other, _) = login(&room, "ama", Instant::now());
        room.answer(ama.session, false);
        let again = room.claim(other, "AMA", Instant::now());
        assert_eq!(again, Err(NameRefusal::Kept { name: "ama".into() }));
        assert_eq!(room.mail(ama.session).question, None, "not asked twice");
        room.exit(ama.session);
        assert!(matches!(
            room.claim(other, "ama", Instant::now()),
            Ok(Claim::Granted(_))
        ));
    }

    #[test]
    fn no_answer_from_a_holder_heard_lately_keeps_the_name() {
        let room = room();
        let ama = room.student("ama");
        let now = Instant::now();
        let (other, _) = login(&room, "ama", now);
        // Too early: the question still stands.
        room.expire(other, now + ASK_TIME / 2);
        assert_eq!(room.mail(other).answer, None);
        assert!(room.mail(ama.session).question.is_some());
        room.heard(ama.session, now);
        room.expire(other, now + ASK_TIME);
        assert_eq!(room.mail(other).answer, kept("ama"));
        assert_eq!(room.mail(ama.session).question, None);
        assert_eq!(room.mail(ama.session).replaced, None);
    }

    #[tokio::test]
    async fn a_login_back_from_a_dropped_connection_waits_for_the_keepalives_and_gets_the_seat() {
        let room = room();
        let ama = room.student("ama");
        let (table, _) = room.open_table(&ama, students()).expect("a table");
        let kofi = room.student("kofi");
        room.join(table.id(), &kofi, false).expect("a seat");
        assert_eq!(table.phase(), crate::table::Phase::Playing);
        let dropped = Instant::now();
        room.heard(ama.session, dropped);
        // Ama's Wi-Fi drops; five seconds later her laptop logs in again.
        let (back, _) = login(&room, "ama", dropped + Duration::from_secs(5));
        let asked_until = dropped + Duration::from_secs(5) + ASK_TIME;
        // The question runs out before the keepalives have closed the old
        // connection: it stands until they would have.
        let later = room.expire(back, asked_until);
        assert_eq!(later, Some(dropped + wari_ssh::keepalive::CLOSED_IF_GONE));
        assert_eq!(
            room.mail(back).answer,
            None,
            "not told to pick another name"
        );
        // The keepalives close the dead connection, which leaves its table
        // and the room as every closed session does: the name, and with it
        // the seat kept for it, go to the login that asked.
        room.leave_table(&table, ama.session);
        room.exit(ama.session);
        let Some(Ok(name)) = room.mail(back).answer else {
            panic!("the name was not given back");
        };
        let entry = Entry {
            session: back,
            name,
        };
        assert_eq!(
            room.join(table.id(), &entry, false).map(|(_, role)| role),
            Ok(Role::Player(crate::engine::Player::South))
        );
    }

    #[test]
    fn a_holder_still_there_when_the_keepalives_would_have_closed_it_keeps_the_name() {
        let room = room();
        let ama = room.student("ama");
        let quiet = Instant::now();
        room.heard(ama.session, quiet);
        let (other, _) = login(&room, "ama", quiet + Duration::from_secs(5));
        let later = room.expire(other, quiet + Duration::from_secs(5) + ASK_TIME);
        let later = later.expect("the question stands a while longer");
        // Her screen, if she is there, still shows the question, with its
        // new time; her connection answers the keepalives, so it is still
        // open when that time comes.
        let shown = room.mail(ama.session).question.map(|q| q.until);
        assert_eq!(shown, Some(later));
        assert_eq!(room.expire(other, later), None);
        assert_eq!(room.mail(other).answer, kept("ama"));
        assert_eq!(room.mail(ama.session).replaced, None);
    }

    #[test]
    fn a_holder_silent_for_long_that_does_not_answer_counts_as_gone() {
        let room = room();
        let ama = room.student("ama");
        // Nothing has come from Ama's connection since she logged in.
        let now = Instant::now() + SILENT_TIME;
        let (other, _) = login(&room, "ama", now);
        room.expire(other, now + ASK_TIME);
        assert_eq!(room.mail(ama.session).replaced, Some(Handover::Silent));
        assert!(matches!(room.mail(other).answer, Some(Ok(ref name)) if name == "ama"));
    }

    #[test]
    fn a_holder_who_disconnects_while_asked_leaves_the_name_to_the_asker() {
        let room = room();
        let ama = room.student("ama");
        let (other, _) = login(&room, "ama", Instant::now());
        room.exit(ama.session);
        assert!(matches!(room.mail(other).answer, Some(Ok(ref name)) if name == "ama"));
    }

    #[test]
    fn a_dropped_holders_name_is_free_at_once() {
        let room = room();
        let ama = room.student("ama");
        room.exit(ama.session);
        let (_, claim) = login(&room, "Ama", Instant::now());
        assert!(matches!(claim, Ok(Claim::Granted(_))), "{claim:?}");
    }

    #[test]
    fn one_login_at_a_time_may_ask_a_holder() {
        let room = room();
        let _ama = room.student("ama");
        let (_, first) = login(&room, "ama", Instant::now());
        assert!(matches!(first, Ok(Claim::Asking { .. })));
        let (_, second) = login(&room, "ama", Instant::now());
        assert_eq!(second, Err(NameRefusal::Busy { name: "ama".into() }));
    }

    #[test]
    fn an_asker_who_gives_up_or_leaves_takes_the_question_away() {
        let room = room();
        let ama = room.student("ama");
        let (first, _) = login(&room, "ama", Instant::now());
        room.withdraw(first);
        assert_eq!(room.mail(ama.session).question, None);
        let (second, _) = login(&room, "ama", Instant::now());
        assert!(room.mail(ama.session).question.is_some());
        room.exit(second);
        assert_eq!(room.mail(ama.session).question, None);
        // A late answer to a question gone does nothing.
        room.answer(ama.session, true);
        assert_eq!(room.mail(ama.session).replaced, None);
    }

    #[test]
    fn another_name_is_free_to_take_while_the_first_is_held() {
        let room = room();
        let _ama = room.student("Ama");
        let (other, refused) = login(&room, "Ama", Instant::now());
        assert!(refused.is_ok());
        let claim = room.claim(other, "Ama K", Instant::now());
        assert_eq!(claim, Ok(Claim::Granted("Ama K".into())));
        assert_eq!(room.sessions(), 2);
    }

    /// A demo of the computer against itself.
    fn demo() -> Choice {
        Choice {
            variant: "kids-and-caboodles".into(),
            rules: Rules::kids_and_caboodles(),
            mode: Mode::Sorry,
            players: Players::Demo(DEFAULT_LEVEL),
        }
    }

    #[tokio::test]
    async fn the_opener_of_a_demo_keeps_it_unless_they_say_yes() {
        let room = room();
        let ama = room.student("ama");
        let (table, role) = room.open_table(&ama, demo()).expect("a table");
        assert_eq!(role, Role::Host);
        // The class watches, so the demo stays open while its host is away.
        let kofi = room.student("kofi");
        room.watch(table.id(), &kofi).expect("a table to watch");
        let now = Instant::now();
        let (other, _) = login(&room, "ama", now);
        room.heard(ama.session, now);
        room.expire(other, now + ASK_TIME);
        assert_eq!(table.role(ama.session), Some(Role::Host));
        // Asked again, Ama says yes: the newcomer runs the demo.
        let other = room
            .claim(other, "ama", now)
            .map(|_| other)
            .expect("asking");
        room.answer(ama.session, true);
        assert_eq!(table.role(ama.session), None);
        let Some(Ok(name)) = room.mail(other).answer else {
            panic!("no name given");
        };
        let entry = Entry {
            session: other,
            name,
        };
        assert_eq!(
            room.join(table.id(), &entry, false).map(|(_, r)| r),
            Ok(Role::Host)
        );
    }

    #[tokio::test]
    async fn a_demo_at_two_levels_is_named_whole_on_the_consoles_card() {
        let room = room();
        let ama = room.student("ama");
        let (table, _) = room.open_table(&ama, demo()).expect("a table");
        // The host raises North from medium to hard: the sides now play at
        // two levels.
        let two = crossterm::event::KeyEvent::from(crossterm::event::KeyCode::Char('2'));
        let _ = table.press(ama.session, two);
        for name in ["kofi", "yaw"] {
            let student = room.student(name);
            room.watch(table.id(), &student).expect("a table to watch");
        }
        let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24))
            .expect("a test terminal");
        let console = crate::console::Console::default();
        let class = room.class();
        terminal
            .draw(|frame| console.view(frame, &class))
            .expect("drawing into memory");
        let screen = terminal.backend().to_string();
        // No room for the watchers beside the whole game: they go up to
        // the card's title.
        assert!(screen.contains("1 · playing · 2 watching"), "{screen}");
        assert!(screen.contains("demo medium/hard · Sorry"), "{screen}");
    }

    #[tokio::test]
    async fn the_console_lists_each_student_where_they_are() {
        use crate::console::Place;
        use crate::engine::Player;
        let room = room();
        let (ama, kofi, yaw, esi) = (
            room.student("ama"),
            room.student("kofi"),
            room.student("yaw"),
            room.student("esi"),
        );
        let (game, _) = room.open_table(&ama, students()).expect("a table");
        room.join(game.id(), &kofi, false).expect("a seat");
        room.watch(game.id(), &yaw).expect("a table to watch");
        let (show, _) = room.open_table(&esi, demo()).expect("a demo");
        let places: BTreeMap<String, Place> = room
            .class()
            .students
            .into_iter()
            .map(|s| (s.name, s.place))
            .collect();
        let seat = |player| Place::Seat(game.id(), player);
        assert_eq!(places["ama"], seat(Player::South), "{places:?}");
        assert_eq!(places["kofi"], seat(Player::North), "{places:?}");
        assert_eq!(places["yaw"], Place::Watching(game.id()), "{places:?}");
        assert_eq!(places["esi"], Place::Demo(show.id()), "{places:?}");
    }

    #[tokio::test]
    async fn a_table_left_past_its_keep_time_is_closed_by_the_room_with_no_one_looking() {
        let room = room_for(Limits {
            keep: Duration::from_millis(50),
            ..Limits::default()
        });
        let ama = room.student("ama");
        let kofi = room.student("kofi");
        let (table, _) = room.open_table(&ama, students()).expect("a table");
        room.join(table.id(), &kofi, false).expect("a seat");
        for who in [&ama, &kofi] {
            room.leave_table(&table, who.session);
        }
        assert_eq!(room.summaries().len(), 1, "their seats are kept a while");
        // The seats' time runs out on the table's clock, and the room
        // hears of it: no lobby or console has to look for it to close.
        let until = Instant::now() + Duration::from_secs(5);
        while !room.lock().tables.is_empty() {
            assert!(Instant::now() < until, "the table was never closed");
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    #[tokio::test]
    async fn a_demo_its_student_leaves_is_recorded_as_it_closes() {
        let room = room();
        let ama = room.student("ama");
        let (table, _) = room.open_table(&ama, demo()).expect("a table");
        room.leave_table(&table, ama.session);
        assert!(room.summaries().is_empty(), "the table closed");
        let class = room.class();
        assert_eq!(class.ended.len(), 1, "the demo's game is recorded");
        assert!(class.ended[0].result().starts_with("left unfinished at"));
    }

    #[test]
    fn the_teacher_is_on_up_to_four_screens_never_a_student_and_never_sent_out() {
        let room = room();
        let screens: Vec<SessionId> = (0..TEACHER_SCREENS)
            .map(|_| {
                let arrival = room
                    .enter("mensah", ClassRole::Student)
                    .expect("room for a login");
                let entry = room.enter_teacher(arrival.session).expect("a screen");
                assert_eq!(entry.name, TEACHER);
                arrival.session
            })
            .collect();
        // No screen was asked to give the name up to another.
        for &screen in &screens {
            assert!(room.mail(screen).question.is_none());
        }
        let fifth = room
            .enter("mensah", ClassRole::Student)
            .expect("room for a login");
        assert_eq!(
            room.enter_teacher(fifth.session),
            Err(CannotEnter::TeacherScreens)
        );
        assert_eq!(room.teacher_screens(), TEACHER_SCREENS);
        assert!(room.class().students.is_empty());
        // The lobby counts the teacher once, and not the login still
        // waiting for a name.
        room.student("ama");
        assert_eq!(room.people(), 2, "the teacher and ama");
        assert!(!room.remove(TEACHER));
        // One screen closed, the others keep the name.
        room.exit(screens[0]);
        assert_eq!(room.teacher_screens(), TEACHER_SCREENS - 1);
        assert!(room.enter_teacher(fifth.session).is_ok());
    }

    #[tokio::test]
    async fn a_seat_kept_for_a_name_takes_it_back_in_any_case() {
        let room = room();
        let ama = room.student("ama");
        let kofi = room.student("kofi");
        let (table, _) = room.open_table(&ama, students()).expect("a table");
        room.join(table.id(), &kofi, false).expect("a seat");
        room.exit(ama.session);
        room.leave_table(&table, ama.session);
        let again = room.student("AMA");
        let role = room.join(table.id(), &again, false).map(|(_, r)| r);
        assert_eq!(role, Ok(Role::Player(crate::engine::Player::South)));
    }

    #[test]
    fn every_teacher_screen_shows_the_same_marks_and_the_same_tournament() {
        use crossterm::event::{KeyCode, KeyEvent};
        let room = room();
        for name in ["ama", "kofi", "yaw", "esi"] {
            room.student(name);
        }
        // The projector and the laptop, each with its own console.
        let (mut projector, mut laptop) = (
            crate::console::Console::default(),
            crate::console::Console::default(),
        );
        let tab = KeyEvent::from(KeyCode::Tab);
        let space = KeyEvent::from(KeyCode::Char(' '));
        let down = KeyEvent::from(KeyCode::Down);
        projector.key(tab, &room.class());
        laptop.key(tab, &room.class());
        // Three marked on the projector, one more on the laptop.
        for _ in 0..3 {
            if let Some(crate::intent::Intent::Mark(name)) = projector.key(space, &room.class()) {
                room.mark(&name);
            }
            projector.key(down, &room.class());
        }
        for _ in 0..3 {
            laptop.key(down, &room.class());
        }
        if let Some(crate::intent::Intent::Mark(name)) = laptop.key(space, &room.class()) {
            room.mark(&name);
        }
        let draw = |console: &crate::console::Console| {
            let backend = ratatui::backend::TestBackend::new(80, 24);
            let mut terminal = ratatui::Terminal::new(backend).expect("a test terminal");
            let class = room.class();
            terminal
                .draw(|f| console.view(f, &class))
                .expect("drawing into memory");
            terminal.backend().to_string()
        };
        for console in [&projector, &laptop] {
            let screen = draw(console);
            assert_eq!(screen.matches('✓').count(), 4, "{screen}");
        }
        // Both screens' tournament forms count the same players.
        for console in [&mut projector, &mut laptop] {
            console.key(tab, &room.class());
            console.key(tab, &room.class());
            console.key(KeyEvent::from(KeyCode::Char('t')), &room.class());
        }
        for console in [&projector, &laptop] {
            let screen = draw(console);
            assert!(screen.contains("Tournament of 4"), "{screen}");
        }
    }

    #[test]
    fn a_full_room_counts_those_still_choosing_a_name() {
        let room = room_for(Limits {
            sessions: 2,
            ..Limits::default()
        });
        let _ama = room.student("ama");
        let (_, _) = login(&room, "ama", Instant::now());
        assert_eq!(
            room.enter("kofi", ClassRole::Student).err(),
            Some(CannotEnter::Full { sessions: 2 })
        );
    }

    #[test]
    fn a_closing_room_lets_nobody_in() {
        let room = room_for(Limits::default());
        room.close();
        let refused = room.enter("ama", ClassRole::Student).err();
        assert_eq!(refused, Some(CannotEnter::Closing));
    }

    #[test]
    fn the_most_tables_are_counted_in_words() {
        let one = TableError::TooMany { tables: 1 }.to_string();
        assert!(one.starts_with("There is 1 table already,"), "{one}");
        let many = TableError::TooMany { tables: 100 }.to_string();
        assert!(many.starts_with("There are 100 tables already,"), "{many}");
    }

    #[test]
    fn a_login_with_nothing_left_of_its_name_is_a_student() {
        assert_eq!(clean_name("  Ama   K "), "Ama K");
        assert_eq!(clean_name("kofi!$;"), "kofi");
        assert_eq!(clean_name("   "), "student");
        assert_eq!(clean_name("!$;"), "student");
    }
}
