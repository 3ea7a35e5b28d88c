//! The app driven by actions alone, as the keymap makes them, with no
//! terminal: every key the board knows, the refusals, undo and redo, the
//! agreement, and each mode's end. Expected boards are worked by hand from
//! RULES.md.

mod common;

use std::time::Duration;

use common::{app, capture_under_way, picks, press, screen_text, setup};
use wari::app::{Action, App, Effect, Question, update};
use wari::engine::{EndReason, Player, Rules, Stuck};
use wari::look::Look;
use wari::setup::Mode;

const START: [u16; 12] = [4; 12];

fn pits(app: &App) -> Vec<u16> {
    app.game().position().pits().to_vec()
}

fn message(app: &App) -> String {
    app.message().map(|m| m.text.clone()).unwrap_or_default()
}

#[test]
fn a_digit_sows_that_pit_of_the_mover() {
    // RULES.md 6.1: from the start, South plays move 3.
    let mut app = app(Mode::Sorry);
    press(&mut app, &[Action::Pick(3)]);
    assert_eq!(pits(&app), [4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4]);
    assert_eq!(app.game().position().to_move(), Player::North);
    assert_eq!(
        app.narration().as_deref(),
        Some("Ama sowed 4 seeds from C. The last seed fell in Kofi's a: nothing captured.")
    );
}

#[test]
fn arrows_move_the_cursor_along_the_screen_and_enter_sows() {
    let mut app = app(Mode::Sorry);
    assert_eq!(app.cursor().number(), 1);
    press(&mut app, &[Action::Right, Action::Right, Action::Sow]);
    assert_eq!(pits(&app), [4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4]);
    // North's row runs right to left on the screen: from a, "left" is b and
    // "right" wraps round to f.
    assert_eq!(app.cursor().number(), 1);
    press(&mut app, &[Action::Left]);
    assert_eq!(app.cursor().number(), 2);
    press(&mut app, &[Action::Right, Action::Right]);
    assert_eq!(app.cursor().number(), 6);
}

#[test]
fn the_narration_names_every_pit_a_capture_takes() {
    // Worked by hand: after B a C e D, North's c (6 seeds) ends in South's
    // C making 2, and B before it holds 2 as well.
    let mut app = app(Mode::Sorry);
    picks(&mut app, &[2, 1, 3, 5, 4, 3]);
    assert_eq!(pits(&app), [6, 0, 0, 0, 7, 7, 2, 7, 0, 7, 2, 6]);
    assert_eq!(app.game().position().stores().north(), 4);
    assert_eq!(
        app.narration().as_deref(),
        Some(
            "Kofi sowed 6 seeds from c. The last seed made 2 in Ama's C: Kofi takes 2, and 2 more from B."
        )
    );
}

#[test]
fn an_empty_pit_says_which_pits_can_be_played() {
    let mut app = app(Mode::Sorry);
    picks(&mut app, &[3, 1, 3]);
    assert_eq!(message(&app), "C is empty: play A, B, D, E or F.");
    assert_eq!(app.game().position().to_move(), Player::South);
}

#[test]
fn a_pit_that_does_not_feed_a_starved_row_says_which_pits_do() {
    // Found by random play, checked by hand: South [1 1 3 0 2 2], North's
    // row empty. Only E (2 seeds, 2 to go) and F reach North's row.
    let mut app = app(Mode::Sorry);
    picks(&mut app, &FEED_MOVES);
    assert_eq!(pits(&app), [1, 1, 3, 0, 2, 2, 0, 0, 0, 0, 0, 0]);
    press(&mut app, &[Action::Pick(1)]);
    assert_eq!(
        message(&app),
        "Kofi has no seeds: you must play a pit that reaches them: E or F"
    );
}

const FEED_MOVES: [usize; 52] = [
    2, 2, 3, 1, 4, 5, 2, 4, 2, 2, 5, 4, 3, 6, 5, 5, 6, 3, 6, 5, 1, 4, 6, 5, 5, 6, 2, 2, 6, 4, 4, 5,
    5, 1, 6, 4, 3, 2, 6, 5, 5, 6, 2, 3, 5, 4, 6, 1, 1, 5, 4, 6,
];

