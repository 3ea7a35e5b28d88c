//! The lessons of `wari learn`: every exercise can be done under every
//! game it is offered in, its answer does it, a wrong move is explained,
//! and a lesson about a rule the game lacks is skipped.

use wari::engine::{GrandSlam, Move, Player, Position, Rules};
use wari::learn::{Exercise, Goal, LESSONS, Lesson, Offer, Page, Verdict};
use wari::variants::Variants;

/// Every built-in game's name and rules.
fn games() -> Vec<(String, Rules)> {
    Variants::builtin()
        .iter()
        .map(|v| (v.name().to_owned(), v.rules()))
        .collect()
}

fn lesson(key: &str) -> &'static Lesson {
    LESSONS
        .iter()
        .find(|l| l.key == key)
        .unwrap_or_else(|| panic!("no lesson {key}"))
}

/// The lesson's exercises under `rules`, failing if it is skipped.
fn exercises(key: &str, rules: Rules) -> Vec<(Exercise, Position)> {
    match lesson(key).offer(rules) {
        Offer::Open(exercises) => exercises,
        Offer::Skipped(why) => panic!("{key} skipped: {why}"),
    }
}

fn rules_of(name: &str) -> Rules {
    Variants::builtin()
        .get(name)
        .map(|v| v.rules())
        .unwrap_or_else(|e| panic!("{e}"))
}

/// Move `letter` of South's row (`A` is 1).
fn pit(letter: char) -> Move {
    Move::new(letter as usize - 'A' as usize + 1).unwrap_or_else(|| panic!("no pit {letter}"))
}

