//! Every screen of the program outside the classroom, in every language,
//! at the smallest terminal the 6-pit board plays in (60x18) and at the
//! usual 80x24: the home screen, the board in each mode with its
//! overlays, each lesson's pages and a wrong try in each exercise, a
//! puzzle of each theme and of each grade in every variant with a wrong
//! try, and the review. Each must show itself, never the "too small"
//! notice; no letter may touch a box's border or run off the screen; and
//! what it says (the narration, a message, a page, a verdict) must be
//! found whole. At 60x18 a puzzle's long verdict may show a window at a
//! time: read down with Page Down, it must be whole across the windows.

mod common;

use std::time::Duration;

use common::{app, picks, press, think, tiny_game_over};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Size;
use wari::app::{Action, App};
use wari::home::Home;
use wari::learn::{Action as Learn, KeyScreen, LESSONS, Progress, Screen, Tutor};
use wari::puzzles::{Solver, shipped_for};
use wari::record::Record as GameRecord;
use wari::review::Reviewer;
use wari::review_screen::{ReviewAction, ReviewScreen};
use wari::search::Searcher;
use wari::setup::Mode;
use wari::variants::Variants;
use wari_app::screen_check;
use wari_words::{Lang, reader};

/// The sizes every screen is drawn at; `en-XA`, whose words are longer
/// than any language's, at the usual one only.
fn sizes(lang: Lang) -> Vec<Size> {
    let usual = Size::new(80, 24);
    if lang.code() == "en-XA" {
        vec![usual]
    } else {
        vec![Size::new(60, 18), usual]
    }
}

/// One screen drawn: its name, its rows (each page's, where a window
/// moves down through long words) and the sentences it must show whole.
struct Drawn {
    name: String,
    pages: Vec<Vec<String>>,
    sentences: Vec<String>,
}

fn buffer(size: Size, draw: impl FnOnce(&mut ratatui::Frame)) -> Buffer {
    let mut terminal =
        Terminal::new(TestBackend::new(size.width, size.height)).expect("a test terminal");
    terminal.draw(draw).expect("drawn");
    terminal.backend().buffer().clone()
}

/// Each screen `screens` draws at each size in each language checked;
/// the test fails with every problem found.
fn every_language(screens: impl Fn(Size) -> Vec<Drawn>) {
    let mut problems = Vec::new();
    let mut checked = 0;
    for lang in Lang::all() {
        reader::reading(lang, || {
            for size in sizes(lang) {
                for drawn in screens(size) {
                    checked += 1;
                    for problem in screen_check::problems(&drawn.pages, &drawn.sentences) {
                        let at = format!("{}x{}", size.width, size.height);
                        problems.push(format!("{lang} {at} {}: {problem}", drawn.name));
                    }
                }
            }
        });
    }
    assert!(checked > 0);
    let shown: Vec<_> = problems.iter().take(20).collect();
    assert!(
        problems.is_empty(),
        "{} problems in {checked} screens:\n{shown:#?}",
        problems.len()
    );
}

#[test]
fn the_home_screen() {
    every_language(|size| {
        let home = Home::for_rules(&Variants::builtin());
        let rows = screen_check::rows(&buffer(size, |frame| home.view(frame)));
        vec![Drawn {
            name: "home".into(),
            pages: vec![rows],
            sentences: vec![],
        }]
    });
}

/// The board as the players see it at `size`, with what it says.
fn board(name: &str, mut app: App, size: Size) -> Drawn {
    let (width, height) = (size.width, size.height);
    wari::app::update(&mut app, Action::Resize { width, height });
    let rows = screen_check::rows(&buffer(size, |frame| wari::app::view(&app, frame)));
    // A question stands over the words under the board, and a message
    // too long for its rows takes the narration's: the narration shows
    // whole or not at all.
    let flat = screen_check::flat(&rows);
    let begun = |text: &String| {
        let start: Vec<&str> = text.split_whitespace().take(4).collect();
        flat.contains(&start.join(" "))
    };
    let narration = app
        .narration()
        .filter(|text| app.message().is_none() || begun(text));
    let narration = narration.filter(|_| app.question().is_none());
    let mut sentences: Vec<String> = narration.into_iter().collect();
    if !app.help_open() {
        sentences.extend(app.message().map(|message| message.text));
    }
    Drawn {
        name: name.into(),
        pages: vec![rows],
        sentences,
    }
}

