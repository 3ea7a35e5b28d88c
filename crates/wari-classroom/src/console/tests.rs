//! The console's keys and screens, on a class built by hand.

use crate::journal::{Games, StudentTerm};
use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use super::*;
use crate::class::Doing;
use crate::counted::Counted;
use crate::engine::{ByPlayer, Game, Player, Position, Rules};
use crate::learn::LESSONS;
use crate::record::Ending;
use crate::setup::{Goal, Mode};
use crate::table::Phase;
use wari_words::{Lang, reader};

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
        plays: Plays::Variant("warri-society".to_owned()),
        mode: Mode::Sorry,
        result: None,
    }
}

/// A game that ended by the rules with these stores.
fn played(south: u16, north: u16) -> Ending {
    let rules = Rules::warri_society();
    let position =
        Position::from_parts(rules, &[0; 12], ByPlayer::new(south, north), Player::South)
            .expect("48 seeds in the stores");
    Ending::Played(Game::from_position(position).agree_to_end())
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
                place: Place::Lobby,
                lessons: 0,
                puzzles: 0,
                games: Games::default(),
                before: StudentTerm::default(),
            })
            .to_vec(),
        ended: vec![Ended {
            table: 4,
            game: Counted {
                names: ByPlayer::new("Kwame".to_owned(), "Abena".to_owned()),
                ending: played(20, 28),
                goal: Goal::Compete,
                round: None,
                sent_out: None,
            },
            moves: 61,
        }],
        waiting: 2,
        paused: false,
        teacher_screens: 1,
        tournament: None,
        lessons: Vec::new(),
        variants: vec!["warri-society".to_owned()],
        marked: Default::default(),
        journal_trouble: None,
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
fn a_paused_class_on_two_teacher_screens_reads_as_paused_alone() {
    let mut class = class();
    class.teacher_screens = 2;
    let console = Console::default();
    let shown = screen(&console, &class, 80, 24);
    assert!(
        shown.contains("Wari classroom · teacher on 2 screens"),
        "{shown}"
    );
    class.paused = true;
    let shown = screen(&console, &class, 80, 24);
    let first = shown.lines().next().unwrap_or_default().trim_matches('"');
    assert!(
        first.starts_with("PAUSED: p lets them play · 4 students"),
        "{first}"
    );
    assert!(!first.contains("screens"), "{first}");
}

