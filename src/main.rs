//! The `wari` binary: parses the command line and reports errors. Every user
//! error exits with status 2 and one clear message.

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    match cli::run(cli::parse()) {
        Ok(()) => ExitCode::SUCCESS,
        // `wari perft 8 | head -1`: the reader has all it wanted, so the
        // output ends quietly, as `seq` or `grep` would end.
        Err(error) if stdout_closed(&error) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("wari: {error:#}");
            ExitCode::from(2)
        }
    }
}

/// Whether `error` is a write to a pipe whose reader has gone. Rust ignores
/// SIGPIPE, so the write fails with this error instead of ending the
/// process the way a C program's would.
fn stdout_closed(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
    })
}
