//! `wari record`: a game record as JSON for other programs, and JSON back
//! to a record. Also reads the files `--load` takes, for `replay` too.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use super::rules_args::RulesArgs;
use anyhow::{Context, anyhow, bail};
use serde::{Deserialize, Serialize};
use wari::app::read_record;
use wari::engine::{ByPlayer, Diagram, Move, Player, Position, RawRules, Rules};
use wari::record::{Comment, Finish, Header, Record, Tag};
use wari::setup::{Mode, PlayerKind, Seat, hurry_seconds};
use wari::text::escape_controls;
use wari::user_files::read_small_file;

/// Prints a record (or a TOML save) as one JSON object, or with
/// --from-json turns such an object back into a record.
#[derive(Debug, clap::Args)]
#[command(after_help = JSON_HELP,
          group(clap::ArgGroup::new("direction").required(true).args(["json", "from_json"])))]
pub struct RecordArgs {
    /// Print FILE, a record or a TOML save, as JSON.
    #[arg(long)]
    json: bool,

    /// Read FILE as the JSON `--json` prints (`-` for standard input) and
    /// print it as a record; every move is checked.
    #[arg(long)]
    from_json: bool,

    /// The record, TOML save or JSON file.
    #[arg(value_name = "FILE")]
    file: PathBuf,
}

