//! `wari tablebase` through the binary, each test with its own cache
//! directory.

use std::path::Path;
use std::process::{Command, Output};

fn wari(cache: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wari"))
        .args(args)
        .env("XDG_CACHE_HOME", cache)
        .env("HOME", cache)
        .output()
        .expect("the wari binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// South's one seed in `F` takes North's one seed in `a`: a grand slam,
/// South's only move, which captures under the default variant's rule
/// (RULES.md 2.4): South wins both seeds with move 6.
const GRAND_SLAM: &str = "0 0 0 0 0 1 / 1 0 0 0 0 0 / 0 0 / s";

#[test]
fn probe_prints_the_value_then_the_moves_that_keep_it() {
    let cache = tempfile::tempdir().expect("a temporary directory");
    let built = wari(cache.path(), &["tablebase", "build", "--max-seeds", "2"]);
    assert!(built.status.success(), "{}", text(&built.stderr));
    assert!(text(&built.stderr).contains("2 of 2 seeds"));
    let probed = wari(cache.path(), &["tablebase", "probe", GRAND_SLAM]);
    assert!(probed.status.success(), "{}", text(&probed.stderr));
    assert_eq!(text(&probed.stdout), "2 (settled)\n6\n");
    let info = wari(cache.path(), &["tablebase", "info"]);
    let listed = text(&info.stdout);
    assert!(listed.contains("forbidden-unless-only-move-6.wtb: 6 pits a side"));
    // One seed cannot go round: the player without it has no move.
    assert!(
        listed.contains("ranges, by seeds on the board: 0: 0%, 1: 0%, 2: 17%"),
        "{listed}"
    );
}

/// Moves forced both ways (RULES.md 2.1, 3.2): South's `A` sows into `B`,
/// North's `a` into `b`, and the two seeds go round together, the board
/// coming back after 24 plies with no capture, and passing boards with
/// both seeds on one row. Repetition decides, so the table holds a range,
/// `0..1`, and its number 1 is an estimate.
const GOING_ROUND: &str = "1 0 0 0 0 0 / 1 0 0 0 0 0 / 0 0 / s";

/// A fresh cache holding a table of 2 seeds under the default variant.
fn small_cache() -> tempfile::TempDir {
    let cache = tempfile::tempdir().expect("a temporary directory");
    let built = wari(cache.path(), &["tablebase", "build", "--max-seeds", "2"]);
    assert!(built.status.success(), "{}", text(&built.stderr));
    cache
}

/// `probe --json` for `position` from `cache`.
fn probe_json(cache: &Path, position: &str) -> serde_json::Value {
    let probed = wari(cache, &["tablebase", "probe", "--json", position]);
    assert!(probed.status.success(), "{}", text(&probed.stderr));
    serde_json::from_slice(&probed.stdout).expect("one JSON object")
}

/// Asserts that `answer` has every field of `expected`, with its value.
fn assert_holds(answer: &serde_json::Value, expected: &serde_json::Value) {
    for (key, value) in expected.as_object().expect("an object") {
        assert_eq!(&answer[key], value, "{key} in {answer}");
    }
}

#[test]
fn probe_json_gives_a_settled_value_for_the_position_and_each_move() {
    let cache = small_cache();
    let answer = probe_json(cache.path(), GRAND_SLAM);
    let settled = serde_json::json!({"seeds": 2, "least": 2, "most": 2, "settled": true});
    assert_holds(&answer, &settled);
    let only = serde_json::json!([
        {"move": 6, "seeds": 2, "least": 2, "most": 2, "settled": true, "keeps": true}
    ]);
    assert_eq!(answer["moves"], only, "{answer}");
}

#[test]
fn probe_says_when_a_value_is_a_range() {
    let cache = small_cache();
    let answer = probe_json(cache.path(), GOING_ROUND);
    let range = serde_json::json!({"seeds": 1, "least": 0, "most": 1, "settled": false});
    assert_holds(&answer, &range);
    let only = serde_json::json!([
        {"move": 1, "seeds": 1, "least": 0, "most": 1, "settled": false, "keeps": true}
    ]);
    assert_eq!(answer["moves"], only, "{answer}");
    let probed = wari(cache.path(), &["tablebase", "probe", GOING_ROUND]);
    assert_eq!(
        text(&probed.stdout),
        "1 (a range: 0..1, repetition decides)\n1\n"
    );
}

#[test]
fn a_damaged_table_is_named_and_built_again() {
    let cache = tempfile::tempdir().expect("a temporary directory");
    assert!(
        wari(cache.path(), &["tablebase", "build", "--max-seeds", "2"])
            .status
            .success()
    );
    let path = cache
        .path()
        .join("wari/tablebase/forbidden-unless-only-move-6.wtb");
    let mut bytes = std::fs::read(&path).expect("the table was written");
    bytes[40] ^= 0x11;
    std::fs::write(&path, &bytes).expect("damaged");
    let info = wari(cache.path(), &["tablebase", "info"]);
    assert!(text(&info.stdout).contains("is damaged: its checksum does not match"));
    let probed = wari(cache.path(), &["tablebase", "probe", GRAND_SLAM]);
    assert!(probed.status.success(), "{}", text(&probed.stderr));
    let message = text(&probed.stderr);
    assert!(
        message.contains(&format!("{} is damaged", path.display())),
        "{message}"
    );
    assert!(message.contains("building it again"), "{message}");
    assert_eq!(text(&probed.stdout), "2 (settled)\n6\n");
    let info = wari(cache.path(), &["tablebase", "info"]);
    assert!(!text(&info.stdout).contains("damaged"));
}

/// With no table in the cache, the first probe builds the small one and
/// answers from it. Under warri-society the grand slam captures nothing,
/// so North keeps both seeds; the majority end plays no part in a table.
#[test]
fn the_first_probe_builds_a_small_table() {
    let cache = tempfile::tempdir().expect("a temporary directory");
    let probed = wari(
        cache.path(),
        &[
            "--variant",
            "warri-society",
            "tablebase",
            "probe",
            GRAND_SLAM,
        ],
    );
    assert!(probed.status.success(), "{}", text(&probed.stderr));
    assert_eq!(text(&probed.stdout), "0 (settled)\n6\n");
    let info = wari(cache.path(), &["tablebase", "info"]);
    assert!(
        text(&info.stdout)
            .contains("no-capture-6.wtb: 6 pits a side, grand slam no-capture, at most 12 seeds"),
        "{}",
        text(&info.stdout)
    );
}

#[test]
fn a_bad_position_and_an_oversized_table_are_refused() {
    let cache = tempfile::tempdir().expect("a temporary directory");
    let refused = |args: &[&str], part: &str| {
        let output = wari(cache.path(), args);
        assert_eq!(output.status.code(), Some(2));
        let message = text(&output.stderr);
        assert!(
            message.contains(part),
            "{message:?} should contain {part:?}"
        );
    };
    refused(&["tablebase", "probe", "1 2 / 3"], "POSITION");
    refused(
        &["tablebase", "probe", "9 5 0 0 0 0 / 0 0 0 0 0 0 / 0 0 / s"],
        "the table holds at most 12: build a larger one with \
         `wari tablebase build --max-seeds 14`",
    );
    refused(
        &["tablebase", "probe", "9 9 9 0 0 0 / 0 0 0 0 0 0 / 0 0 / s"],
        "a table holds at most 21 seeds on the board, not 27",
    );
    refused(&["tablebase", "build", "--max-seeds", "21"], "more than");
}
