//! Replays the games OpenSpiel's `oware` recorded (RULES.md 7) under
//! `warri-society`, and requires the same board, stores, player to move and
//! legal moves at every ply, and the same end at the same ply.
//!
//! `data/openspiel-games.jsonl` was recorded through OpenSpiel's Python
//! package and is kept in the repository, so a fresh clone tests itself;
//! docs/RULES.md 7 describes its format.

use serde::Deserialize;
use wari::engine::{Game, Move, Player, Position};
use wari::variants::Variants;

/// One recorded game, as the generator writes it.
#[derive(Deserialize)]
struct Record {
    pits_per_side: u8,
    seeds_per_pit: u8,
    moves: Vec<usize>,
    /// `"<pits>|<store0> <store1>|<to_move or ->|<legal moves>"` a ply.
    plies: Vec<String>,
    /// `"<pits>|<store0> <store1>"` before OpenSpiel's closing sweep.
    #[serde(rename = "final")]
    before_sweep: String,
    end: String,
}

fn records() -> Vec<Record> {
    include_str!("data/openspiel-games.jsonl")
        .lines()
        .map(|line| serde_json::from_str(line).expect("a game record"))
        .collect()
}

fn numbers(list: &[u16]) -> String {
    list.iter()
        .map(u16::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The pits and stores in the record's format.
fn board(position: &Position) -> String {
    let stores = position.stores();
    format!(
        "{}|{} {}",
        numbers(position.pits()),
        stores.south(),
        stores.north()
    )
}

/// A ply in the record's format; OpenSpiel's player 0 moves first, as South.
fn ply(game: &Game) -> String {
    let to_move = match (game.outcome(), game.position().to_move()) {
        (Some(_), _) => "-",
        (None, Player::South) => "0",
        (None, Player::North) => "1",
    };
    let legal: Vec<String> = game
        .legal_moves()
        .into_iter()
        .map(|m| m.number().to_string())
        .collect();
    format!("{}|{to_move}|{}", board(game.position()), legal.join(" "))
}

/// Replays one record, returning the first difference.
fn replay(record: &Record) -> Result<(), String> {
    let rules = Variants::builtin().get("warri-society").unwrap().rules();
    let rules = rules
        .with_pits_per_side(record.pits_per_side)
        .and_then(|rules| rules.with_seeds_per_pit(record.seeds_per_pit))
        .map_err(|e| e.to_string())?;
    let mut game = Game::new(rules, Player::South);
    for (index, expected) in record.plies.iter().enumerate() {
        let is_last = index + 1 == record.plies.len();
        if index > 0 {
            let number = record.moves[index - 1];
            let m = Move::new(number).ok_or(format!("ply {index}: move {number}"))?;
            game.play(m).map_err(|e| format!("ply {index}: {e}"))?;
        }
        // OpenSpiel sweeps after a majority too; RULES.md 3.1 does not.
        let majority_end = is_last && record.end == "majority";
        if !majority_end && ply(&game) != *expected {
            return Err(format!("ply {index}: got {}, want {expected}", ply(&game)));
        }
    }
    check_end(record, &game)
}

/// The end reason, and the board `final` records before OpenSpiel's sweep.
fn check_end(record: &Record, game: &Game) -> Result<(), String> {
    let end = game.outcome().map_or("unfinished", |o| o.reason().name());
    if end != record.end {
        return Err(format!("ended by {end}, want {}", record.end));
    }
    if end == "majority" && board(game.position()) != record.before_sweep {
        return Err(format!(
            "final board {}, want {}",
            board(game.position()),
            record.before_sweep
        ));
    }
    Ok(())
}

#[test]
fn every_openspiel_game_replays_identically_under_warri_society() {
    let records = records();
    assert_eq!(records.len(), 360, "the whole vendored file is read");
    let failures: Vec<String> = records
        .iter()
        .enumerate()
        .filter_map(|(n, record)| replay(record).err().map(|e| format!("game {}: {e}", n + 1)))
        .collect();
    assert!(
        failures.is_empty(),
        "{} games differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn the_games_cover_every_end_and_every_board_size() {
    let records = records();
    for end in ["majority", "no-moves", "repetition"] {
        assert!(
            records.iter().any(|r| r.end == end),
            "no game ends by {end}"
        );
    }
    let sizes: std::collections::BTreeSet<u8> = records.iter().map(|r| r.pits_per_side).collect();
    assert_eq!(sizes.into_iter().collect::<Vec<_>>(), [3, 4, 5, 6, 7, 8, 9]);
}