#[test]
fn a_grand_slam_under_no_starving_says_it_would_take_every_seed() {
    // Checked by hand: North's e (2 seeds) sows f and A, making A 2; A is
    // South's only seed, so the capture would leave South with nothing.
    let mut app = app(Mode::Sorry);
    picks(&mut app, &GRAND_SLAM_MOVES);
    assert_eq!(pits(&app), [1, 0, 0, 0, 0, 0, 3, 2, 1, 15, 2, 2]);
    press(&mut app, &[Action::Pick(5)]);
    assert_eq!(
        message(&app),
        "Not e: that would take all of Ama's seeds. Play a, b, c, d or f."
    );
}

const GRAND_SLAM_MOVES: [usize; 31] = [
    5, 2, 4, 2, 6, 1, 1, 3, 2, 1, 5, 6, 2, 3, 4, 2, 6, 2, 5, 5, 1, 6, 6, 3, 3, 3, 4, 2, 5, 3, 6,
];

#[test]
fn a_digit_past_the_board_names_the_pits_there_are() {
    let mut app = app(Mode::Sorry);
    press(&mut app, &[Action::Pick(9)]);
    assert_eq!(message(&app), "There is no pit 9: play A, B, C, D, E or F.");
}

#[test]
fn undo_and_redo_walk_back_and_forth_through_any_number_of_moves() {
    let mut app = app(Mode::Sorry);
    picks(&mut app, &[3, 1]);
    let after_two = pits(&app);
    press(&mut app, &[Action::Undo]);
    assert_eq!(pits(&app), [4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4]);
    assert_eq!(message(&app), "Took back Kofi's a.");
    press(&mut app, &[Action::Undo]);
    assert_eq!(pits(&app), START);
    assert_eq!(message(&app), "Took back Ama's C.");
    press(&mut app, &[Action::Undo]);
    assert_eq!(message(&app), "There is no move to take back.");
    press(&mut app, &[Action::Redo, Action::Redo]);
    assert_eq!(pits(&app), after_two);
    press(&mut app, &[Action::Redo]);
    assert_eq!(message(&app), "There is no move to play again.");
}

#[test]
fn a_new_move_after_undo_forgets_the_moves_taken_back() {
    let mut app = app(Mode::Sorry);
    picks(&mut app, &[3, 1]);
    press(&mut app, &[Action::Undo, Action::Pick(2), Action::Redo]);
    assert_eq!(app.played().len(), 2);
    assert_eq!(message(&app), "There is no move to play again.");
}

#[test]
fn ending_by_agreement_shows_the_result_then_needs_the_other_players_yes() {
    let mut app = app(Mode::Sorry);
    picks(&mut app, &[3]);
    // Each row to its owner: South 4+4+0+5+5+5 = 23, North 5+4+4+4+4+4 = 25.
    let result = "Ama 23, Kofi 25: Kofi would win.";
    press(&mut app, &[Action::ProposeEnd]);
    assert_eq!(app.question(), Some(Question::OfferEnd));
    let screen = words(&screen_text(&app, 80, 24));
    assert!(screen.contains("Stop now?"), "{screen}");
    assert!(
        screen.contains(result),
        "Kofi sees the result first: {screen}"
    );
    assert!(screen.contains("y: offer it to Ama"), "{screen}");
    press(&mut app, &[Action::Other]);
    assert_eq!(app.question(), None, "Kofi thought better of it");
    assert_eq!(message(&app), "");

    press(&mut app, &[Action::ProposeEnd, Action::Yes]);
    assert_eq!(app.question(), Some(Question::EndByAgreement));
    let screen = words(&screen_text(&app, 80, 24));
    assert!(screen.contains("Ama, Kofi offers to stop here"), "{screen}");
    assert!(
        screen.contains(result),
        "Ama sees the same result: {screen}"
    );
    press(&mut app, &[Action::Other]);
    assert_eq!(app.question(), None);
    assert_eq!(app.game().outcome(), None);
    assert_eq!(message(&app), "Ama says no to stopping: play on.");

    press(&mut app, &[Action::ProposeEnd, Action::Yes, Action::Yes]);
    let outcome = app.game().outcome().expect("the game ended");
    assert_eq!(outcome.reason(), EndReason::Agreement);
    assert_eq!(
        (outcome.stores().south(), outcome.stores().north()),
        (23, 25)
    );
    assert!(screen_text(&app, 80, 24).contains("Kofi wins, 25 to 23!"));
}

