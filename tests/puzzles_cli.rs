//! `wari puzzles make` through the binary: a set made for a user's own
//! variant reads back as that variant's puzzles; what cannot be made or
//! played is refused with the reason and a non-zero exit.

use std::process::{Command, Output};

use wari::puzzles::parse;
use wari::variants::Variants;

/// A user's own variant: four pits a side, three seeds a pit.
const OWN: &str = r#"
[variants.small]
description = "four pits a side"
pits_per_side = 4
seeds_per_pit = 3
grand_slam = "capture"
majority_ends = true
"#;

fn wari(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wari"))
        .args(args)
        .output()
        .expect("the wari binary runs")
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn rules_file(dir: &tempfile::TempDir) -> String {
    let path = dir.path().join("own.toml");
    std::fs::write(&path, OWN).expect("a rules file");
    path.to_str().expect("a plain path").to_owned()
}

#[test]
fn a_set_made_for_a_users_own_variant_reads_back_under_its_rules() {
    let dir = tempfile::tempdir().expect("a directory");
    let rules = rules_file(&dir);
    let args = ["--rules", &rules, "puzzles", "make", "--seed", "5"];
    let output = wari(
        &[
            &args[..],
            &["--games", "30", "--depth", "4", "--per-grade", "2"],
        ]
        .concat(),
    );
    assert!(output.status.success(), "{}", stderr(&output));
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        text.contains("wari --variant small puzzles make --seed 5 --games 30"),
        "{text}"
    );
    let variants = Variants::parse(OWN, "own.toml").expect("the rules file");
    let puzzles = parse(&text, &variants).expect("the set reads back");
    assert!(!puzzles.is_empty(), "{}", stderr(&output));
    for puzzle in &puzzles {
        assert_eq!(puzzle.variant, "small");
        assert_eq!(puzzle.position.rules().pits_per_side(), 4);
    }
    assert!(stderr(&output).contains(&format!("{} puzzles in small: ", puzzles.len())));
}

#[test]
fn a_variant_without_a_shipped_set_says_how_to_make_one() {
    let dir = tempfile::tempdir().expect("a directory");
    let rules = rules_file(&dir);
    let output = wari(&["--rules", &rules, "puzzles"]);
    assert_eq!(output.status.code(), Some(2));
    let message = stderr(&output);
    assert!(
        message.contains("no puzzles are shipped for small"),
        "{message}"
    );
    assert!(
        message.contains("wari --variant small puzzles make"),
        "{message}"
    );
}

#[test]
fn a_board_changed_on_the_command_line_or_a_missing_set_is_refused() {
    let output = wari(&["--pits", "4", "puzzles", "make", "--seed", "1"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("without --pits or --seeds"),
        "{}",
        stderr(&output)
    );
    let output = wari(&["puzzles", "--set", "no/such/set.toml"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("no/such/set.toml"),
        "{}",
        stderr(&output)
    );
}
