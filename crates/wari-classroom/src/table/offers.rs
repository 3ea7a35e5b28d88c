//! The table's side of the offers between its two players, whose rules
//! are the game's own ([`App::act`](crate::app::App::act)): which player
//! is asked on which screen, a player who is away, and what everyone at
//! the table reads.

use crate::app::{Action, MatchAction, MatchEvent, Offer, OfferError};
use crate::engine::{ByPlayer, Player};
use wari_words::tr;

use super::notice::Notice;
use super::refusal::Refusal;
use super::seat::{Role, SessionId};
use super::state::{Ask, Note, TableState};

impl TableState {
    /// `e`: against the computer the game answers at once; with the other
    /// player away, the game is abandoned; otherwise the player first sees
    /// what ending now gives, and says yes to offer it.
    pub(super) fn offer_end(&mut self, who: SessionId, player: Player) -> Option<Refusal> {
        let other = !player;
        if let Err(error) = self.game.as_ref()?.may_offer_end(player) {
            return Some(self.refusal(player, error));
        }
        if self.computer_plays(other) {
            // The board asks its proposer to confirm; here `e` was it. The
            // computer's answer is the game's to tell, on the board.
            self.play(|game| {
                super::keys::show_move_at_once(game);
                game.act(MatchAction::OfferEnd(player))
            });
        } else if self.present(other) {
            self.asking.insert(who, Ask::OfferEnd);
        } else {
            let (name, away) = (self.name(player), self.name(other));
            self.abandon();
            self.notice = Some(Notice::EndedAlone { name, away });
        }
        None
    }

    /// Keys once the game is over: `n` asks for another game, and yes
    /// (`y`, or the reader's own) agrees to the other's asking; at a
    /// tournament's table, whose one game counts for the round, there is
    /// no other game.
    pub(super) fn after_the_end(
        &mut self,
        player: Player,
        action: Action,
        notes: &mut Vec<Note>,
    ) -> Option<Refusal> {
        let other = !player;
        let action = match action {
            Action::Yes => MatchAction::Answer {
                by: player,
                yes: true,
            },
            Action::NewGame if let Some(round) = self.round => {
                return Some(Refusal::NoRematch { round });
            }
            // `n` is not also yes: the one asked answers with their yes key.
            Action::NewGame if self.asked_another_by(other) => {
                return Some(Refusal::AnswerWithYes {
                    other: self.name(other),
                });
            }
            Action::NewGame if !self.present(other) => {
                return Some(Refusal::OtherGone {
                    other: self.name(other),
                });
            }
            Action::NewGame => MatchAction::AskAnotherGame(player),
            _ => return Some(Refusal::GameOver),
        };
        let error = self.act(action, notes).err()?;
        Some(self.refusal(player, error))
    }

    /// Does `action` to the game's offers, as the player to move sees the
    /// game, and tells the table what came of it.
    pub(super) fn act(
        &mut self,
        action: MatchAction,
        notes: &mut Vec<Note>,
    ) -> Result<(), OfferError> {
        let done = self.play(|game| game.act(action));
        let event = done.unwrap_or(Err(OfferError::NotNow))?;
        self.tell(event, notes);
        Ok(())
    }

    /// What came of an offer between the players, in the table's words
    /// for everyone at it.
    fn tell(&mut self, event: MatchEvent, notes: &mut Vec<Note>) {
        let notice = match event {
            MatchEvent::OfferMade(Offer::End { by }) => Notice::OffersEnd {
                by: self.name(by),
                to: self.name(!by),
            },
            MatchEvent::OfferMade(Offer::AnotherGame { by }) => Notice::AsksAnother {
                by: self.name(by),
                to: self.name(!by),
            },
            MatchEvent::Agreed => Notice::BothAgreed,
            MatchEvent::Declined(offer) => Notice::PlaysOn {
                name: self.name(!offer.by()),
            },
            MatchEvent::AnotherGame { first } => {
                self.another_game_began(first, notes);
                return;
            }
        };
        self.notice = Some(notice);
    }

    /// Another game began, `first` to move: everyone at the table hears it,
    /// and the shell logs it.
    pub(super) fn another_game_began(&mut self, first: Player, notes: &mut Vec<Note>) {
        self.new_game_began();
        self.notice = Some(Notice::Another {
            first: self.name(first),
        });
        notes.push(Note::Started {
            names: ByPlayer::new(self.name(Player::South), self.name(Player::North)),
            first,
        });
    }

    /// Whether `by` asked for another game and waits for the answer.
    fn asked_another_by(&self, by: Player) -> bool {
        let offer = self.game.as_ref().and_then(|game| game.offer());
        offer == Some(Offer::AnotherGame { by })
    }

    /// Why the game took nothing from `player`, in the table's words.
    fn refusal(&self, player: Player, error: OfferError) -> Refusal {
        let other = self.name(!player);
        match error {
            OfferError::AlreadyOffered => Refusal::AlreadyAsked { other },
            OfferError::ComputerToMove => Refusal::NotYourTurn { other },
            OfferError::NotNow | OfferError::NothingOffered => Refusal::GameOver,
            OfferError::TooEarly => Refusal::TooEarlyToStop,
        }
    }

    /// The question `who` must answer, or the offer they are asked to
    /// agree to, with what ending now would give, in the reader's words.
    pub(super) fn prompt(&self, who: SessionId) -> Option<String> {
        let Some(Role::Player(player)) = self.role(who) else {
            return None;
        };
        let game = self.game.as_ref()?;
        match (self.asking.get(&who), game.offer()) {
            (Some(Ask::Leave), _) => Some(tr!("table-ask-leave", score = self.score())),
            (Some(Ask::OfferEnd), _) => {
                Some(tr!("table-ask-offer-end", preview = game.end_preview()))
            }
            (None, Some(Offer::End { by })) if by != player => Some(tr!(
                "table-asked-to-stop",
                name = self.name(by),
                preview = game.end_preview()
            )),
            (None, _) => None,
        }
    }
}
