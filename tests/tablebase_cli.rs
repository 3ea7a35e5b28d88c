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
    assert_eq!(text(&probed.stdout), "2\n6\n");
    let info = wari(cache.path(), &["tablebase", "info"]);
    let listed = text(&info.stdout);
    assert!(listed.contains("forbidden-unless-only-move-6.wtb: 6 pits a side"));
    // One seed cannot go round: the player without it has no move.
    assert!(
        listed.contains("ranges, by seeds on the board: 0: 0%, 1: 0%, 2: 17%"),
        "{listed}"
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
    assert_eq!(text(&probed.stdout), "2\n6\n");
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
    assert_eq!(text(&probed.stdout), "0\n6\n");
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
