//! The lessons' screens at 80x24, drawn into ratatui's TestBackend. Each
//! snapshot was read by eye before it was accepted: the words, the board's
//! orientation (Kofi's a above Ama's F), and the keys named at the bottom.

#[macro_use]
mod languages;

use insta::assert_snapshot;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use wari::engine::Rules;
use wari::learn::{Action, LESSONS, Progress, Tutor};
use wari::variants::Variants;
use wari_app::screen_check;
use wari_words::{Lang, reader, tr};

fn tutor() -> Tutor {
    Tutor::new(
        "kids-and-caboodles",
        Rules::kids_and_caboodles(),
        Progress::default(),
    )
}

fn screen(tutor: &Tutor) -> TestBackend {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a test terminal");
    terminal
        .draw(|frame| wari::learn::view(tutor, frame))
        .expect("drawn");
    terminal.backend().clone()
}

fn press(tutor: &mut Tutor, actions: &[Action]) {
    for action in actions {
        tutor.update(action.clone());
    }
}

/// Opens the lesson at `index` in the list.
fn open(tutor: &mut Tutor, index: usize) {
    for _ in 0..index {
        tutor.update(Action::Down);
    }
    tutor.update(Action::Next);
}

#[test]
fn the_lesson_list() {
    assert_snapshot!(screen(&tutor()));
}

#[test]
fn every_page_of_every_lesson() {
    let mut shown = 0;
    for (index, lesson) in LESSONS.iter().enumerate() {
        // Traditional has every rule a lesson needs, so none is skipped.
        let traditional = Variants::builtin()
            .get("traditional")
            .map(|v| v.rules())
            .expect("a built-in variant");
        let mut tutor = Tutor::new("traditional", traditional, Progress::default());
        open(&mut tutor, index);
        for page in 1..=lesson.pages.len() {
            let suffix = format!("{}-{page}", lesson.key);
            insta::with_settings!({ snapshot_suffix => suffix }, {
                assert_snapshot!(screen(&tutor));
            });
            press(&mut tutor, &[Action::Next]);
            shown += 1;
        }
    }
    let pages: usize = LESSONS.iter().map(|l| l.pages.len()).sum();
    assert_eq!(shown, pages);
}

#[test]
fn an_exercise_waiting_for_a_move() {
    let mut tutor = tutor();
    open(&mut tutor, 2);
    press(&mut tutor, &[Action::Next, Action::Next, Action::Next]);
    assert_snapshot!(screen(&tutor));
}

#[test]
fn an_exercise_after_a_move_that_missed() {
    let mut tutor = tutor();
    open(&mut tutor, 2);
    press(
        &mut tutor,
        &[Action::Next, Action::Next, Action::Next, Action::Pit(3)],
    );
    assert_snapshot!(screen(&tutor));
}

#[test]
fn the_lesson_list_with_progress_and_a_notice() {
    let mut progress = Progress::default();
    progress.finish("sowing");
    progress.finish("capture");
    let mut tutor = Tutor::new("kids-and-caboodles", Rules::kids_and_caboodles(), progress);
    tutor.tell("Your progress file /home/ama/lessons.json was damaged.".to_owned());
    assert_snapshot!(screen(&tutor));
}

/// The screen at `width` x `height` as one line of words.
fn flat_text(tutor: &Tutor, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal
        .draw(|frame| wari::learn::view(tutor, frame))
        .expect("drawn");
    screen_check::flat(&screen_check::rows(terminal.backend().buffer()))
}

#[test]
fn at_60x18_every_exercise_says_all_it_says_with_the_keys_that_fit() {
    // The pseudo-language, a third longer, may ask for more.
    for lang in Lang::all() {
        reader::reading(lang, || {
            every_exercise_fits_at_its_smallest_size(lang != Lang::pseudo())
        });
    }
}

