//! `wari serve` end to end over loopback with russh's client: logging in,
//! the lobby, two students at a table with a spectator, coming back after
//! a drop, and the limits.

mod ssh;

use std::time::Duration;

use ssh::{CODE, Student, login, start_server, start_server_with};
use wari::serve::Limits;

/// Opens a table from the lobby with the form's defaults.
async fn open_table(student: &mut Student) {
    student.wait_for("No tables yet").await;
    student.send(b"n").await;
    student.wait_for("New table").await;
    student.send(b"\r").await;
    student.wait_for("waiting for a second player").await;
}

#[tokio::test]
async fn a_student_logs_in_with_the_code_and_sees_the_lobby() {
    let (address, _room) = start_server().await;
    let mut ama = Student::connect(address, "ama").await;
    ama.wait_for("Wari classroom · you are ama").await;
    ama.wait_for("n new table").await;
}

#[tokio::test]
async fn a_student_solves_a_puzzle_from_the_lobby_and_q_brings_them_back() {
    let (address, _room) = start_server().await;
    let mut ama = Student::connect(address, "ama").await;
    ama.wait_for("p puzzles").await;
    ama.send(b"p").await;
    ama.wait_for("(easy, a double capture, rated 850)").await;
    // A is not the first puzzle's answer: the solver says what it did.
    ama.send(b"a").await;
    ama.wait_for("another wins at least 5 seeds more").await;
    ama.send(b"\r").await;
    ama.send(b"f").await;
    ama.wait_for("Right! F takes 5 seeds").await;
    ama.send(b"q").await;
    ama.wait_for("n new table").await;
}

#[tokio::test]
async fn a_student_takes_a_lesson_from_the_lobby_and_q_brings_them_back() {
    let (address, _room) = start_server().await;
    let mut ama = Student::connect(address, "ama").await;
    ama.wait_for("l lessons").await;
    ama.send(b"l").await;
    // The teacher's variant, the built-in default.
    ama.wait_for("Learn Wari: kids-and-caboodles").await;
    ama.send(b"\r").await;
    ama.wait_for("Wari is a game for two.").await;
    ama.send(b"\r\r\r\r").await;
    ama.wait_for("Make your last seed land in Kofi's a.").await;
    // C's four seeds reach D, E, F and Kofi's a (RULES.md 2.1).
    ama.send(b"c").await;
    ama.wait_for("Well done!").await;
    ama.send(b"q").await;
    ama.wait_for("Pick a lesson:").await;
    ama.send(b"q").await;
    ama.wait_for("n new table").await;
}

#[tokio::test]
async fn a_student_reviews_their_last_game_from_the_lobby() {
    let (address, _room) = start_server().await;
    let (mut ama, mut kofi) = seated_pair(address).await;
    ama.send(b"3").await;
    kofi.wait_for("kofi's turn").await;
    kofi.send(b"1").await;
    ama.wait_for("ama's turn").await;
    // Leaving mid-game ends it, abandoned: a game to review all the same.
    ama.send(b"q").await;
    ama.wait_for("Leave?").await;
    ama.send(b"y").await;
    ama.wait_for("Your last game was at table 1: v reviews it")
        .await;
    ama.send(b"v").await;
    ama.wait_for("Review: ama (South) and kofi (North)").await;
    ama.wait_for("1. C").await;
    // The summary shows once both moves are reviewed.
    ama.wait_for("% of the moves were fine.").await;
    ama.send(b"q").await;
    ama.wait_for("Your last game was at table 1").await;
    ama.wait_for("n new table").await;
}

#[tokio::test]
async fn a_wrong_code_is_refused_and_the_right_one_still_works() {
    let (address, _room) = start_server().await;
    assert!(login(address, "ama", "wrong1").await.is_err());
    assert!(login(address, "ama", "").await.is_err());
    assert!(login(address, "ama", CODE).await.is_ok());
}

#[tokio::test]
async fn a_mistyped_code_may_be_typed_again_on_the_same_connection() {
    let (address, _room) = start_server().await;
    let config = std::sync::Arc::new(russh::client::Config::default());
    let tries = async {
        let mut handle = russh::client::connect(config, address, ssh::TrustAll)
            .await
            .expect("connect");
        let wrong = handle.authenticate_password("ama", "abc235").await;
        let right = handle.authenticate_password("ama", CODE).await;
        (
            wrong.expect("an answer").success(),
            right.expect("an answer").success(),
        )
    };
    let answers = tokio::time::timeout(ssh::PATIENCE, tries).await;
    assert_eq!(answers.expect("answers in time"), (false, true));
}

