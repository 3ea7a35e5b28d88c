//! Each `grand_slam` value of RULES.md 2.4 on a position built for it.
//!
//! South's F (2 seeds) sows a and b, making 2 and 3: the chain would take
//! every seed on North's row, 5 in all. South's A (1 seed) is the other move.

use crate::positions::{game, rows, stores};
use wari_engine::{EndReason, GrandSlam, GrandSlamEffect, IllegalMove, Move, Player, Rules, Stuck};

const WITH_ANOTHER_MOVE: &str = "1 0 0 0 0 2 | 1 2 0 0 0 0";
const ONLY_THE_SLAM: &str = "0 0 0 0 0 2 | 1 2 0 0 0 0";

/// Majority off, so the capture's size does not end the game by itself.
fn rules(grand_slam: GrandSlam) -> Rules {
    Rules::new(6, 4, grand_slam, false).unwrap()
}

fn legal(game: &wari_engine::Game) -> Vec<usize> {
    game.legal_moves().into_iter().map(Move::number).collect()
}

#[test]
fn capture_takes_the_whole_row_and_north_cannot_move() {
    let mut game = game(
        rules(GrandSlam::Capture),
        WITH_ANOTHER_MOVE,
        (10, 10),
        Player::South,
    );
    assert_eq!(legal(&game), [1, 6]);
    let report = game.play_number(6).unwrap();
    assert_eq!(report.grand_slam(), Some(GrandSlamEffect::Captured));
    assert_eq!(report.capture().total(), 5);
    // North's row is empty and North is to move: the game ends and South's
    // one seed left in A goes to South.
    assert_eq!(
        game.outcome().unwrap().reason(),
        EndReason::NoMoves(Stuck::EmptyRow)
    );
    assert_eq!(stores(game.position()), (16, 10));
}

#[test]
fn no_capture_lets_the_sowing_stand_and_takes_nothing() {
    let mut game = game(
        rules(GrandSlam::NoCapture),
        WITH_ANOTHER_MOVE,
        (10, 10),
        Player::South,
    );
    assert_eq!(legal(&game), [1, 6]);
    let report = game.play_number(6).unwrap();
    assert_eq!(report.grand_slam(), Some(GrandSlamEffect::CapturedNothing));
    assert!(report.capture().is_empty());
    assert_eq!(rows(game.position()), "1 0 0 0 0 0 | 2 3 0 0 0 0");
    assert_eq!(stores(game.position()), (10, 10));
    assert!(game.outcome().is_none());
}

#[test]
fn forbidden_values_refuse_the_slam_while_another_move_exists() {
    for grand_slam in [GrandSlam::ForbiddenUnlessOnlyMove, GrandSlam::Forbidden] {
        let mut game = game(
            rules(grand_slam),
            WITH_ANOTHER_MOVE,
            (10, 10),
            Player::South,
        );
        assert_eq!(legal(&game), [1], "{grand_slam}");
        let refused = game.play_number(6).unwrap_err();
        assert!(
            matches!(
                refused,
                IllegalMove::GrandSlamForbidden {
                    victim: Player::North,
                    ..
                }
            ),
            "{grand_slam}: {refused:?}"
        );
        assert_eq!(
            refused.to_string(),
            "pit 6 would take all of North's seeds; legal moves: 1"
        );
        assert_eq!(
            rows(game.position()),
            WITH_ANOTHER_MOVE,
            "untouched after a refusal"
        );
    }
}

#[test]
fn forbidden_unless_only_move_captures_when_it_is_the_only_move() {
    let mut game = game(
        rules(GrandSlam::ForbiddenUnlessOnlyMove),
        ONLY_THE_SLAM,
        (10, 10),
        Player::South,
    );
    assert_eq!(legal(&game), [6]);
    let report = game.play_number(6).unwrap();
    assert_eq!(report.grand_slam(), Some(GrandSlamEffect::Captured));
    assert_eq!(stores(game.position()), (15, 10));
}

#[test]
fn forbidden_takes_nothing_when_it_is_the_only_move() {
    let mut game = game(
        rules(GrandSlam::Forbidden),
        ONLY_THE_SLAM,
        (10, 10),
        Player::South,
    );
    assert_eq!(legal(&game), [6]);
    let report = game.play_number(6).unwrap();
    assert_eq!(report.grand_slam(), Some(GrandSlamEffect::CapturedNothing));
    // North's 2 and 3 in a and b cannot reach South's empty row, so North
    // has no move: the game ends and North's row goes to North.
    assert_eq!(
        game.outcome().unwrap().reason(),
        EndReason::NoMoves(Stuck::CannotFeed)
    );
    assert_eq!(stores(game.position()), (10, 15));
}

#[test]
fn a_capture_that_leaves_a_seed_on_the_row_is_no_grand_slam() {
    // The same capture with one seed in North's f: an ordinary capture under
    // every value.
    for grand_slam in GrandSlam::ALL {
        let start = "1 0 0 0 0 2 | 1 2 0 0 0 1";
        let mut game = game(rules(grand_slam), start, (10, 10), Player::South);
        let report = game.play_number(6).unwrap();
        assert_eq!(report.grand_slam(), None, "{grand_slam}");
        assert_eq!(report.capture().total(), 5, "{grand_slam}");
        assert_eq!(rows(game.position()), "1 0 0 0 0 0 | 0 0 0 0 0 1");
    }
}
