//! The terminal board's app at a classroom table: the same state machine
//! and view as hot-seat play, fed only the keys the table lets through.

use std::time::Duration;

use crossterm::event::KeyEvent;
use ratatui::Frame;
use ratatui::layout::Size;

use crate::app::{self, Action, App, Goal, Look, SearchRequest, Setup, Venue};
use crate::engine::Player;

use super::game::TableSetup;

/// One shared [`App`]: every session at the table draws it at its own size.
#[derive(Debug)]
pub struct AppGame {
    app: App,
}

impl AppGame {
    /// A new game for the table, animated as on the local board, with the
    /// table's keys in its help and end screen; `seed` fixes any
    /// randomness.
    pub fn new(setup: &TableSetup, seed: u64) -> AppGame {
        let mut app_setup = Setup::new(setup.variant.clone(), setup.rules);
        app_setup.seats = setup.seats.clone();
        app_setup.mode = setup.mode;
        app_setup.first = setup.first;
        AppGame {
            app: App::new(app_setup, Look::default(), seed).at(Venue::Table),
        }
    }

    fn update(&mut self, action: Action) {
        // Saving is the hot-seat board's; the table never lets `s` through,
        // so there is no effect to carry out.
        let _ = app::update(&mut self.app, action);
    }

    /// A key from the player to move (the table has already checked who
    /// pressed it), or the demo's Space from whoever runs it.
    pub fn press(&mut self, key: KeyEvent) {
        self.update(app::keymap::action_for_key(key));
    }

    /// Ends the game by the players' agreement (RULES.md 3.4).
    pub fn end_by_agreement(&mut self) {
        if self.app.game().outcome().is_some() {
            return;
        }
        self.update(Action::ProposeEnd);
        self.update(Action::Yes);
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.app.game().outcome().is_some()
    }

    /// Lets `dt` pass, for animations and Hurry's countdown.
    pub fn tick(&mut self, dt: Duration) {
        self.update(Action::Tick(dt));
    }

    /// How long until the game needs a tick; `None` while nothing moves by
    /// itself, so an idle table costs nothing.
    pub fn next_tick(&self) -> Option<Duration> {
        self.app.next_tick()
    }

    /// The player whose keys count now.
    pub fn to_move(&self) -> Player {
        self.app.game().position().to_move()
    }

    /// Moves played so far.
    pub fn plies(&self) -> usize {
        self.app.played().len()
    }

    /// Once the game is over: the result in a few words, for the lobby and
    /// the log.
    pub fn result(&self) -> Option<String> {
        let outcome = self.app.game().outcome()?;
        let stores = outcome.stores();
        let (south, north) = (stores[Player::South], stores[Player::North]);
        let score = format!("{south}-{north}");
        let names = &self.app.setup().seats;
        let text = match (self.app.setup().mode.goal(), outcome.winner()) {
            (Goal::Compete, Some(winner)) => format!(
                "{} won {}-{}",
                names[winner].name, stores[winner], stores[!winner]
            ),
            (Goal::Compete, None) => format!("a draw {score}"),
            (Goal::Cooperate, None) => format!("both won {score}"),
            (Goal::Cooperate, Some(_)) => {
                format!("{score}, {} apart", south.abs_diff(north))
            }
        };
        Some(format!("{text} ({})", outcome.reason()))
    }

    /// A mouse click by the player to move, on a screen of `size`.
    pub fn click(&mut self, size: Size, column: u16, row: u16) {
        // The app reads clicks against its one size; each student's screen
        // has its own, so the click brings the clicker's size with it.
        let (width, height) = (size.width, size.height);
        self.update(Action::Resize { width, height });
        self.update(Action::Click { column, row });
    }

    /// The search the game needs now, if any: the computer's move, or a
    /// hint's look ahead. A request with a new ticket replaces the last.
    pub fn search_request(&self) -> Option<SearchRequest> {
        self.app.search_request()
    }

    /// A finished search's answer ([`SearchRequest::run`]'s action); an
    /// answer to a request no longer wanted is ignored.
    pub fn searched(&mut self, answer: Action) {
        self.update(answer);
    }

    /// Whether the demo is paused.
    pub fn paused(&self) -> bool {
        self.app.paused()
    }

    /// Draws the game into the frame's whole area.
    pub fn view(&self, frame: &mut Frame) {
        app::view(&self.app, frame);
    }

    /// Draws the rules and keys for one student, scrolled down `scroll`
    /// lines (at most to the end), without opening them for everyone at
    /// the table. Returns the scroll used.
    pub fn view_help(&self, frame: &mut Frame, scroll: u16) -> u16 {
        app::view_help(&self.app, frame, scroll)
    }
}
