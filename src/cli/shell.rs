//! `wari completions SHELL` and `wari man`: what an installed program
//! offers its shell and `man`, made from the same clap definition as the
//! parser so they never disagree with it.

use std::io::Write;

use clap::CommandFactory;
use clap_complete::Shell;

use super::Cli;

/// Options of `wari completions`.
#[derive(Debug, clap::Args)]
pub struct CompletionsArgs {
    /// The shell to complete for.
    #[arg(value_enum, value_name = "SHELL")]
    shell: Shell,
}

/// Prints the completion script for the shell asked for.
pub fn completions(args: &CompletionsArgs, out: &mut impl Write) -> anyhow::Result<()> {
    // clap_complete panics if its writer fails; a buffer cannot, so a
    // closed stdout stays an error main reports quietly.
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut Cli::command(), "wari", &mut script);
    out.write_all(&script)?;
    Ok(())
}

/// Prints the man page, in roff.
pub fn man(out: &mut impl Write) -> anyhow::Result<()> {
    let mut page = Vec::new();
    clap_mangen::Man::new(Cli::command()).render(&mut page)?;
    out.write_all(&page)?;
    Ok(())
}