#[tokio::test]
async fn two_students_play_one_game_and_a_spectator_sees_every_move() {
    let (address, _room) = start_server().await;
    let mut ama = Student::connect(address, "ama").await;
    open_table(&mut ama).await;

    let mut kofi = Student::connect(address, "kofi").await;
    kofi.wait_for("ama vs …").await;
    kofi.send(b"\r").await;
    kofi.wait_for("You play North (kofi)").await;
    ama.wait_for("ama's turn").await;

    let mut zoe = Student::connect(address, "zoe").await;
    zoe.wait_for("ama vs kofi").await;
    zoe.send(b"w").await;
    zoe.wait_for("Watching table 1").await;

    // South sows C (move 3): 4 seeds into D, E, F and North's a.
    ama.send(b"3").await;
    for student in [&mut ama, &mut kofi, &mut zoe] {
        student.wait_for("ama sowed 4 seeds from C").await;
        student.wait_for("kofi's turn").await;
    }
    // Not South's turn any more: refused for ama alone.
    ama.send(b"1").await;
    ama.wait_for("It is kofi's turn.").await;
    // North sows a, now 5 seeds: b, c, d, e, f.
    kofi.send(b"1").await;
    for student in [&mut ama, &mut kofi, &mut zoe] {
        student.wait_for("kofi sowed 5 seeds from a").await;
        student.wait_for("ama's turn").await;
    }
    // The spectator's keys change nothing.
    zoe.send(b"2").await;
    zoe.wait_for("You are watching").await;
}

#[tokio::test]
async fn a_player_who_drops_comes_back_to_their_seat_by_name() {
    let (address, _room) = start_server().await;
    let (mut ama, mut kofi) = seated_pair(address).await;
    ama.send(b"3").await;
    kofi.wait_for("kofi's turn").await;

    // Kofi's connection drops without a word.
    drop(kofi);
    ama.wait_for("kofi left the table").await;

    let mut kofi = Student::connect(address, "kofi").await;
    kofi.wait_for("ama vs kofi (away)").await;
    kofi.wait_for("Your seat at table 1 is kept for you: type 1 and Enter")
        .await;
    kofi.send(b"1\r").await;
    kofi.wait_for("kofi is back.").await;
    kofi.wait_for("kofi's turn").await;
    ama.wait_for("kofi is back.").await;
    kofi.send(b"1").await;
    ama.wait_for("kofi sowed 5 seeds from a").await;
}

#[tokio::test]
async fn the_player_left_alone_can_end_the_game() {
    let (address, _room) = start_server().await;
    let (mut ama, kofi) = seated_pair(address).await;
    // Kofi's connection drops: his seat is kept, and ama may stop waiting.
    drop(kofi);
    ama.wait_for("press e to end the game").await;
    ama.send(b"e").await;
    ama.wait_for("Game over").await;
    ama.wait_for("ama ended the game while kofi was away").await;
    // Not "You agreed to stop", nor a winner over a swept board: kofi
    // never agreed, and the game is abandoned as results.csv says.
    ama.wait_for("Nobody wins: the game was left unfinished at 0 to 0.")
        .await;
    ama.wait_for("The seeds left on the board go to nobody.")
        .await;
}

#[tokio::test]
async fn q_in_a_game_asks_first_and_leaving_abandons_it() {
    let (address, _room) = start_server().await;
    let (mut ama, mut kofi) = seated_pair(address).await;
    kofi.send(b"q").await;
    kofi.wait_for("Leave? The game is abandoned at ama 0, kofi 0. y leaves")
        .await;
    kofi.send(b"x").await;
    kofi.wait_for("You play North (kofi)").await;
    kofi.send(b"qy").await;
    kofi.wait_for("Wari classroom").await;
    ama.wait_for("kofi left the table, so the game is abandoned at ama 0, kofi 0.")
        .await;
    kofi.wait_for("finished: left unfinished at").await;
}

