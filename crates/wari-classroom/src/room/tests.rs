use std::time::{Duration, Instant};

use super::*;
use crate::access::ClassRole;
use crate::game::Players;
use crate::setup::TEACHER;
use crate::setup::{DEFAULT_LEVEL, Mode};
use crate::table::{Choice, Role};
use wari_ssh::names;
use wari_ssh::names::ASK_TIME;

fn room() -> Arc<Room> {
    room_for(Limits::default())
}

fn room_for(limits: Limits) -> Arc<Room> {
    let menu = Menu {
        variants: vec![Offer {
            name: "kids-and-caboodles".into(),
            rules: Rules::kids_and_caboodles(),
        }],
    };
    Room::new(limits, menu)
}

/// A new login asking for `name` at `now`.
fn login(room: &Room, name: &str, now: Instant) -> (SessionId, Result<Claim, NameRefusal>) {
    let arrival = room
        .enter(name, ClassRole::Student)
        .expect("room for a login");
    (arrival.session, room.claim(arrival.session, name, now))
}

/// What `run` logs, as the server's log would read it.
fn logged(run: impl FnOnce()) -> String {
    #[derive(Clone, Default)]
    struct Lines(Arc<std::sync::Mutex<Vec<u8>>>);
    impl std::io::Write for Lines {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().expect("the log").extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let lines = Lines::default();
    let writer = lines.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_ansi(false)
        .with_writer(move || writer.clone())
        .finish();
    tracing::subscriber::with_default(subscriber, run);
    let bytes = lines.0.lock().expect("the log").clone();
    String::from_utf8_lossy(&bytes).into_owned()
}

#[test]
fn the_log_names_the_holder_and_the_asker_of_a_name_each_by_its_own_session() {
    let room = room();
    let ama = room.student("ama");
    let now = Instant::now();
    let mut asker = None;
    let log = logged(|| {
        // A second login under Ama's name asks her; she leaves.
        asker = Some(login(&room, "ama", now).0);
        room.exit(ama.session);
    });
    let asker = asker.expect("a second login");
    let left = log.lines().find(|l| l.contains("the name's holder left"));
    let left = left.unwrap_or_else(|| panic!("no line for the holder leaving: {log}"));
    assert!(left.contains(&format!("holder={}", ama.session)), "{left}");
    assert!(left.contains(&format!("asker={asker}")), "{left}");
}

fn students() -> Choice {
    Choice {
        variant: "kids-and-caboodles".into(),
        rules: Rules::kids_and_caboodles(),
        mode: Mode::Sorry,
        players: Players::Students,
    }
}

fn kept(name: &str) -> Option<Result<String, names::Refusal>> {
    Some(Err(names::Refusal::Kept { name: name.into() }))
}

#[test]
fn a_free_name_is_given_at_once() {
    let room = room();
    let (_, claim) = login(&room, "Ama", Instant::now());
    assert_eq!(claim, Ok(Claim::Granted("Ama".into())));
}

#[test]
fn a_second_login_under_a_live_name_asks_its_holder_and_takes_nothing() {
    let room = room();
    let ama = room.student("Ama");
    let now = Instant::now();
    let (other, claim) = login(&room, "Ama", now);
    let until = now + ASK_TIME;
    assert_eq!(
        claim,
        Ok(Claim::Asking {
            name: "Ama".into(),
            until
        })
    );
    let mail = room.mail(ama.session);
    assert_eq!(
        mail.question.map(|q| (q.name, q.until)),
        Some(("Ama".into(), until))
    );
    assert_eq!(mail.replaced, None);
    assert_eq!(
        room.mail(other).answer,
        None,
        "no answer before the holder's"
    );
}

#[test]
fn names_compare_without_case_and_keep_the_holders_spelling() {
    let room = room();
    let ama = room.student("Ama");
    let (other, claim) = login(&room, "AMA", Instant::now());
    assert!(
        matches!(claim, Ok(Claim::Asking { ref name, .. }) if name == "Ama"),
        "{claim:?}"
    );
    room.answer(ama.session, true);
    assert_eq!(room.mail(other).answer, Some(Ok("Ama".into())));
}

#[test]
fn the_holder_saying_yes_hands_the_name_over_and_closes_the_holder() {
    let room = room();
    let ama = room.student("ama");
    let (other, _) = login(&room, "ama", Instant::now());
    room.answer(ama.session, true);
    assert_eq!(room.mail(ama.session).replaced, Some(Handover::Agreed));
    assert!(matches!(room.mail(other).answer, Some(Ok(ref name)) if name == "ama"));
    // The name is the newcomer's: a third login asks the newcomer.
    let (_, third) = login(&room, "ama", Instant::now());
    assert!(third.is_ok());
    assert!(room.mail(other).question.is_some());
    assert_eq!(room.mail(ama.session).question, None);
}

#[test]
fn the_holder_saying_no_keeps_the_name_and_tells_the_newcomer() {
    let room = room();
    let ama = room.student("ama");
    let (other, _) = login(&room, "ama", Instant::now());
    room.answer(ama.session, false);
    assert_eq!(room.mail(other).answer, kept("ama"));
    let mail = room.mail(ama.session);
    assert_eq!((mail.question, mail.replaced), (None, None));
}

#[test]
fn a_login_told_no_does_not_ask_again_until_the_name_is_free() {
    let room = room();
    let ama = room.student("ama");
    let (other, _) = login(&room, "ama", Instant::now());
    room.answer(ama.session, false);
    let again = room.claim(other, "AMA", Instant::now());
    assert_eq!(again, Err(NameRefusal::Kept { name: "ama".into() }));
    assert_eq!(room.mail(ama.session).question, None, "not asked twice");
    room.exit(ama.session);
    assert!(matches!(
        room.claim(other, "ama", Instant::now()),
        Ok(Claim::Granted(_))
    ));
}

#[test]
fn no_answer_from_a_holder_heard_lately_keeps_the_name() {
    let room = room();
    let ama = room.student("ama");
    let now = Instant::now();
    let (other, _) = login(&room, "ama", now);
    // Too early: the question still stands.
    room.expire(other, now + ASK_TIME / 2);
    assert_eq!(room.mail(other).answer, None);
    assert!(room.mail(ama.session).question.is_some());
    room.heard(ama.session, now);
    room.expire(other, now + ASK_TIME);
    assert_eq!(room.mail(other).answer, kept("ama"));
    assert_eq!(room.mail(ama.session).question, None);
    assert_eq!(room.mail(ama.session).replaced, None);
}

#[tokio::test]
async fn a_login_back_from_a_dropped_connection_waits_for_the_keepalives_and_gets_the_seat() {
    let room = room();
    let ama = room.student("ama");
    let (table, _) = room.open_table(&ama, students()).expect("a table");
    let kofi = room.student("kofi");
    room.join(table.id(), &kofi, false).expect("a seat");
    assert_eq!(table.phase(), crate::table::Phase::Playing);
    let dropped = Instant::now();
    room.heard(ama.session, dropped);
    // Ama's Wi-Fi drops; five seconds later her laptop logs in again.
    let (back, _) = login(&room, "ama", dropped + Duration::from_secs(5));
    let asked_until = dropped + Duration::from_secs(5) + ASK_TIME;
    // The question runs out before the keepalives have closed the old
    // connection: it stands until they would have.
    let later = room.expire(back, asked_until);
    assert_eq!(later, Some(dropped + wari_ssh::keepalive::CLOSED_IF_GONE));
    assert_eq!(
        room.mail(back).answer,
        None,
        "not told to pick another name"
    );
    // The keepalives close the dead connection, which leaves its table
    // and the room as every closed session does: the name, and with it
    // the seat kept for it, go to the login that asked.
    room.leave_table(&table, ama.session);
    room.exit(ama.session);
    let Some(Ok(name)) = room.mail(back).answer else {
        panic!("the name was not given back");
    };
    let entry = Entry {
        session: back,
        name,
    };
    assert_eq!(
        room.join(table.id(), &entry, false).map(|(_, role)| role),
        Ok(Role::Player(crate::engine::Player::South))
    );
}

#[test]
fn a_holder_still_there_when_the_keepalives_would_have_closed_it_keeps_the_name() {
    let room = room();
    let ama = room.student("ama");
    let quiet = Instant::now();
    room.heard(ama.session, quiet);
    let (other, _) = login(&room, "ama", quiet + Duration::from_secs(5));
    let later = room.expire(other, quiet + Duration::from_secs(5) + ASK_TIME);
    let later = later.expect("the question stands a while longer");
    // Her screen, if she is there, still shows the question, with its
    // new time; her connection answers the keepalives, so it is still
    // open when that time comes.
    let shown = room.mail(ama.session).question.map(|q| q.until);
    assert_eq!(shown, Some(later));
    assert_eq!(room.expire(other, later), None);
    assert_eq!(room.mail(other).answer, kept("ama"));
    assert_eq!(room.mail(ama.session).replaced, None);
}

#[test]
fn a_holder_silent_for_long_that_does_not_answer_counts_as_gone() {
    let room = room();
    let ama = room.student("ama");
    // Nothing has come from Ama's connection since she logged in.
    let now = Instant::now() + SILENT_TIME;
    let (other, _) = login(&room, "ama", now);
    room.expire(other, now + ASK_TIME);
    assert_eq!(room.mail(ama.session).replaced, Some(Handover::Silent));
    assert!(matches!(room.mail(other).answer, Some(Ok(ref name)) if name == "ama"));
}

#[test]
fn a_holder_who_disconnects_while_asked_leaves_the_name_to_the_asker() {
    let room = room();
    let ama = room.student("ama");
    let (other, _) = login(&room, "ama", Instant::now());
    room.exit(ama.session);
    assert!(matches!(room.mail(other).answer, Some(Ok(ref name)) if name == "ama"));
}

#[test]
fn a_dropped_holders_name_is_free_at_once() {
    let room = room();
    let ama = room.student("ama");
    room.exit(ama.session);
    let (_, claim) = login(&room, "Ama", Instant::now());
    assert!(matches!(claim, Ok(Claim::Granted(_))), "{claim:?}");
}

#[test]
fn one_login_at_a_time_may_ask_a_holder() {
    let room = room();
    let _ama = room.student("ama");
    let (_, first) = login(&room, "ama", Instant::now());
    assert!(matches!(first, Ok(Claim::Asking { .. })));
    let (_, second) = login(&room, "ama", Instant::now());
    assert_eq!(second, Err(NameRefusal::Busy { name: "ama".into() }));
}

#[test]
fn an_asker_who_gives_up_or_leaves_takes_the_question_away() {
    let room = room();
    let ama = room.student("ama");
    let (first, _) = login(&room, "ama", Instant::now());
    room.withdraw(first);
    assert_eq!(room.mail(ama.session).question, None);
    let (second, _) = login(&room, "ama", Instant::now());
    assert!(room.mail(ama.session).question.is_some());
    room.exit(second);
    assert_eq!(room.mail(ama.session).question, None);
    // A late answer to a question gone does nothing.
    room.answer(ama.session, true);
    assert_eq!(room.mail(ama.session).replaced, None);
}

#[test]
fn another_name_is_free_to_take_while_the_first_is_held() {
    let room = room();
    let _ama = room.student("Ama");
    let (other, refused) = login(&room, "Ama", Instant::now());
    assert!(refused.is_ok());
    let claim = room.claim(other, "Ama K", Instant::now());
    assert_eq!(claim, Ok(Claim::Granted("Ama K".into())));
    assert_eq!(room.sessions(), 2);
}

/// A demo of the computer against itself.
fn demo() -> Choice {
    Choice {
        variant: "kids-and-caboodles".into(),
        rules: Rules::kids_and_caboodles(),
        mode: Mode::Sorry,
        players: Players::Demo(DEFAULT_LEVEL),
    }
}

#[tokio::test]
async fn the_opener_of_a_demo_keeps_it_unless_they_say_yes() {
    let room = room();
    let ama = room.student("ama");
    let (table, role) = room.open_table(&ama, demo()).expect("a table");
    assert_eq!(role, Role::Host);
    // The class watches, so the demo stays open while its host is away.
    let kofi = room.student("kofi");
    room.watch(table.id(), &kofi).expect("a table to watch");
    let now = Instant::now();
    let (other, _) = login(&room, "ama", now);
    room.heard(ama.session, now);
    room.expire(other, now + ASK_TIME);
    assert_eq!(table.role(ama.session), Some(Role::Host));
    // Asked again, Ama says yes: the newcomer runs the demo.
    let other = room
        .claim(other, "ama", now)
        .map(|_| other)
        .expect("asking");
    room.answer(ama.session, true);
    assert_eq!(table.role(ama.session), None);
    let Some(Ok(name)) = room.mail(other).answer else {
        panic!("no name given");
    };
    let entry = Entry {
        session: other,
        name,
    };
    assert_eq!(
        room.join(table.id(), &entry, false).map(|(_, r)| r),
        Ok(Role::Host)
    );
}

#[tokio::test]
async fn a_demo_at_two_levels_is_named_whole_on_the_consoles_card() {
    let room = room();
    let ama = room.student("ama");
    let (table, _) = room.open_table(&ama, demo()).expect("a table");
    // The host raises North from medium to hard: the sides now play at
    // two levels.
    let two = crossterm::event::KeyEvent::from(crossterm::event::KeyCode::Char('2'));
    let _ = table.press(ama.session, two);
    for name in ["kofi", "yaw"] {
        let student = room.student(name);
        room.watch(table.id(), &student).expect("a table to watch");
    }
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24))
        .expect("a test terminal");
    let console = crate::console::Console::default();
    let class = room.class();
    terminal
        .draw(|frame| console.view(frame, &class))
        .expect("drawing into memory");
    let screen = terminal.backend().to_string();
    // No room for the watchers beside the whole game: they go up to
    // the card's title.
    assert!(screen.contains("1 · playing · 2 watching"), "{screen}");
    assert!(screen.contains("demo medium/hard · Sorry"), "{screen}");
}

