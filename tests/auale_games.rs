//! Games as Aualé writes them (`tests/data/auale/`, 40 games of wari
//! against Aalina saved by Aualé's own OGN code): each replays to the
//! stores its `Result` tag states, and wari writes each back as Aualé
//! wrote it, with wari's own tags added after Aualé's. What is expected is
//! read from the files with plain string handling, never from wari's
//! reading of them. Then games made by hand in Aualé's form for what those
//! lack (`tests/data/ogn-by-hand/`): a `FEN` start, comments, a variation.

use std::path::{Path, PathBuf};
use std::process::Command;

#[path = "common/random_game.rs"]
mod random_game;

use proptest::prelude::*;
use random_game::random_game;
use wari::engine::{ByPlayer, EndReason, Game, Player, Position, Rules};
use wari::record::{Comment, Form, Header, Record};
use wari::setup::{Mode, Seat};

/// The tags Aualé's writer puts first, in its order (`Match` in its
/// source); it writes every other tag after them, sorted by name.
const ROSTER: [&str; 8] = [
    "Variant", "Event", "Site", "Date", "Round", "South", "North", "Result",
];

/// The 40 games, in name order.
fn games() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/auale");
    let mut games: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the games are vendored")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "ogn"))
        .collect();
    games.sort();
    assert_eq!(games.len(), 40, "in {}", dir.display());
    games
}

/// A tag's value as the file writes it, found by its line.
fn tag<'a>(text: &'a str, name: &str) -> Option<&'a str> {
    let open = format!("[{name} \"");
    text.lines()
        .find_map(|line| line.strip_prefix(&open)?.strip_suffix("\"]"))
}

/// The final stores the file's `Result` tag states, South's first.
fn stated_stores(text: &str) -> [u16; 2] {
    let result = tag(text, "Result").expect("every game has a Result");
    let (south, north) = result.split_once('-').expect("the games are over");
    [south, north].map(|n| n.parse().expect("a number of seeds"))
}

/// The stores after the last ply `wari replay --json` prints.
fn replayed_stores(path: &Path) -> [u16; 2] {
    let output = Command::new(env!("CARGO_BIN_EXE_wari"))
        .args(["replay", "--json", "--load"])
        .arg(path)
        .output()
        .expect("wari runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{}: {}",
        path.display(),
        String::from_utf8_lossy(&output.stderr)
    );
    let last = stdout.lines().last().expect("at least ply 0");
    let stores = last
        .split_once("\"stores\":[")
        .and_then(|(_, rest)| rest.split_once(']'))
        .expect("every ply has its stores")
        .0;
    let (south, north) = stores.split_once(',').expect("two stores");
    [south, north].map(|n| n.parse().expect("a number of seeds"))
}

#[test]
fn every_game_replays_to_the_stores_its_result_states() {
    for path in games() {
        let text = std::fs::read_to_string(&path).expect("readable");
        assert_eq!(
            replayed_stores(&path),
            stated_stores(&text),
            "{}",
            path.display()
        );
    }
}

/// A tag line's name.
fn tag_name(line: &str) -> Option<&str> {
    line.strip_prefix('[')?
        .split_once(' ')
        .map(|(name, _)| name)
}

/// `text` without the tag lines whose names are not in Aualé's roster,
/// after checking that the roster comes first and the rest after it sorted
/// by name, as Aualé's writer orders them.
fn roster_only(text: &str) -> String {
    let names: Vec<&str> = text.lines().map_while(tag_name).collect();
    assert_eq!(names[..ROSTER.len()], ROSTER, "{text}");
    let rest = &names[ROSTER.len()..];
    assert!(rest.is_sorted(), "{rest:?}");
    text.lines()
        .filter(|line| tag_name(line).is_none_or(|name| ROSTER.contains(&name)))
        .map(|line| format!("{line}\n"))
        .collect()
}