#[tokio::test]
async fn ending_by_agreement_needs_the_other_players_yes() {
    let (address, _room) = start_server().await;
    let (mut ama, mut kofi) = seated_pair(address).await;
    // Ama sees what ending now gives before she offers it: each row's
    // seeds go to its owner, 24 each, a draw.
    ama.send(b"e").await;
    ama.wait_for("Stop now? ama 24, kofi 24: a draw.").await;
    ama.send(b"y").await;
    kofi.wait_for("ama offers to stop: ama 24, kofi 24: a draw.")
        .await;
    kofi.send(b"x").await;
    ama.wait_for("kofi wants to play on.").await;
    ama.send(b"ey").await;
    kofi.wait_for("ama offers to stop:").await;
    kofi.send(b"y").await;
    ama.wait_for("Game over").await;
    ama.send(b"q").await;
    ama.wait_for("finished: a draw, 24-24").await;
}

#[tokio::test]
async fn an_offer_to_end_lapses_with_the_next_move() {
    let (address, _room) = start_server().await;
    let (ama, mut kofi) = seated_pair(address).await;
    ama.send(b"ey").await;
    kofi.wait_for("ama offers to stop:").await;
    ama.send(b"3").await;
    kofi.wait_for("ama's offer to end the game lapsed with that move.")
        .await;
    kofi.wait_for("kofi's turn").await;
}

#[tokio::test]
async fn a_full_room_says_so_in_one_line() {
    let limits = Limits {
        sessions: 1,
        ..Limits::default()
    };
    let (address, _room) = start_server_with(limits).await;
    let mut ama = Student::connect(address, "ama").await;
    ama.wait_for("you are ama").await;
    let mut kofi = Student::connect(address, "kofi").await;
    let said = kofi.read_to_close().await;
    assert!(said.contains("The classroom is full"), "{said}");
}

#[tokio::test]
async fn no_more_tables_than_the_limit() {
    let limits = Limits {
        tables: 1,
        ..Limits::default()
    };
    let (address, _room) = start_server_with(limits).await;
    let mut ama = Student::connect(address, "ama").await;
    open_table(&mut ama).await;
    let mut kofi = Student::connect(address, "kofi").await;
    kofi.wait_for("ama vs …").await;
    kofi.send(b"n\r").await;
    kofi.wait_for("There is 1 table already").await;
}

#[tokio::test]
async fn an_idle_session_is_closed_with_a_message() {
    let limits = Limits {
        idle: Duration::from_millis(500),
        ..Limits::default()
    };
    let (address, _room) = start_server_with(limits).await;
    let mut ama = Student::connect(address, "ama").await;
    let said = ama.read_to_close().await;
    assert!(said.contains("without a key"), "{said}");
}

#[tokio::test]
async fn a_flood_of_keys_is_slowed_down_not_obeyed() {
    let (address, _room) = start_server().await;
    let mut ama = Student::connect(address, "ama").await;
    ama.wait_for("No tables yet").await;
    // 200 arrow keys at once: beyond the burst, keys are dropped.
    ama.send(&b"\x1b[B".repeat(200)).await;
    ama.wait_for("Too many keys at once").await;
}

#[tokio::test]
async fn a_lone_esc_counts_even_while_the_window_keeps_changing() {
    let (address, _room) = start_server().await;
    let mut ama = Student::connect(address, "ama").await;
    ama.wait_for("No tables yet").await;
    ama.send(b"n").await;
    ama.wait_for("New table").await;
    ama.send(b"\x1b").await;
    // A window change every 10 ms or so wakes the session far more often
    // than the Esc's 50 ms wait; the Esc must still count, and take the
    // form back to the lobby, while the changes go on: for as long as a
    // slow server needs, up to the tests' patience.
    let deadline = tokio::time::Instant::now() + ssh::PATIENCE;
    let mut turn = 0;
    while tokio::time::Instant::now() < deadline {
        ama.channel
            .window_change(80 + turn % 2, 24, 0, 0)
            .await
            .expect("resize");
        turn += 1;
        ama.settle(Duration::from_millis(10)).await;
        if ama.text().contains("No tables yet") {
            return;
        }
    }
    panic!(
        "Esc not taken in {turn} window changes over {:?}:\n{}",
        ssh::PATIENCE,
        ama.text()
    );
}

