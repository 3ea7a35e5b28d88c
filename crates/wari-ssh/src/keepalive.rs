//! How the server notices a connection whose peer vanished (a laptop whose
//! Wi-Fi dropped sends no goodbye): russh sends a keepalive after
//! [`INTERVAL`] of silence and another each [`INTERVAL`], and closes the
//! connection when [`MAX`] have gone unanswered. A name held by such a
//! connection is free once it closes.

use std::time::Duration;

/// Unanswered keepalives before the connection is closed.
pub const MAX: usize = 3;

/// The silence before the first keepalive, and the time between them.
pub const INTERVAL: Duration = Duration::from_secs(10);

/// By this long after a connection last spoke, it is closed if its peer
/// has vanished: the keepalives' ticks (the close comes at the tick after
/// the last unanswered one), and a moment for the close to reach the room.
pub const CLOSED_IF_GONE: Duration = Duration::from_secs(INTERVAL.as_secs() * (MAX as u64 + 1) + 2);
