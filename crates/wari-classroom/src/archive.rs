//! The classroom's archive: every game that ends at a table is written as
//! a record file (which `wari --load` and `wari replay --load` open) into
//! one directory, and one row is added to `results.csv` there, so the
//! teacher can open the lesson's results in a spreadsheet.
//!
//! Writing blocks on the file system: call [`Archive::write`] from a
//! blocking thread (`tokio::task::spawn_blocking`). An [`Archive`] is
//! `Send + Sync`; share it in an `Arc`. The time a game ended is passed
//! in, never read here, so tests choose it.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::SystemTime;

use crate::engine::{ByPlayer, EndReason, Player, Position};
use crate::record::{
    BuildError, CLASS_TOURNAMENT, CLASSROOM, Ending, Finish, Header, Record, Tag, Utc,
};
use crate::setup::{PlayerKind, Seat};

use super::table::TableId;
use wari_files::{Access, WriteError, append, create_numbered, numbered, write_safely};

/// The first line of `results.csv`, exactly.
pub const CSV_HEADER: &str =
    "finished,table,south,north,variant,mode,result,south_seeds,north_seeds,moves,record,counted";

/// The name of the results file in the archive's directory.
pub const RESULTS: &str = "results.csv";

/// The name of the class tournament's standings file, beside the results.
pub const STANDINGS: &str = "standings.csv";

/// The name of the file of what each student learned, beside the results.
pub const PROGRESS: &str = "progress.csv";

pub use super::table::EndedGame;

/// Why the archive could not write.
#[derive(Debug, thiserror::Error)]
pub enum ArchiveError {
    /// A file or directory could not be made or written.
    #[error("game records: cannot write to {}: {error}", path.display())]
    Io {
        /// The file or directory.
        path: PathBuf,
        /// What the system said (in the message, so not also a source).
        error: std::io::Error,
    },
    /// The tournament's standings or the class's progress could not be
    /// written.
    #[error(transparent)]
    Table(#[from] WriteError),
    /// The moves are not a legal game under the rules, or say it ended
    /// otherwise than `result`.
    #[error("game records: table {table}'s game cannot be recorded: {error}")]
    Game {
        /// The table.
        table: TableId,
        /// Why.
        error: BuildError,
    },
}

/// One lesson's directory of records and its `results.csv`.
#[derive(Debug)]
pub struct Archive {
    dir: PathBuf,
    /// Held while a game is written, so rows and file names from games
    /// ending at once never interleave or collide.
    lock: Mutex<()>,
}

impl Archive {
    /// Opens (making it if needed) the directory `dir`, and starts
    /// `results.csv` with its header unless it already has one. Fails, naming
    /// the path, when the directory cannot be written: better at the start
    /// of the lesson than at the first game's end.
    pub fn new(dir: impl Into<PathBuf>) -> Result<Archive, ArchiveError> {
        let dir = dir.into();
        let io = |path: &Path| {
            let path = path.to_owned();
            move |error| ArchiveError::Io { path, error }
        };
        std::fs::create_dir_all(&dir).map_err(io(&dir))?;
        let results = dir.join(RESULTS);
        let mut file = append(&results).map_err(io(&results))?;
        let empty = file.metadata().map_err(io(&results))?.len() == 0;
        if empty {
            writeln!(file, "{CSV_HEADER}").map_err(io(&results))?;
        }
        Ok(Archive {
            dir,
            lock: Mutex::new(()),
        })
    }

    /// Writes `rows` of fields, the header first, over the file `name`
    /// beside `results.csv` (the tournament's [`STANDINGS`], the class's
    /// [`PROGRESS`]): the whole table each time, so the file always holds
    /// the latest, never half of it.
    pub fn write_table(&self, name: &str, rows: &[Vec<String>]) -> Result<PathBuf, ArchiveError> {
        let text: String = rows.iter().map(|row| csv_line(row)).collect();
        let path = self.dir.join(name);
        write_safely(&path, text.as_bytes(), Access::AsBefore)?;
        Ok(path)
    }

    /// The directory written to.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Writes `game`'s record file and appends its row to `results.csv`;
    /// returns the record's path. `finished` dates the record and names
    /// the file; a game ending in the same second as another gets a
    /// numbered name instead of overwriting it.
    pub fn write(&self, game: &EndedGame, finished: SystemTime) -> Result<PathBuf, ArchiveError> {
        let utc = Utc::of(finished);
        let record = dated_record(game, &utc)?;
        let _held = self
            .lock
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let stem = stem(game, &utc);
        let io = |path: &Path| {
            let path = path.to_owned();
            move |error| ArchiveError::Io { path, error }
        };
        let (path, mut file) = create_numbered(&self.dir, &stem, "wari").map_err(io(&self.dir))?;
        file.write_all(record.to_string().as_bytes())
            .and_then(|()| file.sync_all())
            .map_err(io(&path))?;
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let results = self.dir.join(RESULTS);
        let row = csv_row(game, &utc.sheet_stamp(), &name);
        append(&results)
            .and_then(|mut file| file.write_all(row.as_bytes()))
            .map_err(io(&results))?;
        Ok(path)
    }
}

impl Archive {
    /// Writes `games` (each with the time it ended) again, as a lesson
    /// brought back from its journal has them: each record file under the
    /// name it was first given, and their rows of `results.csv`, after
    /// the rows of the folder's other lessons, kept as they were. What a
    /// killed server had not written yet is there afterwards, and nothing
    /// is there twice.
    pub fn rebuild(&self, games: &[(EndedGame, SystemTime)]) -> Result<(), ArchiveError> {
        self.write_again(games, Records::Missing)
    }

