//! `wari` with no subcommand: the board for two players on one keyboard.

use std::num::NonZeroU64;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{Context, bail};
use wari::app::{App, Perspective, Saved, Setup};
use wari::engine::Player;
use wari::look::Look;
use wari::search::Level;
use wari::setup::{DEFAULT_LEVEL, Mode, hurry_seconds};
use wari::tui::{self, Ending};

use super::named_arg::NamedArg;
use super::rules_args::RulesArgs;
use super::seat_args::{self, SeatArg};

/// Where `s` saves when no game was loaded.
pub const DEFAULT_SAVE: &str = "wari-game.wari";

/// The options of play: who plays, how, and how the board looks.
#[derive(Debug, clap::Args)]
pub struct PlayArgs {
    /// Who plays South (the bottom row): a person's name, `human`, or
    /// `computer[:LEVEL]` with LEVEL easy, medium (the default) or hard;
    /// see "Players" below.
    #[arg(long, value_name = "WHO", default_value = "South")]
    south: String,

    /// Who plays North (the top row), as for --south.
    #[arg(long, value_name = "WHO", default_value = "North")]
    north: String,

    /// South's name, when --south says who plays rather than naming them
    /// (`--south computer:hard --south-name Kofi`).
    #[arg(long, value_name = "NAME")]
    south_name: Option<String>,

    /// North's name, as for --south-name.
    #[arg(long, value_name = "NAME")]
    north_name: Option<String>,

    /// Who moves first.
    #[arg(long, default_value = Player::South.name(), value_parser = NamedArg::<Player>::all())]
    first: Player,

    /// The way to play: sorry (competitive), win-win (co-operative) or
    /// hurry (a countdown each turn).
    #[arg(long, default_value = Mode::Sorry.name(),
          value_parser = NamedArg::among(&Mode::APART_FROM_COOP))]
    mode: Mode,

    /// Play Hurry Wari co-operatively (Win-Win's goal).
    #[arg(long)]
    coop: bool,

    /// Seconds a turn has in Hurry Wari [default: 5].
    #[arg(long, value_name = "N", value_parser = hurry_seconds_arg)]
    hurry_seconds: Option<NonZeroU64>,

    /// How fast the seeds are sown on the screen.
    #[arg(long, value_enum, default_value_t = Speed::Normal)]
    speed: Speed,

    /// Draw with ASCII only, for terminals without Unicode: every screen,
    /// the lessons, the puzzles and the review too.
    #[arg(long, global = true)]
    ascii: bool,

    /// Turn the board round. `--flip` alone puts the player to move at
    /// the bottom, turning the board after every move, for two players
    /// passing one screen; `--flip north` keeps North's row at the bottom
    /// (`--flip south` is the usual board). `f` turns it while playing.
    #[arg(long, value_enum, value_name = "SIDE", num_args = 0..=1,
          default_missing_value = "mover")]
    flip: Option<Flip>,

    /// Continue a game from a record (or a TOML save of earlier versions);
    /// `s` then saves the record back to it [default save: wari-game.wari].
    #[arg(long, value_name = "FILE",
          conflicts_with_all = ["south", "north", "south_name", "north_name", "first", "mode", "coop",
                                 "hurry_seconds"])]
    load: Option<PathBuf>,
}

/// The end of `wari --help`: who can play, the computer's levels from
/// the search's own descriptions (so the two cannot drift apart), and the
/// commands people try first.
pub fn players_help() -> String {
    let levels: Vec<String> = Level::ALL
        .iter()
        .map(|level| {
            let default = if *level == DEFAULT_LEVEL {
                " (the default)"
            } else {
                ""
            };
            format!("  {:<8}{}{default}", level.name(), level.description())
        })
        .collect();
    format!(
        "Players (--south WHO, --north WHO):
  NAME              a person at the keyboard, called NAME
  human             a person, called South or North (or --south-name ...)
  computer[:LEVEL]  the computer, called Computer (or --north-name ...)

The computer's levels:
{}

The hard level searches about a second a move; in Hurry Wari every level answers
within the countdown. In Win-Win Wari the computer is a partner: it plays for
level stores, not for itself.

Examples:
  wari --north computer:hard                   play South against the computer
  wari --south Ama --north computer:easy --north-name Kofi
  wari --mode win-win --north computer         win together with the computer
  wari --south computer:hard --north computer:easy
                                               a demo that plays itself",
        levels.join("\n")
    )
}

/// Whose row `--flip` puts at the bottom.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
enum Flip {
    /// The player to move's, turning after each move.
    Mover,
    /// North's, always.
    North,
    /// South's, always: the usual board.
    South,
}

impl Flip {
    fn perspective(flip: Option<Flip>) -> Perspective {
        match flip {
            None | Some(Flip::South) => Perspective::Seat(Player::South),
            Some(Flip::North) => Perspective::Seat(Player::North),
            Some(Flip::Mover) => Perspective::Mover,
        }
    }
}

/// `--hurry-seconds`, bounded as a save's and a record's are.
fn hurry_seconds_arg(text: &str) -> Result<NonZeroU64, String> {
    let seconds = text
        .parse()
        .map_err(|_| format!("{text:?} is not a whole number of seconds"))?;
    hurry_seconds(seconds).map_err(|e| e.to_string())
}

