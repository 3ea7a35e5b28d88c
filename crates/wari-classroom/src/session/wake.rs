//! The session as a machine: what wakes it arrives as a [`Wake`], with the
//! time, and [`Session::update`] says whether it goes on; the shell in
//! `session.rs` only waits, draws and sends. Every deadline (a note's, the
//! teacher's message's, a lone Esc's, a name question's, the idle clock's)
//! is looked at on every wake, so the shell needs one timer for them all:
//! [`Session::next_wake`].

use std::time::Instant;

use crate::review_screen::ReviewAction;

use super::{CONSOLE_REFRESH, MESSAGE_TIME, Note, Place, Session, spoken};
use crate::class::Status;
use crate::naming::Naming;
use wari_words::tr;

/// What woke the session.
pub(super) enum Wake {
    /// Bytes from the client: keys, clicks, pastes.
    Bytes(Vec<u8>),
    /// The client was heard from without a key: its window changed size.
    Heard,
    /// The class's status changed: a pause, a message, work set, a round
    /// paired.
    Class(Status),
    /// The room has mail for this session: a question about its name, the
    /// answer to its own, or word that the name went elsewhere.
    Mail,
    /// The next move of the game under review was reviewed, or the
    /// review's place in the queue changed.
    Reviewed(Box<ReviewAction>),
    /// Something to look at again: the lobby, the table, a pause, a
    /// deadline.
    Look,
    /// The room changed, as every lobby and console shows it: its tables,
    /// or a tournament's new round.
    Room,
}

/// Whether the session goes on.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Step {
    /// It goes on: draw and wait again.
    Stay,
    /// It ends, leaving the student with this line.
    Close(String),
}

impl Session {
    /// Takes what woke the session at `now`.
    pub(super) fn update(&mut self, wake: Wake, now: Instant) -> Step {
        match wake {
            Wake::Bytes(bytes) => {
                self.room.heard(self.entry.session, now);
                let events = self.keyboard.feed(&bytes, now);
                self.events(events, now);
            }
            Wake::Heard => self.room.heard(self.entry.session, now),
            Wake::Class(status) => self.take_status(status, now),
            Wake::Mail => {
                if let Some(goodbye) = self.read_mail() {
                    return Step::Close(goodbye);
                }
            }
            Wake::Reviewed(review) => self.reviewed(*review),
            Wake::Look | Wake::Room => {}
        }
        if let Some(goodbye) = self.pass_time(now) {
            return Step::Close(goodbye);
        }
        if self.quit {
            return Step::Close(tr!("class-goodbye"));
        }
        Step::Stay
    }

    /// Takes the class's new `status`: a new message from the teacher
    /// shows for a while.
    fn take_status(&mut self, status: Status, now: Instant) {
        let before = std::mem::replace(&mut self.status, status);
        // The teacher wrote it: on the teacher's own screen it would
        // cover the console's questions and the next message's line.
        if self.teacher {
            return;
        }
        if let Some(text) = self.status.new_message(&before) {
            self.message = Some(Note {
                text: tr!("class-teacher-says", text = text),
                since: now,
                lasts: MESSAGE_TIME,
            });
        }
    }

    /// When the session must wake by itself if nothing else wakes it: the
    /// first of its deadlines after `now`.
    pub(super) fn next_wake(&mut self, now: Instant) -> Option<Instant> {
        self.look_idle(now);
        [
            self.message.as_ref().map(|m| m.since + m.lasts),
            self.note.as_ref().map(|n| n.since + n.lasts),
            self.keyboard.deadline(),
            self.naming.as_ref().and_then(Naming::until),
            self.question.as_ref().map(|q| q.until),
            self.idle.closes_at(),
            // Redraws the idle warning's countdown.
            self.idle.next_tick(now),
            // The console's small boards move with every move: it looks
            // again each second.
            matches!(self.place, Place::Console(_)).then(|| now + CONSOLE_REFRESH),
        ]
        .into_iter()
        .flatten()
        .min()
    }

