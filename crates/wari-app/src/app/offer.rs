//! Offers between the two players of a game, and their answers: to end it
//! here by agreement (RULES.md 3.4), and another game once it is over.
//!
//! These rules belong to the game, not to a screen, so they are written
//! once, here, for every place a game is played: the hot seat asks the
//! one asked with its own question on the one screen both share
//! ([`Question::EndByAgreement`]); a classroom table asks on each player's
//! own screen and speaks in its own words. Both act through [`App::act`].

use std::time::Duration;

use crate::engine::{ByPlayer, Player};
use crate::setup::{Goal, Mode};

use super::narrate::EndPreview;
use super::{App, News, Question, Refusal, Seating};

/// Plies a Win-Win partner lets pass before it offers to stop, from the
/// start and from its last offer: the first board is level (each row holds
/// half the seeds), and stopping then would be no game at all; and a
/// person who said no should play a while before being asked again.
/// Partners who balance the stores seldom capture, so the stores alone
/// cannot tell how far the game has gone.
const PLIES_BETWEEN_OFFERS: usize = 20;

/// What one player offered the other, until it is answered or lapses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Offer {
    /// To end the game here, each taking the seeds on their own row. It
    /// lapses with the next move: what ending gives changes with it.
    End {
        /// Who offered.
        by: Player,
    },
    /// Another game with the same players and rules, once this one is over.
    AnotherGame {
        /// Who asked.
        by: Player,
    },
}

impl Offer {
    /// Who made the offer.
    pub fn by(self) -> Player {
        match self {
            Offer::End { by } | Offer::AnotherGame { by } => by,
        }
    }
}

/// What a player does about an offer, whichever screen they are at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchAction {
    /// This player offers to end the game here. A computer answers at
    /// once; a person is asked.
    OfferEnd(Player),
    /// This player asks for another game, once this one is over. A
    /// computer always agrees, and asking back agrees too.
    AskAnotherGame(Player),
    /// `by` answers the other's offer: yes agrees, no turns it down.
    Answer {
        /// Who answers.
        by: Player,
        /// Whether they agree.
        yes: bool,
    },
}

/// What came of an offer or an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchEvent {
    /// The offer waits for the other player's answer.
    OfferMade(Offer),
    /// The game ended by agreement.
    Agreed,
    /// The offer was turned down and is gone; an offer to end leaves the
    /// game going on.
    Declined(Offer),
    /// Another game began, `first` to move: the one who was asked, since
    /// the one who asked chose to play again.
    AnotherGame {
        /// Who moves first.
        first: Player,
    },
}

/// Why an offer or an answer did nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OfferError {
    /// An offer to end a game that is over, or of another game before this
    /// one is.
    NotNow,
    /// This player's offer already waits for the other's answer.
    AlreadyOffered,
    /// The computer is to move, busy with its move: it answers an offer
    /// to end on the person's turn.
    ComputerToMove,
    /// No offer from the other player waits for an answer.
    NothingOffered,
    /// A Win-Win game offered to end before each player has moved once:
    /// both level at the start is no win earned.
    TooEarly,
}

impl App {
    /// Does `action` to the game's offers; says what came of it. What a
    /// computer says to an offer is the game's own news, or a refusal on
    /// this view; what the people say to each other is for the caller to
    /// put in words.
    pub fn act(&mut self, action: MatchAction) -> Result<MatchEvent, OfferError> {
        match action {
            MatchAction::OfferEnd(by) => self.offer_end(by),
            MatchAction::AskAnotherGame(by) => self.ask_another_game(by),
            MatchAction::Answer { by, yes } => self.answer_offer(by, yes),
        }
    }

    /// The offer waiting for an answer, if any.
    pub fn offer(&self) -> Option<Offer> {
        self.model.offer
    }

    /// Whether `by` may offer to end the game now, so that a screen need
    /// not ask them to confirm an offer that would come to nothing.
    pub fn may_offer_end(&self, by: Player) -> Result<(), OfferError> {
        if self.is_over() {
            return Err(OfferError::NotNow);
        }
        if self.model.offer == Some(Offer::End { by }) {
            return Err(OfferError::AlreadyOffered);
        }
        // Turns alternate: two moves played is one each.
        if self.model.setup.mode.goal() == Goal::Cooperate && self.played().len() < 2 {
            return Err(OfferError::TooEarly);
        }
        if self.is_computer(!by) && self.mover() != by {
            return Err(OfferError::ComputerToMove);
        }
        Ok(())
    }

