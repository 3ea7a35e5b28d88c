//! A lesson no crash can lose, tried twenty times over: the release
//! `wari serve` is killed with SIGKILL at moments drawn from a seed (the
//! test prints it; `WARI_CRASH_SEED` replays it) and started again on the
//! same class, while two students over SSH play one game. Each move a
//! student was shown must be in the journal after every restart, the game
//! goes on from the journal each time, and the lesson plays to its end.
//!
//! Ignored by plain `cargo test`: `.ci/run` runs it in release, its own
//! step, as `cargo test --release --test serve_crash -- --ignored`.

mod ssh;

use std::path::Path;
use std::process::Stdio;

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use rusqlite::{Connection, OpenFlags};
use rustix::process::Signal;
use ssh::Student;
use ssh::process::Server;
use wari::engine::{Game, Move, Player, Rules};

const ARGS: [&str; 2] = ["--variant", "kids-and-caboodles"];

/// The pits of table 1's game as the class's journal has them now, read as
/// any SQLite tool would while the server runs.
fn journaled_moves(class: &Path) -> Vec<usize> {
    let db = Connection::open_with_flags(class, OpenFlags::SQLITE_OPEN_READ_ONLY)
        .expect("the class's journal");
    let mut query = db
        .prepare(
            "SELECT body FROM events WHERE kind = 'moved' \
             AND lesson = (SELECT max(id) FROM lessons) ORDER BY seq",
        )
        .expect("a query");
    let bodies = query
        .query_map([], |row| row.get::<_, String>(0))
        .expect("the events");
    bodies
        .map(|body| {
            let event: serde_json::Value =
                serde_json::from_str(&body.expect("a body")).expect("JSON");
            assert_eq!(event["table"], 1, "{event}");
            event["pit"].as_u64().expect("a pit") as usize
        })
        .collect()
}

/// The game the moves numbered `moves` make.
fn replayed(moves: &[usize]) -> Game {
    let mut game = Game::new(Rules::kids_and_caboodles(), Player::South);
    for &number in moves {
        game.play_number(number)
            .expect("a legal move in the journal");
    }
    game
}

/// The players, South's first.
const NAMES: [&str; 2] = ["ama", "kofi"];

/// A student logging in.
async fn connect(server: &Server, name: &str) -> Student {
    Student::connect(server.address, name).await
}

/// Ama opens table 1 and kofi sits at it: a new game, ama to move.
async fn seated(server: &Server) -> [Student; 2] {
    let mut ama = connect(server, "ama").await;
    ama.wait_for("No tables yet").await;
    ama.send(b"n").await;
    ama.wait_for("New table").await;
    ama.send(b"\r").await;
    ama.wait_for("waiting for a second player").await;
    let mut kofi = connect(server, "kofi").await;
    kofi.wait_for("ama vs").await;
    kofi.send(b"\r").await;
    ama.wait_for("ama's turn").await;
    [ama, kofi]
}

/// Both students back in the room and at table 1, their seats kept.
async fn both_back(server: &Server) -> [Student; 2] {
    let mut back = Vec::new();
    for name in NAMES {
        let mut student = connect(server, name).await;
        student
            .wait_for("Your seat at table 1 is kept for you")
            .await;
        student.send(b"1\r").await;
        student.wait_for("WARI · kids-and-caboodles").await;
        back.push(student);
    }
    let [ama, kofi]: [Student; 2] = back.try_into().ok().expect("two students");
    [ama, kofi]
}

/// Sends the move numbered `number` as `shown`'s player to move, and
/// waits until their own board has it: their turn first (so that what
/// follows is news), then the other's turn, or the game's end.
async fn play(students: &mut [Student; 2], shown: &[usize], number: usize) {
    let mover = replayed(shown).position().to_move();
    let me = usize::from(mover == Player::North);
    let student = &mut students[me];
    student.wait_for(&format!("▶ {}'s turn", NAMES[me])).await;
    student.send(number.to_string().as_bytes()).await;
    let mut after = shown.to_vec();
    after.push(number);
    match game_over(&after) {
        true => student.wait_for("Game over").await,
        false => {
            student
                .wait_for(&format!("▶ {}'s turn", NAMES[1 - me]))
                .await
        }
    }
}

#[tokio::test]
#[ignore = "twenty restarts of the release binary: a step of .ci/run of its own"]
async fn twenty_kills_lose_no_move_anyone_was_shown() {
    let seed = std::env::var("WARI_CRASH_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(rand::random::<u64>);
    println!("WARI_CRASH_SEED={seed}");
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut server = Server::start(&ARGS, Stdio::null());
    let mut students = seated(&server).await;
    let mut shown: Vec<usize> = Vec::new();
    for restart in 1..=20 {
        for _ in 0..rng.random_range(0..=3) {
            if game_over(&shown) {
                break;
            }
            let number = pick(&replayed(&shown), &mut rng);
            play(&mut students, &shown, number).await;
            shown.push(number);
        }
        // Now and then a key that the kill may beat to the journal.
        let pending = !game_over(&shown) && rng.random_bool(0.5);
        if pending {
            let mover = usize::from(replayed(&shown).position().to_move() == Player::North);
            let number = pick(&replayed(&shown), &mut rng);
            students[mover].send(number.to_string().as_bytes()).await;
        }
        server = server.killed_and_started_again(&ARGS, Stdio::null());
        let journaled = journaled_moves(&server.records().join("class.sqlite"));
        assert!(
            journaled.starts_with(&shown) && journaled.len() <= shown.len() + usize::from(pending),
            "restart {restart}, WARI_CRASH_SEED={seed}: shown {shown:?}, journaled {journaled:?}"
        );
        // The journal is the game from here on.
        shown = journaled;
        if game_over(&shown) {
            continue;
        }
        students = both_back(&server).await;
    }
    finish(server, students, &shown, seed).await;
}

/// The lesson's end: the players agree to stop (unless the game ended by
/// itself), Ctrl-C stops the server, and results.csv holds the game with
/// every move.
async fn finish(mut server: Server, students: [Student; 2], shown: &[usize], seed: u64) {
    let [mut ama, mut kofi] = students;
    if !game_over(shown) {
        let mover = replayed(shown).position().to_move();
        let (offerer, other) = match mover {
            Player::South => (&mut ama, &mut kofi),
            Player::North => (&mut kofi, &mut ama),
        };
        offerer.send(b"e").await;
        offerer.send(b"y").await;
        other.wait_for("offers to stop").await;
        other.send(b"y").await;
        offerer.wait_for("Game over").await;
    }
    server.signal(Signal::INT);
    let (status, _) = server.exit_and_read_stdout();
    assert!(status.success(), "{status:?}");
    let csv = std::fs::read_to_string(server.records().join("results.csv")).expect("results.csv");
    let rows: Vec<&str> = csv.lines().skip(1).collect();
    assert_eq!(rows.len(), 1, "WARI_CRASH_SEED={seed}: {csv}");
    let moves = format!(",{},", shown.len());
    assert!(
        rows[0].contains(&moves),
        "WARI_CRASH_SEED={seed}: {moves} in {csv}"
    );
}

fn game_over(moves: &[usize]) -> bool {
    replayed(moves).outcome().is_some()
}

/// A legal move of the player to move, by its number.
fn pick(game: &Game, rng: &mut SmallRng) -> usize {
    let legal = game.legal_moves();
    let moves: &[Move] = legal.as_slice();
    moves[rng.random_range(0..moves.len())].number()
}
