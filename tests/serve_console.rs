//! The teacher's console over SSH: the teacher logs in with the teacher
//! code and sees every table; pausing the class stops every game, a
//! message reaches every student, closing a table sends its players back
//! to the lobby with the game kept as abandoned, an ended game opens in
//! the review from Results, and a student sent out cannot come back under
//! that name, only under another. The console speaks the teacher's own
//! language.

mod ssh;

use ssh::{Student, seated_pair, start_server};

/// The teacher logged in and on the console, before any table opens.
async fn console(address: std::net::SocketAddr) -> Student {
    let mut teacher = Student::connect_teacher(address).await;
    teacher.wait_for("No tables yet").await;
    teacher
}

#[tokio::test]
async fn the_teacher_sees_every_table_and_pauses_the_class() {
    let (address, room) = start_server().await;
    let mut teacher = Student::connect_teacher(address).await;
    teacher.wait_for("Wari classroom · teacher").await;
    teacher.wait_for("No tables yet").await;
    let (mut ama, mut kofi) = seated_pair(address).await;
    teacher.wait_for("1 · playing").await;
    teacher.wait_for("2 students").await;

    teacher.send(b"p").await;
    teacher.wait_for("PAUSED").await;
    assert!(room.is_paused());
    ama.wait_for("The teacher has paused the class.").await;
    ama.send(b"3").await;
    ama.wait_for("wait for them to go on").await;
    teacher.send(b"p").await;
    ama.wait_for("The class goes on.").await;
    ama.send(b"3").await;
    kofi.wait_for("ama sowed 4 seeds from C").await;
}

#[tokio::test]
async fn a_message_reaches_every_student() {
    let (address, _room) = start_server().await;
    let mut teacher = console(address).await;
    let (mut ama, mut kofi) = seated_pair(address).await;
    let mut zoe = Student::connect(address, "zoe").await;
    zoe.wait_for("1 table").await;
    // `m` opens the line; the message is typed, or pasted, into it.
    teacher.send(b"m").await;
    teacher.wait_for("Message to everyone:").await;
    teacher.send(b"Tidy up in five minutes\r").await;
    teacher.wait_for("on every student's screen").await;
    for student in [&mut ama, &mut kofi, &mut zoe] {
        student.wait_for("Teacher: Tidy up in five minutes").await;
    }
}

#[tokio::test]
async fn a_message_leaves_a_players_notice_and_keys_in_sight() {
    let (address, _room) = start_server().await;
    let mut teacher = console(address).await;
    let (mut ama, kofi) = seated_pair(address).await;
    // Kofi's connection goes: Ama is told, and what she may do.
    drop(kofi);
    ama.wait_for("kofi left the table").await;
    // `m` opens the line; the message is typed, or pasted, into it.
    teacher.send(b"m").await;
    teacher.wait_for("Message to everyone:").await;
    teacher.send(b"Tidy up in five minutes\r").await;
    teacher.wait_for("on every student's screen").await;
    ama.wait_for("Teacher: Tidy up in five minutes").await;
    // The message has a row of its own: the notice is still there.
    let screen = ama.text();
    assert!(screen.contains("kofi left the table"), "{screen}");
}

#[tokio::test]
async fn closing_a_table_sends_its_players_to_the_lobby_and_keeps_the_game() {
    let (address, room) = start_server().await;
    let mut teacher = console(address).await;
    let (mut ama, mut kofi) = seated_pair(address).await;
    ama.send(b"3").await;
    kofi.wait_for("ama sowed 4 seeds from C").await;
    teacher.wait_for("1 · playing").await;
    teacher.send(b"c").await;
    teacher.wait_for("Close table 1?").await;
    teacher.send(b"y").await;
    teacher.wait_for("Table 1 is closed.").await;
    for student in [&mut ama, &mut kofi] {
        student.wait_for("The teacher closed table 1.").await;
        student.wait_for("No tables yet").await;
    }
    // The game is kept, as abandoned, in the lesson's results.
    teacher.send(b"\t\t").await;
    teacher
        .wait_for("left unfinished at 0-0: nobody wins")
        .await;
    let class = room.class();
    assert_eq!(class.ended.len(), 1);
    assert_eq!(class.ended[0].moves, 1);
}

#[tokio::test]
async fn the_teacher_reviews_an_ended_game_from_results_and_q_comes_back() {
    let (address, _room) = start_server().await;
    let mut teacher = console(address).await;
    let (mut ama, mut kofi) = seated_pair(address).await;
    ama.send(b"3").await;
    kofi.wait_for("ama sowed 4 seeds from C").await;
    ama.send(b"q").await;
    ama.wait_for("Leave?").await;
    ama.send(b"y").await;
    teacher.wait_for("1 ended").await;
    teacher.send(b"\t").await;
    teacher.wait_for("where").await;
    teacher.send(b"\t").await;
    teacher.wait_for("Enter review").await;
    teacher.send(b"\r").await;
    teacher
        .wait_for("Review: ama (South) and kofi (North)")
        .await;
    teacher.wait_for("1. C").await;
    teacher.send(b"q").await;
    teacher
        .wait_for("left unfinished at 0-0: nobody wins")
        .await;
    teacher.wait_for("Enter review").await;
}

