//! Plays one set of evaluation weights against another at a fixed depth,
//! from every three-ply opening with each side taking South in turn, under
//! the Warri Society rules: how each evaluation term was measured. Both
//! sides read the endgame table from the cache (built there on first use;
//! `WARI_SELFPLAY_TABLE=0` plays without), and two games run at a time.
//!
//! `cargo run --release --example selfplay -- DEPTH CANDIDATE [BASELINE]`
//!
//! DEPTH may also be a time a move, `50ms`. A `q=N` in the weights follows
//! captures N plies past the horizon, and `r=N` searches quiet moves late
//! in the move order N plies shallower first.
//!
//! Weights are written `row_seeds=10,mobility=0,vulnerable=0,lap=0`
//! (missing terms are 0; `stores` alone is the store difference, and
//! `default` the shipped weights; `default,lap=50` changes one of them).
//! Prints the candidate's wins, draws and losses, its seeds for and
//! against, and its score with a 95% confidence interval, in points and
//! in Elo: a change is shown better only when the interval lies above
//! 50%.

use std::cmp::Ordering;
use std::sync::Arc;
use std::time::Duration;

use anyhow::{Context, bail};
use wari::engine::{Game, Player, Rules};
use wari::search::{DEFAULT_QUIESCENCE, DEFAULT_REDUCTION, Goal, Limits, Searcher, Weights};
use wari::tablebase::{Table, cache};

/// A player: evaluation weights and plies of quiescence.
#[derive(Clone, Copy, Debug)]
struct Setup {
    weights: Weights,
    quiescence: u32,
    reduction: u32,
}

impl Setup {
    fn searcher(self, table: &Option<Arc<Table>>) -> Searcher {
        let mut searcher = Searcher::new(16)
            .with_weights(self.weights)
            .with_quiescence(self.quiescence)
            .with_reduction(self.reduction);
        searcher.set_tablebase(table.clone());
        searcher
    }
}

fn parse(text: &str) -> anyhow::Result<Setup> {
    let mut weights = Weights::STORES_ONLY;
    let mut quiescence = 0;
    let mut reduction = 0;
    let text = match text.strip_prefix("default,") {
        Some(rest) => {
            weights = Weights::default();
            quiescence = DEFAULT_QUIESCENCE;
            reduction = DEFAULT_REDUCTION;
            rest
        }
        None => text,
    };
    match text {
        "stores" => {
            return Ok(Setup {
                weights,
                quiescence,
                reduction,
            });
        }
        "default" => {
            return Ok(Setup {
                weights: Weights::default(),
                quiescence: DEFAULT_QUIESCENCE,
                reduction: DEFAULT_REDUCTION,
            });
        }
        _ => {}
    }
    for part in text.split(',') {
        let (name, value) = part.split_once('=').context("expected NAME=VALUE")?;
        let value: i32 = value.parse()?;
        match name {
            "row_seeds" => weights.row_seeds = value,
            "mobility" => weights.mobility = value,
            "vulnerable" => weights.vulnerable = value,
            "lap" => weights.lap = value,
            "q" => quiescence = value.try_into()?,
            "r" => reduction = value.try_into()?,
            _ => bail!("unknown term {name}"),
        }
    }
    Ok(Setup {
        weights,
        quiescence,
        reduction,
    })
}

/// Plays one game; returns the final stores as (candidate, baseline).
fn play(
    opening: [usize; 3],
    candidate_south: bool,
    sides: &mut [Searcher; 2],
    limit: &str,
) -> (u16, u16) {
    let mut game = Game::new(Rules::warri_society(), Player::South);
    for number in opening {
        if game.play_number(number).is_err() {
            break;
        }
    }
    while game.outcome().is_none() {
        let south_to_move = game.position().to_move() == Player::South;
        let side = usize::from(south_to_move != candidate_south);
        let found = sides[side]
            .search(&game, limits(limit), Goal::Win, |_| {})
            .expect("the game goes on");
        game.play(found.best).expect("the search plays legal moves");
        if game.boards_since_capture().len() > 400 {
            game.agree_to_end();
        }
    }
    let stores = game.outcome().expect("over").stores();
    let (south, north) = (stores[Player::South], stores[Player::North]);
    if candidate_south {
        (south, north)
    } else {
        (north, south)
    }
}