/// Two students seated at table 1, South (ama) to move.
async fn seated_pair(address: std::net::SocketAddr) -> (Student, Student) {
    let mut ama = Student::connect(address, "ama").await;
    open_table(&mut ama).await;
    let mut kofi = Student::connect(address, "kofi").await;
    kofi.wait_for("ama vs …").await;
    kofi.send(b"\r").await;
    kofi.wait_for("You play North").await;
    ama.wait_for("ama's turn").await;
    (ama, kofi)
}

#[tokio::test]
async fn players_at_a_table_are_not_redrawn_for_changes_in_the_lobby() {
    let (address, _room) = start_server().await;
    let (mut ama, mut kofi) = seated_pair(address).await;
    ama.redraw_board().await;
    kofi.redraw_board().await;
    // A classmate comes in and opens a table: the lobby changes twice.
    let mut zoe = Student::connect(address, "zoe").await;
    zoe.wait_for("1 table").await;
    zoe.send(b"n").await;
    zoe.wait_for("New table").await;
    zoe.send(b"\r").await;
    zoe.wait_for("waiting for a second player").await;
    for student in [&mut ama, &mut kofi] {
        let frame = tokio::time::timeout(Duration::from_millis(300), student.next_data()).await;
        assert!(frame.is_err(), "a frame came: {frame:?}");
    }
}

#[tokio::test]
async fn a_click_on_a_pit_plays_it_for_the_player_to_move() {
    let (address, _room) = start_server().await;
    let (ama, mut kofi) = seated_pair(address).await;
    // Kofi clicking is refused: it is ama's turn.
    kofi.send(b"\x1b[<0;15;14M\x1b[<0;15;14m").await;
    kofi.wait_for("It is ama's turn.").await;
    // South's pit A sits at columns 11-20, rows 11-17 of an 80x24 screen.
    ama.send(b"\x1b[<0;15;14M\x1b[<0;15;14m").await;
    kofi.wait_for("ama sowed 4 seeds from A").await;
}

#[tokio::test]
async fn help_opens_for_one_student_only() {
    let (address, _room) = start_server().await;
    let (mut ama, mut kofi) = seated_pair(address).await;
    ama.send(b"?").await;
    ama.wait_for("Rules and keys").await;
    ama.wait_for("The rules of kids-and-caboodles").await;
    assert!(!kofi.text().contains("The rules of"), "{}", kofi.text());
    kofi.send(b"?").await;
    kofi.wait_for("Rules and keys").await;
    kofi.send(b"x").await;
    kofi.wait_for("You play North").await;
    // Ama's help is still open and the game goes on beneath it.
    assert!(ama.text().contains("Rules and keys"), "{}", ama.text());
    ama.send(b"x").await;
    ama.wait_for("Your turn:").await;
    ama.send(b"3").await;
    kofi.wait_for("ama sowed 4 seeds from C").await;
}

#[tokio::test]
async fn with_authorized_keys_only_those_keys_get_in() {
    use ssh::{Credential, login_with, start_server_for};
    use std::sync::Arc;
    use wari::ssh::access::Access;
    use wari::ssh::host_key;

    let (allowed, stranger) = (host_key::generate(), host_key::generate());
    let access = Access::Keys(vec![allowed.public_key().clone()]);
    let (address, _room) = start_server_for(access, Limits::default()).await;

    // One connection each: after a login succeeds, SSH ignores any further
    // login request on that connection (RFC 4252, 5.1).
    let by_stranger = login_with(address, "ama", Credential::Key(Arc::new(stranger))).await;
    assert_eq!(by_stranger.err().as_deref(), Some("login refused"));
    let by_code = login_with(address, "ama", Credential::Password(CODE.into())).await;
    assert_eq!(by_code.err().as_deref(), Some("login refused"));

    // OpenSSH offers every key it holds: turning down an unlisted key at
    // the offer is no failed login, so more offers than the five failures
    // allowed do not lock the address out.
    for _ in 0..6 {
        let offered = Credential::Key(Arc::new(host_key::generate()));
        assert!(login_with(address, "ama", offered).await.is_err());
    }
    let handle = login_with(address, "ama", Credential::Key(Arc::new(allowed)))
        .await
        .expect("the listed key gets in");
    let mut ama = Student::open(handle, 80, 24).await;
    ama.wait_for("Wari classroom · you are ama").await;
}

