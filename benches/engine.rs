//! The engine's speed: perft 11 from the start (RULES.md 7 gives 91,558,687
//! sequences) on one core and on every core, and random playouts from the
//! start, on one core.
//!
//! `cargo bench --bench engine`; criterion reports the time per iteration,
//! and the throughput line gives sequences (or playouts) a second.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::num::NonZeroUsize;

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use wari::engine::{Game, Player, Rules, divide, perft};

const PERFT_11: u64 = 91_558_687;

fn perft_11(c: &mut Criterion) {
    let game = Game::new(Rules::warri_society(), Player::South);
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    group.throughput(Throughput::Elements(PERFT_11));
    group.bench_function("11 from the start", |b| {
        b.iter(|| assert_eq!(perft(black_box(&game), 11), PERFT_11));
    });
    let cores = std::thread::available_parallelism().unwrap_or(NonZeroUsize::MIN);
    group.bench_function(format!("11 from the start on {cores} threads"), |b| {
        b.iter(|| {
            let split = divide(black_box(&game), 11, cores);
            assert_eq!(split.iter().map(|&(_, n)| n).sum::<u64>(), PERFT_11);
        });
    });
    group.finish();
}

/// One random game from the start to its end, through [`Game`] so that the
/// repetition rule is kept as in real play; returns the plies played.
fn playout(rules: Rules, rng: &mut SmallRng) -> usize {
    let mut game = Game::new(rules, Player::South);
    let mut plies = 0;
    loop {
        let legal = game.legal_moves();
        if legal.is_empty() {
            return plies;
        }
        let m = legal.as_slice()[rng.random_range(0..legal.len())];
        game.play(m).expect("a legal move");
        plies += 1;
    }
}

fn playouts(c: &mut Criterion) {
    const GAMES: u64 = 1_000;
    let mut group = c.benchmark_group("random playouts");
    group.throughput(Throughput::Elements(GAMES));
    for (name, rules) in [
        ("kids-and-caboodles", Rules::kids_and_caboodles()),
        ("warri-society", Rules::warri_society()),
    ] {
        // A fast seeded generator: the playouts need speed, not quality.
        let mut rng = SmallRng::seed_from_u64(1);
        group.bench_function(name, |b| {
            b.iter(|| (0..GAMES).map(|_| playout(rules, &mut rng)).sum::<usize>());
        });
    }
    group.finish();
}

criterion_group!(benches, perft_11, playouts);
criterion_main!(benches);
