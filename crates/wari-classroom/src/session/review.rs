//! A game of the lesson under review in a session: the student's last game
//! from the lobby, or any from the teacher's Results. The reviews are
//! searched on the room's search threads, a move at a time behind the
//! computer's moves and the hints, after the reviews asked before, and one
//! review at a time for each session. They come back through a channel the
//! session's loop reads, with the review's place in the queue while it
//! waits, so the screen opens at once and can be read while they come.

use crossterm::event::{Event, KeyEvent};
use std::sync::Arc;

use tokio::sync::mpsc;

use super::super::archive::record_of;
use super::super::table::EndedGame;
use super::{Place, Session};
use crate::pool::{Handle, Owner, Pool, Step};
use crate::record::Record;
use crate::review::{DEFAULT_DEPTH, Reviewer};
use crate::review_screen::{ReviewAction, ReviewScreen};
use crate::screen::Shown;
use crate::tablebase::{Table, cache};
use wari_words::tr;

/// The review screen and the reviews still to come. Dropping it (leaving
/// the screen, or the session ending) cancels the job and closes the
/// channel: a review still queued never runs, and one running stops
/// before its next move.
pub(super) struct Reviewing {
    pub(super) screen: Shown<ReviewScreen>,
    /// Each move's review, and the review's place in the queue.
    news: mpsc::UnboundedReceiver<ReviewAction>,
    _job: Handle,
    /// Where q goes back to, as it was left: the teacher's console on
    /// its Results tab, with the game still chosen.
    from: Place,
}

impl Reviewing {
    /// Starts reviewing `record` for `owner` on `pool`, coming `from` there.
    fn start(record: Record, from: Place, pool: &Pool, owner: Owner) -> Reviewing {
        let (sender, mut news) = mpsc::unbounded_channel();
        let told = sender.clone();
        // The table ready now, if any: the review reads it from start to end.
        let table = cache::shared(record.start().rules());
        let seeds = table.as_ref().map(|table| table.max_seeds());
        let steps = review_steps(record.clone(), table, sender);
        let job = pool.background(owner, steps, move |turn| {
            let _ = told.send(ReviewAction::Turn(turn));
        });
        let mut screen = Shown::new(ReviewScreen::new(record).reading_table(seeds));
        // The place it was queued at, told already: on the first frame.
        while let Ok(action) = news.try_recv() {
            screen.screen.update(action);
        }
        Reviewing {
            screen,
            news,
            _job: job,
            from,
        }
    }
}

/// The pool's steps of `record`'s review: one move's review each, sent
/// on `sender`, until the last or until nobody reads them. The reviewer,
/// and its search table, is made at the first step: a review waiting its
/// turn holds only its record.
fn review_steps(
    record: Record,
    table: Option<Arc<Table>>,
    sender: mpsc::UnboundedSender<ReviewAction>,
) -> impl FnMut() -> Step + Send + 'static {
    let mut reviewer = None;
    move || {
        let reviewer = reviewer
            .get_or_insert_with(|| Reviewer::new(&record, DEFAULT_DEPTH).with_table(table.clone()));
        let sent = reviewer
            .next()
            .map(|review| sender.send(ReviewAction::Reviewed(Box::new(review))));
        match sent {
            Some(Ok(())) => Step::More,
            Some(Err(_)) | None => Step::Done,
        }
    }
}

impl Session {
    /// Opens the review of `game`, or says why it cannot be.
    pub(super) fn open_review(&mut self, game: Option<EndedGame>) {
        let Some(record) = game.and_then(|game| record_of(&game).ok()) else {
            self.say(Some(tr!("class-nothing-to-review")));
            return;
        };
        let from = std::mem::replace(&mut self.place, Place::Lobby);
        let owner = Owner(self.entry.session);
        let reviewing = Reviewing::start(record, from, self.room.searches(), owner);
        self.place = Place::Review(Box::new(reviewing));
    }

    /// A key on the review screen; q goes back home.
    pub(super) fn review_key(&mut self, key: KeyEvent) {
        let Place::Review(reviewing) = &mut self.place else {
            return;
        };
        reviewing.screen.event(&Event::Key(key));
        if reviewing.screen.screen.should_quit() {
            let left = std::mem::replace(&mut self.place, Place::Lobby);
            if let Place::Review(reviewing) = left {
                self.place = reviewing.from;
            }
        }
    }

    /// A move's review, or the review's place in the queue, has come.
    pub(super) fn reviewed(&mut self, news: ReviewAction) {
        if let Place::Review(reviewing) = &mut self.place {
            reviewing.screen.screen.update(news);
        }
    }
}

/// The next news of the review shown: a move's review or its place in the
/// queue; never, when no review is shown or all have come.
pub(super) async fn next_review(place: &mut Place) -> ReviewAction {
    if let Place::Review(reviewing) = place
        && let Some(news) = reviewing.news.recv().await
    {
        return news;
    }
    std::future::pending().await
}
