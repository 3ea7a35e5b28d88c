//! The puzzle screen's state machine driven by actions, on a position
//! worked out by hand: South's F sows 2 seeds into Kofi's a and b, making
//! 2 and 3, and takes both; no other move takes anything. After A, the
//! next best, Kofi's c reaches Ama's F, 2 after A, and takes its 3.

use wari::engine::{Diagram, Position};
use wari::learn::{Action, Attempt, Effect};
use wari::puzzles::{Grade, Puzzle, RawPuzzle, Record, Solver};

const TAKE_FIVE: &str = "1 1 1 0 0 2 / 1 2 9 9 9 9 / 0 0 / s";
const OTHER: &str = "0 3 0 2 2 2 / 1 1 2 0 12 0 / 10 8 / s";

fn puzzle(position: &str, answer: &str, grade: &str, theme: &str) -> Puzzle {
    let raw = RawPuzzle {
        position: position.to_owned(),
        variant: "warri-society".to_owned(),
        answer: answer.to_owned(),
        margin: 5,
        grade: grade.to_owned(),
        // The least depth of the grade: its fixed rating follows.
        depth: if grade == "easy" { 1 } else { 3 },
        theme: theme.to_owned(),
    };
    Puzzle::check(&raw, 1, &wari::variants::Variants::builtin()).expect("a valid puzzle")
}

fn solver(record: Record) -> Solver {
    let set = vec![
        puzzle(TAKE_FIVE, "F", "easy", "a double capture"),
        puzzle(OTHER, "B", "medium", "thinking ahead"),
    ];
    Solver::new(set, record).expect("puzzles")
}

fn start() -> Position {
    let diagram: Diagram = TAKE_FIVE.parse().unwrap();
    diagram
        .position(wari::engine::Rules::warri_society())
        .unwrap()
}

fn saved(effect: Option<Effect>) -> Record {
    match effect {
        Some(Effect::SaveProgress(text)) => Record::parse(&text).expect("the text reads back"),
        None => panic!("nothing saved"),
    }
}

#[test]
fn the_answer_first_time_adds_to_the_streak_and_the_hardest_and_says_why() {
    let mut solver = solver(Record::default());
    let record = saved(solver.update(Action::Pit(6)));
    assert_eq!((record.streak, record.best_streak), (1, 1));
    assert_eq!(record.hardest, Some(Grade::Easy));
    assert_eq!(solver.attempt(), Attempt::Solved);
    assert_eq!(
        solver.said().as_deref(),
        Some(
            "Right! F takes 5 seeds now. Next best is A: A takes nothing now, but then \
             Kofi takes 3 from your F."
        )
    );
    solver.update(Action::Next);
    assert_eq!(solver.place(), (1, 2));
}

#[test]
fn a_wrong_move_is_told_with_kofis_answer_played_and_ends_the_streak_then_enter_tries_again() {
    let mut solver = solver(Record {
        streak: 4,
        best_streak: 4,
        ..Record::default()
    });
    let record = saved(solver.update(Action::Pit(1)));
    assert_eq!((record.streak, record.best_streak), (0, 4));
    assert_eq!(solver.attempt(), Attempt::Missed);
    let said = solver.said().expect("told");
    assert!(said.starts_with("Ama sowed 1 seed from A."), "{said}");
    // Kofi's answer, worked out by hand: c's 9 seeds reach Ama's F, which
    // was 2 and makes 3; E, empty before, is 1 and ends the chain. Every
    // other pit of Kofi's takes nothing.
    assert!(
        said.contains(
            "Then Kofi sowed 9 seeds from c. The last seed made 3 in Ama's F: Kofi takes 3."
        ),
        "{said}"
    );
    assert!(
        said.ends_with("another wins at least 5 seeds more."),
        "{said}"
    );
    // The board shows the answer played: Kofi's store has the 3.
    assert_eq!(solver.board().stores().north(), 3);
    assert_eq!(solver.board().seeds(wari::engine::Pit::new(5).unwrap()), 0);
    solver.update(Action::Next);
    assert_eq!(
        (solver.attempt(), *solver.board()),
        (Attempt::Trying, start())
    );
    // Solved now, but after a miss: it is kept as solved, not as a streak.
    let record = saved(solver.update(Action::Pit(6)));
    assert_eq!(record.streak, 0);
    assert_eq!(record.solved.len(), 1);
}

#[test]
fn an_empty_pit_is_refused_with_the_pits_that_can_be_played() {
    let mut solver = solver(Record::default());
    assert_eq!(solver.update(Action::Pit(4)), None);
    assert_eq!(solver.attempt(), Attempt::Trying);
    assert_eq!(
        solver.said().as_deref(),
        Some("D is empty: play A, B, C or F.")
    );
}

#[test]
fn the_first_hint_says_what_to_look_for_the_second_gives_the_answer() {
    let mut solver = solver(Record::default());
    assert_eq!(solver.update(Action::Hint), None);
    assert_eq!(solver.said(), Some(Grade::Easy.pointer()));
    solver.update(Action::Hint);
    assert_eq!(
        solver.said().as_deref(),
        Some(
            "The answer is F. F takes 5 seeds now. Next best is A: A takes nothing now, \
             but then Kofi takes 3 from your F."
        )
    );
    let record = saved(solver.update(Action::Pit(6)));
    assert_eq!((record.streak, record.hardest), (0, None));
}

#[test]
fn it_opens_at_the_first_puzzle_not_solved_and_the_arrows_go_round() {
    let mut record = Record::default();
    record.solve(TAKE_FIVE, Grade::Easy, true);
    let mut solver = solver(record);
    assert_eq!(solver.place(), (1, 2));
    solver.update(Action::Down);
    assert_eq!(solver.place(), (0, 2));
    solver.update(Action::Up);
    assert_eq!(solver.place(), (1, 2));
    solver.update(Action::Leave);
    assert!(solver.should_quit());
}

/// A theme is checked like a move: F takes from two pits and Kofi has
/// seeds, so a file calling it "feed or lose" is refused, saying why.
#[test]
fn a_theme_that_is_not_true_of_the_board_is_refused() {
    let raw = RawPuzzle {
        position: TAKE_FIVE.to_owned(),
        variant: "warri-society".to_owned(),
        answer: "F".to_owned(),
        margin: 5,
        grade: "easy".to_owned(),
        depth: 1,
        theme: "feed or lose".to_owned(),
    };
    let error = Puzzle::check(&raw, 4, &wari::variants::Variants::builtin()).unwrap_err();
    assert_eq!(
        error.to_string(),
        "puzzle 4: it is about a double capture, not feed or lose"
    );
}

/// Each try is a game against the puzzle's fixed rating (850 for the
/// easy one-ply capture): solving it clean raises the solver's rating, a
/// wrong move lowers it once, however many follow, and the next puzzle
/// is the unsolved one nearest the new rating.
#[test]
fn a_clean_solve_raises_the_rating_a_miss_lowers_it_once() {
    let mut solver = solver(Record::default());
    assert_eq!(solver.puzzle().rating(), 850.0);
    let won = saved(solver.update(Action::Pit(6))).rating.rating;
    assert!(won > 850.0, "{won}");
    solver.update(Action::Next);
    assert_eq!(solver.place().0, 1, "the other, unsolved");
    // D is legal there and not the answer, B.
    let lost = saved(solver.update(Action::Pit(4))).rating.rating;
    assert!(lost < won, "{lost} after {won}");
    solver.update(Action::Next);
    assert_eq!(solver.update(Action::Pit(4)), None, "lost once");
}
