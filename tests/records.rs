//! Game records: written and read back the same, never a panic on a
//! damaged record (any bytes: tests/fuzz.rs), errors that point at the
//! line and column, and a game worked out by hand from RULES.md's examples
//! that replays to its stated result.

use std::num::NonZeroU64;

#[path = "common/random_game.rs"]
mod random_game;

use proptest::prelude::*;
use random_game::random_game;
use wari::engine::{ByPlayer, EndReason, GrandSlam, Move, Player, Position, Rules};
use wari::record::{Comment, Finish, Form, Header, Record, Tag};
use wari::search::Level;
use wari::setup::{Mode, PlayerKind, Seat};

/// A game worked out by hand from the start of Kids and Caboodles; each
/// board below is South's A..F | North's a..f, then the stores.
///
/// ```text
/// 1. C   RULES.md 6.1: 4 4 0 5 5 5 | 5 4 4 4 4 4
///    f   four seeds into A B C D: 5 5 1 6 5 5 | 5 4 4 4 4 0
/// 2. A   five into B..F: 0 6 2 7 6 6 | 5 4 4 4 4 0
///    e+3 into f A B C; C makes 3 and is taken, B (7) stops the chain
///        (RULES.md 6.3's capture, seen from North): 1 7 0 7 6 6 | 5 4 4 4 0 1, 0-3
/// 3. F+2 into a..f; f makes 2 and is taken, e (1) stops: 1 7 0 7 6 0 |
///        6 5 5 5 1 0, 2-3
///    e   one seed into f: 1 7 0 7 6 0 | 6 5 5 5 0 1
/// 4. A   one seed into B: 0 8 0 7 6 0 | 6 5 5 5 0 1
///    f   one seed into A, which holds 1: no capture: 1 8 0 7 6 0 | 6 5 5 5 0 0
/// ```
///
/// The players agree to end (RULES.md 3.4): South 2 + 22, North 3 + 21.
const HAND_GAME: &str = r#"[Event "Worked examples"]
[Date "2026.11.23"]
[South "Ama"]
[North "Kofi"]
[Result "24-24"]
[Variant "kids-and-caboodles"]
[PitsPerSide "6"]
[SeedsPerPit "4"]
[GrandSlam "forbidden-unless-only-move"]
[MajorityEnds "false"]
[Mode "sorry"]
[HurrySeconds "5"]
[First "south"]
[SouthPlays "human"]
[NorthPlays "human"]
[Termination "agreement"]

{RULES.md 6.1} 1. C f 2. A e+3 {North takes C} 3. F+2 e 4. A f 24-24
"#;

#[test]
fn the_hand_worked_game_replays_to_its_stated_result() {
    let record = Record::parse(HAND_GAME).expect("the record is good");
    let position = record.game().position();
    assert_eq!(position.pits(), [0; 12], "agreement sweeps the board");
    let outcome = record.game().outcome().expect("the game is over");
    assert_eq!(outcome.reason(), EndReason::Agreement);
    assert_eq!(outcome.stores(), ByPlayer::new(24, 24));
    assert_eq!(outcome.winner(), None);
    assert_eq!(record.finish(), Finish::Agreement);
    assert_eq!(record.moves().len(), 8);
    // Written back, it is the same text.
    assert_eq!(record.to_string(), HAND_GAME);
}

#[test]
fn the_hand_worked_game_passes_through_the_boards_worked_out() {
    let record = Record::parse(HAND_GAME).expect("the record is good");
    let mut game = wari::engine::Game::from_position(*record.start());
    let boards: [[u16; 12]; 8] = [
        [4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4],
        [5, 5, 1, 6, 5, 5, 5, 4, 4, 4, 4, 0],
        [0, 6, 2, 7, 6, 6, 5, 4, 4, 4, 4, 0],
        [1, 7, 0, 7, 6, 6, 5, 4, 4, 4, 0, 1],
        [1, 7, 0, 7, 6, 0, 6, 5, 5, 5, 1, 0],
        [1, 7, 0, 7, 6, 0, 6, 5, 5, 5, 0, 1],
        [0, 8, 0, 7, 6, 0, 6, 5, 5, 5, 0, 1],
        [1, 8, 0, 7, 6, 0, 6, 5, 5, 5, 0, 0],
    ];
    for (&m, board) in record.moves().iter().zip(boards) {
        game.play(m).expect("legal");
        assert_eq!(game.position().pits(), board);
    }
    assert_eq!(game.position().stores(), ByPlayer::new(2, 3));
}

