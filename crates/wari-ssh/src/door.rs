//! The door: how many connections each address holds, logged in or not,
//! so that one address (a prankster's, or a flood's) cannot take every
//! place, and how many connections are waiting to log in, for the
//! program to show (a full server is nobody's fault but a flood's).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use crate::Limits;

/// Why a connection was turned away at the door. The client is told in
/// the program's words ([`crate::Words::full`]); this `Display` is the
/// log's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// The address already has its share of connections not yet logged
    /// in.
    #[error("{0} connections from the address are logging in")]
    WaitingFromAddress(usize),
    /// The address already has its share of connections.
    #[error("{0} connections from the address")]
    ConnectionsFromAddress(usize),
    /// The server has as many connections as it takes.
    #[error("the server holds {0} connections")]
    Server(usize),
}

/// One address's connections.
#[derive(Clone, Copy, Debug, Default)]
struct Held {
    /// Not yet logged in.
    waiting: usize,
    /// All of them, logged in or not.
    all: usize,
}

/// Every connection the server holds, by address.
#[derive(Debug, Default)]
pub struct Door {
    held: Mutex<HashMap<IpAddr, Held>>,
    /// Connections in all.
    open: AtomicUsize,
    /// Connections not yet logged in, kept apart from the map so the
    /// console reads it without a lock.
    waiting: AtomicUsize,
}

impl Door {
    /// Connections waiting to log in now: connected, not yet through the
    /// handshake and the join code. A number far above the class's size
    /// means someone is holding connections half open.
    pub fn waiting(&self) -> usize {
        self.waiting.load(Ordering::Relaxed)
    }

    /// Connections open now, logged in or not.
    pub fn open(&self) -> usize {
        self.open.load(Ordering::Relaxed)
    }

    /// Lets a connection from `peer` in as waiting to log in, unless its
    /// address or the server already holds its share under `limits`;
    /// `most` is the server's total.
    pub fn admit(
        self: &Arc<Door>,
        peer: IpAddr,
        limits: &Limits,
        most: usize,
    ) -> Result<Pass, Refusal> {
        let mut held = self.held.lock().unwrap_or_else(|e| e.into_inner());
        if self.open() >= most {
            return Err(Refusal::Server(most));
        }
        let mine = held.entry(peer).or_default();
        if mine.all >= limits.connections_per_address {
            return Err(Refusal::ConnectionsFromAddress(mine.all));
        }
        if mine.waiting >= limits.waiting_per_address {
            return Err(Refusal::WaitingFromAddress(mine.waiting));
        }
        mine.waiting += 1;
        mine.all += 1;
        self.open.fetch_add(1, Ordering::Relaxed);
        self.waiting.fetch_add(1, Ordering::Relaxed);
        Ok(Pass {
            door: self.clone(),
            peer,
            waiting: true,
        })
    }

    /// Takes one connection of `peer`'s off the count, and one waiting if
    /// `waiting`.
    fn release(&self, peer: IpAddr, waiting: bool, all: bool) {
        let mut held = self.held.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(mine) = held.get_mut(&peer) {
            if waiting {
                mine.waiting = mine.waiting.saturating_sub(1);
                self.waiting.fetch_sub(1, Ordering::Relaxed);
            }
            if all {
                mine.all = mine.all.saturating_sub(1);
                self.open.fetch_sub(1, Ordering::Relaxed);
            }
            if mine.all == 0 {
                held.remove(&peer);
            }
        }
    }
}

/// One admitted connection's place, given back when dropped.
#[derive(Debug)]
pub struct Pass {
    door: Arc<Door>,
    peer: IpAddr,
    waiting: bool,
}

impl Pass {
    /// The connection has logged in: it no longer counts as waiting.
    pub fn logged_in(&mut self) {
        if std::mem::take(&mut self.waiting) {
            self.door.release(self.peer, true, false);
        }
    }
}

impl Drop for Pass {
    fn drop(&mut self) {
        self.door.release(self.peer, self.waiting, true);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ONE: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(127, 0, 0, 1));
    const TWO: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(127, 0, 0, 2));

    fn limits() -> Limits {
        Limits {
            waiting_per_address: 2,
            connections_per_address: 3,
            ..Limits::default()
        }
    }

    #[test]
    fn an_address_gets_its_share_of_waiting_places_and_no_more() {
        let door = Arc::new(Door::default());
        let limits = limits();
        let _a = door.admit(ONE, &limits, 100).expect("first");
        let _b = door.admit(ONE, &limits, 100).expect("second");
        assert_eq!(
            door.admit(ONE, &limits, 100).unwrap_err(),
            Refusal::WaitingFromAddress(2)
        );
        assert!(door.admit(TWO, &limits, 100).is_ok(), "another address");
        assert_eq!(door.waiting(), 2);
    }

    #[test]
    fn logging_in_frees_a_waiting_place_but_not_the_connection() {
        let door = Arc::new(Door::default());
        let limits = limits();
        let mut passes: Vec<Pass> = (0..2)
            .map(|_| door.admit(ONE, &limits, 100).expect("admitted"))
            .collect();
        for pass in &mut passes {
            pass.logged_in();
        }
        assert_eq!(door.waiting(), 0);
        passes.push(door.admit(ONE, &limits, 100).expect("a third"));
        assert_eq!(
            door.admit(ONE, &limits, 100).unwrap_err(),
            Refusal::ConnectionsFromAddress(3)
        );
        drop(passes);
        assert_eq!((door.open(), door.waiting()), (0, 0));
        assert!(door.held.lock().expect("lock").is_empty());
    }

    #[test]
    fn the_server_total_binds_every_address() {
        let door = Arc::new(Door::default());
        let limits = limits();
        let _a = door.admit(ONE, &limits, 1).expect("first");
        assert_eq!(door.admit(TWO, &limits, 1).unwrap_err(), Refusal::Server(1));
    }
}
