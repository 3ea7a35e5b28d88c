//! The classroom reads or builds its variant's endgame table as it
//! starts, in the background, so that the computers, hints and reviews
//! have it by the games' ends: through the real binary, with a cache
//! directory of its own.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

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
    // Dutch rules forbid the grand slam: that table, and no other.
    let table = home.path().join("cache/wari/tablebase/forbidden-6.wtb");
    let until = Instant::now() + Duration::from_secs(120);
    while !table.is_file() && Instant::now() < until {
        std::thread::sleep(Duration::from_millis(100));
    }
    let _ = server.kill();
    let _ = server.wait();
    assert!(table.is_file(), "no {}", table.display());
    let tables = std::fs::read_dir(table.parent().expect("a folder")).expect("the tables");
    let names: Vec<String> = tables
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".wtb"))
        .collect();
    assert_eq!(names, ["forbidden-6.wtb"]);
}