#[tokio::test]
async fn the_console_lists_each_student_where_they_are() {
    use crate::console::Place;
    use crate::engine::Player;
    let room = room();
    let (ama, kofi, yaw, esi) = (
        room.student("ama"),
        room.student("kofi"),
        room.student("yaw"),
        room.student("esi"),
    );
    let (game, _) = room.open_table(&ama, students()).expect("a table");
    room.join(game.id(), &kofi, false).expect("a seat");
    room.watch(game.id(), &yaw).expect("a table to watch");
    let (show, _) = room.open_table(&esi, demo()).expect("a demo");
    let places: BTreeMap<String, Place> = room
        .class()
        .students
        .into_iter()
        .map(|s| (s.name, s.place))
        .collect();
    let seat = |player| Place::Seat(game.id(), player);
    assert_eq!(places["ama"], seat(Player::South), "{places:?}");
    assert_eq!(places["kofi"], seat(Player::North), "{places:?}");
    assert_eq!(places["yaw"], Place::Watching(game.id()), "{places:?}");
    assert_eq!(places["esi"], Place::Demo(show.id()), "{places:?}");
}

#[tokio::test]
async fn a_table_left_past_its_keep_time_is_closed_by_the_room_with_no_one_looking() {
    let room = room_for(Limits {
        keep: Duration::from_millis(50),
        ..Limits::default()
    });
    let ama = room.student("ama");
    let kofi = room.student("kofi");
    let (table, _) = room.open_table(&ama, students()).expect("a table");
    room.join(table.id(), &kofi, false).expect("a seat");
    for who in [&ama, &kofi] {
        room.leave_table(&table, who.session);
    }
    assert_eq!(room.summaries().len(), 1, "their seats are kept a while");
    // The seats' time runs out on the table's clock, and the room
    // hears of it: no lobby or console has to look for it to close.
    let until = Instant::now() + Duration::from_secs(5);
    while !room.lock().tables.is_empty() {
        assert!(Instant::now() < until, "the table was never closed");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

#[tokio::test]
async fn a_demo_its_student_leaves_is_recorded_as_it_closes() {
    let room = room();
    let ama = room.student("ama");
    let (table, _) = room.open_table(&ama, demo()).expect("a table");
    room.leave_table(&table, ama.session);
    assert!(room.summaries().is_empty(), "the table closed");
    let class = room.class();
    assert_eq!(class.ended.len(), 1, "the demo's game is recorded");
    assert!(class.ended[0].result().starts_with("left unfinished at"));
}

#[test]
fn the_teacher_is_on_up_to_four_screens_never_a_student_and_never_sent_out() {
    let room = room();
    let screens: Vec<SessionId> = (0..TEACHER_SCREENS)
        .map(|_| {
            let arrival = room
                .enter("mensah", ClassRole::Student)
                .expect("room for a login");
            let entry = room.enter_teacher(arrival.session).expect("a screen");
            assert_eq!(entry.name, TEACHER);
            arrival.session
        })
        .collect();
    // No screen was asked to give the name up to another.
    for &screen in &screens {
        assert!(room.mail(screen).question.is_none());
    }
    let fifth = room
        .enter("mensah", ClassRole::Student)
        .expect("room for a login");
    assert_eq!(
        room.enter_teacher(fifth.session),
        Err(CannotEnter::TeacherScreens)
    );
    assert_eq!(room.teacher_screens(), TEACHER_SCREENS);
    assert!(room.class().students.is_empty());
    // The lobby counts the teacher once, and not the login still
    // waiting for a name.
    room.student("ama");
    assert_eq!(room.people(), 2, "the teacher and ama");
    assert!(!room.remove(TEACHER));
    // One screen closed, the others keep the name.
    room.exit(screens[0]);
    assert_eq!(room.teacher_screens(), TEACHER_SCREENS - 1);
    assert!(room.enter_teacher(fifth.session).is_ok());
}

#[tokio::test]
async fn a_seat_kept_for_a_name_takes_it_back_in_any_case() {
    let room = room();
    let ama = room.student("ama");
    let kofi = room.student("kofi");
    let (table, _) = room.open_table(&ama, students()).expect("a table");
    room.join(table.id(), &kofi, false).expect("a seat");
    room.exit(ama.session);
    room.leave_table(&table, ama.session);
    let again = room.student("AMA");
    let role = room.join(table.id(), &again, false).map(|(_, r)| r);
    assert_eq!(role, Ok(Role::Player(crate::engine::Player::South)));
}

#[test]
fn every_teacher_screen_shows_the_same_marks_and_the_same_tournament() {
    use crossterm::event::{KeyCode, KeyEvent};
    let room = room();
    for name in ["ama", "kofi", "yaw", "esi"] {
        room.student(name);
    }
    // The projector and the laptop, each with its own console.
    let (mut projector, mut laptop) = (
        crate::console::Console::default(),
        crate::console::Console::default(),
    );
    let tab = KeyEvent::from(KeyCode::Tab);
    let space = KeyEvent::from(KeyCode::Char(' '));
    let down = KeyEvent::from(KeyCode::Down);
    projector.key(tab, &room.class());
    laptop.key(tab, &room.class());
    // Three marked on the projector, one more on the laptop.
    for _ in 0..3 {
        if let Some(crate::intent::Intent::Mark(name)) = projector.key(space, &room.class()) {
            room.mark(&name);
        }
        projector.key(down, &room.class());
    }
    for _ in 0..3 {
        laptop.key(down, &room.class());
    }
    if let Some(crate::intent::Intent::Mark(name)) = laptop.key(space, &room.class()) {
        room.mark(&name);
    }
    let draw = |console: &crate::console::Console| {
        let backend = ratatui::backend::TestBackend::new(80, 24);
        let mut terminal = ratatui::Terminal::new(backend).expect("a test terminal");
        let class = room.class();
        terminal
            .draw(|f| console.view(f, &class))
            .expect("drawing into memory");
        terminal.backend().to_string()
    };
    for console in [&projector, &laptop] {
        let screen = draw(console);
        assert_eq!(screen.matches('✓').count(), 4, "{screen}");
    }
    // Both screens' tournament forms count the same players.
    for console in [&mut projector, &mut laptop] {
        console.key(tab, &room.class());
        console.key(tab, &room.class());
        console.key(KeyEvent::from(KeyCode::Char('t')), &room.class());
    }
    for console in [&projector, &laptop] {
        let screen = draw(console);
        assert!(screen.contains("Tournament of 4"), "{screen}");
    }
}

#[test]
fn a_full_room_counts_those_still_choosing_a_name() {
    let room = room_for(Limits {
        sessions: 2,
        ..Limits::default()
    });
    let _ama = room.student("ama");
    let (_, _) = login(&room, "ama", Instant::now());
    assert_eq!(
        room.enter("kofi", ClassRole::Student).err(),
        Some(CannotEnter::Full { sessions: 2 })
    );
}

#[test]
fn a_closing_room_lets_nobody_in() {
    let room = room_for(Limits::default());
    room.close();
    let refused = room.enter("ama", ClassRole::Student).err();
    assert_eq!(refused, Some(CannotEnter::Closing));
}

#[test]
fn the_most_tables_are_counted_in_words() {
    let one = TableError::TooMany { tables: 1 }.to_string();
    assert!(one.starts_with("There is 1 table already,"), "{one}");
    let many = TableError::TooMany { tables: 100 }.to_string();
    assert!(many.starts_with("There are 100 tables already,"), "{many}");
}

#[test]
fn a_login_with_nothing_left_of_its_name_is_a_student() {
    assert_eq!(clean_name("  Ama   K "), "Ama K");
    assert_eq!(clean_name("kofi!$;"), "kofi");
    assert_eq!(clean_name("   "), "student");
    assert_eq!(clean_name("!$;"), "student");
}
