//! The journal as a server uses it: one lesson's events committed in
//! order and read back, one server a class, and files of every schema
//! version this wari has known.

use rusqlite::Connection;
use wari_journal::{Codes, Edit, Journal, JournalError, Writer};

fn codes() -> Codes {
    Codes {
        join: Some("jn7kq2xa".into()),
        teacher: Some("t3achr99".into()),
    }
}

#[test]
fn an_event_is_in_the_file_as_soon_as_append_returns() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("class.sqlite");
    let mut journal = Journal::open(&path, "test").unwrap();
    let lesson = journal.begin(&codes()).unwrap();
    let writer = Writer::start(journal, lesson).unwrap();
    for n in 0..50 {
        writer.append("moved", format!("{{\"n\":{n}}}")).unwrap();
        // Another reader of the file, as a crashed server's successor
        // would be: the event is committed, not waiting in this process.
        let other = Connection::open(&path).unwrap();
        let count: i64 = other
            .query_row("SELECT count(*) FROM events", [], |row| row.get(0))
            .unwrap();
        assert_eq!(count, n + 1);
    }
}

#[test]
fn an_event_sent_without_waiting_is_in_the_file_once_a_commit_tells_its_ticket() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("class.sqlite");
    let mut journal = Journal::open(&path, "test").unwrap();
    let lesson = journal.begin(&codes()).unwrap();
    let writer = Writer::start(journal, lesson).unwrap();
    let (told, commits) = std::sync::mpsc::channel();
    let told = std::sync::Mutex::new(told);
    let set = writer.on_commit(move |commit| {
        let sender = told.lock().unwrap();
        let bodies: Vec<String> = commit.events().map(|(_, body)| body.into()).collect();
        sender
            .send((commit.last(), commit.error().is_none(), bodies))
            .unwrap();
    });
    assert!(set);
    assert!(!writer.on_commit(|_| {}), "a second listener is refused");
    let tickets: Vec<u64> = (0..20)
        .map(|n| writer.send("moved", format!("{{\"n\":{n}}}")).unwrap())
        .collect();
    assert_eq!(tickets, (1..=20).collect::<Vec<_>>());
    let mut last = 0;
    let mut told = Vec::new();
    while last < 20 {
        let (ticket, ok, bodies) = commits.recv().unwrap();
        assert!(ok);
        assert!(ticket > last, "commits are told in order");
        assert_eq!(ticket - last, bodies.len() as u64, "with their events");
        told.extend(bodies);
        last = ticket;
        // Every event up to the ticket told is in the file for another
        // reader, as a crashed server's successor would be.
        let other = Connection::open(&path).unwrap();
        let count: i64 = other
            .query_row("SELECT count(*) FROM events", [], |row| row.get(0))
            .unwrap();
        assert!(
            count.unsigned_abs() >= ticket,
            "{count} events in the file, told {ticket}"
        );
    }
    let sent: Vec<String> = (0..20).map(|n| format!("{{\"n\":{n}}}")).collect();
    assert_eq!(told, sent, "every event told once, in the order sent");
}

#[test]
fn events_from_many_threads_are_kept_all_in_one_order() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("class.sqlite");
    let mut journal = Journal::open(&path, "test").unwrap();
    let lesson = journal.begin(&codes()).unwrap();
    let writer = Writer::start(journal, lesson).unwrap();
    std::thread::scope(|scope| {
        for thread in 0..8 {
            let writer = &writer;
            scope.spawn(move || {
                for n in 0..100 {
                    writer
                        .append("moved", format!("{{\"thread\":{thread},\"n\":{n}}}"))
                        .unwrap();
                }
            });
        }
    });
    drop(writer);
    let journal = Journal::open(&path, "test").unwrap();
    let events = journal.events(lesson).unwrap();
    assert_eq!(events.len(), 800);
    let seqs: Vec<i64> = events.iter().map(|e| e.seq).collect();
    assert_eq!(seqs, (1..=800).collect::<Vec<_>>());
    // Each thread's own events keep the order it sent them in.
    for thread in 0..8 {
        let mine: Vec<&str> = events
            .iter()
            .map(|e| e.body.as_str())
            .filter(|b| b.contains(&format!("\"thread\":{thread},")))
            .collect();
        let sent: Vec<String> = (0..100)
            .map(|n| format!("{{\"thread\":{thread},\"n\":{n}}}"))
            .collect();
        assert_eq!(mine, sent);
    }
}

#[test]
fn a_lesson_left_without_an_end_is_resumed_and_goes_on_numbering() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("class.sqlite");
    let mut journal = Journal::open(&path, "test").unwrap();
    let lesson = journal.begin(&codes()).unwrap();
    let writer = Writer::start(journal, lesson).unwrap();
    writer.append("marked", "{}".into()).unwrap();
    // Dropped without ending the lesson, as a killed server leaves it.
    drop(writer);
    let journal = Journal::open(&path, "test").unwrap();
    let unfinished = journal.unfinished().unwrap().expect("a lesson to resume");
    assert_eq!((unfinished.id, unfinished.codes), (lesson, codes()));
    let writer = Writer::start(journal, lesson).unwrap();
    writer.append("marked", "{}".into()).unwrap();
    writer.end_lesson().unwrap();
    drop(writer);
    let journal = Journal::open(&path, "test").unwrap();
    assert_eq!(journal.unfinished().unwrap(), None, "ended: not resumed");
    let seqs: Vec<i64> = journal
        .events(lesson)
        .unwrap()
        .iter()
        .map(|e| e.seq)
        .collect();
    assert_eq!(seqs, [1, 2]);
}

