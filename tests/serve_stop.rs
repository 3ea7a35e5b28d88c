//! Stopping `wari serve` as a lesson ends: Ctrl-C, SIGTERM (a service
//! manager, `kill`) and SIGHUP (the teacher's terminal closing) each give
//! every student a goodbye and their terminal back, even when nobody reads
//! the server's log any more.

mod ssh;

use std::process::Stdio;

use rustix::process::{Pid, Signal, kill_process};
use ssh::Student;
use ssh::process::Server;

/// Sends `signal` to the server.
fn send(server: &Server, signal: Signal) {
    let pid = i32::try_from(server.child.id())
        .ok()
        .and_then(Pid::from_raw)
        .expect("the server's pid");
    kill_process(pid, signal).expect("the signal is sent");
}

/// Connects a student, stops the server with `signal`, and checks the
/// student's goodbye and the server's exit.
async fn stops_gently(mut server: Server, signal: Signal) {
    let name = format!("{signal:?}");
    let mut ama = Student::connect(server.address, "ama").await;
    ama.wait_for("Wari classroom · you are ama").await;
    send(&server, signal);
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
