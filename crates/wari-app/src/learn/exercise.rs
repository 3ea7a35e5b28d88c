//! One exercise: a position built for it, what to do there, a pointer for
//! when the move was not it, and the answer. Playing a move gives a
//! [`Verdict`] in the game's own narration.

use wari_words::tr;

use crate::app::{Unfinished, narrate};
use crate::engine::{ByPlayer, Diagram, Move, Player, Position, Rules};
use crate::record::Ending;
use crate::setup::Goal as PlayGoal;
use crate::setup::Seat;

use super::{Goal, Words};

/// The learner's name in the narration: the learner sits South.
pub const LEARNER: &str = "Ama";
/// The other player's name in the narration.
pub const OTHER: &str = "Kofi";

/// An exercise as the lessons write it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Exercise {
    /// What to do: "Capture 3 seeds in one move."
    pub task: Words,
    /// The position, South (the learner) to move, in the one-line notation.
    pub diagram: &'static str,
    /// What the engine checks after the move.
    pub goal: Goal,
    /// The first hint, also given after a move that missed the goal.
    pub pointer: Words,
    /// A pit of the learner's that does it, by its letter (`A`..).
    pub answer: char,
}

/// What a move did for the exercise, in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The move did what was asked; the narration says what it did.
    Done(String),
    /// The move was played, but it was not it: what it did, and a pointer.
    Missed(String),
    /// The rules refuse the move: why, and a pointer, but not the pits that
    /// may be played, which would give the answer away.
    Refused(String),
}

impl Verdict {
    /// What the learner reads.
    pub fn text(&self) -> &str {
        match self {
            Verdict::Done(said) | Verdict::Missed(said) | Verdict::Refused(said) => said,
        }
    }
}

impl Exercise {
    /// The exercise's position under `rules`, or why it cannot be set up
    /// there (a board of another size).
    pub fn position(&self, rules: Rules) -> Result<Position, String> {
        let diagram: Diagram = self.diagram.parse().map_err(|e| format!("{e}"))?;
        diagram.position(rules).map_err(|e| e.to_string())
    }

    /// The answer as a move.
    pub fn answer_move(&self) -> Option<Move> {
        let offset = (self.answer as u32).checked_sub('A' as u32)?;
        Move::new(offset as usize + 1)
    }

    /// Plays `m` from `start` (the exercise's position) and judges it.
    pub fn judge(&self, start: &Position, m: Move) -> Verdict {
        let seats = seats();
        let n = start.rules().pits_per_side();
        let pointer = self.pointer.text();
        match start.play(m) {
            Err(error) => Verdict::Refused(format!(
                "{} {pointer}",
                sentence(narrate::refusal(&error, &seats, Player::South, n)),
            )),
            Ok((after, report)) => {
                let mut said = narrate::last_move(start, &report, &seats);
                if let Some(outcome) = report.outcome() {
                    let ending = Ending::Played(outcome);
                    let reason =
                        narrate::reason(ending, &seats, after.to_move(), "", Unfinished::NoWinner);
                    let result =
                        narrate::result(ending, &seats, PlayGoal::Compete, Unfinished::NoWinner);
                    said = format!("{said} {reason} {result}");
                }
                if self.goal.met(start, &after, &report) {
                    Verdict::Done(said)
                } else {
                    Verdict::Missed(format!("{said} {pointer}"))
                }
            }
        }
    }

    /// The second hint: the answer and what it does.
    pub fn answer_text(&self, start: &Position) -> String {
        let done = self
            .answer_move()
            .and_then(|m| start.play(m).ok())
            .map(|(_, report)| narrate::last_move(start, &report, &seats()));
        let play = tr!("lesson-answer", pit = self.answer.to_string());
        match done {
            Some(said) => format!("{play} {said}"),
            None => play,
        }
    }
}

/// The two players as the narration names them.
pub fn seats() -> ByPlayer<Seat> {
    ByPlayer::new(Seat::human(LEARNER), Seat::human(OTHER))
}

/// `text` ending with a full stop, so that the pointer after it reads as
/// a sentence of its own.
fn sentence(mut text: String) -> String {
    if !text.ends_with(['.', '!', '?']) {
        text.push('.');
    }
    text
}
