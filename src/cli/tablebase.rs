//! `wari tablebase`: build endgame tables into the cache, list them, and
//! read a position's value from one.

use std::io::{IsTerminal, Write};
use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{Context, anyhow};
use wari::engine::{Diagram, Rules};
use wari::tablebase::cache::{self, FIRST_USE_SEEDS};
use wari::tablebase::file::{self, FileError};
use wari::tablebase::{MemoryBudget, Probe, Shape, Table, Value};
use wari::user_files::UserDirs;

use super::rules_args::RulesArgs;

/// The seeds a table built on request holds unless told: the most that
/// fits in 256 MB on the usual board.
const DEFAULT_MAX_SEEDS: u8 = 20;

/// Endgame tables for the variant's board and grand-slam rule.
#[derive(Debug, clap::Args)]
pub struct TablebaseArgs {
    #[command(subcommand)]
    command: TablebaseCommand,
}

#[derive(Debug, clap::Subcommand)]
enum TablebaseCommand {
    /// Build the table and store it in the cache, replacing any older one
    /// (20 seeds: a few minutes and 226 MB).
    Build {
        /// The most seeds on the board of a position in the table (at most
        /// 21). Named apart from --seeds, which is the seeds a pit starts
        /// with.
        #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_SEEDS)]
        max_seeds: u8,
        /// Threads to build on (default: every core).
        #[arg(long, value_name = "N")]
        threads: Option<NonZeroUsize>,
        /// The memory the build may plan for, table included, in MB
        /// (million bytes): layers whose moves would not fit are worked out
        /// without keeping them all, more slowly; the process may hold a
        /// fifth more at its peak (default: no limit; 20 seeds then take
        /// 3.5 GB).
        #[arg(long, value_name = "MB")]
        memory: Option<u64>,
    },
    /// List the tables in the cache and check each one; for each, the
    /// share of positions whose value is a range, by seeds on the board.
    Info,
    /// Print a position's value, settled or a range, then the moves that
    /// keep it; a table of 12 seeds is built first if the cache has none.
    ///
    /// The value is the seeds of the board the player to move wins with
    /// perfect play: `2 (settled)`, or where the repetition rule decides,
    /// the table's estimate and the range it lies in: `1 (a range: 0..2,
    /// repetition decides)`.
    Probe {
        /// The position, as `4 4 4 4 4 4 / 4 4 4 4 4 4 / 0 0 / s`.
        #[arg(value_name = "POSITION")]
        position: String,
        /// Print one JSON object instead: `seeds` (the number), `least`,
        /// `most` and `settled`, and `moves`, the same for each legal move
        /// with its `move` number and whether it `keeps` the value.
        #[arg(long)]
        json: bool,
    },
}

/// Runs the `tablebase` subcommand.
pub fn run(args: &TablebaseArgs, rules: &RulesArgs, out: &mut impl Write) -> anyhow::Result<()> {
    let dir = UserDirs::find()
        .map(|dirs| dirs.tables())
        .ok_or_else(|| anyhow!("no cache directory is known"))?;
    match &args.command {
        TablebaseCommand::Build {
            max_seeds,
            threads,
            memory,
        } => {
            let shape = Shape::new(rules.resolve()?.rules, (*max_seeds).into())?;
            let threads = threads.unwrap_or_else(|| {
                std::thread::available_parallelism().unwrap_or(NonZeroUsize::MIN)
            });
            let memory = memory.map_or(MemoryBudget::UNLIMITED, MemoryBudget::megabytes);
            let (path, seconds) = build(&dir, shape, threads, memory)?;
            let bytes = std::fs::metadata(&path)?.len();
            writeln!(
                out,
                "{}: {}, {} positions, {bytes} bytes, built in {seconds:.1} s",
                path.display(),
                shape.describe(),
                shape.positions()
            )?;
        }
        TablebaseCommand::Info => info(&dir, out)?,
        TablebaseCommand::Probe { position, json } => {
            let answer = probe(&dir, rules.resolve()?.rules, position)?;
            if *json {
                serde_json::to_writer(&mut *out, &ProbeJson::from(&answer))?;
                writeln!(out)?;
            } else {
                print_probe(&answer, out)?;
            }
        }
    }
    Ok(())
}

/// Builds the table for `shape` into `dir`, showing its progress on
/// stderr; returns where it went and the seconds it took.
fn build(
    dir: &Path,
    shape: Shape,
    threads: NonZeroUsize,
    memory: MemoryBudget,
) -> anyhow::Result<(PathBuf, f64)> {
    let path = file::path_in(dir, shape.pits_per_side(), shape.grand_slam());
    let started = Instant::now();
    let bar = std::io::stderr().is_terminal();
    let table = Table::build_within(shape, threads, memory, |seeds, done| {
        let share = done as f64 / shape.positions() as f64;
        let line = format!("{seeds} of {} seeds", shape.max_seeds());
        if bar {
            eprint!("\r{} {line} ", progress_bar(share));
        } else {
            eprintln!("building {}: {line}", path.display());
        }
    });
    if bar {
        eprintln!("\r{} done{:20}", progress_bar(1.0), "");
    }
    file::save(&path, &table)?;
    Ok((path, started.elapsed().as_secs_f64()))
}

