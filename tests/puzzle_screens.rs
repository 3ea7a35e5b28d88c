//! The puzzle screen at 80x24, drawn into ratatui's TestBackend, and its
//! record file. Each snapshot was read by eye before it was accepted: the
//! task with its margin, Ama's row below Kofi's, the record and the keys,
//! in English and again in every other language.

#[macro_use]
mod languages;

use insta::assert_snapshot;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use wari::engine::Move;
use wari::learn::Action;
use wari::puzzles::{Grade, Record, Solver, shipped_for};
use wari::tui::{load_record, save_progress};
use wari_app::screen_check;
use wari_words::{Lang, reader};

fn screen(solver: &Solver) -> TestBackend {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a test terminal");
    terminal
        .draw(|frame| wari::puzzles::view(solver, frame))
        .expect("drawn");
    terminal.backend().clone()
}

fn first_puzzle() -> Solver {
    Solver::new(
        shipped_for("warri-society").expect("shipped"),
        Record::default(),
    )
    .expect("puzzles")
}

/// A legal move of the puzzle shown that is not its answer, if any.
fn a_wrong_move(solver: &Solver) -> Option<Move> {
    let answer = solver.puzzle().answer;
    let legal = solver.puzzle().position.legal_moves();
    legal.iter().find(|&m| m != answer)
}

#[test]
fn the_first_puzzle() {
    let solver = first_puzzle();
    assert_snapshot!(screen(&solver));
    in_every_language!(|| screen(&solver));
}

#[test]
fn the_first_puzzle_solved() {
    let mut solver = first_puzzle();
    let answer = solver.puzzle().answer.number();
    solver.update(Action::Pit(answer));
    assert_snapshot!(screen(&solver));
    in_every_language!(|| screen(&solver));
}

#[test]
fn the_first_puzzle_after_a_wrong_move() {
    let mut solver = first_puzzle();
    let wrong = a_wrong_move(&solver).expect("another legal move");
    solver.update(Action::Pit(wrong.number()));
    assert_snapshot!(screen(&solver));
    in_every_language!(|| screen(&solver));
}

#[test]
fn the_record_is_read_back_and_a_damaged_one_set_aside() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("puzzles.json");
    assert_eq!(load_record(&path), (Record::default(), None));
    let mut record = Record::default();
    record.solve("4 4 4 4 4 4 / 4 4 4 4 4 4 / 0 0 / s", Grade::Hard, true);
    save_progress(&path, &record.to_text()).expect("saved");
    assert_eq!(load_record(&path), (record, None));
    std::fs::write(&path, "{\"streak\": -1}").expect("written");
    let (record, notice) = load_record(&path);
    assert_eq!(record, Record::default());
    let notice = notice.expect("the solver is told");
    assert!(notice.contains("puzzles.json.bad"), "{notice}");
    assert!(notice.ends_with("the record starts afresh."), "{notice}");
    assert!(dir.path().join("puzzles.json.bad").exists());
}

#[test]
fn at_60x18_every_verdict_and_answer_can_be_read_whole_with_the_keys_that_fit() {
    let mut solver = first_puzzle();
    let count = shipped_for("warri-society").expect("shipped").len();
    for _ in 0..count {
        if let Some(wrong) = a_wrong_move(&solver) {
            solver.update(Action::Pit(wrong.number()));
            for lang in Lang::all() {
                reader::reading(lang, || reads_whole(&mut solver));
            }
        }
        // The pointer, then the answer with its reason.
        solver.update(Action::Hint);
        solver.update(Action::Hint);
        for lang in Lang::all() {
            reader::reading(lang, || reads_whole(&mut solver));
        }
        solver.update(Action::Down);
    }
}

/// What `solver` says shows whole at 60x18, in the reader's language: at
/// once, or a window at a time down to its end with Page Down; the
/// keys' row stays. Leaves the window at the top again.
fn reads_whole(solver: &mut Solver) {
    use wari::learn::KeyScreen;
    let said = solver.said().expect("something is said");
    let need = solver.needs();
    assert_eq!((need.width, need.height), (60, 18));
    let mut rows: Vec<String> = Vec::new();
    for _ in 0..10 {
        let buffer = drawn(solver, 60, 18);
        let keys = wari::screen_keys::fitted_line(solver.keys(), 56);
        let page = screen_check::rows(&buffer);
        let flat = screen_check::flat(&page);
        assert!(
            flat.ends_with(&screen_check::words(&keys)),
            "the keys are lost: {flat}"
        );
        // Each row as its words, the border left out.
        rows.extend(
            page.iter()
                .map(|row| screen_check::flat(std::slice::from_ref(row))),
        );
        solver.update(Action::PageDown);
    }
    for row in wari::text::wrap(&said, 56) {
        assert!(
            rows.iter().any(|shown| *shown == screen_check::words(&row)),
            "never shown: {row}\nof: {said}"
        );
    }
    for _ in 0..10 {
        solver.update(Action::PageUp);
    }
}

/// The screen at `width` x `height`.
fn drawn(solver: &Solver, width: u16, height: u16) -> Buffer {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal
        .draw(|frame| wari::puzzles::view(solver, frame))
        .expect("drawn");
    terminal.backend().buffer().clone()
}
