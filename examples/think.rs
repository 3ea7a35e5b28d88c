//! Searches the start of a variant and prints each depth: a quick look at
//! the search's speed and depth.
//!
//! `cargo run --release --example think -- [MILLISECONDS] [VARIANT]`

use std::time::Duration;

use wari::engine::{Game, Player};
use wari::search::{Goal, Limits, Searcher};
use wari::variants::Variants;

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let millis: u64 = args.next().map_or(Ok(1000), |a| a.parse())?;
    let variants = Variants::builtin();
    let variant = match args.next() {
        Some(name) => variants.get(&name)?.clone(),
        None => variants.default_variant().clone(),
    };
    let game = Game::new(variant.rules(), Player::South);
    let mut searcher = Searcher::new(64);
    let limits = Limits::movetime(Duration::from_millis(millis));
    searcher.search(&game, limits, Goal::Win, |r| {
        let pv: Vec<String> = r.pv.iter().map(|m| m.to_string()).collect();
        println!(
            "depth {:2} score {:>8} nodes {:>10} nps {:>9} time {:>6.3}s pv {}",
            r.depth,
            r.score.to_string(),
            r.nodes,
            r.nps(),
            r.elapsed.as_secs_f64(),
            pv.join(" ")
        );
    });
    Ok(())
}
