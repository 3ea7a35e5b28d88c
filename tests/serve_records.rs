//! The lesson's records through the real wiring: a game played over SSH at
//! the real `wari serve` with `--records DIR` ends up in that directory as
//! a record file the command line replays and a row of `results.csv`.

mod ssh;

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use ssh::process::Server;
use ssh::{PATIENCE, seated_pair};

/// The header `results.csv` starts with, as a spreadsheet reads it.
const HEADER: &str =
    "finished,table,south,north,variant,mode,result,south_seeds,north_seeds,moves,record,counted";

/// The rows of `results.csv` in `dir` once a game has been written there,
/// header first; fails after PATIENCE. The archive writes on a thread of
/// its own, so the row comes a moment after the game ends.
fn results_once_written(dir: &Path) -> Vec<String> {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let text = std::fs::read_to_string(dir.join("results.csv")).unwrap_or_default();
        let rows: Vec<String> = text.lines().map(str::to_owned).collect();
        if rows.len() > 1 {
            return rows;
        }
        assert!(
            Instant::now() < deadline,
            "no row within {PATIENCE:?}: {text:?}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[tokio::test]
async fn a_game_left_over_ssh_is_recorded_with_its_row_in_results_csv() {
    let args = ["--variant", "kids-and-caboodles"];
    let server = Server::start(&args, Stdio::null());
    let (mut ama, mut kofi) = seated_pair(server.address).await;
    ama.send(b"3").await;
    kofi.wait_for("ama sowed 4 seeds from C").await;
    // Leaving mid-game asks first, then abandons the game.
    ama.send(b"q").await;
    ama.wait_for("Leave? The game is abandoned at ama 0, kofi 0.")
        .await;
    ama.send(b"y").await;
    kofi.wait_for("ama left the table, so the game is abandoned at ama 0, kofi 0.")
        .await;

    let dir = server.records();
    let rows = results_once_written(&dir);
    assert_eq!(rows[0], HEADER);
    assert_eq!(rows.len(), 2, "{rows:?}");
    let fields: Vec<&str> = rows[1].split(',').collect();
    let [finished, rest @ .., record, counted] = &fields[..] else {
        panic!("a row of fields: {rows:?}");
    };
    assert_eq!(
        rest,
        [
            "1",
            "ama",
            "kofi",
            "kids-and-caboodles",
            "sorry",
            "abandoned",
            "0",
            "0",
            "1"
        ]
    );
    // "2026-11-23 10:15:00": a date and a time.
    assert_eq!(finished.len(), 19, "{finished}");
    assert!(record.ends_with("_table-1.wari"), "{record}");
    assert_eq!(*counted, "friendly");

    // The record is a game the command line replays: the start and the
    // one move, then the abandonment.
    let replay = Command::new(env!("CARGO_BIN_EXE_wari"))
        .args(["replay", "--json", "--load"])
        .arg(dir.join(record))
        .output()
        .expect("wari replay runs");
    assert!(replay.status.success(), "{replay:?}");
    let plies: Vec<String> = String::from_utf8_lossy(&replay.stdout)
        .lines()
        .map(str::to_owned)
        .collect();
    assert_eq!(plies.len(), 2, "{plies:?}");
    assert!(
        plies[1].contains(r#""pits":[4,4,0,5,5,5,5,4,4,4,4,4]"#),
        "{plies:?}"
    );
}
