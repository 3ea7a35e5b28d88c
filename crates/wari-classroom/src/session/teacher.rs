//! The teacher's session: the console is its home, as the lobby is a
//! student's, and its commands act on the whole room.

use super::super::console::{Command, ConsoleScreen};
use super::super::lobby::Intent;
use super::super::table::Players;
use super::{Place, Session};
use crate::screen::Shown;

impl Session {
    /// Where the session goes back to from a table or the form: the
    /// console for the teacher, the lobby for a student.
    pub(super) fn home(&self) -> Place {
        if self.teacher {
            Place::Console(Box::new(Shown::new(ConsoleScreen::default())))
        } else {
            Place::Lobby
        }
    }

    /// What the teacher asked of the room on the console.
    pub(super) fn command(&mut self, command: Command) {
        let room = self.room.clone();
        match command {
            Command::Watch(id) => {
                // At a demo the teacher runs it; elsewhere they watch.
                let intent = if self.is_demo(id) {
                    Intent::Join(id)
                } else {
                    Intent::Watch(id)
                };
                self.intent(intent);
            }
            Command::NewTable => self.open_form(),
            Command::Close(id) => {
                let said = if room.close_table(id) {
                    format!("Table {id} is closed.")
                } else {
                    format!("There is no table {id} any more.")
                };
                self.say(Some(said));
            }
            Command::Pause(paused) => room.pause_class(paused),
            Command::Message(text) => {
                room.message(text);
                self.say(Some("Your message is on every student's screen.".into()));
            }
            Command::Remove(name) => {
                let said = if room.remove(&name) {
                    format!("{name} has been sent out; that name cannot come back this lesson.")
                } else {
                    format!("{name} is not here any more; that name cannot come back this lesson.")
                };
                self.say(Some(said));
            }
            Command::Review(index) => {
                let game = room.ended_game(index);
                self.open_review(game);
            }
            Command::Quit => self.quit = true,
        }
    }

    /// Whether table `id` is a demo, which the teacher runs rather than
    /// watches.
    fn is_demo(&self, id: u32) -> bool {
        self.room
            .summaries()
            .iter()
            .any(|t| t.id == id && matches!(t.choice.players, Players::Demo(_)))
    }
}
