//! What the journal costs a move: one event appended and committed, as a
//! table does for each move, alone and with seven other tables' moves
//! arriving at once (committed together).

use std::sync::Arc;

use criterion::{Criterion, criterion_group, criterion_main};
use wari_journal::{Codes, Journal, Writer};

/// A move's event as the classroom writes it.
const MOVED: &str = r#"{"kind":"moved","table":12,"pit":4}"#;

fn writer(dir: &tempfile::TempDir) -> Arc<Writer> {
    let path = dir.path().join("class.sqlite");
    let mut journal = Journal::open(&path, "bench").expect("a journal");
    let lesson = journal.begin(&Codes::default()).expect("a lesson");
    Writer::start(journal, lesson).expect("a writer")
}

fn append(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("a folder");
    let writer = writer(&dir);
    c.bench_function("a move appended and committed", |b| {
        b.iter(|| writer.append("moved", MOVED.to_owned()).expect("kept"));
    });
    c.bench_function("eight tables' moves at once", |b| {
        b.iter(|| {
            std::thread::scope(|scope| {
                for _ in 0..8 {
                    scope.spawn(|| writer.append("moved", MOVED.to_owned()).expect("kept"));
                }
            });
        });
    });
}

criterion_group!(benches, append);
criterion_main!(benches);
