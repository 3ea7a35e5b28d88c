//! `wari perft`: count move sequences, to check the engine against other
//! programs.

use std::io::Write;
use std::num::NonZeroUsize;

use wari::engine::{Game, MAX_PERFT_DEPTH, divide, perft};

/// Counts the move sequences of exactly DEPTH plies from the start.
#[derive(Debug, clap::Args)]
pub struct PerftArgs {
    /// Plies to look ahead, at most 15: each ply more takes about five
    /// times as long, and 15 already takes minutes.
    #[arg(
        value_name = "DEPTH",
        value_parser = clap::value_parser!(u32).range(..=i64::from(MAX_PERFT_DEPTH)),
    )]
    depth: u32,
    /// Threads to count on [default: one a core].
    #[arg(long, value_name = "N")]
    threads: Option<NonZeroUsize>,
}

/// Prints the count below each first move (a "divide", to find where two
/// programs part), then the total alone on the last line.
pub fn run(args: &PerftArgs, game: &Game, out: &mut impl Write) -> anyhow::Result<()> {
    if args.depth <= 1 {
        writeln!(out, "{}", perft(game, args.depth))?;
        return Ok(());
    }
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().unwrap_or(NonZeroUsize::MIN));
    let mut total = 0;
    for (m, count) in divide(game, args.depth, threads) {
        writeln!(out, "move {m}: {count}")?;
        total += count;
    }
    writeln!(out, "{total}")?;
    Ok(())
}