#[tokio::test]
async fn a_student_sent_out_is_told_and_cannot_come_back_under_that_name_only_another() {
    let (address, _room) = start_server().await;
    let mut teacher = console(address).await;
    let mut prank = Student::connect(address, "prank").await;
    prank.wait_for("No tables yet").await;
    teacher.send(b"\t").await;
    teacher.wait_for("prank").await;
    teacher.send(b"x").await;
    teacher.wait_for("Send prank out of the classroom?").await;
    teacher.send(b"y").await;
    teacher
        .wait_for("prank has been sent out; that name cannot come back this lesson.")
        .await;
    let goodbye = prank.read_to_close().await;
    assert!(
        goodbye.contains("the teacher has asked you to leave"),
        "{goodbye:?}"
    );
    let mut again = Student::connect(address, "Prank").await;
    again
        .wait_for("The teacher has sent Prank out of the classroom.")
        .await;
    // Only the name is barred, as the teacher is told: another name gets in.
    let mut renamed = Student::connect(address, "prank2").await;
    renamed.wait_for("No tables yet").await;
}

#[tokio::test]
async fn a_player_sent_out_ends_the_game_and_the_partner_goes_back_to_the_lobby() {
    let (address, room) = start_server().await;
    let mut teacher = console(address).await;
    let (mut ama, mut kofi) = seated_pair(address).await;
    ama.send(b"3").await;
    kofi.wait_for("ama sowed 4 seeds from C").await;
    // The students' tab lists ama then kofi: down once to kofi.
    teacher.send(b"\t").await;
    teacher.wait_for("kofi").await;
    teacher.send(b"\x1b[B").await;
    teacher.send(b"x").await;
    teacher.wait_for("Send kofi out of the classroom?").await;
    teacher.send(b"y").await;
    // Not "wait for them": kofi cannot come back.
    ama.wait_for("kofi was sent out of the classroom, so the game is abandoned at ama 0, kofi 0.")
        .await;
    ama.wait_for("No tables yet").await;
    let class = room.class();
    assert_eq!(class.ended.len(), 1);
    assert_eq!(
        class.ended[0].result(),
        "left unfinished at 0-0: nobody wins"
    );
}

#[tokio::test]
async fn the_teacher_on_a_projector_and_a_laptop_is_one_teacher_on_two_screens() {
    let (address, room) = start_server().await;
    let mut projector = Student::connect_teacher(address).await;
    projector.wait_for("Wari classroom · teacher").await;
    let mut laptop = Student::connect_teacher(address).await;
    laptop
        .wait_for("Wari classroom · teacher on 2 screens")
        .await;
    projector
        .wait_for("Wari classroom · teacher on 2 screens")
        .await;
    // Neither is a student, nor asked to give the name up.
    laptop.wait_for("0 students").await;
    assert!(room.class().students.is_empty());
    // Each moves on its own: the laptop looks at the students.
    laptop.send(b"\t").await;
    laptop.wait_for("No students have logged in yet.").await;
    projector.wait_for("No tables yet").await;
}

#[tokio::test]
async fn the_console_says_where_a_student_away_from_the_tables_is() {
    let (address, _room) = start_server().await;
    let mut teacher = console(address).await;
    let mut ama = Student::connect(address, "ama").await;
    ama.wait_for("No tables yet").await;
    ama.send(b"p").await;
    ama.wait_for("Wari puzzles").await;
    teacher.send(b"\t").await;
    teacher.wait_for("doing puzzles").await;
    ama.send(b"q").await;
    ama.wait_for("No tables yet").await;
    teacher.wait_for("lobby").await;
}

#[tokio::test]
async fn the_console_speaks_the_teachers_language_whatever_the_students_read() {
    let (address, _room) = start_server().await;
    let mut teacher = Student::connect_teacher_in(address, "nl_NL.UTF-8").await;
    teacher.wait_for("Wari-klas · leraar").await;
    teacher.wait_for("Nog geen tafels").await;
    // The students' terminals ask for no language: they read English.
    let (_ama, _kofi) = seated_pair(address).await;
    teacher.wait_for("1 · bezig").await;
    teacher.wait_for("2 leerlingen").await;
    teacher.send(b"c").await;
    teacher.wait_for("Tafel 1 sluiten?").await;
}

#[tokio::test]
async fn closing_the_classroom_tells_the_teacher_it_is_closed_without_thanks_for_playing() {
    let (address, room) = start_server().await;
    let mut teacher = console(address).await;
    room.close();
    let sent = teacher.read_to_close().await;
    assert!(sent.contains("wari: the classroom is closed."), "{sent:?}");
    assert!(!sent.contains("Thank you for playing"), "{sent:?}");
}
