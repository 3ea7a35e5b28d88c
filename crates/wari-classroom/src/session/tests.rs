use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::*;
use crate::Limits;
use crate::engine::Rules;
use crate::game::Players;
use crate::lobby::Intent;
use crate::room::{Menu, Offer};
use crate::setup::Mode;
use crate::table::Choice;
use ratatui::layout::Size;

pub(super) fn room() -> Arc<Room> {
    let menu = Menu {
        variants: vec![Offer {
            name: "kids-and-caboodles".into(),
            rules: Rules::kids_and_caboodles(),
        }],
    };
    Room::new(Limits::default(), menu)
}

fn choice() -> Choice {
    Choice {
        variant: "kids-and-caboodles".into(),
        rules: Rules::kids_and_caboodles(),
        mode: Mode::Sorry,
        players: Players::Students,
    }
}

pub(super) fn session(room: &Arc<Room>, name: &str) -> Session {
    let entry = room.enter(name, ClassRole::Student).unwrap();
    let screen = Screen::new(Size::new(80, 24)).unwrap();
    Session::new((room.clone(), Arc::default()), entry, screen, None)
}

/// A session whose terminal's locale asks for `lang`.
fn session_in(room: &Arc<Room>, name: &str, lang: Lang) -> Session {
    let entry = room.enter(name, ClassRole::Student).unwrap();
    let screen = Screen::new(Size::new(80, 24)).unwrap();
    Session::new((room.clone(), Arc::default()), entry, screen, Some(lang))
}

fn lang(code: &str) -> Lang {
    Lang::from_code(code).expect("a language")
}

/// What `session` shows on its 80x24 screen now, in its student's
/// language.
fn shown(session: &mut Session) -> String {
    session.read(Session::look);
    let lang = session.lang;
    let (_, mut sight) = session.sight();
    let backend = ratatui::backend::TestBackend::new(80, 24);
    let mut terminal = ratatui::Terminal::new(backend).expect("a test terminal");
    reader::reading(lang, || terminal.draw(|frame| sight.draw(frame))).expect("drawn");
    terminal.backend().to_string()
}

/// A session logged in with the teacher code.
pub(super) fn teacher(room: &Arc<Room>) -> Session {
    let arrival = room.enter("teacher", ClassRole::Teacher).unwrap();
    let screen = Screen::new(Size::new(80, 24)).unwrap();
    Session::new((room.clone(), Arc::default()), arrival, screen, None)
}

/// A key, read as the session reads every key: in its language.
fn press(session: &mut Session, code: KeyCode) {
    session.read(|session| session.key(KeyEvent::new(code, KeyModifiers::NONE)));
}

#[test]
fn the_name_screen_at_80x24_in_every_language() {
    for lang in Lang::all() {
        let room = room();
        let _holder = room.student("ama");
        let mut second = session_in(&room, "Ama", lang);
        assert!(matches!(second.naming, Some(Naming::Waiting { .. })));
        let screen = shown(&mut second);
        insta::with_settings!({ snapshot_suffix => lang.code() }, {
            insta::assert_snapshot!(screen);
        });
    }
}

#[test]
fn tab_on_the_name_screen_chooses_the_language_for_the_rest_of_the_session() {
    let room = room();
    let _holder = room.student("ama");
    let mut second = session(&room, "ama");
    assert_eq!(second.lang, Lang::ENGLISH);
    press(&mut second, KeyCode::Tab);
    assert_eq!(second.lang, lang("fr"));
    assert!(shown(&mut second).contains("ama est déjà là"));
    // It stays French past the name screen, in the lobby.
    press(&mut second, KeyCode::Esc);
    press(&mut second, KeyCode::Char('K'));
    press(&mut second, KeyCode::Enter);
    assert_eq!(second.entry.name, "ama K");
    let lobby = shown(&mut second);
    assert!(lobby.contains("Classe d'awalé · tu es ama K"), "{lobby}");
    assert!(lobby.contains("Tu es ama K."), "{lobby}");
    // Tab goes round the languages offered, and back to the first.
    second.naming = Some(Naming::refused(NameRefusal::Empty));
    press(&mut second, KeyCode::Tab);
    press(&mut second, KeyCode::Tab);
    assert_eq!(second.lang, Lang::ENGLISH);
}

