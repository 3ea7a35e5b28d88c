//! The console's keys and screens, on a class built by hand.

use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use super::*;
use crate::engine::{ByPlayer, Player, Position, Rules};
use crate::table::Phase;

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

fn char(c: char) -> KeyEvent {
    key(KeyCode::Char(c))
}

fn glance(id: u32, south: &str, north: &str) -> Glance {
    let rules = Rules::warri_society();
    let pits = [4, 4, 0, 5, 5, 5, 5, 5, 4, 4, 4, 3];
    let position = Position::from_parts(rules, &pits, ByPlayer::new(2, 0), Player::North)
        .expect("48 seeds on a 6-pit board");
    Glance {
        id,
        phase: Phase::Playing,
        names: ByPlayer::new(Some(south.to_owned()), Some(north.to_owned())),
        present: ByPlayer::new(true, true),
        position: Some(position),
        watchers: 0,
        game: "warri-society · sorry".to_owned(),
        result: None,
    }
}

fn class() -> Class {
    let mut waiting = glance(3, "Esi", "");
    waiting.phase = Phase::Waiting;
    waiting.names[Player::North] = None;
    waiting.position = None;
    let mut watched = glance(2, "Yaw", "Computer");
    watched.watchers = 4;
    Class {
        tables: vec![glance(1, "Ama", "Kofi"), watched, waiting],
        students: ["Ama", "Kofi", "Yaw", "Esi"]
            .map(|name| Student {
                name: name.to_owned(),
                place: "lobby".to_owned(),
                lessons: 0,
                puzzles: 0,
            })
            .to_vec(),
        ended: vec![Ended {
            table: 4,
            names: ByPlayer::new("Kwame".to_owned(), "Abena".to_owned()),
            result: "Abena won 28-20".to_owned(),
            moves: 61,
        }],
        waiting: 2,
        paused: false,
        teacher_screens: 1,
        tournament: None,
        lessons: Vec::new(),
        variants: vec!["warri-society".to_owned()],
    }
}

fn screen(console: &Console, class: &Class, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal
        .draw(|frame| console.view(frame, class))
        .expect("drawing into memory");
    terminal.backend().to_string()
}

#[test]
fn enter_watches_the_chosen_table_and_the_choice_follows_the_arrows() {
    let class = class();
    let mut console = Console::default();
    assert_eq!(
        console.key(key(KeyCode::Enter), &class),
        Some(Intent::Watch(1))
    );
    console.key(key(KeyCode::Right), &class);
    assert_eq!(console.key(char('w'), &class), Some(Intent::Watch(2)));
    // Past the last table the choice stays on it.
    for _ in 0..5 {
        console.key(key(KeyCode::Down), &class);
    }
    assert_eq!(
        console.key(key(KeyCode::Enter), &class),
        Some(Intent::Watch(3))
    );
}

#[test]
fn the_choice_stays_on_its_table_when_one_before_it_closes() {
    let mut class = class();
    let mut console = Console::default();
    console.key(key(KeyCode::Down), &class);
    class.tables.remove(0);
    assert_eq!(
        console.key(key(KeyCode::Enter), &class),
        Some(Intent::Watch(2))
    );
}

#[test]
fn closing_a_table_asks_first_and_only_y_closes_it() {
    let class = class();
    let mut console = Console::default();
    assert_eq!(console.key(char('c'), &class), None);
    assert!(screen(&console, &class, 80, 24).contains("Close table 1?"));
    assert_eq!(console.key(char('n'), &class), None);
    assert!(!screen(&console, &class, 80, 24).contains("Close table 1?"));
    console.key(char('c'), &class);
    assert_eq!(console.key(char('y'), &class), Some(Intent::Close(1)));
}

#[test]
fn removing_a_student_asks_first_and_names_them() {
    let class = class();
    let mut console = Console::default();
    console.key(key(KeyCode::Tab), &class);
    console.key(key(KeyCode::Down), &class);
    console.key(char('x'), &class);
    assert!(screen(&console, &class, 80, 24).contains("Send Kofi out of the classroom?"));
    assert_eq!(
        console.key(char('y'), &class),
        Some(Intent::Remove("Kofi".to_owned()))
    );
}

#[test]
fn x_removes_nobody_outside_the_students_tab() {
    let class = class();
    let mut console = Console::default();
    console.key(char('x'), &class);
    assert_eq!(console.key(char('y'), &class), None);
}

#[test]
fn p_pauses_a_running_class_and_resumes_a_paused_one() {
    let mut class = class();
    let mut console = Console::default();
    assert_eq!(console.key(char('p'), &class), Some(Intent::Pause(true)));
    class.paused = true;
    assert_eq!(console.key(char('p'), &class), Some(Intent::Pause(false)));
}

