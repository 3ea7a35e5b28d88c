//! `wari engine` as another program drives it: a real process, lines on
//! its stdin, answers read back one at a time.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use wari::engine::{Game, Player};
use wari::variants::Variants;

/// Far longer than any answer takes, even on a loaded machine: only a
/// hung engine waits this long.
const PATIENCE: Duration = Duration::from_secs(30);

/// How soon an engine must act on `stop`, `isready` or `quit` while
/// searching: it looks at its stop flag every 1024 nodes,
/// well under a millisecond, so this leaves room for a busy machine.
const AT_ONCE: Duration = Duration::from_secs(2);

/// A search that would run for hours: only `stop` or `quit` ends it, not
/// the end of the input.
const ENDLESS: &[u8] = b"go depth 100";

struct Engine {
    child: Child,
    /// `None` once closed: the engine sees the end of its input.
    stdin: Option<ChildStdin>,
    /// Answer lines, read on a thread of their own so that a test can
    /// give up on an engine that does not answer.
    lines: Receiver<String>,
}

impl Engine {
    fn start(args: &[&str]) -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_wari"))
            .args(args)
            .arg("engine")
            // A search near the end would start the endgame table's build
            // in the background, minutes of work these tests do not need.
            .env("WARI_NO_TABLE_BUILD", "1")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the wari binary runs");
        let stdin = child.stdin.take().expect("piped");
        let stdout = BufReader::new(child.stdout.take().expect("piped"));
        let (sender, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in stdout.lines() {
                let Ok(line) = line else { return };
                if sender.send(line).is_err() {
                    return;
                }
            }
        });
        Engine {
            child,
            stdin: Some(stdin),
            lines,
        }
    }

    fn send(&mut self, line: &[u8]) {
        let stdin = self.stdin.as_mut().expect("input still open");
        stdin.write_all(line).unwrap();
        stdin.write_all(b"\n").unwrap();
        stdin.flush().unwrap();
    }

    fn close_input(&mut self) {
        self.stdin = None;
    }

    /// The next answer line; the engine flushes after each, so this does
    /// not wait for the input to close.
    fn read(&mut self) -> String {
        self.read_within(PATIENCE)
            .expect("the engine answers in time")
    }

    fn read_within(&mut self, time: Duration) -> Option<String> {
        self.lines.recv_timeout(time).ok()
    }

    /// Skips `info` lines until a line that is not one, within `time`.
    fn answer_within(&mut self, time: Duration) -> Option<String> {
        let deadline = Instant::now() + time;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = self.read_within(left)?;
            if !line.starts_with("info ") {
                return Some(line);
            }
        }
    }

    /// Every line still to come, until the engine closes its output.
    fn rest(&mut self) -> Vec<String> {
        std::iter::from_fn(|| self.read_within(PATIENCE)).collect()
    }

    /// Starts a search that only `stop` or `quit` ends, and waits until it
    /// has reported its first depth: it is running.
    fn search_endlessly(&mut self) {
        self.send(ENDLESS);
        let info = self.read();
        assert!(info.starts_with("info depth 1 "), "{info}");
    }

    /// The exit status, if the process ends within `time`.
    fn exit_within(&mut self, time: Duration) -> Option<ExitStatus> {
        let deadline = Instant::now() + time;
        while Instant::now() < deadline {
            if let Some(status) = self.child.try_wait().unwrap() {
                return Some(status);
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        None
    }
}

impl Drop for Engine {
    /// An engine left running by a failed test is ended, not leaked.
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn a_real_engine_answers_each_line_as_it_comes_and_survives_bad_ones() {
    let mut engine = Engine::start(&["--variant", "warri-society"]);
    for bad in [
        &b"nonsense"[..],
        b"go depth many",
        b"moves 1 1 1",
        b"\xc3\x28",
    ] {
        engine.send(bad);
        let answer = engine.read();
        assert!(answer.starts_with("error "), "{answer}");
    }
    engine.send(b"moves 3");
    engine.send(b"legal");
    assert_eq!(engine.read(), "legal 1 2 3 4 5 6");
    engine.send(b"go depth 3");
    for depth in 1..=3 {
        let info = engine.read();
        assert!(
            info.starts_with(&format!("info depth {depth} score ")),
            "{info}"
        );
    }
    let best = engine.read();
    assert!(best.starts_with("bestmove "), "{best}");
    engine.send(b"quit");
    let status = engine.exit_within(PATIENCE).expect("quit ends the engine");
    assert!(status.success());
}

#[test]
fn end_of_input_ends_the_engine_cleanly() {
    let mut engine = Engine::start(&[]);
    engine.send(b"isready");
    assert_eq!(engine.read(), "readyok");
    engine.close_input();
    let status = engine
        .exit_within(PATIENCE)
        .expect("the end of input ends it");
    assert!(status.success());
}

#[test]
fn help_documents_every_command() {
    let output = Command::new(env!("CARGO_BIN_EXE_wari"))
        .args(["engine", "--help"])
        .output()
        .expect("the wari binary runs");
    assert!(output.status.success());
    let help = String::from_utf8_lossy(&output.stdout);
    for command in [
        "variant NAME",
        "rules FILE",
        "new",
        "moves M1",
        "go movetime MS",
        "go depth D",
        "go nodes N",
        "goal win|balance",
        "level easy|medium|hard",
        "legal",
        "show",
        "stop",
        "isready",
        "quit",
    ] {
        assert!(help.contains(command), "{command} missing from {help}");
    }
}

#[test]
fn stop_ends_a_long_search_with_a_legal_bestmove_at_once() {
    let mut engine = Engine::start(&[]);
    engine.search_endlessly();
    let stopped = Instant::now();
    engine.send(b"stop");
    let best = engine
        .answer_within(AT_ONCE)
        .expect("a bestmove soon after stop");
    assert!(stopped.elapsed() < AT_ONCE);
    let m = best.strip_prefix("bestmove ").expect("bestmove");
    assert!(["1", "2", "3", "4", "5", "6"].contains(&m), "{best}");
    // The engine goes on: the position is still the start.
    engine.send(b"legal");
    assert_eq!(engine.read(), "legal 1 2 3 4 5 6");
}

#[test]
fn isready_is_answered_mid_search_and_other_lines_wait_for_bestmove() {
    let mut engine = Engine::start(&[]);
    engine.search_endlessly();
    engine.send(b"legal");
    engine.send(b"isready");
    assert_eq!(engine.answer_within(AT_ONCE).as_deref(), Some("readyok"));
    engine.send(b"stop");
    let best = engine.answer_within(AT_ONCE).expect("bestmove");
    assert!(best.starts_with("bestmove "), "{best}");
    assert_eq!(engine.read(), "legal 1 2 3 4 5 6");
}

#[test]
fn quit_mid_search_ends_the_engine_at_once() {
    let mut engine = Engine::start(&[]);
    engine.search_endlessly();
    engine.send(b"quit");
    let status = engine.exit_within(AT_ONCE).expect("quit ends it at once");
    assert!(status.success());
}

/// A script's first try: its commands piped in, the input closed before
/// the search has answered.
#[test]
fn end_of_input_lets_a_depth_search_finish_and_answer() {
    let mut engine = Engine::start(&[]);
    engine.send(b"moves 3 3");
    engine.send(b"go depth 6");
    engine.send(b"legal");
    engine.close_input();
    let rest = engine.rest();
    let answers: Vec<&String> = rest.iter().filter(|l| !l.starts_with("info ")).collect();
    assert_eq!(answers.len(), 2, "{rest:?}");
    let best = answers[0].strip_prefix("bestmove ").expect("bestmove");
    let mut game = Game::new(Variants::builtin().default_variant().rules(), Player::South);
    for number in [3, 3] {
        game.play_number(number).expect("the moves sent are legal");
    }
    let number: usize = best.parse().expect("a move number");
    assert!(game.play_number(number).is_ok(), "{best} is illegal");
    // The line after the search is still carried out.
    assert!(answers[1].starts_with("legal "), "{rest:?}");
    let status = engine.exit_within(PATIENCE).expect("then it ends");
    assert!(status.success());
}

#[test]
fn end_of_input_stops_a_timed_search_with_its_best_move_so_far() {
    let mut engine = Engine::start(&[]);
    engine.send(b"go movetime 60000");
    let info = engine.read();
    assert!(info.starts_with("info depth 1 "), "{info}");
    engine.close_input();
    // PATIENCE is half the minute asked for: an answer within it was cut
    // short by the end of the input.
    let best = engine.answer_within(PATIENCE).expect("a bestmove");
    let m = best.strip_prefix("bestmove ").expect("bestmove");
    assert!(["1", "2", "3", "4", "5", "6"].contains(&m), "{best}");
    let status = engine.exit_within(PATIENCE).expect("then it ends");
    assert!(status.success());
}

#[test]
fn a_depth_past_the_deepest_is_refused_not_clamped() {
    let mut engine = Engine::start(&[]);
    engine.send(b"go depth 101");
    assert_eq!(engine.read(), "error go: depth must be at most 100");
    engine.send(b"isready");
    assert_eq!(engine.read(), "readyok");
}

#[test]
fn a_hash_size_out_of_range_is_refused_with_an_error() {
    for hash in ["0", "1025", "99999999999999999999"] {
        let output = Command::new(env!("CARGO_BIN_EXE_wari"))
            .args(["engine", "--hash", hash])
            .stdin(Stdio::null())
            .output()
            .expect("the wari binary runs");
        assert!(!output.status.success(), "--hash {hash} accepted");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.starts_with("error: "), "{stderr}");
        assert!(stderr.contains("--hash"), "{stderr}");
        assert!(output.stdout.is_empty());
    }
}
