//! Who gets in and who waits: a flood from one address leaves room for a
//! student from another, a login that never opens a terminal is closed, a
//! class behind one NAT address gets in even when some mistype, ssh asks
//! for the `Join code:`, and the teacher code makes the teacher.
//!
//! The flood comes from 127.0.0.1 and the student from 127.0.0.2: every
//! address in 127.0.0.0/8 is loopback on Linux, and the server tells them
//! apart as it would two machines.

mod ssh;

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::{Duration, Instant};

use russh::client::KeyboardInteractiveAuthResponse;
use ssh::{
    CODE, ELSEWHERE, PATIENCE, Student, TEACHER_CODE, Told, TrustAll, login_from, ssh_from,
    start_server, start_server_with, tcp_from,
};
use wari::serve::Limits;

/// The flooding address.
const FLOOD: IpAddr = IpAddr::V4(Ipv4Addr::LOCALHOST);

/// Logs a student in from `local` and waits for the lobby; returns them
/// and how long it took from connecting to the lobby on screen.
async fn student_from(local: IpAddr, address: SocketAddr, name: &str) -> (Student, Duration) {
    let start = Instant::now();
    let handle = login_from(local, address, name, CODE)
        .await
        .unwrap_or_else(|why| panic!("{name} was not let in: {why}"));
    let mut student = Student::open(handle, 80, 24).await;
    student
        .wait_for(&format!("Wari classroom · you are {name}"))
        .await;
    (student, start.elapsed())
}

/// The student opens the new-table form and goes back: the server
/// answers their keys.
async fn plays(student: &mut Student) {
    student.send(b"n").await;
    student.wait_for("New table").await;
    student.send(b"\x1b").await;
    student.wait_for("Wari classroom").await;
}

