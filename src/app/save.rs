//! Save files: the game as readable TOML (variant, knobs, names, mode and
//! moves), and back. The file holds the rules' knobs themselves, not just
//! the variant's name, so a save continues exactly even if the rules file
//! changes later.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::engine::{ByPlayer, EndReason, GrandSlam, Player, Rules, RulesError};

use super::{App, Look, Mode, PlayerKind, Seat, Setup};

/// The file's fields, as written. Unknown keys are refused so that a typo
/// in a hand-edited save is reported, not ignored.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SaveFile {
    variant: String,
    pits_per_side: i64,
    seeds_per_pit: i64,
    grand_slam: String,
    majority_ends: bool,
    south: String,
    north: String,
    /// Who plays each seat (`human`, `computer:LEVEL`); saves made before
    /// the computer could play have none, and were between people.
    #[serde(default = "human")]
    south_plays: String,
    #[serde(default = "human")]
    north_plays: String,
    first: String,
    mode: String,
    coop: bool,
    hurry_seconds: u64,
    moves: Vec<usize>,
    ended_by_agreement: bool,
}

fn human() -> String {
    PlayerKind::Human.name()
}

const HEADER: &str = "# A game of Wari saved by wari; `wari --load FILE` continues it.\n\
# Moves are numbered 1.. from the mover's own left, first player first.\n\n";

/// A save file that cannot be loaded: which file, where, and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("save file {file}{}: {message}", line.map(|l| format!(":{l}")).unwrap_or_default())]
pub struct SaveError {
    /// The file, as the user named it.
    pub file: String,
    /// The 1-based line, when the problem has one.
    pub line: Option<usize>,
    /// What is wrong.
    pub message: String,
}

/// The game in `app` as a save file's text.
pub fn to_text(app: &App) -> String {
    let setup = &app.setup;
    let rules = setup.rules;
    let file = SaveFile {
        variant: setup.variant.clone(),
        pits_per_side: rules.pits_per_side() as i64,
        seeds_per_pit: rules.seeds_per_pit() as i64,
        grand_slam: rules.grand_slam().name().to_owned(),
        majority_ends: rules.majority_ends(),
        south: setup.seats[Player::South].name.clone(),
        north: setup.seats[Player::North].name.clone(),
        south_plays: setup.seats[Player::South].kind.name(),
        north_plays: setup.seats[Player::North].kind.name(),
        first: setup.first.name().to_owned(),
        mode: setup.mode.name().to_owned(),
        coop: setup.mode == Mode::Hurry { coop: true },
        hurry_seconds: setup.hurry.as_secs(),
        moves: app
            .played
            .iter()
            .map(|p| p.report.played().number())
            .collect(),
        ended_by_agreement: app.game.outcome().map(|o| o.reason()) == Some(EndReason::Agreement),
    };
    HEADER.to_owned() + &toml::to_string(&file).expect("a save file always serialises")
}

/// A save file read and checked: the setup, and moves that are all legal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    /// The game as it was set up; the edge may still change how it looks
    /// and how fast it animates.
    pub setup: Setup,
    moves: Vec<usize>,
    agreed: bool,
}

impl Saved {
    /// Reads a save file's `text`; `file` names it in errors. Every move is
    /// replayed here, so a loaded game can always be continued.
    pub fn parse(text: &str, file: &str) -> Result<Saved, SaveError> {
        let error = |line, message: String| SaveError {
            file: file.to_owned(),
            line,
            message,
        };
        let raw: SaveFile = toml::from_str(text).map_err(|e| {
            let line = e.span().map(|span| line_of(text, span.start));
            error(line, e.message().trim().to_owned())
        })?;
        let at_key = |key: &str, message: String| error(line_of_key(text, key), message);
        let setup = setup_of(&raw).map_err(|(key, message)| at_key(key, message))?;
        let mut game = crate::engine::Game::new(setup.rules, setup.first);
        for (ply, &number) in raw.moves.iter().enumerate() {
            game.play_number(number).map_err(|e| {
                at_key(
                    "moves",
                    format!("move {} ({number}) is illegal: {e}", ply + 1),
                )
            })?;
        }
        Ok(Saved {
            setup,
            moves: raw.moves,
            agreed: raw.ended_by_agreement,
        })
    }
}

impl App {
    /// Continues a saved game exactly where it was left.
    pub fn resume(saved: Saved, look: Look, seed: u64) -> App {
        let mut app = App::new(saved.setup, look, seed);
        let step = std::mem::take(&mut app.setup.seed_step);
        for number in saved.moves {
            app.play_number(number);
        }
        if saved.agreed {
            app.agree_to_end();
        }
        app.setup.seed_step = step;
        app
    }
}

/// The setup a save file describes, or the key that is wrong and why.
fn setup_of(raw: &SaveFile) -> Result<Setup, (&'static str, String)> {
    let grand_slam: GrandSlam = raw
        .grand_slam
        .parse()
        .map_err(|e| ("grand_slam", format!("{e}")))?;
    let rules = Rules::new(
        raw.pits_per_side,
        raw.seeds_per_pit,
        grand_slam,
        raw.majority_ends,
    )
    .map_err(|e| match e {
        RulesError::PitsPerSide(_) => ("pits_per_side", e.to_string()),
        RulesError::SeedsPerPit(_) => ("seeds_per_pit", e.to_string()),
    })?;
    let first = match raw.first.as_str() {
        "south" => Player::South,
        "north" => Player::North,
        other => {
            return Err((
                "first",
                format!("expected \"south\" or \"north\", not {other:?}"),
            ));
        }
    };
    let mode = match raw.mode.as_str() {
        "sorry" => Mode::Sorry,
        "win-win" => Mode::WinWin,
        "hurry" => Mode::Hurry { coop: raw.coop },
        other => {
            let expected = "expected \"sorry\", \"win-win\" or \"hurry\"";
            return Err(("mode", format!("{expected}, not {other:?}")));
        }
    };
    // The bounds of `--hurry-seconds`.
    if !(1..=600).contains(&raw.hurry_seconds) {
        return Err(("hurry_seconds", "a turn has 1 to 600 seconds".to_owned()));
    }
    Ok(Setup {
        variant: crate::text::escape_controls(&raw.variant).into_owned(),
        rules,
        seats: ByPlayer::new(
            Seat {
                name: crate::text::escape_controls(&raw.south).into_owned(),
                kind: kind_of(&raw.south_plays, "south_plays")?,
            },
            Seat {
                name: crate::text::escape_controls(&raw.north).into_owned(),
                kind: kind_of(&raw.north_plays, "north_plays")?,
            },
        ),
        first,
        mode,
        hurry: Duration::from_secs(raw.hurry_seconds),
        ..Setup::new(&raw.variant, rules)
    })
}

/// The kind a `*_plays` key names, or the key and why it names none.
fn kind_of(text: &str, key: &'static str) -> Result<PlayerKind, (&'static str, String)> {
    match PlayerKind::parse(text) {
        Some(Ok(kind)) => Ok(kind),
        Some(Err(error)) => Err((key, error.to_string())),
        None => Err((
            key,
            format!("expected \"human\" or \"computer:LEVEL\", not {text:?}"),
        )),
    }
}

/// The 1-based line of byte `offset` in `text`.
fn line_of(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].matches('\n').count() + 1
}

/// The line that sets `key`, when the file has one.
fn line_of_key(text: &str, key: &str) -> Option<usize> {
    let index = text.lines().position(|line| {
        let line = line.trim_start();
        line.strip_prefix(key)
            .is_some_and(|rest| rest.trim_start().starts_with('='))
    })?;
    Some(index + 1)
}
