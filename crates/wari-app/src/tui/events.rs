//! Where the game's input comes from: terminal events, signals and the
//! computer's searches, each on its own thread and sent down one channel,
//! so the main loop can sleep until one arrives or an animation needs its
//! next frame.

use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::Duration;

use crossterm::event::Event;
use signal_hook::consts::{SIGCONT, SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGTSTP};
use signal_hook::iterator::Signals;

use crate::paste::bursts_as_pastes;
use crate::review::MoveReview;
use crate::thinker::Thought;

/// One thing that happened outside the game.
pub enum Input {
    /// A key, a click or a resize.
    Terminal(Event),
    /// A signal asking the program to end (SIGTERM, SIGHUP, SIGINT,
    /// SIGQUIT), to suspend itself (SIGTSTP) or that it goes on (SIGCONT).
    Signal(i32),
    /// The terminal can no longer be read: there is nobody left to play.
    Closed,
    /// A search finished (see [`Thinker`](crate::thinker::Thinker)).
    Thought(Thought),
    /// The next move of a game under review was reviewed.
    Reviewed(Box<MoveReview>),
}

/// The receiving end of the threads, and a sender for more of them.
pub struct Inputs {
    receiver: Receiver<Input>,
    sender: Sender<Input>,
}

impl Inputs {
    /// Starts the two reader threads. They end with the process.
    pub fn start() -> std::io::Result<Inputs> {
        let (sender, receiver) = mpsc::channel();
        // SIGTSTP is caught too: the terminal must be given back before
        // the process stops, which the main loop then does itself.
        let mut signals = Signals::new([SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGTSTP, SIGCONT])?;
        let to_main = sender.clone();
        std::thread::spawn(move || {
            for signal in signals.forever() {
                if to_main.send(Input::Signal(signal)).is_err() {
                    return;
                }
            }
        });
        let from_terminal = sender.clone();
        std::thread::spawn(move || read_terminal(&from_terminal));
        Ok(Inputs { receiver, sender })
    }

    /// A sender for another thread's input.
    pub fn sender(&self) -> Sender<Input> {
        self.sender.clone()
    }

    /// Waits for the next input, for at most `timeout` when one is given;
    /// `None` means the time ran out.
    pub fn next(&self, timeout: Option<Duration>) -> Option<Input> {
        let received = match timeout {
            None => self
                .receiver
                .recv()
                .map_err(|_| RecvTimeoutError::Disconnected),
            Some(timeout) => self.receiver.recv_timeout(timeout),
        };
        match received {
            Ok(input) => Some(input),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => Some(Input::Closed),
        }
    }
}

/// Reads the terminal's events, all that one read brings at a time, so
/// that a paste the terminal did not bracket is still told from keys
/// ([`bursts_as_pastes`]).
fn read_terminal(sender: &Sender<Input>) {
    while let Ok(first) = crossterm::event::read() {
        let mut read = vec![first];
        while read.len() < MOST_AT_ONCE && crossterm::event::poll(Duration::ZERO).unwrap_or(false) {
            match crossterm::event::read() {
                Ok(event) => read.push(event),
                Err(_) => break,
            }
        }
        for event in bursts_as_pastes(read) {
            if sender.send(Input::Terminal(event)).is_err() {
                return;
            }
        }
    }
    let _ = sender.send(Input::Closed);
}

/// The most events taken as one read: a long paste is still one paste of
/// its first part, then more.
const MOST_AT_ONCE: usize = 4096;
