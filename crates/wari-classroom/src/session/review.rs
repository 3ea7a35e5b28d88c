//! A game of the lesson under review in a session: the student's last game
//! from the lobby, or any from the teacher's Results. The reviews are
//! searched on tokio's blocking threads, off the sessions' runtime, and
//! come back through a channel the session's loop reads, so the screen
//! opens at once and can be read while they come.

use crossterm::event::{Event, KeyEvent};
use tokio::sync::mpsc;

use super::super::archive::record_of;
use super::super::table::EndedGame;
use super::{Place, Session};
use crate::record::Record;
use crate::review::{DEFAULT_DEPTH, MoveReview, Reviewer};
use crate::review_screen::{ReviewAction, ReviewScreen};
use crate::screen::Shown;

/// The review screen and the reviews still to come. Dropping it (leaving
/// the screen, or the session ending) closes the channel, and the search
/// stops before its next move.
pub(super) struct Reviewing {
    pub(super) screen: Shown<ReviewScreen>,
    reviews: mpsc::UnboundedReceiver<MoveReview>,
    /// Where q goes back to, as it was left: the teacher's console on
    /// its Results tab, with the game still chosen.
    from: Place,
}

impl Reviewing {
    /// Starts reviewing `record`, coming `from` there.
    fn start(record: Record, from: Place) -> Reviewing {
        let (sender, reviews) = mpsc::unbounded_channel();
        let reviewer = Reviewer::new(&record, DEFAULT_DEPTH);
        tokio::task::spawn_blocking(move || {
            for review in reviewer {
                if sender.send(review).is_err() {
                    return;
                }
            }
        });
        Reviewing {
            screen: Shown::new(ReviewScreen::new(record)),
            reviews,
            from,
        }
    }
}

impl Session {
    /// Opens the review of `game`, or says why it cannot be.
    pub(super) fn open_review(&mut self, game: Option<EndedGame>) {
        let Some(record) = game.and_then(|game| record_of(&game).ok()) else {
            self.say(Some("There is no ended game to review.".into()));
            return;
        };
        let from = std::mem::replace(&mut self.place, Place::Lobby);
        self.place = Place::Review(Box::new(Reviewing::start(record, from)));
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

    /// A move's review has come.
    pub(super) fn reviewed(&mut self, review: MoveReview) {
        if let Place::Review(reviewing) = &mut self.place {
            let reviewed = ReviewAction::Reviewed(Box::new(review));
            reviewing.screen.screen.update(reviewed);
        }
    }
}

/// The next review for the screen shown; never, when no review is shown
/// or all have come.
pub(super) async fn next_review(place: &mut Place) -> MoveReview {
    if let Place::Review(reviewing) = place
        && let Some(review) = reviewing.reviews.recv().await
    {
        return review;
    }
    std::future::pending().await
}
