//! `wari tablebase`: build endgame tables into the cache, list them, and
//! read a position's value from one.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{Context, anyhow};
use wari::engine::{Diagram, Rules};
use wari::tablebase::file::{self, FileError};
use wari::tablebase::{Shape, Table};

use super::rules_args::RulesArgs;

/// The seeds a table holds unless told: built in seconds, and it covers
/// the last captures of most games.
const DEFAULT_MAX_SEEDS: u8 = 8;

/// Endgame tables for the variant's board and grand-slam rule.
#[derive(Debug, clap::Args)]
pub struct TablebaseArgs {
    #[command(subcommand)]
    command: TablebaseCommand,
}

#[derive(Debug, clap::Subcommand)]
enum TablebaseCommand {
    /// Build the table and store it in the cache, replacing any older one.
    Build {
        /// The most seeds on the board of a position in the table (at most
        /// 15). Named apart from --seeds, which is the seeds a pit starts
        /// with.
        #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_SEEDS)]
        max_seeds: u8,
    },
    /// List the tables in the cache and check each one; for each, the
    /// share of positions whose value is a range, by seeds on the board.
    Info,
    /// Print a position's value (seeds of the board the player to move
    /// wins; `2..5` when the repetition rule decides within), then the
    /// moves that keep it.
    Probe {
        /// The position, as `4 4 4 4 4 4 / 4 4 4 4 4 4 / 0 0 / s`.
        #[arg(value_name = "POSITION")]
        position: String,
    },
}

/// Runs the `tablebase` subcommand.
pub fn run(args: &TablebaseArgs, rules: &RulesArgs, out: &mut impl Write) -> anyhow::Result<()> {
    let dir = file::default_dir().ok_or_else(|| anyhow!("no cache directory is known"))?;
    match &args.command {
        TablebaseCommand::Build { max_seeds } => {
            let shape = Shape::new(rules.resolve()?.rules, (*max_seeds).into())?;
            let (path, seconds) = build(&dir, shape)?;
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
        TablebaseCommand::Probe { position } => probe(&dir, rules.resolve()?.rules, position, out)?,
    }
    Ok(())
}

/// Builds the table for `shape` into `dir`, telling stderr of each layer;
/// returns where it went and the seconds it took.
fn build(dir: &Path, shape: Shape) -> anyhow::Result<(PathBuf, f64)> {
    let path = file::path_in(dir, shape.pits_per_side(), shape.grand_slam());
    let started = Instant::now();
    let table = Table::build(shape, |seeds| {
        eprintln!(
            "building {}: {seeds} of {} seeds",
            path.display(),
            shape.max_seeds()
        );
    });
    file::save(&path, &table).with_context(|| format!("cannot write {}", path.display()))?;
    Ok((path, started.elapsed().as_secs_f64()))
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

/// Prints the value of the position `text` and the moves that keep it.
/// A damaged or stale table is named on stderr and built again, never
/// read; a missing one is not built unasked.
fn probe(dir: &Path, rules: Rules, text: &str, out: &mut impl Write) -> anyhow::Result<()> {
    let diagram: Diagram = text.parse().context("POSITION")?;
    let position = diagram.position(rules).context("POSITION")?;
    let seeds: usize = position.pits().iter().map(|&s| usize::from(s)).sum();
    // Refuses the majority end and positions past any table at once.
    Shape::new(rules, seeds)?;
    let path = file::path_in(dir, rules.pits_per_side() as u8, rules.grand_slam());
    let table = match file::load(&path) {
        Ok(table) => table,
        Err(FileError::Missing(_)) => {
            return Err(anyhow!(
                "there is no table for {} pits a side and grand slam {} in {}: build one with \
                 `wari tablebase build`",
                rules.pits_per_side(),
                rules.grand_slam(),
                dir.display()
            ));
        }
        Err(error) => {
            eprintln!("wari: {error}; building it again");
            let shape = Shape::new(rules, seeds.max(DEFAULT_MAX_SEEDS.into()))?;
            build(dir, shape)?;
            file::load(&path)?
        }
    };
    let answer = table.probe(&position).map_err(|error| {
        anyhow!("{error}: build a larger one with `wari tablebase build --max-seeds {seeds}`")
    })?;
    writeln!(out, "{}", answer.value)?;
    let keeping: Vec<String> = answer.keeping().map(|m| m.number().to_string()).collect();
    writeln!(out, "{}", keeping.join(" "))?;
    Ok(())
}
