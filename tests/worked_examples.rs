//! The worked examples of RULES.md 6, one test each, with every expected
//! board worked out by hand from the rules' text.

#[path = "../crates/wari-engine/tests/rules/positions.rs"]
mod positions;

use positions::{game, rows, stores};
use wari::engine::{EndReason, Game, IllegalMove, Move, MoveList, Player, Rules, Stuck};
use wari::variants::Variants;

fn variant(name: &str) -> Rules {
    Variants::builtin()
        .get(name)
        .expect("a shipped variant")
        .rules()
}

/// The labels of the pits a move sowed, in order, e.g. `"F a b c"`.
fn sown(report: &wari::engine::MoveReport, pits_per_side: usize) -> String {
    let labels: Vec<String> = report
        .sown()
        .map(|pit| pit.label(pits_per_side).to_string())
        .collect();
    labels.join(" ")
}

/// Move numbers, for comparing with the engine's lists.
fn numbers(moves: MoveList) -> Vec<usize> {
    moves.into_iter().map(Move::number).collect()
}

#[test]
fn example_1_kids_and_caboodles_south_plays_3_from_the_start() {
    let mut game = Game::new(variant("kids-and-caboodles"), Player::South);
    let report = game.play_number(3).unwrap();
    assert_eq!(rows(game.position()), "4 4 0 5 5 5 | 5 4 4 4 4 4");
    assert_eq!(sown(&report, 6), "D E F a");
    assert!(report.capture().is_empty());
    assert_eq!(game.position().to_move(), Player::North);
}

#[test]
fn example_2_four_seeds_from_e_end_in_norths_third_pit() {
    let mut game = Game::new(variant("warri-society"), Player::South);
    let report = game.play_number(5).unwrap();
    assert_eq!(sown(&report, 6), "F a b c");
    assert_eq!(report.last().label(6), 'c');
    assert_eq!(rows(game.position()), "4 4 4 4 0 5 | 5 5 5 4 4 4");
    assert!(report.capture().is_empty());
}

#[test]
fn example_3_a_three_is_captured_and_the_chain_stops_at_a_five() {
    let start = "4 4 4 5 4 4 | 4 4 2 4 4 4";
    let mut game = game(variant("warri-society"), start, (0, 0), Player::South);
    let report = game.play_number(4).unwrap();
    assert_eq!(sown(&report, 6), "E F a b c");
    let captured: Vec<(char, u16)> = report
        .capture()
        .pits()
        .map(|(p, s)| (p.label(6), s))
        .collect();
    assert_eq!(captured, [('c', 3)]);
    assert_eq!(rows(game.position()), "4 4 4 0 5 5 | 5 5 0 4 4 4");
    assert_eq!(stores(game.position()), (3, 0));
}

#[test]
fn example_4_the_chain_takes_c_b_and_a_seven_seeds() {
    let start = "4 4 4 5 4 4 | 1 1 2 4 4 4";
    let mut game = game(variant("warri-society"), start, (0, 0), Player::South);
    let report = game.play_number(4).unwrap();
    let captured: Vec<(char, u16)> = report
        .capture()
        .pits()
        .map(|(p, s)| (p.label(6), s))
        .collect();
    assert_eq!(captured, [('c', 3), ('b', 2), ('a', 2)]);
    assert_eq!(report.capture().total(), 7);
    assert_eq!(rows(game.position()), "4 4 4 0 5 5 | 0 0 0 4 4 4");
    assert_eq!(stores(game.position()), (7, 0));
}

#[test]
fn example_5_fourteen_seeds_skip_their_own_pit() {
    let start = "4 4 4 4 14 4 | 4 4 4 4 4 4";
    let mut game = game(variant("warri-society"), start, (0, 0), Player::South);
    let report = game.play_number(5).unwrap();
    assert_eq!(sown(&report, 6), "F a b c d e f A B C D F a b");
    assert_eq!(report.last().label(6), 'b');
    assert_eq!(rows(game.position()), "5 5 5 5 0 6 | 6 6 5 5 5 5");
    assert!(report.capture().is_empty());
}

#[test]
fn example_6_only_the_pit_that_feeds_north_is_legal() {
    let start = "1 1 0 0 1 1 | 0 0 0 0 0 0";
    let mut game = game(variant("warri-society"), start, (22, 22), Player::South);
    assert_eq!(numbers(game.legal_moves()), [6]);
    let refused = game.play_number(1).unwrap_err();
    assert!(matches!(
        refused,
        IllegalMove::MustFeed {
            starved: Player::North,
            ..
        }
    ));
    assert_eq!(numbers(refused.legal()), [6]);
    // E holds one seed and stops at F, so it does not feed North either.
    assert!(matches!(
        game.play_number(5),
        Err(IllegalMove::MustFeed { .. })
    ));
    game.play_number(6).unwrap();
    assert_eq!(rows(game.position()), "1 1 0 0 1 0 | 1 0 0 0 0 0");
}

#[test]
fn example_7_no_south_pit_reaches_north_so_south_keeps_its_seeds() {
    // North sows its last seed into A; A then holds 4, which stop at E.
    let start = "3 0 0 0 0 0 | 0 0 0 0 0 1";
    let mut game = game(variant("warri-society"), start, (22, 22), Player::North);
    let report = game.play_number(6).unwrap();
    assert!(report.capture().is_empty());
    let outcome = game.outcome().expect("the game is over");
    assert_eq!(outcome.reason(), EndReason::NoMoves(Stuck::CannotFeed));
    assert_eq!(report.outcome(), Some(outcome));
    assert_eq!(rows(game.position()), "0 0 0 0 0 0 | 0 0 0 0 0 0");
    assert_eq!(stores(game.position()), (26, 22));
    assert_eq!(outcome.winner(), Some(Player::South));
    assert!(game.legal_moves().is_empty());
}

#[test]
fn example_7_holds_when_the_position_is_set_up_that_way() {
    let start = "1 1 0 0 0 0 | 0 0 0 0 0 0";
    let game = game(variant("warri-society"), start, (23, 23), Player::South);
    let outcome = game.outcome().expect("South cannot move");
    assert_eq!(outcome.reason(), EndReason::NoMoves(Stuck::CannotFeed));
    assert_eq!(stores(game.position()), (25, 23));
}

#[test]
fn example_8_seventeen_seeds_capture_in_a_pit_that_was_empty() {
    // The first lap puts one seed in every other pit (11 seeds); the second
    // goes B..F and the 17th lands in a, which now holds 2.
    let start = "17 0 0 0 0 0 | 0 0 0 0 0 0";
    let mut game = game(variant("dutch"), start, (15, 16), Player::South);
    let report = game.play_number(1).unwrap();
    assert_eq!(report.last().label(6), 'a');
    let captured: Vec<(char, u16)> = report
        .capture()
        .pits()
        .map(|(p, s)| (p.label(6), s))
        .collect();
    assert_eq!(captured, [('a', 2)]);
    assert_eq!(rows(game.position()), "0 2 2 2 2 2 | 0 1 1 1 1 1");
    assert_eq!(stores(game.position()), (17, 16));
    assert!(report.grand_slam().is_none());
}