#[test]
fn a_student_whose_terminal_names_no_language_reads_the_classrooms() {
    let room = room();
    let classrooms = lang("nl");
    let ama = reader::reading(classrooms, || session(&room, "ama"));
    assert_eq!(ama.lang, classrooms);
}

#[tokio::test]
async fn a_login_name_cut_to_twenty_letters_is_said_and_a_short_one_is_not() {
    let room = room();
    let mut long = session(&room, "Oluwaseunfunmilayo-Adeyemi");
    let text = shown(&mut long);
    assert!(
        text.contains("Names have at most 20 letters: you are Oluwaseunfunmilayo-A."),
        "{text}"
    );
    let mut short = session(&room, "ama");
    assert!(!shown(&mut short).contains("at most 20"));
}

#[tokio::test]
async fn two_players_at_one_table_each_read_it_in_their_own_language() {
    let room = room();
    let mut ama = session_in(&room, "ama", lang("fr"));
    ama.read(|ama| ama.intent(Intent::Open(choice())));
    let mut kofi = session_in(&room, "kofi", lang("nl"));
    let table = ama.table().map(|t| t.id()).expect("ama's table");
    kofi.read(|kofi| kofi.intent(Intent::Join(table)));
    assert!(shown(&mut ama).contains("À toi\u{a0}: un chiffre"));
    assert!(shown(&mut kofi).contains("Je speelt Noord (kofi) aan tafel 1"));
    // A key on the other's turn: the refusal is for kofi alone, in Dutch.
    press(&mut kofi, KeyCode::Char('3'));
    assert!(shown(&mut kofi).contains("ama is aan de beurt."));
    // As the note's time running out clears it.
    kofi.note = None;
    // One notice, each in their own words.
    press(&mut ama, KeyCode::Char('e'));
    press(&mut ama, KeyCode::Char('y'));
    let asked = shown(&mut kofi);
    assert!(asked.contains("ama wil stoppen:"), "{asked}");
    press(&mut kofi, KeyCode::Char('n'));
    assert!(shown(&mut ama).contains("kofi veut continuer."));
    assert!(shown(&mut kofi).contains("kofi wil verder spelen."));
}

#[tokio::test]
async fn a_table_at_80x24_in_every_language() {
    for lang in Lang::all() {
        let room = room();
        let mut ama = session_in(&room, "ama", lang);
        ama.read(|ama| ama.intent(Intent::Open(choice())));
        let waiting = shown(&mut ama);
        let mut kofi = session(&room, "kofi");
        let table = ama.table().map(|t| t.id()).expect("ama's table");
        kofi.intent(Intent::Join(table));
        let playing = shown(&mut ama);
        // kofi's connection goes: everyone at the table reads it.
        kofi.leave_table();
        let dropped = shown(&mut ama);
        insta::with_settings!({ snapshot_suffix => lang.code() }, {
            insta::assert_snapshot!("a_table_waiting_at_80x24", waiting);
            insta::assert_snapshot!("a_table_at_80x24", playing);
            insta::assert_snapshot!("a_table_left_by_the_other_player_at_80x24", dropped);
        });
    }
}

/// Ama and Kofi at a table of their own, their game begun.
fn seated_pair() -> (Arc<Room>, Session, Session) {
    let room = room();
    let mut ama = session(&room, "ama");
    ama.intent(Intent::Open(choice()));
    let mut kofi = session(&room, "kofi");
    let table = ama.table().map(|t| t.id()).expect("ama's table");
    kofi.intent(Intent::Join(table));
    (room, ama, kofi)
}

