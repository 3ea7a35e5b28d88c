//! The command line: clap's parser and one file a subcommand.

mod board_text;
mod engine;
mod list_variants;
mod named_arg;
mod perft;
mod play;
mod record;
mod replay;
mod rules_args;
mod seat_args;
mod serve;
mod shell;
mod tablebase;

use std::io::Write;

use wari::engine::{Game, Player};

use engine::EngineArgs;
use perft::PerftArgs;
use play::PlayArgs;
use record::RecordArgs;
use replay::ReplayArgs;
use rules_args::RulesArgs;
use serve::ServeArgs;
use shell::CompletionsArgs;
use tablebase::TablebaseArgs;

/// Wari (Oware), the West African sowing game, in the terminal.
///
/// With no subcommand, opens the board: two players on one keyboard, a
/// person against the computer, or the computer against itself.
#[derive(Debug, clap::Parser)]
#[command(name = "wari", version, about, long_about = None,
          after_help = play::players_help())]
pub struct Cli {
    #[command(flatten)]
    rules: RulesArgs,

    #[command(flatten)]
    play: PlayArgs,

    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, clap::Subcommand)]
enum Command {
    /// Play moves from the start, or a record's game, and print every position.
    Replay(ReplayArgs),
    /// Print a game record as JSON, or turn such JSON back into a record.
    Record(RecordArgs),
    /// Count the move sequences of exactly DEPTH plies from the start.
    Perft(PerftArgs),
    /// List the variants of the rules file.
    Variants,
    /// Speak a line protocol on stdin and stdout, for scripts and other programs.
    #[command(after_help = engine::PROTOCOL_HELP)]
    Engine(EngineArgs),
    /// Build endgame tables, list them, and read a position's value from one.
    Tablebase(TablebaseArgs),
    /// Run the classroom: an SSH server giving every student the game.
    Serve(ServeArgs),
    /// Print the shell completion script, e.g. `wari completions bash`.
    Completions(CompletionsArgs),
    /// Print the man page (`wari man > wari.1`).
    Man,
}

/// Runs the command the user asked for.
pub fn run(cli: Cli) -> anyhow::Result<()> {
    let mut out = std::io::stdout().lock();
    match &cli.command {
        Some(Command::Variants) => list_variants::run(&cli.rules.variants()?, &mut out)?,
        Some(Command::Replay(args)) => replay::run(args, &cli.rules, &mut out)?,
        Some(Command::Record(args)) => record::run(args, &cli.rules, &mut out)?,
        Some(Command::Engine(args)) => engine::run(args, &cli.rules, &mut out)?,
        Some(Command::Perft(args)) => perft::run(args, &new_game(&cli.rules)?, &mut out)?,
        Some(Command::Tablebase(args)) => tablebase::run(args, &cli.rules, &mut out)?,
        Some(Command::Serve(args)) => serve::run(args, &cli.rules, &mut out)?,
        Some(Command::Completions(args)) => shell::completions(args, &mut out)?,
        Some(Command::Man) => shell::man(&mut out)?,
        None => {
            drop(out);
            return play::run(&cli.play, &cli.rules);
        }
    }
    out.flush()?;
    Ok(())
}

fn new_game(rules: &RulesArgs) -> anyhow::Result<Game> {
    Ok(Game::new(rules.resolve()?.rules, Player::South))
}
