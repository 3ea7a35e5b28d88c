//! How fast wrong codes may be tried: an allowance per address, generous
//! enough for a class behind one NAT address that mistypes, and one for
//! the whole server, which bounds guessing however many addresses an
//! attacker has. Each is a bucket of failures that refills at a steady
//! rate; while one is empty, codes are not even checked, and the client is
//! told how long to wait.
//!
//! The arithmetic, in docs/CLASSROOM.md ("Wrong codes"): at most
//! [`EVERYONE`]'s rate of wrong codes an hour, so a code of eight random
//! characters outlasts a school year.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::bucket::{Allowance, Bucket};

/// One address: thirty wrong codes at once (a whole class mistyping), then
/// one every 30 s, 120 an hour.
pub const PER_ADDRESS: Allowance = Allowance {
    burst: 30,
    every: Duration::from_secs(30),
};
/// Every address together: sixty wrong codes at once, then one every 15 s,
/// 240 an hour. Twice one address's rate, so one address alone never
/// holds up the rest of the world.
pub const EVERYONE: Allowance = Allowance {
    burst: 60,
    every: Duration::from_secs(15),
};
/// Addresses remembered at most, so a flood of addresses cannot grow the
/// table without bound. Forgetting an address gives it back a full
/// allowance, which the server's allowance still bounds.
const MAX_ADDRESSES: usize = 4096;

/// Why a login must wait before its code is checked, and for how long.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Wait {
    /// Too many wrong codes from this address.
    #[error("Too many wrong codes from your network: wait {} s, then try again.", seconds(*.0))]
    Address(Duration),
    /// Too many wrong codes from everywhere: someone is guessing.
    #[error("Too many wrong codes tried on this server: wait {} s, then try again.", seconds(*.0))]
    Everyone(Duration),
}

/// Whole seconds, rounded up: "wait 0 s" would be a lie.
fn seconds(wait: Duration) -> u64 {
    wait.as_secs() + u64::from(wait.subsec_nanos() > 0)
}

struct State {
    addresses: HashMap<IpAddr, Bucket>,
    everyone: Bucket,
}

/// The allowances of wrong codes, per address and for everyone.
pub struct LoginLimit {
    state: Mutex<State>,
}

impl std::fmt::Debug for LoginLimit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LoginLimit").finish_non_exhaustive()
    }
}

impl Default for LoginLimit {
    fn default() -> LoginLimit {
        LoginLimit::new(Instant::now())
    }
}

impl LoginLimit {
    /// Full allowances at `now`.
    pub fn new(now: Instant) -> LoginLimit {
        LoginLimit {
            state: Mutex::new(State {
                addresses: HashMap::new(),
                everyone: Bucket::full(EVERYONE, now),
            }),
        }
    }

    /// Whether a code from `peer` may be checked at `now`, or how long it
    /// must wait; counts nothing.
    pub fn check(&self, peer: IpAddr, now: Instant) -> Result<(), Wait> {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(bucket) = state.addresses.get_mut(&peer) {
            bucket.refill(now);
            let wait = bucket.wait();
            if !wait.is_zero() {
                return Err(Wait::Address(wait));
            }
        }
        state.everyone.refill(now);
        match state.everyone.wait() {
            wait if wait.is_zero() => Ok(()),
            wait => Err(Wait::Everyone(wait)),
        }
    }

    /// Counts a wrong code from `peer` at `now` against both allowances.
    pub fn failed(&self, peer: IpAddr, now: Instant) {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        if state.addresses.len() >= MAX_ADDRESSES && !state.addresses.contains_key(&peer) {
            forget_one(&mut state.addresses, now);
        }
        let bucket = state
            .addresses
            .entry(peer)
            .or_insert_with(|| Bucket::full(PER_ADDRESS, now));
        bucket.refill(now);
        bucket.spend();
        state.everyone.refill(now);
        state.everyone.spend();
    }
}

