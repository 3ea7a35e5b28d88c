//! Saving and loading: a saved game loads as the same game, a save never
//! leaves a half-written file, and a damaged file is refused with its name.
//! `s` writes a record; the TOML saves of earlier versions still load.

mod common;

use std::process::Command;

use common::{app, picks, press};
use wari::app::{Action, App, Effect, Saved, update};
use wari::engine::{ByPlayer, Player};
use wari::look::Look;
use wari::search::Level;
use wari::setup::{Mode, Seat};
use wari::user_files::{Access, write_safely};

fn save_text(app: &mut App) -> String {
    match update(app, Action::Save) {
        Some(Effect::Save(text)) => text,
        other => panic!("saving is the edge's work, not {other:?}"),
    }
}

#[test]
fn a_saved_game_loads_as_the_same_game_and_plays_on_the_same() {
    let mut app = app(Mode::Hurry { coop: true });
    picks(&mut app, &[2, 1, 3, 5, 4, 3]);
    let saved = Saved::parse(&save_text(&mut app), "game.toml").expect("the save loads");
    let mut loaded = App::resume(saved, Look::default(), 1);
    assert_eq!(loaded.game(), app.game());
    assert_eq!(loaded.played(), app.played());
    assert_eq!(loaded.setup().seats, app.setup().seats);
    assert_eq!(loaded.setup().mode, Mode::Hurry { coop: true });
    assert_eq!(loaded.setup().rules, app.setup().rules);
    picks(&mut loaded, &[4]);
    picks(&mut app, &[4]);
    assert_eq!(loaded.game(), app.game());
}

#[test]
fn a_game_ended_by_agreement_loads_ended() {
    let mut app = app(Mode::Sorry);
    picks(&mut app, &[3]);
    press(&mut app, &[Action::ProposeEnd, Action::Yes, Action::Yes]);
    let saved = Saved::parse(&save_text(&mut app), "game.toml").expect("the save loads");
    let loaded = App::resume(saved, Look::default(), 1);
    assert_eq!(loaded.game().outcome(), app.game().outcome());
}

#[test]
fn the_save_file_is_a_record_with_every_tag_named() {
    let mut app = app(Mode::WinWin);
    picks(&mut app, &[3, 1]);
    let text = save_text(&mut app);
    for line in [
        "[Variant \"kids-and-caboodles\"]",
        "[PitsPerSide \"6\"]",
        "[SeedsPerPit \"4\"]",
        "[GrandSlam \"forbidden-unless-only-move\"]",
        "[MajorityEnds \"false\"]",
        "[South \"Ama\"]",
        "[North \"Kofi\"]",
        "[First \"south\"]",
        "[Mode \"win-win\"]",
        // South's move 3 is C, North's move 1 is a.
        "1. C a *",
    ] {
        assert!(
            text.lines().any(|l| l == line),
            "{line:?} missing from\n{text}"
        );
    }
}

fn refused(text: &str) -> String {
    Saved::parse(text, "game.toml")
        .expect_err("the file is damaged")
        .to_string()
}

const GOOD: &str = r#"
variant = "dutch"
pits_per_side = 6
seeds_per_pit = 4
grand_slam = "forbidden"
majority_ends = false
south = "Ama"
north = "Kofi"
first = "north"
mode = "sorry"
coop = false
hurry_seconds = 5
moves = [1, 2]
ended_by_agreement = false
"#;

#[test]
fn a_hand_written_save_loads_with_its_own_rules_and_first_player() {
    let saved = Saved::parse(GOOD, "game.toml").expect("the file is good");
    let app = App::resume(saved, Look::default(), 1);
    // North's a (4) sows b..e; then South's B (4) sows C..F.
    assert_eq!(
        app.game().position().pits(),
        [4, 0, 5, 5, 5, 5, 0, 5, 5, 5, 5, 4]
    );
    assert_eq!(app.setup().variant, "dutch");
}