#[test]
fn a_new_lesson_ends_the_one_left_unfinished() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("class.sqlite");
    let mut journal = Journal::open(&path, "test").unwrap();
    let first = journal.begin(&codes()).unwrap();
    let second = journal.begin(&Codes::default()).unwrap();
    let lessons = journal.lessons().unwrap();
    assert_eq!(lessons.len(), 2);
    assert!(lessons[0].ended.is_some(), "{lessons:?}");
    assert_eq!(journal.unfinished().unwrap().map(|l| l.id), Some(second));
    assert_ne!(first, second);
}

#[test]
fn a_second_server_on_the_same_class_is_refused_and_told_which_holds_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("classes").join("5b.sqlite");
    let _first = Journal::open(&path, "listening on 127.0.0.1:2222").unwrap();
    let second = Journal::open(&path, "another").unwrap_err();
    let JournalError::Busy { holder, .. } = &second else {
        panic!("{second}");
    };
    assert!(holder.contains("127.0.0.1:2222"), "{holder}");
    assert!(holder.contains(&std::process::id().to_string()), "{holder}");
    let said = second.to_string();
    assert!(
        said.contains("5b.sqlite") && said.contains("another wari serve"),
        "{said}"
    );
}

#[cfg(unix)]
#[test]
fn the_class_is_readable_by_its_owner_alone() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("classes");
    let path = folder.join("5b.sqlite");
    let mut journal = Journal::open(&path, "test").unwrap();
    let lesson = journal.begin(&codes()).unwrap();
    let writer = Writer::start(journal, lesson).unwrap();
    writer.append("marked", "{}".into()).unwrap();
    let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode(&path), 0o600);
    assert_eq!(mode(&folder), 0o700);
    let wal = folder.join("5b.sqlite-wal");
    assert_eq!(mode(&wal), 0o600);
}

/// A class written by the first schema, as `sqlite3 .dump` gives it.
const SCHEMA_1: &str = include_str!("data/class-schema-1.sql");

#[test]
fn a_file_of_every_earlier_schema_opens_with_its_lessons() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.sqlite");
    Connection::open(&path)
        .unwrap()
        .execute_batch(SCHEMA_1)
        .unwrap();
    let journal = Journal::open(&path, "test").unwrap();
    let lessons = journal.lessons().unwrap();
    assert_eq!(lessons.len(), 2);
    assert_eq!(lessons[1].codes.join.as_deref(), Some("jn7kq2xa"));
    let events = journal.events(lessons[1].id).unwrap();
    assert_eq!(events.len(), 2);
    assert_eq!(events[1].kind, "marked");
}

#[test]
fn a_file_from_a_newer_wari_is_refused_not_misread() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("new.sqlite");
    Connection::open(&path)
        .unwrap()
        .execute_batch("PRAGMA user_version = 99;")
        .unwrap();
    let refused = Journal::open(&path, "test").unwrap_err();
    assert!(
        matches!(refused, JournalError::Newer { found: 99, .. }),
        "{refused}"
    );
    assert!(refused.to_string().contains("newer wari"), "{refused}");
}

#[test]
fn an_event_amended_away_leaves_no_trace_in_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("class.sqlite");
    let mut journal = Journal::open(&path, "test").unwrap();
    let lesson = journal.begin(&codes()).unwrap();
    let writer = Writer::start(journal, lesson).unwrap();
    writer
        .append("entered", r#"{"name":"Abenaforgetme"}"#.into())
        .unwrap();
    writer
        .append("game-began", r#"{"names":["Abenaforgetme","Kofi"]}"#.into())
        .unwrap();
    writer
        .append("entered", r#"{"name":"Kofi"}"#.into())
        .unwrap();
    drop(writer);
    let mut journal = Journal::open(&path, "forget").unwrap();
    let edits = [
        (lesson, Edit::Delete(1)),
        (
            lesson,
            Edit::Replace(2, r#"{"names":["(forgotten 1)","Kofi"]}"#.into()),
        ),
    ];
    journal.amend(&edits).unwrap();
    let bodies: Vec<String> = journal
        .events(lesson)
        .unwrap()
        .into_iter()
        .map(|e| e.body)
        .collect();
    assert_eq!(
        bodies,
        [
            r#"{"names":["(forgotten 1)","Kofi"]}"#,
            r#"{"name":"Kofi"}"#
        ]
    );
    drop(journal);
    // Not in the file, its log or any page left free.
    for entry in std::fs::read_dir(dir.path()).unwrap() {
        let path = entry.unwrap().path();
        let bytes = std::fs::read(&path).unwrap();
        let found = bytes.windows(12).any(|w| w == b"Abenaforgetm");
        assert!(!found, "{} still holds the name", path.display());
    }
}
