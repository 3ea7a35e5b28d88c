//! What every lobby shares: the room as the lobbies show it, worked out
//! once a change of the room and shared, for at most 50 ms
//! (`LOBBY_VIEW_AGE`), by every lobby redrawn for it. The room knows
//! nothing of it: it is the lobbies' own.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::room::Room;

use super::LobbyView;

/// The lobbies' shared view of the room and when it was worked out.
struct Cached {
    /// The lobby's change it is of.
    version: u64,
    /// The tournament's rounds paired when it was worked out.
    rounds: usize,
    made: Instant,
    view: Arc<LobbyView>,
}

/// How recent a lobby's view of the room must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recent {
    /// Of the room's last change: the student's own key may have made it.
    Now,
    /// Worked out in the last 50 ms (`LOBBY_VIEW_AGE`), with the
    /// tournament's last round in it: for a lobby redrawn because the room
    /// changed, which looks again later if the room changed since.
    Enough,
}

/// How long the lobbies' view is shared for one change of the lobby: a
/// burst of lobbies redrawing for one change shares it, and what changes
/// without telling the lobby (a teacher's second screen, say) shows on
/// the next redraw after this, as it did before the view was shared.
const LOBBY_VIEW_AGE: Duration = Duration::from_millis(50);

/// Every lobby's share of the room: one a classroom, handed to each
/// session.
#[derive(Default)]
pub struct Lobbies {
    cached: Mutex<Option<Cached>>,
}

impl std::fmt::Debug for Lobbies {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Lobbies").finish_non_exhaustive()
    }
}

impl Lobbies {
    /// What every lobby shows of `room`, as of the lobby's last change.
    pub fn view(&self, room: &Room) -> Arc<LobbyView> {
        self.view_as(room, Recent::Now).0
    }

    /// What every lobby shows of `room`, as recent as `recent` asks; and
    /// whether it is of the lobby's last change.
    ///
    /// While a round's tables fill, the room changes with every student
    /// who sits down, and each lobby redrawn for it worked out a view of
    /// its own: with a big class, each of a thousand lobbies worked out
    /// the whole room. A lobby redrawn for a change may instead take a
    /// view up to 50 ms old, one per 50 ms for every lobby, and look again
    /// after its quiet time.
    pub fn view_as(&self, room: &Room, recent: Recent) -> (Arc<LobbyView>, bool) {
        self.view_at(room, recent, Instant::now())
    }

    /// [`Lobbies::view_as`] at the time `now`.
    fn view_at(&self, room: &Room, recent: Recent, now: Instant) -> (Arc<LobbyView>, bool) {
        let version = room.lobby_version();
        let rounds = room.rounds_paired();
        let mut cached = self.cached.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(cached) = cached.as_ref()
            && (cached.version == version || recent == Recent::Enough)
            && cached.rounds == rounds
            && now.duration_since(cached.made) < LOBBY_VIEW_AGE
        {
            return (Arc::clone(&cached.view), cached.version == version);
        }
        let (people, tables, standings) = (room.people(), room.summaries(), room.standings());
        let view = Arc::new(match cached.as_ref() {
            Some(earlier) => LobbyView::after(&earlier.view, people, tables, standings),
            None => LobbyView::new(people, tables, standings),
        });
        *cached = Some(Cached {
            version,
            rounds,
            made: now,
            view: Arc::clone(&view),
        });
        (view, true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;
    use crate::limits::Limits;
    use crate::room::{Menu, Offer, Settings};
    use crate::setup::Mode;

    fn room() -> Arc<Room> {
        let variants = vec![Offer {
            name: "kids-and-caboodles".into(),
            rules: Rules::kids_and_caboodles(),
        }];
        Room::new(Limits::default(), Menu { variants })
    }

    fn students() -> crate::game::Choice {
        crate::game::Choice {
            variant: "kids-and-caboodles".into(),
            rules: Rules::kids_and_caboodles(),
            mode: Mode::Sorry,
            players: crate::game::Players::Students,
        }
    }

    #[tokio::test]
    async fn a_lobby_redrawn_for_a_change_may_share_a_recent_view_but_never_one_before_a_round() {
        let (room, lobbies) = (room(), Lobbies::default());
        let ama = room.student("ama");
        // One moment for every view, so that the test does not depend on
        // the machine's speed.
        let at = Instant::now();
        let (first, _) = lobbies.view_at(&room, Recent::Enough, at);
        assert!(first.tables.is_empty());
        room.open_table(&ama, students()).expect("a table");
        // Moments later, a lobby redrawn for the change may show the room
        // as it was, and is told so; one drawn for its student's key not.
        let (shared, current) = lobbies.view_at(&room, Recent::Enough, at);
        assert!(Arc::ptr_eq(&shared, &first) && !current);
        let (now, current) = lobbies.view_at(&room, Recent::Now, at);
        assert!(now.tables.len() == 1 && current);
        // A round paired: no lobby is shown a view from before it.
        let kofi = room.student("kofi");
        let names = vec![ama.name.clone(), kofi.name.clone()];
        let settings = Settings {
            format: wari_tournament::Format::Swiss { rounds: 1 },
            variant: Offer {
                name: "kids-and-caboodles".into(),
                rules: Rules::kids_and_caboodles(),
            },
            mode: Mode::Sorry,
        };
        room.start_tournament(settings, names)
            .expect("a tournament");
        let (after, current) = lobbies.view_at(&room, Recent::Enough, at);
        assert!(after.tournament.is_some() && current);
        // Past its age, a view is worked out again.
        let later = at + LOBBY_VIEW_AGE;
        let (again, current) = lobbies.view_at(&room, Recent::Enough, later);
        assert!(!Arc::ptr_eq(&again, &after) && current);
    }
}
