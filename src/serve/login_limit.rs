//! Failed logins, counted per peer address: after a few wrong codes in a
//! short time, that address is turned away for a while without its
//! password even being checked. A join code of six characters cannot be
//! guessed at a handful of tries a minute.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Failures within one window that block the address.
const FAILURES_ALLOWED: u32 = 5;
/// The window failures are counted in, from the first of them; and how
/// long a block lasts, from the failure that starts it, so the last try
/// of a window is not let off after a moment.
const WINDOW: Duration = Duration::from_secs(60);
/// Addresses remembered at most, so a flood of addresses cannot grow the
/// table without bound. When it is full, records that no longer count
/// are forgotten, then the one whose last failure is oldest; a blocked
/// address goes only when every one is blocked, so a flood of addresses
/// cannot lift a block.
const MAX_ADDRESSES: usize = 4096;

#[derive(Clone, Copy, Debug)]
struct Record {
    /// The first failure counted in this window.
    window_start: Instant,
    /// The latest failure, which orders the records for forgetting.
    last_failure: Instant,
    failures: u32,
    /// When the block ends, once the failures reached the limit.
    blocked_until: Option<Instant>,
}

impl Record {
    /// A record of no failures yet, at `now`.
    fn new(now: Instant) -> Record {
        Record {
            window_start: now,
            last_failure: now,
            failures: 0,
            blocked_until: None,
        }
    }

    /// Whether the address is turned away at `now`.
    fn blocks(&self, now: Instant) -> bool {
        self.blocked_until.is_some_and(|until| now < until)
    }

    /// Whether the record still matters at `now`: a block not yet over,
    /// or failures still counting towards one.
    fn counts(&self, now: Instant) -> bool {
        self.blocks(now) || now.saturating_duration_since(self.window_start) < WINDOW
    }
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
        records.get(&peer).is_none_or(|r| !r.blocks(now))
    }

    /// Counts a failed login from `peer` at `now`; the one that reaches
    /// the limit blocks `peer` for a window from `now`.
    pub fn failed(&self, peer: IpAddr, now: Instant) {
        let mut records = self.records.lock().unwrap_or_else(|e| e.into_inner());
        if records.len() >= MAX_ADDRESSES && !records.contains_key(&peer) {
            make_room(&mut records, now);
        }
        let record = records.entry(peer).or_insert_with(|| Record::new(now));
        if !record.counts(now) {
            *record = Record::new(now);
        }
        record.failures += 1;
        record.last_failure = now;
        if record.failures == FAILURES_ALLOWED {
            record.blocked_until = Some(now + WINDOW);
        }
    }

    /// Forgets `peer`'s failures after it logged in.
    pub fn succeeded(&self, peer: IpAddr) {
        let mut records = self.records.lock().unwrap_or_else(|e| e.into_inner());
        records.remove(&peer);
    }
}

/// Forgets records so that one more address fits: first those that no
/// longer count, then the unblocked one whose last failure is oldest, and
/// only if every address is blocked, the block that ends soonest.
fn make_room(records: &mut HashMap<IpAddr, Record>, now: Instant) {
    records.retain(|_, r| r.counts(now));
    if records.len() >= MAX_ADDRESSES {
        let oldest = records
            .iter()
            .min_by_key(|(_, r)| (r.blocks(now), r.last_failure))
            .map(|(peer, _)| *peer);
        if let Some(peer) = oldest {
            records.remove(&peer);
        }
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

    #[test]
    fn a_block_lasts_a_window_from_the_failure_that_starts_it() {
        let limit = LoginLimit::new();
        let start = Instant::now();
        for _ in 0..FAILURES_ALLOWED - 1 {
            limit.failed(PEER, start);
        }
        let last_try = start + WINDOW - Duration::from_secs(1);
        limit.failed(PEER, last_try);
        assert!(!limit.allows(PEER, start + WINDOW + Duration::from_secs(1)));
        assert!(!limit.allows(PEER, last_try + WINDOW - Duration::from_millis(1)));
        assert!(limit.allows(PEER, last_try + WINDOW));
    }

    #[test]
    fn a_flood_of_addresses_forgets_the_oldest_and_keeps_every_block() {
        let limit = LoginLimit::new();
        let start = Instant::now();
        let old = IpAddr::V4(std::net::Ipv4Addr::new(127, 0, 0, 3));
        for _ in 0..FAILURES_ALLOWED {
            limit.failed(PEER, start);
        }
        for _ in 0..FAILURES_ALLOWED - 1 {
            limit.failed(old, start);
        }
        let flood = (0..MAX_ADDRESSES as u32).map(|i| IpAddr::V4((0x0a00_0000 + i).into()));
        for (i, address) in flood.enumerate() {
            limit.failed(address, start + Duration::from_millis(1 + i as u64));
        }
        let after = start + Duration::from_secs(10);
        assert!(!limit.allows(PEER, after), "the flood lifted a block");
        limit.failed(old, after);
        assert!(limit.allows(old, after), "the oldest failures were kept");
    }
}
