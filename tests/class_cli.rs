//! `wari class`: a class's term read from the journal its lessons left,
//! and the class deleted, on the real binary.

mod ssh;

use std::process::{Command, Stdio};

use rustix::process::Signal;
use ssh::process::Server;

fn wari(args: &[&str], records: &std::path::Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_wari"))
        .args(args)
        .arg("--records")
        .arg(records)
        .output()
        .expect("wari runs")
}

#[tokio::test]
async fn the_term_report_counts_the_game_each_student_played_and_delete_forgets_the_class() {
    let mut server = Server::start(&["--variant", "kids-and-caboodles"], Stdio::null());
    let (mut ama, mut kofi) = ssh::seated_pair(server.address).await;
    // C f A e: Kofi's e takes 3 from C; then they agree to stop, each row
    // going to its owner: 27 to Ama, 21 to Kofi (RULES.md 3.4).
    for (mover, pit) in [(0, b"3"), (1, b"6"), (0, b"1"), (1, b"5")] {
        let players = [&mut ama, &mut kofi];
        players[mover].send(pit).await;
        let name = ["ama", "kofi"][mover];
        players[1 - mover].wait_for(&format!("{name} sowed")).await;
    }
    ama.send(b"e").await;
    ama.wait_for("Stop now?").await;
    ama.send(b"y").await;
    kofi.wait_for("offers to stop").await;
    kofi.send(b"y").await;
    ama.wait_for("Game over").await;
    server.signal(Signal::INT);
    let (status, _) = server.exit_and_read_stdout();
    assert!(status.success());

    let records = server.records();
    let report = wari(&["class", "report"], &records);
    let text = String::from_utf8_lossy(&report.stdout);
    assert!(report.status.success(), "{report:?}");
    let rows: Vec<Vec<&str>> = text
        .lines()
        .skip(2)
        .map(|line| line.split_whitespace().collect())
        .collect();
    assert_eq!(text.lines().next(), Some("1 lesson"), "{text}");
    assert_eq!(
        rows,
        [
            ["ama", "1", "1", "1", "0", "0", "0", "0", "0"],
            ["kofi", "1", "1", "0", "0", "1", "0", "0", "0"],
        ],
        "{text}"
    );
    let csv = records.join("term.csv");
    let written = Command::new(env!("CARGO_BIN_EXE_wari"))
        .args(["class", "report", "--records"])
        .arg(&records)
        .arg("--csv")
        .arg(&csv)
        .output()
        .expect("wari runs");
    assert!(written.status.success(), "{written:?}");
    let csv = std::fs::read_to_string(&csv).expect("the CSV");
    assert_eq!(
        csv,
        "student,lessons,games,wins,draws,losses,unfinished,lessons_finished,puzzles_solved\n\
         ama,1,1,1,0,0,0,0,0\nkofi,1,1,0,0,1,0,0,0\n"
    );

    // Deleting asks for --yes first, then leaves nothing of the class.
    let refused = wari(&["class", "delete", "class"], &records);
    assert_eq!(refused.status.code(), Some(2), "{refused:?}");
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(
        said.contains("deletes the class's 1 lesson,") && said.contains("--yes"),
        "{said}"
    );
    assert!(records.join("class.sqlite").exists());
    let deleted = wari(&["class", "delete", "class", "--yes"], &records);
    assert!(deleted.status.success(), "{deleted:?}");
    for file in [
        "class.sqlite",
        "class.sqlite-wal",
        "class.sqlite-shm",
        "class.sqlite.lock",
    ] {
        assert!(!records.join(file).exists(), "{file} is left");
    }
}