/// Time for one seed to fall.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
enum Speed {
    /// No animation: the move's result at once.
    Off,
    /// 60 ms a seed.
    Fast,
    /// 150 ms a seed.
    Normal,
    /// 300 ms a seed, to follow every seed.
    Slow,
}

impl Speed {
    fn seed_step(self) -> Duration {
        Duration::from_millis(match self {
            Speed::Off => 0,
            Speed::Fast => 60,
            Speed::Normal => 150,
            Speed::Slow => 300,
        })
    }
}

/// Builds the game (new or loaded) and plays it in this terminal. A
/// signal's exit status is 128 plus its number, as shells expect.
pub fn run(args: &PlayArgs, rules: &RulesArgs) -> anyhow::Result<()> {
    let (app, save_to) = match &args.load {
        Some(path) => {
            let saved = load(path, rules, args.speed)?;
            (App::resume(saved, args.look(), seed()), path.clone())
        }
        None => (
            App::new(setup(args, rules)?, args.look(), seed()),
            PathBuf::from(DEFAULT_SAVE),
        ),
    };
    let app = app.facing(args.perspective());
    match tui::run(app, &save_to).context("cannot play in this terminal")? {
        Ending::Quit => Ok(()),
        Ending::Signal(signal) => std::process::exit(128 + signal),
    }
}

/// The seed of a game's randomness: only Hurry's random moves and the
/// easy computer's mistakes use it, so any will do.
pub fn seed() -> u64 {
    rand::random()
}

impl PlayArgs {
    /// How every screen is drawn: `--ascii`, and `NO_COLOR` when set.
    pub fn look(&self) -> Look {
        Look {
            ascii: self.ascii,
            no_color: std::env::var_os("NO_COLOR").is_some_and(|value| !value.is_empty()),
        }
    }

    /// Which way round the board is drawn (`--flip`).
    pub fn perspective(&self) -> Perspective {
        Flip::perspective(self.flip)
    }

    /// How long a seed takes to fall (`--speed`).
    pub fn seed_step(&self) -> Duration {
        self.speed.seed_step()
    }
}

fn setup(args: &PlayArgs, rules: &RulesArgs) -> anyhow::Result<Setup> {
    if args.coop && !args.mode.is_hurry() {
        bail!("--coop is for --mode hurry; win-win is already co-operative");
    }
    if args.hurry_seconds.is_some() && !args.mode.is_hurry() {
        bail!("--hurry-seconds is for --mode hurry: the other modes have no countdown");
    }
    let chosen = rules.resolve()?;
    let mut setup = Setup {
        seats: seat_args::seats(
            SeatArg {
                who: &args.south,
                name: args.south_name.as_deref(),
            },
            SeatArg {
                who: &args.north,
                name: args.north_name.as_deref(),
            },
        )?,
        first: args.first,
        mode: args.mode.with_coop(args.coop),
        seed_step: args.speed.seed_step(),
        ..Setup::new(chosen.variant.name(), chosen.rules)
    };
    if let Some(seconds) = args.hurry_seconds {
        setup.hurry = Duration::from_secs(seconds.get());
    }
    Ok(setup)
}

/// Reads a save file. The rules come from the file, so the options that
/// choose rules would be ignored: they are refused instead.
fn load(path: &Path, rules: &RulesArgs, speed: Speed) -> anyhow::Result<Saved> {
    if rules.rules.is_some()
        || rules.variant.is_some()
        || rules.pits.is_some()
        || rules.seeds.is_some()
    {
        bail!(
            "--load takes the rules from the save file; drop --rules, --variant, --pits and --seeds"
        );
    }
    read_save(path, speed.seed_step())
}

/// Reads the save file at `path`, its seeds falling `seed_step` apart.
pub fn read_save(path: &Path, seed_step: Duration) -> anyhow::Result<Saved> {
    let text = super::record::read_save(path)?;
    let mut saved = Saved::parse(&text, &super::record::shown(path))?;
    saved.setup.seed_step = seed_step;
    Ok(saved)
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;

    #[derive(Debug, clap::Parser)]
    struct Wrapper {
        #[command(flatten)]
        play: PlayArgs,
    }

    fn perspective(args: &[&str]) -> Perspective {
        let parsed = Wrapper::try_parse_from([&["wari"], args].concat()).expect("valid options");
        Flip::perspective(parsed.play.flip)
    }

    #[test]
    fn flip_alone_puts_the_player_to_move_at_the_bottom() {
        assert_eq!(perspective(&[]), Perspective::Seat(Player::South));
        assert_eq!(perspective(&["--flip"]), Perspective::Mover);
        assert_eq!(
            perspective(&["--flip", "north"]),
            Perspective::Seat(Player::North)
        );
        assert_eq!(
            perspective(&["--flip=south"]),
            Perspective::Seat(Player::South)
        );
    }

    #[test]
    fn flip_to_an_unknown_side_is_refused() {
        assert!(Wrapper::try_parse_from(["wari", "--flip", "east"]).is_err());
    }
}
