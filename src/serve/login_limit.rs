//! Failed logins, counted per peer address: after a few wrong codes in a
//! short time, that address is turned away for a while without its
//! password even being checked. A join code of six characters cannot be
//! guessed at a handful of tries a minute.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Failures allowed within one window before the address is blocked.
const FAILURES_ALLOWED: u32 = 5;
/// The window failures are counted in, and how long a block lasts.
const WINDOW: Duration = Duration::from_secs(60);
/// Addresses remembered at most; beyond this the oldest are forgotten, so
/// a flood of addresses cannot grow the table without bound.
const MAX_ADDRESSES: usize = 4096;

#[derive(Clone, Copy, Debug)]
struct Record {
    window_start: Instant,
    failures: u32,
}

/// The failed-login counts of every peer address.
#[derive(Debug, Default)]
pub struct LoginLimit {
    records: Mutex<HashMap<IpAddr, Record>>,
}

impl LoginLimit {
    /// No failures yet.
    pub fn new() -> LoginLimit {
        LoginLimit::default()
    }

    /// Whether `peer` may try to log in at `now`.
    pub fn allows(&self, peer: IpAddr, now: Instant) -> bool {
        let records = self.records.lock().unwrap_or_else(|e| e.into_inner());
        match records.get(&peer) {
            Some(r) if now.duration_since(r.window_start) < WINDOW => r.failures < FAILURES_ALLOWED,
            _ => true,
        }
    }

    /// Counts a failed login from `peer` at `now`.
    pub fn failed(&self, peer: IpAddr, now: Instant) {
        let mut records = self.records.lock().unwrap_or_else(|e| e.into_inner());
        if records.len() >= MAX_ADDRESSES && !records.contains_key(&peer) {
            records.retain(|_, r| now.duration_since(r.window_start) < WINDOW);
            if records.len() >= MAX_ADDRESSES {
                records.clear();
            }
        }
        let record = records.entry(peer).or_insert(Record {
            window_start: now,
            failures: 0,
        });
        if now.duration_since(record.window_start) >= WINDOW {
            *record = Record {
                window_start: now,
                failures: 0,
            };
        }
        record.failures += 1;
    }

    /// Forgets `peer`'s failures after it logged in.
    pub fn succeeded(&self, peer: IpAddr) {
        let mut records = self.records.lock().unwrap_or_else(|e| e.into_inner());
        records.remove(&peer);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PEER: IpAddr = IpAddr::V4(std::net::Ipv4Addr::LOCALHOST);
    const OTHER: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(127, 0, 0, 2));

    #[test]
    fn five_failures_block_that_address_for_a_minute_and_no_other() {
        let limit = LoginLimit::new();
        let start = Instant::now();
        for _ in 0..FAILURES_ALLOWED {
            assert!(limit.allows(PEER, start));
            limit.failed(PEER, start);
        }
        assert!(!limit.allows(PEER, start + Duration::from_secs(59)));
        assert!(limit.allows(OTHER, start));
        assert!(limit.allows(PEER, start + Duration::from_secs(60)));
    }

    #[test]
    fn a_success_forgets_earlier_failures() {
        let limit = LoginLimit::new();
        let now = Instant::now();
        for _ in 0..FAILURES_ALLOWED - 1 {
            limit.failed(PEER, now);
        }
        limit.succeeded(PEER);
        limit.failed(PEER, now);
        assert!(limit.allows(PEER, now));
    }

    #[test]
    fn failures_in_an_old_window_do_not_count() {
        let limit = LoginLimit::new();
        let start = Instant::now();
        for _ in 0..FAILURES_ALLOWED - 1 {
            limit.failed(PEER, start);
        }
        limit.failed(PEER, start + WINDOW);
        assert!(limit.allows(PEER, start + WINDOW));
    }
}
