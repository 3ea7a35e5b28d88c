//! What a key means at a table, by who pressed it: the player to move
//! plays, either player may offer to end or ask for another game, the
//! demo's host runs the demo, and watchers only watch.

use ratatui::layout::Size;

use crate::app::{self, Action, MatchAction};
use crate::engine::Player;

use super::Phase;
use super::notice::Notice;
use super::refusal::Refusal;
use super::seat::{Role, SessionId};
use super::state::{Ask, Note, TableState};

impl TableState {
    pub(super) fn key(&mut self, who: SessionId, action: Action, notes: &mut Vec<Note>) {
        // A player always sees their own row at the bottom; anyone else
        // may turn the board.
        let may_turn = !matches!(self.role(who), Some(Role::Player(_)));
        if self.through_view_of(who, |game| app::view_key(game, &action, may_turn)) == Some(true) {
            return;
        }
        let refusal = match self.role(who) {
            None => None,
            Some(Role::Spectator) if action == Action::Quit => {
                self.leave(who, notes);
                None
            }
            Some(Role::Spectator) => Some(Refusal::Watching),
            Some(Role::Host) => self.host_key(who, action, notes),
            Some(Role::Player(player)) => self.player_key(who, player, action, notes),
        };
        if let Some(why) = refusal {
            notes.push(Note::Refused { who, why });
        }
    }

    pub(super) fn click(
        &mut self,
        who: SessionId,
        size: Size,
        column: u16,
        row: u16,
        notes: &mut Vec<Note>,
    ) {
        let Some(Role::Player(player)) = self.role(who) else {
            return;
        };
        let helped = self.shows_help_to(who);
        if self.phase() != Phase::Playing || self.asking.contains_key(&who) || helped {
            return;
        }
        if self.to_move() != Some(player) {
            let other = self.name(!player);
            notes.push(Note::Refused {
                who,
                why: Refusal::NotYourTurn { other },
            });
            return;
        }
        // The click is read at the size of the clicker's own screen, which
        // it brings with it, in the clicker's own view.
        let (width, height) = (size.width, size.height);
        self.play(|game| {
            show_move_at_once(game);
            app::update(game, Action::Resize { width, height });
            app::update(game, Action::Click { column, row });
        });
    }

    fn player_key(
        &mut self,
        who: SessionId,
        player: Player,
        action: Action,
        notes: &mut Vec<Note>,
    ) -> Option<Refusal> {
        // The question asked first takes the key: `y` says yes, any other no.
        if let Some(ask) = self.asking.remove(&who) {
            match ask {
                _ if action != Action::Yes => {}
                Ask::Leave => self.leave(who, notes),
                Ask::OfferEnd => {
                    // A move may have ended the game meanwhile: then the
                    // offer comes to nothing.
                    let _over = self.act(MatchAction::OfferEnd(player), notes);
                }
            }
            return None;
        }
        match (self.phase(), action) {
            (Phase::Playing, Action::Quit) => {
                self.asking.insert(who, Ask::Leave);
                None
            }
            (_, Action::Quit) => {
                self.leave(who, notes);
                None
            }
            (Phase::Waiting, _) => Some(Refusal::NoGameYet),
            (Phase::Finished, action) => self.after_the_end(player, action, notes),
            (Phase::Playing, action) => self.in_play(who, player, action, notes),
        }
    }

    /// A key during play, from a player with no question open. Any key but
    /// a move answers an offer to end waiting for them: `y` agrees, others
    /// play on; a move plays on past it, and it lapses.
    fn in_play(
        &mut self,
        who: SessionId,
        player: Player,
        action: Action,
        notes: &mut Vec<Note>,
    ) -> Option<Refusal> {
        let yes = action == Action::Yes;
        let answer = MatchAction::Answer { by: player, yes };
        if !is_move(&action) && self.act(answer, notes).is_ok() {
            return None;
        }
        if action == Action::ProposeEnd {
            return self.offer_end(who, player);
        }
        if !is_move(&action) && action != Action::Hint && action != Action::Back {
            return Some(Refusal::NotATableKey);
        }
        if action == Action::Hint && self.round.is_some() {
            return Some(Refusal::NoHint);
        }
        if self.to_move() != Some(player) {
            let other = self.name(!player);
            return Some(Refusal::NotYourTurn { other });
        }
        let hint = action == Action::Hint;
        self.play_on(action);
        if hint {
            self.share_hint();
        }
        None
    }

    /// Gives the game an action from the player to move.
    fn play_on(&mut self, action: Action) {
        self.play(|game| {
            show_move_at_once(game);
            app::update(game, action);
        });
    }

    /// A key from a demo's host: the demo's own keys go to the game, `n`
    /// starts a new game with the other side first, `q` leaves.
    fn host_key(
        &mut self,
        who: SessionId,
        action: Action,
        notes: &mut Vec<Note>,
    ) -> Option<Refusal> {
        let over = self.phase() != Phase::Playing;
        match action {
            Action::Quit => self.leave(who, notes),
            Action::NewGame => {
                let first = !self.game.as_ref()?.setup().first;
                self.play(|game| app::update(game, Action::Rematch { first }));
                self.another_game_began(first, notes);
                self.notice = Some(Notice::DemoAgain);
            }
            Action::Sow | Action::Step | Action::Faster | Action::Slower | Action::Pick(1..=2)
                if !over =>
            {
                self.play_on(action);
            }
            _ => return Some(Refusal::DemoKeys),
        }
        None
    }
}

/// Ends the animation of the last move, as any key does on the board:
/// the player to move watched it arrive from afar, and their key then does
/// its work on the board as it stands, instead of only skipping the
/// sowing.
pub(super) fn show_move_at_once(game: &mut app::App) {
    app::update(game, Action::ShowMoveAtOnce);
}

/// Whether `action` plays a move: the cursor, a sowing, a pit's digit.
fn is_move(action: &Action) -> bool {
    matches!(
        action,
        Action::Left | Action::Right | Action::Sow | Action::Pick(_)
    )
}