/// RULES.md 6.4 from a set position under Warri Society: D's five seeds
/// make a 2, b 2 and c 3, all taken (7); agreed there, South has 7 and
/// its row's 22, North its row's 12. Those are the rules Aualé plays, so
/// wari writes it in Aualé's form: the position as a `FEN` tag, twelve
/// pits from South's A, the stores, the player to move.
const SET_POSITION: &str = r#"[Variant "warri-society"]
[GrandSlam "no-capture"]
[MajorityEnds "true"]
[Position "4 4 4 5 4 4 / 1 1 2 4 4 4 / 0 0 / s"]

1. D+7 29-12
"#;

#[test]
fn a_game_from_a_set_position_replays_rules_md_example_4() {
    let record = Record::parse(SET_POSITION).expect("the record is good");
    assert!(!record.starts_at_start());
    assert_eq!(record.game().position().stores(), ByPlayer::new(29, 12));
    assert_eq!(record.finish(), Finish::Agreement);
    let again = Record::parse(&record.to_string()).expect("written back, it reads");
    assert_eq!(again, record);
    let text = record.to_string();
    assert!(
        text.contains("[FEN \"4-4-4-5-4-4-1-1-2-4-4-4-0-0-S\"]\n"),
        "{text}"
    );
    assert!(text.contains("[Variant \"Oware Abapa\"]\n"), "{text}");
    assert!(text.contains("[WariVariant \"warri-society\"]\n"), "{text}");
    assert_eq!(again.header().variant, "warri-society");
}

/// An Aualé file as its `Match.save` writes one: its roster of tags, `?`
/// for unknowns, `+N` captures, a comment and a variation.
const AUALE: &str = r#"[Variant "Abapa"]
[Event "?"]
[Site "Barcelona"]
[Date "?"]
[Round "?"]
[South "Joan"]
[North "Aalina"]
[Result "*"]

1. C f 2. A e+3 { a capture } ( 2... a ) 3. F+2
"#;

#[test]
fn an_aualé_file_reads_under_abapa_rules_keeping_its_other_tags() {
    let record = Record::parse(AUALE).expect("Aualé's file reads");
    let rules = record.start().rules();
    assert_eq!(rules.grand_slam(), GrandSlam::NoCapture);
    assert!(rules.majority_ends());
    assert_eq!(record.moves().len(), 5, "the variation is not played");
    assert_eq!(record.game().position().stores(), ByPlayer::new(2, 3));
    let names: Vec<&str> = record.header().extra.iter().map(Tag::name).collect();
    assert_eq!(names, ["Site"], "Round's ? says nothing to keep");
    assert!(Tag::new("Round", "?").is_none() && Tag::new("Round", "3").is_some());
    assert_eq!(
        record.header().date,
        "????.??.??",
        "Aualé's ? is the unknown date"
    );
    assert_eq!(record.header().seats[Player::North].name, "Aalina");
    // Written in Aualé's form, the unknowns are its ? again.
    let text = record.to_string();
    for tag in ["[Date \"?\"]", "[Round \"?\"]", "[Site \"Barcelona\"]"] {
        assert!(text.contains(tag), "{text}");
    }
}

