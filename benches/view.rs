//! Time to draw one frame of the board into ratatui's TestBackend, at the
//! two sizes the board is made for: an 80x24 terminal and a 200x60
//! classroom projector. The frame is a mid-game board with the move list
//! (on the wide screen) and a hint; and at 80x24 in French, whose words
//! come from the catalog each frame as English's do. Then what a classroom
//! session does for each frame it sends: the view drawn into its screen
//! and turned into the bytes of the cells that changed.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::layout::Size;
use wari::app::{Action, App, Setup, update, view};
use wari::engine::Rules;
use wari::look::Look;
use wari::ssh::Screen;
use wari_words::{Lang, reader};

fn mid_game() -> App {
    let mut setup = Setup::new("kids-and-caboodles", Rules::default());
    setup.seed_step = std::time::Duration::ZERO;
    let mut app = App::new(setup, Look::default(), 1);
    for number in [2, 1, 3, 5, 4, 3] {
        update(&mut app, Action::Pick(number));
    }
    update(&mut app, Action::Hint);
    app
}

/// The text `terminal` shows once `app` is drawn on it: checked before a
/// benchmark, which a filter may skip.
fn drawn(terminal: &mut Terminal<TestBackend>, app: &App) -> String {
    terminal.draw(|frame| view(app, frame)).expect("drawing");
    format!("{}", terminal.backend())
}

fn draw(c: &mut Criterion) {
    let app = mid_game();
    for (width, height) in [(80, 24), (200, 60)] {
        let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test backend");
        let text = drawn(&mut terminal, &app);
        assert!(text.contains("North sowed 6 seeds from c"), "{text}");
        // What the loop does after each input: the whole view is drawn into
        // a fresh buffer, then diffed against the last frame, as in play.
        c.bench_function(&format!("view {width}x{height}"), |b| {
            b.iter(|| {
                let frame = terminal.draw(|frame| view(black_box(&app), frame));
                black_box(frame.expect("drawing").area);
            });
        });
    }
}

fn draw_in_french(c: &mut Criterion) {
    let app = mid_game();
    let french = Lang::from_code("fr").expect("French has a catalog");
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a test backend");
    reader::reading(french, || {
        let text = drawn(&mut terminal, &app);
        assert!(text.contains("a semé 6 graines de la case c"), "{text}");
        c.bench_function("view 80x24 fr", |b| {
            b.iter(|| {
                let frame = terminal.draw(|frame| view(black_box(&app), frame));
                black_box(frame.expect("drawing").area);
            });
        });
    });
}

fn session_frame(c: &mut Criterion) {
    let before = mid_game();
    let mut after = mid_game();
    update(&mut after, Action::Pick(1));
    let mut screen = Screen::new(Size::new(80, 24)).expect("a screen in memory");
    screen.draw(|frame| view(&before, frame)).expect("drawing");
    let first = screen.take_bytes();
    // Blank cells are skipped, not written: the words stand apart.
    assert!(String::from_utf8_lossy(&first).contains("sowed"));
    // Two boards in turn, a move apart, as a player's frames come.
    c.bench_function("session frame 80x24", |b| {
        let mut which = false;
        b.iter(|| {
            which = !which;
            let app = if which { &after } else { &before };
            screen
                .draw(|frame| view(black_box(app), frame))
                .expect("drawing");
            black_box(screen.take_bytes());
        });
    });
}

criterion_group!(benches, draw, draw_in_french, session_frame);
criterion_main!(benches);
