//! What the protocol's loop waits for: a line read (on a thread of its own,
//! so that input is read while a search runs), or news from the search.

use std::io::{BufRead, Read};
use std::sync::mpsc::Sender;

use wari::search::{SearchResult, Searcher};

/// One thing for the protocol's loop to act on, in the order it happened.
pub enum Event {
    /// A line of input, as read.
    Line(Vec<u8>),
    /// A line longer than [`MAX_LINE_BYTES`], skipped to its end.
    TooLong,
    /// The input ended.
    End,
    /// Reading the input failed.
    Failed(std::io::Error),
    /// The search finished a depth.
    Info(SearchResult),
    /// The search is over: the searcher comes back (boxed: it is large, and
    /// events are moved about), with what it found.
    Done(Box<Searcher>, SearchResult),
}

/// Reads `input` line by line on a new thread, sending each as an event,
/// until it ends, fails or nobody listens. The thread is left to itself:
/// after `quit` it may still be waiting for a line that never comes, and
/// the process ends without it.
pub fn read_lines(mut input: impl BufRead + Send + 'static, events: Sender<Event>) {
    std::thread::spawn(move || {
        loop {
            let mut bytes = Vec::new();
            let event = match read_line(&mut input, &mut bytes) {
                Ok(Line::End) => Event::End,
                Ok(Line::Read) => Event::Line(bytes),
                Ok(Line::TooLong) => Event::TooLong,
                Err(e) => Event::Failed(e),
            };
            let last = !matches!(event, Event::Line(_) | Event::TooLong);
            if events.send(event).is_err() || last {
                return;
            }
        }
    });
}

/// The longest line read: far more than the longest `moves` line a game
/// needs, and a bound on what a runaway writer can make it hold.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// What [`read_line`] found.
enum Line {
    /// A line, in the buffer.
    Read,
    /// A line longer than [`MAX_LINE_BYTES`], skipped to its end.
    TooLong,
    /// The end of the input.
    End,
}

/// Reads one line into `bytes`, holding at most [`MAX_LINE_BYTES`] of it.
fn read_line(input: &mut impl BufRead, bytes: &mut Vec<u8>) -> std::io::Result<Line> {
    bytes.clear();
    let limit = MAX_LINE_BYTES as u64 + 1;
    if input.by_ref().take(limit).read_until(b'\n', bytes)? == 0 {
        return Ok(Line::End);
    }
    if bytes.len() <= MAX_LINE_BYTES || bytes.ends_with(b"\n") {
        return Ok(Line::Read);
    }
    // Skip the rest of the long line, a buffer at a time.
    loop {
        let buffer = input.fill_buf()?;
        if buffer.is_empty() {
            return Ok(Line::TooLong);
        }
        match buffer.iter().position(|&b| b == b'\n') {
            Some(newline) => {
                input.consume(newline + 1);
                return Ok(Line::TooLong);
            }
            None => {
                let all = buffer.len();
                input.consume(all);
            }
        }
    }
}
