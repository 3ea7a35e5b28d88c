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
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, mpsc};

use wari::search::Searcher;

use super::rules_args::RulesArgs;
use command::Command;
use event::{Event, MAX_LINE_BYTES};
pub use session::Session;
use session::{Failure, Flow};

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
act at once, every other line waits for `bestmove`; the end of the input
ends the engine at once, like `quit`.";

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
/// move so far, `isready` is answered at once, and `quit` or the end of the
/// input end everything at once, the search with them (no `bestmove`).
/// Every other line waits for the search's `bestmove`, then is carried out
/// in turn.
pub fn serve(
    input: impl BufRead + Send + 'static,
    out: &mut impl Write,
    session: &mut Session,
) -> std::io::Result<()> {
    let (events, inbox) = mpsc::channel();
    event::read_lines(input, events.clone());
    let mut searching: Option<Arc<AtomicBool>> = None;
    let mut waiting: VecDeque<Vec<u8>> = VecDeque::new();
    let result = loop {
        let held = if searching.is_none() {
            waiting.pop_front()
        } else {
            None
        };
        let next = match held {
            Some(line) => Event::Line(line),
            None => inbox.recv().expect("this loop holds a sender"),
        };
        let line = match next {
            Event::Line(line) => line,
            Event::TooLong => {
                writeln!(out, "error a line may hold at most {MAX_LINE_BYTES} bytes")?;
                out.flush()?;
                continue;
            }
            Event::End => break out.flush(),
            Event::Failed(e) => break Err(e),
            Event::Info(found) => {
                session::info(&found, out)?;
                continue;
            }
            Event::Done(searcher, found) => {
                session.searcher_back(searcher);
                searching = None;
                writeln!(out, "bestmove {}", found.best)?;
                out.flush()?;
                continue;
            }
        };
        // Bytes that are not UTF-8 make an unknown command, not a crash.
        let command = command::parse(&String::from_utf8_lossy(&line));
        if searching.is_some() {
            match command {
                Ok(Some(Command::Stop)) => stop(searching.as_deref()),
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
                searching = Some(job.stop_flag());
                let events = events.clone();
                std::thread::spawn(move || job.run(&events));
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
    stop(searching.as_deref());
    result
}

/// Sets a running search's stop flag, if there is one.
fn stop(flag: Option<&AtomicBool>) {
    if let Some(flag) = flag {
        flag.store(true, Ordering::Relaxed);
    }
}