/// Found by the random round trip: a header given `Site "?"` came back
/// without it, since Aualé's form writes `?` for a site nobody gave. Such
/// a tag cannot be made, so the two headers are one.
#[test]
fn a_site_or_round_of_aualés_unknown_is_no_tag_so_the_record_reads_back_the_same() {
    let mut header = Header::new(
        "warri-society",
        ByPlayer::new(Seat::human("Ama"), Seat::human("Kofi")),
        Mode::Sorry,
    );
    header.extra.extend(Tag::new("Site", "?"));
    header.extra.extend(Tag::new("Round", "7"));
    assert_eq!(header.extra.len(), 1, "only Round 7 says something");
    let start = Position::start(Rules::warri_society(), Player::South);
    let record = Record::new(header, start, Vec::new(), Finish::Moves).expect("no moves");
    let text = record.to_string();
    assert!(
        text.contains("[Site \"?\"]\n[Date \"?\"]\n[Round \"7\"]\n"),
        "{text}"
    );
    assert_eq!(Record::parse(&text).expect("reads back"), record);
}

/// Aualé's reader hangs each comment on the move before it and keeps one a
/// move: a game under its rules with a comment before the first move, or
/// two after one move, keeps wari's form, which says it whole.
#[test]
fn comments_aualé_cannot_place_keep_waris_form() {
    let rules =
        "[Variant \"warri-society\"]\n[GrandSlam \"no-capture\"]\n[MajorityEnds \"true\"]\n";
    for movetext in ["{before} 1. C f *", "1. C {one} {two} f *"] {
        let record = Record::parse(&format!("{rules}\n{movetext}\n")).expect("reads");
        assert_eq!(record.form(), Form::Wari, "{movetext}");
        let text = record.to_string();
        assert!(text.ends_with(&format!("\n{movetext}\n")), "{text}");
        assert_eq!(Record::parse(&text).expect("reads back"), record);
    }
    let one_a_move = Record::parse(&format!("{rules}\n1. C {{one}} f {{two}} *\n")).expect("reads");
    assert_eq!(one_a_move.form(), Form::Auale);
}

#[test]
fn a_game_from_the_start_with_north_first_has_a_fen_in_aualés_form() {
    let header = Header::new(
        "warri-society",
        ByPlayer::new(Seat::human("Ama"), Seat::human("Kofi")),
        Mode::Sorry,
    );
    let start = Position::start(Rules::warri_society(), Player::North);
    let record = Record::new(header, start, Vec::new(), Finish::Moves).expect("no moves");
    let text = record.to_string();
    assert!(
        text.contains("[FEN \"4-4-4-4-4-4-4-4-4-4-4-4-0-0-N\"]\n"),
        "{text}"
    );
    assert!(text.ends_with("\"]\n"), "no moves, no movetext: {text}");
    let again = Record::parse(&text).expect("reads back");
    assert!(again.starts_at_start());
    assert_eq!(again, record);
}

#[test]
fn an_aualé_fen_tag_sets_the_start() {
    let text = "[Variant \"Abapa\"]\n[FEN \"4-4-4-5-4-4-1-1-2-4-4-4-0-0-S\"]\n\n1. D+7 *\n";
    let record = Record::parse(text).expect("the FEN reads");
    assert_eq!(record.game().position().stores(), ByPlayer::new(7, 0));
}

/// A game Aualé wrote (tests/data/auale/) that ends by repetition on
/// South's C, which captures nothing: Aualé writes `C+1` for the seed the
/// end sweeps from South's row into South's store, and `23-25`.
const AUALE_SWEEP: &str = include_str!("data/auale/game-07.ogn");

#[test]
fn an_aualé_plus_on_the_move_that_ends_the_game_may_count_the_sweep() {
    let record = Record::parse(AUALE_SWEEP).expect("Aualé's file reads");
    let outcome = record.game().outcome().expect("the game is over");
    assert!(outcome.reason().sweeps_board(), "{:?}", outcome.reason());
    assert_eq!(outcome.stores(), ByPlayer::new(23, 25));
}

