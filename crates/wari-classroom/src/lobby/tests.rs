use crossterm::event::{Event, KeyModifiers};

use super::view::shorten_game;
use super::*;
use crate::counted::Counted;
use crate::engine::Player;
use crate::engine::{ByPlayer, EndReason, Position, Rules, Status};
use crate::game::Players;
use crate::intent::Asking;
use crate::record::Ending;
use crate::room::{Menu, Offer};
use crate::screen::Shown;
use crate::setup::{Goal, Mode};
use crate::table::Choice;
use crate::table::Phase;
use wari_words::Lang;

pub(super) fn press(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

fn summary(id: TableId) -> Summary {
    Summary {
        id,
        phase: Phase::Waiting,
        names: ByPlayer::new(Some("ama".into()), None),
        present: ByPlayer::new(true, false),
        choice: Choice {
            variant: "kids-and-caboodles".into(),
            rules: Rules::kids_and_caboodles(),
            mode: Mode::Sorry,
            players: Players::Students,
        },
        levels: ByPlayer::new(None, None),
        spectators: 0,
        result: None,
        begun: false,
    }
}

pub(super) fn menu() -> Menu {
    Menu {
        variants: vec![
            Offer {
                name: "kids-and-caboodles".into(),
                rules: Rules::kids_and_caboodles(),
            },
            Offer {
                name: "warri-society".into(),
                rules: Rules::warri_society(),
            },
        ],
    }
}

#[test]
fn every_key_the_lobbys_last_row_names_does_what_it_says() {
    let tables: Vec<Summary> = [3, 7].into_iter().map(summary).collect();
    let keys = screen_keys::line(LIST_KEYS);
    assert_eq!(
        keys,
        "↑↓ choose · Enter join · w watch · n new table · p puzzles · l lessons · q leave"
    );
    for (code, action, word) in screen_keys::named_keys(LIST_KEYS) {
        // The first table is chosen: what the words promise of it.
        let promised = match word {
            "lobby-key-choose" => None,
            "lobby-key-join" => Some(Intent::Join(3)),
            "lobby-key-watch" => Some(Intent::Watch(3)),
            "lobby-key-new-table" => Some(Intent::NewTable),
            "lobby-key-puzzles" => Some(Intent::Puzzles),
            "lobby-key-lessons" => Some(Intent::Lessons),
            "lobby-key-leave" => Some(Intent::Quit),
            other => panic!("no promise for {other:?} ({action:?})"),
        };
        let mut lobby = Lobby::default();
        assert_eq!(lobby.key(press(code), &tables), promised, "{word}");
    }
    // ↓ then Enter joins the second table.
    let mut lobby = Lobby::default();
    lobby.key(press(KeyCode::Down), &tables);
    assert_eq!(
        lobby.key(press(KeyCode::Enter), &tables),
        Some(Intent::Join(7))
    );
}

#[test]
fn typing_a_table_number_selects_that_table() {
    let tables: Vec<Summary> = [3, 7, 12].into_iter().map(summary).collect();
    let mut lobby = Lobby::default();
    assert_eq!(lobby.key(press(KeyCode::Char('7')), &tables), None);
    assert_eq!(
        lobby.key(press(KeyCode::Enter), &tables),
        Some(Intent::Join(7))
    );
    lobby.key(press(KeyCode::Char('1')), &tables);
    lobby.key(press(KeyCode::Char('2')), &tables);
    assert_eq!(
        lobby.key(press(KeyCode::Char('w')), &tables),
        Some(Intent::Watch(12))
    );
    // 9 is no table: Enter joins nothing, and the choice stays.
    lobby.key(press(KeyCode::Char('9')), &tables);
    assert_eq!(lobby.key(press(KeyCode::Enter), &tables), None);
    assert_eq!(
        lobby.key(press(KeyCode::Enter), &tables),
        Some(Intent::Join(12))
    );
}

#[test]
fn the_choice_stays_on_its_table_when_one_above_it_closes() {
    let tables: Vec<Summary> = [3, 7, 12].into_iter().map(summary).collect();
    let mut lobby = Lobby::default();
    lobby.key(press(KeyCode::Down), &tables);
    lobby.key(press(KeyCode::Down), &tables);
    // Table 3 closes: 12 is second in the list now, and still chosen.
    let fewer: Vec<Summary> = [7, 12].into_iter().map(summary).collect();
    assert_eq!(
        lobby.key(press(KeyCode::Enter), &fewer),
        Some(Intent::Join(12))
    );
    // Table 12 closes too: the choice falls back to the first table.
    let one: Vec<Summary> = [7].into_iter().map(summary).collect();
    assert_eq!(
        lobby.key(press(KeyCode::Enter), &one),
        Some(Intent::Join(7))
    );
}

#[test]
fn tab_in_the_lobby_reads_the_next_language_its_heading_names() {
    let tables: Vec<Summary> = [3].into_iter().map(summary).collect();
    let mut lobby = Lobby::default();
    assert_eq!(
        lobby.key(press(KeyCode::Tab), &tables),
        Some(Intent::NextLanguage)
    );
    let fr = Lang::from_code("fr").expect("French");
    let screen = reader::reading(fr, || lobby_screen(&lobby, &tables));
    let heading = screen.lines().next().unwrap_or_default();
    assert!(heading.ends_with("Français (Tab)\""), "{heading}");
}

#[test]
fn arrows_stop_at_the_ends_and_enter_on_no_table_opens_the_form() {
    let tables: Vec<Summary> = [1, 2].into_iter().map(summary).collect();
    let mut lobby = Lobby::default();
    lobby.key(press(KeyCode::Up), &tables);
    assert_eq!(
        lobby.key(press(KeyCode::Enter), &tables),
        Some(Intent::Join(1))
    );
    for _ in 0..5 {
        lobby.key(press(KeyCode::Down), &tables);
    }
    assert_eq!(
        lobby.key(press(KeyCode::Enter), &tables),
        Some(Intent::Join(2))
    );
    assert_eq!(
        Lobby::default().key(press(KeyCode::Enter), &[]),
        Some(Intent::NewTable)
    );
    assert_eq!(
        lobby.key(press(KeyCode::Char('q')), &tables),
        Some(Intent::Quit)
    );
}

/// Thirty tables: some finished with long results, one with a long
/// variant's name, one watched.
fn a_busy_room() -> Vec<Summary> {
    (1..=30)
        .map(|id| {
            let mut table = summary(id);
            table.names = ByPlayer::new(Some(format!("student{id}")), Some("kwabena".into()));
            table.present = ByPlayer::new(true, true);
            table.phase = Phase::Playing;
            if id % 3 == 0 {
                table.phase = Phase::Finished;
                table.result = Some(won_by_majority(&format!("student{id}")));
            }
            if id == 2 {
                table.choice.variant = "a-very-long-house-variant-name".into();
                table.spectators = 3;
            }
            table
        })
        .collect()
}

/// `south` won 27-21, more than half the seeds in their store.
fn won_by_majority(south: &str) -> Counted {
    let stores = ByPlayer::new(27, 21);
    let end = Position::from_parts(Rules::warri_society(), &[0; 12], stores, Player::North);
    let Status::Over(outcome) = end.expect("a board").status(|_| false) else {
        panic!("a store holds more than half the seeds");
    };
    assert_eq!(outcome.reason(), EndReason::Majority);
    Counted {
        ending: Ending::Played(outcome),
        names: ByPlayer::new(south.to_owned(), "kwabena".to_owned()),
        goal: Goal::Compete,
        round: None,
        sent_out: None,
    }
}

fn lobby_screen(lobby: &Lobby, tables: &[Summary]) -> String {
    let mut terminal =
        ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).expect("a test backend");
    let seen = Seen {
        name: "ama".into(),
        room: Arc::new(LobbyView::new(31, tables.to_vec(), None)),
        reviewable: None,
    };
    terminal
        .draw(|frame| lobby.view(frame, &seen))
        .expect("drawing never fails");
    terminal.backend().to_string()
}

