//! The lessons and the puzzles in this terminal, each a [`KeyScreen`]: a
//! state machine on the lessons' keys that draws itself, takes an
//! [`Action`] and may ask for its file to be written.

use std::path::Path;

use crossterm::event::Event;
use ratatui::Frame;
use ratatui::layout::Size;

use crate::learn::{Action, Effect, KeyScreen, keys};
use crate::look::Look;
use crate::screen_keys;

use super::Ending;
use super::events::Inputs;
use super::screen::{self, Screen};
use super::terminal::Tty;

/// Runs `screen`, drawn to fit `look`, until the player leaves or a signal
/// ends it; the terminal is restored on every way out. What the screen keeps is written to
/// `file` when there is one, and a failure to write it is told to the
/// screen.
pub fn run(
    screen: &mut impl KeyScreen,
    file: Option<&Path>,
    look: Look,
) -> std::io::Result<Ending> {
    let mut tty = Tty::init(look)?;
    let inputs = Inputs::start()?;
    run_on(&mut tty, &inputs, screen, file)
}

/// [`run`] on a terminal already taken, as the home screen's session has
/// it: a second reader of the terminal would take keys from the first.
pub fn run_on(
    tty: &mut Tty,
    inputs: &Inputs,
    screen: &mut impl KeyScreen,
    file: Option<&Path>,
) -> std::io::Result<Ending> {
    let mut kept = Kept { screen, file };
    Ok(screen::run(tty, inputs, &mut kept)?.unwrap_or(Ending::Quit))
}

/// A key screen with the file it keeps its progress in.
struct Kept<'a, K> {
    screen: &'a mut K,
    file: Option<&'a Path>,
}

impl<K: KeyScreen> Screen for Kept<'_, K> {
    type Action = Action;

    fn view(&self, frame: &mut Frame) {
        self.screen.draw(frame);
    }

    fn action_for(&self, event: &Event) -> Option<Action> {
        keys::action_for(self.screen.keys(), event)
    }

    fn update(&mut self, action: Action) {
        if let Some(Effect::SaveProgress(text)) = self.screen.update(action)
            && let Some(path) = self.file
            && let Err(error) = super::save_progress(path, &text)
        {
            self.screen.update(Action::SaveFailed(error.to_string()));
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
