//! Playing, taking back and replaying moves: the changes to the game itself.

use std::time::Duration;

use crate::engine::{EndReason, Game, Move, Player};

use super::{Animation, App, Done, News, Played, Refusal};

impl App {
    /// Plays `m` for the player to move, or says why it cannot be played.
    pub(super) fn play(&mut self, m: Move) {
        let before = *self.model.game.position();
        match self.model.game.play(m) {
            Ok(report) => {
                self.game_changed();
                self.model.played.push(Played { before, report });
                self.clear_message();
                if !self.model.setup.seed_step.is_zero() {
                    let step = self.seed_step();
                    self.model.animation = Some(Animation::new(before, report, step));
                }
                self.start_turn();
            }
            Err(error) => {
                let (mover, pits) = (before.to_move(), before.rules().pits_per_side());
                self.refuse_illegal(error, mover, pits);
            }
        }
    }

    /// Whether the player to move picks moves with keys and the mouse.
    pub(super) fn human_to_move(&self) -> bool {
        !self.model.setup.seats[self.model.game.position().to_move()].is_computer()
    }

    /// Plays the mover's move `number`, as typed or clicked.
    pub(super) fn play_number(&mut self, number: usize) {
        let mover = self.model.game.position().to_move();
        let parsed = self.model.game.position().parse_move(number);
        match parsed {
            Ok(m) => {
                self.model.undone.clear();
                self.play(m);
            }
            Err(error) => {
                let pits = self.model.setup.rules.pits_per_side();
                self.refuse_illegal(error, mover, pits);
            }
        }
    }

    /// Takes back the last move, or reopens a game ended by agreement.
    /// Against the computer it goes back to the person's last turn: the
    /// computer's reply is taken back along with the move it answered.
    pub(super) fn undo(&mut self) {
        let agreed = self.model.game.outcome().map(|o| o.reason()) == Some(EndReason::Agreement);
        if agreed || self.model.abandoned {
            self.replay();
            self.say(Done::Reopened);
            return;
        }
        let Some(last) = self.model.played.pop() else {
            self.refuse(Refusal::NothingToTakeBack);
            return;
        };
        let mut taken = vec![last.report];
        self.model.undone.push(last.report.played());
        while self.skip_computer(taken[taken.len() - 1].mover()) {
            let Some(last) = self.model.played.pop() else {
                break;
            };
            self.model.undone.push(last.report.played());
            taken.push(last.report);
        }
        self.replay();
        let n = self.model.setup.rules.pits_per_side();
        let moves = taken
            .iter()
            .rev()
            .map(|report| {
                let name = self.model.setup.seats[report.mover()].name.clone();
                (name, report.from().label(n))
            })
            .collect();
        self.say(Done::TookBack(moves));
    }

    /// Plays again the moves last taken back: up to the person's next
    /// turn, when a computer plays one seat.
    pub(super) fn redo(&mut self) {
        let Some(m) = self.model.undone.pop() else {
            self.refuse(Refusal::NothingToPlayAgain);
            return;
        };
        self.play(m);
        while self.skip_computer(self.model.game.position().to_move())
            && self.model.game.outcome().is_none()
        {
            match self.model.undone.pop() {
                Some(m) => self.play(m),
                None => break,
            }
        }
    }

    /// Whether undo and redo pass over `player`'s turn: a computer's, in a
    /// game where a person plays the other seat.
    fn skip_computer(&self, player: Player) -> bool {
        self.model.setup.seats[player].is_computer()
            && !self.model.setup.seats[!player].is_computer()
    }

    /// The game is left unfinished, as it stands.
    pub(super) fn abandon(&mut self) {
        if self.is_over() {
            return;
        }
        self.model.animation = None;
        self.view.question = None;
        self.model.abandoned = true;
        self.game_changed();
    }

    /// Starts again from the first position with the same setup.
    pub(super) fn new_game(&mut self) {
        self.model.game = Game::new(self.model.setup.rules, self.model.setup.first);
        self.model.abandoned = false;
        self.model.played.clear();
        self.model.undone.clear();
        self.model.offered_at = None;
        self.clear_message();
        self.model.animation = None;
        self.model.paused = false;
        self.game_changed();
        self.start_turn();
    }

    /// Rebuilds the game from the first position through `played`; the moves
    /// were legal once, so they are again.
    pub(super) fn replay(&mut self) {
        let moves: Vec<Move> = self
            .model
            .played
            .iter()
            .map(|p| p.report.played())
            .collect();
        self.new_game_keeping_redo();
        for m in moves {
            self.play(m);
        }
        self.model.animation = None;
        self.start_turn();
    }

    fn new_game_keeping_redo(&mut self) {
        let undone = std::mem::take(&mut self.model.undone);
        let paused = self.model.paused;
        self.new_game();
        self.model.undone = undone;
        self.model.paused = paused;
    }

    /// Where the cursor starts a turn: the mover's first legal pit.
    pub(super) fn first_legal(&self) -> Move {
        let legal = self.model.game.legal_moves();
        legal.iter().next().unwrap_or(Move::FIRST)
    }

    /// Gets the board ready for the player to move: the cursor on a legal
    /// pit, no stale hint, and Hurry's countdown once the board is still.
    pub(super) fn start_turn(&mut self) {
        self.view.hint = None;
        self.view.cursor = self.first_legal();
        let counts = self.model.setup.mode.is_hurry() && !self.is_over();
        self.model.countdown =
            (counts && self.model.animation.is_none()).then_some(self.model.setup.hurry);
    }

    /// Lets `dt` pass: the animation moves on, or Hurry's clock runs down and
    /// plays a random move for a player who ran out of time.
    pub(super) fn tick(&mut self, dt: Duration) {
        if let Some(animation) = &mut self.model.animation {
            animation.advance(dt);
            if animation.is_done() {
                self.finish_animation();
            }
            return;
        }
        self.think_for(dt);
        if self.model.animation.is_some() {
            return;
        }
        let Some(remaining) = self.model.countdown.filter(|_| self.clock_runs()) else {
            return;
        };
        match remaining.checked_sub(dt).filter(|left| !left.is_zero()) {
            Some(left) => self.model.countdown = Some(left),
            None => self.play_random(),
        }
    }

    /// Shows the final position of the move being animated.
    pub(super) fn finish_animation(&mut self) {
        self.model.animation = None;
        self.start_turn();
    }

    fn play_random(&mut self) {
        let legal = self.model.game.legal_moves();
        if legal.is_empty() {
            return;
        }
        let m = legal.as_slice()[rand::RngExt::random_range(&mut self.model.rng, 0..legal.len())];
        let name = self.model.setup.seats[self.model.game.position().to_move()]
            .name
            .clone();
        self.model.undone.clear();
        self.play(m);
        self.announce(News::TimeUp { name });
    }

    /// One seed's fall: Hurry has no time to watch, so it goes twice as fast.
    pub(super) fn seed_step(&self) -> Duration {
        if self.model.setup.mode.is_hurry() {
            self.model.setup.seed_step / 2
        } else {
            self.model.setup.seed_step
        }
    }
}