/// `[#########...........]  45%`: a share of the positions worked out.
/// The layers grow with the seeds, so the share is of positions, not of
/// layers.
fn progress_bar(share: f64) -> String {
    const WIDTH: usize = 30;
    let filled = ((share * WIDTH as f64) as usize).min(WIDTH);
    format!(
        "[{}{}] {:3.0}%",
        "#".repeat(filled),
        ".".repeat(WIDTH - filled),
        share * 100.0
    )
}

/// One line a table file: what it holds, or what is wrong with it.
fn info(dir: &Path, out: &mut impl Write) -> anyhow::Result<()> {
    let mut paths: Vec<PathBuf> = match std::fs::read_dir(dir) {
        Ok(entries) => entries
            .filter_map(|entry| Some(entry.ok()?.path()))
            .filter(|path| path.extension().is_some_and(|e| e == "wtb"))
            .collect(),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Vec::new(),
        Err(error) => return Err(anyhow!(error).context(format!("cannot list {}", dir.display()))),
    };
    if paths.is_empty() {
        writeln!(out, "no tables in {}", dir.display())?;
    }
    paths.sort();
    for path in paths {
        match file::load(&path) {
            Ok(table) => {
                let bytes = std::fs::metadata(&path)?.len();
                let shape = table.shape();
                writeln!(
                    out,
                    "{}: {}, {} positions, {bytes} bytes",
                    path.display(),
                    shape.describe(),
                    shape.positions()
                )?;
                let shares: Vec<String> = table
                    .ranges_by_layer()
                    .iter()
                    .enumerate()
                    .map(|(seeds, &(ranges, all))| {
                        format!("{seeds}: {:.0}%", 100.0 * ranges as f64 / all as f64)
                    })
                    .collect();
                writeln!(
                    out,
                    "  ranges, by seeds on the board: {}",
                    shares.join(", ")
                )?;
            }
            Err(error) => writeln!(out, "{error}")?,
        }
    }
    Ok(())
}

/// The table's answer for the position `text`. A missing table is built
/// at the size of first use; a damaged or stale one is named on stderr and
/// built again, never read.
fn probe(dir: &Path, rules: Rules, text: &str) -> anyhow::Result<Probe> {
    let diagram: Diagram = text.parse().context("POSITION")?;
    let position = diagram.position(rules).context("POSITION")?;
    let seeds = usize::from(position.seeds_on_board());
    // Refuses a position past any table before building one.
    Shape::new(rules, seeds)?;
    let threads = std::thread::available_parallelism().unwrap_or(NonZeroUsize::MIN);
    let warn = |error: &FileError| eprintln!("wari: {error}; building it again");
    let table = cache::open_or_build(dir, rules, threads, warn)?;
    table.probe(&position).map_err(|error| {
        let seeds = seeds.max(FIRST_USE_SEEDS.into());
        anyhow!("{error}: build a larger one with `wari tablebase build --max-seeds {seeds}`")
    })
}

/// The value with what kind it is, so that an estimate is not taken for
/// a settled value, then the moves that keep it.
fn print_probe(answer: &Probe, out: &mut impl Write) -> std::io::Result<()> {
    let kind = if answer.value.is_exact() {
        "settled".to_owned()
    } else {
        format!("a range: {}, repetition decides", answer.value)
    };
    writeln!(out, "{} ({kind})", answer.seeds)?;
    let keeping: Vec<String> = answer.keeping().map(|m| m.number().to_string()).collect();
    writeln!(out, "{}", keeping.join(" "))
}

/// `probe --json`: the position's value, then each legal move's.
#[derive(serde::Serialize)]
struct ProbeJson {
    #[serde(flatten)]
    value: ValueJson,
    moves: Vec<MoveJson>,
}

/// A value as `probe --json` prints it: the table's one number and the
/// range it stands for, which a script needs to tell an estimate from a
/// settled value.
#[derive(serde::Serialize)]
struct ValueJson {
    seeds: u8,
    least: u8,
    most: u8,
    settled: bool,
}

/// One legal move in `probe --json`: its number, the value it leads to
/// for the mover, and whether it is one of the moves that keep the value.
#[derive(serde::Serialize)]
struct MoveJson {
    #[serde(rename = "move")]
    number: usize,
    #[serde(flatten)]
    value: ValueJson,
    keeps: bool,
}

impl ValueJson {
    fn new(value: Value, seeds: u8) -> ValueJson {
        ValueJson {
            seeds,
            least: value.least(),
            most: value.most(),
            settled: value.is_exact(),
        }
    }
}

impl From<&Probe> for ProbeJson {
    fn from(answer: &Probe) -> ProbeJson {
        let keeping: Vec<_> = answer.keeping().collect();
        let moves = answer
            .moves
            .iter()
            .map(|&(m, value, seeds)| MoveJson {
                number: m.number(),
                value: ValueJson::new(value, seeds),
                keeps: keeping.contains(&m),
            })
            .collect();
        ProbeJson {
            value: ValueJson::new(answer.value, answer.seeds),
            moves,
        }
    }
}
