//! One puzzle: a position, the move that answers it, by how much, how
//! hard it is and why. Read as plain text first ([`RawPuzzle`]), then
//! checked once into a [`Puzzle`], so a puzzle on screen is always playable.

use crate::engine::{Diagram, Move, Player, Position};
use crate::variants::Variants;

use super::{Grade, Reason, Theme};

/// A puzzle as the puzzle file writes it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawPuzzle {
    /// The position in the one-line notation; South is always to move.
    pub position: String,
    /// The variant of the built-in rules it is played under.
    pub variant: String,
    /// The answer, South's pit letter: `A`..
    pub answer: String,
    /// Seeds by which the answer beats every other move at `depth`.
    pub margin: u32,
    /// `easy`, `medium` or `hard`.
    pub grade: String,
    /// The search depth, in plies, from which the answer is best by the margin.
    pub depth: u32,
    /// What it is about ([`Theme`]'s name), as the engine finds it.
    pub theme: String,
}

/// A checked puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The position, South to move.
    pub position: Position,
    /// The variant's name.
    pub variant: String,
    /// The answer.
    pub answer: Move,
    /// Seeds by which the answer beats every other move at `depth`.
    pub margin: u32,
    /// How hard it is.
    pub grade: Grade,
    /// The search depth, in plies, from which the answer is best by the margin.
    pub depth: u32,
    /// What it is about.
    pub theme: Theme,
}

/// A puzzle that cannot be played, and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("puzzle {number}: {why}")]
pub struct PuzzleError {
    /// The puzzle's place in its file, from 1.
    pub number: usize,
    /// What is wrong with it.
    pub why: String,
}

impl Puzzle {
    /// Checks `raw`, the `number`th puzzle of its file, under its
    /// variant's rules in `variants`.
    pub fn check(
        raw: &RawPuzzle,
        number: usize,
        variants: &Variants,
    ) -> Result<Puzzle, PuzzleError> {
        let fail = |why: String| PuzzleError { number, why };
        let rules = variants
            .get(&raw.variant)
            .map_err(|e| fail(e.to_string()))?
            .rules();
        let diagram: Diagram = raw.position.parse().map_err(|e| fail(format!("{e}")))?;
        let position = diagram.position(rules).map_err(|e| fail(e.to_string()))?;
        if position.to_move() != Player::South {
            return Err(fail("South must be to move".to_owned()));
        }
        let answer = match raw.answer.as_bytes() {
            [letter @ b'A'..=b'L'] => Move::new(usize::from(letter - b'A') + 1),
            _ => None,
        }
        .filter(|m| position.legal_moves().contains(*m))
        .ok_or_else(|| {
            fail(format!(
                "the answer {:?} is no legal move of South's",
                raw.answer
            ))
        })?;
        let theme: Theme = raw.theme.parse().map_err(fail)?;
        let found = Theme::of(&position, answer);
        if theme != found {
            return Err(fail(format!("it is about {found}, not {theme}")));
        }
        Ok(Puzzle {
            position,
            variant: raw.variant.clone(),
            answer,
            margin: raw.margin,
            grade: raw.grade.parse().map_err(fail)?,
            depth: raw.depth,
            theme,
        })
    }

    /// The puzzle's fixed rating, from what it takes to see: 150 a ply of
    /// the search that first finds it, from 850 for one ply, and 100 more
    /// when the answer takes nothing at once.
    pub fn rating(&self) -> f64 {
        let quiet = self
            .position
            .play(self.answer)
            .is_ok_and(|(_, report)| report.capture().is_empty());
        700.0 + 150.0 * f64::from(self.depth) + if quiet { 100.0 } else { 0.0 }
    }

    /// Why the answer is best, from the search: asked for when it is to
    /// be shown, since it searches.
    pub fn reason(&self) -> Reason {
        Reason::of(self)
    }

    /// The answer as the board writes it: `A`..
    pub fn answer_letter(&self) -> char {
        let n = self.position.rules().pits_per_side();
        self.answer.pit(Player::South, n).label(n)
    }

    /// The puzzle as the file writes it.
    pub fn to_raw(&self) -> RawPuzzle {
        RawPuzzle {
            position: Diagram::of(&self.position).to_string(),
            variant: self.variant.clone(),
            answer: self.answer_letter().to_string(),
            margin: self.margin,
            grade: self.grade.name().to_owned(),
            depth: self.depth,
            theme: self.theme.name().to_owned(),
        }
    }
}
