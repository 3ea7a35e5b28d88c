//! The review screen, drawn into ratatui's TestBackend: stepping through a
//! game with the keys, the reviews arriving while it is open, and
//! snapshots read by eye before they were accepted, at 80x24 in every
//! language.

#[macro_use]
mod languages;

use crossterm::event::{Event, KeyCode, KeyEvent};
use insta::assert_snapshot;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use wari::pool::Turn;
use wari::record::Record;
use wari::review::Reviewer;
use wari::review_screen::{ReviewAction, ReviewScreen, action_for, view};

/// South's A, B and C hold 2 each and North's f holds 3. South's D leaves
/// them so, and f makes them 3 each and takes all 9 (RULES.md 2.3).
const TRAP: &str = "[South \"Ama\"]\n[North \"Kofi\"]\n\
    [Position \"2 2 2 4 4 4 / 4 4 4 4 4 3 / 4 3 / s\"]\n\n1. D f+9 2. E *\n";

/// Deep enough for the trap, and quick in a debug build.
const DEPTH: u32 = 8;

fn screen() -> ReviewScreen {
    ReviewScreen::new(Record::parse(TRAP).expect("a record"))
}

/// The screen with every move reviewed, as the edge's thread sends them.
fn reviewed() -> ReviewScreen {
    let mut screen = screen();
    let record = Record::parse(TRAP).expect("a record");
    for review in Reviewer::new(&record, DEPTH) {
        screen.update(ReviewAction::Reviewed(Box::new(review)));
    }
    screen
}

fn press(screen: &mut ReviewScreen, code: KeyCode) {
    let action = action_for(&Event::Key(KeyEvent::from(code))).expect("a review key");
    screen.update(action);
}

fn drawn(screen: &ReviewScreen, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal
        .draw(|frame| view(screen, frame))
        .expect("the screen draws");
    terminal
}

#[test]
fn the_arrows_step_through_the_moves_and_home_and_end_jump() {
    let mut screen = reviewed();
    assert_eq!(screen.selected(), 0, "it opens at the start");
    press(&mut screen, KeyCode::Right);
    press(&mut screen, KeyCode::Right);
    assert_eq!(screen.selected(), 2);
    press(&mut screen, KeyCode::Left);
    assert_eq!(screen.selected(), 1);
    press(&mut screen, KeyCode::End);
    press(&mut screen, KeyCode::Right);
    assert_eq!(screen.selected(), 3, "the last move, and no further");
    press(&mut screen, KeyCode::Home);
    press(&mut screen, KeyCode::Left);
    assert_eq!(screen.selected(), 0);
    press(&mut screen, KeyCode::Char('q'));
    assert!(screen.should_quit());
}

#[test]
fn the_screen_opens_before_any_review_and_says_how_far_it_is() {
    let mut screen = screen();
    press(&mut screen, KeyCode::Right);
    let text = format!("{}", drawn(&screen, 80, 24).backend());
    assert!(text.contains("reviewing 0/3"), "{text}");
    assert!(text.contains("Not reviewed yet."), "{text}");
    assert!(text.contains("Ama sowed 4 seeds from D"), "{text}");
}

#[test]
fn a_review_waiting_its_turn_says_how_many_are_ahead_until_it_starts() {
    let mut screen = screen();
    let mut title = |turn| {
        screen.update(ReviewAction::Turn(turn));
        let text = format!("{}", drawn(&screen, 80, 24).backend());
        text.lines().next().unwrap_or_default().to_owned()
    };
    assert!(title(Turn::Waiting { ahead: 12 }).contains("waiting: 12 reviews ahead"));
    assert!(title(Turn::Waiting { ahead: 1 }).contains("waiting: 1 review ahead"));
    assert!(title(Turn::Waiting { ahead: 0 }).contains("waiting: next"));
    assert!(title(Turn::Started).contains("reviewing 0/3"));
}

#[test]
fn the_blunder_at_80x24() {
    let mut screen = reviewed();
    press(&mut screen, KeyCode::Right);
    assert_snapshot!(drawn(&screen, 80, 24).backend());
    in_every_language!(|| drawn(&screen, 80, 24).backend().clone());
}

#[test]
fn the_capture_after_it_at_200x60() {
    let mut screen = reviewed();
    press(&mut screen, KeyCode::Right);
    press(&mut screen, KeyCode::Right);
    assert_snapshot!(drawn(&screen, 200, 60).backend());
}

#[test]
fn the_move_list_follows_the_selected_move_to_the_end_of_a_long_game() {
    let text = include_str!("data/selfplay-100.wari");
    let mut screen = ReviewScreen::new(Record::parse(text).expect("a record"));
    press(&mut screen, KeyCode::End);
    assert_eq!(screen.selected(), 100);
    let drawn = format!("{}", drawn(&screen, 80, 24).backend());
    assert!(drawn.contains(" 50. "), "{drawn}");
    assert!(!drawn.contains("  1. "), "{drawn}");
}

/// RULES.md's smallest game, 2 pits of 1 seed: South's B makes North's a 2
/// and takes it; North's b makes South's A 2 and takes it (a grand slam,
/// but North's only move). South cannot move: 2-2.
/// RULES.md 6.1's game, C f A e+3 F+2 e A f, stopped by agreement at
/// 24-24: its last step says they agreed, then the result.
#[test]
fn the_last_move_of_a_game_stopped_by_agreement_says_they_agreed() {
    let text = "[South \"Ama\"]\n[North \"Kofi\"]\n[Termination \"agreement\"]\n\n\
                1. C f 2. A e+3 3. F+2 e 4. A f 24-24\n";
    let mut screen = ReviewScreen::new(Record::parse(text).expect("a record"));
    press(&mut screen, KeyCode::End);
    let drawn = format!("{}", drawn(&screen, 200, 60).backend());
    assert!(
        drawn.contains("Then the players agreed to stop here. A draw: 24 seeds each."),
        "{drawn}"
    );
}

#[test]
fn the_last_move_says_how_the_game_ended() {
    let text = "[PitsPerSide \"2\"]\n[SeedsPerPit \"1\"]\n[South \"Ama\"]\n[North \"Kofi\"]\n\n\
                1. B+2 b+2 2-2\n";
    let mut screen = ReviewScreen::new(Record::parse(text).expect("a record"));
    press(&mut screen, KeyCode::End);
    // Wide enough that the narration and the result stand on one row.
    let drawn = format!("{}", drawn(&screen, 200, 60).backend());
    assert!(drawn.contains("A draw: 2 seeds each."), "{drawn}");
}