#[test]
fn win_win_shows_how_far_apart_stopping_would_leave_the_stores() {
    let mut app = app(Mode::WinWin);
    // Ama's c gives Kofi's first pit a fifth seed; his 5 seeds from it
    // stay in his row: 23 to 25 still.
    picks(&mut app, &[3, 1]);
    press(&mut app, &[Action::ProposeEnd]);
    let screen = words(&screen_text(&app, 80, 24));
    assert!(
        screen.contains("Ama 23, Kofi 25: 2 seeds apart."),
        "{screen}"
    );
}

#[test]
fn win_win_cannot_be_stopped_before_each_player_has_moved_once() {
    let mut app = app(Mode::WinWin);
    press(&mut app, &[Action::ProposeEnd, Action::Yes, Action::Yes]);
    assert!(app.game().outcome().is_none(), "won at move 0");
    assert_eq!(
        message(&app),
        "Win-Win is won by playing: each of you moves once before you may stop."
    );
    picks(&mut app, &[3]);
    press(&mut app, &[Action::ProposeEnd, Action::Yes, Action::Yes]);
    assert!(app.game().outcome().is_none(), "Kofi has not moved");
    picks(&mut app, &[1]);
    press(&mut app, &[Action::ProposeEnd, Action::Yes, Action::Yes]);
    assert!(app.game().outcome().is_some(), "one move each: it may stop");
}

#[test]
fn undo_after_an_agreement_reopens_the_game() {
    let mut app = app(Mode::Sorry);
    picks(&mut app, &[3]);
    press(
        &mut app,
        &[Action::ProposeEnd, Action::Yes, Action::Yes, Action::Undo],
    );
    assert_eq!(app.game().outcome(), None);
    assert_eq!(message(&app), "Stopping is taken back: the game goes on.");
    assert_eq!(pits(&app), [4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4]);
}

#[test]
fn after_the_end_only_new_undo_help_save_and_quit_work() {
    let mut app = app(Mode::Sorry);
    press(
        &mut app,
        &[
            Action::ProposeEnd,
            Action::Yes,
            Action::Yes,
            Action::Pick(1),
        ],
    );
    assert_eq!(
        message(&app),
        "The game is over: n plays again, u takes back, v reviews, q quits."
    );
    press(&mut app, &[Action::NewGame]);
    assert_eq!(app.game().outcome(), None);
    assert_eq!(app.question(), None);
}

#[test]
fn v_on_the_end_screen_asks_for_the_review_of_the_game_just_played() {
    let mut app = app(Mode::Sorry);
    press(
        &mut app,
        &[Action::Pick(3), Action::Tick(Duration::from_secs(10))],
    );
    assert_eq!(app.animation(), None);
    assert_eq!(
        update(&mut app, Action::Review),
        None,
        "not while it goes on"
    );
    // The offer to stop, the proposer's yes, then the other player's.
    press(&mut app, &[Action::ProposeEnd, Action::Yes, Action::Yes]);
    let Some(Effect::Review(record)) = update(&mut app, Action::Review) else {
        panic!("v after the end asks for the review");
    };
    assert_eq!(record.letters(), ['C'], "the game just played");
    // C sowed D, E, F and a: South's row keeps 4+4+5+5+5, North's 5+4*5.
    assert_eq!(
        record.result(),
        "23-25",
        "ended by agreement, each row to its owner"
    );
}

/// On 2 pits of 1 seed: South's B captures North's a (2); North's b makes
/// 2 in South's A, a grand slam but North's only move, so it captures (2);
/// South cannot move: 2-2.
fn tiny_game_ending_level(mode: Mode) -> App {
    let mut setup = setup(mode);
    setup.rules = Rules::kids_and_caboodles()
        .with_pits_per_side(2)
        .unwrap()
        .with_seeds_per_pit(1)
        .unwrap();
    let mut app = App::new(setup, Look::default(), 7);
    picks(&mut app, &[2, 2]);
    let outcome = app.game().outcome().expect("the game ended");
    assert_eq!(outcome.reason(), EndReason::NoMoves(Stuck::EmptyRow));
    app
}

