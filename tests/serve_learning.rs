//! What the class learns in the classroom, over SSH: a puzzle a student
//! solves is kept for the lesson (they go on after it when they come
//! back) and counted on the teacher's console; and the work the teacher
//! sets opens for every student away from the tables, and for a player
//! once back from their table.

mod ssh;

use std::time::{Duration, Instant};

use ssh::{Student, seated_pair, start_server};

/// Waits until the room counts `name`'s puzzles solved as `solved`.
async fn counted(room: &wari::serve::room::Room, name: &str, solved: usize) {
    let until = Instant::now() + Duration::from_secs(10);
    loop {
        let class = room.class();
        let student = class.students.iter().find(|s| s.name == name);
        if student.is_some_and(|s| s.puzzles == solved) {
            return;
        }
        assert!(
            Instant::now() < until,
            "{name} never had {solved} solved: {class:?}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn a_puzzle_solved_is_counted_on_the_console_and_kept_for_the_lesson() {
    let (address, room) = start_server().await;
    let mut teacher = Student::connect_teacher(address).await;
    teacher.wait_for("No tables yet").await;
    let mut ama = Student::connect(address, "ama").await;
    ama.wait_for("No tables yet").await;
    ama.send(b"p").await;
    ama.wait_for("Puzzle 1 of").await;
    ama.send(&ssh::first_answer()).await;
    ama.wait_for("Solved!").await;
    counted(&room, "ama", 1).await;
    teacher.send(b"\t").await;
    teacher
        .wait_for("student lessons puzzles games W-D-L   where")
        .await;
    // This lesson / the term: the class's first lesson, so the same.
    teacher
        .wait_for("ama     0 / 0   1 / 1   0-0-0 / 0-0-0 doing puzzles")
        .await;
    // Out of the puzzles and back: the record kept, streak and rating,
    // and on to another puzzle, the first still solved.
    ama.send(b"q").await;
    ama.wait_for("No tables yet").await;
    ama.send(b"p").await;
    ama.wait_for("streak 1, best 1").await;
    assert!(!ama.text().contains("Puzzle 1 of"), "{}", ama.text());
    counted(&room, "ama", 1).await;
}

#[tokio::test]
async fn work_set_by_the_teacher_opens_away_from_the_tables_and_for_players_after_their_game() {
    let (address, _room) = start_server().await;
    let mut teacher = Student::connect_teacher(address).await;
    teacher.wait_for("No tables yet").await;
    let (ama, mut kofi) = seated_pair(address).await;
    let mut zoe = Student::connect(address, "zoe").await;
    zoe.wait_for("1 table").await;
    teacher.send(b"\t").await;
    teacher.wait_for("l set a lesson").await;
    teacher.send(b"l").await;
    teacher.wait_for("Set for the class: the lesson").await;
    // Past the last lesson: the puzzles.
    for _ in 0..20 {
        teacher.send(b"\x1b[C").await;
    }
    teacher.wait_for("Set for the class: the puzzles").await;
    teacher.send(b"\r").await;
    teacher
        .wait_for("Set. It opens for all away from the tables, and for players after their game.")
        .await;
    zoe.wait_for("Your teacher set the class the puzzles.")
        .await;
    zoe.wait_for("Puzzle 1 of").await;
    // The players stay at their game...
    ama.send(b"3").await;
    kofi.wait_for("ama sowed 4 seeds from C").await;
    // ... and get the work once they leave it.
    kofi.send(b"q").await;
    kofi.wait_for("Leave?").await;
    kofi.send(b"y").await;
    kofi.wait_for("Puzzle 1 of").await;
}

#[tokio::test]
async fn a_player_back_from_a_dropped_connection_is_sent_to_their_seat_not_the_work() {
    let (address, _room) = start_server().await;
    let mut teacher = Student::connect_teacher(address).await;
    teacher.wait_for("No tables yet").await;
    let (ama, mut kofi) = seated_pair(address).await;
    ama.send(b"3").await;
    kofi.wait_for("ama sowed 4 seeds from C").await;
    // Ama's connection goes; the teacher sets the puzzles meanwhile.
    drop(ama);
    kofi.wait_for("ama left the table").await;
    teacher.send(b"\t").await;
    teacher.wait_for("l set a lesson").await;
    teacher.send(b"l").await;
    for _ in 0..20 {
        teacher.send(b"\x1b[C").await;
    }
    teacher.wait_for("Set for the class: the puzzles").await;
    teacher.send(b"\r").await;
    teacher.wait_for("Set. It opens").await;
    // Back, she is shown her seat, the game waiting for her, not the
    // puzzles.
    let mut ama = Student::connect(address, "ama").await;
    ama.wait_for("Your seat at table 1 is kept for you").await;
    ama.settle(Duration::from_millis(300)).await;
    assert!(!ama.text().contains("Puzzle 1 of"), "{}", ama.text());
}