/// A hint in `mode` after `moves`, the search's look at it answered.
fn hinted(mode: Mode, moves: &[usize]) -> App {
    let mut app = after(mode, moves, &[Action::Hint]);
    think(&mut app, &mut Searcher::new(1), 6);
    app
}

fn after(mode: Mode, moves: &[usize], actions: &[Action]) -> App {
    let mut app = app(mode);
    picks(&mut app, moves);
    press(&mut app, actions);
    app
}

#[test]
fn the_board_in_each_mode_with_its_overlays() {
    let hurry = Mode::Hurry { coop: false };
    let tick = Action::Tick(Duration::from_millis(2000));
    every_language(|size| {
        let boards = [
            ("sorry", after(Mode::Sorry, &[], &[])),
            ("a capture", after(Mode::Sorry, &[2, 1, 3, 5, 4, 3], &[])),
            (
                "a hint",
                after(Mode::Sorry, &[2, 1, 3, 5, 4], &[Action::Hint]),
            ),
            (
                "an illegal move",
                after(Mode::Sorry, &[2, 1, 3], &[Action::Pick(1)]),
            ),
            ("a hint looked into", hinted(Mode::Sorry, &[3, 1])),
            ("a win-win hint", hinted(Mode::WinWin, &[3, 1])),
            ("the help", after(Mode::WinWin, &[], &[Action::Help])),
            ("leaving?", after(Mode::Sorry, &[3], &[Action::Quit])),
            ("a new game?", after(Mode::Sorry, &[3], &[Action::NewGame])),
            (
                "win-win",
                after(Mode::WinWin, &[3, 1], std::slice::from_ref(&tick)),
            ),
            (
                "stop here?",
                after(Mode::Sorry, &[3, 1], &[Action::ProposeEnd]),
            ),
            (
                "agreed?",
                after(Mode::Sorry, &[3, 1], &[Action::ProposeEnd, Action::Yes]),
            ),
            (
                "hurry",
                after(hurry, &[2, 1, 3], std::slice::from_ref(&tick)),
            ),
            (
                "hurry together",
                after(
                    Mode::Hurry { coop: true },
                    &[2, 1],
                    std::slice::from_ref(&tick),
                ),
            ),
            (
                "sorry ended",
                after(
                    Mode::Sorry,
                    &[3, 1],
                    &[Action::ProposeEnd, Action::Yes, Action::Yes],
                ),
            ),
            ("win-win ended", tiny_game_over(Mode::WinWin)),
            ("hurry ended", tiny_game_over(hurry)),
        ];
        boards
            .into_iter()
            .map(|(name, app)| board(name, app, size))
            .collect()
    });
}

/// Traditional has every rule a lesson needs, so none is skipped.
fn tutor() -> Tutor {
    let traditional = Variants::builtin()
        .get("traditional")
        .map(|v| v.rules())
        .expect("a built-in variant");
    Tutor::new("traditional", traditional, Progress::default())
}

fn lesson(tutor: &Tutor, name: String, size: Size, sentences: Vec<String>) -> Drawn {
    let rows = screen_check::rows(&buffer(size, |frame| wari::learn::view(tutor, frame)));
    Drawn {
        name,
        pages: vec![rows],
        sentences,
    }
}

#[test]
fn each_lesson_page_and_a_wrong_try_in_each_exercise() {
    every_language(|size| {
        let mut shown = vec![lesson(&tutor(), "the list".into(), size, vec![])];
        for (index, key) in LESSONS.iter().map(|l| l.key).enumerate() {
            let mut tutor = tutor();
            for _ in 0..index {
                tutor.update(Learn::Down);
            }
            tutor.update(Learn::Next);
            let mut page = 1;
            while let Screen::Reading { .. } = tutor.screen() {
                let name = format!("{key} page {page}");
                shown.push(lesson(&tutor, name, size, vec![]));
                tutor.update(Learn::Next);
                page += 1;
            }
            shown.extend(wrong_tries(&mut tutor, key, size));
        }
        shown
    });
}

