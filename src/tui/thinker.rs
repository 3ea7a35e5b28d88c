//! The computer's thinking, off the UI thread: one search at a time, the
//! one the app asks for now. A search the app no longer wants (after an
//! undo, a new game, a quit) is stopped by its flag, and its late answer
//! is dropped here, so only answers to the search running reach the app.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;

use crate::app::{Action, SearchRequest};
use crate::search::Searcher;

use super::events::Input;

/// The transposition table's size: plenty for a second's search.
const TABLE_MB: usize = 16;

/// A finished search, on its way back to the main loop.
pub struct Thought {
    serial: u64,
    action: Action,
    searcher: Box<Searcher>,
}

/// The search running, if any, and a searcher to reuse.
#[derive(Default)]
pub struct Thinker {
    running: Option<Running>,
    /// A searcher back from its thread; a new one is made when the last is
    /// still busy with a stopped search.
    idle: Option<Box<Searcher>>,
    serial: u64,
}

struct Running {
    ticket: u64,
    serial: u64,
    stop: Arc<AtomicBool>,
}

impl Thinker {
    /// Makes the running search the one `wanted`: keeps it if it is the
    /// same request, otherwise stops it and starts `wanted`'s. Finished
    /// searches send a [`Input::Thought`] through `sender`.
    pub fn follow(&mut self, wanted: Option<SearchRequest>, sender: &Sender<Input>) {
        let same = matches!((&self.running, &wanted), (Some(r), Some(w)) if r.ticket == w.ticket);
        if same {
            return;
        }
        self.stop();
        if let Some(request) = wanted {
            self.start(request, sender.clone());
        }
    }

    fn start(&mut self, request: SearchRequest, sender: Sender<Input>) {
        self.serial += 1;
        let stop = Arc::new(AtomicBool::new(false));
        self.running = Some(Running {
            ticket: request.ticket,
            serial: self.serial,
            stop: stop.clone(),
        });
        let (serial, idle) = (self.serial, self.idle.take());
        std::thread::spawn(move || {
            let mut searcher = idle.unwrap_or_else(|| Box::new(Searcher::new(TABLE_MB)));
            let action = request.run(&mut searcher, Some(stop));
            let thought = Thought {
                serial,
                action,
                searcher,
            };
            let _ = sender.send(Input::Thought(thought));
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
