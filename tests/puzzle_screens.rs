//! The puzzle screen at 80x24, drawn into ratatui's TestBackend, and its
//! record file. Each snapshot was read by eye before it was accepted: the
//! task with its margin, Ama's row below Kofi's, the record and the keys,
//! in English and again in every other language.

mod screen_text;

#[macro_use]
mod languages;

use insta::assert_snapshot;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use wari::engine::Move;
use wari::learn::Action;
use wari::puzzles::{Grade, Record, Solver, shipped_for};
use wari::tui::{load_record, save_progress};
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

/// Every language but English, whose snapshots are the tests' first.
fn other_languages() -> impl Iterator<Item = Lang> {
    Lang::all().filter(|&lang| lang != Lang::ENGLISH)
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

/// The screen at `width` x `height` as one line of words.
fn flat_text(solver: &Solver, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal
        .draw(|frame| wari::puzzles::view(solver, frame))
        .expect("drawn");
    screen_text::flat(terminal.backend().buffer())
}

#[test]
fn at_its_smallest_size_every_verdict_and_answer_shows_whole_with_the_keys_that_fit() {
    use wari::learn::KeyScreen;
    let mut solver = first_puzzle();
    let count = shipped_for("warri-society").expect("shipped").len();
    for _ in 0..count {
        if let Some(wrong) = a_wrong_move(&solver) {
            solver.update(Action::Pit(wrong.number()));
            // A wrong try and its refutation fit 60x18 in English (the
            // record and the heading give way); in French and Dutch the
            // longest refutations ask for a row or two more, and show
            // whole there.
            let need = solver.needs();
            assert_eq!((need.width, need.height), (60, 18));
            for lang in other_languages() {
                reader::reading(lang, || fits_whole(&solver));
            }
        }
        // The pointer, then the answer with its reason.
        solver.update(Action::Hint);
        solver.update(Action::Hint);
        let said = solver.said().expect("the answer is said").to_owned();
        let need = solver.needs();
        assert!(need.width <= 80 && need.height <= 24, "{need:?}");
        let shown = flat_text(&solver, need.width, need.height);
        assert!(
            shown.contains(&screen_text::words(&said)),
            "cut: {said}\n{shown}"
        );
        assert!(
            shown.ends_with("q leave") || shown.ends_with("? keys"),
            "the keys are lost: {shown}"
        );
        for lang in other_languages() {
            reader::reading(lang, || fits_whole(&solver));
        }
        solver.update(Action::Down);
    }
}

/// What `solver` says, and its keys, show whole on a screen of the size
/// it asks for, in the reader's language.
fn fits_whole(solver: &Solver) {
    use wari::learn::KeyScreen;
    let said = solver.said().expect("something is said");
    let need = solver.needs();
    assert!(need.width <= 80 && need.height <= 24, "{need:?}");
    let shown = flat_text(solver, need.width, need.height);
    assert!(
        shown.contains(&screen_text::words(&said)),
        "cut: {said}\n{shown}"
    );
    // Inside the border and the margins.
    let keys = wari::screen_keys::fitted_line(solver.keys(), usize::from(need.width - 4));
    assert!(
        shown.ends_with(&screen_text::words(&keys)),
        "the keys are lost: {shown}"
    );
}