#[test]
fn a_plus_that_is_neither_the_capture_nor_the_stores_gain_is_refused_naming_both() {
    let text = AUALE_SWEEP.replace("C+1 23-25", "C+2 23-25");
    assert_eq!(
        error(&text),
        "line 14, column 55: C+2: the move captures 0, or 1 with the seeds \
         the game's end sweeps into the mover's store"
    );
}

fn error(text: &str) -> String {
    Record::parse(text)
        .expect_err("the record is bad")
        .to_string()
}

#[test]
fn an_illegal_move_names_the_move_and_the_legal_ones_with_line_and_column() {
    // North's e captured C (see HAND_GAME): South's C is empty.
    let text = "[Event \"x\"]\n1. C f\n2. A e 3. C\n";
    assert_eq!(
        error(text),
        "line 3, column 11: C is illegal: pit 3 is empty; legal moves: 1 2 4 5 6 \
         (A B D E F in letters)"
    );
}

#[test]
fn a_pit_of_the_player_not_to_move_is_named_as_theirs() {
    assert_eq!(
        error("1. C F *"),
        "line 1, column 6: F is South's pit, but North is to move; legal moves: a b c d e f"
    );
}

#[test]
fn a_letter_past_the_board_is_no_pit() {
    assert_eq!(
        error("[PitsPerSide \"3\"]\n1. D"),
        "line 2, column 4: D is no pit on this board; South to move, legal moves: A B C"
    );
}

#[test]
fn a_wrong_capture_a_wrong_number_and_a_wrong_result_are_refused_where_written() {
    assert_eq!(
        error("1. C f 2. A e+2"),
        "line 1, column 13: e+2: the move captures 3"
    );
    assert_eq!(
        error("1. C f 3. A"),
        "line 1, column 8: expected move number 2, found 3"
    );
    assert_eq!(
        error("1. C f\n0-1"),
        "line 2, column 1: the result says 0-1, but the game is not over; \
         ended by agreement it would be 27-21"
    );
}

#[test]
fn broken_syntax_says_what_was_expected() {
    assert_eq!(
        error("[Event \"x\"\n"),
        "line 2, column 1: expected a ']' closing the tag, found the end of the record"
    );
    assert_eq!(
        error("[Event \"x\n\"]"),
        "line 1, column 10: expected a '\"' closing the tag's value, found the end of the line"
    );
    assert_eq!(
        error("1. C {never closed"),
        "line 1, column 6: this comment is never closed with '}'"
    );
    assert_eq!(
        error("1. Cf"),
        "line 1, column 5: expected a space after a move: a move is one pit's letter, found 'f'"
    );
    assert_eq!(
        error("\n  1. C ! f"),
        "line 2, column 8: expected a tag, a move, a move number, a {comment} or a result, \
         found '!'"
    );
    assert_eq!(
        error("1. C * f"),
        "line 1, column 8: the result ends the record; found more after it"
    );
    assert_eq!(
        error("1. C [Event \"late\"]"),
        "line 1, column 6: the tag Event comes after the moves; tags come first"
    );
}

#[test]
fn bad_tag_values_name_the_tag() {
    assert_eq!(
        error("[Mode \"fast\"]"),
        "line 1, column 1: [Mode]: expected sorry, win-win, hurry or hurry-together, not \"fast\""
    );
    assert_eq!(
        error("[Event \"a\"]\n[SeedsPerPit \"40\"]"),
        "line 2, column 1: seeds_per_pit must be from 1 to 24, not 40"
    );
    assert_eq!(
        error("[Position \"4 4 / 4 4 / 0 0 / s\"]"),
        "line 1, column 1: [Position]: expected 12 pits (two rows of 6), got 4"
    );
    assert_eq!(
        error("[Position \"4 4 4 4 4 4 / 4 4 4 4 4 4 / 0 0 / s\"]\n[First \"north\"]"),
        "line 1, column 1: [First] says North moves first, but [Position] has South to move"
    );
    assert_eq!(
        error("[SouthPlays \"robot\"]"),
        "line 1, column 1: [SouthPlays]: expected \"human\" or \"computer:LEVEL\" \
         (easy, medium or hard), not \"robot\""
    );
}