#[tokio::test]
async fn ctrl_c_at_a_table_in_play_asks_as_q_does_and_a_second_leaves() {
    let (room, mut ama, _kofi) = seated_pair();
    let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
    ama.read(|ama| ama.key(ctrl_c));
    assert!(!ama.quit, "the game is not abandoned on a slip");
    assert!(shown(&mut ama).contains("Leave? The game is abandoned at"));
    ama.read(|ama| ama.key(ctrl_c));
    assert!(ama.quit);
    // In the lobby Ctrl-C leaves at once.
    let mut zoe = session(&room, "zoe");
    zoe.read(|zoe| zoe.key(ctrl_c));
    assert!(zoe.quit);
}

#[tokio::test]
async fn a_paste_at_a_table_plays_nothing_bracketed_or_not_and_says_so() {
    let (_room, mut ama, _kofi) = seated_pair();
    let now = std::time::Instant::now();
    for pasted in [&b"coucou maman 42 !"[..], &b"\x1b[200~3\x1b[201~"[..]] {
        ama.read(|ama| ama.update(wake::Wake::Bytes(pasted.to_vec()), now));
        let board = ama.table().and_then(|t| t.position()).expect("a game");
        assert_eq!(board.pits().iter().sum::<u16>(), 48);
        assert_eq!(board.pits()[2], 4, "c not sown");
        let note = ama.note.as_ref().map(|n| n.text.as_str());
        assert_eq!(
            note,
            Some("Pasted text plays nothing here: one key at a time.")
        );
    }
    // A single key still plays.
    ama.read(|ama| ama.update(wake::Wake::Bytes(b"3".to_vec()), now));
    let board = ama.table().and_then(|t| t.position()).expect("a game");
    assert_eq!(board.pits()[2], 0, "c sown");
}

const HALF_HOUR: Duration = Duration::from_secs(30 * 60);

#[test]
fn a_student_whose_name_is_held_waits_on_the_name_screen() {
    let room = room();
    let ama = room.student("ama");
    let mut second = session(&room, "Ama");
    assert!(matches!(second.naming, Some(Naming::Waiting { .. })));
    room.answer(ama.session, false);
    assert_eq!(second.read_mail(), None);
    assert!(matches!(second.naming, Some(Naming::Typing { .. })));
    // One letter tells the two apart.
    press(&mut second, KeyCode::Char('K'));
    press(&mut second, KeyCode::Enter);
    assert_eq!(
        (second.naming.is_none(), second.entry.name.as_str()),
        (true, "ama K")
    );
}

#[test]
fn a_student_on_the_name_screen_cannot_type_the_teachers_name() {
    let room = room();
    let ama = room.student("ama");
    let mut second = session(&room, "ama");
    room.answer(ama.session, false);
    second.read_mail();
    for _ in 0..4 {
        press(&mut second, KeyCode::Backspace);
    }
    for c in "Te acher".chars() {
        press(&mut second, KeyCode::Char(c));
    }
    press(&mut second, KeyCode::Enter);
    assert!(
        matches!(
            second.naming,
            Some(Naming::Typing {
                refusal: NameRefusal::Teachers,
                ..
            })
        ),
        "{:?}",
        second.naming
    );
}

#[tokio::test]
async fn a_holder_at_a_table_says_yes_with_y_and_is_closed_with_the_reason() {
    let room = room();
    let mut ama = session(&room, "ama");
    ama.intent(Intent::Open(choice()));
    let mut again = session(&room, "AMA");
    assert_eq!(ama.read_mail(), None);
    assert!(ama.question.is_some());
    // The table's own keys wait: y answers the question.
    press(&mut ama, KeyCode::Char('y'));
    let goodbye = ama.read_mail().expect("closed");
    assert!(
        goodbye.contains("you let your other computer have the name ama"),
        "{goodbye}"
    );
    assert_eq!(again.read_mail(), None);
    assert_eq!(
        (again.naming.is_none(), again.entry.name.as_str()),
        (true, "ama")
    );
}

