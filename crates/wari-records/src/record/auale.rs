//! Aualé's OGN, the form of the files of Aualé (an Oware program), as its
//! writer lays a game out and its reader takes one in: what wari reads in
//! any record.
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
//! a comment before the first move stops it.

use crate::engine::Rules;

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