#[test]
fn the_seat_kept_for_a_student_is_found_whatever_the_case_of_their_name() {
    // Table 2 waits and table 3 has ama there: only table 4 keeps a
    // seat for her, and table 5 a second one that is not named.
    let tables: Vec<Summary> = (2..=5)
        .map(|id| {
            let mut table = summary(id);
            table.names = ByPlayer::new(Some("kofi".into()), Some("Ama".into()));
            table.present = ByPlayer::new(true, id == 3);
            table.phase = if id == 2 {
                Phase::Waiting
            } else {
                Phase::Playing
            };
            table
        })
        .collect();
    let screen = lobby_screen(&Lobby::default(), &tables);
    assert!(
        screen.contains("Your seat at table 4 is kept for you"),
        "{screen}"
    );
    let view = LobbyView::new(3, tables, None);
    assert_eq!(view.places_of("AMA").and_then(|p| p.kept), Some(4));
    assert!(view.places_of("kofi").is_none());
}

#[test]
fn a_busy_lobby_at_80x24_keeps_results_whole_and_says_it_scrolls() {
    let tables = a_busy_room();
    let screen = lobby_screen(&Lobby::default(), &tables);
    assert!(screen.contains("more below"), "{screen}");
    insta::assert_snapshot!(screen);
}