/// The moves as Aualé's reader finds them: every letter `A..F`/`a..f`
/// after the tags, outside braces and parentheses.
fn moves_as_auale_reads_them(text: &str) -> Vec<char> {
    let movetext: String = text
        .lines()
        .skip_while(|line| tag_name(line).is_some())
        .collect::<Vec<_>>()
        .join("\n");
    let mut moves = Vec::new();
    let mut closing = None;
    for c in movetext.chars() {
        match (closing, c) {
            (Some(end), _) if c == end => closing = None,
            (Some(_), _) => {}
            (None, '{') => closing = Some('}'),
            (None, '(') => closing = Some(')'),
            (None, 'A'..='F' | 'a'..='f') => moves.push(c),
            (None, _) => {}
        }
    }
    moves
}

#[test]
fn every_game_written_back_is_the_file_auale_wrote_with_waris_tags_after_its_own() {
    for path in games() {
        let text = std::fs::read_to_string(&path).expect("readable");
        let record = Record::parse(&text).expect("every game reads");
        assert_eq!(record.form(), Form::Auale, "{}", path.display());
        let written = record.to_string();
        assert_eq!(roster_only(&written), text, "{}", path.display());
    }
}

#[test]
fn every_game_written_back_reads_again_move_for_move() {
    for path in games() {
        let text = std::fs::read_to_string(&path).expect("readable");
        let record = Record::parse(&text).expect("every game reads");
        let written = record.to_string();
        let again = Record::parse(&written).expect("wari reads what it wrote");
        assert_eq!(again, record, "{}", path.display());
        assert_eq!(again.letters(), moves_as_auale_reads_them(&text));
        assert_eq!(moves_as_auale_reads_them(&written), record.letters());
        assert_eq!(again.to_string(), written);
    }
}

fn by_hand(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/ogn-by-hand")
        .join(name);
    std::fs::read_to_string(path).expect("the hand-made games are vendored")
}

/// Read, written in Aualé's form and read again: the same record, the same
/// moves as Aualé finds them, and the second writing the same as the first.
fn assert_round_trip(text: &str) -> Record {
    let record = Record::parse(text).expect("the hand-made game reads");
    assert_eq!(record.form(), Form::Auale);
    let written = record.to_string();
    let again = Record::parse(&written).expect("wari reads what it wrote");
    assert_eq!(again, record, "{written}");
    assert_eq!(
        moves_as_auale_reads_them(&written),
        moves_as_auale_reads_them(text)
    );
    assert_eq!(again.to_string(), written);
    record
}

/// `fen-north-first.ogn`, worked out by hand: each board is South's A..F,
/// North's a..f, then the stores.
///
/// ```text
/// FEN  1 2 0 0 3 1 | 0 0 1 2 0 2, 21-15, North to move
/// f+5  into A B: A 2, B 3, both taken (f is North's own): 0 0 0 0 3 1 | 0 0 1 2 0 0, 21-20
/// E    into F a b, b makes 1: 0 0 0 0 0 2 | 1 1 1 2 0 0
/// d    into e f, North's own: 0 0 0 0 0 2 | 1 1 1 0 1 1
/// F+4  into a b: b 2 and a 2 taken, c e f remain: 0 0 0 0 0 0 | 0 0 1 0 1 1, 25-20
/// ```
///
/// South's 25 is more than half of 48: the game ends, the board as it is.
#[test]
fn a_fen_start_with_north_first_replays_the_boards_worked_out_by_hand() {
    let record = assert_round_trip(&by_hand("fen-north-first.ogn"));
    let start = record.start();
    assert_eq!(start.pits(), [1, 2, 0, 0, 3, 1, 0, 0, 1, 2, 0, 2]);
    assert_eq!(start.stores(), ByPlayer::new(21, 15));
    assert_eq!(record.first(), Player::North);
    let boards: [([u16; 12], [u16; 2]); 4] = [
        ([0, 0, 0, 0, 3, 1, 0, 0, 1, 2, 0, 0], [21, 20]),
        ([0, 0, 0, 0, 0, 2, 1, 1, 1, 2, 0, 0], [21, 20]),
        ([0, 0, 0, 0, 0, 2, 1, 1, 1, 0, 1, 1], [21, 20]),
        ([0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1], [25, 20]),
    ];
    let mut game = Game::from_position(*start);
    for (&m, (pits, [south, north])) in record.moves().iter().zip(boards) {
        game.play(m).expect("legal");
        assert_eq!(game.position().pits(), pits);
        assert_eq!(game.position().stores(), ByPlayer::new(south, north));
    }
    let outcome = record.game().outcome().expect("over");
    assert_eq!(outcome.reason(), EndReason::Majority);
    assert_eq!(record.result(), "25-20");
    assert_eq!(record.comments().len(), 3);
    let written = record.to_string();
    assert!(
        written.contains("[FEN \"1-2-0-0-3-1-0-0-1-2-0-2-21-15-N\"]\n"),
        "{written}"
    );
    assert_eq!(
        roster_only(&written),
        roster_only(&by_hand("fen-north-first.ogn"))
    );
}