#[test]
fn a_message_is_typed_then_sent_with_enter_and_esc_drops_it() {
    let class = class();
    let mut console = Console::default();
    console.key(char('m'), &class);
    for c in "Ten  minutes left!x".chars() {
        console.key(char(c), &class);
    }
    console.key(key(KeyCode::Backspace), &class);
    // Keys that are commands elsewhere are letters here.
    assert!(screen(&console, &class, 80, 24).contains("Ten  minutes left!"));
    assert_eq!(
        console.key(key(KeyCode::Enter), &class),
        Some(Intent::Message("Ten  minutes left!".to_owned()))
    );
    console.key(char('m'), &class);
    console.key(char('q'), &class);
    assert_eq!(console.key(key(KeyCode::Esc), &class), None);
    // Back to commands: q now leaves.
    assert_eq!(console.key(char('q'), &class), Some(Intent::Quit));
}

#[test]
fn an_empty_or_overlong_message_is_not_sent_whole() {
    let class = class();
    let mut console = Console::default();
    console.key(char('m'), &class);
    console.key(char(' '), &class);
    assert_eq!(console.key(key(KeyCode::Enter), &class), None);
    console.key(char('m'), &class);
    for _ in 0..MESSAGE_MAX + 20 {
        console.key(char('a'), &class);
    }
    let Some(Intent::Message(text)) = console.key(key(KeyCode::Enter), &class) else {
        panic!("a message of letters is sent");
    };
    assert_eq!(text.chars().count(), MESSAGE_MAX);
}

#[test]
fn the_tables_at_80x24() {
    insta::assert_snapshot!(screen(&Console::default(), &class(), 80, 24));
}

#[test]
fn a_paused_class_at_80x24_says_so_first_and_whole() {
    let mut class = class();
    class.paused = true;
    let text = screen(&Console::default(), &class, 80, 24);
    let heading = text.lines().next().unwrap_or_default();
    assert_eq!(
        heading.trim_end_matches([' ', '"']),
        "\"PAUSED: p lets them play · 4 students · 3 tables · 1 ended · 2 logging in"
    );
    insta::assert_snapshot!(text);
}

#[test]
fn the_tables_at_200x60() {
    let mut class = class();
    class.paused = true;
    insta::assert_snapshot!(screen(&Console::default(), &class, 200, 60));
}

#[test]
fn many_tables_at_80x24_say_that_the_list_scrolls() {
    let mut class = class();
    class.tables = (1..=20).map(|id| glance(id, "Ama", "Kofi")).collect();
    let mut console = Console::default();
    let first = screen(&console, &class, 80, 24);
    assert!(first.contains("tables 1-8 of 20"), "{first}");
    for _ in 0..19 {
        console.key(key(KeyCode::Down), &class);
    }
    let last = screen(&console, &class, 80, 24);
    assert!(last.contains("20 · playing"), "{last}");
    assert!(last.contains("of 20"), "{last}");
}

#[test]
fn the_results_tab_lists_the_ended_games() {
    let mut console = Console::default();
    let class = class();
    console.key(key(KeyCode::Tab), &class);
    console.key(key(KeyCode::Tab), &class);
    let text = screen(&console, &class, 80, 24);
    assert!(text.contains("Abena won 28-20"), "{text}");
}

#[test]
fn a_long_result_is_shown_whole_at_80x24_wrapped_beside_long_names() {
    let mut class = class();
    let game = &mut class.ended[0];
    game.names = ByPlayer::new(
        "Oluwaseun Adeyemi-Okafor".to_owned(),
        "小明是我的朋友".to_owned(),
    );
    game.result = "Nobody wins: the game was left unfinished at 0 to 3.".to_owned();
    let mut console = Console::default();
    console.key(key(KeyCode::Tab), &class);
    console.key(key(KeyCode::Tab), &class);
    let text = screen(&console, &class, 80, 24);
    assert!(text.contains("Nobody wins: the game was left"), "{text}");
    assert!(text.contains("unfinished at 0 to 3."), "{text}");
    // The first name is kept whole; the second is cut, never inside a
    // character, and says so.
    assert!(text.contains("Oluwaseun Adeyemi-Okafor"), "{text}");
    assert!(text.contains("小明是我…"), "{text}");
}

#[test]
fn many_students_at_80x24_say_how_many_are_hidden_below() {
    let mut class = class();
    class.students = (1..=30)
        .map(|n| Student {
            name: format!("student{n}"),
            place: "lobby".to_owned(),
            lessons: 0,
            puzzles: 0,
        })
        .collect();
    let mut console = Console::default();
    console.key(key(KeyCode::Tab), &class);
    let text = screen(&console, &class, 80, 24);
    assert!(
        text.contains("11 more below · ↑↓ scroll (30 students)"),
        "{text}"
    );
}

