//! A lesson no crash can lose: `wari serve` killed with SIGKILL mid-game
//! and started again on the same records folder resumes the lesson, with
//! its join code, its table at its last move and the seats kept for its
//! players, and its files with every game once.

mod ssh;

use std::process::Stdio;

use ssh::Student;
use ssh::process::Server;

/// The rows of `results.csv` after its header.
fn result_rows(server: &Server) -> Vec<String> {
    let text = std::fs::read_to_string(server.records().join("results.csv")).unwrap_or_default();
    text.lines().skip(1).map(str::to_owned).collect()
}

#[tokio::test]
async fn a_server_killed_mid_game_resumes_the_lesson_where_it_was() {
    let args = ["--variant", "kids-and-caboodles"];
    let server = Server::start(&args, Stdio::null());
    let (mut ama, mut kofi) = ssh::seated_pair(server.address).await;
    // C, then f: two moves that anyone at the table has seen.
    ama.send(b"3").await;
    kofi.wait_for("ama sowed 4 seeds from C").await;
    kofi.send(b"6").await;
    ama.wait_for("kofi sowed").await;

    let mut server = server.killed_and_started_again(&args, Stdio::null());
    let line = server.greeting_line("resuming the lesson of ");
    assert!(line.ends_with(", join code unchanged"), "{line}");

    // Both log in again: the lobby keeps their seats at table 1, and the
    // game is where it was, ama to move.
    let mut ama = Student::connect(server.address, "ama").await;
    ama.wait_for("Your seat at table 1 is kept for you").await;
    ama.wait_for("The classroom is back: every game goes on where it stopped.")
        .await;
    // A newcomer was not in the lesson before: nothing is back for them.
    let mut esi = Student::connect(server.address, "esi").await;
    esi.wait_for("you are esi").await;
    assert!(!esi.text().contains("classroom is back"), "{}", esi.text());
    ama.send(b"1\r").await;
    ama.wait_for("kofi sowed").await;
    let mut kofi = Student::connect(server.address, "kofi").await;
    kofi.send(b"1\r").await;
    kofi.wait_for("kofi sowed 4 seeds from f").await;
    ama.wait_for("kofi is back").await;
    // A: Kofi's e then takes 3 from C, as the records' short game says.
    ama.send(b"1").await;
    kofi.wait_for("ama sowed").await;
    kofi.send(b"5").await;
    ama.wait_for("kofi takes 3").await;
    ama.send(b"q").await;
    ama.wait_for("Leave?").await;
    ama.send(b"y").await;
    kofi.wait_for("ama left the table").await;

    // Killed again the moment the game has ended, perhaps before its row
    // was written: started again, the lesson's files hold that game once,
    // with all four moves.
    let server = server.killed_and_started_again(&args, Stdio::null());
    let rows = result_rows(&server);
    assert_eq!(rows.len(), 1, "{rows:?}");
    assert!(rows[0].contains(",ama,kofi,"), "{rows:?}");
    assert!(rows[0].contains(",abandoned,0,3,4,"), "{rows:?}");
    assert!(rows[0].ends_with(",friendly"), "{rows:?}");
    let records = std::fs::read_dir(server.records())
        .expect("the records folder")
        .filter(|entry| {
            let name = entry.as_ref().map(|e| e.file_name()).unwrap_or_default();
            name.to_string_lossy().ends_with(".wari")
        })
        .count();
    assert_eq!(records, 1);
}

#[tokio::test]
async fn the_puzzles_a_student_solved_carry_over_to_the_class_s_next_lesson() {
    let args = ["--variant", "kids-and-caboodles"];
    let mut server = Server::start(&args, Stdio::null());
    let mut ama = Student::connect(server.address, "ama").await;
    ama.wait_for("No tables yet").await;
    ama.send(b"p").await;
    ama.wait_for("Puzzle 1 of").await;
    ama.send(&ssh::first_answer()).await;
    ama.wait_for("Solved!").await;
    server.signal(rustix::process::Signal::INT);
    let (status, _) = server.exit_and_read_stdout();
    assert!(status.success());

    // The lesson ended: the next start is a new lesson of the class, and
    // ama's puzzle is hers there too.
    let mut server = server.killed_and_started_again(&args, Stdio::null());
    // progress.csv is written from the journal on a thread of its own: a
    // moment later.
    let progress = || std::fs::read_to_string(server.records().join("progress.csv"));
    let carried = |text: &str| text.lines().any(|row| row.starts_with("ama,0,1,"));
    let until = std::time::Instant::now() + ssh::PATIENCE;
    while !progress().is_ok_and(|text| carried(&text)) {
        assert!(std::time::Instant::now() < until, "{:?}", progress());
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let mut ama = Student::connect(server.address, "ama").await;
    ama.wait_for("No tables yet").await;
    ama.send(b"p").await;
    ama.wait_for("streak 1, best 1").await;
    // The teacher's Students tab: no puzzle yet this lesson, one this term.
    let code = server.teacher_code();
    let mut teacher = Student::connect_teacher_with(server.address, &code).await;
    teacher.wait_for("Tables").await;
    teacher.send(b"\t").await;
    teacher
        .wait_for("Each count: this lesson / the whole term.")
        .await;
    teacher
        .wait_for("ama     0 / 0   0 / 1   0-0-0 / 0-0-0")
        .await;
}
