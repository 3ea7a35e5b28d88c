//! What the lessons and the puzzles have in common as screens: both are
//! driven by the lessons' keys, draw themselves, and may ask for what they
//! keep to be written. The terminal's loop and a classroom session each
//! show either as one [`Screen`], [`Kept`].

use crossterm::event::Event;
use ratatui::Frame;
use ratatui::layout::Size;

use super::{Action, Effect, Tutor, keys, view};
use crate::screen::Screen;
use crate::screen_keys::{self, ScreenKey};

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

impl<K: KeyScreen + ?Sized> KeyScreen for &mut K {
    fn draw(&self, frame: &mut Frame) {
        (**self).draw(frame);
    }

    fn keys(&self) -> &'static [ScreenKey<Action>] {
        (**self).keys()
    }

    fn needs(&self) -> Size {
        (**self).needs()
    }

    fn should_quit(&self) -> bool {
        (**self).should_quit()
    }

    fn update(&mut self, action: Action) -> Option<Effect> {
        (**self).update(action)
    }
}

/// A key screen with where what it keeps goes: `keep` writes it, or says
/// in words why it could not, which the screen then shows. A classroom
/// keeps nothing for a student, and its `keep` does nothing.
pub struct Kept<K, F> {
    screen: K,
    keep: F,
}

impl<K: KeyScreen, F: FnMut(&str) -> Result<(), String>> Kept<K, F> {
    /// `screen`, keeping with `keep`.
    pub fn new(screen: K, keep: F) -> Kept<K, F> {
        Kept { screen, keep }
    }
}

impl<K: KeyScreen, F: FnMut(&str) -> Result<(), String>> Screen for Kept<K, F> {
    type Action = Action;

    fn view(&self, frame: &mut Frame) {
        self.screen.draw(frame);
    }

    fn action_for(&self, event: &Event) -> Option<Action> {
        keys::action_for(self.screen.keys(), event)
    }

    fn update(&mut self, action: Action) {
        if let Some(Effect::SaveProgress(text)) = self.screen.update(action)
            && let Err(error) = (self.keep)(&text)
        {
            self.screen.update(Action::SaveFailed(error));
        }
    }

    fn left(&self) -> bool {
        self.screen.should_quit()
    }

    fn needs(&self) -> Size {
        self.screen.needs()
    }

    fn leave(&mut self) {
        self.update(Action::Quit);
    }

    fn keys(&self) -> Vec<String> {
        screen_keys::named(self.screen.keys())
    }
}
