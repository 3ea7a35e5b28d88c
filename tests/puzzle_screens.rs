//! The puzzle screen at 80x24, drawn into ratatui's TestBackend, and its
//! record file. Each snapshot was read by eye before it was accepted: the
//! task with its margin, Ama's row below Kofi's, the record and the keys.

use insta::assert_snapshot;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use wari::learn::Action;
use wari::puzzles::{Grade, Record, Solver, shipped};
use wari::tui::{load_record, save_progress};

fn screen(solver: &Solver) -> TestBackend {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a test terminal");
    terminal
        .draw(|frame| wari::puzzles::view(solver, frame))
        .expect("drawn");
    terminal.backend().clone()
}

fn first_puzzle() -> Solver {
    Solver::new(shipped(), Record::default()).expect("puzzles are shipped")
}

#[test]
fn the_first_puzzle() {
    assert_snapshot!(screen(&first_puzzle()));
}

#[test]
fn the_first_puzzle_solved() {
    let mut solver = first_puzzle();
    let answer = solver.puzzle().answer.number();
    solver.update(Action::Pit(answer));
    assert_snapshot!(screen(&solver));
}

#[test]
fn the_first_puzzle_after_a_wrong_move() {
    let mut solver = first_puzzle();
    let answer = solver.puzzle().answer;
    let wrong = solver
        .puzzle()
        .position
        .legal_moves()
        .iter()
        .find(|&m| m != answer)
        .expect("another legal move");
    solver.update(Action::Pit(wrong.number()));
    assert_snapshot!(screen(&solver));
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
