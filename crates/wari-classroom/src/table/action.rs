//! What happens to a table ([`TableAction`]) and what it tells its shell
//! in return ([`Note`]): the table's side of the same shape as the app's
//! `Action` and `Effect`.

use std::time::Duration;

use ratatui::layout::Size;

use crate::app::{Action, SearchAnswer, SearchRequest};
use crate::engine::{ByPlayer, Player};

use super::refusal::Refusal;
use super::seat::{Role, SessionId};
use crate::game::EndedGame;

/// Something that happens to a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableAction {
    /// A student sits down: back in the seat kept for their name, in the
    /// empty one, or at a demo to run it (its opener, or the teacher).
    Sit {
        /// Their session.
        who: SessionId,
        /// Their name.
        name: String,
        /// Whether they logged in as the teacher, who may run any demo.
        teacher: bool,
    },
    /// A student watches.
    Watch {
        /// Their session.
        who: SessionId,
    },
    /// A key of a student at the table, as the keymap reads it.
    Key {
        /// Their session.
        who: SessionId,
        /// What the key means.
        action: Action,
    },
    /// A click on a screen of `size`.
    Click {
        /// Their session.
        who: SessionId,
        /// Their screen's size: the board is laid out for it.
        size: Size,
        /// Column from the left.
        column: u16,
        /// Row from the top.
        row: u16,
    },
    /// A student's connection is gone: a player's seat is kept for them.
    Drop {
        /// Their session.
        who: SessionId,
    },
    /// The teacher sent the student at `who` out of the classroom: they
    /// cannot come back, so their game ends, abandoned, and the table
    /// closes, sending everyone at it back to the lobby with the reason.
    SendOut {
        /// Their session.
        who: SessionId,
    },
    /// The teacher sent the student `name` out while they were away from
    /// this table, their seat kept: their game ends as [`SendOut`] ends it.
    ///
    /// [`SendOut`]: TableAction::SendOut
    SendOutAway {
        /// The student's name.
        name: String,
    },
    /// This much time has passed.
    Tick(Duration),
    /// A search asked for with [`Note::Search`] has finished.
    Searched(SearchAnswer),
    /// The teacher pauses the whole class (`true`) or lets it go on.
    PauseClass(bool),
    /// The teacher closes the table.
    Close,
}

/// What the table tells its shell after an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// `who` now takes part as `role`.
    Entered {
        /// The session.
        who: SessionId,
        /// Its part.
        role: Role,
    },
    /// `who` is told no, alone.
    Refused {
        /// The session.
        who: SessionId,
        /// Why.
        why: Refusal,
    },
    /// `who` has left the table, and goes back to the lobby.
    Left {
        /// The session.
        who: SessionId,
    },
    /// Run this search and answer with [`TableAction::Searched`]; it
    /// replaces any search running.
    Search(SearchRequest),
    /// Stop any search: none is wanted now.
    StopSearch,
    /// A game started, between these two, this one first.
    Started {
        /// The names by seat.
        names: ByPlayer<String>,
        /// Who moves first.
        first: Player,
    },
    /// A game ended: exactly once a game, however it ended.
    Ended(Box<EndedGame>),
    /// The table's line in the lobby changed.
    LobbyChanged,
}
