//! Load: students over russh's client against the real `wari serve`
//! binary on loopback, two a table, every table playing at once. Measures
//! the time from a key sent to the first frame back (p50, p99) and the
//! server's memory per session (its RSS growth divided by the sessions).
//! Bounded: 100 sessions (`WARI_LOAD_SESSIONS` sets another number, up to
//! 1,000), 10 moves a table. A second test is a lesson's end: thirty students
//! ask for their game's review at once while other tables play on; it
//! reports the keys' times and the reviews', and bounds neither. A third
//! is a class tournament's first round opening for every student at once
//! (`WARI_LOAD_SESSIONS` students in the lobby); it reports how long each
//! waited for their round's line and their keys' times, and bounds neither.
//!
//! A debug build's timings say nothing about the classroom, and the test
//! takes most of a minute, so plain `cargo test` skips it; `.ci/run` runs it
//! in release, one test at a time so that each measures a classroom alone
//! on the machine, where the bounds are the classroom's real targets:
//! `cargo test --release --test serve_load -- --ignored --nocapture --test-threads=1`

mod ssh;

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use ssh::Student;
use ssh::process::Server;
use tokio::sync::Barrier;
use wari::engine::{Game, Player, Rules};

/// Sessions when `WARI_LOAD_SESSIONS` does not say.
const SESSIONS: usize = 100;
/// The most sessions the test will open.
const MOST_SESSIONS: usize = 1000;
/// Tables whose students share one loopback address: 50 connections, half
/// an address's share of the room, as a class behind one NAT would be.
const TABLES_AN_ADDRESS: usize = 25;
const MOVES: usize = 10;

/// Every seed count the board on `screen` shows (each pit's and both
/// stores'), sorted. At 80x24 a box's count is the only number on its
/// line, and only the board's box rows start with a box's side.
fn shown_counts(screen: &str) -> Vec<u16> {
    let mut counts: Vec<u16> = screen
        .lines()
        .filter(|line| line.starts_with('│'))
        .flat_map(|line| {
            line.split(|c: char| !c.is_ascii_digit())
                .filter_map(|n| n.parse().ok())
                .collect::<Vec<u16>>()
        })
        .collect();
    counts.sort_unstable();
    counts
}

/// The counts of `game`'s position as [`shown_counts`] reads them. The
/// board shows them only once the last move's animation is over (until
/// then the stores are those before it, and captured pits still full), so
/// a key sent after they show plays a move rather than skipping the
/// animation.
fn final_counts(game: &Game) -> Vec<u16> {
    let position = game.position();
    let mut counts = position.pits().to_vec();
    counts.extend(Player::ALL.map(|player| position.stores()[player]));
    counts.sort_unstable();
    counts
}

/// The server's resident memory, in KiB.
fn rss_kib(pid: u32) -> u64 {
    status_kib(pid, "VmRSS:")
}

/// A size in KiB from the server's `/proc` status: `field` is its name.
fn status_kib(pid: u32, field: &str) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("proc status");
    status
        .lines()
        .find_map(|line| line.strip_prefix(field))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .expect(field)
}

/// The server's processor time so far, user and system, in milliseconds
/// (to the kernel's clock tick, 10 ms on Linux).
fn cpu_ms(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).expect("proc stat");
    // The fields after the command's name, which is in parentheses and may
    // hold spaces: utime and stime are the 14th and 15th of the line.
    let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let ticks: u64 = after
        .split_whitespace()
        .skip(11)
        .take(2)
        .map(|t| t.parse::<u64>().expect("a tick count"))
        .sum();
    ticks * 1000 / TICKS_A_SECOND
}

/// The kernel's clock ticks a second for `/proc`'s times (`USER_HZ`),
/// which is 100 on every Linux this runs on.
const TICKS_A_SECOND: u64 = 100;

/// The sessions to open: `WARI_LOAD_SESSIONS`, an even number up to
/// MOST_SESSIONS, or SESSIONS.
fn sessions() -> usize {
    let Ok(text) = std::env::var("WARI_LOAD_SESSIONS") else {
        return SESSIONS;
    };
    match text.parse() {
        Ok(n) if n >= 2 && n % 2 == 0 && n <= MOST_SESSIONS => n,
        _ => panic!("WARI_LOAD_SESSIONS={text}: an even number from 2 to {MOST_SESSIONS}"),
    }
}