#[test]
fn broken_toml_names_the_file_and_line() {
    let text = GOOD.replace("mode = \"sorry\"", "mode = sorry");
    assert!(
        refused(&text).starts_with("save file game.toml:10: "),
        "{}",
        refused(&text)
    );
}

#[test]
fn an_unknown_key_is_refused() {
    let text = GOOD.replace("coop = false", "coop = false\ncolour = \"red\"");
    assert!(refused(&text).contains("colour"), "{}", refused(&text));
}

#[test]
fn an_illegal_move_names_the_ply() {
    // After North's a, a is empty; North's move 1 at ply 3 is illegal.
    let text = GOOD.replace("moves = [1, 2]", "moves = [1, 2, 1]");
    let message = refused(&text);
    assert!(
        message.starts_with("save file game.toml:13: move 3 (1) is illegal"),
        "{message}"
    );
}

#[test]
fn a_bad_mode_and_a_bad_board_name_their_keys() {
    let text = GOOD.replace("mode = \"sorry\"", "mode = \"fast\"");
    assert!(refused(&text).starts_with("save file game.toml:10: expected \"sorry\""));
    let text = GOOD.replace("seeds_per_pit = 4", "seeds_per_pit = 40");
    assert!(refused(&text).starts_with("save file game.toml:4: seeds_per_pit must be"));
}

#[test]
fn computer_seats_are_saved_with_their_levels() {
    let mut setup = common::setup(Mode::Sorry);
    setup.seats = ByPlayer::new(Seat::human("Ama"), Seat::computer("Kofi", Level::Easy));
    let mut app = App::new(setup, Look::default(), 7);
    let text = save_text(&mut app);
    assert!(
        text.lines().any(|l| l == "[SouthPlays \"human\"]"),
        "{text}"
    );
    assert!(
        text.lines().any(|l| l == "[NorthPlays \"computer:easy\"]"),
        "{text}"
    );
    let saved = Saved::parse(&text, "game.toml").expect("the save loads");
    assert_eq!(saved.setup.seats, app.setup().seats);
}

#[test]
fn a_save_from_before_computers_is_between_people() {
    let saved = Saved::parse(GOOD, "game.toml").expect("the file is good");
    assert_eq!(saved.setup.seats[Player::South], Seat::human("Ama"));
    assert_eq!(saved.setup.seats[Player::North], Seat::human("Kofi"));
}

#[test]
fn an_unknown_player_kind_names_its_key() {
    let text = GOOD.replace(
        "south = \"Ama\"",
        "south = \"Ama\"\nsouth_plays = \"robot\"",
    );
    assert_eq!(
        refused(&text),
        "save file game.toml:8: expected \"human\" or \"computer:LEVEL\", not \"robot\""
    );
    let text = GOOD.replace(
        "north = \"Kofi\"",
        "north = \"Kofi\"\nnorth_plays = \"computer:expert\"",
    );
    assert_eq!(
        refused(&text),
        "save file game.toml:9: unknown level \"expert\"; expected one of easy, medium, hard"
    );
}

#[test]
fn saving_replaces_the_file_whole_and_leaves_no_temporary_file() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("game.toml");
    write_safely(&path, b"first", Access::AsBefore).expect("written");
    write_safely(&path, b"second", Access::AsBefore).expect("written again");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "second");
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["game.toml"]);
}

#[test]
fn the_binary_refuses_a_damaged_save_with_status_2_naming_the_file() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("broken.toml");
    std::fs::write(&path, "moves = [1, 2").unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_wari"))
        .arg("--load")
        .arg(&path)
        .output()
        .expect("wari runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.starts_with(&format!("wari: save file {}:1: ", path.display())),
        "{stderr}"
    );
}

#[test]
fn the_binary_refuses_a_missing_save_naming_the_file() {
    let output = Command::new(env!("CARGO_BIN_EXE_wari"))
        .args(["--load", "no/such/game.toml"])
        .output()
        .expect("wari runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("save file no/such/game.toml: cannot read it"),
        "{stderr}"
    );
}

