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
use crate::tablebase::cache;

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
    // The table ready now, if any: the review reads it from start to end.
    let table = cache::shared(record.start().rules());
    let seeds = table.as_ref().map(|table| table.max_seeds());
    let reviewer = Reviewer::new(&record, depth).with_table(table);
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
    let mut shown = Shown::new(ReviewScreen::new(record).reading_table(seeds));
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
