//! What a key means at a table, by who pressed it: the player to move
//! plays, either player may offer to end or ask for another game, the
//! demo's host runs the demo, and watchers only watch.

use ratatui::layout::Size;

use crate::app::{self, Action};
use crate::engine::Player;

use super::Phase;
use super::notice::Notice;
use super::refusal::Refusal;
use super::seat::{Role, SessionId};
use super::state::{Ask, Note, Offer, TableState};

impl TableState {
    pub(super) fn key(&mut self, who: SessionId, action: Action, notes: &mut Vec<Note>) {
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
        if self.phase() != Phase::Playing || self.asking.contains_key(&who) {
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
        if let Some(ask) = self.asking.remove(&who) {
            if action == Action::Yes {
                self.said_yes(who, player, ask, notes);
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
            (Phase::Playing, action) => self.in_play(who, player, action),
        }
    }

    /// A key during play, from a player with no question open.
    fn in_play(&mut self, who: SessionId, player: Player, action: Action) -> Option<Refusal> {
        let other = !player;
        if self.offer == Some(Offer::End(other)) {
            match action {
                Action::Yes => {
                    self.offer = None;
                    self.play_on_or_end(Action::EndAgreed);
                    self.notice = Some(Notice::BothAgreed);
                    return None;
                }
                ref action if is_move(action) => {}
                _ => {
                    self.offer = None;
                    self.notice = Some(Notice::PlaysOn {
                        name: self.name(player),
                    });
                    return None;
                }
            }
        }
        if action == Action::ProposeEnd {
            return self.offer_end(who, player);
        }
        if !is_move(&action) && action != Action::Hint && action != Action::Back {
            return Some(Refusal::NotATableKey);
        }
        if self.to_move() != Some(player) {
            let other = self.name(other);
            return Some(Refusal::NotYourTurn { other });
        }
        let hint = action == Action::Hint;
        self.play_on_or_end(action);
        if hint {
            self.share_hint();
        }
        None
    }

    /// Gives the game an action from the player to move (or an agreed end).
    pub(super) fn play_on_or_end(&mut self, action: Action) {
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
                self.rematch(!self.first, notes);
                self.notice = Some(Notice::DemoAgain);
            }
            Action::Sow | Action::Step | Action::Faster | Action::Slower | Action::Pick(1..=2)
                if !over =>
            {
                self.play_on_or_end(action);
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
fn show_move_at_once(game: &mut app::App) {
    app::update(game, Action::ShowMoveAtOnce);
}

/// Whether `action` plays a move: the cursor, a sowing, a pit's digit.
fn is_move(action: &Action) -> bool {
    matches!(
        action,
        Action::Left | Action::Right | Action::Sow | Action::Pick(_)
    )
}
