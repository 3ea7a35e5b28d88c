//! The computer at classroom tables, over loopback with russh's client: a
//! student playing it, and the teacher's demo table the class watches.

mod ssh;

use ssh::{Student, start_server};

/// The form's keys: `j` goes down a line, `l` and `h` change it.
const TO_PLAYERS: &[u8] = b"jjj";

/// Fills in the `new table` form: the players line `right` steps to the
/// right, then `level_keys` typed on the computer's line. Enter is left
/// to the test, which checks the form first.
async fn open_with(student: &mut Student, right: usize, level_keys: &[u8]) {
    student.wait_for("No tables yet").await;
    student.send(b"n").await;
    student.wait_for("New table").await;
    student.send(TO_PLAYERS).await;
    student.send("l".repeat(right).as_bytes()).await;
    student.send(b"j").await;
    student.send(level_keys).await;
}

#[tokio::test]
async fn a_student_plays_the_computer_which_answers_every_move() {
    let (address, _room) = start_server().await;
    let mut ama = Student::connect(address, "ama").await;
    open_with(&mut ama, 1, b"").await;
    ama.wait_for("‹ you, then the computer ›").await;
    ama.wait_for("‹ medium ›").await;
    ama.send(b"\r").await;
    // No classmate to wait for: the game starts at once, ama first.
    ama.wait_for("ama's turn (bottom row)").await;
    ama.wait_for("Your turn:").await;

    // South sows C: 4 seeds into D, E, F and North's a. The computer,
    // North, answers by itself and it is ama's turn again.
    ama.send(b"3").await;
    ama.wait_for("ama sowed 4 seeds from C").await;
    ama.wait_for("Computer sowed").await;
    ama.wait_for("ama's turn").await;

    let mut kofi = Student::connect(address, "kofi").await;
    kofi.wait_for("ama vs Computer (medium)").await;
    // The computer's seat is not free.
    kofi.send(b"\r").await;
    kofi.wait_for("has two players already").await;
}

#[tokio::test]
async fn the_computer_answers_a_proposal_to_end_by_itself() {
    let (address, _room) = start_server().await;
    let mut ama = Student::connect(address, "ama").await;
    open_with(&mut ama, 1, b"").await;
    ama.send(b"\r").await;
    ama.wait_for("ama's turn").await;
    // At the start each row holds 24 seeds: ending now costs the computer
    // nothing (RULES.md 3.4), so it agrees at once, with no one to ask.
    ama.send(b"e").await;
    ama.wait_for("Computer agrees to end the game here.").await;
    ama.wait_for("n another game").await;
}

#[tokio::test]
async fn the_computer_can_take_south_and_move_first() {
    let (address, _room) = start_server().await;
    let mut ama = Student::connect(address, "ama").await;
    open_with(&mut ama, 2, b"h").await;
    ama.wait_for("‹ the computer, then you ›").await;
    ama.wait_for("‹ easy ›").await;
    ama.send(b"\r").await;
    ama.wait_for("Computer sowed").await;
    ama.wait_for("ama's turn (bottom row)").await;
    ama.wait_for("Your turn:").await;
}

#[tokio::test]
async fn the_demo_table_plays_itself_for_the_class_and_its_opener_runs_it() {
    let (address, _room) = start_server().await;
    let mut teacher = Student::connect_teacher(address).await;
    open_with(&mut teacher, 3, b"h").await;
    teacher.wait_for("‹ the computer alone (demo) ›").await;
    teacher.wait_for("It plays both sides").await;
    teacher.send(b"\r").await;
    teacher.wait_for("Your demo · Space pause · . step").await;

    // A student watches on a large screen, as on a projector: each move
    // is said in words, South's and then North's.
    let mut zoe = Student::connect_sized(address, "zoe", 200, 60).await;
    zoe.wait_for("computer demo (easy)").await;
    zoe.send(b"w").await;
    zoe.wait_for("Watching table 1").await;
    zoe.wait_for("South (computer) sowed").await;
    zoe.wait_for("North (computer) sowed").await;
    // Only the one who opened it runs it.
    zoe.send(b" ").await;
    zoe.wait_for("You are watching").await;

    teacher.send(b" ").await;
    teacher.wait_for("Space go on").await;
    // The teacher's q goes back to the console, and the row says so.
    teacher.wait_for("q console").await;
    assert!(!teacher.text().contains("q lobby"), "{}", teacher.text());
    zoe.wait_for("is paused").await;
    // A new game, the other side first: the move list starts with North,
    // whose move is the first of pair 1.
    teacher.send(b"n").await;
    zoe.wait_for("1. North").await;

    // The teacher steps away: the demo plays on for Zoe, and nobody else
    // may run it; the teacher sits back down to it.
    teacher.send(b"q").await;
    teacher.wait_for("demo easy · Sorry").await;
    let mut kofi = Student::connect(address, "kofi").await;
    kofi.wait_for("computer demo (easy)").await;
    kofi.send(b"\r").await;
    kofi.wait_for("Table 1 is teacher's demo: w watches it.")
        .await;
    teacher.send(b"\r").await;
    teacher.wait_for("Your demo · Space").await;
}