#[test]
fn a_journal_that_cannot_be_written_is_said_first_on_the_console() {
    let mut class = class();
    class.journal_trouble = Some("database or disk is full".to_owned());
    class.paused = true;
    let console = Console::default();
    let shown = screen(&console, &class, 80, 24);
    let first = shown.lines().next().unwrap_or_default().trim_matches('"');
    assert!(
        first.starts_with("NOT SAVED: the lesson's journal cannot be written (see the log)"),
        "{first}"
    );
    // At 200 columns the pause is still said beside it.
    let wide = screen(&console, &class, 200, 60);
    assert!(
        wide.contains("(see the log) · PAUSED: p lets them play"),
        "{wide}"
    );
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
    game.game.names = ByPlayer::new(
        "Oluwaseun Adeyemi-Okafor".to_owned(),
        "小明是我的朋友".to_owned(),
    );
    game.game.ending = played(28, 20);
    let mut console = Console::default();
    console.key(key(KeyCode::Tab), &class);
    console.key(key(KeyCode::Tab), &class);
    let text = screen(&console, &class, 80, 24);
    // "Oluwaseun Adeyemi-Okafor won 28-20" is wider than the result's 32
    // columns: it wraps.
    assert!(text.contains("Oluwaseun Adeyemi-Okafor won"), "{text}");
    assert!(text.contains(" 28-20 "), "{text}");
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
            place: Place::Lobby,
            lessons: 0,
            puzzles: 0,
            games: Games::default(),
            before: StudentTerm::default(),
        })
        .collect();
    let mut console = Console::default();
    console.key(key(KeyCode::Tab), &class);
    let text = screen(&console, &class, 80, 24);
    assert!(
        text.contains("12 more below · ↑↓ scroll (30 students)"),
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
fn the_lesson_summary_is_in_the_classrooms_language() {
    let fr = Lang::from_code("fr").expect("French");
    let summary = reader::reading(fr, || lesson_summary(&class()));
    let first = summary.lines().next().unwrap_or_default();
    assert_eq!(
        first,
        "Résumé de la leçon\u{a0}: 1 partie finie, 2 parties pas finies."
    );
    assert!(
        summary.contains("table 4\u{a0}: Kwame contre Abena"),
        "{summary}"
    );
    assert!(summary.contains("(61 coups)"), "{summary}");
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
                "" | "console-key-more" if action == ConsoleKey::NextTab => {
                    assert_eq!(console.tab(), Tab::ALL[(at + 1) % Tab::ALL.len()]);
                }
                "" | "console-key-choose" => {
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
                "console-key-watch" => assert_eq!(command, Some(Intent::Watch(1))),
                "console-key-review" => assert_eq!(command, Some(Intent::ReviewEnded(0))),
                "console-key-close" => assert_eq!(prompt, Some(Prompt::Close(1))),
                "console-key-remove" => assert_eq!(prompt, Some(Prompt::Remove("Ama".to_owned()))),
                "console-key-new" => assert_eq!(command, Some(Intent::NewTable)),
                "console-key-pause" => assert_eq!(command, Some(Intent::Pause(true))),
                "console-key-message" => assert_eq!(prompt, Some(Prompt::Message(String::new()))),
                "console-key-quit" => assert_eq!(command, Some(Intent::Quit)),
                "console-key-mark" => assert_eq!(command, Some(Intent::Mark("Ama".to_owned()))),
                "console-key-new-tournament" => {
                    assert!(matches!(prompt, Some(Prompt::Tournament(_))), "{prompt:?}");
                }
                "console-key-next-round" => assert_eq!(command, Some(Intent::NextRound)),
                "console-key-end-round" => assert_eq!(prompt, Some(Prompt::EndRound)),
                "console-key-set-lesson" => assert_eq!(prompt, Some(Prompt::Work(0))),
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
    later.game.names = ByPlayer::new("Esi".to_owned(), "Yaw".to_owned());
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
    let mut class = class();
    let mut console = Console::default();
    console.key(key(KeyCode::Tab), &class);
    assert_eq!(console.tab(), Tab::Students);
    // Space asks the room to mark the chosen student; the room's marks
    // come back in the class.
    let mark = |console: &mut Console, class: &mut Class| {
        let Some(Intent::Mark(name)) = console.key(char(' '), class) else {
            panic!("Space marks nobody");
        };
        class.marked.insert(crate::setup::name_key(&name));
    };
    mark(&mut console, &mut class);
    console.key(key(KeyCode::Down), &class);
    console.key(key(KeyCode::Down), &class);
    mark(&mut console, &mut class);
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
    class.lessons = vec![(0, LESSONS[0].heading), (3, LESSONS[3].heading)];
    let mut console = Console::default();
    console.key(key(KeyCode::Tab), &class);
    console.key(key(KeyCode::Char('l')), &class);
    let text = screen(&console, &class, 80, 24);
    let first = format!("the lesson \"{}\"", LESSONS[0].heading.text());
    assert!(text.contains("Set for the class:"), "{text}");
    assert!(
        text.contains(&first) && text.contains("←→ choose"),
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
fn the_students_tab_counts_each_ones_lessons_puzzles_and_games_this_lesson_and_term() {
    let mut class = class();
    // By the last lesson: a lesson finished, 10 puzzles solved, a game
    // drawn; this lesson, two more lessons, two more puzzles, a game won.
    let ama = &mut class.students[0];
    ama.before.lessons_finished = 1;
    ama.before.puzzles_solved = 10;
    ama.before.games.draws = 1;
    ama.lessons = 3;
    ama.puzzles = 12;
    ama.games.wins = 1;
    let mut console = Console::default();
    console.key(key(KeyCode::Tab), &class);
    let text = screen(&console, &class, 80, 24);
    assert!(
        text.contains("Each count: this lesson / the whole term."),
        "{text}"
    );
    assert!(
        text.contains("student lessons puzzles games W-D-L   where"),
        "{text}"
    );
    assert!(
        text.contains("Ama     2 / 3   2 / 12  1-0-0 / 1-1-0 lobby"),
        "{text}"
    );
}

/// A question longer than the screen is wide wraps onto more rows, its
/// last keys included, rather than lose them past the edge.
#[test]
fn a_long_question_wraps_whole_at_80_columns() {
    let mut class = class();
    class.lessons = vec![(6, LESSONS[6].heading)];
    let mut console = Console::default();
    console.key(key(KeyCode::Tab), &class);
    console.key(key(KeyCode::Char('l')), &class);
    let text = screen(&console, &class, 80, 24);
    let title = format!("\"{}\"", LESSONS[6].heading.text());
    assert!(text.contains(&title), "{text}");
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

/// `console` drawn on `class` at 80x24 in every language, each its own
/// snapshot `name@code`; English too, unless `english_apart` says its
/// snapshot is `name` alone.
fn in_every_language(name: &str, console: &Console, class: &Class, english_apart: bool) {
    for lang in Lang::all() {
        if english_apart && lang == Lang::ENGLISH {
            continue;
        }
        let shown = reader::reading(lang, || screen(console, class, 80, 24));
        insta::with_settings!({ snapshot_suffix => lang.code() }, {
            insta::assert_snapshot!(name, shown);
        });
    }
}

/// The console on `tab`.
fn on(tab: Tab, class: &Class) -> Console {
    let mut console = Console::default();
    while console.tab() != tab {
        console.key(key(KeyCode::Tab), class);
    }
    console
}

/// The class with a student at every kind of place, and more games ended.
fn busy_class() -> Class {
    let mut class = class();
    let places = [
        Place::Seat(1, Player::South),
        Place::Seat(1, Player::North),
        Place::Demo(2),
        Place::Watching(2),
        Place::Away(Doing::Review),
        Place::Away(Doing::Puzzles),
        Place::Away(Doing::Lessons),
        Place::Away(Doing::Form),
        Place::Lobby,
    ];
    class.students = places
        .into_iter()
        .zip([
            "Ama", "Kofi", "Yaw", "Esi", "Abena", "Kwame", "Akua", "Kojo", "Adjoa",
        ])
        .map(|(place, name)| Student {
            name: name.to_owned(),
            place,
            lessons: 2,
            puzzles: 5,
            // One game won and one lost this lesson; before it, a lesson
            // of the term with a lesson finished, three puzzles and a
            // drawn game.
            games: Games {
                wins: 1,
                losses: 1,
                ..Games::default()
            },
            before: StudentTerm {
                name: name.to_owned(),
                lessons: 1,
                games: Games {
                    draws: 1,
                    ..Games::default()
                },
                lessons_finished: 1,
                puzzles_solved: 3,
            },
        })
        .collect();
    let mut draw = class.ended[0].clone();
    draw.table = 5;
    draw.game.ending = played(24, 24);
    let mut left = class.ended[0].clone();
    left.table = 6;
    left.game.ending = Ending::Abandoned {
        stores: ByPlayer::new(12, 10),
    };
    class.ended.extend([draw, left]);
    class.tournament = Some(standings());
    class
}

/// A Swiss tournament of five in its first round: one game won, one
/// forfeited by a player who left, one player resting.
fn standings() -> crate::class::Standings {
    use wari_tournament::{Format, GameResult, Pairing, Tournament};
    let names = ["Ama", "Kofi", "Yaw", "Esi", "Abena"]
        .map(String::from)
        .to_vec();
    let mut cup = Tournament::swiss(names, 3).expect("five players");
    let round = cup.pair_next_round().expect("round 1");
    let pairings: Vec<Pairing<String>> =
        round.games().iter().map(|g| g.pairing().clone()).collect();
    let bye = round.bye().cloned();
    cup.record(&pairings[0], GameResult::SouthWins)
        .expect("a game of the round");
    cup.withdraw(&pairings[1].north).expect("a player");
    let round = cup.current_round().expect("round 1");
    let boards = pairings
        .iter()
        .zip([Some(4), None])
        .map(|(pairing, table)| crate::class::Board {
            table,
            pairing: pairing.clone(),
            outcome: round.outcome(pairing),
            counted: None,
        })
        .collect();
    crate::class::Standings {
        title: crate::class::Title {
            format: Format::Swiss { rounds: 3 },
            variant: "warri-society".to_owned(),
            mode: Mode::Sorry,
        },
        round: 1,
        rounds: 3,
        boards,
        bye,
        table: cup.standings(),
        round_over: true,
        finished: false,
    }
}

#[test]
fn the_tables_at_80x24_in_every_language() {
    in_every_language("the_tables_at_80x24", &Console::default(), &class(), true);
}

#[test]
fn a_paused_class_at_80x24_in_every_language() {
    let mut class = class();
    class.paused = true;
    let name = "a_paused_class_at_80x24_says_so_first_and_whole";
    in_every_language(name, &Console::default(), &class, true);
}

#[test]
fn the_students_tab_at_80x24_in_every_language() {
    let mut class = busy_class();
    let console = on(Tab::Students, &class);
    // The first student marked for the tournament.
    let first = class.students[0].name.clone();
    class.marked.insert(crate::setup::name_key(&first));
    in_every_language("the_students_tab_at_80x24", &console, &class, false);
}

#[test]
fn the_results_tab_at_80x24_in_every_language() {
    let class = busy_class();
    let console = on(Tab::Results, &class);
    in_every_language("the_results_tab_at_80x24", &console, &class, false);
}

#[test]
fn the_tournament_tab_at_80x24_in_every_language() {
    let class = busy_class();
    let console = on(Tab::Tournament, &class);
    in_every_language("the_tournament_tab_at_80x24", &console, &class, false);
}

/// What fits the last row in English fits it in every language spoken:
/// a tab whose keys all show at 80 columns shows them all in French and
/// Dutch too, paused or not.
#[test]
fn every_tabs_keys_that_fit_in_english_fit_in_every_language() {
    let class = class();
    for tab in Tab::ALL {
        let console = on(tab, &class);
        for paused in [false, true] {
            let fits = || {
                let keys = console.keys_named(paused);
                crate::screen_keys::fitted(&keys, 80) == keys.join(" · ")
            };
            if !reader::reading(Lang::ENGLISH, fits) {
                continue;
            }
            for lang in Lang::spoken() {
                assert!(
                    reader::reading(lang, fits),
                    "{lang} {tab:?} paused: {paused}"
                );
            }
        }
    }
}

/// Every question the last row asks, its keys included, shows whole at
/// 80 columns in every language: on at most the rows the footer has.
#[test]
fn every_question_fits_the_footer_at_80_columns_in_every_language() {
    let mut class = busy_class();
    class.lessons = vec![(6, LESSONS[6].heading)];
    let prompts = [
        Prompt::Message("m".repeat(MESSAGE_MAX)),
        Prompt::Close(12),
        Prompt::Remove("Oluwaseun Adeyemi-Okafor".to_owned()),
        Prompt::Tournament(tournament::TournamentForm::default()),
        Prompt::EndRound,
        Prompt::Work(0),
        Prompt::Work(1),
    ];
    for lang in Lang::all() {
        for prompt in &prompts {
            let console = Console {
                prompt: Some(prompt.clone()),
                ..Console::default()
            };
            let line = reader::reading(lang, || console.footer_line(&class, 80).to_string());
            let rows = crate::text::wrap(&line, 80).len();
            assert!(rows <= view::MOST_FOOTER_ROWS, "{lang}: {line}");
        }
    }
}

/// The first row shows the class's numbers whole, or leaves the last off,
/// never cut, in every language.
#[test]
fn the_heading_fits_80_columns_in_every_language() {
    let mut class = class();
    class.teacher_screens = 2;
    for paused in [false, true] {
        class.paused = paused;
        for lang in Lang::all() {
            let wide = reader::reading(lang, || screen(&Console::default(), &class, 200, 60));
            let narrow = reader::reading(lang, || screen(&Console::default(), &class, 80, 24));
            let first = |text: &str| {
                text.lines()
                    .next()
                    .unwrap_or_default()
                    .trim_matches(['"', ' '])
                    .to_owned()
            };
            let (wide, narrow) = (first(&wide), first(&narrow));
            assert!(wide.starts_with(&narrow), "{lang}: {narrow} of {wide}");
            let cut = &wide[narrow.len()..];
            assert!(cut.is_empty() || cut.starts_with(" · "), "{lang}: {narrow}");
        }
    }
}