#[test]
fn the_lesson_summary_lists_ended_then_unfinished_games() {
    let summary = lesson_summary(&class());
    assert_eq!(
        summary,
        "Lesson summary: 1 game ended, 2 games unfinished.\n\
         \x20 table 4: Kwame v Abena: Abena won 28-20 (61 moves)\n\
         \x20 table 1: Ama v Kofi: unfinished at 2-0\n\
         \x20 table 2: Yaw v Computer: unfinished at 2-0\n"
    );
}

#[test]
fn every_key_a_tabs_last_row_names_does_what_it_says() {
    let class = class();
    for (at, tab) in Tab::ALL.into_iter().enumerate() {
        let on_tab = || {
            let mut console = Console::default();
            for _ in 0..at {
                console.key(key(KeyCode::Tab), &class);
            }
            assert_eq!(console.tab(), tab);
            console
        };
        for (code, action, word) in crate::screen_keys::named_keys(tab.keys()) {
            let mut console = on_tab();
            let command = console.key(key(code), &class);
            // The first table and the first student are chosen.
            let prompt = console.prompt.clone();
            match word {
                "" | "more" if action == ConsoleKey::NextTab => {
                    assert_eq!(console.tab(), Tab::ALL[(at + 1) % Tab::ALL.len()]);
                }
                "" | "choose" => {
                    assert_eq!((command, prompt), (None, None), "{tab:?}");
                    // The next key the other way chooses the second.
                    console.key(key(KeyCode::Down), &class);
                    // On Results, the one game stays chosen.
                    assert!(
                        console.table == Some(2)
                            || console.student.as_deref() == Some("Kofi")
                            || console.result == Some(0),
                        "{tab:?}"
                    );
                }
                "watch" => assert_eq!(command, Some(Intent::Watch(1))),
                "review" => assert_eq!(command, Some(Intent::ReviewEnded(0))),
                "close" => assert_eq!(prompt, Some(Prompt::Close(1))),
                "remove" => assert_eq!(prompt, Some(Prompt::Remove("Ama".to_owned()))),
                "new" => assert_eq!(command, Some(Intent::NewTable)),
                "pause" => assert_eq!(command, Some(Intent::Pause(true))),
                "message" => assert_eq!(prompt, Some(Prompt::Message(String::new()))),
                "quit" => assert_eq!(command, Some(Intent::Quit)),
                "mark for a tournament" => assert!(console.is_marked("Ama")),
                "new tournament" => {
                    assert!(matches!(prompt, Some(Prompt::Tournament(_))), "{prompt:?}");
                }
                "next round" => assert_eq!(command, Some(Intent::NextRound)),
                "end round" => assert_eq!(prompt, Some(Prompt::EndRound)),
                "set a lesson" => assert_eq!(prompt, Some(Prompt::Work(0))),
                other => panic!("no promise for {other:?} ({action:?})"),
            }
        }
    }
}

#[test]
fn results_list_the_newest_game_first_and_enter_reviews_the_one_chosen() {
    let mut class = class();
    let mut later = class.ended[0].clone();
    later.table = 5;
    later.names = ByPlayer::new("Esi".to_owned(), "Yaw".to_owned());
    class.ended.push(later);
    let mut console = Console::default();
    console.key(key(KeyCode::Tab), &class);
    console.key(key(KeyCode::Tab), &class);
    assert_eq!(console.tab(), Tab::Results);
    // The newest, the second to end, is on top and chosen first.
    let shown = screen(&console, &class, 80, 24);
    assert!(shown.find("Esi") < shown.find("Kwame"), "{shown}");
    assert_eq!(
        console.key(key(KeyCode::Enter), &class),
        Some(Intent::ReviewEnded(1))
    );
    console.key(key(KeyCode::Down), &class);
    assert_eq!(
        console.key(key(KeyCode::Enter), &class),
        Some(Intent::ReviewEnded(0))
    );
    // A game ending meanwhile does not move the choice.
    let newest = class.ended[0].clone();
    class.ended.push(newest);
    assert_eq!(
        console.key(key(KeyCode::Enter), &class),
        Some(Intent::ReviewEnded(0))
    );
}

#[test]
fn the_pause_key_says_it_lets_a_paused_class_go_on() {
    let console = Console::default();
    assert!(console.keys_named(false).contains(&"p pause".to_owned()));
    assert!(console.keys_named(true).contains(&"p go on".to_owned()));
}

