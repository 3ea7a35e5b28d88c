//! The room's tables: opened, sat at, watched and left, and closed when
//! nobody is left at them.

use std::fmt;
use std::sync::Arc;

use wari_words::tr;

use super::{Entry, Room, State};
use crate::journal::Event;
use crate::table::{Choice, Opener, Opening, Refusal, Role, SessionId, Summary, Table, TableId};

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

/// Takes `session` away from `table`, closing the table if nobody is left
/// at it; the caller holds the room's lock.
pub(super) fn leave(state: &mut State, table: &Table, session: SessionId) {
    table.leave(session);
    if table.is_deserted() && state.tables.remove(&table.id()).is_some() {
        // A game still going there (a student's demo) is recorded, as
        // abandoned, rather than dropped with the table.
        table.close();
        tracing::info!(table = table.id(), "table closed");
    }
}

impl Room {
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
    pub(super) fn new_table(
        &self,
        id: TableId,
        choice: Choice,
        opener: Opener,
    ) -> (Arc<Table>, Option<Role>) {
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
}
