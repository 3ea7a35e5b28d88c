//! The loop every screen but the board runs in, in this terminal: the
//! home screen, the lessons, the puzzles and the review. What only a
//! terminal of one's own has is done here: Ctrl-Z and SIGTSTP give the
//! shell its terminal back and stop the program until `fg`, a signal that
//! ends the program ends the screen with the terminal restored, and a
//! terminal that can no longer be read leaves it. The rest is the
//! screens' shared behaviour ([`Shown`]).

use signal_hook::consts::{SIGCONT, SIGTSTP};

use crate::screen::{Screen, Shown};

use super::Ending;
use super::events::{Input, Inputs};
use super::terminal::Tty;

/// Shows `screen` until it is left (`None`: back to whatever was on the
/// terminal before) or a signal or a closed terminal ends the program
/// (`Some`). Only waits: nothing on these screens moves by itself, but
/// `answer` turns what background work sends into the screen's actions.
pub(super) fn run<S: Screen>(
    tty: &mut Tty,
    inputs: &Inputs,
    shown: &mut Shown<S>,
    answer: fn(Input) -> Option<S::Action>,
) -> std::io::Result<Option<Ending>> {
    loop {
        tty.draw(|frame| shown.draw(frame))?;
        if shown.screen.left() {
            return Ok(None);
        }
        match inputs.next(None) {
            Some(Input::Signal(SIGTSTP)) => stop(tty)?,
            Some(Input::Terminal(event)) if super::is_ctrl_z(&event) => stop(tty)?,
            Some(Input::Signal(SIGCONT)) => {
                super::take_back(tty)?;
            }
            Some(Input::Signal(signal)) => return Ok(Some(Ending::Signal(signal))),
            Some(Input::Closed) => return Ok(Some(Ending::Quit)),
            Some(Input::Terminal(event)) => shown.event(&event),
            Some(input) => {
                if let Some(action) = answer(input) {
                    shown.screen.update(action);
                }
            }
            None => {}
        }
    }
}

/// For a screen that waits for no background work.
pub(super) fn nothing<A>(_: Input) -> Option<A> {
    None
}

/// Ctrl-Z: the shell has the terminal until `fg`; the screen is drawn
/// again after, at whatever size the terminal has then.
fn stop(tty: &mut Tty) -> std::io::Result<()> {
    super::suspend(tty).map(|_| ())
}
