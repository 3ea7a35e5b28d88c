//! Games as Aualé writes them (`tests/data/auale/`, 40 games of wari
//! against Aalina saved by Aualé's own OGN code): each replays to the
//! stores its `Result` tag states. What is expected is read from the files
//! with plain string handling, never from wari's reading of them.

use std::path::{Path, PathBuf};
use std::process::Command;

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
