//! Save files. `s` writes the game as a record (see [`crate::record`]):
//! tags for the variant, every rule knob, the names, the mode and the first
//! player, then the moves in the board's letters. Loading reads a record or
//! the TOML saves written before records existed, telling them apart by
//! content, so no earlier save is lost. Either way the file holds the
//! rules' knobs themselves, not just the variant's name, so a save
//! continues exactly even if the rules file changes later.

use std::num::NonZeroU64;
use std::time::Duration;

use serde::Deserialize;

use crate::engine::{
    ByPlayer, EndReason, GrandSlam, Move, Player, Position, RawRules, Rules, find_among,
};
use crate::record::{BuildError, Ending, Finish, Header, Record};
use crate::text::{escape_controls, line_of};

use super::{App, Setup};
use crate::look::Look;
use crate::setup::{Mode, PlayerKind, Seat};

/// A TOML save's fields, as earlier versions wrote them. The rules' knobs
/// are checked through [`RawRules`]; they are not flattened into it, since
/// serde's flatten would lose the line of a wrongly typed value. Unknown keys are refused so that a typo
/// in a hand-edited save is reported, not ignored.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SaveFile {
    variant: String,
    pits_per_side: i64,
    seeds_per_pit: i64,
    grand_slam: GrandSlam,
    majority_ends: bool,
    south: String,
    north: String,
    /// Who plays each seat (`human`, `computer:LEVEL`); saves made before
    /// the computer could play have none, and were between people.
    #[serde(default = "human")]
    south_plays: String,
    #[serde(default = "human")]
    north_plays: String,
    first: Player,
    mode: String,
    coop: bool,
    hurry_seconds: u64,
    moves: Vec<usize>,
    ended_by_agreement: bool,
}

fn human() -> String {
    PlayerKind::Human.name()
}

/// A record of a game from a set position, which the board cannot
/// continue: it always starts a game at the start of its rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "the game starts from a set [Position]; `wari replay --load` shows it, \
     but the board continues only games from the start"
)]
pub struct SetPositionError;

/// A save file that cannot be loaded: which file, where, and why, with no
/// control character to reach the terminal.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "save file {file}{}{}: {message}",
    line.map(|l| format!(":{l}")).unwrap_or_default(),
    column.map(|c| format!(":{c}")).unwrap_or_default()
)]
pub struct SaveError {
    /// The file, as the user named it.
    pub file: String,
    /// The 1-based line, when the problem has one.
    pub line: Option<usize>,
    /// The 1-based column, when a record's problem has one.
    pub column: Option<usize>,
    /// What is wrong.
    pub message: String,
}

impl SaveError {
    /// An error in `file`; the file's name and the message are stored with
    /// their control characters escaped, since a message may quote the
    /// file and the file may hold anything.
    fn new(file: &str, line: Option<usize>, column: Option<usize>, message: &str) -> SaveError {
        SaveError {
            file: escape_controls(file).into_owned(),
            line,
            column,
            message: escape_controls(message).into_owned(),
        }
    }
}

/// The game in `app` as a record's text, undated: the edge, which has a
/// clock, may set the date (see [`record_of`]).
pub fn to_text(app: &App) -> String {
    record_of(app).to_string()
}

/// The game in `app` as a record.
pub fn record_of(app: &App) -> Record {
    let moves = app.model.played.iter().map(|p| p.report.played()).collect();
    let finish = match app.ending() {
        Some(Ending::Abandoned { .. }) => Finish::Abandoned,
        Some(Ending::Played(outcome)) if outcome.reason() == EndReason::Agreement => {
            Finish::Agreement
        }
        _ => Finish::Moves,
    };
    record(&app.model.setup, moves, finish).expect("the app plays only legal moves")
}

/// The record of a game set up as `setup`, through `moves`.
fn record(setup: &Setup, moves: Vec<Move>, finish: Finish) -> Result<Record, BuildError> {
    let mut header = Header::new(setup.variant.clone(), setup.seats.clone(), setup.mode);
    header.hurry_seconds = NonZeroU64::new(setup.hurry.as_secs()).unwrap_or(NonZeroU64::MIN);
    let start = Position::start(setup.rules, setup.first);
    Record::new(header, start, moves, finish)
}

/// A save file read and checked: the setup, and moves that are all legal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    /// The game as it was set up; the edge may still change how it looks
    /// and how fast it animates.
    pub setup: Setup,
    moves: Vec<usize>,
    finish: Finish,
}

impl Saved {
    /// Reads a save file's `text`; `file` names it in errors. Every move is
    /// replayed here, so a loaded game can always be continued.
    pub fn parse(text: &str, file: &str) -> Result<Saved, SaveError> {
        if is_record(text) {
            return Saved::from_record_text(text, file);
        }
        let error = |line, message: String| SaveError::new(file, line, None, &message);
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
            finish: if raw.ended_by_agreement {
                Finish::Agreement
            } else {
                Finish::Moves
            },
        })
    }
}

