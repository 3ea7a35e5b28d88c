//! The session's shell: it draws, waits on seven things (the client,
//! the lobby, the class's status, the mailbox, the table, the review and
//! one timer) and hands what woke it to [`Session::update`].

use std::time::Instant;

use tokio::sync::watch;
use wari_ssh::{Input, Inputs, Link};
use wari_words::tr;

use super::review::next_review;
use super::wake::{Step, Wake};
use super::{LOBBY_QUIET, Place, Session};
use crate::lobby::Recent;
use crate::table::TableId;

impl Session {
    /// The session's loop, the shell around [`Session::update`]: it draws,
    /// waits for whatever may change the screen, and hands it over;
    /// returns the line to leave the student with, or `None` when the
    /// client is already gone.
    pub(super) async fn serve(&mut self, inputs: &mut Inputs, link: &Link) -> Option<String> {
        let mut lobby = self.room.subscribe();
        let mailbox = self.room.mailbox(self.entry.session);
        // The class's status: a pause stops everyone's idle clock, wherever
        // they are. Looked at once against what the session was made
        // with, so nothing sent meanwhile is missed.
        let mut status = self.room.status();
        status.mark_changed();
        let mut table: Option<(TableId, watch::Receiver<u64>)> = None;
        // How recent a view of the room the next draw needs: any of the
        // last 50 ms when it is drawn because the room changed.
        let mut recent = Recent::Now;
        if let Some(goodbye) = self.refused.take() {
            return Some(goodbye);
        }
        loop {
            if status.borrow().closing {
                // The teacher closed it: their own screens are not thanked
                // for playing.
                let teacher = self.teacher;
                return Some(self.read(|_| match teacher {
                    true => tr!("class-goodbye-closed-teacher"),
                    false => tr!("class-goodbye-closed"),
                }));
            }
            self.read(Session::leave_closed_table);
            self.room.doing(self.entry.session, self.doing());
            // This draw shows the lobby as it is now, or as it was a moment
            // ago and then it looks again.
            lobby.mark_unchanged();
            if !self.read(|session| session.look_as(recent)) {
                lobby.mark_changed();
            }
            // And the table as it is now: its changes from here on wake the
            // session, a partner sitting down while this frame goes out
            // included, which a subscription taken after the draw would
            // count as seen.
            let at = self.table().map(|t| t.id());
            match &mut table {
                Some((id, receiver)) if Some(*id) == at => receiver.mark_unchanged(),
                _ => table = self.table().map(|t| (t.id(), t.subscribe())),
            }
            match self.draw_and_send(link).await {
                Ok(true) => {}
                Ok(false) => return None,
                Err(why) => return Some(self.read(|session| session.broken(&why))),
            }
            let lobby_due = tokio::time::Instant::now() + LOBBY_QUIET;
            let deadline = self.next_wake(Instant::now());
            // Seven things, no more: the client, the lobby, the class, the
            // mailbox, the table, the review and the one timer.
            let wake = tokio::select! {
                input = inputs.next() => match input {
                    Some(Input::Bytes(bytes)) => {
                        // This student's own change needs no second draw.
                        if let Some((_, receiver)) = &mut table {
                            receiver.borrow_and_update();
                        }
                        Wake::Bytes(bytes)
                    }
                    Some(Input::Resized(size)) => {
                        if let Err(why) = self.screen.resize(size) {
                            return Some(self.read(|session| session.broken(&why)));
                        }
                        Wake::Heard
                    }
                    None => return None,
                },
                // Only the lobby and the console show the other tables and
                // students. A change is looked at no sooner than
                // LOBBY_QUIET after the last draw: thirty tables filling
                // redraw a lobby once, not thirty times. A round paired
                // comes with the class's status, at once: it is every
                // student's news, and the lobby may have been redrawn a
                // moment before.
                Ok(()) = async {
                    tokio::time::sleep_until(lobby_due).await;
                    lobby.changed().await
                }, if matches!(self.place, Place::Lobby | Place::Console(_)) => Wake::Room,
                Ok(()) = status.changed() => Wake::Class(status.borrow_and_update().clone()),
                () = mailbox.notified() => Wake::Mail,
                Ok(()) = changed(&mut table) => Wake::Look,
                review = next_review(&mut self.place) => Wake::Reviewed(Box::new(review)),
                () = sleep_until_some(deadline) => Wake::Look,
            };
            recent = match wake {
                Wake::Room | Wake::Class(_) => Recent::Enough,
                _ => Recent::Now,
            };
            if let Step::Close(goodbye) = self.read(|session| session.update(wake, Instant::now()))
            {
                return Some(goodbye);
            }
        }
    }

    /// The goodbye when this student's screen cannot be drawn: the client
    /// is still there, so it is told, and gets its terminal back.
    pub(super) fn broken(&self, why: &std::io::Error) -> String {
        tracing::warn!(name = %self.entry.name, session = self.entry.session, "screen failed: {why}");
        tr!("class-goodbye-screen-broken")
    }
}

/// Sleeps until `deadline`; forever when there is none.
async fn sleep_until_some(deadline: Option<Instant>) {
    match deadline {
        Some(deadline) => tokio::time::sleep_until(deadline.into()).await,
        None => std::future::pending().await,
    }
}

/// Waits for the table's next change; forever when not at a table.
async fn changed<K>(
    table: &mut Option<(K, watch::Receiver<u64>)>,
) -> Result<(), watch::error::RecvError> {
    match table {
        Some((_, receiver)) => receiver.changed().await,
        None => std::future::pending().await,
    }
}
