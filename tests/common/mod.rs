//! Helpers shared by the app's tests: a game between Ama (South) and Kofi
//! (North) with no animation, and a way to read the screen as text.

#![allow(dead_code)]

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use wari::app::{Action, App, Setup, update, view};
use wari::engine::{ByPlayer, Rules};
use wari::look::Look;
use wari::search::{Level, Searcher};
use wari::setup::{Mode, Seat};

/// Kids and Caboodles between Ama and Kofi in `mode`, moves shown at once.
pub fn setup(mode: Mode) -> Setup {
    let mut setup = Setup::new("kids-and-caboodles", Rules::default());
    setup.seats = ByPlayer::new(Seat::human("Ama"), Seat::human("Kofi"));
    setup.mode = mode;
    setup.seed_step = std::time::Duration::ZERO;
    setup
}

/// A new game of [`setup`] on an 80x24 screen.
pub fn app(mode: Mode) -> App {
    App::new(setup(mode), Look::default(), 7)
}

/// Ama (South) against the computer at `level`, called Kofi (North).
pub fn against_computer(mode: Mode, level: Level) -> App {
    let mut setup = setup(mode);
    setup.seats = ByPlayer::new(Seat::human("Ama"), Seat::computer("Kofi", level));
    App::new(setup, Look::default(), 7)
}

/// The edge's part, done on this thread: runs every search the app asks
/// for, to at most `depth` plies so the test is quick and repeatable, and
/// feeds the answers back, until the app wants none. Returns how many
/// searches ran.
pub fn think(app: &mut App, searcher: &mut Searcher, depth: u32) -> usize {
    let mut searches = 0;
    while let Some(mut request) = app.search_request() {
        request.depth = Some(depth);
        let answer = request.run(searcher, None);
        update(app, answer);
        searches += 1;
    }
    searches
}

/// Applies each action in turn.
pub fn press(app: &mut App, actions: &[Action]) {
    for action in actions {
        update(app, action.clone());
    }
}

/// Plays moves by their digits.
pub fn picks(app: &mut App, moves: &[usize]) {
    for &number in moves {
        update(app, Action::Pick(number));
    }
}

/// The screen drawn at `width` x `height`.
pub fn terminal(app: &App, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test backend");
    terminal
        .draw(|frame| view(app, frame))
        .expect("drawing never fails");
    terminal
}

/// The screen as plain text, one line a row.
pub fn screen_text(app: &App, width: u16, height: u16) -> String {
    let terminal = terminal(app, width, height);
    let buffer = terminal.backend().buffer();
    let mut text = String::new();
    for y in 0..height {
        for x in 0..width {
            text += buffer[(x, y)].symbol();
        }
        text.push('\n');
    }
    text
}

/// Two pits of one seed: the game ends 2-2 after two moves (see the
/// update tests).
pub fn tiny_game_over(mode: Mode) -> App {
    let mut setup = setup(mode);
    setup.rules = Rules::kids_and_caboodles()
        .with_pits_per_side(2)
        .and_then(|r| r.with_seeds_per_pit(1))
        .expect("a small board is allowed");
    let mut app = App::new(setup, Look::default(), 7);
    picks(&mut app, &[2, 2]);
    app
}

/// Six moves of Sorry Wari animated at 100 ms a seed, each key skipping
/// the last move's animation; the sixth, North's c, has just begun: its
/// six seeds end in a capture from South's C and B.
pub fn capture_under_way() -> App {
    let mut setup = setup(Mode::Sorry);
    setup.seed_step = std::time::Duration::from_millis(100);
    let mut app = App::new(setup, Look::default(), 7);
    picks(&mut app, &[2]);
    for number in [1, 3, 5, 4, 3] {
        press(&mut app, &[Action::Other, Action::Pick(number)]);
    }
    app
}
