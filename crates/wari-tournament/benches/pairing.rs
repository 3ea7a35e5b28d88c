//! How long a Swiss round of a big field takes to pair: 300 players in
//! round 1 (one score group) and in round 6 (after five rounds of random
//! results, with many score groups and rematches to avoid), and the first
//! round of 1,000, the most a classroom serves, which the teacher's Enter
//! waits for.
//!
//! `cargo bench -p wari-tournament --bench pairing`

use std::hint::black_box;

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use wari_tournament::{GameResult, Tournament};

const PLAYERS: u32 = 300;
/// The biggest field, a classroom at its most sessions.
const MOST_PLAYERS: u32 = 1000;

/// SplitMix64, so every run benches the same tournament.
fn results(mut state: u64) -> impl FnMut() -> GameResult {
    move || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        match (z ^ (z >> 31)) % 5 {
            0 | 1 => GameResult::SouthWins,
            2 | 3 => GameResult::NorthWins,
            _ => GameResult::Draw,
        }
    }
}

/// A Swiss tournament of `players` with `played` rounds decided.
fn after(players: u32, played: usize) -> Tournament<u32> {
    let mut cup = Tournament::swiss((0..players).collect(), played + 1).expect("a field");
    let mut result = results(2024);
    for _ in 0..played {
        let round = cup.pair_next_round().expect("rounds left").clone();
        for pairing in round.pairings() {
            cup.record(pairing, result()).expect("a game of the round");
        }
    }
    cup
}

fn pair_300(c: &mut Criterion) {
    let mut group = c.benchmark_group("swiss 300 players");
    group.sample_size(20);
    for played in [0, 5] {
        let cup = after(PLAYERS, played);
        group.bench_function(format!("round {}", played + 1), |b| {
            b.iter_batched(
                || cup.clone(),
                |mut cup| black_box(cup.pair_next_round().map(|r| r.games().len()).ok()),
                BatchSize::LargeInput,
            );
        });
    }
    group.finish();
}

fn pair_1000(c: &mut Criterion) {
    let mut group = c.benchmark_group("swiss 1,000 players");
    group.sample_size(20);
    let cup = after(MOST_PLAYERS, 0);
    group.bench_function("round 1", |b| {
        b.iter_batched(
            || cup.clone(),
            |mut cup| black_box(cup.pair_next_round().map(|r| r.games().len()).ok()),
            BatchSize::LargeInput,
        );
    });
    group.finish();
}

criterion_group!(benches, pair_300, pair_1000);
criterion_main!(benches);
