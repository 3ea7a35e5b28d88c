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
    /// When to stop. A timed search deepens until then: time a fixed
    /// budget leaves over is lost, and an iteration cut short still
    /// improves the choice whenever a root move searched in full beats the
    /// one searched first.
    pub deadline: Option<Instant>,
    /// Set by another thread (a UI's "move now" or "quit") to stop at once.
    pub stop: Option<Arc<AtomicBool>>,
    /// About the most positions to visit (the limits are looked at about
    /// every thousand positions): the same search cut short at the same
    /// place every run, where a deadline falls wherever the machine's
    /// speed puts it (tests, `go nodes`). An iteration cut short is used
    /// as under a deadline.
    pub nodes: Option<u64>,
}

/// How often a search looks at its limits, in positions visited: often
/// enough to stop within a millisecond, seldom enough not to slow it.
pub(super) const NODE_STEP: u64 = 1024;

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

    /// Search until about `nodes` positions have been visited: repeatable,
    /// like a depth, but with the ordering and cuts of a timed search.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
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

    /// Whether `visited` positions reach the node limit, the deadline has
    /// passed or the flag is set.
    pub(super) fn expired(&self, visited: u64) -> bool {
        self.nodes.is_some_and(|n| visited >= n)
            || self.deadline.is_some_and(|d| Instant::now() >= d)
            || self
                .stop
                .as_ref()
                .is_some_and(|f| f.load(Ordering::Relaxed))
    }
}
