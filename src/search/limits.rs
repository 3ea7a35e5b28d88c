//! When a search stops: a depth, a deadline, or a flag another thread sets.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The deepest a search goes, in plies, whatever the limits say.
pub const MAX_DEPTH: u32 = 100;

/// What ends a search. With none set, it runs to [`MAX_DEPTH`] or until the
/// game is solved. Depth 1 is always finished, so there is always a move.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// The deepest iteration, in plies.
    pub depth: Option<u32>,
    /// When to stop; the search also declines to start an iteration it
    /// expects to overrun it.
    pub deadline: Option<Instant>,
    /// Set by another thread (a UI's "move now" or "quit") to stop at once.
    pub stop: Option<Arc<AtomicBool>>,
}

impl Limits {
    /// Search to exactly `depth` plies (or less, when the game is solved
    /// sooner): repeatable, for tests and analysis.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// Search for about `time` from now; a time too long for the clock to
    /// name is no deadline at all.
    pub fn movetime(time: Duration) -> Limits {
        Limits {
            deadline: Instant::now().checked_add(time),
            ..Limits::default()
        }
    }

    /// The same limits, also stopped by `flag`.
    pub fn with_stop(self, flag: Arc<AtomicBool>) -> Limits {
        Limits {
            stop: Some(flag),
            ..self
        }
    }

    /// The deepest iteration to run.
    pub(super) fn max_depth(&self) -> u32 {
        self.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH)
    }

    /// Whether the deadline has passed or the flag is set.
    pub(super) fn expired(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() >= d)
            || self
                .stop
                .as_ref()
                .is_some_and(|f| f.load(Ordering::Relaxed))
    }

    /// Whether more than half the time from `start` to the deadline is
    /// gone: a new iteration costs about as much as all before it, so it
    /// would likely be cut short. (One cut short still counts for its moves
    /// searched in full, so starting one is not wasted.)
    pub(super) fn half_spent(&self, start: Instant) -> bool {
        self.deadline
            .is_some_and(|d| Instant::now() >= start + d.saturating_duration_since(start) / 2)
    }
}
