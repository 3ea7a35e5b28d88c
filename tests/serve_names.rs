//! Who is who in the classroom, end to end over loopback: a second login
//! under a connected student's name asks that student and never closes
//! them; the name moves on their yes or once their connection has gone.
//! And idle time: watching a game or waiting for a partner is not idling,
//! and a student is warned before an idle session closes.

mod ssh;

use std::time::Duration;

use ssh::{Student, seated_pair, start_server, start_server_with};
use wari::serve::Limits;

/// Reads everything `student` is sent for `time`; fails if the session
/// closes meanwhile.
async fn stays_open(student: &mut Student, time: Duration) {
    let deadline = tokio::time::Instant::now() + time;
    while let Ok(read) = tokio::time::timeout_at(deadline, student.next_data()).await {
        assert!(read.is_some(), "closed:\n{}", student.text());
    }
}

#[tokio::test]
async fn a_second_ama_cannot_take_a_live_amas_seat() {
    let (address, _room) = start_server().await;
    let (mut ama, mut kofi) = seated_pair(address).await;

    let mut second = Student::connect(address, "Ama").await;
    second
        .wait_for("ama is here already, on another computer")
        .await;
    ama.wait_for("Someone is logging in as ama.").await;
    ama.wait_for("Is that you on another computer?").await;
    ama.send(b"n").await;
    second
        .wait_for("ama is here already, on another computer, and keeps the name.")
        .await;
    second.wait_for("like \"ama K\"").await;

    // Ama plays on in her seat, untouched.
    ama.send(b"3").await;
    kofi.wait_for("ama sowed 4 seeds from C").await;
    // The second Ama takes another name, offered with a space to add to.
    second.send(b"K\r").await;
    second.wait_for("you are ama K ").await;
    second.wait_for("ama vs kofi").await;
}

#[tokio::test]
async fn the_holder_says_yes_and_the_newcomer_gets_the_seat() {
    let (address, _room) = start_server().await;
    let (mut ama, mut kofi) = seated_pair(address).await;
    ama.send(b"3").await;
    kofi.wait_for("kofi's turn").await;

    // Ama moves to another computer and logs in there.
    let mut again = Student::connect(address, "ama").await;
    ama.wait_for("Someone is logging in as ama").await;
    ama.send(b"y").await;
    let goodbye = ama.read_to_close().await;
    assert!(
        goodbye.contains("you let your other computer have the name ama"),
        "{goodbye:?}"
    );
    again.wait_for("You are ama.").await;
    again.wait_for("Your seat at table 1 is kept for you").await;
    kofi.wait_for("ama left the table").await;
    again.send(b"1\r").await;
    kofi.wait_for("ama is back.").await;
    kofi.send(b"1").await;
    again.wait_for("kofi sowed 5 seeds from a").await;
}

#[tokio::test]
async fn a_dropped_holders_name_can_be_taken_back_in_any_case() {
    let (address, _room) = start_server().await;
    let (ama, mut kofi) = seated_pair(address).await;
    // Ama's connection drops, and she logs in again at once, in capitals:
    // whether the server has seen the drop yet or sees it while she waits,
    // the name is hers again, and so is the seat kept for it.
    drop(ama);
    let mut again = Student::connect(address, "AMA").await;
    again.wait_for("Your seat at table 1 is kept for you").await;
    assert!(
        again.text().to_lowercase().contains("you are ama "),
        "{}",
        again.text()
    );
    again.send(b"1\r").await;
    kofi.wait_for(" is back.").await;
    assert!(
        kofi.text().to_lowercase().contains("ama is back."),
        "{}",
        kofi.text()
    );
}

/// An idle time short enough for a test and long enough for a student to
/// reach a table before it runs out on a loaded machine.
const SHORT_IDLE: Duration = Duration::from_secs(3);

#[tokio::test]
async fn a_spectator_of_a_running_demo_is_not_closed_while_it_plays() {
    let limits = Limits {
        idle: SHORT_IDLE,
        ..Limits::default()
    };
    let (address, _room) = start_server_with(limits).await;
    let mut teacher = Student::connect(address, "teacher").await;
    teacher.wait_for("No tables yet").await;
    // The form: down to who plays, one to the left is the demo.
    // One key at a time, as hands type: keys in one read are a paste.
    for key in [b"n", b"j", b"j", b"j", b"h"] {
        teacher.send(key).await;
    }
    teacher.wait_for("‹ the computer alone (demo) ›").await;
    teacher.send(b"\r").await;
    teacher.wait_for("Your demo ·").await;

    let mut zoe = Student::connect(address, "zoe").await;
    zoe.wait_for("computer demo").await;
    zoe.send(b"w").await;
    zoe.wait_for("Watching table 1").await;
    // A student in the lobby is closed after the idle time...
    let mut kofi = Student::connect(address, "kofi").await;
    let said = kofi.read_to_close().await;
    assert!(said.contains("without a key"), "{said:?}");
    // ...but the one watching the demo, three idle times long, is not,
    // and is not even warned; nor is the teacher whose demo plays.
    stays_open(&mut zoe, 3 * SHORT_IDLE).await;
    assert!(!zoe.text().contains("closes in"), "{}", zoe.text());
    zoe.wait_for("sowed").await;
    stays_open(&mut teacher, Duration::from_millis(100)).await;
}

#[tokio::test]
async fn a_student_waiting_at_a_table_for_a_partner_is_not_closed() {
    let limits = Limits {
        idle: SHORT_IDLE,
        ..Limits::default()
    };
    let (address, _room) = start_server_with(limits).await;
    let mut ama = Student::connect(address, "ama").await;
    ama.wait_for("No tables yet").await;
    ama.send(b"n").await;
    ama.wait_for("New table").await;
    ama.send(b"\r").await;
    ama.wait_for("waiting for a second player").await;
    stays_open(&mut ama, 2 * SHORT_IDLE).await;
    // The partner comes at last, and the game begins.
    let mut kofi = Student::connect(address, "kofi").await;
    kofi.wait_for("ama vs …").await;
    kofi.send(b"\r").await;
    ama.wait_for("Your turn").await;
}

#[tokio::test]
async fn an_idle_student_is_warned_with_the_time_left_and_a_key_keeps_them() {
    let limits = Limits {
        idle: Duration::from_secs(2),
        ..Limits::default()
    };
    let (address, _room) = start_server_with(limits).await;
    let mut ama = Student::connect(address, "ama").await;
    ama.wait_for("this connection closes in 1 s. Press any key to stay.")
        .await;
    // A key: the warning goes, and the idle time starts again.
    ama.send(b"j").await;
    while ama.text().contains("closes in") {
        assert!(ama.next_data().await.is_some(), "closed:\n{}", ama.text());
    }
    ama.wait_for("closes in").await;
    let said = ama.read_to_close().await;
    assert!(
        said.contains("closed after 2 seconds without a key"),
        "{said:?}"
    );
}

#[tokio::test]
async fn a_login_name_with_nothing_to_show_asks_for_a_name_first() {
    let (address, _room) = start_server().await;
    // Nothing of "!$;" is a letter or a digit: rather than be called
    // "student" unasked, the student types a name.
    let mut student = Student::connect(address, "!$;").await;
    student
        .wait_for("Type a name first: letters and digits.")
        .await;
    student.send(b"Yaa\r").await;
    student.wait_for("you are Yaa").await;
}