#[test]
fn sorry_wari_ends_in_a_draw_when_the_stores_are_level() {
    let app = tiny_game_ending_level(Mode::Sorry);
    assert!(screen_text(&app, 80, 24).contains("A draw: 2 seeds each."));
}

#[test]
fn win_win_wari_ends_with_both_winning_when_the_stores_are_level() {
    let app = tiny_game_ending_level(Mode::WinWin);
    assert!(screen_text(&app, 80, 24).contains("You both won! The stores are level: 2 and 2."));
}

#[test]
fn win_win_wari_says_how_far_apart_the_stores_ended() {
    let mut app = app(Mode::WinWin);
    picks(&mut app, &[3, 1]);
    press(&mut app, &[Action::ProposeEnd, Action::Yes, Action::Yes]);
    assert!(screen_text(&app, 80, 24).contains("You ended 2 seeds apart (23 and 25)."));
}

#[test]
fn hurry_wari_ends_by_the_goal_it_is_played_for() {
    let app = tiny_game_ending_level(Mode::Hurry { coop: false });
    assert!(screen_text(&app, 80, 24).contains("A draw: 2 seeds each."));
    let app = tiny_game_ending_level(Mode::Hurry { coop: true });
    assert!(screen_text(&app, 80, 24).contains("You both won!"));
}

#[test]
fn hurry_plays_a_random_legal_move_when_the_countdown_runs_out() {
    let mut app = app(Mode::Hurry { coop: false });
    assert_eq!(app.countdown(), Some(Duration::from_secs(5)));
    assert_eq!(app.next_tick(), Some(Duration::from_millis(100)));
    press(&mut app, &[Action::Tick(Duration::from_secs(4))]);
    assert_eq!(app.countdown(), Some(Duration::from_secs(1)));
    assert_eq!(app.played().len(), 0);
    press(&mut app, &[Action::Tick(Duration::from_secs(1))]);
    assert_eq!(app.played().len(), 1);
    assert_eq!(app.game().position().to_move(), Player::North);
    assert_eq!(
        message(&app),
        "Time is up: a random move was played for Ama."
    );
    assert_eq!(app.countdown(), Some(Duration::from_secs(5)));
}

#[test]
fn the_countdown_waits_while_the_help_is_open() {
    let mut app = app(Mode::Hurry { coop: true });
    press(
        &mut app,
        &[Action::Help, Action::Tick(Duration::from_secs(9))],
    );
    assert_eq!(app.countdown(), Some(Duration::from_secs(5)));
    assert_eq!(app.next_tick(), None);
}

#[test]
fn the_countdown_waits_while_the_board_is_too_small_to_be_seen() {
    let mut app = app(Mode::Hurry { coop: false });
    press(
        &mut app,
        &[
            Action::Resize {
                width: 40,
                height: 12,
            },
            Action::Tick(Duration::from_secs(60)),
        ],
    );
    assert_eq!(app.played().len(), 0, "no move nobody sees");
    assert_eq!(app.countdown(), Some(Duration::from_secs(5)));
    press(
        &mut app,
        &[
            Action::Resize {
                width: 60,
                height: 18,
            },
            Action::Tick(Duration::from_secs(4)),
        ],
    );
    assert_eq!(app.countdown(), Some(Duration::from_secs(1)), "runs again");
}

#[test]
fn sorry_hint_picks_the_move_that_captures_most() {
    // After B a C e D: South [5 1 1 0 7 7], North [2 7 6 6 1 5], North to
    // move. By hand: b (7) and c (6) both end in C making 2, with B at 2
    // before it: 4 each. a, d, e and f capture nothing. The leftmost wins.
    let mut app = app(Mode::Sorry);
    picks(&mut app, &[2, 1, 3, 5, 4]);
    assert_eq!(pits(&app), [5, 1, 1, 0, 7, 7, 2, 7, 6, 6, 1, 5]);
    press(&mut app, &[Action::Hint]);
    assert_eq!(app.hint().map(|m| m.number()), Some(2));
    assert_eq!(app.cursor().number(), 2);
    assert_eq!(message(&app), "Hint: b takes 4 seeds now.");
}

