//! The lesson's summary, printed when the classroom stops: what a teacher
//! copies into their notes.

use crate::text::count;
use std::fmt::Write;

use crate::engine::Player;

use super::super::table::Phase;
use super::class::Class;

/// The lesson in a few lines: the games that ended with their results, then
/// the games still going with their scores.
pub fn lesson_summary(class: &Class) -> String {
    let going: Vec<_> = class
        .tables
        .iter()
        .filter(|t| t.phase == Phase::Playing)
        .filter_map(|t| Some((t, t.position?)))
        .collect();
    let mut text = format!(
        "Lesson summary: {} ended, {} unfinished.\n",
        count(class.ended.len(), "game"),
        count(going.len(), "game")
    );
    for game in &class.ended {
        let _ = writeln!(
            text,
            "  table {}: {} v {}: {} ({})",
            game.table,
            game.names[Player::South],
            game.names[Player::North],
            game.result.clone(),
            count(game.moves, "move")
        );
    }
    for (table, position) in going {
        let stores = position.stores();
        let _ = writeln!(
            text,
            "  table {}: {} v {}: unfinished at {}-{}",
            table.id,
            table.name(Player::South),
            table.name(Player::North),
            stores[Player::South],
            stores[Player::North]
        );
    }
    text
}
