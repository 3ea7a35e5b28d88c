//! `wari class`: a class's term read from the journal its lessons left,
//! a student forgotten and the class deleted, on the real binary.

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

    // Forgetting ama asks for --yes first, and knows who is in the class.
    let refused = wari(&["class", "forget", "class", "ama"], &records);
    assert_eq!(refused.status.code(), Some(2), "{refused:?}");
    assert!(String::from_utf8_lossy(&refused.stderr).contains("--yes"));
    let nobody = wari(&["class", "forget", "class", "esi", "--yes"], &records);
    let said = String::from_utf8_lossy(&nobody.stderr);
    assert!(said.contains("no student named esi"), "{said}");
    let forgot = wari(&["class", "forget", "class", "AMA", "--yes"], &records);
    assert!(forgot.status.success(), "{forgot:?}");
    // Kofi's game stays his, lost to someone forgotten; nothing of the
    // class's folder names ama but the summary, which says so (and the
    // term's CSV the teacher wrote where they chose).
    let report = wari(&["class", "report"], &records);
    let text = String::from_utf8_lossy(&report.stdout);
    let rows: Vec<&str> = text.lines().skip(2).collect();
    assert_eq!(rows.len(), 1, "{text}");
    assert!(rows[0].starts_with("kofi "), "{text}");
    let said = String::from_utf8_lossy(&forgot.stdout);
    assert!(said.contains("summary.txt"), "{said}");
    for entry in std::fs::read_dir(&records).expect("the folder") {
        let path = entry.expect("an entry").path();
        if path
            .file_name()
            .is_some_and(|n| n == "summary.txt" || n == "term.csv")
        {
            continue;
        }
        let bytes = std::fs::read(&path).expect("a file");
        let named = bytes.windows(3).any(|w| w.eq_ignore_ascii_case(b"ama"));
        assert!(!named, "{} still names ama", path.display());
    }
    let results = std::fs::read_to_string(records.join("results.csv")).expect("results");
    assert!(results.contains(",(forgotten 1),kofi,"), "{results}");

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
