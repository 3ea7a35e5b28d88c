//! Who sits at a table: a seat's player, and each session's part there.

use crate::engine::Player;
use crate::search::Level;
use crate::setup;

/// A session's number, unique for the server's life.
pub type SessionId = u64;

/// A seat at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Seat {
    /// A student: their name stays when they drop out, so they can come
    /// back to it; `session` is who sits there now, if anyone.
    Student {
        name: String,
        session: Option<SessionId>,
    },
    /// The computer, always there.
    Computer { name: String, level: Level },
}

impl Seat {
    pub(super) fn student(name: &str, session: SessionId) -> Seat {
        Seat::Student {
            name: name.to_owned(),
            session: Some(session),
        }
    }

    /// A seat kept for the student `name`, who has not sat down yet.
    pub(super) fn kept_for(name: &str) -> Seat {
        Seat::Student {
            name: name.to_owned(),
            session: None,
        }
    }

    pub(super) fn computer(name: &str, level: Level) -> Seat {
        Seat::Computer {
            name: name.to_owned(),
            level,
        }
    }

    pub(super) fn name(&self) -> &str {
        match self {
            Seat::Student { name, .. } | Seat::Computer { name, .. } => name,
        }
    }

    pub(super) fn session(&self) -> Option<SessionId> {
        match self {
            Seat::Student { session, .. } => *session,
            Seat::Computer { .. } => None,
        }
    }

    /// Whether whoever plays this seat is at the table now.
    pub(super) fn here(&self) -> bool {
        match self {
            Seat::Student { session, .. } => session.is_some(),
            Seat::Computer { .. } => true,
        }
    }

    /// The computer's level, when it plays this seat.
    pub(super) fn level(&self) -> Option<Level> {
        match self {
            Seat::Student { .. } => None,
            Seat::Computer { level, .. } => Some(*level),
        }
    }

    /// The seat kept for its student, who is away.
    pub(super) fn kept(&self) -> Seat {
        match self {
            Seat::Student { name, .. } => Seat::Student {
                name: name.clone(),
                session: None,
            },
            computer => computer.clone(),
        }
    }

    /// The game's seat: a person, or the computer at its level.
    pub(super) fn app_seat(&self) -> setup::Seat {
        match self {
            Seat::Student { name, .. } => setup::Seat::human(name.clone()),
            Seat::Computer { name, level } => setup::Seat::computer(name.clone(), *level),
        }
    }
}

/// Where a session is at a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Playing this seat.
    Player(Player),
    /// Running the demo: its opener, or the teacher.
    Host,
    /// Watching.
    Spectator,
}
