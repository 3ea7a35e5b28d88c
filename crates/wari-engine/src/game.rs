//! A game: a position plus the boards the repetition rule remembers.

use super::position::Board;
use super::{EndReason, IllegalMove, Move, MoveList, MoveReport, Outcome, Player, Position, Rules};

/// A game in progress or over: the current position, the boards seen since
/// the last capture (for RULES.md 3.2) and how it ended.
///
/// The history cannot live in the `Copy` [`Position`], since it grows without
/// bound between captures; search keeps its own along its path instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    position: Position,
    /// Every board since the last capture, the current one last.
    seen: Vec<Board>,
    outcome: Option<Outcome>,
}

impl Game {
    /// A new game under `rules`, with `first` to move.
    pub fn new(rules: Rules, first: Player) -> Game {
        Game::from_position(Position::start(rules, first))
    }

    /// A game that starts from a position built by hand; it may already be
    /// over (no legal move, or a majority).
    pub fn from_position(position: Position) -> Game {
        let mut position = position;
        let outcome = position.end(&[]);
        Game {
            position,
            seen: vec![*position.board()],
            outcome,
        }
    }

    /// The current position.
    pub const fn position(&self) -> &Position {
        &self.position
    }

    /// The rules in play.
    pub const fn rules(&self) -> Rules {
        self.position.rules()
    }

    /// How the game ended, once it has.
    pub const fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The legal moves; empty once the game is over. See
    /// [`Position::legal_moves`] for how the rules combine.
    pub fn legal_moves(&self) -> MoveList {
        if self.outcome.is_some() {
            MoveList::new()
        } else {
            self.position.legal_moves()
        }
    }

    /// The boards since the last capture, the current one last: what
    /// search needs to apply the repetition rule along its own path.
    pub fn boards_since_capture(&self) -> &[Board] {
        &self.seen
    }

    /// Plays a move by its 1-based number, as typed; see [`Game::play`].
    pub fn play_number(&mut self, number: usize) -> Result<MoveReport, IllegalMove> {
        if self.outcome.is_some() {
            return Err(IllegalMove::GameOver);
        }
        let m = self.position.parse_move(number)?;
        self.play(m)
    }

    /// Plays `m`, applies every end rule in RULES.md 3's order, and reports
    /// what happened. An illegal move leaves the game untouched.
    pub fn play(&mut self, m: Move) -> Result<MoveReport, IllegalMove> {
        if self.outcome.is_some() {
            return Err(IllegalMove::GameOver);
        }
        let (next, report) = self.position.play_after(m, &self.seen)?;
        if !report.capture().is_empty() {
            self.seen.clear();
        }
        self.seen.push(*next.board());
        self.position = next;
        self.outcome = report.outcome();
        Ok(report)
    }

    /// Ends the game by the players' agreement (RULES.md 3.4): each row's
    /// seeds go to its owner's store. Returns the outcome, or the existing
    /// one if the game was already over.
    pub fn agree_to_end(&mut self) -> Outcome {
        if let Some(outcome) = self.outcome {
            return outcome;
        }
        self.position.sweep();
        let outcome = Outcome::new(EndReason::Agreement, self.position.stores());
        self.outcome = Some(outcome);
        outcome
    }
}