#[test]
fn a_busy_lobby_at_80x24_in_every_language() {
    let tables = a_busy_room();
    for lang in Lang::all().filter(|&lang| lang != Lang::ENGLISH) {
        let screen = reader::reading(lang, || lobby_screen(&Lobby::default(), &tables));
        insta::with_settings!({ snapshot_suffix => lang.code() }, {
            insta::assert_snapshot!(
                "a_busy_lobby_at_80x24_keeps_results_whole_and_says_it_scrolls",
                screen
            );
        });
    }
}

#[test]
fn lobbies_sharing_one_view_each_show_their_own_chosen_table_and_size() {
    let tables = a_busy_room();
    let view = Arc::new(LobbyView::new(2, tables.clone(), None));
    let mut scrolled = Lobby::default();
    for _ in 0..20 {
        scrolled.key(press(KeyCode::Down), &tables);
    }
    let drawn = |lobby: &Lobby, view: &Arc<LobbyView>, size: Size| {
        let backend = ratatui::backend::TestBackend::new(size.width, size.height);
        let mut terminal = ratatui::Terminal::new(backend).expect("a test backend");
        let seen = Seen {
            name: "ama".into(),
            room: Arc::clone(view),
            reviewable: None,
        };
        terminal
            .draw(|frame| lobby.view(frame, &seen))
            .expect("drawn");
        terminal.backend().buffer().clone()
    };
    // Each drawn from the shared view, after the others, as if alone.
    for _ in 0..2 {
        for lobby in [&Lobby::default(), &scrolled] {
            for size in [Size::new(80, 24), Size::new(100, 30)] {
                let alone = Arc::new(LobbyView::new(2, tables.clone(), None));
                assert_eq!(drawn(lobby, &view, size), drawn(lobby, &alone, size));
            }
        }
    }
    let chosen = |lobby: &Lobby| {
        let screen = drawn(lobby, &view, Size::new(80, 24));
        let row = (0..24).find(|&y| screen[(2, y)].modifier.contains(Modifier::REVERSED));
        row.map(|y| (0..80).map(|x| screen[(x, y)].symbol()).collect::<String>())
    };
    assert!(chosen(&Lobby::default()).is_some_and(|row| row.starts_with("1 ")));
    assert!(chosen(&scrolled).is_some_and(|row| row.starts_with("21 ")));
}

