//! Clients that misbehave never take the server down nor disturb another
//! session: no terminal, commands and sftp, zero and huge windows, garbage
//! bytes, dropping mid-frame, and a crowd of connections at once.

mod ssh;

use std::time::Duration;

use russh::ChannelMsg;
use ssh::{CODE, Student, login, start_server};
use tokio::io::AsyncWriteExt;

/// A student who keeps playing while others misbehave: after it all, the
/// server still answers them.
async fn still_answers(student: &mut Student) {
    student.send(b"n").await;
    student.wait_for("New table").await;
    student.send(b"\x1b").await;
    student.wait_for("Wari classroom").await;
}

#[tokio::test]
async fn a_client_without_a_terminal_gets_one_line_and_is_closed() {
    let (address, _room) = start_server().await;
    let handle = login(address, "ama", CODE).await.expect("login");
    let mut channel = handle.channel_open_session().await.expect("channel");
    channel.request_shell(true).await.expect("shell request");
    let mut said = Vec::new();
    let mut closed = false;
    while let Ok(Some(message)) = tokio::time::timeout(ssh::PATIENCE, channel.wait()).await {
        match message {
            ChannelMsg::Data { data } => said.extend_from_slice(&data),
            ChannelMsg::Close => {
                closed = true;
                break;
            }
            _ => {}
        }
    }
    let said = String::from_utf8_lossy(&said);
    assert!(closed, "the channel was not closed");
    assert_eq!(said.lines().count(), 1, "{said:?}");
    assert!(said.contains("needs a terminal"), "{said:?}");
}

#[tokio::test]
async fn commands_and_subsystems_are_refused() {
    let (address, _room) = start_server().await;
    let handle = login(address, "ama", CODE).await.expect("login");
    let mut channel = handle.channel_open_session().await.expect("channel");
    channel
        .exec(true, "cat /etc/passwd")
        .await
        .expect("exec request");
    let mut answers = Vec::new();
    while let Ok(Some(message)) = tokio::time::timeout(ssh::PATIENCE, channel.wait()).await {
        let close = matches!(message, ChannelMsg::Close);
        answers.push(message);
        if close {
            break;
        }
    }
    // Answered as a command that failed: a line saying why, status 1.
    let said: Vec<u8> = answers
        .iter()
        .filter_map(|m| match m {
            ChannelMsg::Data { data } => Some(data.to_vec()),
            _ => None,
        })
        .flatten()
        .collect();
    let said = String::from_utf8_lossy(&said);
    assert!(said.contains("no commands"), "{answers:?}");
    assert!(!said.contains("root:"), "{said}");
    assert!(
        answers
            .iter()
            .any(|m| matches!(m, ChannelMsg::ExitStatus { exit_status: 1 })),
        "{answers:?}"
    );

    let mut channel = handle.channel_open_session().await.expect("second channel");
    channel
        .request_subsystem(true, "sftp")
        .await
        .expect("subsystem request");
    let answer = tokio::time::timeout(ssh::PATIENCE, channel.wait()).await;
    assert!(
        matches!(answer, Ok(Some(ChannelMsg::Failure))),
        "{answer:?}"
    );

    let forward = handle
        .channel_open_direct_tcpip("127.0.0.1", 22, "127.0.0.1", 5000)
        .await;
    assert!(forward.is_err(), "port forwarding was allowed");
}

#[tokio::test]
async fn zero_and_huge_windows_are_drawn_at_a_safe_size() {
    let (address, _room) = start_server().await;
    let mut zero = Student::connect_sized(address, "zero", 0, 0).await;
    zero.wait_for("Wari classroom").await;
    let mut huge = Student::connect_sized(address, "huge", u32::MAX, u32::MAX).await;
    huge.wait_for("Wari classroom").await;
    // And a window that changes to zero and back keeps working.
    zero.channel
        .window_change(0, 0, 0, 0)
        .await
        .expect("resize");
    zero.channel
        .window_change(100, 30, 0, 0)
        .await
        .expect("resize");
    zero.screen.set_size(
        std::num::NonZeroU16::new(30).unwrap(),
        std::num::NonZeroU16::new(100).unwrap(),
    );
    still_answers(&mut zero).await;
    still_answers(&mut huge).await;
}

#[tokio::test]
async fn garbage_input_is_ignored() {
    let (address, _room) = start_server().await;
    let mut noisy = Student::connect(address, "noisy").await;
    noisy.wait_for("Wari classroom").await;
    let garbage: Vec<u8> = (0..4096u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .filter(|b| *b != 0x03)
        .collect();
    for chunk in garbage.chunks(700) {
        noisy.send(chunk).await;
    }
    noisy.send(b"\x1b[").await;
    noisy
        .send(b"99999999999999999999999999999999999999999")
        .await;
    tokio::time::sleep(Duration::from_millis(1200)).await;
    let mut calm = Student::connect(address, "calm").await;
    calm.wait_for("Wari classroom").await;
    still_answers(&mut calm).await;
}

#[tokio::test]
async fn a_client_dropping_mid_frame_disturbs_nobody() {
    let (address, _room) = start_server().await;
    let mut ama = Student::connect(address, "ama").await;
    ama.wait_for("No tables yet").await;
    for round in 0..5 {
        let dropper = Student::connect_sized(address, &format!("drop{round}"), 200, 60).await;
        // Gone before the first frame is read.
        drop(dropper);
    }
    // A raw TCP client that stops halfway through its greeting.
    let mut raw = tokio::net::TcpStream::connect(address)
        .await
        .expect("connect");
    raw.write_all(b"SSH-2.0-half").await.expect("write");
    drop(raw);
    still_answers(&mut ama).await;
}

#[tokio::test]
async fn a_crowd_of_connections_at_once_leaves_the_server_standing() {
    let (address, room) = start_server().await;
    let mut ama = Student::connect(address, "ama").await;
    ama.wait_for("No tables yet").await;
    // Bounded: 150 raw connections that send nothing or junk, and 30 real
    // logins, all at once.
    let mut tasks = Vec::new();
    for i in 0..150u32 {
        tasks.push(tokio::spawn(async move {
            if let Ok(mut stream) = tokio::net::TcpStream::connect(address).await {
                if i % 2 == 0 {
                    let _ = stream.write_all(b"GET / HTTP/1.0\r\n\r\n").await;
                }
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
        }));
    }
    for i in 0..30u32 {
        tasks.push(tokio::spawn(async move {
            let mut student = Student::connect(address, &format!("crowd{i}")).await;
            student.wait_for("Wari classroom").await;
        }));
    }
    for task in tasks {
        task.await.expect("a crowd task panicked");
    }
    still_answers(&mut ama).await;
    // The crowd's sessions have all gone again.
    let deadline = tokio::time::Instant::now() + ssh::PATIENCE;
    while room.sessions() > 1 && tokio::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(room.sessions(), 1);
}