    /// One of the players has gone: what either offered lapses unanswered,
    /// since an offer needs them both.
    pub fn withdraw_offer(&mut self) {
        self.model.offer = None;
    }

    /// What ending the game here would give, in the reader's words ("Ama
    /// 23, Kofi 25: Kofi would win"): what an offer to end is made and
    /// answered on.
    pub fn end_preview(&self) -> String {
        self.preview().to_string()
    }

    /// What ending the game here would give, kept to be worded later.
    fn preview(&self) -> EndPreview {
        let seats = &self.model.setup.seats;
        let names = ByPlayer::new(
            seats[Player::South].name.as_str(),
            seats[Player::North].name.as_str(),
        );
        let goal = self.model.setup.mode.goal();
        EndPreview::of(self.model.game.position(), names, goal)
    }

    /// The question an offer to end puts on this board: at one keyboard
    /// the one asked answers on the screen the offer was made on; at
    /// screens of their own, whoever runs the board asks them.
    pub(super) fn offer_question(&self) -> Option<Question> {
        match self.model.offer {
            Some(Offer::End { .. }) if self.model.seating == Seating::OneKeyboard => {
                Some(Question::EndByAgreement)
            }
            _ => None,
        }
    }

    fn offer_end(&mut self, by: Player) -> Result<MatchEvent, OfferError> {
        self.may_offer_end(by)?;
        if self.is_computer(!by) {
            return Ok(self.computer_answers_end());
        }
        Ok(self.make(Offer::End { by }))
    }

    fn ask_another_game(&mut self, by: Player) -> Result<MatchEvent, OfferError> {
        if !self.is_over() {
            return Err(OfferError::NotNow);
        }
        match self.model.offer {
            Some(Offer::AnotherGame { by: asker }) if asker == by => {
                Err(OfferError::AlreadyOffered)
            }
            // Asking back agrees, and the one who was asked moves first.
            Some(Offer::AnotherGame { .. }) => Ok(self.another_game(by)),
            // The computer always agrees, and moves first.
            _ if self.is_computer(!by) => Ok(self.another_game(!by)),
            _ => Ok(self.make(Offer::AnotherGame { by })),
        }
    }

    fn answer_offer(&mut self, by: Player, yes: bool) -> Result<MatchEvent, OfferError> {
        let offer = self.model.offer.filter(|offer| offer.by() == !by);
        let offer = offer.ok_or(OfferError::NothingOffered)?;
        self.model.offer = None;
        Ok(match (offer, yes) {
            (Offer::End { .. }, true) => {
                self.end_by_agreement();
                MatchEvent::Agreed
            }
            (Offer::AnotherGame { .. }, true) => self.another_game(by),
            (Offer::End { by: computer }, false) if self.is_computer(computer) => {
                self.computer_plays_on();
                MatchEvent::Declined(offer)
            }
            (_, false) => MatchEvent::Declined(offer),
        })
    }

    /// Leaves `offer` waiting for the other player's answer.
    fn make(&mut self, offer: Offer) -> MatchEvent {
        self.model.offer = Some(offer);
        MatchEvent::OfferMade(offer)
    }

    /// Ends the game by agreement (RULES.md 3.4), at once: a move still
    /// being sown lands, and whatever this view asked is answered by it.
    pub(super) fn end_by_agreement(&mut self) {
        if self.is_over() {
            return;
        }
        if self.model.animation.is_some() {
            self.finish_animation();
        }
        self.view.question = None;
        self.model.game.agree_to_end();
        self.game_changed();
        self.model.countdown = None;
    }

    /// Another game with the same players and rules, `first` to move.
    pub(super) fn another_game(&mut self, first: Player) -> MatchEvent {
        self.model.setup.first = first;
        self.view.question = None;
        self.new_game();
        MatchEvent::AnotherGame { first }
    }

