//! The loop every screen but the board runs in: the home screen, the
//! lessons, the puzzles and the review. What is the same on each is done
//! here once, so no screen can forget it: Ctrl-Z and SIGTSTP give the
//! shell its terminal back and stop the program until `fg`, a signal that
//! ends the program ends the screen with the terminal restored, and a
//! terminal that can no longer be read leaves it.

use crossterm::event::Event;
use ratatui::Frame;
use signal_hook::consts::{SIGCONT, SIGTSTP};

use super::Ending;
use super::events::{Input, Inputs};
use super::terminal::Tty;

/// A screen shown in this terminal until it is left.
pub(super) trait Screen {
    /// What the screen's keys and background work mean to it.
    type Action;

    /// Draws the whole screen.
    fn view(&self, frame: &mut Frame);

    /// The action a key, a click or a resize asks for. Ctrl-Z never comes
    /// here; Ctrl-C does, and leaves every screen.
    fn action_for(&self, event: &Event) -> Option<Self::Action>;

    /// The action an answer of background work brings, for a screen that
    /// waits for one.
    fn answer(&self, input: Input) -> Option<Self::Action> {
        let _ = input;
        None
    }

    /// Takes one action.
    fn update(&mut self, action: Self::Action);

    /// Whether the screen has been left.
    fn left(&self) -> bool;
}

/// Shows `screen` until it is left (`None`: back to whatever was on the
/// terminal before) or a signal or a closed terminal ends the program
/// (`Some`). Only waits: nothing on these screens moves by itself.
pub(super) fn run<S: Screen>(
    tty: &mut Tty,
    inputs: &Inputs,
    screen: &mut S,
) -> std::io::Result<Option<Ending>> {
    loop {
        tty.draw(|frame| screen.view(frame))?;
        if screen.left() {
            return Ok(None);
        }
        let action = match inputs.next(None) {
            Some(Input::Signal(SIGTSTP)) => stop(tty).map(|()| None)?,
            Some(Input::Terminal(event)) if super::is_ctrl_z(&event) => stop(tty).map(|()| None)?,
            Some(Input::Signal(SIGCONT)) => super::take_back(tty).map(|_| None)?,
            Some(Input::Signal(signal)) => return Ok(Some(Ending::Signal(signal))),
            Some(Input::Closed) => return Ok(Some(Ending::Quit)),
            Some(Input::Terminal(event)) => screen.action_for(&event),
            Some(input) => screen.answer(input),
            None => None,
        };
        if let Some(action) = action {
            screen.update(action);
        }
    }
}

/// Ctrl-Z: the shell has the terminal until `fg`; the screen is drawn
/// again after, at whatever size the terminal has then.
fn stop(tty: &mut Tty) -> std::io::Result<()> {
    super::suspend(tty).map(|_| ())
}