/// `8` (plies) or `50ms`.
fn limits(text: &str) -> Limits {
    match text.strip_suffix("ms") {
        Some(ms) => Limits::movetime(std::time::Duration::from_millis(ms.parse().expect("ms"))),
        None => Limits::depth(text.parse().expect("depth")),
    }
}

/// The endgame table the computer player reads, from the cache (built
/// there on first use), unless `WARI_SELFPLAY_TABLE=0`.
fn endgame_table() -> Option<Arc<Table>> {
    if std::env::var("WARI_SELFPLAY_TABLE").is_ok_and(|v| v == "0") {
        return None;
    }
    loop {
        if let Some(table) = cache::shared(Rules::warri_society()) {
            return Some(table);
        }
        std::thread::sleep(Duration::from_millis(200));
    }
}

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let depth = args.first().context("DEPTH")?.clone();
    let candidate = parse(args.get(1).context("CANDIDATE")?)?;
    let baseline = parse(args.get(2).map_or("default", String::as_str))?;
    let table = endgame_table();
    let openings: Vec<[usize; 3]> = (0..216)
        .map(|i| [i / 36 + 1, i / 6 % 6 + 1, i % 6 + 1])
        .collect();
    // Two games at a time, one a core, each thread taking every other
    // opening.
    let workers: Vec<_> = (0..2)
        .map(|worker| {
            let (openings, table, depth) = (openings.clone(), table.clone(), depth.clone());
            std::thread::spawn(move || {
                let mut stores = Vec::new();
                for opening in openings.into_iter().skip(worker).step_by(2) {
                    for candidate_south in [true, false] {
                        let mut sides = [candidate.searcher(&table), baseline.searcher(&table)];
                        stores.push(play(opening, candidate_south, &mut sides, &depth));
                    }
                }
                stores
            })
        })
        .collect();
    let games: Vec<(u16, u16)> = workers
        .into_iter()
        .flat_map(|worker| worker.join().expect("a game panicked"))
        .collect();
    report(&candidate, &baseline, &depth, &games);
    Ok(())
}

/// The candidate's points in one game: 1 for a win, 0.5 for a draw.
fn points((mine, theirs): (u16, u16)) -> f64 {
    match mine.cmp(&theirs) {
        Ordering::Greater => 1.0,
        Ordering::Equal => 0.5,
        Ordering::Less => 0.0,
    }
}

/// Prints the result, and the candidate's score with its 95% confidence
/// interval, in points and in Elo. Each opening is played twice, each side
/// South once, so the interval is taken over the pairs: an opening that
/// favours South gives one win to each and says nothing of who is better.
fn report(candidate: &Setup, baseline: &Setup, depth: &str, games: &[(u16, u16)]) {
    let count = |end: Ordering| games.iter().filter(|(m, t)| m.cmp(t) == end).count();
    let (wins, draws, losses) = (
        count(Ordering::Greater),
        count(Ordering::Equal),
        count(Ordering::Less),
    );
    let (seeds_for, seeds_against) = games.iter().fold((0u32, 0u32), |(a, b), &(m, t)| {
        (a + u32::from(m), b + u32::from(t))
    });
    // Each worker plays an opening's two games one after the other.
    let pairs: Vec<f64> = games
        .chunks(2)
        .map(|pair| pair.iter().map(|&g| points(g)).sum::<f64>() / 2.0)
        .collect();
    let n = pairs.len() as f64;
    let score = pairs.iter().sum::<f64>() / n;
    let variance = pairs.iter().map(|p| (p - score).powi(2)).sum::<f64>() / (n - 1.0);
    let margin = 1.96 * (variance / n).sqrt();
    let elo = |s: f64| -400.0 * (1.0 / s.clamp(0.001, 0.999) - 1.0).log10();
    println!(
        "candidate {candidate:?}\nbaseline  {baseline:?}\n\
         depth {depth}: +{wins} ={draws} -{losses}, seeds {seeds_for}-{seeds_against}\n\
         score {:.1}% ± {:.1} (95%), Elo {:+.0} ({:+.0} to {:+.0})",
        100.0 * score,
        100.0 * margin,
        elo(score),
        elo(score - margin),
        elo(score + margin),
    );
}
