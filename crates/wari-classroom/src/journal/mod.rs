//! The lesson's journal, as the classroom writes and reads it: every fact
//! of a lesson is an [`Event`], appended (through the hook the server
//! gives the room) before anyone is shown it, and the lesson is the fold
//! of its events ([`Lesson`]), from which a room killed mid-lesson is
//! rebuilt. The file itself, and keeping it safe, are `wari-journal`'s.

mod class_facts;
mod event;
mod fold;
mod forget;
mod gate;
mod term;
mod time;

use std::sync::Arc;

pub use class_facts::{Applied, ClassFacts};
pub use event::{Event, Finish, TournamentFacts};
pub use fold::{KeptGame, KeptTable, Lesson};
pub use forget::{Forgetting, forget, is_placeholder, names, placeholder};
pub use gate::Gate;
pub use term::{Games, StudentTerm, TERM_HEADER, Went, term, went};
pub use time::{from_millis, millis};

/// What the room hands every event to: the server's journal, which sends
/// it on without waiting and notes its ticket at the room's [`Gate`].
pub type JournalHook = Arc<dyn Fn(&Event) + Send + Sync>;

/// The lesson's journal as the room is given it at its making: where its
/// events go, and the gate its frames wait at.
#[derive(Clone)]
pub struct Journaling {
    /// Where every event goes.
    pub hook: JournalHook,
    /// How far the journal has got with them.
    pub gate: Arc<Gate>,
}

impl std::fmt::Debug for Journaling {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Journaling")
            .field("gate", &self.gate)
            .finish_non_exhaustive()
    }
}