/// Forgets the addresses whose allowance is whole again, or else the one
/// with the most left.
fn forget_one(addresses: &mut HashMap<IpAddr, Bucket>, now: Instant) {
    for bucket in addresses.values_mut() {
        bucket.refill(now);
    }
    addresses.retain(|_, bucket| !bucket.is_full());
    if addresses.len() >= MAX_ADDRESSES {
        let most = addresses
            .iter()
            .max_by(|a, b| a.1.left().total_cmp(&b.1.left()))
            .map(|(peer, _)| *peer);
        if let Some(peer) = most {
            addresses.remove(&peer);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PEER: IpAddr = IpAddr::V4(std::net::Ipv4Addr::LOCALHOST);
    const OTHER: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(127, 0, 0, 2));

    fn address(i: u32) -> IpAddr {
        IpAddr::V4((0x0a00_0000 + i).into())
    }

    #[test]
    fn a_class_mistyping_thirty_times_at_once_is_not_held_up() {
        let start = Instant::now();
        let limit = LoginLimit::new(start);
        for _ in 0..PER_ADDRESS.burst {
            assert_eq!(limit.check(PEER, start), Ok(()));
            limit.failed(PEER, start);
        }
        assert_eq!(
            limit.check(PEER, start),
            Err(Wait::Address(PER_ADDRESS.every))
        );
        assert_eq!(limit.check(OTHER, start), Ok(()), "another address");
    }

    #[test]
    fn an_address_past_its_allowance_gets_one_try_every_thirty_seconds() {
        let start = Instant::now();
        let limit = LoginLimit::new(start);
        for _ in 0..PER_ADDRESS.burst {
            limit.failed(PEER, start);
        }
        let half = start + PER_ADDRESS.every / 2;
        assert_eq!(
            limit.check(PEER, half),
            Err(Wait::Address(PER_ADDRESS.every / 2))
        );
        let later = start + PER_ADDRESS.every;
        assert_eq!(limit.check(PEER, later), Ok(()));
        limit.failed(PEER, later);
        assert!(limit.check(PEER, later).is_err());
    }

    #[test]
    fn many_addresses_together_get_the_servers_allowance_and_no_more() {
        let start = Instant::now();
        let limit = LoginLimit::new(start);
        // Each address stays well within its own allowance.
        for i in 0..EVERYONE.burst {
            assert_eq!(limit.check(address(i), start), Ok(()));
            limit.failed(address(i), start);
        }
        assert_eq!(
            limit.check(address(1000), start),
            Err(Wait::Everyone(EVERYONE.every))
        );
        assert_eq!(limit.check(address(1000), start + EVERYONE.every), Ok(()));
    }

    #[test]
    fn the_highest_rate_allowed_over_an_hour_is_the_servers_allowance() {
        // An attacker with endless addresses, trying whenever allowed,
        // each second for an hour.
        let start = Instant::now();
        let limit = LoginLimit::new(start);
        let mut tries = 0u32;
        for second in 0..3600u32 {
            let now = start + Duration::from_secs(u64::from(second));
            while limit.check(address(tries), now).is_ok() {
                limit.failed(address(tries), now);
                tries += 1;
            }
        }
        let hour = Duration::from_secs(3600);
        let most = EVERYONE.burst + (hour.as_secs() / EVERYONE.every.as_secs()) as u32;
        assert!(tries <= most, "{tries} tries in an hour, more than {most}");
        assert!(
            tries >= most - 1,
            "{tries} tries: the allowance is not used"
        );
    }

    #[test]
    fn failures_checked_at_once_are_paid_back_by_waiting_longer() {
        let start = Instant::now();
        let limit = LoginLimit::new(start);
        // Forty connections checked before any failed.
        for _ in 0..PER_ADDRESS.burst + 10 {
            limit.failed(PEER, start);
        }
        assert_eq!(
            limit.check(PEER, start),
            Err(Wait::Address(PER_ADDRESS.every * 11))
        );
    }

    #[test]
    fn the_wait_is_told_in_whole_seconds_rounded_up() {
        let wait = Wait::Address(Duration::from_millis(12_001));
        assert_eq!(
            wait.to_string(),
            "Too many wrong codes from your network: wait 13 s, then try again."
        );
    }

    #[test]
    fn a_flood_of_addresses_keeps_the_table_bounded_and_the_server_allowance_holds() {
        let start = Instant::now();
        let limit = LoginLimit::new(start);
        for i in 0..(MAX_ADDRESSES as u32 + 100) {
            limit.failed(address(i), start + Duration::from_secs(u64::from(i) * 60));
        }
        let state = limit.state.lock().expect("lock");
        assert!(state.addresses.len() <= MAX_ADDRESSES);
    }
}