    /// A person offered to end; the computer answers at once. It agrees
    /// when ending here does not cost it the game (Sorry) or leaves the
    /// stores level (Win-Win): it is no pushover, nor a spoiler. Its "no"
    /// says why, on the offerer's view.
    fn computer_answers_end(&mut self) -> MatchEvent {
        let position = self.model.game.position();
        let computer = !position.to_move();
        let end = |player: Player| position.stores()[player] + position.row_total(player);
        let (mine, theirs) = (end(computer), end(!computer));
        let name = self.model.setup.seats[computer].name.clone();
        let refusal = match self.model.setup.mode.goal() {
            Goal::Compete if mine < theirs => Some(Refusal::ComputerBehind {
                name: name.clone(),
                mine,
                theirs,
            }),
            Goal::Cooperate if mine != theirs => Some(Refusal::ComputerApart {
                name: name.clone(),
                apart: mine.abs_diff(theirs),
            }),
            _ => None,
        };
        if let Some(refusal) = refusal {
            self.refuse(refusal);
            return MatchEvent::Declined(Offer::End { by: !computer });
        }
        self.end_by_agreement();
        self.announce(News::ComputerAgrees { name });
        MatchEvent::Agreed
    }

    /// Whether the computer to move, a Win-Win partner, offers to stop
    /// here rather than play on. Ending now would leave the stores level
    /// (each row's seeds going to its owner, RULES.md 3.4), and in Win-Win
    /// the gap is the whole result: no line of play can do better than
    /// level, so no search is needed to know that nothing better is in
    /// reach. Only once [`PLIES_BETWEEN_OFFERS`] have been played since
    /// the start or its last offer, and to a person only where the board's
    /// own questions reach them.
    pub(super) fn offers_to_stop(&self) -> bool {
        let position = self.model.game.position();
        let stores = position.stores();
        let end = |player: Player| stores[player] + position.row_total(player);
        let asks_a_person = !self.is_computer(!position.to_move());
        let plies = self.model.played.len();
        let since = plies - self.model.offered_at.unwrap_or(0).min(plies);
        self.model.setup.mode == Mode::WinWin
            && end(Player::South) == end(Player::North)
            && since >= PLIES_BETWEEN_OFFERS
            && (!asks_a_person || self.model.seating == Seating::OneKeyboard)
    }

    /// The computer to move offers to stop: a computer partner agrees at
    /// once (a demo ends level), a person is asked. Either way the offer
    /// is not made again for a while.
    pub(super) fn computer_offers_end(&mut self) {
        self.model.offered_at = Some(self.model.played.len());
        let mover = self.mover();
        if !self.is_computer(!mover) {
            self.make(Offer::End { by: mover });
            return;
        }
        let seats = &self.model.setup.seats;
        let news = News::PartnersAgree {
            offerer: seats[mover].name.clone(),
            partner: seats[!mover].name.clone(),
            preview: self.preview(),
        };
        self.end_by_agreement();
        self.announce(news);
    }

    /// A person said no to the computer's offer to stop: it plays the move
    /// it found, after its usual pause.
    fn computer_plays_on(&mut self) {
        self.model.thinking.waited = Duration::ZERO;
        self.play_when_ready();
    }

