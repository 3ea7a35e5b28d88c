//! `wari review`: every move of a recorded game judged by the search, on
//! the review screen or as one JSON object a move for scripts.

use std::io::Write;
use std::path::PathBuf;

use anyhow::Context;
use serde::Serialize;
use wari::engine::{Move, Player};
use wari::look::Look;
use wari::record::Record;
use wari::review::{DEFAULT_DEPTH, Reviewer};
use wari::search::MAX_DEPTH;
use wari::tui::{self, Ending};
use wari_words::{Lang, reader};

use super::rules_args::RulesArgs;

/// Searches the position before every move of a record (or TOML save) and
/// says which moves gave seeds away, and what was better.
#[derive(Debug, clap::Args)]
#[command(after_help = JSON_HELP)]
pub struct ReviewArgs {
    /// One JSON object a move instead of the review screen.
    #[arg(long)]
    json: bool,

    /// Plies each position is searched to: deeper is slower and surer.
    #[arg(long, value_name = "PLIES", default_value_t = DEFAULT_DEPTH,
          value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_DEPTH)))]
    depth: u32,

    /// The record or TOML save to review.
    #[arg(value_name = "FILE")]
    file: PathBuf,
}

const JSON_HELP: &str = "Each line of --json:
  {\"ply\": 1, \"mover\": south | north, \"move\": \"D\",
   \"verdict\": null | inaccuracy | mistake | blunder, \"loss\": SEEDS,
   \"best\": \"A\", \"explanation\": null or why the best move is better}
`loss` is the seeds the move gave away against the best move, from the
search's score (an inaccuracy from 1, a mistake from 3, a blunder from 5;
walking into a game lost for sure, or out of one won for sure, is a
blunder too). A move that was the only one is never marked.";

/// One move as `--json` prints it; field order is the documented one.
#[derive(Serialize)]
struct MoveJson {
    ply: usize,
    mover: &'static str,
    #[serde(rename = "move")]
    played: String,
    verdict: Option<&'static str>,
    loss: f64,
    best: String,
    explanation: Option<String>,
}

/// Runs `wari review`.
pub fn run(
    args: &ReviewArgs,
    rules: &RulesArgs,
    look: Look,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    super::record::refuse_rules_options(rules, "wari review")?;
    let record = super::record::load(&args.file)?;
    if args.json {
        return print_json(&record, args.depth, out);
    }
    let shown = tui::review::run(record, args.depth, look);
    match shown.context("cannot show the review in this terminal")? {
        Ending::Quit => Ok(()),
        Ending::Signal(signal) => std::process::exit(128 + signal),
    }
}

/// Reviews `record` a move at a time, printing each move's line as soon as
/// it is known, so a script sees progress.
fn print_json(record: &Record, depth: u32, out: &mut impl Write) -> anyhow::Result<()> {
    let n = record.start().rules().pits_per_side();
    let letter = |m: Move, mover: Player| m.pit(mover, n).label(n).to_string();
    for (index, review) in Reviewer::new(record, depth).enumerate() {
        let mover = review.mover;
        let line = MoveJson {
            ply: index + 1,
            mover: mover.name(),
            played: letter(review.played, mover),
            verdict: review.verdict.map(|v| v.word()),
            loss: review.loss_seeds(),
            best: letter(review.best, mover),
            // Scripts read English, whatever the screens' language.
            explanation: reader::reading(Lang::ENGLISH, || review.explanation_words()),
        };
        writeln!(out, "{}", serde_json::to_string(&line)?)?;
        out.flush()?;
    }
    Ok(())
}
