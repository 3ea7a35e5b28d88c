//! The computer player's speed: a fixed-depth search from the start (nodes
//! a second), and how deep it gets from the start in 100 ms, on one core.
//!
//! `cargo bench --bench search`; the 100 ms lines are printed before
//! criterion's own report.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use wari::engine::{Game, Player, Rules};
use wari::search::{Goal, Limits, Searcher};

/// Depth 12 from the start under warri-society: a few hundred thousand
/// nodes, enough to measure and quick enough to repeat.
const DEPTH: u32 = 12;

fn fixed_depth(c: &mut Criterion) {
    let game = Game::new(Rules::warri_society(), Player::South);
    // A small table, so that clearing it costs little of each iteration.
    let mut searcher = Searcher::new(4);
    let nodes = searcher
        .search(&game, Limits::depth(DEPTH), Goal::Win, |_| {})
        .expect("the start has moves")
        .nodes;
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    group.throughput(Throughput::Elements(nodes));
    group.bench_function(format!("depth {DEPTH} from the start"), |b| {
        b.iter(|| {
            searcher.clear();
            let found = searcher.search(black_box(&game), Limits::depth(DEPTH), Goal::Win, |_| {});
            let found = found.expect("the start has moves");
            // Cleared first, the search is repeatable: the same tree each time.
            assert_eq!((found.depth, found.nodes), (DEPTH, nodes));
        });
    });
    group.finish();
}

/// Not a criterion measurement: what a player gets in 100 ms from the start
/// under each shipped rule set, printed once.
fn hundred_milliseconds(_: &mut Criterion) {
    for (name, rules) in [
        ("kids-and-caboodles", Rules::kids_and_caboodles()),
        ("warri-society", Rules::warri_society()),
    ] {
        let game = Game::new(rules, Player::South);
        let mut searcher = Searcher::new(64);
        let found = searcher
            .search(
                &game,
                Limits::movetime(Duration::from_millis(100)),
                Goal::Win,
                |_| {},
            )
            .expect("the start has moves");
        assert!(found.depth >= 2 && found.elapsed < Duration::from_millis(150));
        println!(
            "{name}: 100 ms from the start reached depth {} ({} nodes, {} nodes/s)",
            found.depth,
            found.nodes,
            found.nps()
        );
    }
}

criterion_group!(benches, hundred_milliseconds, fixed_depth);
criterion_main!(benches);
