//! The classroom reads or builds its variant's endgame table as it
//! starts, in the background, so that the computers, hints and reviews
//! have it by the games' ends: through the real binary, with a cache
//! directory of its own, and the full table capped at 13 seeds, which
//! takes a second or two, so that no test builds the 20-seed one.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use wari_search::tablebase::file;

#[test]
fn the_classroom_builds_its_variants_table_as_it_starts() {
    let home = tempfile::tempdir().expect("a temporary directory");
    let mut server = Command::new(env!("CARGO_BIN_EXE_wari"))
        .args(["--variant", "dutch", "serve", "--listen", "127.0.0.1:0"])
        .args(["--join-code", "abc234xy"])
        .env("HOME", home.path())
        .env("XDG_CACHE_HOME", home.path().join("cache"))
        .env("XDG_DATA_HOME", home.path().join("data"))
        .env_remove("WARI_NO_TABLE_BUILD")
        .env("WARI_TABLE_MAX_SEEDS", "13")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("wari serve starts");
    let mut first = String::new();
    let stdout = server.stdout.take().expect("its output");
    BufReader::new(stdout)
        .read_line(&mut first)
        .expect("a line");
    assert!(first.contains("listening on"), "{first}");
    // Dutch rules forbid the grand slam: that table, and no other, first
    // of 12 seeds, then of the 13 allowed.
    let table = home.path().join("cache/wari/tablebase/forbidden-6.wtb");
    let seeds = || file::load(&table).map(|t| t.max_seeds()).ok();
    let until = Instant::now() + Duration::from_secs(120);
    while seeds() != Some(13) && Instant::now() < until {
        std::thread::sleep(Duration::from_millis(100));
    }
    let _ = server.kill();
    let _ = server.wait();
    assert_eq!(seeds(), Some(13), "{}", table.display());
    let tables = std::fs::read_dir(table.parent().expect("a folder")).expect("the tables");
    let names: Vec<String> = tables
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".wtb"))
        .collect();
    assert_eq!(names, ["forbidden-6.wtb"]);
}