// Random legal games under random variants, written and read back.

fn rules() -> impl Strategy<Value = Rules> {
    (2u8..=8, 1u8..=5, 0..GrandSlam::ALL.len(), any::<bool>()).prop_map(
        |(pits, seeds, slam, majority)| {
            Rules::new(pits, seeds, GrandSlam::ALL[slam], majority).expect("in range")
        },
    )
}

fn seat() -> impl Strategy<Value = Seat> {
    let kind = prop_oneof![
        Just(PlayerKind::Human),
        (0..Level::ALL.len()).prop_map(|i| PlayerKind::Computer(Level::ALL[i])),
    ];
    // Any text, with the quotes, backslashes and line breaks a tag escapes.
    ("(\\PC|[\"\\\\\n,])*", kind).prop_map(|(name, kind)| Seat { name, kind })
}

prop_compose! {
    fn header()(
        event in "(\\PC|[\"\\\\\n])*",
        date in "[0-9?]{4}\\.[0-9?]{2}\\.[0-9?]{2}",
        south in seat(),
        north in seat(),
        variant in "[a-z-]{1,20}",
        mode in 0..Mode::ALL.len(),
        hurry in 1u64..600,
        site in proptest::option::of("\\PC*"),
    ) -> Header {
        let mut header = Header::new(variant, ByPlayer::new(south, north), Mode::ALL[mode]);
        header.event = event;
        header.date = date;
        header.hurry_seconds = NonZeroU64::new(hurry).expect("from 1");
        header.extra.extend(site.and_then(|s| Tag::new("Site", s)));
        header
    }
}

