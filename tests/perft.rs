//! Perft from the start against the counts RULES.md 7 gives, which were
//! counted through OpenSpiel: a check of move generation from outside.

use wari::engine::{Game, GrandSlam, Player, Rules, perft};

/// The (depth, count) pairs of `tests/data/perft.txt` up to `max_depth`.
fn expected(max_depth: u32) -> Vec<(u32, u64)> {
    include_str!("data/perft.txt")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let (depth, count) = line.split_once(' ').expect("depth count");
            (depth.parse().expect("depth"), count.parse().expect("count"))
        })
        .filter(|&(depth, _)| depth <= max_depth)
        .collect()
}

#[test]
fn perft_from_the_start_matches_openspiel_under_every_grand_slam_rule() {
    for grand_slam in GrandSlam::ALL {
        for majority_ends in [false, true] {
            let rules = Rules::new(6, 4, grand_slam, majority_ends).unwrap();
            let game = Game::new(rules, Player::South);
            for (depth, count) in expected(9) {
                assert_eq!(
                    perft(&game, depth),
                    count,
                    "depth {depth}, grand_slam {grand_slam}, majority_ends {majority_ends}"
                );
            }
        }
    }
}

#[test]
fn perft_is_the_same_when_north_starts() {
    let game = Game::new(Rules::default(), Player::North);
    for (depth, count) in expected(7) {
        assert_eq!(perft(&game, depth), count, "depth {depth}");
    }
}