impl Saved {
    fn from_record_text(text: &str, file: &str) -> Result<Saved, SaveError> {
        let record = parse_record(text, file)?;
        Saved::from_record(&record).map_err(|error| SaveError::new(file, None, None, &error))
    }

    /// The game a record holds, to continue on the board; refused when it
    /// starts from a set position, which the board cannot start from.
    pub fn from_record(record: &Record) -> Result<Saved, String> {
        if !record.starts_at_start() {
            return Err(
                "the game starts from a set [Position]; `wari replay --load` shows it, \
                 but the board continues only games from the start"
                    .to_owned(),
            );
        }
        let header = record.header();
        let rules = record.start().rules();
        Ok(Saved {
            setup: Setup {
                seats: header.seats.clone().map(shown_seat),
                first: record.first(),
                mode: header.mode,
                hurry: Duration::from_secs(header.hurry_seconds.get()),
                ..Setup::new(escape_controls(&header.variant), rules)
            },
            moves: record.moves().iter().map(|m| m.number()).collect(),
            finish: record.finish(),
        })
    }
}

impl Saved {
    /// The saved game as a record, so a TOML save can be replayed or
    /// turned into JSON like a record.
    pub fn record(&self) -> Record {
        let moves = self.moves.iter().filter_map(|&n| Move::new(n)).collect();
        record(&self.setup, moves, self.finish).expect("parse replayed every move")
    }
}

/// Reads a file `--load` takes as a record: a record as it is, a TOML
/// save converted. Unlike [`Saved::parse`], a record from a set position
/// is read too, for replaying and printing.
pub fn read_record(text: &str, file: &str) -> Result<Record, SaveError> {
    if is_record(text) {
        parse_record(text, file)
    } else {
        Ok(Saved::parse(text, file)?.record())
    }
}

fn parse_record(text: &str, file: &str) -> Result<Record, SaveError> {
    Record::parse(text).map_err(|e| {
        let message = e.kind.to_string();
        SaveError::new(file, Some(e.at.line), Some(e.at.column), &message)
    })
}

/// Whether `text` is a record rather than a TOML save: a record opens with
/// a tag or a comment, a save with a `#` comment or a key (never a table).
fn is_record(text: &str) -> bool {
    text.trim_start().starts_with(['[', '{'])
}

impl App {
    /// Continues a saved game exactly where it was left.
    pub fn resume(saved: Saved, look: Look, seed: u64) -> App {
        let mut app = App::new(saved.setup, look, seed);
        let step = std::mem::take(&mut app.model.setup.seed_step);
        for number in saved.moves {
            app.play_number(number);
        }
        match saved.finish {
            Finish::Moves => {}
            Finish::Agreement => {
                app.agree_to_end();
            }
            Finish::Abandoned => app.abandon(),
        }
        app.model.setup.seed_step = step;
        app
    }
}

/// The setup a save file describes, or the key that is wrong and why.
fn setup_of(raw: &SaveFile) -> Result<Setup, (&'static str, String)> {
    let rules = Rules::try_from(RawRules {
        pits_per_side: raw.pits_per_side,
        seeds_per_pit: raw.seeds_per_pit,
        grand_slam: raw.grand_slam,
        majority_ends: raw.majority_ends,
    })
    .map_err(|e| (e.key(), e.to_string()))?;
    // Written before Hurry together had a name of its own: `coop` says it.
    let mode = find_among(&Mode::APART_FROM_COOP, &raw.mode)
        .map_err(|e| ("mode", e.to_string()))?
        .with_coop(raw.coop);
    let hurry = crate::setup::hurry_seconds(raw.hurry_seconds)
        .map_err(|e| ("hurry_seconds", e.to_string()))?;
    let seats = ByPlayer::new(
        Seat {
            name: raw.south.clone(),
            kind: kind_of(&raw.south_plays, "south_plays")?,
        },
        Seat {
            name: raw.north.clone(),
            kind: kind_of(&raw.north_plays, "north_plays")?,
        },
    );
    Ok(Setup {
        seats: seats.map(shown_seat),
        first: raw.first,
        mode,
        hurry: Duration::from_secs(hurry.get()),
        ..Setup::new(escape_controls(&raw.variant), rules)
    })
}

/// A seat whose name came from a file, its control characters escaped: the
/// board shows the name, and a raw escape sequence would reach the terminal.
fn shown_seat(seat: Seat) -> Seat {
    Seat {
        name: escape_controls(&seat.name).into_owned(),
        ..seat
    }
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

/// The line that sets `key`, when the file has one.
fn line_of_key(text: &str, key: &str) -> Option<usize> {
    let index = text.lines().position(|line| {
        let line = line.trim_start();
        line.strip_prefix(key)
            .is_some_and(|rest| rest.trim_start().starts_with('='))
    })?;
    Some(index + 1)
}
