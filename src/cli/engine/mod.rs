//! `wari engine`: the computer player behind a line protocol on stdin and
//! stdout, in the spirit of chess's UCI, for scripts, tournaments and
//! other programs.

mod command;
mod event;
mod session;
#[cfg(test)]
mod tests;

use std::collections::VecDeque;
use std::io::{BufRead, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Sender};

use wari::search::Searcher;

use super::rules_args::RulesArgs;
use command::Command;
use event::{Event, MAX_LINE_BYTES};
pub use session::Session;
use session::{Failure, Flow, Job};

/// The protocol, as `wari engine --help` shows it after the options.
pub const PROTOCOL_HELP: &str = "\
Reads commands on stdin and answers on stdout, one line a command (`info`
lines before `bestmove`, several lines for `show`):

  variant NAME [pits N] [seeds N]   the rules (a new game)
  rules FILE                        load a rules file, its default variant
  new                               back to the start
  moves M1 M2 ...                   the start followed by these moves
  position POSITION [moves M1 ...]  a position, then these moves; POSITION
                                    is South's pits / North's pits / the
                                    stores / s or n: `4 4 4 4 4 4 /
                                    4 4 4 4 4 4 / 0 0 / s`
  go movetime MS | go depth D       search (depth 1 to 100); `info depth D
                                    score S nodes N nps N pv ...` lines,
                                    then `bestmove M`
  go nodes N                        search about N positions, on one
                                    thread: the same answer every time
  stop                              end the search now: `bestmove M`
  goal win|balance                  play to win, or for equal stores
  level easy|medium|hard            how well `go` plays (default hard)
  legal                             `legal 1 2 ...`
  show                              the board and who is to move
  isready                           `readyok`, at once even mid-search
  quit                              end at once, mid-search too

Moves are numbered 1 to n from the mover's own left, as in `wari replay`.
Scores are hundredths of a seed from the mover's view; a finished game
scores 1000000 plus 100 a seed of the final margin (negated for a loss).
A line it cannot carry out gets one `error ...` line, and it goes on.
While a search runs, input is still read: `stop`, `isready` and `quit`
act at once, every other line waits for `bestmove`. At the end of the
input every line read is still answered: a `go depth` or `go nodes`
search finishes, a `go movetime` search stops at once as if told `stop`,
then the engine ends.";

/// The largest transposition table `--hash` may ask for, in megabytes: a
/// gigabyte is more than a game of Wari fills, and a larger request is more
/// likely a typing slip than a wish.
const MAX_HASH_MB: u16 = 1024;

/// Options of `wari engine`; the rules options choose the starting rules.
#[derive(Debug, clap::Args)]
pub struct EngineArgs {
    /// Transposition table size in megabytes, 1 to 1024.
    #[arg(
        long,
        value_name = "MB",
        default_value_t = 64,
        value_parser = clap::value_parser!(u16).range(1..=i64::from(MAX_HASH_MB)),
    )]
    hash: u16,
    /// Threads a timed search runs on; a search to a fixed depth always
    /// runs on one, so it answers the same every time. Default: one a
    /// core.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=MAX_THREADS))]
    threads: Option<u16>,
}

/// The most threads `--threads` may ask for: more than a machine's cores
/// only slows the search.
const MAX_THREADS: i64 = 256;

/// Runs the protocol on stdin and stdout under the rules chosen on the
/// command line.
pub fn run(args: &EngineArgs, rules: &RulesArgs, out: &mut impl Write) -> anyhow::Result<()> {
    let chosen = rules.resolve()?;
    let threads = args.threads.map_or_else(
        || std::thread::available_parallelism().map_or(1, usize::from),
        usize::from,
    );
    let searcher = Searcher::new(args.hash.into()).with_threads(threads);
    let mut session = Session::new(rules.variants()?, chosen.rules, searcher);
    serve(std::io::BufReader::new(std::io::stdin()), out, &mut session)?;
    Ok(())
}

