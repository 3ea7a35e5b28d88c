//! Going through the lessons key by key, as a learner would: pages, an
//! exercise missed then done, hints, the lesson finished and saved, and
//! the keys that do each.

use crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use wari::engine::Rules;
use wari::learn::{Action, Attempt, Effect, LESSONS, Progress, Screen, Tutor, keys};

fn tutor() -> Tutor {
    Tutor::new(
        "kids-and-caboodles",
        Rules::kids_and_caboodles(),
        Progress::default(),
    )
}

fn attempt(tutor: &Tutor) -> Attempt {
    match tutor.screen() {
        Screen::Practice(practice) => practice.attempt,
        other => panic!("not at an exercise: {other:?}"),
    }
}

fn said(tutor: &Tutor) -> String {
    match tutor.screen() {
        Screen::Practice(practice) => tutor.said(practice).unwrap_or_default(),
        other => panic!("not at an exercise: {other:?}"),
    }
}

/// From the list, the first lesson (sowing, four pages) up to its first
/// exercise.
fn at_first_exercise() -> Tutor {
    let mut tutor = tutor();
    for _ in 0..5 {
        assert_eq!(tutor.update(Action::Next), None);
    }
    tutor
}

#[test]
fn a_lesson_is_read_then_practised_then_finished_and_saved() {
    let mut tutor = at_first_exercise();
    // From the start D's four seeds end in Kofi's b, not a.
    tutor.update(Action::Pit(4));
    assert_eq!(attempt(&tutor), Attempt::Missed);
    tutor.update(Action::Next);
    assert_eq!(attempt(&tutor), Attempt::Trying);
    // C's four seeds go to D, E, F and a.
    tutor.update(Action::Pit(3));
    assert_eq!(attempt(&tutor), Attempt::Solved);
    tutor.update(Action::Next);
    // The second: E's four seeds go to F, a, b and c.
    tutor.update(Action::Pit(5));
    assert_eq!(attempt(&tutor), Attempt::Solved);
    let Some(Effect::SaveProgress(text)) = tutor.update(Action::Next) else {
        panic!("finishing a lesson saves nothing");
    };
    assert_eq!(tutor.screen(), &Screen::List { selected: 1 });
    assert!(tutor.progress().is_finished("sowing"));
    let saved = Progress::parse(&text).expect("the saved text reads back");
    assert!(saved.is_finished("sowing"));
}

#[test]
fn a_lesson_finished_again_is_not_saved_again() {
    let mut progress = Progress::default();
    progress.finish("modes");
    let mut tutor = Tutor::new("kids-and-caboodles", Rules::kids_and_caboodles(), progress);
    for _ in 0..9 {
        tutor.update(Action::Down);
    }
    // Three pages and no exercise.
    let effects: Vec<_> = (0..4).filter_map(|_| tutor.update(Action::Next)).collect();
    assert_eq!(effects, []);
    assert_eq!(tutor.screen(), &Screen::List { selected: 9 });
}

#[test]
fn the_first_hint_points_and_the_second_gives_the_answer() {
    let mut tutor = at_first_exercise();
    tutor.update(Action::Hint);
    assert!(said(&tutor).starts_with("A pit with 4 seeds reaches 4 pits further on."));
    tutor.update(Action::Hint);
    assert!(
        said(&tutor)
            .starts_with("Play C. Ama sowed 4 seeds from C. The last seed fell in Kofi's a"),
        "{}",
        said(&tutor)
    );
}

#[test]
fn a_refused_move_keeps_the_board_and_says_why() {
    let mut tutor = tutor();
    for _ in 0..5 {
        tutor.update(Action::Down);
    }
    // Feeding: two pages, then Kofi's row is empty and only F reaches it.
    for _ in 0..3 {
        tutor.update(Action::Next);
    }
    tutor.update(Action::Pit(1));
    assert_eq!(attempt(&tutor), Attempt::Trying);
    assert!(
        said(&tutor).starts_with("Kofi has no seeds"),
        "{}",
        said(&tutor)
    );
}