#[test]
fn win_win_hint_at_the_start_keeps_what_stopping_gives_level() {
    // A's four seeds stay on Ama's row: stopping would still give 24 each.
    let mut app = app(Mode::WinWin);
    press(&mut app, &[Action::Hint]);
    assert_eq!(message(&app), "Hint: A leaves you level if you stop.");
}

#[test]
fn a_message_longer_than_its_row_under_win_wins_balance_is_shown_whole() {
    let mut app = app(Mode::WinWin);
    press(&mut app, &[Action::ProposeEnd]);
    let said = message(&app);
    assert!(said.len() > 60, "a message two rows long at 60x18: {said}");
    let words = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
    let screen: Vec<String> = screen_text(&app, 60, 18)
        .lines()
        .map(|row| row.trim_matches('"').to_owned())
        .collect();
    let screen = words(&screen.join(" "));
    assert!(screen.contains(&words(&said)), "{said} cut:\n{screen}");
}

#[test]
fn hurry_has_no_hints() {
    let mut app = app(Mode::Hurry { coop: false });
    press(&mut app, &[Action::Hint]);
    assert_eq!(app.hint(), None);
    assert_eq!(
        message(&app),
        "No hints in Hurry Wari: there is no time to think!"
    );
}

#[test]
fn quit_asks_only_while_a_game_is_in_progress() {
    let mut app = app(Mode::Sorry);
    press(&mut app, &[Action::Quit]);
    assert!(app.should_quit());
    let mut app = common::app(Mode::Sorry);
    picks(&mut app, &[3]);
    press(&mut app, &[Action::Quit]);
    assert_eq!(app.question(), Some(Question::Quit));
    press(&mut app, &[Action::NewGame]);
    assert!(!app.should_quit());
    press(&mut app, &[Action::Quit, Action::Yes]);
    assert!(app.should_quit());
}

#[test]
fn s_at_the_quit_question_saves_the_game_then_leaves() {
    let mut app = app(Mode::Sorry);
    picks(&mut app, &[3]);
    press(&mut app, &[Action::Quit]);
    assert!(screen_text(&app, 80, 24).contains("s: save and leave"));
    let effect = update(&mut app, Action::Save);
    let Some(Effect::Save(text)) = effect else {
        panic!("s asks the edge to save, got {effect:?}");
    };
    assert!(text.contains("1. C"), "the save holds the move: {text}");
    assert!(!app.should_quit(), "not before the game is safely saved");
    press(&mut app, &[Action::Saved(Ok("wari-game.wari".into()))]);
    assert!(app.should_quit());
}

#[test]
fn a_failed_save_at_the_quit_question_keeps_the_game() {
    let mut app = app(Mode::Sorry);
    picks(&mut app, &[3]);
    press(&mut app, &[Action::Quit, Action::Save]);
    press(&mut app, &[Action::Saved(Err("disk full".into()))]);
    assert!(!app.should_quit());
    assert_eq!(
        message(&app),
        "Could not save, so the game stays: disk full"
    );
    press(
        &mut app,
        &[Action::Save, Action::Saved(Ok("wari-game.wari".into()))],
    );
    assert!(!app.should_quit(), "a later save alone does not leave");
}

/// The screen's words, one space apart, as a reader takes wrapped text.
/// The screen's words single-spaced, the lines of its boxes left out.
fn words(screen: &str) -> String {
    let rows: Vec<String> = screen.lines().map(str::to_owned).collect();
    wari_app::screen_check::flat(&rows)
}

const TOO_SMALL: Action = Action::Resize {
    width: 50,
    height: 12,
};

#[test]
fn on_a_screen_too_small_for_the_board_the_keys_play_nothing() {
    let mut app = app(Mode::Sorry);
    picks(&mut app, &[3]);
    let after_c = pits(&app);
    press(&mut app, &[TOO_SMALL]);
    press(
        &mut app,
        &[Action::Pick(1), Action::Sow, Action::Undo, Action::NewGame],
    );
    assert_eq!(pits(&app), after_c, "nothing was played or taken back");
    assert_eq!(app.question(), None);
    press(
        &mut app,
        &[
            Action::Resize {
                width: 80,
                height: 24,
            },
            Action::Pick(1),
        ],
    );
    assert_eq!(app.played().len(), 2, "a big enough screen plays again");
}