/// The loopback address table `index`'s students connect from.
fn address_of(index: usize) -> IpAddr {
    let last = 1 + (index / TABLES_AN_ADDRESS) as u8;
    IpAddr::V4(Ipv4Addr::new(127, 0, 0, last))
}

/// Two students at a new table, seated, South to move: South opened it
/// and North joined it by its number. Returns them and their names.
async fn seated(address: SocketAddr, index: usize) -> ([Student; 2], [String; 2]) {
    let names = [format!("s{index}a"), format!("s{index}b")];
    let local = address_of(index);
    let mut south = Student::connect_from(local, address, &names[0]).await;
    south.wait_for("n new table").await;
    south.send(b"n").await;
    south.wait_for("New table").await;
    south.send(b"\r").await;
    south.wait_for("waiting for a second player").await;
    let text = south.text();
    let number: String = text
        .split("at table ")
        .nth(1)
        .expect("the table's number in the footer")
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    let mut north = Student::connect_from(local, address, &names[1]).await;
    north.wait_for("n new table").await;
    north.send(format!("{number}\r").as_bytes()).await;
    north.wait_for("You play North").await;
    south.wait_for(&format!("{}'s turn", names[0])).await;
    ([south, north], names)
}

/// Plays up to `count` moves of `game` at the table of `students`, each
/// key timed to the first frame back into `samples`. Returns the moves
/// played: fewer when the game ends first.
async fn play(
    students: &mut [Student; 2],
    names: &[String; 2],
    game: &mut Game,
    count: usize,
    samples: &Mutex<Vec<Duration>>,
) -> usize {
    let mut moves = 0;
    while moves < count && game.outcome().is_none() {
        let mover = game.position().to_move();
        let [south, north] = students;
        let (student, other, other_name) = match mover {
            Player::South => (south, north, &names[1]),
            Player::North => (north, south, &names[0]),
        };
        let counts = final_counts(game);
        student
            .wait_until("the last move shown to its end", |screen| {
                shown_counts(screen) == counts
            })
            .await;
        let legal = game.legal_moves();
        let m = legal.as_slice()[moves % legal.len()];
        let sent = Instant::now();
        student.send(m.number().to_string().as_bytes()).await;
        student.next_data().await.expect("a frame after the key");
        samples.lock().expect("samples").push(sent.elapsed());
        game.play(m).expect("a legal move");
        if game.outcome().is_none() {
            other.wait_for(&format!("{other_name}'s turn")).await;
        }
        moves += 1;
    }
    moves
}

/// One table: two students seat themselves, then play MOVES moves, each
/// key timed to the first frame back. Returns the moves played.
async fn table(
    address: SocketAddr,
    index: usize,
    samples: Arc<Mutex<Vec<Duration>>>,
    seated_all: Arc<Barrier>,
    played: Arc<Barrier>,
) -> usize {
    let (mut students, names) = seated(address, index).await;
    seated_all.wait().await;
    let mut game = Game::new(Rules::kids_and_caboodles(), Player::South);
    let moves = play(&mut students, &names, &mut game, MOVES, &samples).await;
    played.wait().await;
    moves
}