#[test]
fn every_stated_answer_does_what_its_exercise_asks_in_every_game_it_is_offered_in() {
    let mut checked = 0;
    for (name, rules) in games() {
        for lesson in LESSONS {
            let Offer::Open(exercises) = lesson.offer(rules) else {
                continue;
            };
            for (exercise, start) in exercises {
                let answer = exercise
                    .answer_move()
                    .unwrap_or_else(|| panic!("{}: answer {}", lesson.key, exercise.answer));
                let verdict = exercise.judge(&start, answer);
                assert!(
                    matches!(verdict, Verdict::Done(_)),
                    "{name}, {}: {:?} gives {verdict:?}",
                    lesson.key,
                    exercise.task
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 30, "only {checked} exercises were checked");
}

#[test]
fn every_lesson_with_exercises_is_offered_by_some_built_in_game() {
    for lesson in LESSONS.iter().filter(|l| !l.exercises.is_empty()) {
        assert!(
            games()
                .iter()
                .any(|(_, rules)| matches!(lesson.offer(*rules), Offer::Open(_))),
            "{} is never offered",
            lesson.key
        );
    }
}

#[test]
fn lesson_keys_are_unique_since_progress_is_kept_by_key() {
    for (i, lesson) in LESSONS.iter().enumerate() {
        assert!(
            LESSONS[i + 1..].iter().all(|l| l.key != lesson.key),
            "{} twice",
            lesson.key
        );
    }
}

#[test]
fn any_move_that_captures_enough_is_accepted_not_only_the_answer() {
    // RULES.md 6.3: from this board D's five seeds end in c, making 3; E's
    // four seeds (F, a, b, c) end there too, making 3 with b at 5.
    let rules = rules_of("warri-society");
    let (exercise, start) = exercises("capture", rules)[0];
    assert_eq!(exercise.answer, 'D');
    for letter in ['D', 'E'] {
        assert!(
            matches!(exercise.judge(&start, pit(letter)), Verdict::Done(_)),
            "{letter} captures 3 too"
        );
    }
}

#[test]
fn a_move_that_misses_is_told_in_the_games_narration_and_a_pointer() {
    // From the start, D's four seeds go to E, F, a and b: the last is in b.
    let rules = rules_of("kids-and-caboodles");
    let (exercise, start) = exercises("sowing", rules)[0];
    let Verdict::Missed(said) = exercise.judge(&start, pit('D')) else {
        panic!("D does not end in a");
    };
    assert!(
        said.starts_with("Ama sowed 4 seeds from D. The last seed fell in Kofi's b"),
        "{said}"
    );
    assert!(said.ends_with(&exercise.pointer.text()), "{said}");
}

#[test]
fn a_move_the_rules_refuse_says_why_and_points_without_naming_the_answer() {
    // RULES.md 6.6: Kofi's row is empty and only F reaches it.
    let rules = rules_of("traditional");
    let (exercise, start) = exercises("feeding", rules)[0];
    let Verdict::Refused(said) = exercise.judge(&start, pit('A')) else {
        panic!("A does not feed Kofi");
    };
    assert_eq!(
        said,
        format!(
            "Kofi has no seeds: you must play a pit that reaches them. {}",
            exercise.pointer.text()
        )
    );
}

#[test]
fn an_empty_pit_is_refused_without_naming_the_pit_to_play() {
    let (exercise, start) = exercises("sowing", rules_of("dutch"))[0];
    let start = Position::from_parts(
        start.rules(),
        &[4, 4, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4],
        start.stores(),
        start.to_move(),
    )
    .expect("a board of 6 pits");
    let Verdict::Refused(said) = exercise.judge(&start, pit('C')) else {
        panic!("C is empty");
    };
    assert_eq!(said, format!("C is empty. {}", exercise.pointer.text()));
}

#[test]
fn the_grand_slam_is_refused_where_forbidden_and_takes_nothing_in_warri_society() {
    // F's two seeds make a and b hold 2 each: every seed Kofi has.
    for name in ["kids-and-caboodles", "traditional", "dutch"] {
        let (exercise, start) = exercises("grand-slam", rules_of(name))[0];
        let verdict = exercise.judge(&start, pit('F'));
        let Verdict::Refused(said) = verdict else {
            panic!("{name}: {verdict:?}");
        };
        assert_eq!(
            said,
            format!(
                "Not F: that would take all of Kofi's seeds. {}",
                exercise.pointer.text()
            ),
            "{name}"
        );
    }
    let (exercise, start) = exercises("grand-slam", rules_of("warri-society"))[0];
    let verdict = exercise.judge(&start, pit('F'));
    assert!(
        matches!(&verdict, Verdict::Missed(said) if said.contains("a grand slam takes nothing in this game")),
        "{verdict:?}"
    );
}

#[test]
fn the_grand_slam_page_says_what_the_chosen_game_does() {
    let page = |name| Page::GrandSlam.text(rules_of(name));
    assert!(page("warri-society").contains("captures nothing"));
    assert!(page("kids-and-caboodles").contains("you may not do it"));
    assert!(page("dutch").contains("then it captures nothing"));
    assert!(page("traditional").contains("it captures as usual"));
}

#[test]
fn the_25_seed_lesson_is_only_for_games_that_25_seeds_end() {
    for (name, rules) in games() {
        let offered = matches!(lesson("majority").offer(rules), Offer::Open(_));
        assert_eq!(offered, rules.majority_ends(), "{name}");
    }
    let Offer::Skipped(why) = lesson("majority").offer(rules_of("dutch")) else {
        panic!("offered in the Dutch game");
    };
    assert_eq!(why.to_string(), "25 seeds do not end this game");
}

#[test]
fn winning_with_25_ends_the_game_at_once() {
    // Store 23; F's one seed makes Kofi's a 2: 25 of 48.
    let (exercise, start) = exercises("majority", rules_of("warri-society"))[0];
    let Verdict::Done(said) = exercise.judge(&start, pit('F')) else {
        panic!("F does not win");
    };
    assert!(said.ends_with("Ama wins, 25 to 15!"), "{said}");
}

#[test]
fn the_grand_slam_lesson_is_skipped_where_a_grand_slam_captures_as_usual() {
    let rules = Rules::new(6, 4, GrandSlam::Capture, false).expect("valid rules");
    assert!(matches!(
        lesson("grand-slam").offer(rules),
        Offer::Skipped(why) if why.to_string().contains("captures as usual")
    ));
    assert!(matches!(lesson("capture").offer(rules), Offer::Open(_)));
}

#[test]
fn on_a_board_of_another_size_the_exercises_are_skipped_and_the_words_kept() {
    let rules = Rules::new(7, 4, GrandSlam::Forbidden, false).expect("valid rules");
    assert!(matches!(
        lesson("capture").offer(rules),
        Offer::Skipped(why) if why.to_string().contains("this game has 7")
    ));
    assert!(matches!(lesson("modes").offer(rules), Offer::Open(e) if e.is_empty()));
}

/// What the learner reads after trying `m` at an exercise must be true of
/// the board the engine leaves: praise only for a move that does what was
/// asked and does not lose, an end told by the reason the board shows,
/// and no wrong try that names the pits to play instead.
fn check_try(game: &str, exercise: &Exercise, start: &Position, m: Move) {
    let context = format!("{game}, {:?}, pit {}", exercise.task, m.number());
    let verdict = exercise.judge(start, m);
    let Ok((after, report)) = start.play(m) else {
        let Verdict::Refused(said) = verdict else {
            panic!("{context}: a refused move judged {verdict:?}");
        };
        for legal in start.legal_moves().iter() {
            let letter = start.pit_of(legal).label(6);
            for giveaway in [format!("lay {letter}"), format!(": {letter}")] {
                assert!(!said.contains(&giveaway), "{context}: {said}");
            }
        }
        assert!(
            said.ends_with(&exercise.pointer.text()),
            "{context}: {said}"
        );
        return;
    };
    let said = match &verdict {
        Verdict::Done(said) => {
            assert!(
                goal_met(exercise.goal, start, &after, &report),
                "{context}: {said}"
            );
            said
        }
        Verdict::Missed(said) => said,
        Verdict::Refused(said) => panic!("{context}: a legal move refused: {said}"),
    };
    let Some(outcome) = report.outcome() else {
        return;
    };
    let (ama, kofi) = (outcome.stores().south(), outcome.stores().north());
    let result = match ama.cmp(&kofi) {
        std::cmp::Ordering::Greater => format!("Ama wins, {ama} to {kofi}!"),
        std::cmp::Ordering::Less => format!("Kofi wins, {kofi} to {ama}!"),
        std::cmp::Ordering::Equal => format!("A draw: {ama} seeds each."),
    };
    assert!(said.ends_with(&result), "{context}: {said}");
    if matches!(verdict, Verdict::Done(_)) {
        assert!(ama >= kofi, "{context}: praised for losing: {said}");
    }
    // Kofi captures nothing on Ama's move, so what his store gained at the
    // end is what was left on his row, swept into it.
    let kofi_row = kofi - start.stores().north();
    let told = if 2 * ama > start.total_seeds() && start.rules().majority_ends() {
        "Ama's store holds more than half of the seeds."
    } else if kofi_row == 0 {
        "Kofi had no seeds left to play, so each side's seeds went to its owner's store."
    } else {
        "Ama's row was empty and none of Kofi's pits could reach it, so each side's \
         seeds went to its owner's store."
    };
    assert!(said.contains(told), "{context}: {said}");
}

/// Whether the move did what `goal` asks, read from the boards before and
/// after it.
fn goal_met(
    goal: Goal,
    start: &Position,
    after: &Position,
    report: &wari::engine::MoveReport,
) -> bool {
    match goal {
        Goal::CaptureAtLeast(seeds) => report.capture().total() >= seeds,
        Goal::CaptureFromPits(pits) => report.capture().pits().count() >= pits,
        Goal::LastSeedIn(letter) => report.last().label(6) == letter,
        Goal::Feed => start.row_total(Player::North) == 0 && after.row_total(Player::North) > 0,
        Goal::Win => after.stores().south() > after.stores().north() && report.outcome().is_some(),
    }
}

#[test]
fn every_try_at_every_exercise_is_told_the_truth() {
    let mut tries = 0;
    for (name, rules) in games() {
        for lesson in LESSONS {
            let Offer::Open(exercises) = lesson.offer(rules) else {
                continue;
            };
            for (exercise, start) in exercises {
                for number in 1..=6 {
                    let m = Move::new(number).expect("a pit");
                    check_try(&name, &exercise, &start, m);
                    tries += 1;
                }
                let answer = format!("lay {}", exercise.answer);
                let pointer = exercise.pointer.text();
                assert!(!pointer.contains(&answer), "{pointer}");
            }
        }
    }
    assert!(tries > 200, "only {tries} tries");
}
