//! The classroom's limits, so one careless or hostile client cannot take
//! the room down: sessions, tables, keys a second, idle time, screen size.

use std::time::{Duration, Instant};

use ratatui::layout::Size;

use super::bucket::{Allowance, Bucket};

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
    /// The time a logged-in connection has to open its terminal: OpenSSH
    /// asks for one at once, so 15 s is ample even on a slow network.
    pub const DEFAULT_SHELL_WAIT: Duration = Duration::from_secs(15);
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            sessions: 200,
            tables: 100,
            keys_per_second: 20,
            key_burst: 40,
            idle: Duration::from_secs(30 * 60),
            keep: Duration::from_secs(10 * 60),
            waiting_per_address: 50,
            connections_per_address: 100,
            shell_wait: Limits::DEFAULT_SHELL_WAIT,
        }
    }
}

/// The largest terminal drawn: bigger windows are drawn at this size, so a
/// client claiming a huge window cannot make the server allocate for it.
const MAX_SIZE: Size = Size::new(400, 150);
/// The size assumed when a client claims a zero-sized window.
const FALLBACK_SIZE: Size = Size::new(80, 24);

/// The size to draw for a window the client says is `columns` x `rows`.
pub fn clamp_size(columns: u32, rows: u32) -> Size {
    let clamp = |claimed: u32, fallback: u16, max: u16| match claimed {
        0 => fallback,
        n => n.min(u32::from(max)) as u16,
    };
    Size::new(
        clamp(columns, FALLBACK_SIZE.width, MAX_SIZE.width),
        clamp(rows, FALLBACK_SIZE.height, MAX_SIZE.height),
    )
}

/// One session's keys: a burst, then a steady rate.
#[derive(Clone, Copy, Debug)]
pub struct KeyRate(Bucket);

impl KeyRate {
    /// A full bucket under `limits`, at `now`.
    pub fn new(limits: &Limits, now: Instant) -> KeyRate {
        let allowance = Allowance {
            burst: limits.key_burst,
            // A rate of none would divide by zero: one a second is the least.
            every: Duration::from_secs(1) / limits.keys_per_second.max(1),
        };
        KeyRate(Bucket::full(allowance, now))
    }

    /// Whether one more key at `now` is within the rate; takes its token.
    pub fn allow(&mut self, now: Instant) -> bool {
        self.0.take(now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_and_huge_windows_are_clamped() {
        assert_eq!(clamp_size(0, 0), Size::new(80, 24));
        assert_eq!(clamp_size(0, 30), Size::new(80, 30));
        assert_eq!(clamp_size(u32::MAX, u32::MAX), MAX_SIZE);
        assert_eq!(clamp_size(70_000, 5), Size::new(400, 5));
        assert_eq!(clamp_size(132, 43), Size::new(132, 43));
    }

    #[test]
    fn keys_beyond_the_burst_are_refused_until_time_refills_the_bucket() {
        let limits = Limits {
            keys_per_second: 10,
            key_burst: 3,
            ..Limits::default()
        };
        let start = Instant::now();
        let mut rate = KeyRate::new(&limits, start);
        assert!(rate.allow(start) && rate.allow(start) && rate.allow(start));
        assert!(!rate.allow(start));
        // A tenth of a second at ten a second gives one key back.
        assert!(rate.allow(start + Duration::from_millis(100)));
        assert!(!rate.allow(start + Duration::from_millis(100)));
    }
}
