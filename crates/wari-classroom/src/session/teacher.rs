//! The teacher's session: the console is its home, as the lobby is a
//! student's, and its commands act on the whole room.

use super::super::intent::{Asking, Intent};
use super::super::room::Settings;
use super::super::table::Players;
use super::{Place, Session};
use crate::screen::Shown;
use wari_words::tr;

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
            Intent::Close(id) if room.close_table(id) => tr!("class-teacher-closed", table = id),
            Intent::Close(id) => tr!("class-teacher-no-table", table = id),
            Intent::Pause(paused) => return room.pause_class(paused),
            Intent::Mark(name) => return room.mark(&name),
            Intent::Message(text) => {
                room.message(text);
                tr!("class-teacher-message-sent")
            }
            Intent::Remove(name) if room.remove(&name) => {
                tr!("class-teacher-sent-out", name = name)
            }
            Intent::Remove(name) => tr!("class-teacher-gone", name = name),
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
                    Ok(()) => tr!("class-teacher-tournament-begun", players = players),
                    Err(why) => why.to_string(),
                }
            }
            Intent::NextRound => match room.next_round() {
                Ok(round) => tr!("class-teacher-round-paired", round = round),
                Err(why) => why.to_string(),
            },
            Intent::EndRound => match room.end_round() {
                Ok(()) if room.standings().is_some_and(|cup| cup.finished) => {
                    tr!("class-teacher-tournament-over")
                }
                Ok(()) => tr!("class-teacher-round-over"),
                Err(why) => why.to_string(),
            },
            Intent::SetWork(work) => {
                room.set_work(work);
                tr!("class-teacher-work-set")
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