#[test]
fn on_a_screen_too_small_for_the_board_q_still_quits() {
    let mut app = app(Mode::Sorry);
    press(&mut app, &[TOO_SMALL]);
    assert!(words(&screen_text(&app, 50, 12)).contains("bigger; q: quit."));
    press(&mut app, &[Action::Quit]);
    assert!(app.should_quit(), "no game in progress: q leaves at once");

    let mut app = common::app(Mode::Sorry);
    picks(&mut app, &[3]);
    press(&mut app, &[TOO_SMALL, Action::Quit]);
    let screen = words(&screen_text(&app, 50, 12));
    assert!(
        screen.contains("Leave this game?"),
        "the question is shown: {screen}"
    );
    press(&mut app, &[Action::Pick(1)]);
    assert!(!app.should_quit());
    assert_eq!(app.question(), None, "another key stays");
    press(&mut app, &[Action::Quit, Action::Yes]);
    assert!(app.should_quit());
}

#[test]
fn ctrl_c_in_a_game_asks_as_q_does_and_a_second_ctrl_c_leaves() {
    let mut app = app(Mode::Sorry);
    picks(&mut app, &[3]);
    press(&mut app, &[Action::Interrupt]);
    assert!(!app.should_quit(), "a game in progress is not dropped");
    assert_eq!(app.question(), Some(Question::Quit));
    // Any other key stays, as at the quit question.
    press(&mut app, &[Action::Other]);
    assert!(!app.should_quit());
    press(&mut app, &[Action::Interrupt, Action::Interrupt]);
    assert!(app.should_quit());
}

#[test]
fn a_paste_plays_no_move_answers_no_question_and_says_so() {
    let mut app = app(Mode::Sorry);
    let pasted =
        wari::app::keymap::action_for(&crossterm::event::Event::Paste("coucou maman 42 !".into()))
            .expect("an action");
    press(&mut app, std::slice::from_ref(&pasted));
    assert_eq!(app.played().len(), 0);
    assert_eq!(
        message(&app),
        "Pasted text plays nothing here: play one key at a time."
    );
    picks(&mut app, &[3]);
    press(&mut app, &[Action::Quit, pasted]);
    assert!(!app.should_quit());
    assert_eq!(app.question(), Some(Question::Quit), "still asked");
}

#[test]
fn ctrl_c_with_no_game_to_lose_leaves_at_once() {
    let mut app = app(Mode::Sorry);
    press(&mut app, &[Action::Interrupt]);
    assert!(app.should_quit(), "no move played");
}

#[test]
fn new_game_asks_then_starts_from_the_first_position() {
    let mut app = app(Mode::Sorry);
    picks(&mut app, &[3]);
    press(&mut app, &[Action::NewGame]);
    assert_eq!(app.question(), Some(Question::NewGame));
    press(&mut app, &[Action::Yes]);
    assert_eq!(pits(&app), START);
    assert!(app.played().is_empty());
}

#[test]
fn help_opens_scrolls_and_closes_on_any_other_key() {
    let mut app = app(Mode::Sorry);
    press(&mut app, &[Action::Help, Action::Down, Action::Pick(3)]);
    assert!(!app.help_open());
    assert_eq!(
        pits(&app),
        START,
        "the key that closes the help plays nothing"
    );
}

/// Ama against Kofi with the seeds falling 100 ms apart.
fn animated() -> App {
    let mut setup = setup(Mode::Sorry);
    setup.seed_step = Duration::from_millis(100);
    App::new(setup, Look::default(), 7)
}

/// After C (RULES.md 6.1), North's a sows its 5 seeds into b to f.
const AFTER_C_A: [u16; 12] = [4, 4, 0, 5, 5, 5, 0, 5, 5, 5, 5, 5];