#[test]
fn a_view_after_another_shows_what_a_view_of_its_own_would() {
    let before = a_busy_room();
    let mut after = before.clone();
    after[1].phase = Phase::Finished;
    after[1].result = Some(won_by_majority("student2"));
    after[4].names[Player::North] = Some("esi".into());
    after.remove(7);
    let drawn = |view: &Arc<LobbyView>, lang: Lang| {
        let backend = ratatui::backend::TestBackend::new(80, 24);
        let mut terminal = ratatui::Terminal::new(backend).expect("a test backend");
        let seen = Seen {
            name: "ama".into(),
            room: Arc::clone(view),
            reviewable: None,
        };
        let lobby = Lobby::default();
        reader::reading(lang, || terminal.draw(|frame| lobby.view(frame, &seen))).expect("drawn");
        terminal.backend().buffer().clone()
    };
    let french = Lang::from_code("fr").expect("a language");
    let earlier = Arc::new(LobbyView::new(2, before, None));
    drawn(&earlier, Lang::ENGLISH);
    let later = Arc::new(LobbyView::after(&earlier, 3, after.clone(), None));
    let alone = Arc::new(LobbyView::new(3, after, None));
    for lang in [Lang::ENGLISH, french] {
        assert_eq!(drawn(&later, lang), drawn(&alone, lang));
    }
}

#[test]
fn lobbies_sharing_one_view_each_read_it_in_their_own_language() {
    let view = Arc::new(LobbyView::new(2, a_busy_room(), None));
    let seen = Seen {
        name: "ama".into(),
        room: Arc::clone(&view),
        reviewable: None,
    };
    let [french, dutch] = ["fr", "nl"].map(|code| Lang::from_code(code).expect("a language"));
    let drawn_in = |lang| {
        let backend = ratatui::backend::TestBackend::new(80, 24);
        let mut terminal = ratatui::Terminal::new(backend).expect("a test backend");
        let lobby = Lobby::default();
        reader::reading(lang, || terminal.draw(|frame| lobby.view(frame, &seen))).expect("drawn");
        terminal.backend().to_string()
    };
    // Each twice, in turns: the second of each reads the rows the
    // first laid out in its language.
    for _ in 0..2 {
        let (fr, nl) = (drawn_in(french), drawn_in(dutch));
        assert!(fr.contains("student1 contre kwabena"), "{fr}");
        assert!(fr.contains("en cours"), "{fr}");
        assert!(!fr.contains("tegen"), "{fr}");
        assert!(nl.contains("student1 tegen kwabena"), "{nl}");
        assert!(nl.contains("bezig"), "{nl}");
        assert!(!nl.contains("contre"), "{nl}");
    }
}

#[test]
fn the_lobby_scrolled_to_its_end_says_what_is_above() {
    let tables = a_busy_room();
    let mut lobby = Lobby::default();
    for _ in 0..40 {
        lobby.key(press(KeyCode::Down), &tables);
    }
    let screen = lobby_screen(&lobby, &tables);
    assert!(screen.contains("more above"), "{screen}");
    assert!(!screen.contains("more below"), "{screen}");
    insta::assert_snapshot!(screen);
}

#[test]
fn a_demo_at_two_levels_leaves_every_game_whole_at_80x24() {
    use crate::search::Level;
    let mut game = summary(1);
    game.phase = Phase::Playing;
    game.names[Player::North] = Some("kofi".into());
    game.present[Player::North] = true;
    let mut demo = summary(2);
    demo.phase = Phase::Playing;
    demo.names = ByPlayer::new(Some("Computer".into()), Some("Computer".into()));
    demo.choice.players = Players::Demo(Level::Hard);
    demo.levels = ByPlayer::new(Some(Level::Hard), Some(Level::Easy));
    demo.spectators = 2;
    let screen = lobby_screen(&Lobby::default(), &[game, demo]);
    let row = |id: &str| {
        let line = screen
            .lines()
            .find(|l| l.trim_start_matches('"').starts_with(id));
        line.unwrap_or_else(|| panic!("no row {id}: {screen}"))
            .to_owned()
    };
    assert!(
        row("1").contains("kids-and-caboodles · Sorry · 4"),
        "{screen}"
    );
    assert!(
        row("2").contains("kids-and-caboodles · Sorry · 4"),
        "{screen}"
    );
    assert!(row("2").contains("computer demo (hard/easy)"), "{screen}");
}

