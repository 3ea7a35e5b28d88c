//! The shipped puzzle set and the file format it is written in: TOML, one
//! `[[puzzle]]` table each, after a header saying how it was made.

use super::{Puzzle, PuzzleError, RawPuzzle};

/// The shipped puzzles, made by `examples/make_puzzles.rs` (its header
/// gives the command).
pub const SET_SOURCE: &str = include_str!("set.toml");

/// A puzzle file: the puzzles in order.
#[derive(Debug, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawSet {
    pub(super) puzzle: Vec<RawPuzzle>,
}

/// Reads and checks a puzzle file's text.
pub fn parse(text: &str) -> Result<Vec<Puzzle>, PuzzleError> {
    let raw: RawSet = toml::from_str(text).map_err(|e| PuzzleError {
        number: 0,
        why: e.to_string(),
    })?;
    raw.puzzle
        .iter()
        .enumerate()
        .map(|(index, raw)| Puzzle::check(raw, index + 1))
        .collect()
}

/// The shipped puzzles, checked.
pub fn shipped() -> Vec<Puzzle> {
    parse(SET_SOURCE).expect("the shipped puzzles are valid; a test reads them")
}