#[test]
fn a_toml_save_and_a_record_of_the_same_game_load_the_same() {
    let from_toml = App::resume(
        Saved::parse(GOOD, "game.toml").expect("the TOML save is good"),
        Look::default(),
        1,
    );
    let record = save_text(&mut from_toml.clone());
    assert!(record.starts_with("[Event "), "{record}");
    let from_record = App::resume(
        Saved::parse(&record, "game.wari").expect("the record is good"),
        Look::default(),
        1,
    );
    assert_eq!(from_record.game(), from_toml.game());
    assert_eq!(from_record.setup(), from_toml.setup());
}

#[test]
fn a_damaged_record_names_the_file_line_and_column() {
    let text = "[Event \"x\"]\n1. C c 2. Z\n";
    assert_eq!(
        refused(text),
        "save file game.toml:2:11: Z is no pit on this board; South to move, \
         legal moves: A B D E F"
    );
}

#[test]
fn a_record_from_a_set_position_is_refused_by_the_board_with_a_way_out() {
    let text = "[Position \"1 1 1 1 1 1 / 1 1 1 1 1 1 / 18 18 / s\"]\n*\n";
    assert!(
        refused(text).contains("wari replay --load"),
        "{}",
        refused(text)
    );
}

#[test]
fn the_binary_continues_a_record_and_replays_it() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("game.wari");
    let mut app = app(Mode::Sorry);
    picks(&mut app, &[3, 6]);
    std::fs::write(&path, save_text(&mut app)).unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_wari"))
        .args(["replay", "--json", "--load"])
        .arg(&path)
        .output()
        .expect("wari runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    // Ply 0 and two moves; after C and f the board is RULES.md's example 1
    // with f's four seeds in A..D.
    assert_eq!(stdout.lines().count(), 3, "{stdout}");
    assert!(
        stdout
            .lines()
            .last()
            .unwrap()
            .contains("\"pits\":[5,5,1,6,5,5,5,4,4,4,4,0]"),
        "{stdout}"
    );
}

#[test]
fn the_binary_replays_a_toml_save_of_earlier_versions() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("game.toml");
    std::fs::write(&path, GOOD).unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_wari"))
        .args(["replay", "--json", "--load"])
        .arg(&path)
        .output()
        .expect("wari runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{stdout}");
    // North moves first in GOOD; the boards are those of the test above.
    assert!(lines[0].contains("\"to_move\":\"north\""), "{stdout}");
    assert!(
        lines[2].contains("\"pits\":[4,0,5,5,5,5,0,5,5,5,5,4]"),
        "{stdout}"
    );
}

#[test]
fn control_characters_in_a_saves_names_are_kept_escaped() {
    let text = GOOD
        .replace("south = \"Ama\"", "south = \"Ama\\u001b[2J\"")
        .replace("variant = \"dutch\"", "variant = \"dutch\\u0007\"");
    let saved = Saved::parse(&text, "game.toml").expect("the file loads");
    let app = App::resume(saved, Look::default(), 1);
    assert_eq!(app.setup().seats[Player::South].name, "Ama\\u{1b}[2J");
    assert_eq!(app.setup().variant, "dutch\\u{7}");
}

#[test]
fn a_hurry_turn_beyond_the_flags_bound_is_refused() {
    let text = GOOD.replace("hurry_seconds = 5", "hurry_seconds = 601");
    assert!(
        refused(&text).contains("1 to 600 seconds"),
        "{}",
        refused(&text)
    );
    let text = GOOD.replace("hurry_seconds = 5", "hurry_seconds = 600");
    assert!(Saved::parse(&text, "game.toml").is_ok());
}

#[test]
fn a_records_hurry_turn_is_bounded_like_the_flag_and_a_toml_save() {
    let record = |seconds: &str| format!("[Mode \"hurry\"]\n[HurrySeconds \"{seconds}\"]\n*\n");
    for beyond in ["0", "601", "3600"] {
        let message = refused(&record(beyond));
        assert!(
            message.contains("[HurrySeconds]") && message.contains("from 1 to 600"),
            "{message}"
        );
    }
    let saved = Saved::parse(&record("600"), "game.wari").expect("ten minutes is allowed");
    assert_eq!(saved.setup.hurry, std::time::Duration::from_secs(600));
}

