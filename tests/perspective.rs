//! The board turned round: each player may see their own row at the
//! bottom, and then the cursor keys and the mouse read the board as drawn.
//! Also the marks the last move leaves, which must show without colour.

mod common;

use std::time::Duration;

use common::{app, picks, press, screen_text, setup, terminal};
use ratatui::style::{Color, Modifier};
use wari::app::{Action, App, Perspective};
use wari::engine::Player;
use wari::look::Look;
use wari::setup::Mode;

/// The cell (column, row) where `text` first appears on an 80x24 screen.
fn find(app: &App, text: &str) -> (u16, u16) {
    let screen = screen_text(app, 80, 24);
    screen
        .lines()
        .enumerate()
        .find_map(|(row, line)| {
            let byte = line.find(text)?;
            let column = line[..byte].chars().count();
            Some((column as u16, row as u16))
        })
        .unwrap_or_else(|| panic!("{text:?} is not on the screen:\n{screen}"))
}

/// The row of the label `letter`: a word on its own, as under a pit.
fn label_row(app: &App, letter: &str) -> u16 {
    let screen = screen_text(app, 80, 24);
    let row = screen
        .lines()
        .position(|line| line.split_whitespace().any(|word| word == letter));
    row.unwrap_or_else(|| panic!("no label {letter} on the screen:\n{screen}")) as u16
}

#[test]
fn a_click_on_a_flipped_board_sows_the_pit_clicked() {
    let mut app = app(Mode::Sorry).facing(Perspective::Seat(Player::North));
    picks(&mut app, &[2]);
    // North is to move; their a, with its key, is labelled under the
    // bottom row, and South's A above the top row.
    let (column, a_row) = find(&app, "a [1]");
    assert!(a_row > label_row(&app, "A"), "North's row is at the bottom");
    // Two rows up from the label is inside a's box.
    press(
        &mut app,
        &[Action::Click {
            column: column + 2,
            row: a_row - 2,
        }],
    );
    let last = app.played().last().expect("the click sowed a pit").report;
    assert_eq!(last.mover(), Player::North);
    assert_eq!(last.played().number(), 1, "a is North's first pit");
}

#[test]
fn a_click_on_the_other_players_row_is_refused_when_flipped() {
    let mut app = app(Mode::Sorry).facing(Perspective::Seat(Player::North));
    picks(&mut app, &[2]);
    // South's C sits above the top row; North must not sow by clicking it.
    let (column, row) = find(&app, " C ");
    press(
        &mut app,
        &[Action::Click {
            column: column + 1,
            row: row + 2,
        }],
    );
    assert_eq!(app.played().len(), 1);
    let message = app.message().expect("a refusal");
    assert!(message.refusal && message.text.contains("not yours"));
}

#[test]
fn right_moves_the_cursor_right_on_the_bottom_row_whoever_is_there() {
    let mut app = app(Mode::Sorry).facing(Perspective::Mover);
    picks(&mut app, &[2]);
    // North is at the bottom now: a is at the left, so Right goes to b.
    press(&mut app, &[Action::Right]);
    assert_eq!(app.cursor().number(), 2);
    // On the usual board North's row is on top, read right to left.
    let mut app = app_with_north_to_move(Perspective::SOUTH);
    press(&mut app, &[Action::Right]);
    assert_eq!(app.cursor().number(), 6, "from a, right wraps to f");
}

fn app_with_north_to_move(perspective: Perspective) -> App {
    let mut app = app(Mode::Sorry).facing(perspective);
    picks(&mut app, &[2]);
    app
}

#[test]
fn f_turns_the_board_through_both_sides_and_the_mover() {
    let mut app = app(Mode::Sorry);
    assert_eq!(app.perspective(), Perspective::SOUTH);
    press(&mut app, &[Action::Flip]);
    assert_eq!(app.perspective(), Perspective::Seat(Player::North));
    assert!(
        app.message()
            .is_some_and(|m| m.text.contains("North's row"))
    );
    press(&mut app, &[Action::Flip]);
    assert_eq!(app.perspective(), Perspective::Mover);
    press(&mut app, &[Action::Flip]);
    assert_eq!(app.perspective(), Perspective::SOUTH);
}