#[tokio::test]
async fn after_the_end_n_asks_for_another_game_which_the_one_asked_begins() {
    let (address, _room) = start_server().await;
    let (mut ama, mut kofi) = seated_pair(address).await;
    ama.send(b"ey").await;
    kofi.wait_for("ama offers to stop:").await;
    kofi.send(b"y").await;
    for student in [&mut ama, &mut kofi] {
        // The end screen offers the table's keys, not the hot seat's.
        student
            .wait_for("n: another game   q: back to the lobby")
            .await;
        assert!(!student.text().contains("take back"), "{}", student.text());
    }
    // Ama asks; kofi, asked, says yes and moves first: not with n, which
    // only asks, so a French child's n for non starts nothing.
    ama.send(b"n").await;
    kofi.wait_for("ama asks for another game: kofi, y agrees")
        .await;
    kofi.send(b"n").await;
    kofi.wait_for("ama asked for another game already: y agrees.")
        .await;
    kofi.send(b"y").await;
    for student in [&mut ama, &mut kofi] {
        student.wait_for("Another game: kofi plays first.").await;
        student.wait_for("kofi's turn").await;
    }
    let mut zoe = Student::connect(address, "zoe").await;
    zoe.wait_for("ama vs kofi").await;
    zoe.wait_for("playing").await;
    // North moves first now: a (move 1) sows 4 into b, c, d, e.
    kofi.send(b"1").await;
    ama.wait_for("kofi sowed 4 seeds from a").await;
    ama.wait_for("ama's turn").await;
    // The move answered the announcement: the keys are back at the bottom,
    // how to sow for the player to move, who plays what for the other.
    ama.wait_for("Your turn: a digit, a click or ←→ Enter sows · ? help · e stop here · q lobby")
        .await;
    kofi.wait_for("You play North (kofi) at table 1 · ? help · e stop here")
        .await;
    // The board's turn line, which a watcher reads too, offers no keys.
    zoe.send(b"w").await;
    zoe.wait_for("ama's turn (bottom row)").await;
    assert!(!zoe.text().contains("click a pit"), "{}", zoe.text());
}

#[tokio::test]
async fn no_rematch_once_the_other_player_has_gone() {
    let (address, _room) = start_server().await;
    let (mut ama, mut kofi) = seated_pair(address).await;
    ama.send(b"ey").await;
    kofi.wait_for("ama offers to stop:").await;
    kofi.send(b"y").await;
    kofi.wait_for("Game over").await;
    kofi.send(b"q").await;
    kofi.wait_for("Wari classroom").await;
    ama.wait_for("Game over").await;
    ama.send(b"n").await;
    ama.wait_for("kofi has left this table: q goes back to the lobby.")
        .await;
}

#[tokio::test]
async fn the_help_at_a_table_lists_the_tables_keys() {
    let (address, _room) = start_server().await;
    let (mut ama, _kofi) = seated_pair(address).await;
    ama.send(b"?").await;
    ama.wait_for("Rules and keys").await;
    // Scroll to the end, where the keys are.
    ama.send("\x1b[B".repeat(30).as_bytes()).await;
    ama.wait_for("back to the lobby").await;
    ama.wait_for("offer to stop here").await;
    for hot_seat_only in ["undo", "redo", "save", "quit"] {
        assert!(
            !ama.text().contains(hot_seat_only),
            "{hot_seat_only}:\n{}",
            ama.text()
        );
    }
    // Scrolling on past the end stays at the end, so one Up goes back up
    // at once: the keys' last line moves down a row.
    ama.send("\x1b[B".repeat(40).as_bytes()).await;
    ama.settle(std::time::Duration::from_millis(200)).await;
    let row_of = |screen: &str| screen.lines().position(|l| l.contains("this help"));
    let at_end = row_of(&ama.text());
    ama.send(b"\x1b[A").await;
    ama.settle(std::time::Duration::from_millis(200)).await;
    let after_up = row_of(&ama.text());
    assert_eq!(after_up, at_end.map(|row| row + 1), "{}", ama.text());
}

#[tokio::test]
async fn hurrys_countdown_runs_from_the_moment_both_are_seated() {
    let (address, _room) = start_server().await;
    let mut ama = Student::connect(address, "ama").await;
    ama.wait_for("No tables yet").await;
    // The form: down to the mode, two to the right is Hurry Wari.
    ama.send(b"n").await;
    ama.wait_for("New table").await;
    ama.send(b"\x1b[B\x1b[C\x1b[C").await;
    ama.wait_for("‹ Hurry Wari ›").await;
    ama.send(b"\r").await;
    ama.wait_for("waiting for a second player").await;
    let mut kofi = Student::connect(address, "kofi").await;
    kofi.wait_for("ama vs …").await;
    kofi.send(b"\r").await;
    // Nobody presses anything: ama's five seconds run out by themselves.
    kofi.wait_for("Time is up: a random move was played for ama.")
        .await;
    kofi.wait_for("kofi's turn").await;
}

