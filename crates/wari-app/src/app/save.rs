//! Save files. `s` writes the game as a record (see [`crate::record`]):
//! tags for the variant, every rule knob, the names, the mode and the first
//! player, then the moves in the board's letters. Loading reads a record or
//! the TOML saves written before records existed, telling them apart by
//! content, so no earlier save is lost. Either way the file holds the
//! rules' knobs themselves, not just the variant's name, so a save
//! continues exactly even if the rules file changes later.

use std::fmt;
use std::num::NonZeroU64;
use std::time::Duration;

use crate::engine::{ByPlayer, EndReason, MAX_PITS_PER_SIDE, Move, Player, Position, find_among};
use crate::record::{BuildError, Ending, Finish, Header, Record};
use crate::text::{escape_controls, line_of};
use crate::toml_keys::{self, Keys, Problem};

use super::{App, Setup};
use crate::look::Look;
use crate::setup::{HURRY_SECONDS, Mode, PlayerKind, Seat};

/// The keys of a TOML save, as earlier versions wrote them. The rules'
/// knobs are those of [`crate::engine::RawRules`].
const SAVE_KEYS: [&str; 15] = [
    "variant",
    "pits_per_side",
    "seeds_per_pit",
    "grand_slam",
    "majority_ends",
    "south",
    "north",
    "south_plays",
    "north_plays",
    "first",
    "mode",
    "coop",
    "hurry_seconds",
    "moves",
    "ended_by_agreement",
];

/// What a text that is no save is told.
const NOT_A_SAVE: &str = "this is not a wari save (a save is a game record such as \
    `s` writes, or the TOML of earlier versions with the keys variant, pits_per_side, \
    seeds_per_pit, ...)";

/// A record of a game from a set position, which the board cannot
/// continue: it always starts a game at the start of its rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "the game starts from a set [Position]; `wari replay --load` shows it, \
     but the board continues only games from the start"
)]
pub struct SetPositionError;

/// A save file that cannot be loaded: which file, where, and why, with no
/// control character to reach the terminal. A file with more than one
/// problem has the rest in `more`, so one reading tells of every key to
/// mend.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveError {
    /// The file, as the user named it.
    pub file: String,
    /// The 1-based line, when the problem has one.
    pub line: Option<usize>,
    /// The 1-based column, when a record's problem has one.
    pub column: Option<usize>,
    /// What is wrong.
    pub message: String,
    /// The file's other problems, in the order they come in the file, each
    /// an error of its own with nothing more.
    pub more: Vec<SaveError>,
}

impl SaveError {
    /// Whether the file is no wari save at all, rather than a damaged one.
    pub fn is_no_save(&self) -> bool {
        self.message == NOT_A_SAVE
    }
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "save file {}", self.file)?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
        }
        if let Some(column) = self.column {
            write!(f, ":{column}")?;
        }
        write!(f, ": {}", self.message)?;
        for other in &self.more {
            write!(f, "\n{other}")?;
        }
        Ok(())
    }
}

impl std::error::Error for SaveError {}

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
            more: Vec::new(),
        }
    }

    /// The problems of a TOML save's `text`, the first as the error and the
    /// rest after it. A problem with a value names its key, since the
    /// message itself does not.
    fn of(file: &str, text: &str, problems: Vec<Problem>) -> SaveError {
        let mut errors = toml_keys::in_file_order(problems)
            .into_iter()
            .map(|problem| {
                let line = problem.at.map(|at| line_of(text, at.start));
                let message = if problem.about_value {
                    format!("{}: {}", problem.key, problem.message)
                } else {
                    problem.message
                };
                SaveError::new(file, line, None, &message)
            });
        let mut first = errors
            .next()
            .unwrap_or_else(|| SaveError::new(file, None, None, "the file cannot be read"));
        first.more = errors.collect();
        first
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
        let whole = |message| SaveError::new(file, None, None, message);
        if text.trim().is_empty() {
            return Err(whole("the file is empty"));
        }
        let document = match toml_keys::parse(text) {
            Ok(document) => document,
            Err(_) if !toml_keys::mentions_any(text, &SAVE_KEYS) => return Err(whole(NOT_A_SAVE)),
            Err(problem) => return Err(SaveError::of(file, text, vec![problem])),
        };
        let mut keys = Keys::top(text, &document);
        if !keys.holds_any(&SAVE_KEYS) {
            return Err(whole(NOT_A_SAVE));
        }
        let saved = read_toml_save(&mut keys);
        let problems = keys.finish();
        match saved {
            Some(saved) if problems.is_empty() => Ok(saved),
            _ => Err(SaveError::of(file, text, problems)),
        }
    }
}

