//! Where the game's input comes from: terminal events and signals, each
//! read on its own thread and sent down one channel, so the main loop can
//! sleep until either arrives or an animation needs its next frame.

use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::Duration;

use crossterm::event::Event;
use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
use signal_hook::iterator::Signals;

/// One thing that happened outside the game.
#[derive(Debug)]
pub enum Input {
    /// A key, a click or a resize.
    Terminal(Event),
    /// A signal asking the program to stop (SIGTERM, SIGHUP, SIGINT).
    Signal(i32),
    /// The terminal can no longer be read: there is nobody left to play.
    Closed,
}

/// The receiving end of both threads.
pub struct Inputs {
    receiver: Receiver<Input>,
}

impl Inputs {
    /// Starts the two reader threads. They end with the process.
    pub fn start() -> std::io::Result<Inputs> {
        let (sender, receiver) = mpsc::channel();
        let mut signals = Signals::new([SIGTERM, SIGHUP, SIGINT])?;
        let to_main = sender.clone();
        std::thread::spawn(move || {
            if let Some(signal) = signals.forever().next() {
                let _ = to_main.send(Input::Signal(signal));
            }
        });
        std::thread::spawn(move || read_terminal(&sender));
        Ok(Inputs { receiver })
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

fn read_terminal(sender: &Sender<Input>) {
    while let Ok(event) = crossterm::event::read() {
        if sender.send(Input::Terminal(event)).is_err() {
            return;
        }
    }
    let _ = sender.send(Input::Closed);
}