#[test]
fn a_question_mark_in_a_message_is_typed_not_the_key_list() {
    use crate::intent::Asking;
    use crate::screen::Shown;
    let mut console = Shown::new(Asking::new(ConsoleScreen::default()));
    console.screen.screen.class = class();
    // m opens the message; the rest is typed.
    for c in "mDone?".chars() {
        console.event(&Event::Key(char(c)));
    }
    console.event(&Event::Key(key(KeyCode::Enter)));
    assert_eq!(
        console.screen.take(),
        Some(Intent::Message("Done?".to_owned()))
    );
}

#[test]
fn students_marked_with_space_are_the_ones_a_tournament_starts_with() {
    let class = class();
    let mut console = Console::default();
    console.key(key(KeyCode::Tab), &class);
    assert_eq!(console.tab(), Tab::Students);
    console.key(char(' '), &class);
    console.key(key(KeyCode::Down), &class);
    console.key(key(KeyCode::Down), &class);
    console.key(char(' '), &class);
    console.key(key(KeyCode::Tab), &class);
    console.key(key(KeyCode::Tab), &class);
    assert_eq!(console.tab(), Tab::Tournament);
    console.key(char('t'), &class);
    console.key(char('f'), &class);
    console.key(char('m'), &class);
    let intent = console.key(key(KeyCode::Enter), &class);
    assert_eq!(
        intent,
        Some(Intent::StartTournament {
            format: wari_tournament::Format::RoundRobin,
            variant: 0,
            mode: crate::setup::Mode::Hurry { coop: false },
            names: vec!["Ama".to_owned(), "Yaw".to_owned()],
        })
    );
}

#[test]
fn ending_a_round_asks_first() {
    let class = class();
    let mut console = Console::default();
    for _ in 0..3 {
        console.key(key(KeyCode::Tab), &class);
    }
    assert_eq!(console.key(char('e'), &class), None);
    assert_eq!(console.key(char('y'), &class), Some(Intent::EndRound));
    assert_eq!(console.key(char('r'), &class), Some(Intent::NextRound));
}

#[test]
fn l_on_the_students_tab_sets_the_class_a_lesson_or_the_puzzles() {
    let mut class = class();
    class.lessons = vec![(0, "Sowing"), (3, "Feeding")];
    let mut console = Console::default();
    console.key(key(KeyCode::Tab), &class);
    console.key(key(KeyCode::Char('l')), &class);
    let text = screen(&console, &class, 80, 24);
    assert!(
        text.contains("Set for the class: the lesson \"Sowing\" · ←→ choose"),
        "{text}"
    );
    console.key(key(KeyCode::Right), &class);
    let set = console.key(key(KeyCode::Enter), &class);
    assert_eq!(set, Some(Intent::SetWork(Work::Lesson(3))));
    console.key(key(KeyCode::Char('l')), &class);
    for _ in 0..5 {
        console.key(key(KeyCode::Right), &class);
    }
    let set = console.key(key(KeyCode::Enter), &class);
    assert_eq!(set, Some(Intent::SetWork(Work::Puzzles)));
    // Any other key drops the question.
    console.key(key(KeyCode::Char('l')), &class);
    assert_eq!(console.key(key(KeyCode::Char('x')), &class), None);
    assert!(!screen(&console, &class, 80, 24).contains("Set for the class"));
}

#[test]
fn the_students_tab_counts_each_ones_lessons_and_puzzles() {
    let mut class = class();
    class.students[0].lessons = 3;
    class.students[0].puzzles = 12;
    let mut console = Console::default();
    console.key(key(KeyCode::Tab), &class);
    let text = screen(&console, &class, 80, 24);
    assert!(text.contains("student lessons puzzles where"), "{text}");
    assert!(text.contains("Ama     3       12      lobby"), "{text}");
}

/// A question longer than the screen is wide wraps onto more rows, its
/// last keys included, rather than lose them past the edge.
#[test]
fn a_long_question_wraps_whole_at_80_columns() {
    let mut class = class();
    class.lessons = vec![(6, "Taking every seed: the grand slam")];
    let mut console = Console::default();
    console.key(key(KeyCode::Tab), &class);
    console.key(key(KeyCode::Char('l')), &class);
    let text = screen(&console, &class, 80, 24);
    assert!(
        text.contains("\"Taking every seed: the grand slam\""),
        "{text}"
    );
    assert!(text.contains("other keys"), "{text}");
    console.key(key(KeyCode::Esc), &class);
    console.key(key(KeyCode::Tab), &class);
    console.key(key(KeyCode::Tab), &class);
    console.key(key(KeyCode::Char('t')), &class);
    let text = screen(&console, &class, 80, 24);
    assert!(
        text.contains("Enter starts") && text.contains("· Esc"),
        "{text}"
    );
}
