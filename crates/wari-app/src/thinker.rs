//! The computer's thinking, off the caller's thread, for any edge that
//! runs the app: the local terminal or a classroom table. One search at a
//! time, the one the app asks for now. A search the app no longer wants
//! (after an undo, a new game, a quit) is stopped by its flag, and its late
//! answer is dropped here, so only answers to the search running reach the
//! app.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::app::{Action, SearchRequest};
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
}

struct Running {
    ticket: u64,
    serial: u64,
    stop: Arc<AtomicBool>,
}

impl Thinker {
    /// A thinker whose searchers remember positions in `table_mb` MB.
    pub fn new(table_mb: usize) -> Thinker {
        Thinker {
            table_mb,
            running: None,
            idle: None,
            serial: 0,
        }
    }

    /// Makes the running search the one `wanted`: keeps it if it is the
    /// same request, otherwise stops it and starts `wanted`'s on a thread
    /// of its own, which hands the finished search to `deliver`.
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
        self.running = Some(Running {
            ticket: request.ticket,
            serial: self.serial,
            stop: stop.clone(),
        });
        let (serial, idle, table_mb) = (self.serial, self.idle.take(), self.table_mb);
        std::thread::spawn(move || {
            let mut searcher = idle.unwrap_or_else(|| Box::new(Searcher::new(table_mb)));
            // Read, or built on first use, before the search's clock starts.
            searcher.set_tablebase(cache::for_search(request.game.position()));
            let action = request.run(&mut searcher, Some(stop));
            deliver(Thought {
                serial,
                action,
                searcher,
            });
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
