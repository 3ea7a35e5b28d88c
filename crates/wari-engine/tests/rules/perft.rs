//! Perft from the start against the counts RULES.md 7 gives, which were
//! counted through OpenSpiel: a check of move generation from outside.

use wari_engine::{EndReason, Game, GrandSlam, Player, Rules, perft};

/// The (depth, count) pairs of `tests/data/perft.txt` up to `max_depth`.
fn expected(max_depth: u32) -> Vec<(u32, u64)> {
    include_str!("../data/perft.txt")
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

#[test]
fn divide_on_several_threads_adds_up_to_perft_below_each_first_move() {
    use std::num::NonZeroUsize;
    use wari_engine::divide;
    let game = Game::new(Rules::default(), Player::South);
    for (depth, count) in expected(7) {
        for threads in [1, 2, 3] {
            let threads = NonZeroUsize::new(threads).unwrap();
            let split = divide(&game, depth, threads);
            assert_eq!(split.len(), 6, "six first moves");
            assert_eq!(split.iter().map(|&(_, n)| n).sum::<u64>(), count);
            for (m, n) in split {
                let mut child = game.clone();
                child.play(m).unwrap();
                assert_eq!(n, perft(&child, depth - 1), "depth {depth}, move {m}");
            }
        }
    }
}

/// Perft by playing every sequence through [`Game`], which applies every
/// end rule as a game does: what perft must agree with wherever games end
/// within its depth.
fn perft_through_the_game(game: &Game, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    game.legal_moves()
        .iter()
        .map(|m| {
            let mut child = game.clone();
            child.play(m).expect("a legal move");
            perft_through_the_game(&child, depth - 1)
        })
        .sum()
}

/// On small boards with few seeds games end early, by repetition and by a
/// player left without a move, and some sequences go on past an earlier
/// position of the game itself: perft, on one thread or several, must stop
/// every sequence where the game would end.
#[test]
fn perft_stops_where_a_game_ends_repetition_included() {
    use std::num::NonZeroUsize;
    use wari_engine::{ByPlayer, Position, divide};
    let mut repeated = 0;
    for grand_slam in GrandSlam::ALL {
        for (pits, seeds) in [(2, 1), (3, 1), (2, 2), (3, 2)] {
            let rules = Rules::new(pits, seeds, grand_slam, false).unwrap();
            let mut game = Game::new(rules, Player::South);
            repeated += repetitions_within(&game, 10);
            for depth in 0..=10 {
                let expected = perft_through_the_game(&game, depth);
                assert_eq!(
                    perft(&game, depth),
                    expected,
                    "{pits}x{seeds} depth {depth}"
                );
                if depth > 0 {
                    let two = NonZeroUsize::new(2).unwrap();
                    let split: u64 = divide(&game, depth, two).iter().map(|&(_, n)| n).sum();
                    assert_eq!(expected, split, "{pits}x{seeds} depth {depth}, divided");
                }
            }
            // From a board the game has seen before: its history counts.
            if let Some(m) = game.legal_moves().iter().next() {
                game.play(m).unwrap();
                for depth in 1..=8 {
                    assert_eq!(perft(&game, depth), perft_through_the_game(&game, depth));
                }
            }
            let uneven = Position::from_parts(
                rules,
                &[vec![1; usize::from(pits)], vec![0; usize::from(pits)]].concat(),
                ByPlayer::default(),
                Player::South,
            )
            .unwrap();
            let game = Game::from_position(uneven);
            for depth in 1..=8 {
                assert_eq!(perft(&game, depth), perft_through_the_game(&game, depth));
            }
        }
    }
    assert!(repeated > 0, "no sequence above ends by repetition");
}

/// How many of the sequences of up to `depth` plies from `game` end by
/// repetition.
fn repetitions_within(game: &Game, depth: u32) -> u32 {
    if game.outcome().map(|o| o.reason()) == Some(EndReason::Repetition) {
        return 1;
    }
    if depth == 0 {
        return 0;
    }
    game.legal_moves()
        .iter()
        .map(|m| {
            let mut child = game.clone();
            child.play(m).expect("a legal move");
            repetitions_within(&child, depth - 1)
        })
        .sum()
}