#[test]
fn the_key_after_question_mark_only_puts_the_puzzles_keys_away() {
    let room = room();
    let mut ama = session(&room, "ama");
    ama.intent(Intent::Puzzles);
    press(&mut ama, KeyCode::Char('?'));
    // q puts the list away; it does not leave the puzzles.
    press(&mut ama, KeyCode::Char('q'));
    assert!(matches!(ama.place, Place::Solo(..)));
    press(&mut ama, KeyCode::Char('q'));
    assert!(matches!(ama.place, Place::Lobby));
}

/// When the idle clock would close `session`, looked at `at`; `None`
/// when it never would.
fn closes_at(session: &mut Session, at: Instant) -> Option<Instant> {
    session.look_idle(at);
    session.idle.closes_at()
}

#[test]
fn the_teacher_is_never_closed_for_idleness_even_on_the_console() {
    let room = room();
    let mut teacher = teacher(&room);
    assert!(matches!(teacher.place, Place::Console(_)));
    let mut ama = session(&room, "ama");
    let later = Instant::now() + HALF_HOUR;
    assert!(closes_at(&mut ama, later).is_some_and(|at| at <= later));
    assert_eq!(closes_at(&mut teacher, later), None);
    assert_eq!(teacher.idle.warning(later + HALF_HOUR), None);
}

#[tokio::test]
async fn while_the_class_is_paused_no_idle_time_runs_in_the_lobby_or_at_a_table() {
    let room = room();
    let mut ama = session(&room, "ama");
    ama.intent(Intent::Open(choice()));
    let mut kofi = session(&room, "kofi");
    let table = ama.table().map(|t| t.id()).expect("ama's table");
    kofi.intent(Intent::Join(table));
    let mut zoe = session(&room, "zoe");
    // The player to move and the student in the lobby have a clock.
    let now = Instant::now();
    let to_move = [&mut ama, &mut kofi]
        .into_iter()
        .filter_map(|s| closes_at(s, now))
        .count();
    assert_eq!(to_move, 1);
    assert!(closes_at(&mut zoe, now).is_some());
    room.pause_class(true);
    let later = now + HALF_HOUR;
    for student in [&mut ama, &mut kofi, &mut zoe] {
        assert_eq!(closes_at(student, later), None);
    }
    // Going on, the whole idle time is there again.
    room.pause_class(false);
    let limit = room.limits().idle;
    assert_eq!(closes_at(&mut zoe, later), Some(later + limit));
}

#[tokio::test]
async fn a_spectator_of_a_game_in_play_is_watching_and_of_a_waiting_table_is_not() {
    let room = room();
    let ama = room.student("ama");
    let (table, _) = room.open_table(&ama, choice()).unwrap();
    let mut zoe = session(&room, "zoe");
    zoe.intent(Intent::Watch(table.id()));
    assert!(!zoe.watching(), "nothing to watch yet");
    let kofi = room.student("kofi");
    room.join(table.id(), &kofi, false).unwrap();
    assert!(zoe.watching());
}

#[tokio::test]
async fn a_lobby_key_acts_on_the_list_as_seen_not_as_changed_since() {
    let room = room();
    let hosts = ["ama", "kofi", "esi"].map(|name| {
        let entry = room.student(name);
        let (table, _) = room.open_table(&entry, choice()).unwrap();
        (entry, table)
    });
    let mut zoe = session(&room, "zoe");
    // As drawn.
    zoe.look();
    press(&mut zoe, KeyCode::Down);
    // The first table closes before zoe's Enter: the second row is
    // now the third table.
    let (ama, first) = &hosts[0];
    room.leave_table(first, ama.session);
    assert_eq!(room.summaries()[1].id, hosts[2].1.id());
    press(&mut zoe, KeyCode::Enter);
    assert_eq!(zoe.table().map(|t| t.id()), Some(hosts[1].1.id()));
}