    /// Lets the deadlines that have come by `now` do their work; the
    /// goodbye when the idle clock has run out.
    fn pass_time(&mut self, now: Instant) -> Option<String> {
        let past = |deadline: Instant| deadline <= now;
        if self
            .message
            .as_ref()
            .is_some_and(|m| past(m.since + m.lasts))
        {
            self.message = None;
        }
        if self.note.as_ref().is_some_and(|n| past(n.since + n.lasts)) {
            self.note = None;
        }
        let esc = self.keyboard.flush_due(now);
        self.events(esc, now);
        if self
            .naming
            .as_ref()
            .and_then(Naming::until)
            .is_some_and(past)
        {
            self.question_ran_out();
        }
        // Off the screen when it runs out; the room settles it when the
        // asker's own wait ends.
        if self.question.as_ref().is_some_and(|q| past(q.until)) {
            self.question = None;
        }
        self.idle
            .closes_at()
            .filter(|&at| past(at))
            .map(|_| tr!("class-goodbye-idle", time = spoken(self.idle.limit)))
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::session::tests::{room, session, teacher};

    #[test]
    fn the_teachers_message_shows_for_a_minute_and_wakes_the_session_to_go() {
        let room = room();
        let mut ama = session(&room, "ama");
        let start = Instant::now();
        room.message("tidy up in five minutes".into());
        let hello = Wake::Class(room.status().borrow().clone());
        assert_eq!(ama.update(hello, start), Step::Stay);
        let shown = ama.message.as_ref().map(|m| m.text.as_str());
        assert_eq!(shown, Some("Teacher: tidy up in five minutes"));
        let goes = start + MESSAGE_TIME;
        assert!(ama.next_wake(start).is_some_and(|at| at <= goes));
        ama.update(Wake::Look, goes - Duration::from_millis(1));
        assert!(ama.message.is_some());
        ama.update(Wake::Look, goes);
        assert!(ama.message.is_none());
        // The class paused later brings the old message back to nobody.
        room.pause_class(true);
        ama.update(Wake::Class(room.status().borrow().clone()), goes);
        assert!(ama.message.is_none());
        // The same words sent again are shown again.
        room.message("tidy up in five minutes".into());
        ama.update(Wake::Class(room.status().borrow().clone()), goes);
        assert!(ama.message.is_some());
    }

    #[test]
    fn a_lone_esc_counts_as_the_key_once_nothing_follows_it() {
        let room = room();
        let mut holder = session(&room, "ama");
        // A second login as ama, told no: the name screen, where Esc leaves.
        let mut again = session(&room, "ama");
        room.answer(holder.entry.session, false);
        let start = Instant::now();
        assert_eq!(again.update(Wake::Mail, start), Step::Stay);
        assert!(matches!(again.naming, Some(Naming::Typing { .. })));
        assert_eq!(again.update(Wake::Bytes(vec![0x1b]), start), Step::Stay);
        // The start of an arrow key's sequence, until the wait is over.
        assert_eq!(
            again.next_wake(start),
            Some(start + wari_ssh::keys::ESC_WAIT)
        );
        let later = start + wari_ssh::keys::ESC_WAIT;
        assert_eq!(
            again.update(Wake::Look, later),
            Step::Close("wari: see you next time.".into())
        );
        assert_eq!(holder.update(Wake::Look, later), Step::Stay);
    }

    #[test]
    fn a_message_the_teacher_pastes_reaches_the_class_whole() {
        let room = room();
        let mut teacher = teacher(&room);
        let text = "Please put the boards away and come to the front, all of you, now.";
        let start = Instant::now();
        teacher.update(Wake::Bytes(b"m".to_vec()), start);
        let pasted = format!("{text}\r").into_bytes();
        assert!(pasted.len() > usize::try_from(room.limits().key_burst).unwrap_or(0));
        assert_eq!(teacher.update(Wake::Bytes(pasted), start), Step::Stay);
        let sent = room.status().borrow().clone();
        assert_eq!(sent.message.as_deref(), Some(text));
        // The teacher's own screen keeps its questions: x asks whom to send
        // out at once, where the message line covered it for a minute.
        teacher.update(Wake::Class(sent), start);
        assert!(teacher.message.is_none());
    }

    #[test]
    fn the_idle_clock_closes_the_session_with_a_goodbye() {
        let room = room();
        let mut ama = session(&room, "ama");
        let start = Instant::now();
        ama.update(Wake::Look, start);
        let closes = ama.next_wake(start).expect("a warning or a closing");
        assert!(closes <= start + room.limits().idle);
        let Step::Close(goodbye) = ama.update(Wake::Look, start + room.limits().idle) else {
            panic!("still open after the idle time");
        };
        assert!(goodbye.contains("without a key"), "{goodbye}");
    }
}
