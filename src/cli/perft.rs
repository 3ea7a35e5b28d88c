//! `wari perft`: count move sequences, to check the engine against other
//! programs.

use std::io::Write;

use wari::engine::{Game, perft};

/// Counts the move sequences of exactly DEPTH plies from the start.
#[derive(Debug, clap::Args)]
pub struct PerftArgs {
    /// Plies to look ahead.
    #[arg(value_name = "DEPTH")]
    depth: u32,
}

/// Prints the count below each first move (a "divide", to find where two
/// programs part), then the total alone on the last line.
pub fn run(args: &PerftArgs, game: &Game, out: &mut impl Write) -> anyhow::Result<()> {
    if args.depth <= 1 {
        writeln!(out, "{}", perft(game, args.depth))?;
        return Ok(());
    }
    let mut total = 0;
    for m in game.legal_moves() {
        let mut child = game.clone();
        child.play(m)?;
        let count = perft(&child, args.depth - 1);
        writeln!(out, "move {m}: {count}")?;
        total += count;
    }
    writeln!(out, "{total}")?;
    Ok(())
}
