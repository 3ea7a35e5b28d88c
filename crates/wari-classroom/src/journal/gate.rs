//! The gate between the journal and the screens: what an event says is
//! shown only once the event is committed, so a server killed at any
//! moment forgets nothing anyone saw. The room sends its events without
//! waiting (a move takes no time on the file), and each screen, its frame
//! drawn, waits for the journal to catch up before the frame goes out.

use std::sync::atomic::{AtomicU64, Ordering};

use tokio::sync::watch;

/// How far the journal has got with the events sent to it, each known by
/// its ticket, counted from 1 in the order sent.
#[derive(Debug)]
pub struct Gate {
    /// The last ticket sent.
    sent: AtomicU64,
    /// The last ticket committed.
    committed: watch::Sender<u64>,
    /// Why the journal could not keep the last event, until one is kept
    /// again: the console says it at its top.
    trouble: watch::Sender<Option<String>>,
}

impl Default for Gate {
    fn default() -> Self {
        Gate {
            sent: AtomicU64::new(0),
            committed: watch::Sender::new(0),
            trouble: watch::Sender::new(None),
        }
    }
}

impl Gate {
    /// Notes that the event with `ticket` was sent. Called while the
    /// state it changes is still locked, so that a frame drawn from that
    /// state waits for it.
    pub fn sent(&self, ticket: u64) {
        self.sent.fetch_max(ticket, Ordering::SeqCst);
    }

    /// Notes that the events up to `ticket` were committed, or why not
    /// (a full or read-only disk): the class plays on, and the console
    /// says so at its top until an event is kept again.
    pub fn kept(&self, ticket: u64, kept: Result<(), String>) {
        self.trouble.send_replace(kept.err());
        self.committed(ticket);
    }

    /// Notes that an event could not even be sent to the journal.
    pub fn failed(&self, why: String) {
        self.trouble.send_replace(Some(why));
    }

    /// Why the journal could not keep the last event, if it could not.
    pub fn trouble(&self) -> Option<String> {
        self.trouble.borrow().clone()
    }

    /// Notes that every event up to `ticket` is committed (or failed, and
    /// said so loudly: the class plays on).
    fn committed(&self, ticket: u64) {
        self.committed.send_if_modified(|last| {
            let later = ticket > *last;
            *last = (*last).max(ticket);
            later
        });
    }

    /// Returns once every event sent before this call is committed: a
    /// frame drawn before it may then be shown.
    pub async fn caught_up(&self) {
        let wanted = self.sent.load(Ordering::SeqCst);
        let mut committed = self.committed.subscribe();
        // The sender lives as long as the gate, which outlives this wait.
        let _ = committed.wait_for(|last| *last >= wanted).await;
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[tokio::test]
    async fn a_frame_waits_for_every_event_sent_before_it_and_no_later_one() {
        let gate = std::sync::Arc::new(Gate::default());
        gate.caught_up().await;
        gate.sent(1);
        gate.sent(2);
        let waiting = tokio::spawn({
            let gate = gate.clone();
            async move { gate.caught_up().await }
        });
        gate.kept(1, Ok(()));
        tokio::time::sleep(Duration::from_millis(20)).await;
        assert!(!waiting.is_finished(), "shown before its event was kept");
        gate.sent(3);
        gate.kept(2, Ok(()));
        tokio::time::timeout(Duration::from_secs(5), waiting)
            .await
            .expect("the frame goes once its events are kept")
            .expect("no panic");
    }
}

#[cfg(test)]
mod trouble {
    use super::*;

    #[test]
    fn a_journal_that_failed_is_told_until_an_event_is_kept_again() {
        let gate = Gate::default();
        assert_eq!(gate.trouble(), None);
        gate.kept(1, Err("database or disk is full".into()));
        assert_eq!(gate.trouble().as_deref(), Some("database or disk is full"));
        gate.kept(2, Ok(()));
        assert_eq!(gate.trouble(), None);
    }
}
