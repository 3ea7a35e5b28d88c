//! The computer's turn: the search the app asks the edge for, what it does
//! with the answer, and the pause that lets people follow each move.

use std::time::Duration;

use crate::engine::{Move, Player};
use crate::search::{self, Level};

use super::{App, Found, News, Purpose, Refusal, SearchAnswer, SearchRequest};
use crate::setup::{Goal, PlayerKind};

/// How long a hint looks ahead.
const HINT_BUDGET: Duration = Duration::from_millis(300);
/// How long the computer thinks at medium and hard, outside Hurry.
const MOVE_BUDGET: Duration = Duration::from_secs(1);
/// Seed steps the computer waits, once the board is still, before it sows
/// against a person: long enough to see what the person's move did.
const PAUSE_STEPS: u32 = 4;
/// Seed steps between two computers' moves: people watch a demo, and read
/// each move's narration before the next one starts.
const DEMO_PAUSE_STEPS: u32 = 12;
/// The slowest a demo's seeds fall: slow enough to count each one aloud.
const SLOWEST_STEP: Duration = Duration::from_millis(1200);

/// The computer's progress through its turn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Thinking {
    /// Time since the board came to rest on the computer's turn.
    pub(super) waited: Duration,
    /// The move found, held until the pause is over.
    pub(super) ready: Option<Move>,
}

impl App {
    /// The search the edge should be running now, if any: a computer
    /// seat's move, or a hint's deeper look. `None` while a move is shown,
    /// a screen or question covers the board, the demo is paused, or the
    /// game is over. The edge runs it with [`SearchRequest::run`] and
    /// feeds the answer back as [`Action::Searched`]; a request with a new
    /// ticket replaces the old one, whose search the edge may stop.
    ///
    /// [`Action::Searched`]: super::Action::Searched
    pub fn search_request(&self) -> Option<SearchRequest> {
        let (purpose, level, budget) = self.wanted()?;
        Some(SearchRequest {
            ticket: self.model.generation,
            purpose,
            game: self.model.game.clone(),
            level,
            goal: search_goal(self.model.setup.mode.goal()),
            budget,
            depth: None,
            seed: self.model.seed,
        })
    }

    /// Whether a computer seat is to move in a game still going: the turn
    /// line says it is thinking, and the keys that play are refused.
    pub fn computer_to_move(&self) -> bool {
        !self.is_over() && !self.human_to_move()
    }

    /// Whether the computer plays both seats: a demo that plays itself.
    pub fn is_demo(&self) -> bool {
        self.model.setup.seats[Player::South].is_computer()
            && self.model.setup.seats[Player::North].is_computer()
    }

    /// Whether the demo is paused (Space pauses and continues it).
    pub fn paused(&self) -> bool {
        self.model.paused
    }

    /// What to search for, how strongly, and for how long.
    fn wanted(&self) -> Option<(Purpose, Level, Duration)> {
        if !self.board_still() {
            return None;
        }
        match self.model.setup.seats[self.model.game.position().to_move()].kind {
            PlayerKind::Computer(level)
                if self.model.thinking.ready.is_none() && self.demo_runs() =>
            {
                Some((Purpose::Move, level, self.move_budget()))
            }
            PlayerKind::Computer(_) => None,
            PlayerKind::Human => {
                let rule = self.hint_waiting()?;
                Some((Purpose::Hint { rule }, Level::Hard, HINT_BUDGET))
            }
        }
    }

    /// Whether the player to move may move now: nothing is being shown or
    /// asked, and the game goes on.
    fn board_still(&self) -> bool {
        self.model.animation.is_none()
            && self.view.help.is_none()
            && self.question().is_none()
            && !self.is_over()
            && !self.view.quit
    }

    /// Takes a search's answer, if it answers what is wanted now.
    pub(super) fn searched(&mut self, answer: SearchAnswer) {
        let Some((purpose, _, _)) = self.wanted() else {
            return;
        };
        if answer.ticket != self.model.generation {
            return;
        }
        match (purpose, answer.found) {
            (Purpose::Move, Found::Move(m)) if self.model.game.legal_moves().contains(m) => {
                self.model.thinking.ready = Some(m);
                self.play_when_ready();
            }
            // Never expected; the game must go on all the same.
            (Purpose::Move, _) => {
                let legal = self.model.game.legal_moves();
                self.model.thinking.ready = legal.iter().next();
                self.play_when_ready();
            }
            (
                Purpose::Hint { rule },
                Found::Hint {
                    best,
                    rule: line,
                    perfect,
                },
            ) => {
                self.deeper_hint(rule, &best, &line, perfect);
            }
            (Purpose::Hint { .. }, _) => self.hint_answered(),
        }
    }

