//! Time to draw one frame of the board into ratatui's TestBackend, at the
//! two sizes the board is made for: an 80x24 terminal and a 200x60
//! classroom projector. The frame is a mid-game board with the move list
//! (on the wide screen) and a hint; and at 80x24 in French, whose words
//! come from the catalog each frame as English's do.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use wari::app::{Action, App, Setup, update, view};
use wari::engine::Rules;
use wari::look::Look;
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

fn draw(c: &mut Criterion) {
    let app = mid_game();
    for (width, height) in [(80, 24), (200, 60)] {
        let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test backend");
        // What the loop does after each input: the whole view is drawn into
        // a fresh buffer, then diffed against the last frame, as in play.
        c.bench_function(&format!("view {width}x{height}"), |b| {
            b.iter(|| {
                let frame = terminal.draw(|frame| view(black_box(&app), frame));
                black_box(frame.expect("drawing").area);
            });
        });
        let text = format!("{}", terminal.backend());
        assert!(text.contains("North sowed 6 seeds from c"), "{text}");
    }
}

fn draw_in_french(c: &mut Criterion) {
    let app = mid_game();
    let french = Lang::from_code("fr").expect("French has a catalog");
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a test backend");
    reader::reading(french, || {
        c.bench_function("view 80x24 fr", |b| {
            b.iter(|| {
                let frame = terminal.draw(|frame| view(black_box(&app), frame));
                black_box(frame.expect("drawing").area);
            });
        });
    });
    let text = format!("{}", terminal.backend());
    assert!(text.contains("a semé 6 graines de la case c"), "{text}");
}

criterion_group!(benches, draw, draw_in_french);
criterion_main!(benches);
