//! `wari engine` as another program drives it: a real process, lines on
//! its stdin, answers read back one at a time.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

struct Engine {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Engine {
    fn start(args: &[&str]) -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_wari"))
            .args(args)
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the wari binary runs");
        let stdin = child.stdin.take().expect("piped");
        let stdout = BufReader::new(child.stdout.take().expect("piped"));
        Engine {
            child,
            stdin,
            stdout,
        }
    }

    fn send(&mut self, line: &[u8]) {
        self.stdin.write_all(line).unwrap();
        self.stdin.write_all(b"\n").unwrap();
        self.stdin.flush().unwrap();
    }

    /// The next answer line; the engine flushes after each, so this does
    /// not wait for the input to close.
    fn read(&mut self) -> String {
        let mut line = String::new();
        self.stdout.read_line(&mut line).unwrap();
        line.trim_end().to_owned()
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
    let status = engine.child.wait().unwrap();
    assert!(status.success());
}

#[test]
fn end_of_input_ends_the_engine_cleanly() {
    let mut engine = Engine::start(&[]);
    engine.send(b"isready");
    assert_eq!(engine.read(), "readyok");
    drop(engine.stdin);
    assert!(engine.child.wait().unwrap().success());
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
        "goal win|balance",
        "level easy|medium|hard",
        "legal",
        "show",
        "isready",
        "quit",
    ] {
        assert!(help.contains(command), "{command} missing from {help}");
    }
}
