//! Makes the puzzle set from the computer's self-play, the same set for
//! the same seed, and prints it as the puzzle file.
//!
//! `cargo run --release --example make_puzzles -- --seed N [--games N]
//! [--depth PLIES] [--per-grade N] > crates/wari-app/src/puzzles/set.toml`

use anyhow::{Context, bail};
use wari::puzzles::{Budget, generate, to_text};

fn main() -> anyhow::Result<()> {
    let mut seed = None;
    let mut budget = Budget {
        games: 400,
        depth: 7,
        per_grade: 10,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args
            .next()
            .with_context(|| format!("{flag} needs a value"))?;
        let number = || -> anyhow::Result<u64> {
            value
                .parse()
                .with_context(|| format!("{flag}: {value:?} is not a whole number"))
        };
        match flag.as_str() {
            "--seed" => seed = Some(number()?),
            "--games" => budget.games = number()?.try_into()?,
            "--depth" => budget.depth = number()?.clamp(1, 12).try_into()?,
            "--per-grade" => budget.per_grade = number()?.try_into()?,
            _ => bail!("unknown option {flag}; expected --seed, --games, --depth or --per-grade"),
        }
    }
    let seed = seed.context("--seed N is needed, so the set can be made again")?;
    let puzzles = generate(seed, budget);
    print!("{}", to_text(seed, budget, &puzzles));
    eprintln!("{} puzzles", puzzles.len());
    Ok(())
}
