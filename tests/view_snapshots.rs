//! Snapshots of the screen drawn into ratatui's TestBackend. Each one was
//! read by eye before it was accepted: the board's orientation, the labels
//! and keys, the narration, and what each overlay says.

mod common;

use std::time::Duration;

use common::{app, capture_under_way, picks, press, setup, terminal, think};
use insta::assert_snapshot;
use wari::app::{Action, App, Look, Mode};
use wari::engine::Rules;
use wari::search::Searcher;

#[test]
fn start_at_80x24() {
    assert_snapshot!(terminal(&app(Mode::Sorry), 80, 24).backend());
}

#[test]
fn start_in_ascii() {
    let app = App::new(
        setup(Mode::Sorry),
        Look {
            ascii: true,
            no_color: true,
        },
        7,
    );
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

/// Kofi's c has just taken 2 from Ama's C and 2 from B.
fn after_a_capture() -> App {
    let mut app = app(Mode::Sorry);
    picks(&mut app, &[2, 1, 3, 5, 4, 3]);
    app
}

#[test]
fn mid_game_just_after_a_capture() {
    assert_snapshot!(terminal(&after_a_capture(), 80, 24).backend());
}

#[test]
fn a_capture_flashing_at_the_end_of_its_animation() {
    let mut app = capture_under_way();
    // Six seeds fall in 600 ms; then C and B flash.
    press(&mut app, &[Action::Tick(Duration::from_millis(650))]);
    assert!(app.animation().is_some_and(|a| a.flashing()));
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn a_wide_screen_has_larger_pits_and_the_move_list() {
    assert_snapshot!(terminal(&after_a_capture(), 200, 60).backend());
}

#[test]
fn a_hint() {
    let mut app = app(Mode::Sorry);
    picks(&mut app, &[2, 1, 3, 5, 4]);
    press(&mut app, &[Action::Hint]);
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn a_hint_the_search_overturns_wraps_onto_the_meters_line() {
    // D e B f: the rule of thumb's A takes nothing; the search's B sets up
    // a capture (tests/computer_play.rs works it out by hand).
    let mut app = app(Mode::Sorry);
    picks(&mut app, &[4, 5, 2, 6]);
    press(&mut app, &[Action::Hint]);
    think(&mut app, &mut Searcher::new(1), 6);
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn the_hint_and_cursor_styles() {
    let mut app = app(Mode::Sorry);
    picks(&mut app, &[2, 1, 3, 5, 4]);
    press(&mut app, &[Action::Hint]);
    let terminal = terminal(&app, 80, 24);
    assert_snapshot!(format!("{:?}", terminal.backend().buffer()));
}

#[test]
fn the_help() {
    let mut app = app(Mode::WinWin);
    press(&mut app, &[Action::Help]);
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn a_terminal_too_small_says_how_big_it_must_be() {
    assert_snapshot!(terminal(&app(Mode::Sorry), 50, 12).backend());
}

#[test]
fn sorry_end_screen() {
    let mut app = app(Mode::Sorry);
    picks(&mut app, &[3]);
    press(&mut app, &[Action::ProposeEnd, Action::Yes]);
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

/// Two pits of one seed: the game ends 2-2 after two moves (see the
/// update tests).
fn tiny_game_over(mode: Mode) -> App {
    let mut setup = setup(mode);
    setup.rules = Rules::kids_and_caboodles()
        .with_pits_per_side(2)
        .and_then(|r| r.with_seeds_per_pit(1))
        .expect("a small board is allowed");
    let mut app = App::new(setup, Look::default(), 7);
    picks(&mut app, &[2, 2]);
    app
}

#[test]
fn win_win_end_screen() {
    assert_snapshot!(terminal(&tiny_game_over(Mode::WinWin), 80, 24).backend());
}

#[test]
fn hurry_end_screen() {
    let mut app = app(Mode::Hurry { coop: false });
    picks(&mut app, &[3, 1]);
    press(&mut app, &[Action::ProposeEnd, Action::Yes]);
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn hurry_together_shows_the_countdown_and_the_balance() {
    let mut app = app(Mode::Hurry { coop: true });
    picks(&mut app, &[2, 1, 3, 5, 4, 3]);
    press(&mut app, &[Action::Tick(Duration::from_millis(2000))]);
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn the_agreement_question() {
    let mut app = app(Mode::Sorry);
    picks(&mut app, &[3]);
    press(&mut app, &[Action::ProposeEnd]);
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn the_help_scrolled_to_its_end_shows_the_keys() {
    let mut app = app(Mode::Hurry { coop: false });
    press(&mut app, &[Action::Help]);
    press(&mut app, &vec![Action::Down; 40]);
    assert_snapshot!(terminal(&app, 80, 24).backend());
}
