use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use wari_words::Lang;

use super::*;
use crate::engine::{MAX_SEEDS_PER_PIT, Rules};
use crate::search::Level;
use crate::setup::{DEFAULT_LEVEL, Mode, PlayerKind, Seat};
use crate::variants::Variants;

fn press(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

/// The home screen over the built-in rules file, its default chosen.
fn home() -> Home {
    Home::for_rules(&Variants::builtin())
}

fn keys(home: &mut Home, codes: &[KeyCode]) -> Outcome {
    let mut last = Outcome::Stay;
    for &code in codes {
        last = home.update(press(code));
    }
    last
}

fn type_text(home: &mut Home, text: &str) {
    for c in text.chars() {
        assert_eq!(home.update(press(KeyCode::Char(c))), Outcome::Stay);
    }
}

/// Moves down to `field`, which must be shown.
fn go_to(home: &mut Home, field: Field) {
    for _ in 0..home.fields().len() {
        if home.field() == field {
            return;
        }
        home.update(press(KeyCode::Down));
    }
    panic!("{field:?} is not shown: {:?}", home.fields());
}

fn played(outcome: Outcome) -> Setup {
    match outcome {
        Outcome::Play(setup) => setup,
        other => panic!("expected a game to start, got {other:?}"),
    }
}

/// The game Enter would start now, leaving `home` where it is.
fn chosen(home: &Home) -> Setup {
    played(home.clone().update(press(KeyCode::Enter)))
}

fn screen(home: &Home, width: u16, height: u16) -> String {
    let backend = ratatui::backend::TestBackend::new(width, height);
    let mut terminal = ratatui::Terminal::new(backend).expect("a test backend");
    terminal
        .draw(|frame| home.view(frame))
        .expect("drawing never fails");
    terminal.backend().to_string()
}

#[test]
fn enter_at_once_starts_sorry_wari_between_south_and_north() {
    let setup = played(home().update(press(KeyCode::Enter)));
    assert_eq!(setup.variant, "kids-and-caboodles");
    assert_eq!(setup.mode, Mode::Sorry);
    assert_eq!(setup.rules.seeds_per_pit(), 4);
    assert_eq!(setup.seats[Player::South], Seat::human("South"));
    assert_eq!(setup.seats[Player::North], Seat::human("North"));
    assert_eq!(setup.first, Player::South);
}

#[test]
fn against_the_computer_its_level_is_asked_and_it_plays_the_side_chosen() {
    let mut home = home();
    assert!(!home.fields().contains(&Field::Level));
    keys(&mut home, &[KeyCode::Right]);
    assert!(home.fields().contains(&Field::Level));
    // The person's name is asked; the computer's is not.
    assert!(home.fields().contains(&Field::Name(Player::South)));
    assert!(!home.fields().contains(&Field::Name(Player::North)));
    keys(&mut home, &[KeyCode::Down, KeyCode::Right]);
    let setup = chosen(&home);
    assert_eq!(
        setup.seats[Player::North],
        Seat::computer("Computer", Level::Hard)
    );
    assert_eq!(setup.seats[Player::South].kind, PlayerKind::Human);
    // One more step: the computer sits South, and so moves first.
    keys(&mut home, &[KeyCode::Up, KeyCode::Right]);
    let setup = chosen(&home);
    assert!(setup.seats[Player::South].is_computer());
    assert_eq!(setup.seats[Player::North], Seat::human("North"));
}

#[test]
fn watching_puts_the_computer_in_both_seats_called_by_their_sides() {
    let mut home = home();
    keys(&mut home, &[KeyCode::Left]);
    assert!(!home.fields().iter().any(|f| matches!(f, Field::Name(_))));
    let setup = played(keys(&mut home, &[KeyCode::Enter]));
    assert_eq!(
        setup.seats[Player::South],
        Seat::computer("South", DEFAULT_LEVEL)
    );
    assert_eq!(
        setup.seats[Player::North],
        Seat::computer("North", DEFAULT_LEVEL)
    );
}

#[test]
fn letters_on_a_name_line_are_typed_not_taken_as_keys() {
    let mut home = home();
    go_to(&mut home, Field::Name(Player::South));
    // q would quit and h, j, k, l move elsewhere: here they are letters.
    type_text(&mut home, "Kojo ql");
    keys(&mut home, &[KeyCode::Backspace, KeyCode::Backspace]);
    type_text(&mut home, "hjk");
    assert_eq!(home.field(), Field::Name(Player::South));
    keys(&mut home, &[KeyCode::Down]);
    type_text(&mut home, "Ama");
    let setup = played(keys(&mut home, &[KeyCode::Enter]));
    assert_eq!(setup.seats[Player::South], Seat::human("Kojo hjk"));
    assert_eq!(setup.seats[Player::North], Seat::human("Ama"));
}

#[test]
fn a_name_stops_growing_at_twenty_characters_and_takes_no_prank_characters() {
    let mut home = home();
    go_to(&mut home, Field::Name(Player::North));
    // A right-to-left override would turn the rest of the name round.
    type_text(&mut home, "\u{202E}");
    type_text(&mut home, &"a".repeat(25));
    let setup = played(keys(&mut home, &[KeyCode::Enter]));
    assert_eq!(setup.seats[Player::North].name, "a".repeat(20));
}

#[test]
fn two_players_with_one_name_are_refused_with_a_note() {
    let mut home = home();
    go_to(&mut home, Field::Name(Player::South));
    type_text(&mut home, "Ama");
    keys(&mut home, &[KeyCode::Down]);
    type_text(&mut home, "ama");
    assert_eq!(keys(&mut home, &[KeyCode::Enter]), Outcome::Stay);
    let note = "Both players are called ama: give one another name.";
    assert!(screen(&home, 80, 24).contains(note));
    // The next key clears the note.
    keys(&mut home, &[KeyCode::Up]);
    assert!(!screen(&home, 80, 24).contains(note));
}

#[test]
fn the_variant_brings_its_own_seeds_and_seeds_wrap_round() {
    let mut home = home();
    go_to(&mut home, Field::Seeds);
    keys(&mut home, &[KeyCode::Left]);
    assert_eq!(chosen(&home).rules.seeds_per_pit(), 3);
    for _ in 0..3 {
        keys(&mut home, &[KeyCode::Left]);
    }
    // 3, 2, 1, then round to the most.
    assert_eq!(chosen(&home).rules.seeds_per_pit(), MAX_SEEDS_PER_PIT);
    // Another variant: its own seeds again.
    keys(&mut home, &[KeyCode::Up, KeyCode::Right]);
    let setup = chosen(&home);
    assert_eq!(setup.variant, "warri-society");
    assert_eq!(setup.rules.seeds_per_pit(), 4);
}

#[test]
fn modes_cycle_through_all_four() {
    let mut home = home();
    go_to(&mut home, Field::Mode);
    let mut seen = Vec::new();
    for _ in 0..4 {
        seen.push(chosen(&home).mode);
        keys(&mut home, &[KeyCode::Right]);
    }
    assert_eq!(seen, Mode::ALL);
}

#[test]
fn continue_and_review_are_offered_only_with_a_saved_game() {
    let mut home = home();
    assert!(!home.fields().contains(&Field::Continue));
    assert!(!home.fields().contains(&Field::Review));
    home.saved_game(true);
    go_to(&mut home, Field::Review);
    assert_eq!(keys(&mut home, &[KeyCode::Enter]), Outcome::Review);
    go_to(&mut home, Field::Continue);
    assert_eq!(keys(&mut home, &[KeyCode::Enter]), Outcome::Continue);
    // The save is gone: the line goes, and the choice moves to Play.
    home.saved_game(false);
    assert_eq!(home.field(), Field::Play);
    go_to(&mut home, Field::Quit);
    assert_eq!(keys(&mut home, &[KeyCode::Enter]), Outcome::Quit);
}

#[test]
fn the_lessons_and_the_puzzles_open_from_their_lines_in_the_variant_chosen() {
    let mut home = home();
    let fields = home.fields();
    let at = |field| fields.iter().position(|&f| f == field);
    assert!(at(Field::Play) < at(Field::Learn));
    assert!(at(Field::Learn) < at(Field::Puzzles));
    assert!(at(Field::Puzzles) < at(Field::Quit));
    go_to(&mut home, Field::Learn);
    assert_eq!(keys(&mut home, &[KeyCode::Enter]), Outcome::Learn);
    go_to(&mut home, Field::Puzzles);
    assert_eq!(keys(&mut home, &[KeyCode::Enter]), Outcome::Puzzles);
    // The lessons follow the variant on the variant line.
    go_to(&mut home, Field::Variant);
    keys(&mut home, &[KeyCode::Right]);
    let (name, rules) = home.variant().expect("the built-in file offers variants");
    assert_eq!(name, chosen(&home).variant);
    assert_eq!(rules, chosen(&home).rules);
}

#[test]
fn every_key_the_last_line_names_does_what_it_says() {
    let lines = [
        (
            Field::Who,
            "↑↓ choose a line · ←→ change it · Enter play · q quit",
        ),
        (
            Field::Name(Player::South),
            "↑↓ choose a line · Backspace rub out · Enter play · Esc done",
        ),
    ];
    for (field, expected) in lines {
        let mut start = home();
        go_to(&mut start, field);
        assert!(screen(&start, 80, 24).contains(expected), "{field:?}");
        if let Field::Name(player) = field {
            start.names[player] = "Ama".into();
        }
        for (code, action, word) in screen_keys::named_keys(start.keys()) {
            let mut home = start.clone();
            let outcome = home.update(press(code));
            match word {
                "home-key-choose" => assert_ne!(home.field(), field),
                "home-key-change" => assert_eq!(home.choices.who, Who::Watch),
                "home-key-rub-out" => assert_eq!(home.names[Player::South], "Am"),
                "home-key-play" => assert!(matches!(outcome, Outcome::Play(_))),
                "home-key-quit" => assert_eq!(outcome, Outcome::Quit),
                // The name kept, the program still open.
                "home-key-name-done" => {
                    assert_eq!(outcome, Outcome::Stay);
                    assert_ne!(home.field(), field);
                    assert_eq!(home.names[Player::South], "Ama");
                }
                other => panic!("no promise for {other:?} ({action:?})"),
            }
        }
    }
}

#[test]
fn ctrl_c_leaves_even_while_typing_a_name() {
    let mut home = home();
    go_to(&mut home, Field::Name(Player::South));
    let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
    assert_eq!(home.update(ctrl_c), Outcome::Quit);
}

#[test]
fn remembered_choices_come_back_the_next_time() {
    let mut first = home();
    keys(&mut first, &[KeyCode::Right, KeyCode::Down, KeyCode::Left]);
    go_to(&mut first, Field::Mode);
    keys(&mut first, &[KeyCode::Right, KeyCode::Down, KeyCode::Right]);
    go_to(&mut first, Field::Name(Player::South));
    type_text(&mut first, "Kofi");
    let text = first.remembered();
    assert_eq!(
        text,
        "players = \"computer-north\"\nlevel = \"easy\"\nmode = \"Win-Win\"\n\
         variant = \"warri-society\"\nsouth_name = \"Kofi\"\n"
    );
    let mut next = home();
    next.recall(&text).expect("the text just written");
    // Enter plays the same game at once.
    assert_eq!(next.field(), Field::Play);
    let setup = played(keys(&mut next, &[KeyCode::Enter]));
    let before = played(first.update(press(KeyCode::Enter)));
    assert_eq!(setup, before);
    assert_eq!(
        setup.seats[Player::North],
        Seat::computer("Computer", Level::Easy)
    );
    assert_eq!(setup.mode, Mode::WinWin);
}

#[test]
fn remembered_values_no_longer_offered_fall_back_to_the_usual_ones() {
    let mut home = home();
    let text = "players = \"aliens\"\nlevel = \"hard\"\nvariant = \"gone\"\n\
                seeds = 99\nnorth_name = \"Esi\"\ncolour = \"blue\"\n";
    home.recall(text).expect("TOML, if odd");
    let setup = played(keys(&mut home, &[KeyCode::Enter]));
    assert_eq!(setup.variant, "kids-and-caboodles");
    assert_eq!(setup.rules.seeds_per_pit(), 4);
    assert_eq!(setup.seats[Player::North], Seat::human("Esi"));
    assert_eq!(home.choices.level, Level::Hard);
}

#[test]
fn damaged_remembered_text_is_an_error_and_changes_nothing() {
    let mut home = home();
    let before = home.clone();
    assert!(home.recall("players = [unclosed").is_err());
    assert!(home.recall("seeds = \"four\"").is_err());
    assert_eq!(home, before);
}

#[test]
fn the_first_screen_at_80x24() {
    insta::assert_snapshot!(screen(&home(), 80, 24));
}

#[test]
fn against_the_computer_with_a_saved_game_and_a_note_at_80x24() {
    let mut home = home();
    home.saved_game(true);
    keys(&mut home, &[KeyCode::Right, KeyCode::Down]);
    home.tell("/home/ama/.config/wari/home.toml was damaged: set aside as home.toml.bad.");
    insta::assert_snapshot!(screen(&home, 80, 24));
}

#[test]
fn two_named_players_in_hurry_wari_at_120x40() {
    let mut home = home();
    home.saved_game(true);
    go_to(&mut home, Field::Mode);
    keys(&mut home, &[KeyCode::Left]);
    go_to(&mut home, Field::Name(Player::South));
    type_text(&mut home, "Ama");
    keys(&mut home, &[KeyCode::Down]);
    type_text(&mut home, "Kofi");
    insta::assert_snapshot!(screen(&home, 120, 40));
}

#[test]
fn back_from_a_game_started_on_a_name_line_q_quits() {
    let mut home = home();
    go_to(&mut home, Field::Name(Player::North));
    played(keys(&mut home, &[KeyCode::Enter]));
    assert_eq!(home.field(), Field::Play);
    assert_eq!(keys(&mut home, &[KeyCode::Char('q')]), Outcome::Quit);
}

#[test]
fn at_60x18_in_every_language_the_line_chosen_is_in_sight_and_at_80x24_every_line() {
    // The pseudo-language, a third longer, is drawn at 80x24 only.
    for lang in Lang::all() {
        reader::reading(lang, || every_line_in_sight(lang != Lang::pseudo()));
    }
}

#[test]
fn a_line_with_no_sentence_keeps_the_blank_under_the_title_while_every_line_fits() {
    let mut home = home();
    home.saved_game(true);
    go_to(&mut home, Field::Play);
    assert_eq!(home.about(), None);
    // Title, blank and the thirteen lines: fifteen rows over the news
    // and the keys.
    assert_eq!(home.fields().len(), 13);
    let shown = screen(&home, 60, 17);
    let rows: Vec<&str> = shown.lines().map(|row| row.trim_matches('"')).collect();
    assert!(rows[1].trim().is_empty(), "{shown}");
    assert!(
        words_of(rows[2]).contains(&words_of(&home.line(Field::Who))),
        "{shown}"
    );
    assert!(shown.contains(&home.line(Field::Quit)), "{shown}");
}

/// `text` with its runs of spaces as one, for words that may wrap.
fn words_of(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The rows of a drawn screen as one text of words.
fn flat(shown: &str) -> String {
    let rows: Vec<&str> = shown.lines().map(|row| row.trim_matches('"')).collect();
    words_of(&rows.join(" "))
}

fn every_line_in_sight(at_60x18: bool) {
    let mut against = home();
    keys(&mut against, &[KeyCode::Right]);
    let mut saved = home();
    saved.saved_game(true);
    // Every line chosen in turn, against the computer, between people and
    // with a saved game's two lines more.
    for mut home in [home(), against, saved] {
        for _ in 0..home.fields().len() {
            let need = home.needs();
            assert!(need.width <= 80 && need.height <= 18, "{need:?}");
            let (width, height) = if at_60x18 { (60, 18) } else { (80, 18) };
            assert!(need.width <= width, "{need:?}");
            let small = flat(&screen(&home, width, height));
            let chosen = words_of(&home.line(home.field()));
            assert!(small.contains(&chosen), "{chosen} out of sight:\n{small}");
            if let Some(about) = home.about() {
                let start: Vec<&str> = about.split_whitespace().take(4).collect();
                let start = start.join(" ");
                assert!(small.contains(&start), "{start} out of sight:\n{small}");
            }
            let fitted = screen_keys::fitted_line(home.keys(), usize::from(width));
            assert!(small.contains(&words_of(&fitted)), "{fitted}:\n{small}");
            if home.fields().len() <= 11 {
                let big = flat(&screen(&home, 80, 24));
                for field in home.fields() {
                    let line = words_of(&home.line(field));
                    assert!(big.contains(&line), "{line} cut:\n{big}");
                }
                if let Some(about) = home.about() {
                    assert!(big.contains(&words_of(&about)), "{about} cut:\n{big}");
                }
                let keys = screen_keys::line(home.keys());
                assert!(big.contains(&words_of(&keys)), "{keys} cut:\n{big}");
            }
            home.update(press(KeyCode::Down));
        }
    }
}

/// The home screen as `lang`'s reader sees it, its language chosen.
fn screen_in(lang: Lang, home: &Home) -> String {
    let mut home = home.clone();
    home.set_language(lang);
    reader::reading(lang, || screen(&home, 80, 24))
}

#[test]
fn the_first_screen_in_every_other_language_at_80x24() {
    for lang in Lang::all().filter(|&lang| lang != Lang::ENGLISH) {
        insta::with_settings!({ snapshot_suffix => lang.code() }, {
            insta::assert_snapshot!(screen_in(lang, &home()));
        });
    }
}

#[test]
fn against_the_computer_with_a_saved_game_in_every_other_language_at_80x24() {
    let mut home = home();
    home.saved_game(true);
    keys(&mut home, &[KeyCode::Right, KeyCode::Down]);
    for lang in Lang::all().filter(|&lang| lang != Lang::ENGLISH) {
        insta::with_settings!({ snapshot_suffix => lang.code() }, {
            insta::assert_snapshot!(screen_in(lang, &home));
        });
    }
}

#[test]
fn two_players_named_alike_on_the_variant_line_in_every_language_at_80x24() {
    let mut home = home();
    go_to(&mut home, Field::Name(Player::South));
    type_text(&mut home, "Ama");
    keys(&mut home, &[KeyCode::Down]);
    type_text(&mut home, "Ama");
    go_to(&mut home, Field::Variant);
    assert_eq!(keys(&mut home, &[KeyCode::Enter]), Outcome::Stay);
    for lang in Lang::all() {
        insta::with_settings!({ snapshot_suffix => lang.code() }, {
            insta::assert_snapshot!(screen_in(lang, &home));
        });
    }
}

#[test]
fn the_language_line_comes_last_of_the_choices_and_cycles_from_the_systems_through_the_spoken_ones()
{
    let mut home = home();
    let fields = home.fields();
    let at = |field| fields.iter().position(|&f| f == field);
    assert_eq!(
        at(Field::Language),
        at(Field::Name(Player::North)).map(|at| at + 1)
    );
    assert_eq!(at(Field::Play), at(Field::Language).map(|at| at + 1));
    go_to(&mut home, Field::Language);
    let mut seen = Vec::new();
    for _ in 0..=Lang::spoken().count() {
        seen.push(home.chosen_language());
        keys(&mut home, &[KeyCode::Right]);
    }
    let offered: Vec<_> = std::iter::once(None)
        .chain(Lang::spoken().map(Some))
        .collect();
    assert_eq!(seen, offered);
    // Round the ends, back to the system's.
    assert_eq!(home.chosen_language(), None);
    assert_eq!(home.language(), Lang::ENGLISH);
    keys(&mut home, &[KeyCode::Left]);
    assert_eq!(home.chosen_language(), Lang::spoken().last());
    assert_eq!(Some(home.language()), Lang::spoken().last());
    // Enter there plays, as on every line of choices.
    assert!(matches!(
        keys(&mut home, &[KeyCode::Enter]),
        Outcome::Play(_)
    ));
}

#[test]
fn a_language_is_kept_only_when_chosen_on_the_language_line() {
    let french = Lang::from_code("fr").expect("French");
    // A child under LANG=fr_FR.UTF-8 (or --lang fr) plays without choosing:
    // the file keeps no language, so a Dutch locale next time reads Dutch.
    let mut first = home();
    first.set_language(french);
    assert_eq!(first.language(), french);
    assert!(
        !first.remembered().contains("language"),
        "{}",
        first.remembered()
    );
    // Chosen on the line, French is kept.
    go_to(&mut first, Field::Language);
    keys(&mut first, &[KeyCode::Right, KeyCode::Right]);
    assert_eq!(first.chosen_language(), Some(french));
    let text = first.remembered();
    assert!(text.contains("language = \"fr\""), "{text}");
    let mut next = home();
    next.recall(&text).expect("the text just written");
    assert_eq!(next.language(), french);
    // --lang on the command line wins for the run, and the file keeps
    // the choice.
    let dutch = Lang::from_code("nl").expect("Dutch");
    next.set_language(dutch);
    assert_eq!(next.language(), dutch);
    assert!(next.remembered().contains("language = \"fr\""));
    // Back to the system's: the file forgets the choice.
    go_to(&mut next, Field::Language);
    keys(&mut next, &[KeyCode::Left, KeyCode::Left]);
    assert_eq!(next.chosen_language(), None);
    assert_eq!(next.language(), dutch, "the program's language this run");
    assert!(!next.remembered().contains("language"));
    // A language no longer offered is passed over.
    let mut odd = home();
    odd.recall("language = \"tlh\"\n").expect("TOML, if odd");
    assert_eq!(odd.language(), Lang::ENGLISH);
    assert_eq!(odd.chosen_language(), None);
}

#[test]
fn a_shipped_variant_is_shown_in_the_readers_language_unless_the_user_rewrote_it() {
    let french = Lang::from_code("fr").expect("French");
    let rules = Rules::kids_and_caboodles();
    let builtin = Variants::builtin();
    let shipped = builtin.get("dutch").expect("a shipped variant");
    let offer = |name: &str, description: &str| Offer {
        name: name.into(),
        description: description.into(),
        rules,
    };
    let about = |offer: Offer| {
        let mut home = Home::new(vec![offer], 0);
        go_to(&mut home, Field::Variant);
        reader::reading(french, || (home.line(Field::Variant), home.about()))
    };
    let (line, said) = about(offer("dutch", shipped.description()));
    assert!(line.contains("‹ néerlandaise ›"), "{line}");
    assert!(said.is_some_and(|s| s.starts_with("Dépliant néerlandais")));
    let (line, said) = about(offer("dutch", "Our class's rules"));
    assert!(line.contains("‹ néerlandaise ›"), "{line}");
    assert_eq!(said.as_deref(), Some("Our class's rules"));
    let (line, said) = about(offer("mine", "My own rules"));
    assert!(line.contains("‹ mine ›"), "{line}");
    assert_eq!(said.as_deref(), Some("My own rules"));
}