/// `comments-and-variation.ogn`: RULES.md's worked game (tests/records.rs
/// works out its boards), whose moves capture the same under Abapa: after
/// eight moves `1 8 0 7 6 0 | 6 5 5 5 0 0`, 2-3, and not over. The
/// variation is read over, not played.
#[test]
fn comments_after_moves_and_a_variation_read_and_round_trip() {
    let text = by_hand("comments-and-variation.ogn");
    let record = assert_round_trip(&text);
    let position = record.game().position();
    assert_eq!(position.pits(), [1, 8, 0, 7, 6, 0, 6, 5, 5, 5, 0, 0]);
    assert_eq!(position.stores(), ByPlayer::new(2, 3));
    assert!(record.game().outcome().is_none());
    let after: Vec<usize> = record.comments().iter().map(|c| c.after).collect();
    assert_eq!(after, [1, 4, 5]);
    assert_eq!(record.comments()[0].text, "RULES.md 6.1");
    let written = record.to_string();
    assert!(
        !written.contains('('),
        "a variation is not written: {written}"
    );
    assert!(written.contains("[Result \"*\"]"), "{written}");
    assert!(
        written.ends_with(" A f\n"),
        "Aualé writes no result after the moves while a game goes on: {written}"
    );
}

/// A legal game under the rules Aualé plays, of up to `picks.len()` moves
/// chosen by `picks`, finished as `finish` picks where the moves leave it
/// going, with comments after moves, one a move, as Aualé keeps them.
fn abapa_game(
    header: Header,
    first: Player,
    picks: &[usize],
    finish: usize,
    comments: Vec<(usize, String)>,
) -> Record {
    let start = Position::start(Rules::warri_society(), first);
    let (moves, finish) = random_game(start, picks, finish);
    let plies = moves.len();
    let mut comments: Vec<Comment> = comments
        .into_iter()
        .filter(|_| plies > 0)
        .map(|(after, text)| Comment {
            after: 1 + after % plies.max(1),
            text,
        })
        .collect();
    comments.sort_by_key(|c| c.after);
    comments.dedup_by_key(|c| c.after);
    Record::new(header, start, moves, finish)
        .expect("a legal game")
        .with_comments(comments)
        .expect("comments in range without braces")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn any_game_under_auales_rules_is_written_as_auale_reads_and_reads_back(
        north_first in any::<bool>(),
        picks in proptest::collection::vec(any::<usize>(), 0..300),
        finish in any::<usize>(),
        comments in proptest::collection::vec((any::<usize>(), "[^{}]*"), 0..4),
        names in ("\\PC*", "\\PC*", "\\PC*"),
    ) {
        let (event, south, north) = names;
        let mut header = Header::new(
            "warri-society",
            ByPlayer::new(Seat::human(south), Seat::human(north)),
            Mode::Sorry,
        );
        header.event = event;
        let first = if north_first { Player::North } else { Player::South };
        let record = abapa_game(header, first, &picks, finish, comments);
        prop_assert_eq!(record.form(), Form::Auale);
        let text = record.to_string();
        roster_only(&text);
        prop_assert_eq!(moves_as_auale_reads_them(&text), record.letters());
        let movetext = text.split_once("\n\n").map_or("", |(_, moves)| moves);
        prop_assert!(movetext.lines().all(|line| line.chars().count() < 80), "{}", text);
        let over = record.game().outcome().is_some();
        prop_assert_eq!(movetext.trim_end().ends_with(&record.result()), over && !record.moves().is_empty());
        let read = Record::parse(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(&read, &record);
        prop_assert_eq!(read.to_string(), text);
    }
}
