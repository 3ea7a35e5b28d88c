//! Stopping `wari serve` as a lesson ends: Ctrl-C, SIGTERM (a service
//! manager, `kill`) and SIGHUP (the teacher's terminal closing) each give
//! every student a goodbye and their terminal back, even when nobody reads
//! the server's log any more; and the teacher gets the lesson's summary.

mod ssh;

use std::process::Stdio;

use rustix::process::Signal;
use ssh::process::Server;
use ssh::{Student, seated_pair};

/// Connects a student, stops the server with `signal`, and checks the
/// student's goodbye and the server's exit.
async fn stops_gently(mut server: Server, signal: Signal) {
    let name = format!("{signal:?}");
    let mut ama = Student::connect(server.address, "ama").await;
    ama.wait_for("Wari classroom · you are ama").await;
    server.signal(signal);
    let goodbye = ama.read_to_close().await;
    assert!(
        goodbye.contains("the teacher has closed the classroom"),
        "{name}: {goodbye:?}"
    );
    // Back from the alternate screen, with the cursor shown.
    assert!(goodbye.contains("\x1b[?1049l"), "{name}: {goodbye:?}");
    assert!(goodbye.contains("\x1b[?25h"), "{name}: {goodbye:?}");
    let status = server.child.wait().expect("the server ends");
    assert!(status.success(), "{name}: {status:?}");
}

#[tokio::test]
async fn every_way_of_stopping_says_goodbye() {
    for signal in [Signal::INT, Signal::TERM, Signal::HUP] {
        stops_gently(Server::start(&[], Stdio::null()), signal).await;
    }
}

#[tokio::test]
async fn a_log_nobody_reads_does_not_stop_the_classroom() {
    // As with `wari serve 2>&1 | tee log` when Ctrl-C stops tee too: every
    // line logged from now on meets a closed pipe.
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let server = Server::start(&[], Stdio::from(writer));
    stops_gently(server, Signal::INT).await;
}

#[tokio::test]
async fn stopping_closes_the_games_still_going_and_prints_the_lessons_summary() {
    let args = ["--variant", "kids-and-caboodles"];
    let mut server = Server::start(&args, Stdio::null());
    let (mut ama, mut kofi) = seated_pair(server.address).await;
    ama.send(b"3").await;
    kofi.wait_for("ama sowed 4 seeds from C").await;
    server.signal(Signal::INT);
    for student in [&mut ama, &mut kofi] {
        student.read_to_close().await;
    }
    let (status, printed) = server.exit_and_read_stdout();
    assert!(status.success(), "{status:?}");
    // The game still going is closed, with its one move and no seeds
    // taken yet, and counted as unfinished.
    let summary = printed
        .split_once("Lesson summary:")
        .map(|(_, summary)| summary);
    assert_eq!(
        summary,
        Some(
            " 0 games ended, 1 game unfinished.\n\
             \x20 table 1: ama v kofi: left unfinished at 0-0: nobody wins (1 move)\n"
        ),
        "{printed}"
    );
}

#[tokio::test]
async fn stopped_through_a_pipe_that_stops_too_the_summary_is_still_kept() {
    // `wari serve ... 2>&1 | tee server.log`, then Ctrl-C, which stops tee
    // as well: both the log and the summary meet a closed pipe.
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let args = ["--variant", "kids-and-caboodles"];
    let mut server = Server::start(&args, Stdio::from(writer));
    let (mut ama, mut kofi) = seated_pair(server.address).await;
    ama.send(b"3").await;
    kofi.wait_for("ama sowed 4 seeds from C").await;
    server.close_stdout();
    server.signal(Signal::INT);
    for student in [&mut ama, &mut kofi] {
        student.read_to_close().await;
    }
    let status = server.child.wait().expect("the server ends");
    assert!(status.success(), "{status:?}");
    let kept = std::fs::read_to_string(server.records().join("summary.txt"))
        .expect("the summary is kept beside the records");
    assert!(
        kept.contains("Lesson summary: 0 games ended, 1 game unfinished."),
        "{kept}"
    );
    assert!(
        kept.contains("table 1: ama v kofi: left unfinished at 0-0: nobody wins (1 move)"),
        "{kept}"
    );
}
