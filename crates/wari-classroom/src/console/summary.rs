//! The lesson's summary, printed when the classroom stops: what a teacher
//! copies into their notes, in the classroom's language.

use std::fmt::Write;

use wari_words::tr;

use crate::engine::Player;

use super::super::table::Phase;
use crate::class::Class;

/// The lesson in a few lines: the games that ended with their results, then
/// the games still going with their scores. Its count of games ended is
/// of those played to their end; those left unfinished (stopped with the
/// classroom, too) and those still going are counted apart.
pub fn lesson_summary(class: &Class) -> String {
    let going: Vec<_> = class
        .tables
        .iter()
        .filter(|t| t.phase == Phase::Playing)
        .filter_map(|t| Some((t, t.position?)))
        .collect();
    let left = class
        .ended
        .iter()
        .filter(|game| game.game.ending.is_abandoned());
    let left = left.count();
    let mut text = tr!(
        "console-summary",
        ended = class.ended.len() - left,
        going = going.len() + left
    );
    text.push('\n');
    for game in &class.ended {
        let line = tr!(
            "console-summary-ended",
            table = game.table,
            south = game.name(Player::South),
            north = game.name(Player::North),
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
