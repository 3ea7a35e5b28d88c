//! `wari replay`: play moves from the start, or a saved game's moves, and
//! print every position.

use std::io::Write;
use std::path::PathBuf;

use anyhow::anyhow;
use serde::Serialize;
use wari::engine::{Game, MoveReport, Outcome, Player};
use wari::record::{Finish, Record};

use super::board_text;
use super::rules_args::RulesArgs;

/// Plays MOVES from the start, or the game in a record or save file, and
/// prints every position, ply 0 first.
#[derive(Debug, clap::Args)]
pub struct ReplayArgs {
    /// One JSON object a line instead of a drawn board.
    #[arg(long)]
    json: bool,

    /// Replay the game in this record (or TOML save), under its own rules
    /// and from its own start; a game ended by agreement shows the end
    /// after its last move.
    #[arg(long, value_name = "FILE", conflicts_with = "moves")]
    load: Option<PathBuf>,

    /// Moves, 1-based from the mover's left (1 is South's A or North's a).
    #[arg(value_name = "MOVE")]
    moves: Vec<String>,
}

/// Replays what `args` asks for: a file's game, or moves under `rules`.
pub fn run(args: &ReplayArgs, rules: &RulesArgs, out: &mut impl Write) -> anyhow::Result<()> {
    match &args.load {
        Some(path) => {
            super::record::refuse_rules_options(rules, "--load")?;
            replay_record(args.json, &super::record::load(path)?, out)
        }
        None => replay_moves(args, Game::new(rules.resolve()?.rules, Player::South), out),
    }
}

/// Prints every position of `record`'s game, its finish with the last.
fn replay_record(json: bool, record: &Record, out: &mut impl Write) -> anyhow::Result<()> {
    let mut game = Game::from_position(*record.start());
    let last = record.moves().len();
    let finish = |game: &mut Game, ply: usize| {
        if ply == last && record.finish() == Finish::Agreement {
            game.agree_to_end();
        }
    };
    finish(&mut game, 0);
    print_ply(out, json, 0, &game, None)?;
    for (index, &m) in record.moves().iter().enumerate() {
        let report = game.play(m).expect("a record's moves are legal");
        finish(&mut game, index + 1);
        print_ply(out, json, index + 1, &game, Some(&report))?;
    }
    if !json && record.finish() == Finish::Abandoned {
        writeln!(out, "The game was abandoned here.")?;
    }
    Ok(())
}

/// One ply as `--json` prints it; field order is the documented one.
#[derive(Serialize)]
struct PlyRecord<'a> {
    ply: usize,
    pits: &'a [u16],
    stores: [u16; 2],
    to_move: Option<&'static str>,
    legal: Vec<usize>,
    end: Option<&'static str>,
    winner: Option<&'static str>,
}

/// Replays `args.moves` under `game`'s rules, writing each ply to `out`. An
/// illegal move stops the replay after the plies before it, with an error
/// naming the ply, the move and the legal moves.
fn replay_moves(args: &ReplayArgs, mut game: Game, out: &mut impl Write) -> anyhow::Result<()> {
    print_ply(out, args.json, 0, &game, None)?;
    for (index, text) in args.moves.iter().enumerate() {
        let ply = index + 1;
        let legal = game.legal_moves();
        let number: usize = text.parse().map_err(|_| {
            anyhow!("ply {ply}: `{text}` is not a move number; legal moves: {legal}")
        })?;
        let report = game
            .play_number(number)
            .map_err(|e| anyhow!("ply {ply}: move {number} is illegal: {e}"))?;
        print_ply(out, args.json, ply, &game, Some(&report))?;
    }
    Ok(())
}

fn print_ply(
    out: &mut impl Write,
    json: bool,
    ply: usize,
    game: &Game,
    report: Option<&MoveReport>,
) -> anyhow::Result<()> {
    if json {
        let record = PlyRecord {
            ply,
            pits: game.position().pits(),
            stores: [Player::South, Player::North].map(|p| game.position().stores()[p]),
            to_move: game
                .outcome()
                .is_none()
                .then(|| game.position().to_move().name()),
            legal: game.legal_moves().iter().map(|m| m.number()).collect(),
            end: game.outcome().map(|o| o.reason().name()),
            winner: game.outcome().and_then(Outcome::winner).map(Player::name),
        };
        writeln!(out, "{}", serde_json::to_string(&record)?)?;
    } else {
        writeln!(out, "{}", headline(ply, game, report))?;
        writeln!(out, "{}", board_text::board(game.position()))?;
        writeln!(out, "{}\n", footline(game))?;
    }
    Ok(())
}

/// "ply 3: North sowed 5 seeds from b and captured 3 from d".
fn headline(ply: usize, game: &Game, report: Option<&MoveReport>) -> String {
    let Some(report) = report else {
        return format!("ply 0: start, {} to move", game.position().to_move());
    };
    let n = game.rules().pits_per_side();
    let mut line = format!(
        "ply {ply}: {} sowed {} from {}",
        report.mover(),
        seeds(report.seeds()),
        report.from().label(n)
    );
    let capture = report.capture();
    if !capture.is_empty() {
        let pits: Vec<String> = capture
            .pits()
            .map(|(pit, _)| pit.label(n).to_string())
            .collect();
        line += &format!(" and captured {} from {}", capture.total(), pits.join(", "));
    }
    if report.grand_slam().is_some() && capture.is_empty() {
        line += " (a grand slam: it captures nothing)";
    }
    line
}

/// Who moves next, or how the game ended.
fn footline(game: &Game) -> String {
    let Some(outcome) = game.outcome() else {
        let to_move = game.position().to_move();
        return format!("{to_move} to move; legal moves: {}", game.legal_moves());
    };
    let stores = outcome.stores();
    let score = format!("{}-{}", stores.south(), stores.north());
    match outcome.winner() {
        Some(winner) => format!("game over ({}): {winner} wins {score}", outcome.reason()),
        None => format!("game over ({}): a draw, {score}", outcome.reason()),
    }
}

/// "1 seed", "5 seeds": the command line's own English, whatever language
/// the screens speak.
fn seeds(number: u16) -> String {
    match number {
        1 => "1 seed".to_owned(),
        many => format!("{many} seeds"),
    }
}
