//! The computer's thinking, off the caller's thread, for any edge that
//! runs the app: the local terminal, on a thread of its own a search, or a
//! classroom table, on the server's [`Pool`]. One search at a time, the one
//! the app asks for now. A search the app no longer wants
//! (after an undo, a new game, a quit) is stopped by its flag, and its late
//! answer is dropped here, so only answers to the search running reach the
//! app.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::app::{Action, SearchRequest};
use crate::pool::{Handle, Pool};
use crate::search::Searcher;
use crate::tablebase::cache;

/// A finished search, on its way back to whoever runs the app.
pub struct Thought {
    serial: u64,
    action: Action,
    searcher: Box<Searcher>,
}

/// The search running, if any, and a searcher to reuse.
pub struct Thinker {
    table_mb: usize,
    running: Option<Running>,
    /// A searcher back from its thread, with what it learned; a new one is
    /// made when the last is still busy with a stopped search.
    idle: Option<Box<Searcher>>,
    serial: u64,
    /// Where the searches run: the server's pool, or threads of their own.
    pool: Option<Pool>,
}

struct Running {
    ticket: u64,
    serial: u64,
    stop: Arc<AtomicBool>,
    /// The search's place in the pool: dropped, a search still queued
    /// never runs.
    _queued: Option<Handle>,
}

impl Thinker {
    /// A thinker whose searchers remember positions in `table_mb` MB, each
    /// search on a thread of its own: the local terminal's one game.
    pub fn new(table_mb: usize) -> Thinker {
        Thinker::with(None, table_mb)
    }

    /// A thinker whose searches are urgent jobs of `pool`, shared with
    /// every other table and review of a server.
    pub fn on(pool: Pool, table_mb: usize) -> Thinker {
        Thinker::with(Some(pool), table_mb)
    }

    fn with(pool: Option<Pool>, table_mb: usize) -> Thinker {
        Thinker {
            table_mb,
            running: None,
            idle: None,
            serial: 0,
            pool,
        }
    }

    /// Makes the running search the one `wanted`: keeps it if it is the
    /// same request, otherwise stops it and starts `wanted`'s off this
    /// thread, which hands the finished search to `deliver`.
    pub fn follow(
        &mut self,
        wanted: Option<SearchRequest>,
        deliver: impl FnOnce(Thought) + Send + 'static,
    ) {
        let same = matches!((&self.running, &wanted), (Some(r), Some(w)) if r.ticket == w.ticket);
        if same {
            return;
        }
        self.stop();
        if let Some(request) = wanted {
            self.start(request, deliver);
        }
    }

    fn start(&mut self, request: SearchRequest, deliver: impl FnOnce(Thought) + Send + 'static) {
        self.serial += 1;
        let stop = Arc::new(AtomicBool::new(false));
        let (serial, idle, table_mb) = (self.serial, self.idle.take(), self.table_mb);
        let (ticket, flag) = (request.ticket, stop.clone());
        let search = move || {
            let mut searcher = idle.unwrap_or_else(|| Box::new(Searcher::new(table_mb)));
            // Read, or built on first use, before the search's clock starts.
            searcher.set_tablebase(cache::for_search(request.game.position()));
            let action = request.run(&mut searcher, Some(flag));
            deliver(Thought {
                serial,
                action,
                searcher,
            });
        };
        let queued = match &self.pool {
            Some(pool) => Some(pool.urgent(search)),
            None => {
                std::thread::spawn(search);
                None
            }
        };
        self.running = Some(Running {
            ticket,
            serial: self.serial,
            stop,
            _queued: queued,
        });
    }

    /// Stops the running search, if any; its answer will be dropped.
    pub fn stop(&mut self) {
        if let Some(running) = self.running.take() {
            running.stop.store(true, Ordering::Relaxed);
        }
    }

    /// The action for a finished search, if it is the one running; its
    /// searcher is kept for the next search either way.
    pub fn finished(&mut self, thought: Thought) -> Option<Action> {
        self.idle.get_or_insert(thought.searcher);
        let current = self
            .running
            .as_ref()
            .is_some_and(|r| r.serial == thought.serial);
        current.then(|| {
            self.running = None;
            thought.action
        })
    }
}

impl Drop for Thinker {
    fn drop(&mut self) {
        self.stop();
    }
}