#[tokio::test]
async fn closing_the_classroom_gives_every_student_their_terminal_back() {
    let (address, room) = start_server().await;
    let (mut ama, mut kofi) = seated_pair(address).await;
    room.close();
    for student in [&mut ama, &mut kofi] {
        let sent = student.read_to_close().await;
        assert!(
            sent.contains("the teacher has closed the classroom"),
            "{sent:?}"
        );
        // The normal screen back, and the cursor shown.
        assert!(
            sent.contains("\x1b[?1049l") && sent.contains("\x1b[?25h"),
            "{sent:?}"
        );
        assert_eq!(student.exit_status, Some(0), "a goodbye is no failure");
    }
    // Whoever still gets through the door is told, not let in.
    let mut zoe = Student::connect(address, "zoe").await;
    assert!(
        zoe.read_to_close()
            .await
            .contains("The classroom is closing.")
    );
    assert_eq!(zoe.exit_status, Some(1), "a refusal is");
    assert_eq!(room.sessions(), 0);
}

#[tokio::test]
async fn a_hint_at_a_table_is_for_the_player_who_asked() {
    let (address, _room) = start_server().await;
    let (mut ama, mut kofi) = seated_pair(address).await;
    ama.send(b"h").await;
    ama.wait_for("Hint for ama:").await;
    // In Sorry Wari the opponent must not read it, not even on a board
    // drawn afresh after the hint was given.
    kofi.redraw_board().await;
    assert!(kofi.text().contains("ama's turn"), "{}", kofi.text());
    assert!(!kofi.text().contains("Hint"), "{}", kofi.text());
}

#[tokio::test]
async fn a_player_whose_board_does_not_fit_is_told_instead_of_playing_blind() {
    let (address, _room) = start_server().await;
    let (mut ama, mut kofi) = seated_pair(address).await;
    // Ama's window shrinks below the 60x18 the board needs.
    ama.resize(50, 15).await;
    ama.wait_for("at least 60x18").await;
    ama.send(b"3").await;
    ama.wait_for("Make the window bigger to play").await;
    // Back to a size that fits, the same key plays.
    ama.resize(80, 24).await;
    ama.wait_for("ama's turn (bottom row)").await;
    ama.send(b"3").await;
    kofi.wait_for("ama sowed 4 seeds from C").await;
    // Only the one key after the resize played: it is kofi's turn.
    kofi.wait_for("kofi's turn").await;
}

/// The line of `screen` that labels a row's pits from `first` to `last`
/// (`A` and `F`), counted from the top.
fn row_of(screen: &str, [first, last]: [&str; 2]) -> Option<usize> {
    screen.lines().position(|line| {
        let words: Vec<&str> = line.split_whitespace().collect();
        words.contains(&first) && words.contains(&last)
    })
}

#[tokio::test]
async fn each_player_sees_their_own_row_at_the_bottom_and_a_watcher_turns_the_board() {
    let (address, _room) = start_server().await;
    let (ama, mut kofi) = seated_pair(address).await;
    // South's pits are labelled A.., North's a..: each player's own labels
    // are on the lower of the two label rows.
    let (south, north) = (["A", "F"], ["a", "f"]);
    let below = |screen: &str, own, other| {
        let (own, other) = (row_of(screen, own), row_of(screen, other));
        assert!(
            own.is_some() && own > other,
            "own row not at the bottom:\n{screen}"
        );
    };
    below(&ama.text(), south, north);
    kofi.wait_for("ama's turn").await;
    below(&kofi.text(), north, south);

    let mut zoe = Student::connect(address, "zoe").await;
    zoe.wait_for("ama vs kofi").await;
    zoe.send(b"w").await;
    zoe.wait_for("f turn").await;
    below(&zoe.text(), south, north);
    zoe.send(b"f").await;
    zoe.wait_for("North's row at the bottom").await;
    below(&zoe.text(), north, south);
}
