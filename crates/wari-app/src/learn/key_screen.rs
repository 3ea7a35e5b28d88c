//! What the lessons and the puzzles have in common as screens: both are
//! driven by the lessons' keys, draw themselves, and may ask for what they
//! keep to be written. The terminal's loop and a classroom session each
//! run either through this one trait.

use ratatui::Frame;
use ratatui::layout::Size;

use super::{Action, Effect, Tutor, view};
use crate::screen_keys::ScreenKey;

/// A screen on the lessons' keys.
pub trait KeyScreen {
    /// Draws the whole screen.
    fn draw(&self, frame: &mut Frame);
    /// The keys the screen takes now, as its last row names them.
    fn keys(&self) -> &'static [ScreenKey<Action>];
    /// The smallest terminal the screen is whole in now.
    fn needs(&self) -> Size;
    /// Whether the player has left it.
    fn should_quit(&self) -> bool;
    /// Takes one action; the effect asks for the screen's file.
    fn update(&mut self, action: Action) -> Option<Effect>;
}

impl KeyScreen for Tutor {
    fn draw(&self, frame: &mut Frame) {
        view(self, frame);
    }

    fn keys(&self) -> &'static [ScreenKey<Action>] {
        Tutor::keys(self)
    }

    fn needs(&self) -> Size {
        super::view::needs(self)
    }

    fn should_quit(&self) -> bool {
        Tutor::should_quit(self)
    }

    fn update(&mut self, action: Action) -> Option<Effect> {
        Tutor::update(self, action)
    }
}
