//! The review screen in this terminal: the reviews are searched on a
//! thread of their own and arrive down the input channel, so the screen
//! opens at once and can be read while they come.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::look::Look;
use crate::record::Record;
use crate::review::Reviewer;
use crate::review_screen::{ReviewAction, ReviewScreen};
use crate::screen::Shown;

use super::Ending;
use super::events::{Input, Inputs};
use super::screen;
use super::terminal::Tty;

/// Shows the review of `record`, searched `depth` plies a move, until the
/// reader quits or a signal arrives. The terminal is restored on every way
/// out.
pub fn run(record: Record, depth: u32, look: Look) -> std::io::Result<Ending> {
    let mut tty = Tty::init(look)?;
    let inputs = Inputs::start()?;
    Ok(show(&mut tty, &inputs, record, depth)?.unwrap_or(Ending::Quit))
}

/// Shows the review of `record` in a terminal already taken, until the
/// reader leaves (`None`: back to whatever was on screen) or the session
/// ends (`Some`). The reviewing thread stops when the reader leaves.
pub(super) fn show(
    tty: &mut Tty,
    inputs: &Inputs,
    record: Record,
    depth: u32,
) -> std::io::Result<Option<Ending>> {
    let sender = inputs.sender();
    let reviewer = Reviewer::new(&record, depth);
    let stop = Arc::new(AtomicBool::new(false));
    let stopped = stop.clone();
    std::thread::spawn(move || {
        for review in reviewer {
            let left = stopped.load(Ordering::Relaxed);
            if left || sender.send(Input::Reviewed(Box::new(review))).is_err() {
                return;
            }
        }
    });
    let _stop_on_leaving = StopOnDrop(stop);
    let mut shown = Shown::new(ReviewScreen::new(record));
    screen::run(tty, inputs, &mut shown, |input| match input {
        Input::Reviewed(review) => Some(ReviewAction::Reviewed(review)),
        _ => None,
    })
}

/// Sets the flag when dropped, on every way out of [`show`].
struct StopOnDrop(Arc<AtomicBool>);

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}