/// What `lobby` draws on a terminal of `width` x `height`, its rows
/// joined by spaces.
fn drawn(lobby: &mut Shown<Asking<LobbyScreen>>, width: u16, height: u16) -> String {
    let backend = ratatui::backend::TestBackend::new(width, height);
    let mut terminal = ratatui::Terminal::new(backend).expect("a test backend");
    terminal.draw(|frame| lobby.draw(frame)).expect("drawn");
    let text = terminal.backend().to_string().replace('"', "");
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn a_lobby_too_small_says_how_big_and_at_its_smallest_lists_its_keys_on_question_mark() {
    let mut lobby = Shown::new(Asking::new(LobbyScreen::default()));
    lobby.screen.screen.seen = Seen {
        name: "ama".into(),
        room: Arc::new(LobbyView::new(2, vec![summary(3)], None)),
        reviewable: None,
    };
    let small = drawn(&mut lobby, 30, 8);
    assert!(
        small.contains("at least 50x10; this one is 30x8"),
        "{small}"
    );
    let mut empty = Shown::new(Asking::new(LobbyScreen::default()));
    let wrapped = drawn(&mut empty, NEEDS.width, NEEDS.height);
    assert!(
        wrapped.contains("a classmate joins it from here."),
        "{wrapped}"
    );
    let smallest = drawn(&mut lobby, NEEDS.width, NEEDS.height);
    assert!(smallest.contains("Enter join"), "{smallest}");
    assert!(smallest.contains("? keys"), "{smallest}");
    assert!(!smallest.contains("q leave"), "{smallest}");
    lobby.event(&Event::Key(press(KeyCode::Char('?'))));
    let listed = drawn(&mut lobby, NEEDS.width, NEEDS.height);
    assert!(listed.contains("q leave"), "{listed}");
    assert_eq!(lobby.screen.take(), None, "? only lists the keys");
}

#[test]
fn the_variant_gives_way_first_in_the_game_column() {
    assert_eq!(
        shorten_game("kids-and-caboodles · Sorry · 4", 20),
        "kids-an… · Sorry · 4"
    );
}

#[test]
fn lines_are_drawn_as_a_wrapped_paragraph_draws_them() {
    let reversed = Style::new().add_modifier(Modifier::REVERSED);
    let heading = format!("{:<60}{:>20}", "Hello Akosua · 31 here", "Tab: Français");
    let cases = [
        // A heading that fits, the language at the end of its row.
        vec![
            Line::styled(heading, bold()),
            Line::styled("Round 1: you play table 7 as South", reversed),
        ],
        // Wide letters, and a line too long for the row.
        vec![
            Line::raw("Ọ̀wàrì 游戏 ".repeat(4)),
            Line::raw("word ".repeat(30)),
        ],
        // Set in, which the wrapping trims.
        vec![Line::raw("  set in by two")],
        // More lines than rows.
        vec![
            Line::raw("a"),
            Line::raw("b"),
            Line::raw("c"),
            Line::raw("d"),
        ],
    ];
    for lines in cases {
        let area = Rect::new(2, 1, 80, 3);
        let mut drawn = Buffer::empty(Rect::new(0, 0, 84, 5));
        let mut paragraph = drawn.clone();
        draw_lines(&mut drawn, lines.clone(), area);
        Paragraph::new(lines.clone())
            .wrap(Wrap { trim: true })
            .render(area, &mut paragraph);
        assert_eq!(drawn, paragraph, "{lines:?}");
    }
}
