//! The `wari` binary: parses the command line and reports errors. Every user
//! error exits with status 2 and one clear message.

mod cli;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    match cli::run(cli::Cli::parse()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("wari: {error:#}");
            ExitCode::from(2)
        }
    }
}