/// The game a TOML save's keys describe, with every move replayed, or
/// `None` once a problem with any key is noted in `keys`: every key is
/// read whatever the others hold, so that each wrong one is told.
fn read_toml_save(keys: &mut Keys<'_, '_>) -> Option<Saved> {
    let variant = keys.text("variant");
    let rules = crate::variants::read_rules(keys);
    let south = keys.text("south");
    let north = keys.text("north");
    // Saves made before the computer could play have no `*_plays`, and
    // were between people.
    let south_plays = kind_of(keys, "south_plays");
    let north_plays = kind_of(keys, "north_plays");
    let first = keys.named::<Player>("first");
    let mode = keys.text("mode");
    let coop = keys.boolean("coop");
    let hurry = keys.whole::<u64>("hurry_seconds", &HURRY_SECONDS);
    let moves = keys.wholes::<usize>("moves", &(1..=MAX_PITS_PER_SIDE));
    let ended_by_agreement = keys.boolean("ended_by_agreement");
    // Written before Hurry together had a name of its own: `coop` says it.
    let mode = mode.and_then(
        |mode| match find_among(&Mode::APART_FROM_COOP, mode.get_ref()) {
            Ok(mode) => Some(mode),
            Err(error) => keys.refuse("mode", error.to_string()),
        },
    );
    let hurry = hurry.and_then(
        |seconds| match crate::setup::hurry_seconds(seconds.into_inner()) {
            Ok(hurry) => Some(hurry),
            Err(error) => keys.refuse("hurry_seconds", error.to_string()),
        },
    );
    let rules = rules?;
    let seats = ByPlayer::new(
        Seat {
            name: south?.into_inner(),
            kind: south_plays?,
        },
        Seat {
            name: north?.into_inner(),
            kind: north_plays?,
        },
    );
    let setup = Setup {
        seats: seats.map(shown_seat),
        first: first?,
        mode: mode?.with_coop(coop?),
        hurry: Duration::from_secs(hurry?.get()),
        ..Setup::new(escape_controls(variant?.get_ref()), rules)
    };
    let moves = moves?;
    let finish = if ended_by_agreement? {
        Finish::Agreement
    } else {
        Finish::Moves
    };
    let mut game = crate::engine::Game::new(setup.rules, setup.first);
    for (ply, &number) in moves.iter().enumerate() {
        if let Err(error) = game.play_number(number) {
            let message = format!("move {} ({number}) is illegal: {error}", ply + 1);
            return keys.refuse("moves", message);
        }
    }
    Some(Saved {
        setup,
        moves,
        finish,
    })
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

/// A record's `text` read, every way a record comes in; one with neither
/// a tag nor a move is no save.
fn parse_record(text: &str, file: &str) -> Result<Record, SaveError> {
    if !says_anything(text) {
        return Err(SaveError::new(file, None, None, NOT_A_SAVE));
    }
    Record::parse(text).map_err(|e| {
        let message = e.kind.to_string();
        SaveError::new(file, Some(e.at.line), Some(e.at.column), &message)
    })
}

/// Whether a record's `text` holds anything of a game, a tag or a move,
/// outside its `{comments}`: `{"foo": 1}` is one comment, and no save
/// that `s` would then write over.
fn says_anything(text: &str) -> bool {
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            c if depth == 0 && !c.is_whitespace() => return true,
            _ => {}
        }
    }
    false
}

/// Whether `text` is a record rather than a TOML save: a record opens with
/// a tag or a comment, a save with a `#` comment or a key (never a table).
fn is_record(text: &str) -> bool {
    text.trim_start().starts_with(['[', '{'])
}

impl App {
    /// Continues a saved game exactly where it was left.
    pub fn resume(saved: Saved, look: Look, seed: u64) -> App {
        let mut app = App::replayed(saved.setup, look, seed, saved.moves);
        match saved.finish {
            Finish::Moves => {}
            Finish::Agreement => {
                app.end_by_agreement();
            }
            Finish::Abandoned => app.abandon(),
        }
        app
    }

    /// A game of `setup` with the moves numbered `moves` played, at once
    /// and without a word, as a game brought back after a crash.
    pub fn replayed(
        setup: Setup,
        look: Look,
        seed: u64,
        moves: impl IntoIterator<Item = usize>,
    ) -> App {
        let mut app = App::new(setup, look, seed);
        let step = std::mem::take(&mut app.model.setup.seed_step);
        for number in moves {
            app.play_number(number);
        }
        app.model.setup.seed_step = step;
        app
    }
}

/// A seat whose name came from a file, its control characters escaped: the
/// board shows the name, and a raw escape sequence would reach the terminal.
fn shown_seat(seat: Seat) -> Seat {
    Seat {
        name: escape_controls(&seat.name).into_owned(),
        ..seat
    }
}

/// The kind a `*_plays` key names; a person when the save has no such key.
fn kind_of(keys: &mut Keys<'_, '_>, key: &'static str) -> Option<PlayerKind> {
    if !keys.has(key) {
        return Some(PlayerKind::Human);
    }
    let text = keys.text(key)?.into_inner();
    match PlayerKind::parse(&text) {
        Some(Ok(kind)) => Some(kind),
        Some(Err(error)) => keys.refuse(key, error.to_string()),
        None => keys.refuse(
            key,
            format!("expected \"human\" or \"computer:LEVEL\", not {text:?}"),
        ),
    }
}
