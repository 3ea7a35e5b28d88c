//! The lesson's summary, printed when the classroom stops: what a teacher
//! copies into their notes, in the classroom's language.

use std::fmt::Write;

use wari_words::tr;

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
    let mut text = tr!(
        "console-summary",
        ended = class.ended.len(),
        going = going.len()
    );
    text.push('\n');
    for game in &class.ended {
        let line = tr!(
            "console-summary-ended",
            table = game.table,
            south = game.names[Player::South].as_str(),
            north = game.names[Player::North].as_str(),
            result = game.result(),
            moves = game.moves
        );
        let _ = writeln!(text, "  {line}");
    }
    for (table, position) in going {
        let stores = position.stores();
        let line = tr!(
            "console-summary-going",
            table = table.id,
            south = table.name(Player::South),
            north = table.name(Player::North),
            south_store = stores[Player::South],
            north_store = stores[Player::North]
        );
        let _ = writeln!(text, "  {line}");
    }
    text
}