#[test]
fn control_characters_in_a_records_names_are_shown_escaped() {
    let text = "[South \"Ama\x1b[2J\"]\n[North \"Kofi\u{9b}31m\"]\n\
                [Variant \"dutch\x07\"]\n*\n";
    let saved = Saved::parse(text, "game.wari").expect("the record loads");
    let app = App::resume(saved, Look::default(), 1);
    assert_eq!(app.setup().seats[Player::South].name, "Ama\\u{1b}[2J");
    assert_eq!(app.setup().seats[Player::North].name, "Kofi\\u{9b}31m");
    assert_eq!(app.setup().variant, "dutch\\u{7}");
}

#[test]
fn a_board_size_past_a_byte_is_refused_at_its_line_not_wrapped() {
    // 262 would wrap to 6, a playable board, if cut to a byte.
    let text = GOOD.replace("pits_per_side = 6", "pits_per_side = 262");
    assert_eq!(
        refused(&text),
        "save file game.toml:3: pits_per_side must be from 2 to 12, not 262"
    );
    let record = "[Event \"x\"]\n[SeedsPerPit \"260\"]\n*\n";
    assert_eq!(
        refused(record),
        "save file game.toml:2:1: seeds_per_pit must be from 1 to 24, not 260"
    );
}

#[test]
fn an_empty_save_says_it_is_empty() {
    for empty in ["", "  \n\n"] {
        assert_eq!(refused(empty), "save file game.toml: the file is empty");
    }
}

#[test]
fn a_text_that_is_no_save_says_so() {
    let rules = include_str!("../rules.toml");
    for text in [
        "Dear Ama,\nthe match is at noon.\n",
        "hello = \"world\"\n",
        rules,
        // JSON reads as one record comment: no tag and no move, no save.
        "{\"foo\": 1}\n",
        "{ a comment } { and another }\n",
    ] {
        // Continued or reviewed, it is refused alike.
        let reviewed = wari::app::read_record(text, "game.toml").expect_err("no save");
        for message in [refused(text), reviewed.to_string()] {
            assert!(
                message.starts_with("save file game.toml: this is not a wari save (a save is"),
                "{message}"
            );
        }
    }
}

#[test]
fn a_number_too_big_or_below_zero_is_told_in_words() {
    let text = GOOD.replace("pits_per_side = 6", "pits_per_side = 99999999999999999999");
    assert_eq!(
        refused(&text),
        "save file game.toml:3: pits_per_side: expected a whole number from 2 to 12, \
         not 99999999999999999999"
    );
    let text = GOOD.replace("moves = [1, 2]", "moves = [1, -2]");
    assert_eq!(
        refused(&text),
        "save file game.toml:13: moves: expected a list of whole numbers from 1 to 12, \
         not -2"
    );
}

#[test]
fn every_bad_key_in_a_save_is_named_each_on_its_line() {
    let text = GOOD
        .replace("seeds_per_pit = 4", "seeds_per_pit = \"four\"")
        .replace("mode = \"sorry\"", "mode = \"fast\"")
        .replace("hurry_seconds = 5", "hurry_seconds = -5")
        .replace("coop = false", "coopp = false");
    let message = refused(&text);
    let lines: Vec<&str> = message.lines().collect();
    let starts = [
        "save file game.toml:4: seeds_per_pit: expected a whole number from 1 to 24, not \"four\"",
        "save file game.toml:10: expected \"sorry\"",
        "save file game.toml:11: unknown field `coopp`",
        "save file game.toml:12: hurry_seconds: expected a whole number from 1 to 600, not -5",
        "save file game.toml: missing field `coop`",
    ];
    assert_eq!(lines.len(), starts.len(), "{message}");
    for (line, start) in lines.iter().zip(starts) {
        assert!(
            line.starts_with(start),
            "{line:?} should start with {start:?}"
        );
    }
}
