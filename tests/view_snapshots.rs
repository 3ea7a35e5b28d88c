//! Snapshots of the screen drawn into ratatui's TestBackend. Each one was
//! read by eye before it was accepted: the board's orientation, the labels
//! and keys, the narration, and what each overlay says. The main screens
//! are drawn in every language too, each snapshot named for its language.

mod common;
#[macro_use]
mod languages;

use std::time::Duration;

use common::{
    against_computer, app, capture_under_way, picks, press, screen_text, setup, terminal, think,
    tiny_game_over,
};
use insta::assert_snapshot;
use wari::app::{Action, App, Perspective};
use wari::engine::{ByPlayer, Player, Rules};
use wari::look::Look;
use wari::search::{Level, Searcher};
use wari::setup::{Mode, Seat};
use wari_words::{Lang, reader};

/// `app` drawn at `width` x `height`, as a snapshot shows it.
fn drawn(app: &App, width: u16, height: u16) -> String {
    terminal(app, width, height).backend().to_string()
}

#[test]
fn start_at_80x24() {
    assert_snapshot!(terminal(&app(Mode::Sorry), 80, 24).backend());
    in_every_language!(|| drawn(&app(Mode::Sorry), 80, 24));
}

#[test]
fn start_in_ascii() {
    let app = App::new(
        setup(Mode::Sorry),
        Look {
            ascii: true,
            no_color: true,
        },
        7,
    );
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

/// Kofi's c has just taken 2 from Ama's C and 2 from B.
fn after_a_capture() -> App {
    let mut app = app(Mode::Sorry);
    picks(&mut app, &[2, 1, 3, 5, 4, 3]);
    app
}

#[test]
fn mid_game_just_after_a_capture() {
    assert_snapshot!(terminal(&after_a_capture(), 80, 24).backend());
    in_every_language!(|| drawn(&after_a_capture(), 80, 24));
}

#[test]
fn a_capture_flashing_at_the_end_of_its_animation() {
    let mut app = capture_under_way();
    // Six seeds fall in 600 ms; then C and B flash.
    press(&mut app, &[Action::Tick(Duration::from_millis(650))]);
    assert!(app.animation().is_some_and(|a| a.flashing()));
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn a_wide_screen_has_larger_pits_and_the_move_list() {
    assert_snapshot!(terminal(&after_a_capture(), 200, 60).backend());
}

#[test]
fn a_hint() {
    let mut app = app(Mode::Sorry);
    picks(&mut app, &[2, 1, 3, 5, 4]);
    press(&mut app, &[Action::Hint]);
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn a_hint_the_search_overturns_wraps_onto_the_meters_line() {
    // D e B f: the rule of thumb's A takes nothing; the search's B sets up
    // a capture (tests/computer_play.rs works it out by hand).
    let mut app = app(Mode::Sorry);
    picks(&mut app, &[4, 5, 2, 6]);
    press(&mut app, &[Action::Hint]);
    think(&mut app, &mut Searcher::new(1), 6);
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn the_hint_and_cursor_styles() {
    let mut app = app(Mode::Sorry);
    picks(&mut app, &[2, 1, 3, 5, 4]);
    press(&mut app, &[Action::Hint]);
    let terminal = terminal(&app, 80, 24);
    assert_snapshot!(format!("{:?}", terminal.backend().buffer()));
}

#[test]
fn the_help() {
    let help = || {
        let mut app = app(Mode::WinWin);
        press(&mut app, &[Action::Help]);
        app
    };
    assert_snapshot!(terminal(&help(), 80, 24).backend());
    in_every_language!(|| drawn(&help(), 80, 24));
}

#[test]
fn the_computer_thinks_on_its_turn() {
    let thinking = || {
        let mut app = against_computer(Mode::Sorry, Level::Medium);
        picks(&mut app, &[3]);
        app
    };
    assert_snapshot!(terminal(&thinking(), 80, 24).backend());
    in_every_language!(|| drawn(&thinking(), 80, 24));
}

#[test]
fn the_help_against_the_computer_says_who_it_is_and_how_to_take_back() {
    let help = || {
        let mut app = against_computer(Mode::WinWin, Level::Easy);
        press(&mut app, &[Action::Help, Action::Down, Action::Down]);
        app
    };
    assert_snapshot!(terminal(&help(), 80, 24).backend());
    in_every_language!(|| drawn(&help(), 80, 24));
}

#[test]
fn the_computer_playing_itself_paused_lists_space_first() {
    let paused = || {
        let mut setup = setup(Mode::Sorry);
        setup.seats = ByPlayer::new(
            Seat::computer("Ama", Level::Easy),
            Seat::computer("Kofi", Level::Hard),
        );
        let mut app = App::new(setup, Look::default(), 7);
        press(&mut app, &[Action::Sow]);
        app
    };
    assert!(paused().paused(), "Space pauses the demo");
    assert_snapshot!(terminal(&paused(), 80, 24).backend());
    in_every_language!(|| drawn(&paused(), 80, 24));
}

#[test]
fn a_terminal_too_small_says_how_big_it_must_be() {
    assert_snapshot!(terminal(&app(Mode::Sorry), 50, 12).backend());
    in_every_language!(|| drawn(&app(Mode::Sorry), 50, 12));
}

#[test]
fn sorry_end_screen() {
    let ended = || {
        let mut app = app(Mode::Sorry);
        picks(&mut app, &[3]);
        press(&mut app, &[Action::ProposeEnd, Action::Yes, Action::Yes]);
        app
    };
    assert_snapshot!(terminal(&ended(), 80, 24).backend());
    in_every_language!(|| drawn(&ended(), 80, 24));
}

#[test]
fn win_win_end_screen() {
    assert_snapshot!(terminal(&tiny_game_over(Mode::WinWin), 80, 24).backend());
    in_every_language!(|| drawn(&tiny_game_over(Mode::WinWin), 80, 24));
}

#[test]
fn hurry_end_screen() {
    let ended = || {
        let mut app = app(Mode::Hurry { coop: false });
        picks(&mut app, &[3, 1]);
        press(&mut app, &[Action::ProposeEnd, Action::Yes, Action::Yes]);
        app
    };
    assert_snapshot!(terminal(&ended(), 80, 24).backend());
    in_every_language!(|| drawn(&ended(), 80, 24));
}

#[test]
fn hurry_together_shows_the_countdown_and_the_balance() {
    let hurried = || {
        let mut app = app(Mode::Hurry { coop: true });
        picks(&mut app, &[2, 1, 3, 5, 4, 3]);
        press(&mut app, &[Action::Tick(Duration::from_millis(2000))]);
        app
    };
    assert_snapshot!(terminal(&hurried(), 80, 24).backend());
    in_every_language!(|| drawn(&hurried(), 80, 24));
    // At 60 columns the clock's bar gives way, so its seconds and the
    // balance's words both show whole, apart.
    for lang in Lang::spoken() {
        reader::reading(lang, || {
            let text = screen_text(&hurried(), 60, 18);
            let seconds = wari_words::tr!("board-meter-seconds", whole = "3", tenth = "0");
            let apart = wari_words::tr!("board-balance-apart-short", apart = 8);
            let row = text.lines().find(|row| row.contains(&apart));
            let row = row.unwrap_or_else(|| panic!("{lang}: the balance is cut:\n{text}"));
            assert!(row.contains(&format!("{seconds}  ")), "{lang}: {row}");
        });
    }
}

#[test]
fn win_win_balance_weighs_what_stopping_would_give_not_the_stores() {
    // C's four seeds go to D, E, F and Kofi's a: both stores are empty, but
    // stopping now gives Ama her row's 23 and Kofi his 25 (RULES.md 3.4).
    let mut app = app(Mode::WinWin);
    picks(&mut app, &[3]);
    press(&mut app, &[Action::Tick(Duration::from_millis(2000))]);
    let text = screen_text(&app, 80, 24);
    assert!(text.contains("Kofi ░░░░░░░░█░|"), "{text}");
    assert!(text.contains("Ama: 2 apart if you stop"), "{text}");
}

#[test]
fn the_offer_to_stop_shows_the_proposer_the_result() {
    let offered = || {
        let mut app = app(Mode::Sorry);
        picks(&mut app, &[3]);
        press(&mut app, &[Action::ProposeEnd]);
        app
    };
    assert_snapshot!(terminal(&offered(), 80, 24).backend());
    in_every_language!(|| drawn(&offered(), 80, 24));
}

#[test]
fn the_agreement_question_shows_the_other_player_the_result() {
    let asked = || {
        let mut app = app(Mode::Sorry);
        picks(&mut app, &[3]);
        press(&mut app, &[Action::ProposeEnd, Action::Yes]);
        app
    };
    assert_snapshot!(terminal(&asked(), 80, 24).backend());
    in_every_language!(|| drawn(&asked(), 80, 24));
}

#[test]
fn the_help_scrolled_to_its_end_shows_the_keys() {
    let scrolled = || {
        let mut app = app(Mode::Hurry { coop: false });
        press(&mut app, &[Action::Help]);
        press(&mut app, &vec![Action::Down; 60]);
        app
    };
    assert_snapshot!(terminal(&scrolled(), 80, 24).backend());
    in_every_language!(|| drawn(&scrolled(), 80, 24));
}

#[test]
fn the_board_from_norths_side() {
    // North's a..f along the bottom from the left, Kofi's store at the
    // right; Ama's A at the top right, her store at the top left.
    let app = after_a_capture().facing(Perspective::Seat(Player::North));
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn turned_to_the_player_to_move_north_plays_from_the_bottom() {
    let mut app = app(Mode::Sorry).facing(Perspective::Mover);
    picks(&mut app, &[2, 1, 3, 5, 4]);
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn a_projector_draws_big_digits_in_ascii() {
    let app = App::new(
        setup(Mode::Sorry),
        Look {
            ascii: true,
            no_color: true,
        },
        7,
    );
    let mut app = app;
    picks(&mut app, &[2, 1, 3, 5, 4, 3]);
    assert_snapshot!(terminal(&app, 200, 60).backend());
}

#[test]
fn seventeen_seeds_a_pit_are_packed_not_hidden() {
    let mut setup = setup(Mode::Sorry);
    setup.rules = Rules::default()
        .with_seeds_per_pit(17)
        .expect("17 seeds a pit is allowed");
    let app = App::new(setup, Look::default(), 7);
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn twelve_pits_a_side_fit_80x24() {
    let twelve = || {
        let mut setup = setup(Mode::Sorry);
        setup.rules = Rules::default()
            .with_pits_per_side(12)
            .expect("12 pits a side is allowed");
        let mut app = App::new(setup, Look::default(), 7);
        picks(&mut app, &[12]);
        app
    };
    assert_snapshot!(terminal(&twelve(), 80, 24).backend());
    in_every_language!(|| drawn(&twelve(), 80, 24));
}

#[test]
fn the_last_move_marked_in_ascii() {
    let mut app = App::new(
        setup(Mode::Sorry),
        Look {
            ascii: true,
            no_color: true,
        },
        7,
    );
    picks(&mut app, &[2, 1, 3, 5, 4, 3]);
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn a_store_of_46_at_the_end_is_packed_under_its_count() {
    // Five seeds a pit, 60 in all: a game that ends 46-14 when Kofi's row
    // is empty and none of Ama's pits reaches it, found by letting a search
    // play South against a North that always sows its rightmost pit.
    let mut setup = setup(Mode::Sorry);
    setup.rules = Rules::default()
        .with_seeds_per_pit(5)
        .expect("5 seeds a pit is allowed");
    let mut app = App::new(setup, Look::default(), 7);
    picks(
        &mut app,
        &[
            2, 6, 2, 5, 6, 5, 5, 5, 1, 6, 5, 4, 1, 6, 1, 5, 5, 6, 2, 3, 6, 6, 5, 3, 3, 6, 6, 5, 5,
            6, 1, 4, 2, 6, 1, 5, 5, 6, 1, 2, 6, 6, 4, 6, 3, 5, 1, 6, 1, 4, 6, 6, 5, 5, 1, 6, 1, 1,
            2, 1, 1, 2, 6, 2, 5, 3, 4, 4, 3, 5, 2, 6, 5, 1, 6, 1, 1, 2, 4, 3, 3, 4, 2, 5, 3, 6,
        ],
    );
    let stores = app.game().position().stores();
    assert_eq!((stores.south(), stores.north()), (46, 14));
    assert!(app.game().outcome().is_some());
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn the_narrowest_screen_still_lists_the_quit_key_each_key_two_spaces_from_the_next() {
    let text = screen_text(&app(Mode::Sorry), 60, 18);
    let footer = text.lines().last().unwrap_or_default();
    // "n new" gives way, and q and the help that lists every key stay.
    assert_eq!(
        footer.trim_end(),
        "? help  h hint  u undo  r redo  e stop here  s save  q quit"
    );
}

#[test]
fn in_french_and_dutch_the_footer_names_every_key_at_80x24() {
    for lang in Lang::spoken() {
        let footer = reader::reading(lang, || {
            let text = screen_text(&app(Mode::Sorry), 80, 24);
            text.lines()
                .last()
                .unwrap_or_default()
                .trim_end()
                .to_owned()
        });
        let quit = reader::reading(lang, || wari_words::tr!("board-footer-quit"));
        assert!(footer.ends_with(&format!("q {quit}")), "{lang}: {footer}");
    }
}

#[test]
fn a_footer_too_narrow_for_every_key_keeps_the_help_and_the_quit_key() {
    // The pseudo-language's words are a third longer than English's: at
    // 60 columns its keys do not all fit.
    let pseudo = Lang::pseudo();
    let (footer, help, quit) = reader::reading(pseudo, || {
        let text = screen_text(&app(Mode::Sorry), 60, 18);
        let footer = text
            .lines()
            .last()
            .unwrap_or_default()
            .trim_end()
            .to_owned();
        let help = wari_words::tr!("board-footer-help");
        (footer, help, wari_words::tr!("board-footer-quit"))
    });
    assert!(footer.starts_with(&format!("? {help}  ")), "{footer}");
    assert!(footer.ends_with(&format!("  q {quit}")), "{footer}");
    assert!(footer.matches("  ").count() >= 2, "{footer}");
}

/// Warri Society, where 25 seeds win, between two long names, after C a.
fn long_names() -> App {
    let mut setup = setup(Mode::Sorry);
    setup.variant = "warri-society".to_owned();
    setup.rules = wari::variants::Variants::builtin()
        .get("warri-society")
        .expect("a shipped variant")
        .rules();
    setup.seats = ByPlayer::new(
        Seat::human("Oluwaseun Adebayo"),
        Seat::human("Kwabena Asamoah-Boateng"),
    );
    let mut app = App::new(setup, Look::default(), 7);
    picks(&mut app, &[3, 1]);
    app
}

#[test]
fn long_names_are_cut_with_an_ellipsis_and_the_header_names_the_target() {
    assert_snapshot!(terminal(&long_names(), 60, 18).backend());
}

#[test]
fn the_move_list_numbers_a_move_and_its_reply_as_one_and_cuts_long_names() {
    // Numbered as records and the review number moves: C and its reply a
    // are move 1.
    let text = screen_text(&long_names(), 100, 24);
    assert!(text.contains("   1. Oluwase… C"), "{text}");
    assert!(text.contains(" 1... Kwabena… a"), "{text}");
}

#[test]
fn a_name_of_emoji_keeps_its_start_in_the_store_and_header() {
    let mut setup = setup(Mode::Sorry);
    setup.seats = ByPlayer::new(Seat::human("🦁👑Kofi🌍🎉"), Seat::human("Ama"));
    let app = App::new(setup, Look::default(), 7);
    for (width, height) in [(60, 18), (80, 24)] {
        // A wide character fills two cells, the second drawn empty.
        let text = screen_text(&app, width, height)
            .replace("🦁 ", "🦁")
            .replace("👑 ", "👑");
        assert!(text.contains("🦁👑K"), "{text}");
        assert!(!text.contains("\nfi🌍") && !text.contains("─fi"), "{text}");
    }
}
