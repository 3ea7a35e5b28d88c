//! The real `wari serve` binary as a separate process, for what only a
//! process shows: its memory, its signals, its log.

use std::io::{BufRead, BufReader, Read};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Child, ChildStdout, Command, Stdio};

use super::CODE;

/// A running `wari serve`, killed when dropped.
pub struct Server {
    pub child: Child,
    pub address: SocketAddr,
    /// Kept open: the server's greeting goes on after the first line;
    /// `None` once closed, as when `tee` is stopped with the server.
    stdout: Option<BufReader<ChildStdout>>,
    /// Holds the host key made on first start and the game records.
    dir: tempfile::TempDir,
}

impl Server {
    /// Starts `wari serve` on a free loopback port with the test code,
    /// `args` added, and its log going to `stderr`.
    pub fn start(args: &[&str], stderr: Stdio) -> Server {
        let dir = tempfile::tempdir().expect("a temporary directory");
        Server::start_in(dir, args, stderr)
    }

    /// Kills the server at once (SIGKILL: a crash, a laptop's battery)
    /// and starts it again on the same host key and records folder, so
    /// with the same class, `args` added.
    pub fn killed_and_started_again(mut self, args: &[&str], stderr: Stdio) -> Server {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let dir = tempfile::tempdir().expect("a temporary directory");
        let dir = std::mem::replace(&mut self.dir, dir);
        Server::start_in(dir, args, stderr)
    }

    /// The first line of the server's greeting that starts with `prefix`.
    pub fn greeting_line(&mut self, prefix: &str) -> String {
        let stdout = self.stdout.as_mut().expect("the server's output is read");
        let mut line = String::new();
        loop {
            line.clear();
            let read = stdout.read_line(&mut line).expect("the greeting");
            assert!(read > 0, "the greeting ended without a line {prefix:?}");
            if line.starts_with(prefix) {
                return line.trim_end().to_owned();
            }
        }
    }

    fn start_in(dir: tempfile::TempDir, args: &[&str], stderr: Stdio) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_wari"))
            .args(["serve", "--listen", "127.0.0.1:0", "--join-code", CODE])
            .arg("--host-key")
            .arg(dir.path().join("host_key"))
            .arg("--records")
            .arg(dir.path().join("records"))
            .args(args)
            // No endgame table built at start: the tests measure the
            // classroom, not a build beside it.
            .env(wari::tablebase::cache::NO_BUILD, "1")
            .stdout(Stdio::piped())
            .stderr(stderr)
            .spawn()
            .expect("start wari serve");
        let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
        let mut first = String::new();
        stdout.read_line(&mut first).expect("the address line");
        let address = first
            .trim()
            .rsplit(' ')
            .next()
            .and_then(|a| a.parse().ok())
            .unwrap_or_else(|| panic!("no address in {first:?}"));
        Server {
            child,
            address,
            stdout: Some(stdout),
            dir,
        }
    }

    /// The teacher code the server printed at start, read from its
    /// greeting.
    pub fn teacher_code(&mut self) -> String {
        let line = self.greeting_line("teacher code: ");
        let code = line.strip_prefix("teacher code: ").unwrap_or_default();
        code.split_whitespace()
            .next()
            .unwrap_or_default()
            .to_owned()
    }

    /// Sends the server `signal`: Ctrl-C is `Signal::INT`.
    pub fn signal(&self, signal: rustix::process::Signal) {
        let pid = i32::try_from(self.child.id())
            .ok()
            .and_then(rustix::process::Pid::from_raw)
            .expect("the server's pid");
        rustix::process::kill_process(pid, signal).expect("the signal is sent");
    }

    /// Where the server writes the lesson's game records.
    pub fn records(&self) -> PathBuf {
        self.dir.path().join("records")
    }

    /// Waits for the server to exit and returns what it printed after its
    /// first line: the rest of the greeting, and what it says on stopping.
    pub fn exit_and_read_stdout(&mut self) -> (std::process::ExitStatus, String) {
        let status = self.child.wait().expect("the server ends");
        let mut rest = String::new();
        self.stdout
            .as_mut()
            .expect("the server's output is read")
            .read_to_string(&mut rest)
            .expect("the server's output");
        (status, rest)
    }

    /// Stops reading the server's output: what it prints from now on meets
    /// a closed pipe.
    pub fn close_stdout(&mut self) {
        self.stdout = None;
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
