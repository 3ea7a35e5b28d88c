//! On a projector's 200x60 every board a class looks at (a lesson's, a
//! puzzle's, a review's) is drawn in the game's boxes with counts in big
//! digits, to be read from the back of the room; at 80x24 the same screen
//! keeps its board in lines of text.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use wari::engine::Rules;
use wari::learn::{Action, Progress, Screen, Tutor};
use wari::puzzles::{Record, Solver, shipped_for};
use wari_app::screen_check;

/// The ink of a big digit's cell.
const INK: &str = "█";

fn drawn(size: (u16, u16), draw: impl FnOnce(&mut ratatui::Frame)) -> Buffer {
    let mut terminal = Terminal::new(TestBackend::new(size.0, size.1)).expect("a test terminal");
    terminal.draw(draw).expect("drawn");
    terminal.backend().buffer().clone()
}

/// The rows of the big digits of `count` in `ink`, as the board draws them.
fn big(count: u16) -> [String; 5] {
    const FONT: [[&str; 5]; 10] = [
        ["###", "# #", "# #", "# #", "###"],
        [" # ", "## ", " # ", " # ", "###"],
        ["###", "  #", "###", "#  ", "###"],
        ["###", "  #", " ##", "  #", "###"],
        ["# #", "# #", "###", "  #", "  #"],
        ["###", "#  ", "###", "  #", "###"],
        ["###", "#  ", "###", "# #", "###"],
        ["###", "  #", "  #", "  #", "  #"],
        ["###", "# #", "###", "# #", "###"],
        ["###", "# #", "###", "  #", "###"],
    ];
    let digits: Vec<usize> = count
        .to_string()
        .bytes()
        .map(|b| usize::from(b - b'0'))
        .collect();
    std::array::from_fn(|row| {
        let cells: Vec<&str> = digits.iter().map(|&d| FONT[d][row]).collect();
        cells.join(" ").replace('#', INK)
    })
}

/// The screen's rows as text.
fn rows(buffer: &Buffer) -> Vec<String> {
    let width = usize::from(buffer.area.width);
    let symbols: Vec<&str> = buffer.content.iter().map(|cell| cell.symbol()).collect();
    symbols.chunks(width).map(|row| row.concat()).collect()
}

/// Whether `count`'s big digits stand in `buffer`, row above row.
fn shows_big(buffer: &Buffer, count: u16) -> bool {
    let lines = rows(buffer);
    let rows = big(count);
    lines.windows(5).any(|window| {
        window[0].match_indices(rows[0].as_str()).any(|(at, _)| {
            let column = window[0][..at].chars().count();
            window.iter().zip(&rows).all(|(line, row)| {
                let cells: String = line
                    .chars()
                    .skip(column)
                    .take(row.chars().count())
                    .collect();
                cells == *row
            })
        })
    })
}

fn lesson_exercise() -> Tutor {
    let mut tutor = Tutor::new(
        "kids-and-caboodles",
        Rules::kids_and_caboodles(),
        Progress::default(),
    );
    tutor.update(Action::Next);
    // Through the first lesson's pages to its exercise.
    while !matches!(tutor.screen(), Screen::Practice(_)) {
        tutor.update(Action::Next);
    }
    tutor
}

#[test]
fn a_lessons_exercise_shows_its_counts_in_big_digits_on_a_projector() {
    let tutor = lesson_exercise();
    let Screen::Practice(practice) = tutor.screen() else {
        panic!("an exercise on screen");
    };
    let board = practice.board;
    let projector = drawn((200, 60), |f| wari::learn::view(&tutor, f));
    for pit in board.pits() {
        assert!(
            shows_big(&projector, *pit),
            "{pit} in big digits:\n{}",
            rows(&projector).join("\n")
        );
    }
    let laptop = drawn((80, 24), |f| wari::learn::view(&tutor, f));
    assert!(!screen_check::flat(&screen_check::rows(&laptop)).contains(INK));
    assert!(
        screen_check::flat(&screen_check::rows(&laptop)).contains("store"),
        "the board in lines"
    );
}

#[test]
fn a_puzzle_shows_its_counts_in_big_digits_on_a_projector() {
    let solver = Solver::new(
        shipped_for("warri-society").expect("shipped"),
        Record::default(),
    )
    .expect("puzzles");
    let projector = drawn((200, 60), |f| wari::puzzles::view(&solver, f));
    for pit in solver.board().pits() {
        assert!(
            shows_big(&projector, *pit),
            "{pit}:\n{}",
            rows(&projector).join("\n")
        );
    }
    let store = solver.board().stores().south();
    assert!(shows_big(&projector, store), "the stores too");
    let laptop = drawn((80, 24), |f| wari::puzzles::view(&solver, f));
    assert!(!screen_check::flat(&screen_check::rows(&laptop)).contains(INK));
}