    /// Writes `games` again as [`Archive::rebuild`] does, the record
    /// files as `records` says: all of them when the games' names
    /// changed (a student forgotten).
    pub fn write_again(
        &self,
        games: &[(EndedGame, SystemTime)],
        records: Records,
    ) -> Result<(), ArchiveError> {
        let _held = self.lock.lock().unwrap_or_else(|e| e.into_inner());
        let results = self.dir.join(RESULTS);
        let before = std::fs::read_to_string(&results).unwrap_or_default();
        let mut rows = format!("{CSV_HEADER}\n");
        let mut named = std::collections::HashSet::new();
        let mut ours = String::new();
        for (game, finished) in games {
            let utc = Utc::of(*finished);
            // Numbered as `create_numbered` numbered them, in the same order.
            let stem = stem(game, &utc);
            let name = (1..)
                .map(|n| numbered(&stem, "wari", n))
                .find(|name| named.insert(name.clone()))
                .unwrap_or_default();
            // One written before a crash is the same game: kept as it is.
            let path = self.dir.join(&name);
            if records == Records::All || !path.exists() {
                let record = dated_record(game, &utc)?;
                write_safely(&path, record.to_string().as_bytes(), Access::AsBefore)?;
            }
            ours.push_str(&csv_row(game, &utc.sheet_stamp(), &name));
        }
        // A row names its record file, which no other lesson's row names,
        // in its last column but one (the last, `counted`, has no comma).
        let theirs = before.lines().skip(1).filter(|row| {
            let record = row.rsplit(',').nth(1).unwrap_or_default();
            !named.contains(record)
        });
        for row in theirs {
            rows.push_str(row);
            rows.push('\n');
        }
        rows.push_str(&ours);
        write_safely(&results, rows.as_bytes(), Access::AsBefore)?;
        Ok(())
    }
}

/// Which record files [`Archive::write_again`] writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Records {
    /// Those not there.
    Missing,
    /// Every one.
    All,
}

/// The record of `game` dated `utc`, the day it ended.
fn dated_record(game: &EndedGame, utc: &Utc) -> Result<Record, ArchiveError> {
    let mut record = record_of(game).map_err(|error| ArchiveError::Game {
        table: game.table,
        error,
    })?;
    record.header_mut().date = utc.record_date();
    Ok(record)
}

/// A record's file name before its number and extension: when it ended,
/// then its table, `2026-11-23_10-15-00_table-3`.
fn stem(game: &EndedGame, utc: &Utc) -> String {
    format!("{}_table-{}", utc.file_stamp(), game.table)
}

/// The record of `game`, finished as it ended.
pub(super) fn record_of(game: &EndedGame) -> Result<Record, BuildError> {
    let seat = |player: Player| Seat {
        name: game.names[player].clone(),
        kind: game.computer[player].map_or(PlayerKind::Human, PlayerKind::Computer),
    };
    let mut header = Header::new(
        game.variant.clone(),
        ByPlayer::new(seat(Player::South), seat(Player::North)),
        game.mode,
    );
    header.event = match game.round {
        Some(_) => CLASS_TOURNAMENT,
        None => CLASSROOM,
    }
    .to_owned();
    header
        .extra
        .extend(Tag::new("Table", game.table.to_string()));
    if let Some(round) = game.round {
        header.extra.extend(Tag::new("Round", round.to_string()));
    }
    let start = Position::start(game.rules, game.first);
    let finish = match game.ending {
        Ending::Abandoned { .. } => Finish::Abandoned,
        Ending::Played(outcome) if outcome.reason() == EndReason::Agreement => Finish::Agreement,
        Ending::Played(_) => Finish::Moves,
    };
    Record::new(header, start, game.moves.clone(), finish)
}

/// One line of `results.csv`, its line break included.
fn csv_row(game: &EndedGame, finished: &str, record: &str) -> String {
    let fields = [
        finished.to_owned(),
        game.table.to_string(),
        game.names[Player::South].clone(),
        game.names[Player::North].clone(),
        game.variant.clone(),
        game.mode.name().to_owned(),
        game.ending.name().to_owned(),
        game.ending.stores()[Player::South].to_string(),
        game.ending.stores()[Player::North].to_string(),
        game.moves.len().to_string(),
        record.to_owned(),
        game.counted().column(),
    ];
    let fields: Vec<String> = fields.iter().map(|f| csv_field(f)).collect();
    fields.join(",") + "\n"
}

/// A row of fields as a CSV line, its line break included.
pub fn csv_line(row: &[String]) -> String {
    row.iter()
        .map(|f| csv_field(f))
        .collect::<Vec<_>>()
        .join(",")
        + "\n"
}

/// A CSV field as RFC 4180 writes it: quoted, with quotes doubled, when it
/// holds a comma, a quote or a line break.
fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_owned()
    }
}

/// The directory a lesson's games go to by default: a new folder in
/// `records` (the user's records directory) named for the lesson's start,
/// `2026-11-23_09-00-00`.
pub fn lesson_dir(records: &Path, started: SystemTime) -> PathBuf {
    records.join(Utc::of(started).file_stamp())
}