/// The median, the 99th percentile and the worst of `sorted`, for a report.
fn spread(sorted: &[Duration]) -> String {
    format!(
        "p50 {:.1?}, p99 {:.1?}, max {:.1?}",
        percentile(sorted, 0.50),
        percentile(sorted, 0.99),
        sorted.last().copied().unwrap_or_default()
    )
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a release-mode load test: .ci/run runs it with --release --ignored"]
async fn students_two_a_table_all_play_at_once() {
    let sessions = sessions();
    let tables = sessions / 2;
    // The server as a separate process, so its memory is its own, with
    // room for every session and table.
    let (most_sessions, most_tables) = ((sessions + 50).to_string(), (tables + 10).to_string());
    let server = Server::start(
        &[
            "--max-sessions",
            &most_sessions,
            "--max-tables",
            &most_tables,
        ],
        Stdio::null(),
    );
    let pid = server.child.id();
    tokio::time::sleep(Duration::from_millis(200)).await;
    let base = rss_kib(pid);

    let samples = Arc::new(Mutex::new(Vec::new()));
    let seated = Arc::new(Barrier::new(tables + 1));
    let played = Arc::new(Barrier::new(tables + 1));
    let started = Instant::now();
    let tasks: Vec<_> = (0..tables)
        .map(|i| {
            let (samples, seated, played) = (samples.clone(), seated.clone(), played.clone());
            tokio::spawn(table(server.address, i, samples, seated, played))
        })
        .collect();
    let bounded = |what: &'static str| move |_| panic!("{what} took longer than two minutes");
    tokio::time::timeout(Duration::from_secs(120), seated.wait())
        .await
        .unwrap_or_else(bounded("seating the students"));
    let seated_rss = rss_kib(pid);
    tokio::time::timeout(Duration::from_secs(120), played.wait())
        .await
        .unwrap_or_else(bounded("playing"));
    let played_rss = rss_kib(pid);
    let mut moves = 0;
    for task in tasks {
        moves += task.await.expect("a table's task panicked");
    }
    let elapsed = started.elapsed();

    let mut sorted = samples.lock().expect("samples").clone();
    sorted.sort();
    let (p50, p99) = (percentile(&sorted, 0.50), percentile(&sorted, 0.99));
    let max = sorted.last().copied().unwrap_or_default();
    let grown = played_rss.max(seated_rss).saturating_sub(base);
    let per_session = grown as f64 / sessions as f64;
    println!(
        "{sessions} sessions, {tables} tables, {moves} moves in {elapsed:.1?}: \
         key to frame p50 {p50:.1?}, p99 {p99:.1?}, max {max:.1?}; \
         server RSS {base} KiB at start, {seated_rss} KiB seated, {played_rss} KiB after play: \
         {per_session:.0} KiB a session"
    );
    assert_eq!(moves, tables * MOVES, "every table played its moves");
    assert_eq!(sorted.len(), moves);
    // The classroom's targets, for a release build; measured numbers are
    // in docs/TESTING.md.
    assert!(p99 < Duration::from_millis(50), "p99 {p99:?}");
    assert!(per_session < 2048.0, "{per_session:.0} KiB a session");
}

/// Students who ask for their game's review at once, in the second test.
const REVIEWERS: usize = 30;
/// Tables that play on while they wait.
const PLAYING_TABLES: usize = 10;
/// Moves of each game reviewed: a short game, so that thirty reviews one
/// after another on one thread take a couple of minutes at most.
const REVIEWED_MOVES: usize = 20;

/// Whether `screen` is a review with every move reviewed: its summary has
/// replaced the line saying it will come.
fn review_done(screen: &str) -> bool {
    screen.contains("Review:") && !screen.contains("The summary comes")
}

/// One reviewer's table: the two students play REVIEWED_MOVES moves, South
/// leaves, and at `asked` presses v for the game's review. Returns the
/// time from v to the review screen, and to the review's end.
async fn reviewer(
    address: SocketAddr,
    index: usize,
    seated_all: Arc<Barrier>,
    asked: Arc<Barrier>,
) -> (Duration, Duration) {
    let (mut students, names) = seated(address, index).await;
    seated_all.wait().await;
    let mut game = Game::new(Rules::kids_and_caboodles(), Player::South);
    let unmeasured = Mutex::new(Vec::new());
    play(
        &mut students,
        &names,
        &mut game,
        REVIEWED_MOVES,
        &unmeasured,
    )
    .await;
    let [mut south, _north] = students;
    south.send(b"q").await;
    south
        .wait_until("the lobby or the question", |screen| {
            screen.contains("Leave?") || screen.contains("v reviews it")
        })
        .await;
    if south.text().contains("Leave?") {
        south.send(b"y").await;
    }
    south.wait_for("v reviews it").await;
    asked.wait().await;
    let sent = Instant::now();
    south.send(b"v").await;
    south.wait_for("Review:").await;
    let opened = sent.elapsed();
    while !review_done(&south.text()) {
        south.next_data().await.expect("the review's frames");
    }
    (opened, sent.elapsed())
}

/// One table playing MOVES moves from `asked` on, each key timed.
async fn playing(
    address: SocketAddr,
    index: usize,
    samples: Arc<Mutex<Vec<Duration>>>,
    seated_all: Arc<Barrier>,
    asked: Arc<Barrier>,
) -> usize {
    let (mut students, names) = seated(address, index).await;
    seated_all.wait().await;
    asked.wait().await;
    let mut game = Game::new(Rules::kids_and_caboodles(), Player::South);
    play(&mut students, &names, &mut game, MOVES, &samples).await
}

/// The end of a lesson: REVIEWERS students press v together while
/// PLAYING_TABLES tables play on. Reports the playing keys' times to the
/// first frame back, the v keys' to the review screen, and how long the
/// reviews took;
/// fails only if a review never ends or a table stops playing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a release-mode load test: run it with --release --ignored"]
async fn thirty_reviews_asked_at_once_beside_tables_playing() {
    let tables = REVIEWERS + PLAYING_TABLES;
    let server = Server::start(
        &["--max-sessions", "200", "--max-tables", "100"],
        Stdio::null(),
    );
    tokio::time::sleep(Duration::from_millis(200)).await;
    let samples = Arc::new(Mutex::new(Vec::new()));
    let seated_all = Arc::new(Barrier::new(tables));
    let asked = Arc::new(Barrier::new(tables));
    let reviews: Vec<_> = (0..REVIEWERS)
        .map(|i| {
            let (seated_all, asked) = (seated_all.clone(), asked.clone());
            tokio::spawn(reviewer(server.address, i, seated_all, asked))
        })
        .collect();
    let players: Vec<_> = (REVIEWERS..tables)
        .map(|i| {
            let (samples, seated_all, asked) = (samples.clone(), seated_all.clone(), asked.clone());
            tokio::spawn(playing(server.address, i, samples, seated_all, asked))
        })
        .collect();
    let mut moves = 0;
    for task in players {
        moves += task.await.expect("a playing table's task panicked");
    }
    let mut opened = Vec::new();
    let mut finished = Vec::new();
    for task in reviews {
        let (open, done) = task.await.expect("a reviewer's task panicked");
        opened.push(open);
        finished.push(done);
    }
    let mut keys = samples.lock().expect("samples").clone();
    keys.sort();
    opened.sort();
    finished.sort();
    let peak = status_kib(server.child.id(), "VmHWM:");
    println!(
        "{REVIEWERS} reviews asked at once beside {PLAYING_TABLES} tables playing: \
         {moves} moves, key to frame {}; v to the review screen {}; v to the review's end {}; \
         server peak RSS {peak} KiB",
        spread(&keys),
        spread(&opened),
        spread(&finished)
    );
    assert_eq!(
        moves,
        PLAYING_TABLES * MOVES,
        "every table played its moves"
    );
}

/// A student of the tournament test in the lobby, waiting for round 1.
async fn in_lobby(address: SocketAddr, index: usize) -> Student {
    let name = format!("t{index}");
    let mut student = Student::connect_from(address_of(index / 2), address, &name).await;
    student.wait_for("n new table").await;
    student
}

/// What one student saw of the round opening: when their round's line
/// came, and their keys' times to the first frame back (sitting down,
/// and South's first move).
struct Seen {
    line: Instant,
    keys: Vec<Duration>,
}

/// How long a student takes to read their round's line and start typing
/// their table's number: less than anyone takes to read a sentence, so
/// the test is no kinder than a class, but enough that one student's
/// keys do not race the lines still going to the others, as no class's
/// fingers could.
const REACTION: Duration = Duration::from_millis(300);

/// The server's and the students' terminals' processor time once the
/// last student has their line.
#[derive(Default)]
struct AllLines {
    seen: usize,
    cpu: Option<(u64, u64)>,
}

/// Waits for the student's round line, then after REACTION sits at the
/// table it names, and as South sows C; each key timed to the first
/// frame back. The last of `everyone` to see the line notes the time.
async fn take_the_round(
    mut student: Student,
    everyone: usize,
    lines: Arc<Mutex<AllLines>>,
    server: u32,
) -> Seen {
    // The lobby before the Enter shows no round: only the frames after it
    // are read into text, each once, which is most of a terminal's work
    // here and none of the server's.
    loop {
        student
            .next_data()
            .await
            .expect("a frame with the round's line");
        if student.text().contains("Round 1: you play table") {
            break;
        }
    }
    let line = Instant::now();
    {
        let mut lines = lines.lock().expect("the lines' tally");
        lines.seen += 1;
        if lines.seen == everyone {
            lines.cpu = Some((cpu_ms(server), cpu_ms(std::process::id())));
        }
    }
    tokio::time::sleep(REACTION).await;
    let text = student.text();
    let after = text.split("you play table ").nth(1).expect("the line");
    let table: String = after.chars().take_while(char::is_ascii_digit).collect();
    let south = after.contains("as South");
    let mut keys = Vec::new();
    let sent = Instant::now();
    student.send(format!("{table}\r").as_bytes()).await;
    student.next_data().await.expect("a frame after the key");
    keys.push(sent.elapsed());
    student.wait_for("WARI · ").await;
    if south {
        let sent = Instant::now();
        student.send(b"3").await;
        student.next_data().await.expect("a frame after the key");
        keys.push(sent.elapsed());
    }
    Seen { line, keys }
}

/// A class tournament's first round opening for every student at once:
/// the teacher starts a Swiss tournament of everyone in the lobby, the
/// room opens a table a pairing, and every lobby shows its student's
/// table. Reports the time from the teacher's Enter to each student's
/// round line with the processor time it took, and the keys' times as
/// they sit down and South moves; fails only if a student never gets a
/// table.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a release-mode load test: run it with --release --ignored"]
async fn a_tournament_round_opens_for_every_student_at_once() {
    let sessions = sessions();
    let (most_sessions, most_tables) =
        ((sessions + 50).to_string(), (sessions / 2 + 10).to_string());
    let mut server = Server::start(
        &[
            "--max-sessions",
            &most_sessions,
            "--max-tables",
            &most_tables,
        ],
        Stdio::null(),
    );
    let code = server.teacher_code();
    let pid = server.child.id();
    tokio::time::sleep(Duration::from_millis(200)).await;
    let base = rss_kib(pid);
    let connecting: Vec<_> = (0..sessions)
        .map(|i| tokio::spawn(in_lobby(server.address, i)))
        .collect();
    let mut students = Vec::new();
    for task in connecting {
        students.push(task.await.expect("a student's login panicked"));
    }
    let lobby_rss = rss_kib(pid);
    let mut teacher = Student::connect_teacher_with(server.address, &code).await;
    teacher.wait_for("No tables yet").await;
    teacher.send(b"\t\t\t").await;
    teacher.wait_for("t new tournament").await;
    teacher.send(b"t").await;
    teacher.wait_for(&format!("Tournament of {sessions}")).await;
    // The frames of the lobby filling are behind every student by now:
    // each one's terminal would have shown them as they came.
    tokio::time::sleep(Duration::from_millis(200)).await;
    for student in &mut students {
        student.catch_up().await;
    }
    let lines = Arc::new(Mutex::new(AllLines::default()));
    let rounds: Vec<_> = students
        .into_iter()
        .map(|student| tokio::spawn(take_the_round(student, sessions, lines.clone(), pid)))
        .collect();
    let cpu_before = cpu_ms(pid);
    let own_cpu_before = cpu_ms(std::process::id());
    let started = Instant::now();
    teacher.send(b"\r").await;
    let mut waits = Vec::new();
    let mut keys = Vec::new();
    for task in rounds {
        let seen = task.await.expect("a student's round panicked");
        waits.push(seen.line.saturating_duration_since(started));
        keys.extend(seen.keys);
    }
    let played_rss = rss_kib(pid);
    let cpu = cpu_ms(pid) - cpu_before;
    let own_cpu = cpu_ms(std::process::id()) - own_cpu_before;
    waits.sort();
    keys.sort();
    let per_session = played_rss.max(lobby_rss).saturating_sub(base) as f64 / sessions as f64;
    let (server_cpu, own_cpu_lines) = lines
        .lock()
        .expect("the lines' tally")
        .cpu
        .expect("the last line was counted");
    println!(
        "tournament of {sessions}: Enter to each student's round line {} (first {:.1?}); \
         to the last line server CPU {} ms and the students' terminals {} ms \
         (to the clock's 10 ms); then after {REACTION:?} each, \
         sitting down and South's first move, key to frame {}; \
         server RSS {base} KiB at start, {lobby_rss} KiB with everyone in the lobby, \
         {played_rss} KiB seated: {per_session:.0} KiB a session; \
         server CPU from the Enter to the last first move {cpu} ms, {} µs a student; \
         the students' terminals (this test) {own_cpu} ms",
        spread(&waits),
        waits.first().copied().unwrap_or_default(),
        server_cpu - cpu_before,
        own_cpu_lines - own_cpu_before,
        spread(&keys),
        cpu * 1000 / sessions as u64
    );
    assert_eq!(
        keys.len(),
        sessions + sessions / 2,
        "every student sat, every South moved"
    );
}