/// In the reader's language: every try at every exercise drawn at the
/// smallest size the screen asks for, 60x18 where `at_60x18`, and all it
/// says there.
fn every_exercise_fits_at_its_smallest_size(at_60x18: bool) {
    use wari::learn::{KeyScreen, Screen};
    let last_key = format!("q {}", tr!("lesson-key-lessons"));
    let more_keys = wari::screen_keys::more_keys();
    let traditional = Variants::builtin()
        .get("traditional")
        .map(|v| v.rules())
        .expect("a built-in variant");
    let mut checked = 0;
    for (index, lesson) in LESSONS.iter().enumerate() {
        let mut tutor = Tutor::new("traditional", traditional, Progress::default());
        open(&mut tutor, index);
        press(&mut tutor, &vec![Action::Next; lesson.pages.len()]);
        // Every pit tried in turn, each miss tried again, until one does it.
        for pit in 1..=6 {
            let Screen::Practice(practice) = tutor.screen() else {
                break;
            };
            let exercise = practice.exercise;
            tutor.update(Action::Pit(pit));
            let Screen::Practice(practice) = tutor.screen() else {
                break;
            };
            let Some(said) = tutor.said(practice) else {
                continue;
            };
            let need = tutor.needs();
            assert!(need.width <= 80 && need.height <= 24, "{need:?}");
            if at_60x18 {
                assert_eq!((need.width, need.height), (60, 18), "{}", lesson.key);
            }
            let shown = flat_text(&tutor, need.width, need.height);
            let (task, _) = tutor.exercise(practice).expect("an exercise");
            for said in [said, task.task.text()] {
                let said = screen_check::words(&said);
                assert!(
                    shown.contains(&said),
                    "{}, exercise {exercise}: cut: {said}\n{shown}",
                    lesson.key
                );
            }
            assert!(
                shown.ends_with(&last_key) || shown.ends_with(&more_keys),
                "the keys are lost: {shown}"
            );
            checked += 1;
            tutor.update(Action::Next);
        }
    }
    assert!(checked > LESSONS.len(), "only {checked} verdicts checked");
}

#[test]
fn the_lesson_list_in_every_other_language() {
    let mut tutor = tutor();
    tutor.update(Action::SaveFailed("disk full".into()));
    in_every_language!(|| screen(&tutor));
}

#[test]
fn a_page_naming_the_pits_in_every_other_language() {
    let mut tutor = tutor();
    press(&mut tutor, &vec![Action::Next; 4]);
    in_every_language!(|| screen(&tutor));
}

#[test]
fn an_exercise_after_a_move_that_missed_in_every_other_language() {
    let mut tutor = tutor();
    open(&mut tutor, 2);
    press(
        &mut tutor,
        &[Action::Next, Action::Next, Action::Next, Action::Pit(3)],
    );
    in_every_language!(|| screen(&tutor));
}

#[test]
fn an_exercise_done_in_every_language() {
    let mut tutor = tutor();
    open(&mut tutor, 3);
    press(&mut tutor, &[Action::Next, Action::Next, Action::Pit(4)]);
    in_every_language!(with_english, || screen(&tutor));
}

/// Whether `text` is a whole message: not a message's id, which is what
/// a message missing from the catalogs reads as, and no argument left
/// out, which Fluent writes in braces.
fn is_whole(text: &str) -> bool {
    !text.starts_with("lesson-") && !text.contains(['{', '}'])
}

#[test]
fn every_word_of_every_lesson_is_in_every_language() {
    let seven_pits = wari::engine::Rules::new(7, 4, wari::engine::GrandSlam::Capture, true)
        .expect("valid rules");
    let mut games: Vec<_> = Variants::builtin().iter().map(|v| v.rules()).collect();
    games.push(seven_pits);
    let mut checked = 0;
    for lang in Lang::all() {
        reader::reading(lang, || {
            for rules in &games {
                for lesson in LESSONS {
                    let mut said = vec![lesson.heading.text()];
                    said.extend(lesson.pages.iter().map(|page| page.text(*rules)));
                    for exercise in lesson.exercises {
                        said.extend([exercise.task.text(), exercise.pointer.text()]);
                    }
                    if let wari::learn::Offer::Skipped(why) = lesson.offer(*rules) {
                        said.push(why.to_string());
                    }
                    for text in said {
                        assert!(is_whole(&text), "{lang}, {}: {text}", lesson.key);
                        checked += 1;
                    }
                }
            }
        });
    }
    assert!(checked > 400, "only {checked} texts checked");
}

#[test]
fn each_lessons_title_in_english_is_its_heading() {
    for lesson in LESSONS {
        let heading = reader::reading(Lang::ENGLISH, || lesson.heading.text());
        assert_eq!(heading, lesson.title);
    }
}