/// A legal game of up to `plies` moves, chosen by `picks`, and a finish
/// that fits it.
fn game_record(
    header: Header,
    rules: Rules,
    first: Player,
    picks: &[usize],
    finish: usize,
    comments: Vec<(usize, String)>,
) -> Record {
    let start = Position::start(rules, first);
    let (moves, finish) = random_game(start, picks, finish);
    let plies = moves.len();
    let comments = comments
        .into_iter()
        .map(|(after, text)| Comment {
            after: after % (plies + 1),
            text,
        })
        .collect();
    Record::new(header, start, moves, finish)
        .expect("a legal game")
        .with_comments(comments)
        .expect("comments in range without braces")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn a_written_record_reads_back_as_the_same_game_and_the_same_text(
        header in header(),
        rules in rules(),
        north_first in any::<bool>(),
        picks in proptest::collection::vec(any::<usize>(), 0..300),
        finish in any::<usize>(),
        comments in proptest::collection::vec((any::<usize>(), "[^{}]*"), 0..4),
    ) {
        let first = if north_first { Player::North } else { Player::South };
        let record = game_record(header, rules, first, &picks, finish, comments);
        let text = record.to_string();
        let read = Record::parse(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(read.game(), record.game());
        prop_assert_eq!(&read, &record);
        prop_assert_eq!(read.to_string(), text);
    }

    #[test]
    fn a_set_position_reads_back(
        rules in rules(),
        seeds in proptest::collection::vec(0u16..6, 24),
        stores in (0u16..30, 0u16..30),
        north in any::<bool>(),
    ) {
        let n = rules.pits_per_side();
        let to_move = if north { Player::North } else { Player::South };
        let start = Position::from_parts(rules, &seeds[..2 * n], ByPlayer::new(stores.0, stores.1), to_move)
            .expect("small enough");
        let header = Header::new("test", ByPlayer::new(Seat::human("A"), Seat::human("B")), Mode::Sorry);
        let record = Record::new(header, start, Vec::new(), Finish::Moves).expect("no moves");
        let read = Record::parse(&record.to_string()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(read.start(), &start);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(5000))]

    #[test]
    fn a_damaged_record_is_read_or_refused_without_a_panic(
        at in any::<prop::sample::Index>(),
        cut in 0usize..20,
        insert in "[\\[\\]{}()\"\\\\0-9A-Za-z+\\-*./ \n]{0,12}",
    ) {
        let start = at.index(HAND_GAME.len());
        let start = (0..=start).rev().find(|&i| HAND_GAME.is_char_boundary(i)).unwrap_or(0);
        let end = (start + cut).min(HAND_GAME.len());
        let end = (end..=HAND_GAME.len()).find(|&i| HAND_GAME.is_char_boundary(i)).unwrap_or(HAND_GAME.len());
        let text = format!("{}{}{}", &HAND_GAME[..start], insert, &HAND_GAME[end..]);
        if let Err(error) = Record::parse(&text) {
            // Every refusal points inside the text.
            let lines = text.split('\n').count();
            prop_assert!(error.at.line >= 1 && error.at.line <= lines, "{} in {} lines", error, lines);
            prop_assert!(error.at.column >= 1);
        }
    }
}

#[test]
fn a_move_list_never_names_a_pit_past_the_board() {
    // The largest board's last letters are L and l; L's four seeds go into
    // a..d, making 5s: no capture.
    let rules = Rules::new(12, 4, GrandSlam::Capture, false).unwrap();
    let header = Header::new(
        "big",
        ByPlayer::new(Seat::human("A"), Seat::human("B")),
        Mode::Sorry,
    );
    let start = Position::start(rules, Player::South);
    let record = Record::new(header, start, vec![Move::new(12).unwrap()], Finish::Moves).unwrap();
    assert!(record.to_string().contains("1. L *"), "{record}");
    assert_eq!(Record::parse(&record.to_string()).unwrap(), record);
}

// The command line: `wari record` to JSON and back.

fn wari(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_wari"))
        .args(args)
        .output()
        .expect("wari runs")
}

#[test]
fn a_record_goes_to_json_and_back_unchanged() {
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("game.wari");
    std::fs::write(&record, HAND_GAME).unwrap();
    let json = wari(&["record", "--json", record.to_str().unwrap()]);
    assert!(
        json.status.success(),
        "{}",
        String::from_utf8_lossy(&json.stderr)
    );
    let text = String::from_utf8(json.stdout).unwrap();
    assert!(
        text.contains("\"moves\": [\n    \"C\",\n    \"f\","),
        "{text}"
    );
    let json_file = dir.path().join("game.json");
    std::fs::write(&json_file, &text).unwrap();
    let back = wari(&["record", "--from-json", json_file.to_str().unwrap()]);
    assert!(
        back.status.success(),
        "{}",
        String::from_utf8_lossy(&back.stderr)
    );
    assert_eq!(String::from_utf8(back.stdout).unwrap(), HAND_GAME);
}

#[test]
fn json_with_an_illegal_move_is_refused_naming_it() {
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("game.wari");
    std::fs::write(&record, HAND_GAME).unwrap();
    let json = String::from_utf8(wari(&["record", "--json", record.to_str().unwrap()]).stdout)
        .unwrap()
        // The fifth move is South's F; South's C, captured at move 4, is empty.
        .replacen("\"F\"", "\"C\"", 1);
    let json_file = dir.path().join("game.json");
    std::fs::write(&json_file, json).unwrap();
    let output = wari(&["record", "--from-json", json_file.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("move 5 is illegal: pit 3 is empty"),
        "{stderr}"
    );
}

#[test]
fn json_is_read_from_standard_input_with_a_dash() {
    use std::io::Write;
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("game.wari");
    std::fs::write(&record, SET_POSITION).unwrap();
    let json = wari(&["record", "--json", record.to_str().unwrap()]).stdout;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_wari"))
        .args(["record", "--from-json", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("wari runs");
    child.stdin.take().unwrap().write_all(&json).unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    let back = Record::parse(&String::from_utf8(output.stdout).unwrap()).unwrap();
    assert_eq!(back, Record::parse(SET_POSITION).unwrap());
}
