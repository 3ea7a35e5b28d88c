//! `update`: the one function that changes the app, one action at a time.
//! It reads no clock and touches no terminal, so tests drive it directly.

use crate::engine::Player;

use super::{
    Action, App, Done, Effect, MatchAction, OfferError, Question, Refusal, geometry, save, view,
};

/// Applies `action` to `app`; returns the work only the edge can do.
///
/// What a key means depends on what is on the screen, in this order: on a
/// screen too small for the board only quitting works, since any other key
/// would act unseen; a key during an animation ends it and then does its
/// work, so a player who knows their move, or presses `r` twice, never
/// has to wait or press again; a question takes `y` as yes and any other
/// key as no (but `s` at the quit question saves, then leaves); the help
/// screen scrolls or closes; after the end, only the keys that leave the
/// end screen work; otherwise the keys play.
pub fn update(app: &mut App, action: Action) -> Option<Effect> {
    match action {
        Action::Tick(dt) => app.tick(dt),
        Action::Resize { width, height } => app.view.size = (width, height).into(),
        Action::Saved(result) => app.saved(result),
        Action::Searched(answer) => app.searched(answer),
        Action::Interrupt => app.interrupt(),
        // Never a move nor an answer, whatever is on the screen.
        Action::Pasted => app.refuse(Refusal::Pasted),
        Action::EndAgreed => app.end_by_agreement(),
        Action::Abandon => app.abandon(),
        Action::ShowMoveAtOnce if app.model.animation.is_some() => app.finish_animation(),
        Action::Rematch { first } => {
            app.another_game(first);
        }
        _ if app.board_hidden() => return app.hidden_key(action),
        // Turning the board changes only the picture, so it works at any
        // moment but over a question or the help, which it would hide.
        Action::Flip if app.question().is_none() && app.view.help.is_none() => app.flip(),
        _ if app.model.animation.is_some() => {
            app.finish_animation();
            return update(app, action);
        }
        _ if app.question().is_some() => return app.answer_key(action),
        _ if app.view.help.is_some() => app.help_key(&action),
        _ if app.is_over() => return app.end_key(action),
        _ => return app.play_key(action),
    }
    None
}

/// A key that changes only how this one screen shows the game, whoever
/// presses it and whatever the game is doing: the help opened, scrolled
/// and closed, and, where `may_turn`, the board turned. False for any
/// other key, which is the game's. A classroom table gives each student's
/// keys here first, so that one student's help or turned board is theirs
/// alone and the shared game never sees the key.
pub fn view_key(app: &mut App, action: &Action, may_turn: bool) -> bool {
    match action {
        _ if app.view.help.is_some() => app.help_key(action),
        Action::Help => app.view.help = Some(0),
        Action::Flip if may_turn && app.question().is_none() => app.flip(),
        _ => return false,
    }
    true
}

impl App {
    /// A save is done: say where, and leave if the players asked to save
    /// and leave. A failed save keeps the game open, so nothing is lost.
    fn saved(&mut self, result: Result<String, String>) {
        let leave = std::mem::take(&mut self.view.leave_when_saved);
        match result {
            Ok(file) => {
                self.say(Done::Saved { file });
                self.view.quit |= leave;
            }
            Err(why) => self.refuse(Refusal::SaveFailed {
                why,
                leaving: leave,
            }),
        }
    }

    /// Ctrl-C: while a game is in progress it asks as `q` does, the help
    /// put away, so a slip of the fingers loses nothing; a second Ctrl-C,
    /// or one with no game to lose, leaves at once.
    fn interrupt(&mut self) {
        if self.view.question == Some(Question::Quit) || !self.in_progress() {
            self.view.quit = true;
            return;
        }
        self.view.help = None;
        self.view.question = Some(Question::Quit);
    }

    /// A key while a question is open: `s` at the quit question saves the
    /// game and leaves once it is saved, as the question offers.
    fn answer_key(&mut self, action: Action) -> Option<Effect> {
        if action == Action::Save && self.view.question == Some(Question::Quit) {
            self.view.question = None;
            self.view.leave_when_saved = true;
            return Some(Effect::Save(save::to_text(self)));
        }
        self.answer(action == Action::Yes);
        None
    }

    fn answer(&mut self, yes: bool) {
        let Some(question) = self.question() else {
            return;
        };
        self.view.question = None;
        self.clear_message();
        match (question, yes) {
            (Question::Quit, true) => self.view.quit = true,
            (Question::NewGame, true) => self.new_game(),
            (Question::OfferEnd, true) => self.offer_end_here(),
            (Question::EndByAgreement, _) => self.answer_offer_here(yes),
            (_, false) => {}
        }
    }

    /// The player to move, having seen what ending gives, offers it. What
    /// comes of it is on the screen already: a computer's answer, or the
    /// question that asks the other player here.
    fn offer_end_here(&mut self) {
        let _shown = self.act(MatchAction::OfferEnd(self.mover()));
    }

    /// The other player, at the same keyboard, answers the offer to end.
    fn answer_offer_here(&mut self, yes: bool) {
        let Some(offer) = self.model.offer else {
            return;
        };
        let by = !offer.by();
        if !yes {
            // Said first: a computer that offered then plays on, and its
            // move takes the line.
            let name = self.model.setup.seats[by].name.clone();
            self.say(Done::PlaysOn { name });
        }
        let _shown = self.act(MatchAction::Answer { by, yes });
    }

