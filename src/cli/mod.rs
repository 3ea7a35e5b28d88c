//! The command line: clap's parser and one file a subcommand.

mod board_text;
mod class;
mod engine;
mod home;
mod learn;
mod list_variants;
mod named_arg;
mod perft;
mod play;
mod puzzles;
mod record;
mod replay;
mod review;
mod rules_args;
mod seat_args;
mod serve;
mod serve_lesson;
mod shell;
mod tablebase;

use std::io::Write;

use clap::parser::ValueSource;
use clap::{CommandFactory, FromArgMatches};

use wari::engine::{Game, Player};
use wari_words::{Lang, reader};

use engine::EngineArgs;
use perft::PerftArgs;
use play::PlayArgs;
use puzzles::PuzzlesArgs;
use record::RecordArgs;
use replay::ReplayArgs;
use review::ReviewArgs;
use rules_args::RulesArgs;
use serve::ServeArgs;
use shell::CompletionsArgs;
use tablebase::TablebaseArgs;

/// Wari (Oware), the West African sowing game, in the terminal.
///
/// With no subcommand, opens the home screen to choose a game: two players
/// on one keyboard, a person against the computer, or the computer against
/// itself. A flag that chooses the game (--south, --mode, --load...) starts
/// it at once.
#[derive(Debug, clap::Parser)]
#[command(name = "wari", version, about, long_about = None,
          after_help = play::players_help())]
pub struct Cli {
    #[command(flatten)]
    rules: RulesArgs,

    #[command(flatten)]
    play: PlayArgs,

    /// The language of every screen: en, fr or nl (or a locale naming
    /// one, as LANG does: fr_FR.UTF-8). Without it, the one
    /// chosen on the home screen, else LC_ALL, LC_MESSAGES or LANG, else
    /// English. The command line's own output stays English.
    #[arg(long, global = true, value_name = "CODE")]
    lang: Option<Lang>,

    #[command(subcommand)]
    command: Option<Command>,

    /// Whether a flag says what to play, so the game starts at once rather
    /// than on the home screen.
    #[arg(skip)]
    game_flags: bool,
}

/// The flags that choose a game: any one of them skips the home screen.
/// `--rules` only says which file the home screen offers, and `--speed`,
/// `--ascii` and `--flip` how the board looks, so they do not.
const GAME_FLAGS: [&str; 12] = [
    "south",
    "north",
    "south_name",
    "north_name",
    "first",
    "mode",
    "coop",
    "hurry_seconds",
    "load",
    "variant",
    "pits",
    "seeds",
];

/// Parses the command line (exiting with clap's message on an error), and
/// notes whether a game flag was given.
pub fn parse() -> Cli {
    from_matches(Cli::command().get_matches())
}

fn from_matches(matches: clap::ArgMatches) -> Cli {
    let mut cli = Cli::from_arg_matches(&matches).unwrap_or_else(|error| error.exit());
    cli.game_flags = GAME_FLAGS
        .iter()
        .any(|id| matches.value_source(id) == Some(ValueSource::CommandLine));
    cli
}

#[derive(Debug, clap::Subcommand)]
enum Command {
    /// Play moves from the start, or a record's game, and print every position.
    Replay(ReplayArgs),
    /// Judge every move of a recorded game: where it was won and lost.
    Review(ReviewArgs),
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
    /// A class's term from its journal (`report`), or the class deleted.
    Class(class::ClassArgs),
    /// Learn to play: short lessons with exercises on the board, following --variant.
    Learn,
    /// Solve puzzles in the variant chosen with --variant: find the move
    /// that wins the most; `wari puzzles make` makes a set.
    Puzzles(PuzzlesArgs),
    /// Print the shell completion script, e.g. `wari completions bash`.
    Completions(CompletionsArgs),
    /// Print the man page (`wari man > wari.1`).
    Man,
}

/// Runs the command the user asked for.
pub fn run(cli: Cli) -> anyhow::Result<()> {
    reader::set_default(cli.lang.unwrap_or_else(locale_lang));
    let mut out = std::io::stdout().lock();
    match &cli.command {
        Some(Command::Variants) => list_variants::run(&cli.rules.variants()?, &mut out)?,
        Some(Command::Replay(args)) => replay::run(args, &cli.rules, &mut out)?,
        Some(Command::Review(args)) => review::run(args, &cli.rules, cli.play.look(), &mut out)?,
        Some(Command::Record(args)) => record::run(args, &cli.rules, &mut out)?,
        Some(Command::Engine(args)) => engine::run(args, &cli.rules, &mut out)?,
        Some(Command::Perft(args)) => perft::run(args, &new_game(&cli.rules)?, &mut out)?,
        Some(Command::Tablebase(args)) => tablebase::run(args, &cli.rules, &mut out)?,
        Some(Command::Serve(args)) => serve::run(args, &cli.rules, &mut out)?,
        Some(Command::Class(args)) => class::run(args, &mut out)?,
        Some(Command::Completions(args)) => shell::completions(args, &mut out)?,
        Some(Command::Man) => shell::man(&mut out)?,
        Some(Command::Learn) => {
            drop(out);
            reader::set_default(cli.lang.unwrap_or_else(home::remembered_lang));
            return learn::run(&cli.rules, cli.play.look());
        }
        Some(Command::Puzzles(args)) => {
            drop(out);
            reader::set_default(cli.lang.unwrap_or_else(home::remembered_lang));
            return puzzles::run(args, &cli.rules, cli.play.look());
        }
        None => {
            drop(out);
            if cli.game_flags {
                return play::run(&cli.play, &cli.rules);
            }
            return home::run(&cli.play, &cli.rules, cli.lang);
        }
    }
    out.flush()?;
    Ok(())
}

/// The language the process's locale asks for, else English.
fn locale_lang() -> Lang {
    Lang::from_locale_vars(|name| std::env::var(name).ok()).unwrap_or_default()
}

fn new_game(rules: &RulesArgs) -> anyhow::Result<Game> {
    Ok(Game::new(rules.resolve()?.rules, Player::South))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn starts_at_once(args: &[&str]) -> bool {
        let matches = Cli::command()
            .try_get_matches_from(args)
            .expect("valid options");
        from_matches(matches).game_flags
    }

    #[test]
    fn only_a_flag_that_chooses_the_game_skips_the_home_screen() {
        assert!(!starts_at_once(&["wari"]));
        assert!(!starts_at_once(&[
            "wari", "--speed", "off", "--ascii", "--flip"
        ]));
        assert!(!starts_at_once(&["wari", "--rules", "my-rules.toml"]));
        // Even a flag given its default value says what to play.
        assert!(starts_at_once(&["wari", "--south", "South"]));
        assert!(starts_at_once(&["wari", "--mode", "win-win"]));
        assert!(starts_at_once(&["wari", "--variant", "warri-society"]));
        assert!(starts_at_once(&["wari", "--load", "game.wari"]));
    }
}
