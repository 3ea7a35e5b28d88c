//! `wari engine`: the computer player behind a line protocol on stdin and
//! stdout, in the spirit of chess's UCI, for scripts, tournaments and
//! other programs.

mod command;
mod session;
#[cfg(test)]
mod tests;

use std::io::{BufRead, Read, Write};

use super::rules_args::RulesArgs;
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
  go movetime MS | go depth D       search; `info depth D score S nodes N
                                    nps N pv ...` lines, then `bestmove M`
  goal win|balance                  play to win, or for equal stores
  level easy|medium|hard            how well `go` plays (default hard)
  legal                             `legal 1 2 ...`
  show                              the board and who is to move
  isready                           `readyok`
  quit

Moves are numbered 1 to n from the mover's own left, as in `wari replay`.
Scores are hundredths of a seed from the mover's view; a finished game
scores 1000000 plus 100 a seed of the final margin (negated for a loss).
A line it cannot carry out gets one `error ...` line, and it goes on.";

/// Options of `wari engine`; the rules options choose the starting rules.
#[derive(Debug, clap::Args)]
pub struct EngineArgs {
    /// Transposition table size in megabytes.
    #[arg(long, value_name = "MB", default_value_t = 64)]
    hash: usize,
}

/// Runs the protocol on stdin and stdout under the rules chosen on the
/// command line.
pub fn run(args: &EngineArgs, rules: &RulesArgs, out: &mut impl Write) -> anyhow::Result<()> {
    let chosen = rules.resolve()?;
    let mut session = Session::new(rules.variants()?, chosen.rules, args.hash);
    serve(std::io::stdin().lock(), out, &mut session)?;
    Ok(())
}

/// Answers each line of `input` on `out`, flushing after every answer,
/// until `quit` or the end of the input. Only a failure to read or write
/// ends it early.
pub fn serve(
    mut input: impl BufRead,
    out: &mut impl Write,
    session: &mut Session,
) -> std::io::Result<()> {
    let mut bytes = Vec::new();
    loop {
        let result = match read_line(&mut input, &mut bytes)? {
            Line::End => return Ok(()),
            Line::TooLong => Err(Failure::Refused(format!(
                "a line may hold at most {MAX_LINE_BYTES} bytes"
            ))),
            // Bytes that are not UTF-8 make an unknown command, not a crash.
            Line::Read => command::parse(&String::from_utf8_lossy(&bytes))
                .map_err(Failure::Refused)
                .and_then(|command| match command {
                    Some(command) => session.execute(command, out),
                    None => Ok(Flow::Continue),
                }),
        };
        match result {
            Ok(Flow::Quit) => return out.flush(),
            Ok(Flow::Continue) => {}
            // The message may quote the line or a file: never send their
            // control characters on.
            Err(Failure::Refused(message)) => {
                writeln!(out, "error {}", wari::text::escape_controls(&message))?;
            }
            Err(Failure::Io(e)) => return Err(e),
        }
        out.flush()?;
    }
}

/// The longest line read: far more than the longest `moves` line a game
/// needs, and a bound on what a runaway writer can make it hold.
const MAX_LINE_BYTES: usize = 64 * 1024;

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