#[tokio::test]
async fn a_student_at_a_table_keeps_no_view_of_the_lobby() {
    let room = room();
    let kofi = room.student("kofi");
    room.open_table(&kofi, choice()).unwrap();
    let mut ama = session(&room, "ama");
    ama.look();
    let view = Arc::clone(&ama.lobby.screen.screen.seen.room);
    assert_eq!(view.tables.len(), 1);
    ama.intent(Intent::Open(choice()));
    assert!(ama.lobby.screen.screen.seen.room.tables.is_empty());
    assert_eq!(Arc::strong_count(&view), 2, "the room's and this test's");
}

#[tokio::test]
async fn a_session_that_panics_still_leaves_its_table_and_the_room() {
    let room = room();
    let mut session = session(&room, "ama");
    session.intent(Intent::Open(choice()));
    assert!(session.table().is_some());
    assert_eq!((room.sessions(), room.summaries().len()), (1, 1));
    let crashed = std::thread::spawn(move || {
        let _session = session;
        panic!("a bug in the session");
    })
    .join();
    assert!(crashed.is_err());
    assert_eq!((room.sessions(), room.summaries().len()), (0, 0));
    // The name is free again.
    assert_eq!(room.student("ama").name, "ama");
}

/// What `session` shows on a `size` screen now, in its student's
/// language, row by row.
fn rows_at(session: &mut Session, size: Size) -> Vec<String> {
    session.read(Session::look);
    let lang = session.lang;
    let (_, mut sight) = session.sight();
    let backend = ratatui::backend::TestBackend::new(size.width, size.height);
    let mut terminal = ratatui::Terminal::new(backend).expect("a test terminal");
    reader::reading(lang, || terminal.draw(|frame| sight.draw(frame))).expect("drawn");
    wari_app::screen_check::rows(terminal.backend().buffer())
}

/// Each screen a student passes through on a `size` terminal, in
/// `lang`, by name: the name screen (their name taken), the lobby, the
/// new table form, a table waiting and a game at it.
fn a_students_screens(lang: Lang, size: Size) -> Vec<(&'static str, Vec<String>)> {
    let room = room();
    let _holder = room.student("ama");
    let entry = room.enter("Ama", ClassRole::Student).unwrap();
    let screen = Screen::new(size).unwrap();
    let mut ama = Session::new((room.clone(), Arc::default()), entry, screen, Some(lang));
    let mut shown = vec![("the name screen", rows_at(&mut ama, size))];
    press(&mut ama, KeyCode::Esc);
    press(&mut ama, KeyCode::Char('K'));
    press(&mut ama, KeyCode::Enter);
    shown.push(("the lobby", rows_at(&mut ama, size)));
    ama.read(|ama| ama.intent(Intent::NewTable));
    shown.push(("the form", rows_at(&mut ama, size)));
    ama.read(|ama| ama.intent(Intent::Open(choice())));
    shown.push(("a table waiting", rows_at(&mut ama, size)));
    let mut kofi = session_in(&room, "kofi", lang);
    let table = ama.table().map(|t| t.id()).expect("ama's table");
    kofi.read(|kofi| kofi.intent(Intent::Join(table)));
    shown.push(("a game", rows_at(&mut ama, size)));
    shown
}

#[tokio::test]
async fn every_screen_a_student_passes_fits_60x18_and_80x24_in_every_language() {
    let mut problems = Vec::new();
    for lang in Lang::all() {
        let sizes = if lang.code() == "en-XA" {
            vec![Size::new(80, 24)]
        } else {
            vec![Size::new(60, 18), Size::new(80, 24)]
        };
        for size in sizes {
            for (name, rows) in a_students_screens(lang, size) {
                let found =
                    reader::reading(lang, || wari_app::screen_check::problems(&[rows], &[]));
                let at = format!("{lang} {}x{} {name}", size.width, size.height);
                problems.extend(found.into_iter().map(|problem| format!("{at}: {problem}")));
            }
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}
