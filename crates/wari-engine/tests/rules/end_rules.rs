//! Each end rule of RULES.md 3 on a position built for it, with the stores
//! the result is read from worked out by hand.

use crate::positions::{game, rows, stores};
use wari_engine::{EndReason, Game, GrandSlam, Player, Rules};

fn rules(grand_slam: GrandSlam, majority_ends: bool) -> Rules {
    Rules::new(6, 4, grand_slam, majority_ends).unwrap()
}

/// South's F sows into a, making 2: South captures 2 and reaches 25 of 48.
const TWENTY_FIVE: &str = "3 3 3 0 0 1 | 1 3 3 3 0 0";

#[test]
fn majority_ends_the_game_and_leaves_the_board() {
    let mut game = game(
        rules(GrandSlam::NoCapture, true),
        TWENTY_FIVE,
        (23, 5),
        Player::South,
    );
    game.play_number(6).unwrap();
    let outcome = game.outcome().expect("25 of 48 ends the game");
    assert_eq!(outcome.reason(), EndReason::Majority);
    assert_eq!(outcome.winner(), Some(Player::South));
    assert_eq!(rows(game.position()), "3 3 3 0 0 0 | 0 3 3 3 0 0");
    assert_eq!(stores(game.position()), (25, 5));
}

#[test]
fn without_the_majority_rule_play_goes_on() {
    let mut game = game(
        rules(GrandSlam::NoCapture, false),
        TWENTY_FIVE,
        (23, 5),
        Player::South,
    );
    game.play_number(6).unwrap();
    assert!(game.outcome().is_none());
    assert_eq!(game.position().to_move(), Player::North);
}

#[test]
fn exactly_half_each_is_a_drawn_split() {
    // South's last seed makes 2 in a, the only seeds left on the board.
    let start = "0 0 0 0 0 1 | 1 0 0 0 0 0";
    let mut game = game(
        rules(GrandSlam::Capture, true),
        start,
        (22, 24),
        Player::South,
    );
    game.play_number(6).unwrap();
    let outcome = game.outcome().expect("24-24 ends the game");
    assert_eq!(outcome.reason(), EndReason::Split);
    assert_eq!(outcome.winner(), None);
    assert_eq!(stores(game.position()), (24, 24));
}

#[test]
fn a_board_repeated_since_the_last_capture_ends_the_game() {
    // Two pits a side: A B | a b, sown A -> B -> a -> b -> A.
    let rules = Rules::new(2, 1, GrandSlam::NoCapture, true).unwrap();
    let mut game = game(rules, "1 0 | 1 0", (10, 12), Player::South);
    for number in [1, 1, 2] {
        game.play_number(number).unwrap();
        assert!(game.outcome().is_none(), "not yet repeated");
    }
    assert_eq!(rows(game.position()), "0 0 | 1 1");
    // North's b sows into A: "1 0 | 1 0" with South to move, as at the start.
    let report = game.play_number(2).unwrap();
    assert!(report.capture().is_empty());
    let outcome = game.outcome().expect("the board came again");
    assert_eq!(outcome.reason(), EndReason::Repetition);
    assert_eq!(
        stores(game.position()),
        (11, 13),
        "each row goes to its owner"
    );
    assert_eq!(outcome.winner(), Some(Player::North));
}

#[test]
fn the_same_board_with_the_other_player_to_move_is_no_repetition() {
    let rules = Rules::new(2, 1, GrandSlam::NoCapture, true).unwrap();
    let mut game = game(rules, "1 0 | 1 0", (10, 12), Player::South);
    game.play_number(1).unwrap();
    let before = game.boards_since_capture().len();
    game.play_number(1).unwrap();
    assert!(game.outcome().is_none());
    assert_eq!(game.boards_since_capture().len(), before + 1);
}

#[test]
fn a_capture_forgets_the_boards_before_it() {
    // North's e sows f A B C without capturing; then South's D makes 3 in c.
    let start = "4 4 4 5 4 4 | 4 4 2 4 4 4";
    let mut game = game(
        rules(GrandSlam::NoCapture, true),
        start,
        (0, 0),
        Player::North,
    );
    game.play_number(5).unwrap();
    assert_eq!(game.boards_since_capture().len(), 2);
    let report = game.play_number(4).unwrap();
    assert_eq!(report.capture().total(), 3);
    assert_eq!(game.boards_since_capture(), [*game.position().board()]);
}

#[test]
fn agreeing_to_end_gives_each_row_to_its_owner() {
    let mut game = Game::new(
        rules(GrandSlam::ForbiddenUnlessOnlyMove, false),
        Player::South,
    );
    game.play_number(3).unwrap();
    let outcome = game.agree_to_end();
    assert_eq!(outcome.reason(), EndReason::Agreement);
    // South's row held 4 4 0 5 5 5 = 23, North's 5 4 4 4 4 4 = 25.
    assert_eq!(stores(game.position()), (23, 25));
    assert_eq!(outcome.winner(), Some(Player::North));
    assert!(game.legal_moves().is_empty());
    assert!(game.play_number(1).is_err());
}