#[test]
fn the_cursor_passes_over_a_skipped_lesson() {
    // The 25-seed lesson, eighth, is skipped: this game plays on past 25.
    let mut tutor = tutor();
    for _ in 0..7 {
        tutor.update(Action::Down);
    }
    assert_eq!(tutor.screen(), &Screen::List { selected: 8 });
    tutor.update(Action::Up);
    assert_eq!(tutor.screen(), &Screen::List { selected: 6 });
}

#[test]
fn finishing_the_lesson_before_a_skipped_one_goes_on_past_it() {
    let mut tutor = tutor();
    for _ in 0..6 {
        tutor.update(Action::Down);
    }
    // The grand slam: two pages, then D captures and leaves Kofi a seed.
    for _ in 0..3 {
        tutor.update(Action::Next);
    }
    tutor.update(Action::Pit(4));
    assert_eq!(attempt(&tutor), Attempt::Solved);
    tutor.update(Action::Next);
    assert_eq!(tutor.screen(), &Screen::List { selected: 8 });
    tutor.update(Action::Next);
    assert!(matches!(tutor.screen(), Screen::Reading { lesson: 8, .. }));
}

#[test]
fn backspace_turns_back_a_page_and_from_the_first_page_leaves_the_lesson() {
    let mut tutor = tutor();
    tutor.update(Action::Next);
    tutor.update(Action::Next);
    tutor.update(Action::Back);
    assert_eq!(tutor.screen(), &Screen::Reading { lesson: 0, page: 0 });
    tutor.update(Action::Back);
    assert_eq!(tutor.screen(), &Screen::List { selected: 0 });
}

#[test]
fn q_goes_back_to_the_list_and_from_the_list_leaves() {
    let mut tutor = at_first_exercise();
    tutor.update(Action::Leave);
    assert_eq!(tutor.screen(), &Screen::List { selected: 0 });
    assert!(!tutor.should_quit());
    tutor.update(Action::Leave);
    assert!(tutor.should_quit());
}

fn press(code: KeyCode) -> Event {
    Event::Key(KeyEvent::new(code, KeyModifiers::NONE))
}

#[test]
fn a_pit_is_played_by_its_letter_or_its_number() {
    let trying = keys::TRYING;
    for code in [KeyCode::Char('D'), KeyCode::Char('d'), KeyCode::Char('4')] {
        assert_eq!(keys::action_for(trying, &press(code)), Some(Action::Pit(4)));
    }
    assert_eq!(
        keys::action_for(trying, &press(KeyCode::Char('h'))),
        Some(Action::Hint)
    );
    assert_eq!(
        keys::action_for(trying, &press(KeyCode::Backspace)),
        Some(Action::Back)
    );
    assert_eq!(
        keys::action_for(keys::ON_PAGE, &press(KeyCode::Char(' '))),
        Some(Action::Next)
    );
    let ctrl_c = Event::Key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL));
    assert_eq!(keys::action_for(keys::SOLVED, &ctrl_c), Some(Action::Quit));
}

#[test]
fn a_key_a_screen_does_not_name_does_nothing_there() {
    // A page of words takes no pit and no hint: its last row names none.
    assert_eq!(
        keys::action_for(keys::ON_PAGE, &press(KeyCode::Char('4'))),
        None
    );
    assert_eq!(
        keys::action_for(keys::SOLVED, &press(KeyCode::Char('h'))),
        None
    );
}

#[test]
fn only_key_presses_count() {
    let mut release = KeyEvent::new(KeyCode::Char('4'), KeyModifiers::NONE);
    release.kind = KeyEventKind::Release;
    assert_eq!(keys::action_for(keys::TRYING, &Event::Key(release)), None);
}

#[test]
fn a_lesson_set_by_the_teacher_opens_at_its_first_page_unless_the_game_skips_it() {
    let rules = Rules::kids_and_caboodles();
    let mut tutor = Tutor::new("kids-and-caboodles", rules, Progress::default());
    let skipped = LESSONS
        .iter()
        .position(|l| matches!(l.offer(rules), wari::learn::Offer::Skipped(_)))
        .expect("kids skip a lesson");
    assert!(!tutor.open(skipped));
    assert!(matches!(tutor.screen(), Screen::List { .. }));
    assert!(tutor.open(1));
    assert_eq!(tutor.screen(), &Screen::Reading { lesson: 1, page: 0 });
}