    /// Lets `dt` pass on the computer's turn: once the pause is over, the
    /// move found is played.
    pub(super) fn think_for(&mut self, dt: Duration) {
        if self.computer_runs() {
            self.model.thinking.waited += dt;
            self.play_when_ready();
        }
    }

    /// How long until the computer's pause is over, while it runs.
    pub(super) fn until_computer_moves(&self) -> Option<Duration> {
        let left = self.pause().checked_sub(self.model.thinking.waited)?;
        (self.computer_runs() && !left.is_zero()).then_some(left)
    }

    /// Whether the computer's turn goes on: its move comes once the board
    /// is still, shown, and not a paused demo's.
    fn computer_runs(&self) -> bool {
        self.computer_to_move() && self.board_still() && self.demo_runs() && !self.board_hidden()
    }

    /// Whether the computer's turn goes on: not while the demo is paused,
    /// unless a step was asked for.
    fn demo_runs(&self) -> bool {
        !self.model.paused || self.model.stepping
    }

    /// A demo seat's next level, easy to hard and round again; the search
    /// for the move to come starts over at the new level.
    pub(super) fn next_level(&mut self, player: Player) {
        let seat = &mut self.model.setup.seats[player];
        let PlayerKind::Computer(level) = seat.kind else {
            return;
        };
        let at = Level::ALL.iter().position(|&l| l == level).unwrap_or(0);
        let next = Level::ALL[(at + 1) % Level::ALL.len()];
        seat.kind = PlayerKind::Computer(next);
        let name = seat.name.clone();
        self.announce(News::Level { name, level: next });
        self.model.generation += 1;
        self.model.thinking = Thinking::default();
    }

    /// Makes the demo's seeds fall faster or slower, by halves and
    /// doubles between fast limits that people can still follow.
    pub(super) fn change_speed(&mut self, faster: bool) {
        let step = self.model.setup.seed_step;
        if step.is_zero() {
            self.refuse(Refusal::NoSpeed);
            return;
        }
        self.model.setup.seed_step =
            if faster { step / 2 } else { step * 2 }.clamp(SLOWEST_STEP / 32, SLOWEST_STEP);
        self.announce(News::SeedStep(self.model.setup.seed_step));
    }

    pub(super) fn play_when_ready(&mut self) {
        if self.model.thinking.waited < self.pause() && !self.model.stepping {
            return;
        }
        // A move found while the board is hidden waits until it is seen.
        if self.board_hidden() {
            return;
        }
        if self.model.thinking.ready.is_some() && self.offers_to_stop() {
            self.computer_offers_end();
            return;
        }
        if let Some(m) = self.model.thinking.ready.take() {
            self.model.undone.clear();
            self.play(m);
        }
    }

    /// The computer's wait before it sows, from the animation's speed (no
    /// animation, no wait). In Hurry it takes at most a quarter of the
    /// countdown.
    pub(super) fn pause(&self) -> Duration {
        let steps = if self.is_demo() {
            DEMO_PAUSE_STEPS
        } else {
            PAUSE_STEPS
        };
        let pause = self.seed_step() * steps;
        if self.model.setup.mode.is_hurry() {
            pause.min(self.model.setup.hurry / 4)
        } else {
            pause
        }
    }

    /// The search's time: in Hurry at most half of what is left of the
    /// countdown, so the move is always made before the clock runs out.
    fn move_budget(&self) -> Duration {
        match self
            .model
            .countdown
            .filter(|_| self.model.setup.mode.is_hurry())
        {
            Some(left) => MOVE_BUDGET.min(left / 2),
            None => MOVE_BUDGET,
        }
    }

    /// The changes every new position needs: answers and hints about the
    /// old one are stale now, and an offer made on it lapses.
    pub(super) fn game_changed(&mut self) {
        self.model.generation += 1;
        self.model.offer = None;
        self.model.thinking = Thinking::default();
        self.model.stepping = false;
    }
}

/// What the search plays for under the mode's goal: in Win-Win the
/// computer is a partner, playing for level stores, not for itself.
pub fn search_goal(goal: Goal) -> search::Goal {
    match goal {
        Goal::Compete => search::Goal::Win,
        Goal::Cooperate => search::Goal::Balance,
    }
}
