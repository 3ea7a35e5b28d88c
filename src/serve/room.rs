//! The classroom: every session and table on the server, and the limits on
//! both. The lobby reads it; sessions open, join and leave tables through it.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex, MutexGuard};

use tokio::sync::{Notify, watch};

use super::access::ClassRole;
use super::door::Door;
use super::limits::Limits;
use super::table::{Choice, Role, SessionId, Summary, Table, TableId};
use crate::engine::Rules;

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
    /// Who answers to each name now.
    names: HashMap<String, SessionId>,
    /// Tells a session its name was taken over by a new connection.
    kicks: HashMap<SessionId, Arc<Notify>>,
}

/// The whole classroom.
pub struct Room {
    state: Mutex<State>,
    lobby: Arc<watch::Sender<u64>>,
    closing: watch::Sender<bool>,
    limits: Limits,
    menu: Menu,
    door: Arc<Door>,
}

impl std::fmt::Debug for Room {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Room")
            .field("limits", &self.limits)
            .finish()
    }
}

/// A student in the room: their session's number and the name the others
/// see (their SSH user name, made unique).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The session's number.
    pub session: SessionId,
    /// The name shown on the board and in the lobby.
    pub name: String,
    /// The name they logged in with, cleaned: `name` differs when another
    /// session had it.
    pub asked: String,
    /// Whether they logged in as a student or as the teacher: a student
    /// on entering; the connection, which saw the login, marks the
    /// teacher.
    pub role: ClassRole,
}

impl Room {
    /// An empty room.
    pub fn new(limits: Limits, menu: Menu) -> Arc<Room> {
        Arc::new(Room {
            state: Mutex::new(State {
                tables: BTreeMap::new(),
                next_table: 1,
                next_session: 1,
                names: HashMap::new(),
                kicks: HashMap::new(),
            }),
            lobby: Arc::new(watch::Sender::new(0)),
            closing: watch::Sender::new(false),
            limits,
            menu,
            door: Arc::default(),
        })
    }

    /// The connections at the door: how many are waiting to log in
    /// ([`Door::waiting`]), and each address's share.
    pub fn door(&self) -> &Arc<Door> {
        &self.door
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

    /// Lets a student in under `wanted` (made unique), unless the room is
    /// full or closing.
    pub fn enter(&self, wanted: &str) -> Result<Entry, String> {
        if *self.closing.borrow() {
            return Err("The classroom is closing.".into());
        }
        let mut state = self.lock();
        if state.names.len() >= self.limits.sessions {
            return Err(format!(
                "The classroom is full ({} students): try again in a while.",
                self.limits.sessions
            ));
        }
        let base = clean_name(wanted);
        let name = (1..)
            .map(|n| match n {
                1 => base.clone(),
                n => format!("{base}-{n}"),
            })
            .find(|candidate| !state.names.contains_key(candidate))
            .unwrap_or_else(|| base.clone());
        let session = state.next_session;
        state.next_session += 1;
        state.names.insert(name.clone(), session);
        state.kicks.insert(session, Arc::new(Notify::new()));
        drop(state);
        self.lobby.send_modify(|v| *v += 1);
        Ok(Entry {
            session,
            name,
            asked: base,
            role: ClassRole::Student,
        })
    }

    /// What tells `session` that a new connection took its name over.
    pub fn kicked(&self, session: SessionId) -> Arc<Notify> {
        self.lock().kicks.entry(session).or_default().clone()
    }

    /// Gives the student the name they logged in with, from the session
    /// that has it: the student's own connection that dropped without the
    /// server knowing yet (three unanswered keepalives, about 40 s). That
    /// session leaves its table, keeping its seat for the name, and is
    /// closed. Names are the room's only proof of who is who, as for
    /// coming back to a seat.
    pub fn take_over(&self, entry: &mut Entry) -> Result<(), String> {
        if entry.name == entry.asked {
            return Err(format!("You are {} already.", entry.name));
        }
        let mut state = self.lock();
        let old = state.names.get(&entry.asked).copied();
        if let Some(old) = old {
            if let Some(kick) = state.kicks.get(&old) {
                kick.notify_one();
            }
            let tables: Vec<Arc<Table>> = state.tables.values().cloned().collect();
            for table in tables.iter().filter(|t| t.role(old).is_some()) {
                leave(&mut state, table, old);
            }
        }
        state.names.remove(&entry.name);
        state.names.insert(entry.asked.clone(), entry.session);
        drop(state);
        tracing::info!(
            name = %entry.asked,
            session = entry.session,
            from_session = old.unwrap_or_default(),
            "took the name back"
        );
        entry.name = entry.asked.clone();
        self.lobby.send_modify(|v| *v += 1);
        Ok(())
    }

    /// The student leaves the room; their name is free again, so they can
    /// come back to a kept seat under it.
    pub fn exit(&self, entry: &Entry) {
        let mut state = self.lock();
        if state.names.get(&entry.name) == Some(&entry.session) {
            state.names.remove(&entry.name);
        }
        state.kicks.remove(&entry.session);
        drop(state);
        self.lobby.send_modify(|v| *v += 1);
    }

    /// Sessions in the room now.
    pub fn sessions(&self) -> usize {
        self.lock().names.len()
    }

    /// Opens a table chosen by the student, who sits at it (South, unless
    /// the computer takes South) or, at a demo, runs it.
    pub fn open_table(&self, entry: &Entry, choice: Choice) -> Result<(Arc<Table>, Role), String> {
        let mut state = self.lock();
        if state.tables.len() >= self.limits.tables {
            return Err(format!(
                "There are {} tables already, the most this room holds: join or watch one.",
                self.limits.tables
            ));
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
        let (table, role) = Table::new(id, choice, entry.session, &entry.name, self.lobby.clone());
        state.tables.insert(id, table.clone());
        drop(state);
        self.lobby.send_modify(|v| *v += 1);
        Ok((table, role))
    }

    /// Every table's lobby line, by number.
    pub fn summaries(&self) -> Vec<Summary> {
        let tables: Vec<Arc<Table>> = self.lock().tables.values().cloned().collect();
        tables.iter().map(|t| t.summary()).collect()
    }

    /// Sits the student at table `id`: back in their kept seat, or in the
    /// empty one.
    pub fn join(&self, id: TableId, entry: &Entry) -> Result<(Arc<Table>, Role), String> {
        self.at_table(id, |table| table.sit(entry.session, &entry.name))
    }

    /// Lets the student watch table `id`.
    pub fn watch(&self, id: TableId, entry: &Entry) -> Result<(Arc<Table>, Role), String> {
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
        enter: impl FnOnce(&Table) -> Result<Role, String>,
    ) -> Result<(Arc<Table>, Role), String> {
        let state = self.lock();
        let table = state
            .tables
            .get(&id)
            .cloned()
            .ok_or_else(|| format!("Table {id} has closed."))?;
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
        tracing::info!(table = table.id(), "table closed");
    }
}

/// A name fit to show: letters, digits, `-`, `_` and `.`, at most 16 of
/// them; "student" when nothing is left.
pub fn clean_name(wanted: &str) -> String {
    let name: String = wanted
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '.'))
        .take(16)
        .collect();
    if name.is_empty() {
        "student".to_owned()
    } else {
        name
    }
}