/// Each exercise of the lesson open in `tutor` after its first wrong
/// try, each then done by trying the pits in turn.
fn wrong_tries(tutor: &mut Tutor, key: &str, size: Size) -> Vec<Drawn> {
    let mut shown = Vec::new();
    let mut missed = None;
    for pit in (1..=6).cycle().take(60) {
        let Screen::Practice(practice) = tutor.screen() else {
            break;
        };
        let exercise = practice.exercise;
        tutor.update(Learn::Pit(pit));
        let Screen::Practice(practice) = tutor.screen() else {
            break;
        };
        let task = tutor
            .exercise(practice)
            .map(|(exercise, _)| exercise.task.text());
        if let Some(said) = tutor.said(practice)
            && practice.attempt == wari::learn::Attempt::Missed
            && missed != Some(exercise)
        {
            let name = format!("{key} exercise {exercise} missed");
            let sentences = task.into_iter().chain([said]).collect();
            shown.push(lesson(tutor, name, size, sentences));
            missed = Some(exercise);
        }
        tutor.update(Learn::Next);
    }
    shown
}

/// The puzzle's screen at `size`: what is said read down a window at a
/// time, to its end.
fn puzzle(solver: &mut Solver, name: String, size: Size) -> Drawn {
    let mut pages = Vec::new();
    for _ in 0..8 {
        let drawn = buffer(size, |frame| wari::puzzles::view(solver, frame));
        pages.push(screen_check::rows(&drawn));
        solver.update(Learn::PageDown);
    }
    for _ in 0..8 {
        solver.update(Learn::PageUp);
    }
    let task = wari_words::tr!(
        "puzzle-task",
        name = wari::learn::LEARNER,
        seeds = wari::text::seeds(solver.puzzle().margin)
    );
    Drawn {
        name,
        pages,
        sentences: [Some(task), solver.said()].into_iter().flatten().collect(),
    }
}

#[test]
fn a_puzzle_of_each_theme_and_grade_in_every_variant_with_a_wrong_try() {
    // The wrong tries, searched once, then drawn in every language.
    let mut solvers = Vec::new();
    for variant in Variants::builtin().iter().map(|v| v.name().to_owned()) {
        let puzzles = shipped_for(&variant).expect("every variant has puzzles");
        let mut seen = Vec::new();
        for (index, puzzle) in puzzles.iter().enumerate() {
            let kinds = [format!("{:?}", puzzle.theme), format!("{:?}", puzzle.grade)];
            if kinds.iter().all(|kind| seen.contains(kind)) {
                continue;
            }
            seen.extend(kinds);
            let mut solver = Solver::new(puzzles.clone(), Default::default()).expect("puzzles");
            while solver.place().0 != index {
                solver.update(Learn::Down);
            }
            let answer = puzzle.answer;
            let legal = puzzle.position.legal_moves();
            if let Some(wrong) = legal.iter().find(|&m| m != answer) {
                solver.update(Learn::Pit(wrong.number()));
            }
            solvers.push((format!("{variant} puzzle {}", index + 1), solver));
        }
    }
    let solvers = std::cell::RefCell::new(solvers);
    every_language(|size| {
        let mut solvers = solvers.borrow_mut();
        solvers
            .iter_mut()
            .map(|(name, solver)| {
                assert_eq!(solver.needs(), Size::new(60, 18), "{name}");
                puzzle(solver, name.clone(), size)
            })
            .collect()
    });
}

/// South's A, B and C hold 2 each and North's f holds 3. South's D leaves
/// them so, and f makes them 3 each and takes all 9 (RULES.md 2.3).
const TRAP: &str = "[South \"Ama\"]\n[North \"Kofi\"]\n\
    [Position \"2 2 2 4 4 4 / 4 4 4 4 4 3 / 4 3 / s\"]\n\n1. D f+9 2. E *\n";

#[test]
fn the_review_at_each_move() {
    let record = GameRecord::parse(TRAP).expect("a record");
    let mut screen = ReviewScreen::new(record.clone());
    for review in Reviewer::new(&record, 8) {
        screen.update(ReviewAction::Reviewed(Box::new(review)));
    }
    let screen = std::cell::RefCell::new(screen);
    every_language(|size| {
        let mut screen = screen.borrow_mut();
        let mut shown = Vec::new();
        for step in 0..=record.moves().len() {
            let drawn = buffer(size, |frame| wari::review_screen::view(&screen, frame));
            shown.push(Drawn {
                name: format!("review step {step}"),
                pages: vec![screen_check::rows(&drawn)],
                sentences: vec![],
            });
            screen.update(ReviewAction::Next);
        }
        screen.update(ReviewAction::First);
        shown
    });
}
