//! The classroom's limits, so one careless or hostile client cannot take
//! the room down: sessions, tables, keys a second, idle time, screen size.

use std::time::Duration;

/// The room's limits. The defaults suit a class of thirty on a laptop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Sessions at once; the next is told the room is full.
    pub sessions: usize,
    /// Tables at once; `new table` is refused beyond this.
    pub tables: usize,
    /// Keys a second a session may send, on average.
    pub keys_per_second: u32,
    /// Keys a session may send at once before the rate applies.
    pub key_burst: u32,
    /// A session with no key for this long, time spent watching a game in
    /// play or waiting for a partner aside, is closed with a message.
    pub idle: Duration,
    /// How long a table keeps the seats of its players while they are all
    /// away, before its game counts as abandoned and it closes.
    pub keep: Duration,
    /// Connections from one address not yet logged in; more are told the
    /// room is full. A class behind one NAT address connects at once.
    pub waiting_per_address: usize,
    /// Connections from one address in all, logged in or not.
    pub connections_per_address: usize,
    /// How long a logged-in connection has to open its terminal (a PTY and
    /// a shell) before it is closed: a connection that only logs in holds
    /// a place and shows in no lobby.
    pub shell_wait: Duration,
}

impl Limits {
    /// The limits of the connections under the classroom.
    pub fn connections(&self) -> wari_ssh::Limits {
        wari_ssh::Limits {
            sessions: self.sessions,
            waiting_per_address: self.waiting_per_address,
            connections_per_address: self.connections_per_address,
            shell_wait: self.shell_wait,
            // The classroom closes an idle student itself, with a word;
            // SSH closes a connection silent for longer than that.
            silence: self.idle + Duration::from_secs(60),
        }
    }
}

impl Default for Limits {
    fn default() -> Limits {
        let connections = wari_ssh::Limits::default();
        Limits {
            sessions: connections.sessions,
            tables: 100,
            keys_per_second: 20,
            key_burst: 40,
            idle: Duration::from_secs(30 * 60),
            keep: Duration::from_secs(10 * 60),
            waiting_per_address: connections.waiting_per_address,
            connections_per_address: connections.connections_per_address,
            shell_wait: connections.shell_wait,
        }
    }
}