    /// A key while the board is hidden: only `q` works, and the quit
    /// question it may ask, which the message shows.
    fn hidden_key(&mut self, action: Action) -> Option<Effect> {
        match action {
            Action::Quit => {
                self.view.help = None;
                self.ask_if_in_progress(Question::Quit);
            }
            _ if self.view.question == Some(Question::Quit) => return self.answer_key(action),
            _ => {}
        }
        None
    }

    fn help_key(&mut self, action: &Action) {
        let scroll = self.view.help.unwrap_or(0);
        self.view.help = match action {
            Action::Up => Some(scroll.saturating_sub(1)),
            Action::Down => Some((scroll + 1).min(view::scroll_limit(
                &self.model.setup,
                self.view.keys,
                self.view.size,
            ))),
            _ => None,
        };
    }

    fn end_key(&mut self, action: Action) -> Option<Effect> {
        match action {
            Action::NewGame => self.new_game(),
            Action::Quit => self.view.quit = true,
            Action::Undo | Action::Help | Action::Save => return self.common_key(action),
            Action::Review if self.reviews_here() => {
                return Some(Effect::Review(Box::new(save::record_of(self))));
            }
            _ => self.refuse(Refusal::GameOver {
                reviews: self.reviews_here(),
            }),
        }
        None
    }

    /// Whether this place's end screen offers the review: the local board
    /// does; a classroom table has no screen of its own to open it on.
    fn reviews_here(&self) -> bool {
        self.view.keys.reviews()
    }

    fn play_key(&mut self, action: Action) -> Option<Effect> {
        if !self.human_to_move() {
            return self.computer_turn_key(action);
        }
        match action {
            Action::Left => self.move_cursor(-1),
            Action::Right => self.move_cursor(1),
            Action::Sow => self.play_number(self.view.cursor.number()),
            Action::Pick(number) => self.play_number(number),
            Action::Click { column, row } => self.click(column, row),
            Action::Hint => self.show_hint(),
            _ => return self.common_key(action),
        }
        None
    }

    /// Keys while the computer is to move: the people wait, except that
    /// Space (or Enter) pauses and continues a demo.
    fn computer_turn_key(&mut self, action: Action) -> Option<Effect> {
        match action {
            Action::Sow if self.is_demo() => {
                self.model.paused = !self.model.paused;
                self.clear_message();
            }
            Action::Pick(side @ 1..=2) if self.is_demo() => {
                let player = if side == 1 {
                    Player::South
                } else {
                    Player::North
                };
                self.next_level(player);
            }
            Action::Faster | Action::Slower if self.is_demo() => {
                self.change_speed(action == Action::Faster);
            }
            Action::Step if self.is_demo() && self.model.paused => self.model.stepping = true,
            Action::Left
            | Action::Right
            | Action::Sow
            | Action::Pick(_)
            | Action::Click { .. }
            | Action::Hint
            | Action::ProposeEnd => self.refuse(self.computer_turn_refusal(&action)),
            _ => return self.common_key(action),
        }
        None
    }

    /// Why a person's move or offer waits while the computer is to move.
    fn computer_turn_refusal(&self, action: &Action) -> Refusal {
        let name = self.model.setup.seats[self.mover()].name.clone();
        match (self.is_demo(), action) {
            (true, Action::ProposeEnd) => Refusal::DemoCannotStop,
            (true, _) => Refusal::DemoPlays,
            (false, Action::ProposeEnd) => Refusal::OfferOnYourTurn { name },
            (false, _) => Refusal::Thinking { name },
        }
    }

    /// Keys that mean the same whoever is to move.
    fn common_key(&mut self, action: Action) -> Option<Effect> {
        match action {
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::Help => self.view.help = Some(0),
            Action::ProposeEnd if self.may_offer_end(self.mover()) == Err(OfferError::TooEarly) => {
                self.refuse(Refusal::TooEarlyToStop);
            }
            Action::ProposeEnd => self.view.question = Some(Question::OfferEnd),
            Action::NewGame => self.ask_if_in_progress(Question::NewGame),
            Action::Quit => self.ask_if_in_progress(Question::Quit),
            Action::Save => return Some(Effect::Save(save::to_text(self))),
            Action::Back => self.clear_message(),
            _ => {}
        }
        None
    }

    /// Asks before losing a game in progress; otherwise just does it.
    fn ask_if_in_progress(&mut self, question: Question) {
        self.view.question = Some(question);
        if !self.in_progress() {
            self.answer(true);
        }
    }

    fn flip(&mut self) {
        self.view.perspective = self.view.perspective.next();
        self.say(Done::Turned(self.view.perspective));
    }

    /// Moves the cursor one pit along the screen. The top row runs right
    /// to left on the screen, so there "right" means a lower pit number.
    fn move_cursor(&mut self, screen_step: isize) {
        let n = self.model.setup.rules.pits_per_side() as isize;
        let step = if view::bottom(self, self.view.perspective) == self.mover() {
            screen_step
        } else {
            -screen_step
        };
        let index = (self.view.cursor.number() as isize - 1 + step).rem_euclid(n);
        self.view.cursor = crate::engine::Move::new(index as usize + 1).unwrap_or(self.view.cursor);
        self.clear_message();
    }

    fn click(&mut self, column: u16, row: u16) {
        let n = self.model.setup.rules.pits_per_side();
        let bottom = view::bottom(self, self.view.perspective);
        let Some(pit) = geometry::pit_at(self.view.size, n, bottom, column, row) else {
            return;
        };
        let mover = self.model.game.position().to_move();
        if pit.owner(n) == mover {
            self.view.cursor = pit.as_move(n);
            self.play_number(pit.as_move(n).number());
        } else {
            let name = self.model.setup.seats[mover].name.clone();
            self.refuse(Refusal::NotYourPit { name });
        }
    }
}
