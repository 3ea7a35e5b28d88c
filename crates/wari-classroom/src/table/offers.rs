//! Offers between the two players at a table: to end the game here (after
//! seeing what ending gives), and another game once it is over; and the
//! questions a player answers with `y` first.

use crate::app::{self, Action};
use crate::engine::Player;

use super::Phase;
use super::notice::Notice;
use super::refusal::Refusal;
use super::seat::{Role, SessionId};
use super::state::{Ask, Note, Offer, TableState};

impl TableState {
    /// A `y` to the question `who` was asked.
    pub(super) fn said_yes(
        &mut self,
        who: SessionId,
        player: Player,
        ask: Ask,
        notes: &mut Vec<Note>,
    ) {
        match ask {
            Ask::Leave => self.leave(who, notes),
            Ask::OfferEnd if self.phase() == Phase::Playing => {
                self.offer = Some(Offer::End(player));
                self.notice = Some(Notice::OffersEnd {
                    by: self.name(player),
                    to: self.name(!player),
                });
            }
            Ask::OfferEnd => {}
        }
    }

    /// `e`: against the computer the game answers at once; with the other
    /// player away, the game is abandoned; otherwise the player first sees
    /// what ending now gives, and says yes to offer it.
    pub(super) fn offer_end(&mut self, who: SessionId, player: Player) -> Option<Refusal> {
        let other = !player;
        if self.computer_plays(other) {
            if self.to_move() == Some(player) {
                // The board asks its proposer to confirm; here `e` was it.
                self.play_on_or_end(Action::EndOffered);
                return None;
            }
            let other = self.name(other);
            return Some(Refusal::NotYourTurn { other });
        }
        if self.offer == Some(Offer::End(player)) {
            let other = self.name(other);
            return Some(Refusal::AlreadyAsked { other });
        }
        if !self.present(other) {
            let (name, away) = (self.name(player), self.name(other));
            self.abandon();
            self.notice = Some(Notice::EndedAlone { name, away });
            return None;
        }
        self.asking.insert(who, Ask::OfferEnd);
        None
    }

    /// Keys once the game is over: `n` asks for another game (or agrees to
    /// the other's asking), `y` agrees.
    pub(super) fn after_the_end(
        &mut self,
        player: Player,
        action: Action,
        notes: &mut Vec<Note>,
    ) -> Option<Refusal> {
        let other = !player;
        let asked_by_other = self.offer == Some(Offer::Rematch(other));
        match action {
            Action::NewGame | Action::Yes if asked_by_other => {
                // The one who was asked moves first.
                self.rematch(player, notes);
                None
            }
            Action::NewGame if !self.present(other) => Some(Refusal::OtherGone {
                other: self.name(other),
            }),
            Action::NewGame if self.computer_plays(other) => {
                // The computer always agrees, and moves first.
                self.rematch(other, notes);
                None
            }
            Action::NewGame if self.offer == Some(Offer::Rematch(player)) => {
                Some(Refusal::AlreadyAsked {
                    other: self.name(other),
                })
            }
            Action::NewGame => {
                self.offer = Some(Offer::Rematch(player));
                self.notice = Some(Notice::AsksAnother {
                    by: self.name(player),
                    to: self.name(other),
                });
                None
            }
            _ => Some(Refusal::GameOver),
        }
    }

    /// Another game, `first` to move.
    pub(super) fn rematch(&mut self, first: Player, notes: &mut Vec<Note>) {
        if let Some(game) = self.game.as_mut() {
            app::update(game, Action::Rematch { first });
        }
        self.new_game_began(first);
        self.notice = Some(Notice::Another {
            first: self.name(first),
        });
        notes.push(Note::Started {
            names: crate::engine::ByPlayer::new(self.name(Player::South), self.name(Player::North)),
            first,
        });
    }

    /// The question `who` must answer, or the offer they are asked to
    /// agree to, with what ending now would give.
    pub(super) fn prompt(&self, who: SessionId) -> Option<String> {
        let Some(Role::Player(player)) = self.role(who) else {
            return None;
        };
        match self.asking.get(&who) {
            Some(Ask::Leave) => {
                return Some(format!(
                    "Leave? The game is abandoned at {}. y leaves, other keys stay.",
                    self.score()
                ));
            }
            Some(Ask::OfferEnd) => {
                return Some(format!(
                    "Stop now? {}. y offers it, other keys play on.",
                    self.end_preview()
                ));
            }
            None => {}
        }
        match self.offer {
            Some(Offer::End(by)) if by != player => Some(format!(
                "{} offers to stop: {}. y agrees, other keys play on.",
                self.name(by),
                self.end_preview()
            )),
            _ => None,
        }
    }

    /// What ending the game now would give, in the words the local board
    /// uses too: "ama 20, kofi 28: kofi would win".
    pub(super) fn end_preview(&self) -> String {
        let Some(game) = &self.game else {
            return String::new();
        };
        let (south, north) = (self.name(Player::South), self.name(Player::North));
        let names = crate::engine::ByPlayer::new(south.as_str(), north.as_str());
        let goal = self.choice.mode.goal();
        app::narrate::end_preview(game.game().position(), names, goal)
    }
}