/// Answers each line of `input` on `out`, flushing after every answer,
/// until `quit` or the end of the input. Only a failure to read or write
/// ends it early.
///
/// Input is read while a search runs: `stop` ends the search with its best
/// move so far, `isready` is answered at once, and `quit` ends everything
/// at once, the search with it (no `bestmove`). Every other line waits for
/// the search's `bestmove`, then is carried out in turn.
///
/// The end of the input is how a script piping its commands in says it
/// has no more: every line it sent is still answered. A search to a depth
/// finishes; a timed search is stopped as `stop` would, since nobody is
/// left to wait its time out.
pub fn serve(
    input: impl BufRead + Send + 'static,
    out: &mut impl Write,
    session: &mut Session,
) -> std::io::Result<()> {
    let (events, inbox) = mpsc::channel();
    event::read_lines(input, events.clone());
    let mut running: Option<Running> = None;
    let mut waiting: VecDeque<Vec<u8>> = VecDeque::new();
    let mut input_ended = false;
    let result = loop {
        let held = match running {
            None => waiting.pop_front(),
            Some(_) => None,
        };
        let next = match held {
            Some(line) => Event::Line(line),
            None if input_ended && running.is_none() => break out.flush(),
            None => inbox.recv().expect("this loop holds a sender"),
        };
        let line = match next {
            Event::Line(line) => line,
            Event::TooLong => {
                writeln!(out, "error a line may hold at most {MAX_LINE_BYTES} bytes")?;
                out.flush()?;
                continue;
            }
            Event::End => {
                input_ended = true;
                if let Some(search) = &running {
                    search.input_ended();
                }
                continue;
            }
            Event::Failed(e) => break Err(e),
            Event::Info(found) => {
                session::info(&found, out)?;
                continue;
            }
            Event::Done(searcher, found) => {
                session.searcher_back(searcher);
                running = None;
                writeln!(out, "bestmove {}", found.best)?;
                out.flush()?;
                continue;
            }
        };
        // Bytes that are not UTF-8 make an unknown command, not a crash.
        let command = command::parse(&String::from_utf8_lossy(&line));
        if let Some(search) = &running {
            match command {
                Ok(Some(Command::Stop)) => search.stop(),
                Ok(Some(Command::IsReady)) => writeln!(out, "readyok")?,
                Ok(Some(Command::Quit)) => break out.flush(),
                _ => waiting.push_back(line),
            }
            out.flush()?;
            continue;
        }
        let result = command
            .map_err(Failure::Refused)
            .and_then(|command| match command {
                Some(command) => session.execute(command, out),
                None => Ok(Flow::Continue),
            });
        match result {
            Ok(Flow::Quit) => break out.flush(),
            Ok(Flow::Continue) => {}
            Ok(Flow::Search(job)) => {
                let search = Running::start(*job, &events);
                if input_ended {
                    search.input_ended();
                }
                running = Some(search);
            }
            // The message may quote the line or a file: never send their
            // control characters on.
            Err(Failure::Refused(message)) => {
                writeln!(out, "error {}", wari::text::escape_controls(&message))?;
            }
            Err(Failure::Io(e)) => break Err(e),
        }
        out.flush()?;
    };
    // A search still running when the protocol ends is ended with it.
    if let Some(search) = &running {
        search.stop();
    }
    result
}

/// A search running on a thread of its own, as the protocol's loop sees it.
struct Running {
    /// Ends the search with its best move so far.
    stop: Arc<AtomicBool>,
    /// Whether `go` gave it a time, which a closed input cuts short.
    timed: bool,
}

impl Running {
    /// Starts `job` on a new thread, its news sent to `events`.
    fn start(job: Job, events: &Sender<Event>) -> Running {
        let search = Running {
            stop: job.stop_flag(),
            timed: job.timed(),
        };
        let events = events.clone();
        std::thread::spawn(move || job.run(&events));
        search
    }

    /// Ends the search now: it still answers, with its best move so far.
    fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// The input is over: a timed search answers now, for nobody is left
    /// to wait its time out; a search to a depth answers when it gets there.
    fn input_ended(&self) {
        if self.timed {
            self.stop();
        }
    }
}
