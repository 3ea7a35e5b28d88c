//! The shipped puzzle sets, one for each built-in variant, and the file
//! format they are written in: TOML, one `[[puzzle]]` table each, after a
//! header saying how it was made (`wari puzzles make`).

use crate::variants::Variants;

use super::{Puzzle, PuzzleError, RawPuzzle};

/// Each built-in variant's shipped puzzles, by the variant's name.
const SHIPPED: [(&str, &str); 4] = [
    (
        "kids-and-caboodles",
        include_str!("sets/kids-and-caboodles.toml"),
    ),
    ("warri-society", include_str!("sets/warri-society.toml")),
    ("traditional", include_str!("sets/traditional.toml")),
    ("dutch", include_str!("sets/dutch.toml")),
];

/// A puzzle file: the puzzles in order.
#[derive(Debug, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawSet {
    pub(super) puzzle: Vec<RawPuzzle>,
}

/// Reads a puzzle file's text and checks each puzzle under its variant's
/// rules in `variants`.
pub fn parse(text: &str, variants: &Variants) -> Result<Vec<Puzzle>, PuzzleError> {
    let raw: RawSet = toml::from_str(text).map_err(|e| PuzzleError {
        number: 0,
        why: e.to_string(),
    })?;
    raw.puzzle
        .iter()
        .enumerate()
        .map(|(index, raw)| Puzzle::check(raw, index + 1, variants))
        .collect()
}

/// The shipped puzzles of the built-in variant `variant`, checked; `None`
/// for a variant nothing is shipped for (one of a user's own).
pub fn shipped_for(variant: &str) -> Option<Vec<Puzzle>> {
    let (_, text) = SHIPPED.iter().find(|(name, _)| *name == variant)?;
    Some(
        parse(text, &Variants::builtin())
            .expect("the shipped puzzles are valid; a test reads them"),
    )
}

/// The variants puzzles are shipped for, and each one's file text.
pub fn shipped_sets() -> impl Iterator<Item = (&'static str, &'static str)> {
    SHIPPED.into_iter()
}