const JSON_HELP: &str = "The JSON object:
  {\"event\", \"date\", \"variant\",
   \"rules\": {\"pits_per_side\", \"seeds_per_pit\", \"grand_slam\", \"majority_ends\"},
   \"mode\": sorry | win-win | hurry | hurry-together, \"hurry_seconds\",
   \"first\": south | north,
   \"players\": {\"south\": {\"name\", \"plays\"}, \"north\": {\"name\", \"plays\"}},
   \"position\": null or \"4 4 4 4 4 4 / 4 4 4 4 4 4 / 0 0 / s\",
   \"moves\": [\"C\", \"f\", ...],
   \"comments\": [{\"after\": MOVES BEFORE IT, \"text\"}],
   \"finish\": moves | agreement | abandoned,
   \"result\": \"*\" or \"S-N\", \"termination\": null or why it ended,
   \"tags\": [[NAME, VALUE], ...]}
`result` and `termination` are printed for reading and ignored by --from-json,
which computes them from the moves.

Examples:
  wari record --json game.wari > game.json
  wari record --from-json game.json > copy.wari";

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SeatJson {
    name: String,
    plays: String,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayersJson {
    south: SeatJson,
    north: SeatJson,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct CommentJson {
    after: usize,
    text: String,
}

/// A record as JSON, field for field.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RecordJson {
    event: String,
    date: String,
    variant: String,
    rules: RawRules,
    mode: Mode,
    hurry_seconds: u64,
    first: Player,
    players: PlayersJson,
    position: Option<String>,
    moves: Vec<String>,
    comments: Vec<CommentJson>,
    finish: String,
    #[serde(default)]
    result: Option<String>,
    #[serde(default)]
    termination: Option<String>,
    tags: Vec<(String, String)>,
}

/// Refuses the rules options where a file brings its own rules: they
/// would be ignored.
pub fn refuse_rules_options(rules: &RulesArgs, command: &str) -> anyhow::Result<()> {
    if rules.rules.is_some()
        || rules.variant.is_some()
        || rules.pits.is_some()
        || rules.seeds.is_some()
    {
        bail!(
            "{command} takes the rules from the file; drop --rules, --variant, --pits and --seeds"
        );
    }
    Ok(())
}

/// Runs `wari record`.
pub fn run(args: &RecordArgs, rules: &RulesArgs, out: &mut impl Write) -> anyhow::Result<()> {
    refuse_rules_options(rules, "wari record")?;
    if args.from_json {
        let text = read_text(&args.file)?;
        let json: RecordJson = serde_json::from_str(&text)
            .with_context(|| format!("{}: not a record's JSON", args.file.display()))?;
        let record = from_json(json).with_context(|| format!("{}", args.file.display()))?;
        write!(out, "{record}")?;
    } else {
        let record = load(&args.file)?;
        writeln!(out, "{}", serde_json::to_string_pretty(&to_json(&record))?)?;
    }
    Ok(())
}

/// The largest save, record or JSON file read: a record of the longest game
/// is a few KB even with comments, and a bound keeps a wrong `--load` such
/// as `/dev/zero` from reading without end.
const MAX_SAVE_BYTES: u64 = 1024 * 1024;

fn read_text(path: &Path) -> anyhow::Result<String> {
    if path == Path::new("-") {
        let mut text = String::new();
        std::io::stdin()
            .take(MAX_SAVE_BYTES + 1)
            .read_to_string(&mut text)?;
        if text.len() as u64 > MAX_SAVE_BYTES {
            bail!(
                "standard input: it is larger than {} KB",
                MAX_SAVE_BYTES / 1024
            );
        }
        return Ok(text);
    }
    read_small_file(path, MAX_SAVE_BYTES).map_err(|why| anyhow!("{}: {why}", shown(path)))
}

/// The text of the save file `path`: only a regular file of at most
/// [`MAX_SAVE_BYTES`], so `--load /dev/zero` or a FIFO is refused at once.
pub fn read_save(path: &Path) -> anyhow::Result<String> {
    read_small_file(path, MAX_SAVE_BYTES).map_err(|why| anyhow!("save file {}: {why}", shown(path)))
}

/// A path as messages show it, its control characters escaped.
pub fn shown(path: &Path) -> String {
    escape_controls(&path.display().to_string()).into_owned()
}

/// Reads a record or a TOML save, told apart by content as `--load` does.
pub fn load(path: &Path) -> anyhow::Result<Record> {
    let text = read_save(path)?;
    Ok(read_record(&text, &shown(path))?)
}

fn to_json(record: &Record) -> RecordJson {
    let header = record.header();
    let rules = record.start().rules();
    let seat = |player: Player| SeatJson {
        name: header.seats[player].name.clone(),
        plays: header.seats[player].kind.name(),
    };
    RecordJson {
        event: header.event.clone(),
        date: header.date.clone(),
        variant: header.variant.clone(),
        rules: rules.into(),
        mode: header.mode,
        hurry_seconds: header.hurry_seconds.get(),
        first: record.first(),
        players: PlayersJson {
            south: seat(Player::South),
            north: seat(Player::North),
        },
        position: (!record.starts_at_start()).then(|| Diagram::of(record.start()).to_string()),
        moves: record.letters().iter().map(char::to_string).collect(),
        comments: record
            .comments()
            .iter()
            .map(|c| CommentJson {
                after: c.after,
                text: c.text.clone(),
            })
            .collect(),
        finish: match record.finish() {
            Finish::Moves => "moves",
            Finish::Agreement => "agreement",
            Finish::Abandoned => "abandoned",
        }
        .to_owned(),
        result: Some(record.result()),
        termination: record.termination().map(str::to_owned),
        tags: header
            .extra
            .iter()
            .map(|t| (t.name().to_owned(), t.value().to_owned()))
            .collect(),
    }
}

fn from_json(json: RecordJson) -> anyhow::Result<Record> {
    let rules = Rules::try_from(json.rules).context("rules")?;
    let first = json.first;
    let start = match &json.position {
        Some(text) => {
            let position = text.parse::<Diagram>()?.position(rules)?;
            if position.to_move() != first {
                bail!(
                    "first says {first}, but the position has {} to move",
                    position.to_move()
                );
            }
            position
        }
        None => Position::start(rules, first),
    };
    let seat = |seat: SeatJson| -> anyhow::Result<Seat> {
        let kind = PlayerKind::parse(&seat.plays).ok_or_else(|| {
            anyhow!(
                "plays: expected \"human\" or \"computer:LEVEL\", not {:?}",
                seat.plays
            )
        })??;
        Ok(Seat {
            name: seat.name,
            kind,
        })
    };
    let mut header = Header::new(
        json.variant,
        ByPlayer::new(seat(json.players.south)?, seat(json.players.north)?),
        json.mode,
    );
    header.event = json.event;
    header.date = json.date;
    header.hurry_seconds = hurry_seconds(json.hurry_seconds).context("hurry_seconds")?;
    header.extra = json
        .tags
        .into_iter()
        .filter(|(name, value)| !Tag::says_nothing(name, value))
        .map(|(name, value)| {
            Tag::new(name.clone(), value).ok_or_else(|| {
                anyhow!("tags: {name:?} is not a tag name of letters, digits and _ that wari does not use itself")
            })
        })
        .collect::<anyhow::Result<_>>()?;
    let moves = json
        .moves
        .iter()
        .enumerate()
        .map(|(ply, letter)| move_of(letter, ply, first, rules.pits_per_side()))
        .collect::<anyhow::Result<_>>()?;
    let finish = match json.finish.as_str() {
        "moves" => Finish::Moves,
        "agreement" => Finish::Agreement,
        "abandoned" => Finish::Abandoned,
        other => bail!("finish: expected moves, agreement or abandoned, not {other:?}"),
    };
    let comments = json
        .comments
        .into_iter()
        .map(|c| Comment {
            after: c.after,
            text: c.text,
        })
        .collect();
    Ok(Record::new(header, start, moves, finish)?.with_comments(comments)?)
}

/// The move a letter names at `ply`: players alternate from `first`.
fn move_of(letter: &str, ply: usize, first: Player, n: usize) -> anyhow::Result<Move> {
    let mover = if ply.is_multiple_of(2) { first } else { !first };
    let (base, row) = match mover {
        Player::South => (b'A', "A"),
        Player::North => (b'a', "a"),
    };
    let number = match letter.as_bytes() {
        [c] if (base..base + n as u8).contains(c) => usize::from(c - base) + 1,
        _ => bail!(
            "move {}: {letter:?} is not one of {mover}'s pits ({row}.. on a board of {n} a side)",
            ply + 1
        ),
    };
    Ok(Move::new(number).expect("number <= n <= 12"))
}
