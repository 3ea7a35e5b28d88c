//! `wari puzzles`: the puzzles of the chosen variant, one at a time, with
//! the streak and the hardest solved kept in the user's data directory;
//! and `wari puzzles make`, which makes a set for any variant, so that a
//! teacher can make them for a variant of their own.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use wari::look::Look;
use wari::puzzles::{
    Budget, Grade, Puzzle, Record, Solver, Theme, generate, parse, shipped_for, to_text,
};
use wari::tui::{self, Ending};
use wari::user_files::UserDirs;
use wari::variants::Variants;
use wari_words::tr;

use super::rules_args::RulesArgs;

/// The puzzles of the variant chosen with `--variant`, or of a file.
#[derive(Debug, clap::Args)]
pub struct PuzzlesArgs {
    #[command(subcommand)]
    command: Option<PuzzlesCommand>,
    /// Play the puzzles of this file, made by `wari puzzles make`, instead
    /// of the ones shipped for the variant.
    #[arg(long, value_name = "FILE")]
    set: Option<PathBuf>,
}

#[derive(Debug, clap::Subcommand)]
enum PuzzlesCommand {
    /// Make puzzles in the chosen variant from the computer's games and
    /// print them as a puzzle file; the same seed makes the same set.
    Make(MakeArgs),
}

#[derive(Debug, clap::Args)]
struct MakeArgs {
    /// The seed everything random comes from.
    #[arg(long, value_name = "N")]
    seed: u64,
    /// Games the computer plays itself, at most.
    #[arg(long, value_name = "N", default_value_t = 400)]
    games: u32,
    /// The deepest search, in plies (1 to 12): what an answer is judged by.
    #[arg(long, value_name = "PLIES", default_value_t = 8,
          value_parser = clap::value_parser!(u32).range(1..=12))]
    depth: u32,
    /// Puzzles of each grade (easy, medium, hard) to keep.
    #[arg(long, value_name = "N", default_value_t = 10)]
    per_grade: usize,
}

/// Makes a set, or opens the puzzles in this terminal.
pub fn run(args: &PuzzlesArgs, rules: &RulesArgs, look: Look) -> anyhow::Result<()> {
    if let Some(PuzzlesCommand::Make(make)) = &args.command {
        return self::make(make, rules, &mut std::io::stdout().lock());
    }
    let variants = rules.variants()?;
    let chosen = rules.choose(&variants)?;
    let puzzles = match &args.set {
        Some(path) => read_set(path, &variants)?,
        None => shipped(chosen.variant.name())?,
    };
    let (solver, path) = solver(puzzles)?;
    match tui::run_puzzles(solver, path.as_deref(), look)
        .context("cannot show the puzzles in this terminal")?
    {
        Ending::Quit => Ok(()),
        Ending::Signal(signal) => std::process::exit(128 + signal),
    }
}

/// `wari puzzles make`: the set, on standard output; how many of each
/// grade, on standard error.
fn make(args: &MakeArgs, rules: &RulesArgs, out: &mut impl Write) -> anyhow::Result<()> {
    if rules.pits.is_some() || rules.seeds.is_some() {
        bail!(
            "puzzles are made for a variant's own board, without --pits or --seeds: \
             give the board a variant of its own in your rules file"
        );
    }
    let chosen = rules.resolve()?;
    let budget = Budget {
        games: args.games,
        depth: args.depth,
        per_grade: args.per_grade,
    };
    let puzzles = generate(args.seed, budget, &chosen.variant);
    let name = chosen.variant.name();
    write!(out, "{}", to_text(name, args.seed, budget, &puzzles))?;
    eprintln!("{} puzzles in {name}: {}", puzzles.len(), tally(&puzzles));
    Ok(())
}

/// How many puzzles of each grade and each theme: "10 easy, ...; 3 feed
/// or lose, ...".
fn tally(puzzles: &[Puzzle]) -> String {
    let grades: Vec<String> = Grade::ALL
        .iter()
        .map(|&g| {
            format!(
                "{} {}",
                puzzles.iter().filter(|p| p.grade == g).count(),
                g.name()
            )
        })
        .collect();
    let themes: Vec<String> = Theme::ALL
        .iter()
        .map(|&t| format!("{} {t}", puzzles.iter().filter(|p| p.theme == t).count()))
        .collect();
    format!("{}; {}", grades.join(", "), themes.join(", "))
}

/// The puzzles shipped for `variant`, or why there are none.
pub fn shipped(variant: &str) -> anyhow::Result<Vec<Puzzle>> {
    shipped_for(variant).with_context(|| {
        format!(
            "no puzzles are shipped for {variant}: `wari --variant {variant} puzzles make \
             --seed 1 > {variant}.toml` makes some, and `wari --variant {variant} puzzles \
             --set {variant}.toml` plays them"
        )
    })
}

/// The puzzles of the file at `path`, each checked under its variant.
fn read_set(path: &Path, variants: &Variants) -> anyhow::Result<Vec<Puzzle>> {
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("cannot read the puzzles in {}", path.display()))?;
    parse(&text, variants).with_context(|| format!("{}", path.display()))
}

/// A solver on `puzzles` with the record kept so far, and the file to
/// keep it in when this system has one.
pub fn solver(puzzles: Vec<Puzzle>) -> anyhow::Result<(Solver, Option<PathBuf>)> {
    let path = UserDirs::find().map(|dirs| dirs.puzzle_record());
    let (record, notice) = match &path {
        Some(path) => tui::load_record(path),
        None => (Record::default(), Some(tr!("puzzle-no-data-directory"))),
    };
    let mut solver = Solver::new(puzzles, record).context("the set has no puzzles")?;
    if let Some(notice) = notice {
        solver.tell(notice);
    }
    Ok((solver, path))
}
