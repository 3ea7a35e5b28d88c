//! The teacher's session: the console is its home, as the lobby is a
//! student's, and its commands act on the whole room.

use super::super::intent::{Asking, Intent};
use super::super::room::Settings;
use super::super::table::Players;
use super::{Place, Session};
use crate::screen::Shown;

impl Session {
    /// Where the session goes back to from a table or the form: the
    /// console for the teacher, the lobby for a student.
    pub(super) fn home(&self) -> Place {
        if self.teacher {
            Place::Console(Box::new(Shown::new(Asking::default())))
        } else {
            Place::Lobby
        }
    }

    /// What the teacher asked of the whole room on the console.
    pub(super) fn teach(&mut self, intent: Intent) {
        let room = self.room.clone();
        let said = match intent {
            Intent::Close(id) if room.close_table(id) => format!("Table {id} is closed."),
            Intent::Close(id) => format!("There is no table {id} any more."),
            Intent::Pause(paused) => return room.pause_class(paused),
            Intent::Message(text) => {
                room.message(text);
                "Your message is on every student's screen.".into()
            }
            Intent::Remove(name) if room.remove(&name) => {
                format!("{name} has been sent out; that name cannot come back this lesson.")
            }
            Intent::Remove(name) => {
                format!("{name} is not here any more; that name cannot come back this lesson.")
            }
            Intent::StartTournament {
                format,
                variant,
                mode,
                names,
            } => {
                let Some(variant) = room.menu().variants.get(variant).cloned() else {
                    return;
                };
                let settings = Settings {
                    format,
                    variant,
                    mode,
                };
                let players = names.len();
                match room.start_tournament(settings, names) {
                    Ok(()) => format!("The tournament of {players} has begun: round 1 is paired."),
                    Err(why) => why.to_string(),
                }
            }
            Intent::NextRound => match room.next_round() {
                Ok(round) => format!("Round {round} is paired; its tables are open."),
                Err(why) => why.to_string(),
            },
            Intent::EndRound => match room.end_round() {
                Ok(()) if room.standings().is_some_and(|cup| cup.finished) => {
                    "The tournament is over: its standings are final.".to_owned()
                }
                Ok(()) => "The round is over: r pairs the next.".to_owned(),
                Err(why) => why.to_string(),
            },
            Intent::SetWork(work) => {
                room.set_work(work);
                "Set. It opens for all away from the tables, and for players after their game."
                    .to_owned()
            }
            _ => return,
        };
        self.say(Some(said));
    }

    /// Whether table `id` is a demo, which the teacher runs rather than
    /// watches.
    pub(super) fn is_demo(&self, id: u32) -> bool {
        self.room
            .summaries()
            .iter()
            .any(|t| t.id == id && matches!(t.choice.players, Players::Demo(_)))
    }
}
