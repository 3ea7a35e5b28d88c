//! The home screen in this terminal, until a choice is made.

use crossterm::event::{Event, KeyEvent};
use ratatui::Frame;
use ratatui::layout::Size;
use wari_words::reader;

use crate::home::{Home, Outcome};

use crate::screen::{self, Screen};

/// The home screen, and what was chosen on it once something was.
pub(super) struct Choosing<'a> {
    home: &'a mut Home,
    chosen: Option<Outcome>,
}

impl<'a> Choosing<'a> {
    /// The home screen shown in its language, which every screen opened
    /// from it is drawn in too.
    pub(super) fn new(home: &'a mut Home) -> Choosing<'a> {
        reader::set_default(home.language());
        Choosing { home, chosen: None }
    }

    /// What was chosen: quitting, if the screen was left otherwise.
    pub(super) fn chosen(self) -> Outcome {
        self.chosen.unwrap_or(Outcome::Quit)
    }
}

impl Screen for Choosing<'_> {
    type Action = KeyEvent;

    fn view(&self, frame: &mut Frame) {
        self.home.view(frame);
    }

    /// Key presses; a resize only redraws.
    fn action_for(&self, event: &Event) -> Option<KeyEvent> {
        screen::pressed(event)
    }

    /// A key; a language chosen on its line redraws the screen in it at
    /// once.
    fn update(&mut self, key: KeyEvent) {
        let outcome = self.home.update(key);
        reader::set_default(self.home.language());
        if outcome != Outcome::Stay {
            self.chosen = Some(outcome);
        }
    }

    fn left(&self) -> bool {
        self.chosen.is_some()
    }

    fn needs(&self) -> Size {
        self.home.needs()
    }

    fn leave(&mut self) {
        self.chosen = Some(Outcome::Quit);
    }

    fn keys(&self) -> Vec<String> {
        self.home.keys_named()
    }
}