#[test]
fn turned_to_the_mover_the_board_turns_only_once_the_seeds_are_down() {
    let mut setup = setup(Mode::Sorry);
    setup.seed_step = Duration::from_millis(100);
    let mut app = App::new(setup, Look::default(), 7).facing(Perspective::Mover);
    picks(&mut app, &[2]);
    // South's move is being sown: South's row is still at the bottom.
    assert!(app.animation().is_some());
    assert!(
        label_row(&app, "A") > label_row(&app, "a"),
        "South still at the bottom while sowing"
    );
    press(&mut app, &[Action::Tick(Duration::from_secs(2))]);
    assert!(app.animation().is_none());
    assert!(
        label_row(&app, "a") > label_row(&app, "A"),
        "North at the bottom for their turn"
    );
}

/// The cell holding `glyph`, and its style, on an 80x24 screen.
fn cell_with(app: &App, glyph: &str) -> ratatui::buffer::Cell {
    let terminal = terminal(app, 80, 24);
    let buffer = terminal.backend().buffer();
    buffer
        .content()
        .iter()
        .find(|cell| cell.symbol() == glyph)
        .unwrap_or_else(|| panic!("no {glyph:?} on the screen"))
        .clone()
}

fn after_six_moves(look: Look) -> App {
    let mut app = App::new(setup(Mode::Sorry), look, 7);
    picks(&mut app, &[2, 1, 3, 5, 4, 3]);
    app
}

#[test]
fn the_last_move_is_marked_in_colour_and_by_glyph() {
    let app = after_six_moves(Look::default());
    for glyph in ["▲", "▼"] {
        let cell = cell_with(&app, glyph);
        assert_eq!(cell.fg, Color::LightYellow, "{glyph}");
        assert!(cell.modifier.contains(Modifier::BOLD), "{glyph}");
    }
}

#[test]
fn the_last_move_is_marked_without_colour() {
    let look = Look {
        ascii: false,
        no_color: true,
    };
    let app = after_six_moves(look);
    for glyph in ["▲", "▼"] {
        let cell = cell_with(&app, glyph);
        assert_eq!(cell.fg, Color::Reset);
        assert!(cell.modifier.contains(Modifier::BOLD));
    }
}

#[test]
fn the_marks_stay_until_the_next_move_and_move_with_it() {
    let mut app = after_six_moves(Look::default());
    let before = find(&app, "▲");
    press(&mut app, &[Action::Right, Action::Hint, Action::Back]);
    assert_eq!(find(&app, "▲"), before, "keys other than a move keep it");
    picks(&mut app, &[1]);
    assert_ne!(find(&app, "▲"), before, "the next move marks its own pit");
}

#[test]
fn a_pit_the_mover_cannot_sow_is_dimmed() {
    // After B, a, C, e, D and c, South's B and C are empty (c captured
    // them): Ama may not sow them, and their counts fade.
    let app = after_six_moves(Look::default());
    let terminal = terminal(&app, 80, 24);
    let buffer = terminal.backend().buffer();
    let (b_column, label_row) = find(&app, "B [2]");
    let (a_column, _) = find(&app, "A [1]");
    // The count sits on the first row inside the box, centred.
    let count_row = label_row - 6;
    let zero = (b_column..b_column + 5)
        .map(|x| &buffer[(x, count_row)])
        .find(|cell| cell.symbol() == "0")
        .expect("B's count of 0");
    assert_eq!(zero.fg, Color::DarkGray);
    let a_count = (a_column..a_column + 5)
        .map(|x| &buffer[(x, count_row)])
        .find(|cell| cell.symbol().chars().all(|c| c.is_ascii_digit()) && cell.symbol() != " ")
        .expect("A's count");
    assert_ne!(a_count.fg, Color::DarkGray, "A can be sown");
}