/// Waits until `done` holds, for at most `within`; false if it never did.
async fn eventually(within: Duration, mut done: impl FnMut() -> bool) -> bool {
    let deadline = tokio::time::Instant::now() + within;
    while !done() {
        if tokio::time::Instant::now() >= deadline {
            return false;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    true
}

#[tokio::test]
async fn three_hundred_silent_connections_from_one_address_leave_room_for_a_student_elsewhere() {
    let (address, room) = start_server().await;
    let mut flood = Vec::new();
    for _ in 0..300 {
        // Connected, and then not a byte: no SSH version line.
        if let Ok(stream) = tcp_from(FLOOD, address).await {
            flood.push(stream);
        }
    }
    assert!(flood.len() >= 250, "only {} connected", flood.len());
    let waiting = Limits::default().waiting_per_address;
    assert!(
        eventually(PATIENCE, || room.door().waiting() == waiting).await,
        "{} waiting, not the address's share of {waiting}",
        room.door().waiting()
    );
    let (mut ama, took) = student_from(ELSEWHERE, address, "ama").await;
    println!("silent flood: ama from 127.0.0.2 was in the lobby after {took:?}");
    plays(&mut ama).await;
    assert!(took < Duration::from_secs(5), "ama took {took:?} to get in");
    drop(flood);
}

#[tokio::test]
async fn three_hundred_handshakes_without_a_login_leave_room_for_a_student_elsewhere() {
    let (address, room) = start_server().await;
    let connecting = (0..300).map(|_| {
        tokio::spawn(async move {
            let told = Told::default();
            let handle = ssh_from(FLOOD, address, told.clone()).await;
            (handle, told)
        })
    });
    let mut flood = Vec::new();
    for task in connecting.collect::<Vec<_>>() {
        flood.push(task.await.expect("a flood task"));
    }
    let waiting = Limits::default().waiting_per_address;
    assert!(
        room.door().waiting() <= waiting,
        "{} waiting",
        room.door().waiting()
    );
    // Those beyond the address's share were told why, as ssh shows it,
    // unless the refusals at once ran out and they were closed.
    let told: Vec<String> = flood.iter().filter_map(|(_, told)| told.reason()).collect();
    assert!(!told.is_empty(), "no refused connection was told why");
    assert!(
        told.iter()
            .all(|why| why.starts_with("The classroom is full")),
        "{told:?}"
    );
    let (mut ama, took) = student_from(ELSEWHERE, address, "ama").await;
    println!(
        "handshake flood: {} refused with a reason; ama from 127.0.0.2 was in the lobby after {took:?}",
        told.len()
    );
    plays(&mut ama).await;
    assert!(took < Duration::from_secs(5), "ama took {took:?} to get in");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn logins_that_open_no_terminal_are_closed_and_a_student_elsewhere_gets_in() {
    // Long enough for all 120 to log in first in a debug build on a busy
    // machine, where a login costs tens of milliseconds of key exchange.
    let shell_wait = Duration::from_secs(10);
    let limits = Limits {
        shell_wait,
        // Every one of the 120 gets in, so each must be closed for
        // opening no terminal rather than turned away at the door.
        waiting_per_address: 150,
        connections_per_address: 150,
        ..Limits::default()
    };
    let (address, room) = start_server_with(limits).await;
    let mut idle = Vec::new();
    // In batches, so no login waits behind a hundred key exchanges.
    for batch in 0..6 {
        let logins = (0..20).map(|i| {
            tokio::spawn(async move {
                let name = format!("idle{batch}-{i}");
                let handle = login_from(FLOOD, address, &name, CODE).await;
                (handle, Instant::now())
            })
        });
        for task in logins.collect::<Vec<_>>() {
            let (handle, at) = task.await.expect("a login task");
            idle.push((
                handle.unwrap_or_else(|why| panic!("not logged in: {why}")),
                at,
            ));
        }
    }
    let held = idle
        .iter()
        .filter(|(handle, _)| !handle.is_closed())
        .count();
    let (mut ama, took) = student_from(ELSEWHERE, address, "ama").await;
    println!(
        "{held} logins without a terminal held: ama from 127.0.0.2 was in the lobby after {took:?}"
    );
    assert!(took < Duration::from_secs(5), "ama took {took:?} to get in");
    for (handle, logged_in) in &idle {
        let closed = eventually(shell_wait + PATIENCE, || handle.is_closed()).await;
        assert!(closed, "a login without a terminal was still open");
        // Not before the deadline: the server's clock started a moment
        // before the client heard it was in, so half of it is the bound.
        let after = logged_in.elapsed();
        assert!(after >= shell_wait / 2, "closed after {after:?}");
    }
    plays(&mut ama).await;
    assert_eq!(room.sessions(), 1, "only ama is in the room");
    assert!(eventually(PATIENCE, || room.door().open() == 1).await);
}

#[tokio::test]
async fn a_connection_kept_open_after_its_session_ended_is_closed() {
    let shell_wait = Duration::from_secs(1);
    let limits = Limits {
        shell_wait,
        sessions: 1,
        ..Limits::default()
    };
    let (address, room) = start_server_with(limits).await;
    let (mut ama, _) = student_from(ELSEWHERE, address, "ama").await;
    // Turned away from a full room: one line, and the connection goes.
    let handle = login_from(FLOOD, address, "kofi", CODE)
        .await
        .expect("login");
    let mut kofi = Student::open(handle, 80, 24).await;
    assert!(kofi.read_to_close().await.contains("full"));
    assert!(eventually(shell_wait + PATIENCE, || kofi.handle.is_closed()).await);
    // Ama leaves the classroom, and her client keeps the connection.
    ama.send(b"q").await;
    ama.read_to_close().await;
    assert!(eventually(shell_wait + PATIENCE, || ama.handle.is_closed()).await);
    assert!(eventually(PATIENCE, || room.door().open() == 0).await);
}

#[tokio::test]
async fn a_connection_beyond_its_addresss_share_is_told_the_room_is_full() {
    let limits = Limits {
        connections_per_address: 2,
        ..Limits::default()
    };
    let (address, _room) = start_server_with(limits).await;
    let (_ama, _) = student_from(FLOOD, address, "ama").await;
    let (_kofi, _) = student_from(FLOOD, address, "kofi").await;
    let told = Told::default();
    let third = ssh_from(FLOOD, address, told.clone()).await;
    if let Ok(handle) = &third {
        assert!(eventually(PATIENCE, || handle.is_closed()).await);
    }
    let why = told.reason().expect("a reason for the refusal");
    assert!(why.starts_with("The classroom is full"), "{why}");
    assert!(why.contains("2 connections from your network"), "{why}");
    assert!(why.contains("Try again in a minute"), "{why}");
    // Another address still gets in.
    let (mut zoe, _) = student_from(ELSEWHERE, address, "zoe").await;
    plays(&mut zoe).await;
}

#[tokio::test]
async fn thirty_logins_from_one_address_within_a_minute_all_get_in() {
    let (address, room) = start_server().await;
    let start = Instant::now();
    let class = (0..30)
        .map(|i| tokio::spawn(async move { student_from(FLOOD, address, &format!("s{i}")).await }));
    let mut students = Vec::new();
    for task in class.collect::<Vec<_>>() {
        students.push(task.await.expect("every student gets in").0);
    }
    println!(
        "a class of 30 from one address was in after {:?}",
        start.elapsed()
    );
    assert!(start.elapsed() < Duration::from_secs(60));
    assert_eq!(room.sessions(), 30);
    plays(&mut students[29]).await;
}

#[tokio::test]
async fn five_wrong_codes_from_the_class_address_do_not_lock_the_others_out() {
    let (address, room) = start_server().await;
    for i in 0..5 {
        let refused = login_from(FLOOD, address, &format!("oops{i}"), "abc234xz").await;
        // Refused, and asked again at the same prompt.
        assert_eq!(
            refused.err().as_deref(),
            Some("That code is not right: try again.")
        );
    }
    let class = (0..25)
        .map(|i| tokio::spawn(async move { student_from(FLOOD, address, &format!("s{i}")).await }));
    let mut students = Vec::new();
    for task in class.collect::<Vec<_>>() {
        students.push(task.await.expect("every student gets in").0);
    }
    assert_eq!(room.sessions(), 25);
}

#[tokio::test]
async fn ssh_asks_for_the_join_code_again_however_often_it_is_mistyped() {
    let (address, _room) = start_server().await;
    let mut handle = ssh_from(ELSEWHERE, address, TrustAll)
        .await
        .expect("handshake");
    let prompt = |answer: &KeyboardInteractiveAuthResponse| match answer {
        KeyboardInteractiveAuthResponse::InfoRequest {
            instructions,
            prompts,
            ..
        } => Some((
            instructions.clone(),
            prompts
                .iter()
                .map(|p| (p.prompt.clone(), p.echo))
                .collect::<Vec<_>>(),
        )),
        _ => None,
    };
    let first = handle
        .authenticate_keyboard_interactive_start("ama", None)
        .await
        .expect("an answer");
    let asked = vec![("Join code: ".to_owned(), false)];
    assert_eq!(prompt(&first), Some((String::new(), asked.clone())));
    // Five mistyped codes, each asked again at the same prompt, where the
    // client would otherwise give up after its tries, then the right one.
    for _ in 0..5 {
        let wrong = handle
            .authenticate_keyboard_interactive_respond(vec!["nope-nope".into()])
            .await
            .expect("an answer");
        let (above, asked_again) = prompt(&wrong).expect("asked again");
        assert_eq!(asked_again, asked);
        assert!(above.contains("not right"), "{above:?}");
    }
    let right = handle
        .authenticate_keyboard_interactive_respond(vec![CODE.into()])
        .await
        .expect("an answer");
    assert!(matches!(right, KeyboardInteractiveAuthResponse::Success));
}

#[tokio::test]
async fn an_address_past_its_allowance_of_wrong_codes_is_told_how_long_to_wait() {
    let (address, _room) = start_server().await;
    // Thirty at once, as a class mistyping would: the allowance.
    let guesses = (0..30).map(|i| {
        tokio::spawn(
            async move { login_from(FLOOD, address, "mallory", &format!("guess{i:04}")).await },
        )
    });
    for task in guesses.collect::<Vec<_>>() {
        assert!(task.await.expect("a guess").is_err());
    }
    let held = login_from(FLOOD, address, "ama", CODE).await;
    let why = held.err().expect("the address waits");
    assert!(
        why.starts_with("Too many wrong codes from your network: wait "),
        "{why}"
    );
    assert!(why.ends_with(" s, then try again."), "{why}");
    // Another address is not held up.
    let (mut zoe, _) = student_from(ELSEWHERE, address, "zoe").await;
    plays(&mut zoe).await;
}

#[tokio::test]
async fn the_teacher_code_makes_the_teacher_and_the_join_code_does_not() {
    let (address, _room) = start_server().await;
    let handle = login_from(ELSEWHERE, address, "mrs-mensah", TEACHER_CODE)
        .await
        .expect("the teacher code gets in");
    let mut teacher = Student::open(handle, 80, 24).await;
    teacher.wait_for("Wari classroom · teacher").await;
    // A student calling themselves the teacher is not shown as one.
    let handle = login_from(ELSEWHERE, address, "teacher", CODE)
        .await
        .expect("the join code gets in");
    let mut pretender = Student::open(handle, 80, 24).await;
    pretender.wait_for("Wari classroom · you are student").await;
}

#[tokio::test]
async fn the_teacher_code_works_as_a_password_too() {
    // For clients that only have passwords.
    let (address, _room) = start_server().await;
    let handle = ssh::login(address, "mr-owusu", TEACHER_CODE)
        .await
        .expect("the teacher code as a password");
    let mut teacher = Student::open(handle, 80, 24).await;
    teacher.wait_for("Wari classroom · teacher").await;
}

#[tokio::test]
async fn the_teachers_key_makes_the_teacher() {
    use ssh::{Credential, login_with, start_server_full, teacher_with};
    use std::sync::Arc;
    use wari::ssh::access::{Access, JoinCode};
    use wari::ssh::host_key;

    let key = host_key::generate();
    let teacher = teacher_with(vec![key.public_key().clone()]);
    let access = Access::JoinCode(JoinCode::new(CODE).expect("long enough"));
    let (address, _room) = start_server_full(access, teacher, Limits::default()).await;
    let handle = login_with(address, "kwame", Credential::Key(Arc::new(key)))
        .await
        .expect("the teacher's key gets in");
    let mut teacher = Student::open(handle, 80, 24).await;
    teacher.wait_for("Wari classroom · teacher").await;
    let stranger = Credential::Key(Arc::new(host_key::generate()));
    assert!(login_with(address, "kwame", stranger).await.is_err());
}

#[test]
fn a_join_code_too_short_to_outlast_guessing_is_refused_with_a_reason() {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_wari"))
        .args(["serve", "--listen", "127.0.0.1:0", "--join-code", "abc234"])
        .output()
        .expect("run wari serve");
    assert!(!output.status.success());
    assert!(output.stdout.is_empty(), "it started: {output:?}");
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("--join-code"), "{said}");
    assert!(said.contains("6 characters"), "{said}");
    assert!(said.contains("at least 8"), "{said}");
    assert!(!said.contains("panicked"), "{said}");
}
