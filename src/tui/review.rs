//! The review screen in this terminal: the reviews are searched on a
//! thread of their own and arrive down the input channel, so the screen
//! opens at once and can be read while they come.

use crate::record::Record;
use crate::review::Reviewer;
use crate::review_screen::{ReviewAction, ReviewScreen, action_for, view};

use super::Ending;
use super::events::{Input, Inputs};
use super::terminal::Tty;

/// Shows the review of `record`, searched `depth` plies a move, until the
/// reader quits or a signal arrives. The terminal is restored on every way
/// out.
pub fn run(record: Record, depth: u32) -> std::io::Result<Ending> {
    let mut tty = Tty::init()?;
    let inputs = Inputs::start()?;
    let sender = inputs.sender();
    let reviewer = Reviewer::new(&record, depth);
    // The thread ends when the game is reviewed, or at the first review
    // nobody is left to receive.
    std::thread::spawn(move || {
        for review in reviewer {
            if sender.send(Input::Reviewed(Box::new(review))).is_err() {
                return;
            }
        }
    });
    let mut screen = ReviewScreen::new(record);
    loop {
        tty.terminal.draw(|frame| view(&screen, frame))?;
        if screen.should_quit() {
            return Ok(Ending::Quit);
        }
        let action = match inputs.next(None) {
            Some(Input::Signal(signal)) => return Ok(Ending::Signal(signal)),
            Some(Input::Closed) => return Ok(Ending::Quit),
            Some(Input::Terminal(event)) => action_for(&event),
            Some(Input::Reviewed(review)) => Some(ReviewAction::Reviewed(review)),
            Some(Input::Thought(_)) | None => None,
        };
        if let Some(action) = action {
            screen.update(action);
        }
    }
}
