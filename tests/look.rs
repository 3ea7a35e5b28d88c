//! How the screen may look, over every screen the game shows: only the 16
//! ANSI colours, none at all under NO_COLOR, and nothing but ASCII under
//! --ascii.

mod common;

use std::time::Duration;

use common::{picks, press, setup, terminal};
use ratatui::buffer::Buffer;
use ratatui::style::Color;
use wari::app::{Action, App, Perspective};
use wari::engine::{Player, Rules};
use wari::look::Look;
use wari::setup::Mode;

/// The start, a hint, a question, the help, a Hurry turn with both meters,
/// an end screen, a capture flashing, a terminal too small, the board
/// turned to North with the last move marked, big digits on a projector,
/// seventeen seeds a pit and twelve pits a side.
fn every_screen(look: Look) -> Vec<Buffer> {
    let new = |mode| {
        let mut setup = setup(mode);
        setup.seed_step = Duration::from_millis(100);
        App::new(setup, look, 7)
    };
    let mut screens = Vec::new();
    let mut draw = |app: &App, width, height| {
        screens.push(terminal(app, width, height).backend().buffer().clone());
    };
    let mut app = new(Mode::Sorry);
    draw(&app, 80, 24);
    draw(&app, 40, 10);
    press(&mut app, &[Action::Hint]);
    draw(&app, 200, 60);
    picks(&mut app, &[3]);
    draw(&app, 80, 24);
    press(&mut app, &[Action::Other, Action::ProposeEnd]);
    draw(&app, 80, 24);
    press(&mut app, &[Action::Yes]);
    draw(&app, 80, 24);
    press(&mut app, &[Action::Yes]);
    assert!(
        app.game().outcome().is_some(),
        "the end screen is drawn next"
    );
    draw(&app, 80, 24);
    press(&mut app, &[Action::Help]);
    draw(&app, 80, 24);
    let mut app = new(Mode::Hurry { coop: true });
    for number in [2, 1, 3, 5, 4, 3] {
        press(&mut app, &[Action::Other, Action::Pick(number)]);
    }
    press(&mut app, &[Action::Tick(Duration::from_millis(320))]);
    draw(&app, 80, 24);
    let mut app = new(Mode::Sorry).facing(Perspective::Seat(Player::North));
    picks(&mut app, &[2]);
    press(&mut app, &[Action::Tick(Duration::from_secs(2))]);
    draw(&app, 80, 24);
    draw(&app, 200, 60);
    for rules in [
        Rules::default().with_seeds_per_pit(17),
        Rules::default().with_pits_per_side(12),
    ] {
        let mut setup = setup(Mode::Sorry);
        setup.rules = rules.expect("allowed rules");
        draw(&App::new(setup, look, 7), 80, 24);
    }
    screens
}

fn colours(buffer: &Buffer) -> impl Iterator<Item = Color> + '_ {
    buffer.content().iter().flat_map(|cell| [cell.fg, cell.bg])
}

#[test]
fn only_the_16_ansi_colours_are_used() {
    for screen in every_screen(Look::default()) {
        for colour in colours(&screen) {
            assert!(
                !matches!(colour, Color::Rgb(..) | Color::Indexed(_)),
                "{colour:?} is not one of the 16"
            );
        }
    }
}

#[test]
fn no_color_leaves_every_cell_in_the_terminals_own_colours() {
    let look = Look {
        ascii: false,
        no_color: true,
    };
    for screen in every_screen(look) {
        assert!(colours(&screen).all(|colour| colour == Color::Reset));
    }
}

#[test]
fn ascii_draws_nothing_outside_ascii() {
    let look = Look {
        ascii: true,
        no_color: false,
    };
    for screen in every_screen(look) {
        for cell in screen.content() {
            assert!(cell.symbol().is_ascii(), "{:?} is not ASCII", cell.symbol());
        }
    }
}

#[test]
fn without_ascii_the_board_uses_its_glyphs() {
    // The check above would pass on a blank screen; this shows it draws.
    let screens = every_screen(Look::default());
    assert!(screens[0].content().iter().any(|cell| cell.symbol() == "●"));
}