#[test]
fn a_pit_key_during_the_animation_plays_the_next_players_move() {
    let mut app = animated();
    press(&mut app, &[Action::Pick(3)]);
    let animation = app.animation().expect("the move is animated");
    assert_eq!(animation.pits(), [4, 4, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
    assert_eq!(app.next_tick(), Some(Duration::from_millis(100)));
    press(&mut app, &[Action::Tick(Duration::from_millis(250))]);
    let animation = app.animation().expect("still sowing");
    assert_eq!(animation.pits(), [4, 4, 0, 5, 5, 4, 4, 4, 4, 4, 4, 4]);
    press(&mut app, &[Action::Pick(1)]);
    assert_eq!(app.played().len(), 2, "Kofi's a is played, not swallowed");
    assert_eq!(pits(&app), AFTER_C_A);
    let animation = app.animation().expect("Kofi's move is animated in turn");
    assert_eq!(animation.pits(), [4, 4, 0, 5, 5, 5, 0, 4, 4, 4, 4, 4]);
}

#[test]
fn redo_pressed_twice_during_the_animation_plays_two_moves_again() {
    let mut app = animated();
    picks(&mut app, &[3, 1]);
    press(&mut app, &[Action::Undo, Action::Undo]);
    assert!(app.played().is_empty());
    press(&mut app, &[Action::Redo]);
    assert!(app.animation().is_some(), "C is sowing");
    press(&mut app, &[Action::Redo]);
    assert_eq!(app.played().len(), 2);
    assert_eq!(pits(&app), AFTER_C_A);
}

#[test]
fn undo_during_the_animation_takes_the_move_back() {
    let mut app = animated();
    picks(&mut app, &[3, 1]);
    assert!(app.animation().is_some());
    press(&mut app, &[Action::Undo]);
    assert_eq!(app.played().len(), 1);
    assert_eq!(pits(&app), [4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4]);
    assert!(app.animation().is_none());
}

#[test]
fn new_game_during_the_animation_asks_at_once() {
    let mut app = animated();
    picks(&mut app, &[3]);
    press(&mut app, &[Action::NewGame]);
    assert!(app.animation().is_none());
    assert_eq!(app.question(), Some(Question::NewGame));
    press(&mut app, &[Action::Yes]);
    assert_eq!(pits(&app), START);
}

#[test]
fn the_animation_ends_by_itself() {
    let mut app = animated();
    press(
        &mut app,
        &[Action::Pick(3), Action::Tick(Duration::from_millis(400))],
    );
    assert!(app.animation().is_none());
}

#[test]
fn a_click_on_one_of_the_movers_pits_sows_it() {
    // At 80x24 South's C is drawn at columns 30..40, rows 10..17.
    let mut app = app(Mode::Sorry);
    press(
        &mut app,
        &[Action::Click {
            column: 34,
            row: 12,
        }],
    );
    assert_eq!(pits(&app), [4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4]);
}

#[test]
fn a_click_on_the_other_row_is_refused() {
    let mut app = app(Mode::Sorry);
    press(&mut app, &[Action::Click { column: 34, row: 5 }]);
    assert_eq!(pits(&app), START);
    assert_eq!(
        message(&app),
        "That pit is not yours, Ama: play one on your own row."
    );
}

#[test]
fn after_a_resize_clicks_are_read_on_the_new_screen() {
    let mut app = app(Mode::Sorry);
    let too_small = Action::Resize {
        width: 50,
        height: 12,
    };
    press(
        &mut app,
        &[
            too_small,
            Action::Click {
                column: 34,
                row: 12,
            },
        ],
    );
    assert_eq!(
        pits(&app),
        START,
        "no board is drawn, so nothing is clicked"
    );
    let back = Action::Resize {
        width: 80,
        height: 24,
    };
    press(
        &mut app,
        &[
            back,
            Action::Click {
                column: 34,
                row: 12,
            },
        ],
    );
    assert_eq!(pits(&app), [4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4]);
}

#[test]
fn captured_pits_blink_after_the_last_seed_then_empty_into_the_store() {
    let mut app = capture_under_way();
    // North's c sows 6 seeds, one each 100 ms; C and B then blink for 4 steps.
    press(&mut app, &[Action::Tick(Duration::from_millis(550))]);
    assert!(
        !app.animation().unwrap().flashing(),
        "the sixth seed is still to fall"
    );
    press(&mut app, &[Action::Tick(Duration::from_millis(100))]);
    assert!(app.animation().unwrap().flash_lit());
    press(&mut app, &[Action::Tick(Duration::from_millis(100))]);
    assert!(app.animation().unwrap().flashing() && !app.animation().unwrap().flash_lit());
    press(&mut app, &[Action::Tick(Duration::from_millis(300))]);
    assert!(app.animation().is_none());
    assert_eq!(app.game().position().stores().north(), 4);
}

#[test]
fn an_agreed_end_ends_the_game_at_once_even_mid_sowing() {
    let mut app = capture_under_way();
    assert!(app.animation().is_some());
    press(&mut app, &[Action::EndAgreed]);
    let outcome = app.game().outcome().expect("the game ended");
    assert_eq!(outcome.reason(), EndReason::Agreement);
    assert!(app.animation().is_none());
    // Agreeing again changes nothing.
    press(&mut app, &[Action::EndAgreed]);
    assert_eq!(app.game().outcome(), Some(outcome));
}

#[test]
fn a_rematch_starts_again_with_the_player_named_first() {
    let mut app = app(Mode::Sorry);
    picks(&mut app, &[3]);
    press(
        &mut app,
        &[
            Action::EndAgreed,
            Action::Rematch {
                first: Player::North,
            },
        ],
    );
    assert_eq!(app.game().outcome(), None);
    assert_eq!(pits(&app), START);
    assert_eq!(app.game().position().to_move(), Player::North);
    assert!(app.played().is_empty());
}

#[test]
fn while_the_seeds_fall_the_words_tell_the_board_before_the_move() {
    let mut app = animated();
    picks(&mut app, &[3]);
    let screen = screen_text(&app, 80, 24);
    assert!(
        screen.contains("▶ Ama sows from C… (bottom row)"),
        "{screen}"
    );
    assert!(screen.contains("A new game: Ama plays first."), "{screen}");
    assert!(!screen.contains("Kofi's turn"), "{screen}");
    // Four seeds, 100 ms each.
    press(&mut app, &[Action::Tick(Duration::from_millis(400))]);
    let screen = screen_text(&app, 80, 24);
    assert!(screen.contains("▶ Kofi's turn (top row)"), "{screen}");
    assert!(screen.contains("Ama sowed 4 seeds from C"), "{screen}");
}

#[test]
fn the_game_is_over_on_screen_once_the_last_seeds_have_fallen() {
    let mut setup = setup(Mode::Sorry);
    setup.seed_step = Duration::from_millis(100);
    setup.rules = Rules::kids_and_caboodles()
        .with_pits_per_side(2)
        .and_then(|rules| rules.with_seeds_per_pit(1))
        .expect("a small board is allowed");
    let mut app = App::new(setup, Look::default(), 7);
    // As in tiny_game_ending_level: North's b, the last move, is sowing.
    picks(&mut app, &[2, 2]);
    assert!(app.game().outcome().is_some() && app.animation().is_some());
    let screen = screen_text(&app, 80, 24);
    assert!(!screen.contains("Game over"), "{screen}");
    assert!(screen.contains("▶ Kofi sows from b…"), "{screen}");
    press(&mut app, &[Action::Tick(Duration::from_secs(2))]);
    assert!(screen_text(&app, 80, 24).contains("Game over."));
}

#[test]
fn hurry_togethers_balance_moves_once_the_sowing_has_been_seen() {
    let mut setup = setup(Mode::Hurry { coop: true });
    setup.seed_step = Duration::from_millis(100);
    let mut app = App::new(setup, Look::default(), 7);
    // As in the narration test: North's c, the sixth move, sows 6 seeds
    // (3 of them into Ama's A, B and C) and takes 2 from C and 2 from B.
    // Stopping before it gives Ama her row's 21 and Kofi 27; after it,
    // Ama 20 and Kofi 24 + 4 (RULES.md 3.4).
    picks(&mut app, &[2, 1, 3, 5, 4, 3]);
    assert_eq!(app.game().position().stores().north(), 4);
    assert!(app.animation().is_some(), "North's c is sowing");
    let screen = screen_text(&app, 80, 24);
    assert!(screen.contains("Ama: 6 apart if you stop"), "{screen}");
    press(&mut app, &[Action::Tick(Duration::from_secs(5))]);
    assert!(app.animation().is_none());
    let screen = screen_text(&app, 80, 24);
    assert!(screen.contains("Ama: 8 apart if you stop"), "{screen}");
}
