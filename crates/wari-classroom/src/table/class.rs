//! What the teacher does to a table from the console: pausing the whole
//! class, and closing a table. While the class is paused no time passes at
//! the table, nobody plays, and a computer's move found meanwhile waits.

use crate::app::{self, Action, SearchAnswer};
use crate::engine::Player;
use crate::setup::same_name;

use super::Phase;
use super::notice::Notice;
use super::refusal::Refusal;
use super::seat::{Role, Seat, SessionId};
use super::state::{Note, TableState};

impl TableState {
    /// Pauses the table with the class, or lets it go on; the computer's
    /// moves found meanwhile are given to the game on going on.
    pub(super) fn pause_class(&mut self, paused: bool) {
        if self.class_paused == paused {
            return;
        }
        self.class_paused = paused;
        if paused {
            self.notice = Some(Notice::ClassPaused);
            return;
        }
        self.notice = Some(Notice::ClassGoesOn);
        for answer in std::mem::take(&mut self.held) {
            self.play(|game| {
                app::update(game, Action::Searched(answer));
            });
        }
    }

    /// Keeps a computer's move found while the class is paused.
    pub(super) fn hold(&mut self, answer: SearchAnswer) {
        self.held.push(answer);
    }

    /// Whether `action` may act while the class is paused: leaving and
    /// answering a question take no time and play nothing.
    pub(super) fn refused_in_pause(
        &self,
        who: SessionId,
        action: &Action,
        notes: &mut Vec<Note>,
    ) -> bool {
        let free = matches!(action, Action::Quit | Action::Yes | Action::Back);
        if self.class_paused && !free {
            notes.push(Note::Refused {
                who,
                why: Refusal::ClassPaused,
            });
            return true;
        }
        false
    }

    /// The teacher closes the table: a game still going counts as
    /// abandoned, and everyone at it goes back to the lobby.
    pub(super) fn close(&mut self) {
        self.abandon();
        self.closed = true;
        self.notice = Some(Notice::Closed(self.id));
    }

    /// The student at `who` is sent out of the classroom. A player's game
    /// ends, abandoned, and the table closes: nobody would wait for a
    /// student who cannot come back. A watcher just goes.
    pub(super) fn send_out(&mut self, who: SessionId, notes: &mut Vec<Note>) {
        let Some(Role::Player(player)) = self.role(who) else {
            self.drop_out(who);
            return;
        };
        let name = self.name(player);
        let abandoned_at = (self.phase() == Phase::Playing).then(|| self.score());
        let words = Notice::SentOut { name, abandoned_at };
        self.sent_out = Some(player);
        self.drop_out(who);
        notes.push(Note::Left { who });
        self.close();
        self.notice = Some(words);
    }

    /// The student `name`, away from the table with their seat kept, is
    /// sent out of the classroom: as for one sent out from their seat.
    pub(super) fn send_out_away(&mut self, name: &str) {
        let kept = |seat: &Option<Seat>| {
            seat.as_ref()
                .is_some_and(|s| s.session().is_none() && same_name(s.name(), name))
        };
        let Some(player) = Player::ALL.into_iter().find(|&p| kept(&self.seats[p])) else {
            return;
        };
        let name = self.name(player);
        let abandoned_at = (self.phase() == Phase::Playing).then(|| self.score());
        self.sent_out = Some(player);
        self.close();
        self.notice = Some(Notice::SentOut { name, abandoned_at });
    }

    /// Whether the teacher has closed the table.
    pub fn is_closed(&self) -> bool {
        self.closed
    }
}
