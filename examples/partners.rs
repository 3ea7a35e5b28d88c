//! Two computer partners in Win-Win Wari, played through the app as a
//! demo is: how often they finish level, and how long they take. Each game
//! opens with random moves (a seeded generator, so runs repeat), then both
//! sides search to a fixed depth, as the hard level would in its second.
//!
//! `cargo run --release --example partners -- [GAMES] [DEPTH] [OPENING]`
//! (defaults 20 games, depth 8, 4 random plies), under kids-and-caboodles.
//! Prints each game's length in plies, how it ended and the final stores,
//! then the share that ended level and the mean and median length.

use anyhow::Context;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use wari::app::{Action, App, Found, SearchAnswer, Setup, update};
use wari::engine::{ByPlayer, Player, Rules};
use wari::look::Look;
use wari::search::{Level, Searcher};
use wari::setup::{Mode, Seat};

/// A game longer than this is stopped and counted as not level: none
/// should come near it, since repetition ends a shuffle.
const MAX_PLIES: usize = 5000;

fn main() -> anyhow::Result<()> {
    let arg = |at: usize, default: usize| -> anyhow::Result<usize> {
        std::env::args()
            .nth(at)
            .map_or(Ok(default), |a| a.parse().context("a whole number"))
    };
    let (games, depth, opening) = (arg(1, 20)?, arg(2, 8)?, arg(3, 4)?);
    let mut lengths = Vec::new();
    let mut level = 0;
    for game in 0..games {
        let (plies, stores, how) = play(game as u64, depth as u32, opening);
        match stores {
            Some(stores) => println!("game {game}: {plies} plies, {how}, stores {stores:?}"),
            None => println!("game {game}: still going after {plies} plies"),
        }
        level += usize::from(stores.is_some_and(|(south, north)| south == north));
        lengths.push(plies);
    }
    lengths.sort_unstable();
    let mean = lengths.iter().sum::<usize>() as f64 / games.max(1) as f64;
    println!(
        "{level}/{games} level; plies: mean {mean:.0}, median {}, longest {}",
        lengths.get(games / 2).unwrap_or(&0),
        lengths.last().unwrap_or(&0)
    );
    Ok(())
}

/// One game: its plies, the final stores (none if it was stopped) and why
/// it ended.
fn play(seed: u64, depth: u32, opening: usize) -> (usize, Option<(u16, u16)>, String) {
    let mut setup = Setup::new("kids-and-caboodles", Rules::kids_and_caboodles());
    setup.seats = ByPlayer::new(
        Seat::computer("South", Level::Hard),
        Seat::computer("North", Level::Hard),
    );
    setup.mode = Mode::WinWin;
    setup.seed_step = std::time::Duration::ZERO;
    let mut app = App::new(setup, Look::default(), seed);
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut searcher = Searcher::new(16);
    let mut plies = 0;
    while let Some(mut request) = app.search_request() {
        let answer = if plies < opening {
            let legal: Vec<_> = app.game().legal_moves().iter().collect();
            let m = legal[rng.random_range(0..legal.len())];
            Action::Searched(SearchAnswer {
                ticket: request.ticket,
                found: Found::Move(m),
            })
        } else {
            request.depth = Some(depth);
            request.run(&mut searcher, None)
        };
        update(&mut app, answer);
        plies += 1;
        if plies >= MAX_PLIES {
            break;
        }
    }
    match app.game().outcome() {
        Some(outcome) => {
            let stores = outcome.stores();
            let how = format!("{:?}", outcome.reason());
            (
                plies,
                Some((stores[Player::South], stores[Player::North])),
                how,
            )
        }
        None => (plies, None, "stopped".to_owned()),
    }
}
