//! The lines `wari engine` reads, parsed into commands before anything is
//! done with them, so a malformed line changes nothing.

use std::path::PathBuf;

use wari::engine::Diagram;
use wari::search::{Goal, Level, MAX_DEPTH};

/// One line of the protocol.
#[derive(Debug, PartialEq, Eq)]
pub enum Command {
    /// `variant NAME [pits N] [seeds N]`: a variant of the loaded rules file.
    Variant {
        name: String,
        pits: Option<i64>,
        seeds: Option<i64>,
    },
    /// `rules FILE`: load a rules file and play its default variant.
    Rules(PathBuf),
    /// `new`: back to the start.
    New,
    /// `moves M1 M2 ...`: the start followed by these moves.
    Moves(Vec<usize>),
    /// `position POSITION [moves M1 M2 ...]`: a position written in the
    /// one-line notation, followed by these moves.
    Position { diagram: Diagram, moves: Vec<usize> },
    /// `go` with any of `movetime MS`, `depth D` and `nodes N`.
    Go {
        movetime: Option<u64>,
        depth: Option<u32>,
        nodes: Option<u64>,
    },
    /// `goal win|balance`: what the search plays for.
    Goal(Goal),
    /// `level easy|medium|hard`: how well `go` plays.
    Level(Level),
    /// `legal`: the legal moves.
    Legal,
    /// `show`: the board.
    Show,
    /// `stop`: end the search now, with the best move found so far.
    Stop,
    /// `isready`: answered `readyok` at once, even while searching.
    IsReady,
    /// `quit`.
    Quit,
}

/// Parses a line; `Ok(None)` for a blank one. The error is the message to
/// send after `error `.
pub fn parse(line: &str) -> Result<Option<Command>, String> {
    let mut words = line.split_whitespace();
    let Some(verb) = words.next() else {
        return Ok(None);
    };
    let rest: Vec<&str> = words.collect();
    let command = match (verb, rest.as_slice()) {
        ("variant", [name, options @ ..]) => variant(name, options)?,
        ("rules", [file]) => Command::Rules(PathBuf::from(file)),
        ("new", []) => Command::New,
        ("moves", moves) => Command::Moves(numbers(moves)?),
        ("position", words) => position(words)?,
        ("go", options) => go(options)?,
        ("goal", [goal]) => Command::Goal(goal.parse().map_err(|e| format!("goal: {e}"))?),
        ("level", [level]) => Command::Level(level.parse().map_err(|e| format!("level: {e}"))?),
        ("legal", []) => Command::Legal,
        ("show", []) => Command::Show,
        ("stop", []) => Command::Stop,
        ("isready", []) => Command::IsReady,
        ("quit", []) => Command::Quit,
        (
            "variant" | "rules" | "new" | "goal" | "level" | "legal" | "show" | "stop" | "isready"
            | "quit",
            _,
        ) => {
            return Err(format!("{verb}: expected `{}`", usage(verb)));
        }
        _ => return Err(format!("unknown command `{}`; {}", echo(verb), known())),
    };
    Ok(Some(command))
}

/// How each command is written, for error messages.
fn usage(verb: &str) -> &'static str {
    match verb {
        "variant" => "variant NAME [pits N] [seeds N]",
        "rules" => "rules FILE",
        "go" => "go movetime MS | go depth D | go nodes N",
        "position" => "position POSITION [moves M1 M2 ...]",
        "goal" => "goal win|balance",
        "level" => "level easy|medium|hard",
        "new" => "new",
        "legal" => "legal",
        "show" => "show",
        "stop" => "stop",
        "isready" => "isready",
        _ => "quit",
    }
}

/// A word of the line as an error quotes it: a line can be megabytes long,
/// and the answer should stay one short line.
fn echo(word: &str) -> String {
    wari::text::shorten(word, 32)
}

fn known() -> &'static str {
    "commands: variant, rules, new, moves, position, go, goal, level, legal, show, stop, isready, quit"
}

fn variant(name: &str, options: &[&str]) -> Result<Command, String> {
    let (mut pits, mut seeds) = (None, None);
    for pair in pairs(options, "variant")? {
        match pair {
            ("pits", value) => pits = Some(number(value, "pits")?),
            ("seeds", value) => seeds = Some(number(value, "seeds")?),
            (key, _) => {
                return Err(format!(
                    "variant: unknown option `{}`; expected pits or seeds",
                    echo(key)
                ));
            }
        }
    }
    Ok(Command::Variant {
        name: name.to_owned(),
        pits,
        seeds,
    })
}

/// `position 4 4 4 4 4 4 / 4 4 4 4 4 4 / 0 0 / s moves 3 1`: the
/// notation's words up to `moves`, then the moves.
fn position(words: &[&str]) -> Result<Command, String> {
    let (board, moves) = match words.iter().position(|&w| w == "moves") {
        Some(at) => (&words[..at], &words[at + 1..]),
        None => (words, &[][..]),
    };
    if board.is_empty() {
        return Err(format!("position: expected `{}`", usage("position")));
    }
    // The error may quote the line's words: cut short, like any echo.
    let diagram = board
        .join(" ")
        .parse::<Diagram>()
        .map_err(|e| format!("position: {}", wari::text::shorten(&e.to_string(), 160)))?;
    Ok(Command::Position {
        diagram,
        moves: numbers(moves)?,
    })
}

fn go(options: &[&str]) -> Result<Command, String> {
    let (mut movetime, mut depth, mut nodes) = (None, None, None);
    for pair in pairs(options, "go")? {
        match pair {
            ("movetime", value) => movetime = Some(number(value, "movetime")?),
            ("depth", value) => depth = Some(number(value, "depth")?),
            ("nodes", value) => nodes = Some(number(value, "nodes")?),
            (key, _) => {
                return Err(format!(
                    "go: unknown option `{}`; expected movetime, depth or nodes",
                    echo(key)
                ));
            }
        }
    }
    if movetime.is_none() && depth.is_none() && nodes.is_none() {
        return Err(format!("go: expected `{}`", usage("go")));
    }
    match depth {
        Some(0) => return Err("go: depth must be at least 1".to_owned()),
        Some(d) if d > MAX_DEPTH => {
            return Err(format!("go: depth must be at most {MAX_DEPTH}"));
        }
        _ => {}
    }
    Ok(Command::Go {
        movetime,
        depth,
        nodes,
    })
}

/// `key value key value ...`.
fn pairs<'a>(words: &[&'a str], verb: &str) -> Result<Vec<(&'a str, &'a str)>, String> {
    if !words.len().is_multiple_of(2) {
        return Err(format!("{verb}: expected `{}`", usage(verb)));
    }
    Ok(words.chunks(2).map(|pair| (pair[0], pair[1])).collect())
}

fn number<T: std::str::FromStr>(text: &str, what: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{what}: `{}` is not a number in range", echo(text)))
}

fn numbers(words: &[&str]) -> Result<Vec<usize>, String> {
    words
        .iter()
        .enumerate()
        .map(|(i, w)| number(w, &format!("moves: ply {}", i + 1)))
        .collect()
}