    fn is_computer(&self, player: Player) -> bool {
        self.model.setup.seats[player].is_computer()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::board_keys::HOT_SEAT;
    use crate::app::{Action, Setup, update};
    use crate::engine::Rules;
    use crate::look::Look;
    use crate::search::Level;
    use crate::setup::Seat;

    /// Ama (South, first) and `north`, moves shown at once, each player
    /// at a screen of their own, as at a classroom table.
    fn game(north: Seat) -> App {
        let mut setup = Setup::new("kids-and-caboodles", Rules::default());
        setup.seats = ByPlayer::new(Seat::human("Ama"), north);
        setup.seed_step = Duration::ZERO;
        App::new(setup, Look::default(), 7).seated(Seating::OwnScreens, &HOT_SEAT)
    }

    fn agree_to_end(app: &mut App) {
        let offer = Offer::End { by: Player::South };
        let made = app.act(MatchAction::OfferEnd(Player::South));
        assert_eq!(made, Ok(MatchEvent::OfferMade(offer)));
        let answer = MatchAction::Answer {
            by: Player::North,
            yes: true,
        };
        assert_eq!(app.act(answer), Ok(MatchEvent::Agreed));
        assert!(app.is_over());
    }

    #[test]
    fn an_offer_to_end_lapses_when_its_maker_moves_instead() {
        let mut app = game(Seat::human("Kofi"));
        let made = app.act(MatchAction::OfferEnd(Player::South));
        assert_eq!(
            made,
            Ok(MatchEvent::OfferMade(Offer::End { by: Player::South }))
        );
        let again = app.act(MatchAction::OfferEnd(Player::South));
        assert_eq!(again, Err(OfferError::AlreadyOffered));
        update(&mut app, Action::Pick(3));
        assert_eq!(app.offer(), None, "the board the offer was made on is gone");
        let late = app.act(MatchAction::Answer {
            by: Player::North,
            yes: true,
        });
        assert_eq!(late, Err(OfferError::NothingOffered));
        assert!(!app.is_over(), "Kofi's yes came too late to end it");
    }

    #[test]
    fn saying_no_to_an_offer_to_end_plays_on() {
        let mut app = game(Seat::human("Kofi"));
        let _made = app.act(MatchAction::OfferEnd(Player::South));
        let no = app.act(MatchAction::Answer {
            by: Player::North,
            yes: false,
        });
        assert_eq!(
            no,
            Ok(MatchEvent::Declined(Offer::End { by: Player::South }))
        );
        assert_eq!(app.offer(), None);
        assert!(!app.is_over());
    }

    #[test]
    fn the_one_asked_for_another_game_moves_first_in_it() {
        let mut app = game(Seat::human("Kofi"));
        let early = app.act(MatchAction::AskAnotherGame(Player::South));
        assert_eq!(early, Err(OfferError::NotNow), "this game goes on");
        agree_to_end(&mut app);
        let asked = app.act(MatchAction::AskAnotherGame(Player::South));
        let offer = Offer::AnotherGame { by: Player::South };
        assert_eq!(asked, Ok(MatchEvent::OfferMade(offer)));
        // Kofi asking back is Kofi agreeing.
        let back = app.act(MatchAction::AskAnotherGame(Player::North));
        let first = Player::North;
        assert_eq!(back, Ok(MatchEvent::AnotherGame { first }));
        assert!(!app.is_over() && app.played().is_empty());
        assert_eq!(app.game().position().to_move(), Player::North);
        assert_eq!(app.offer(), None);
    }

    #[test]
    fn the_computer_answers_only_on_the_persons_turn_and_moves_first_in_another_game() {
        let mut app = game(Seat::computer("Kofi", Level::Easy));
        update(&mut app, Action::Pick(3));
        let thinking = app.act(MatchAction::OfferEnd(Player::South));
        assert_eq!(thinking, Err(OfferError::ComputerToMove));
        assert_eq!(app.offer(), None);

        let mut app = game(Seat::computer("Kofi", Level::Easy));
        // Each row holds half the seeds: ending here costs Kofi nothing.
        let made = app.act(MatchAction::OfferEnd(Player::South));
        assert_eq!(made, Ok(MatchEvent::Agreed), "no one else to ask");
        let news = app.message().map(|m| m.text);
        assert_eq!(news.as_deref(), Some("Kofi agrees to end the game here."));
        let asked = app.act(MatchAction::AskAnotherGame(Player::South));
        let first = Player::North;
        assert_eq!(asked, Ok(MatchEvent::AnotherGame { first }));
        assert_eq!(app.game().position().to_move(), Player::North);
    }

    #[test]
    fn at_one_keyboard_the_board_asks_the_other_player() {
        let mut app = game(Seat::human("Kofi")).seated(Seating::OneKeyboard, &HOT_SEAT);
        let _made = app.act(MatchAction::OfferEnd(Player::South));
        assert_eq!(app.question(), Some(Question::EndByAgreement));
        update(&mut app, Action::Other);
        assert_eq!(app.question(), None);
        let said = app.message().map(|m| m.text);
        assert_eq!(said.as_deref(), Some("Kofi says no to stopping: play on."));
        assert!(!app.is_over());
    }
}
