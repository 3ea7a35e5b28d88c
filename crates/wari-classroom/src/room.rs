//! The classroom: every session and table on the server, and the limits on
//! both. The lobby reads it; sessions open, join and leave tables through it.
//!
//! The room is its people (`people`), its tables (`tables`), the class's
//! own facts folded from their events with the status every session
//! watches (here), the teacher's acts (`teaching`), the tournament
//! (`tournament`) and learning (`learning`); a lesson brought back from its
//! journal is `resume`'s.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::{Arc, Mutex, MutexGuard};

use tokio::sync::watch;

mod learning;
mod people;
mod resume;
mod tables;
mod teaching;
mod tournament;

pub use people::{Arrival, CannotEnter, Claim, Entry, NameRefusal, clean_name};
pub use tables::TableError;
pub use tournament::{Settings, TournamentRefusal};

use super::limits::Limits;
use super::table::{EndedGame, SessionId, Table, TableId};
use crate::class::{Doing, Status};
use crate::engine::Rules;
use crate::journal::{ClassFacts, Event, Gate, JournalHook, Journaling};
use crate::pool::Pool;
use crate::setup::name_key;
use wari_ssh::Door;
use wari_ssh::names::Names;
pub use wari_ssh::names::{Handover, Question, SILENT_TIME};

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
    /// The teacher's sessions: a projector, a laptop, a phone. They share
    /// the teacher's name without holding it as a student holds theirs.
    teachers: BTreeSet<SessionId>,
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
    /// The class's own facts (who came, the marks, the message, the
    /// pause, the work, who was sent out, what each learned): the fold of
    /// the class's events, applied as each is journaled, under a lock of
    /// their own that nothing else is taken under.
    class: Mutex<ClassFacts>,
    /// The class's status as every session watches it: published from
    /// the class's facts, the tournament's rounds and the closing.
    status: watch::Sender<Status>,
    limits: Limits,
    menu: Menu,
    door: Arc<Door>,
    /// The lesson's ended games, oldest first, for the console and for
    /// reviews.
    results: Arc<Mutex<Vec<EndedGame>>>,
    /// The threads every table's computer, hint and review search on, so
    /// that a class's searching is bounded.
    searches: Pool,
    /// The class tournament, once the teacher starts one.
    tournament: tournament::Shared,
    /// The class's term before this lesson.
    learning: learning::Shared,
    /// Where every fact of the lesson goes before anyone is shown it: the
    /// lesson's journal.
    journal: Option<JournalHook>,
    /// How far the journal has committed what the room sent it: every
    /// frame waits for it before it goes.
    gate: Arc<Gate>,
}

impl std::fmt::Debug for Room {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Room")
            .field("limits", &self.limits)
            .finish()
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
                teachers: BTreeSet::new(),
                returning: BTreeSet::new(),
            }),
            lobby: Arc::new(watch::Sender::new(0)),
            class: Mutex::default(),
            status: watch::Sender::new(Status::default()),
            limits,
            menu,
            door: Arc::default(),
            results: Arc::default(),
            searches: Pool::beside_the_server(),
            tournament: Arc::default(),
            learning: Arc::default(),
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

    /// Journals the class's own `event` and folds it into the class's
    /// facts, under their lock: two teacher screens acting at once are
    /// folded in the journal's order. Every session's status follows.
    fn record(&self, event: &Event) {
        let mut class = self.facts();
        self.journal(event);
        class.apply(event);
        self.publish(&class);
    }

    /// Publishes the class's status as `class` makes it, waking every
    /// session only when it changed.
    fn publish(&self, class: &ClassFacts) {
        self.status.send_if_modified(|status| {
            let before = status.clone();
            status.paused = class.paused;
            status.message.clone_from(&class.message);
            status.messages = class.messages;
            status.work = class.work;
            *status != before
        });
    }

    /// The class's own facts, as far as its events go.
    fn facts(&self) -> MutexGuard<'_, ClassFacts> {
        self.class.lock().unwrap_or_else(|e| e.into_inner())
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
        self.status.send_modify(|status| status.closing = true);
    }

    /// Whether the classroom is closing.
    pub fn is_closing(&self) -> bool {
        self.status.borrow().closing
    }

    /// Watches the class's status: the pause, the teacher's message, the
    /// work set, the rounds paired, the closing.
    pub fn status(&self) -> watch::Receiver<Status> {
        self.status.subscribe()
    }

    /// Kids and Caboodles, as a room's menu offers it, for tests.
    #[cfg(test)]
    pub(crate) fn kids() -> Offer {
        Offer {
            name: "kids-and-caboodles".into(),
            rules: Rules::kids_and_caboodles(),
        }
    }

    /// The lobby's change the room is at: each change of what the lobbies
    /// show moves it on.
    pub fn lobby_version(&self) -> u64 {
        *self.lobby.borrow()
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
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
mod tests;
