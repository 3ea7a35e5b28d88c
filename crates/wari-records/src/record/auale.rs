//! Aualé's OGN, the form of the files of Aualé (an Oware program), as its
//! writer lays a game out and its reader takes one in: what wari reads in
//! any record, and follows when it writes a game Aualé can play.
//!
//! Aualé plays one rule set, Oware Abapa: Warri Society's knobs on 6 pits
//! of 4 seeds. Its writer puts eight tags first in a fixed order ([`ROSTER`],
//! each `?` when unknown) and every other tag after them sorted by name;
//! then the moves, numbered by pairs from the first, `+N` after each that
//! raised the mover's store (on a move that ends the game by a sweep, the
//! seeds swept in count too), a comment as `{ words }` after the move it is
//! about, and the final stores `S-N` once the game is over, with no `*`
//! when it is not.
//!
//! Its reader starts the game from a `FEN` tag when there is one
//! (`4-4-4-4-4-4-4-4-4-4-4-4-0-0-S`: the twelve pits from South's `A`, the
//! two stores, `S` or `N` to move), else from the start with South to move;
//! takes every letter `A..F`/`a..f` outside braces and parentheses for a
//! move; and hangs each comment on the move before it, keeping one a move:
//! a comment before the first move makes it fail.

use super::Comment;
use crate::engine::{Player, Position, Rules};

/// The `Variant` Aualé writes: the only rule set it plays.
pub(super) const RULESET: &str = "Oware Abapa";

/// The tags Aualé writes first, in this order, whatever they hold.
pub(super) const ROSTER: [&str; 8] = [
    "Variant", "Event", "Site", "Date", "Round", "South", "North", "Result",
];

/// What Aualé writes in a tag of its roster that nobody filled in.
pub(super) const UNKNOWN: &str = "?";

/// The rules of Oware Abapa as Aualé plays them, which are Warri
/// Society's: a grand slam captures nothing, more than 24 seeds win, a
/// repeated position or a player with no move ends the game and each row
/// goes to its owner.
pub(super) const fn rules() -> Rules {
    Rules::warri_society()
}

/// Whether a `Variant` names Aualé's rule set: it writes "Oware Abapa";
/// "Abapa" alone is read the same.
pub(super) fn names_abapa(variant: &str) -> bool {
    variant.to_ascii_lowercase().contains("abapa")
}

/// Whether Aualé's reader takes `comments` as they are: each after a move,
/// at most one after any move. They are in order of `after`.
pub(super) fn takes_comments(comments: &[Comment]) -> bool {
    comments.first().is_none_or(|c| c.after > 0)
        && comments
            .windows(2)
            .all(|pair| pair[0].after < pair[1].after)
}

/// `position` as a `FEN` tag holds it; Aualé's board is always 6 a side.
pub(super) fn fen(position: &Position) -> String {
    let stores = position.stores();
    let to_move = match position.to_move() {
        Player::South => "S",
        Player::North => "N",
    };
    let numbers: Vec<String> = position
        .pits()
        .iter()
        .chain([&stores.south(), &stores.north()])
        .map(u16::to_string)
        .collect();
    format!("{}-{to_move}", numbers.join("-"))
}

/// A `FEN` tag's value in [`Diagram`](crate::engine::Diagram)'s notation;
/// anything but twelve pits, two stores and the player to move is passed
/// on whole so the notation's own error describes it.
pub(super) fn from_fen(text: &str) -> String {
    let parts: Vec<&str> = text.split('-').collect();
    match parts[..] {
        [ref pits @ .., south, north, to_move] if pits.len() == 12 => format!(
            "{} / {} / {south} {north} / {}",
            pits[..6].join(" "),
            pits[6..].join(" "),
            to_move.to_ascii_lowercase()
        ),
        _ => text.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Diagram;

    #[test]
    fn a_fen_reads_back_as_the_position_it_was_written_from() {
        let text = "0-1-2-3-4-5-6-7-8-0-1-2-3-4-N";
        let diagram: Diagram = from_fen(text).parse().expect("a diagram");
        let position = diagram.position(rules()).expect("fits Abapa");
        assert_eq!(position.to_move(), Player::North);
        assert_eq!(fen(&position), text);
    }

    #[test]
    fn comments_fit_aualé_only_one_after_each_move() {
        let after = |after| Comment {
            after,
            text: String::new(),
        };
        assert!(takes_comments(&[]));
        assert!(takes_comments(&[after(1), after(4)]));
        assert!(!takes_comments(&[after(0)]), "before the first move");
        assert!(!takes_comments(&[after(2), after(2)]), "two after one move");
    }
}
