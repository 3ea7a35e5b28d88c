//! Coming and going at a table: sitting down, coming back to a kept seat,
//! leaving, dropping out, and the time a seat is kept.

use std::time::Duration;

use crate::app::{self, Action};
use crate::engine::Player;

use super::notice::Notice;
use super::refusal::Refusal;
use super::seat::{Role, Seat, SessionId};
use super::state::{Note, TableState};
use super::{Phase, Players};
use crate::setup::same_name;

impl TableState {
    /// Sits `who` (called `name`): back in the seat kept for that name, or
    /// in the empty one, which starts the game; at a demo, its opener or
    /// the teacher, to run it.
    pub(super) fn sit(&mut self, who: SessionId, name: &str, teacher: bool, notes: &mut Vec<Note>) {
        let role = self.seat_for(who, name, teacher, notes);
        notes.push(match role {
            Ok(role) => Note::Entered { who, role },
            Err(why) => Note::Refused { who, why },
        });
    }

    fn seat_for(
        &mut self,
        who: SessionId,
        name: &str,
        teacher: bool,
        notes: &mut Vec<Note>,
    ) -> Result<Role, Refusal> {
        // A view made while watching faces the watcher's way.
        self.views.remove(&who);
        let kept = Player::ALL.into_iter().find(|&p| {
            matches!(&self.seats[p], Some(Seat::Student { name: kept, session: None }) if same_name(kept, name))
        });
        if let Some(player) = kept {
            self.seats[player] = Some(Seat::student(name, who));
            self.awaited[player] = false;
            self.away = Duration::ZERO;
            self.notice = Some(Notice::Back {
                name: name.to_owned(),
            });
            return Ok(Role::Player(player));
        }
        if let Players::Demo(_) = self.choice.players {
            if teacher || same_name(name, &self.opener) {
                self.hosts.insert(who);
                return Ok(Role::Host);
            }
            return Err(Refusal::SomeonesDemo {
                table: self.id,
                host: self.opener.clone(),
            });
        }
        let Some(empty) = Player::ALL.into_iter().find(|&p| self.seats[p].is_none()) else {
            return Err(Refusal::Full { table: self.id });
        };
        self.seats[empty] = Some(Seat::student(name, who));
        if self.game.is_none() {
            self.start_if_full(Player::South, notes);
            self.notice = None;
        }
        Ok(Role::Player(empty))
    }

    /// `who` leaves on purpose. A game in progress ends, abandoned, with
    /// the stores as they stand; after the end the seat stays, by name,
    /// for the result's line in the lobby.
    pub(super) fn leave(&mut self, who: SessionId, notes: &mut Vec<Note>) {
        notes.push(Note::Left { who });
        let Some(player) = self.take_away(who) else {
            return;
        };
        let name = self.name(player);
        let abandoned_at = match self.phase() {
            Phase::Waiting => {
                self.seats[player] = None;
                return;
            }
            Phase::Playing => {
                let score = self.score();
                self.abandon();
                Some(score)
            }
            Phase::Finished => None,
        };
        self.notice = Some(Notice::Left { name, abandoned_at });
    }

    /// `who`'s connection is gone. A player's seat in a game still going
    /// is kept by name, so they can come back to it.
    pub(super) fn drop_out(&mut self, who: SessionId) {
        let Some(player) = self.take_away(who) else {
            return;
        };
        // A closed table's notice says why it closed, to everyone it
        // sends back, whoever goes first.
        if self.closed {
            return;
        }
        let name = self.name(player);
        match self.phase() {
            Phase::Waiting => self.seats[player] = None,
            Phase::Playing => {
                self.notice = Some(if self.computer_plays(!player) {
                    Notice::DroppedFromComputer { name }
                } else {
                    Notice::Dropped { name }
                });
            }
            Phase::Finished => {
                self.notice = Some(Notice::Left {
                    name,
                    abandoned_at: None,
                });
            }
        }
    }

    /// Takes `who` off the table's lists; returns the seat they played,
    /// now kept for their name, with what they had asked or offered gone.
    fn take_away(&mut self, who: SessionId) -> Option<Player> {
        self.spectators.remove(&who);
        self.hosts.remove(&who);
        self.asking.remove(&who);
        self.views.remove(&who);
        let player = Player::ALL
            .into_iter()
            .find(|&p| self.seats[p].as_ref().and_then(Seat::session) == Some(who))?;
        self.seats[player] = self.seats[player].as_ref().map(Seat::kept);
        if let Some(game) = self.game.as_mut() {
            game.withdraw_offer();
        }
        Some(player)
    }

    /// Ends the game in progress unfinished, keeping the stores as they
    /// stand for the record, the seeds left where they lie.
    pub(super) fn abandon(&mut self) {
        let Some(game) = self.game.as_mut() else {
            return;
        };
        if game.is_over() {
            return;
        }
        app::update(game, Action::Abandon);
        self.asking.clear();
    }

    /// The stores as they stand, with names: "ama 20, kofi 28".
    pub(super) fn score(&self) -> String {
        let Some(game) = &self.game else {
            return String::new();
        };
        let stores = game.game().position().stores();
        format!(
            "{} {}, {} {}",
            self.name(Player::South),
            stores[Player::South],
            self.name(Player::North),
            stores[Player::North]
        )
    }

    /// Lets `dt` pass: for the game while everyone is here (time while a
    /// seat is empty is dropped, since nobody's clock runs then), and for
    /// the seats of players who are all away, which are kept only so long.
    pub(super) fn tick(&mut self, dt: Duration) {
        if self.everyone_here() {
            self.away = Duration::ZERO;
            if self.game.as_ref().and_then(app::App::next_tick).is_some() {
                self.play(|game| {
                    app::update(game, Action::Tick(dt));
                });
            }
            return;
        }
        if !self.all_players_away() {
            self.away = Duration::ZERO;
            return;
        }
        self.away += dt;
        if self.away >= self.keep {
            self.abandon();
            self.notice = Some(Notice::NobodyCameBack(self.keep));
        }
    }
}
