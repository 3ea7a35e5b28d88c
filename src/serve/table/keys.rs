//! What a key means at a table, by who pressed it: the player to move
//! plays, either player may offer to end or ask for another game, the
//! demo's host runs the demo, and watchers only watch.

use ratatui::layout::Size;

use crate::app::{self, Action, Goal, Mode};
use crate::engine::Player;

use super::Phase;
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
        // The app reads clicks against its one size; each student's screen
        // has its own, so the click brings the clicker's size with it.
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

    /// A `y` to the question `who` was asked.
    fn said_yes(&mut self, who: SessionId, player: Player, ask: Ask, notes: &mut Vec<Note>) {
        match ask {
            Ask::Leave => self.leave(who, notes),
            Ask::OfferEnd if self.phase() == Phase::Playing => {
                self.offer = Some(Offer::End(player));
                self.notice = Some(format!(
                    "{} offers to end the game here: {}, y agrees.",
                    self.name(player),
                    self.name(!player)
                ));
            }
            Ask::OfferEnd => {}
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
                    self.notice = Some("Both players agreed to end the game.".into());
                    return None;
                }
                ref action if is_move(action) => {}
                _ => {
                    self.offer = None;
                    self.notice = Some(format!("{} wants to play on.", self.name(player)));
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
        if action == Action::Hint && self.choice.mode == Mode::Sorry {
            self.hint_for = Some(player);
        }
        self.play_on_or_end(action);
        None
    }

    /// Gives the game an action from the player to move (or an agreed end).
    fn play_on_or_end(&mut self, action: Action) {
        self.play(|game| {
            show_move_at_once(game);
            app::update(game, action);
        });
    }

    /// `e`: against the computer the game answers at once; with the other
    /// player away, the game is abandoned; otherwise the player first sees
    /// what ending now gives, and says yes to offer it.
    fn offer_end(&mut self, who: SessionId, player: Player) -> Option<Refusal> {
        let other = !player;
        if self.computer_plays(other) {
            if self.to_move() == Some(player) {
                self.play_on_or_end(Action::ProposeEnd);
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
            self.notice = Some(format!("{name} ended the game while {away} was away."));
            return None;
        }
        self.asking.insert(who, Ask::OfferEnd);
        None
    }

    /// Keys once the game is over: `n` asks for another game (or agrees to
    /// the other's asking), `y` agrees.
    fn after_the_end(
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
                self.notice = Some(format!(
                    "{} asks for another game: {}, n or y agrees, and plays first.",
                    self.name(player),
                    self.name(other)
                ));
                None
            }
            _ => Some(Refusal::GameOver),
        }
    }

    /// Another game, `first` to move.
    fn rematch(&mut self, first: Player, notes: &mut Vec<Note>) {
        if let Some(game) = self.game.as_mut() {
            app::update(game, Action::Rematch { first });
        }
        self.new_game_began(first);
        self.notice = Some(format!("Another game: {} plays first.", self.name(first)));
        notes.push(Note::Started {
            names: crate::engine::ByPlayer::new(self.name(Player::South), self.name(Player::North)),
            first,
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
                self.notice = Some("A new game: the computer plays it again.".into());
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

    /// What ending the game now would give, each row's seeds going to its
    /// owner (RULES.md 3.4): "ama 20, kofi 28: kofi would win".
    pub(super) fn end_preview(&self) -> String {
        let Some(game) = &self.game else {
            return String::new();
        };
        let position = game.game().position();
        let end = |p: Player| position.stores()[p] + position.row_total(p);
        let (south, north) = (end(Player::South), end(Player::North));
        let names = (self.name(Player::South), self.name(Player::North));
        let verdict = match (self.choice.mode.goal(), south.cmp(&north)) {
            (Goal::Compete, std::cmp::Ordering::Greater) => format!("{} would win", names.0),
            (Goal::Compete, std::cmp::Ordering::Less) => format!("{} would win", names.1),
            (Goal::Compete, std::cmp::Ordering::Equal) => "a draw".to_owned(),
            (Goal::Cooperate, std::cmp::Ordering::Equal) => "both would win".to_owned(),
            (Goal::Cooperate, _) => format!("{} apart", south.abs_diff(north)),
        };
        format!("{} {south}, {} {north}: {verdict}", names.0, names.1)
    }
}

/// Ends the animation of the last move, as any key does on the board:
/// the player to move watched it arrive from afar, and their key then does
/// its work on the board as it stands, instead of only skipping the
/// sowing.
fn show_move_at_once(game: &mut app::App) {
    if game.animation().is_some() {
        app::update(game, Action::Other);
    }
}

/// Whether `action` plays a move: the cursor, a sowing, a pit's digit.
fn is_move(action: &Action) -> bool {
    matches!(
        action,
        Action::Left | Action::Right | Action::Sow | Action::Pick(_)
    )
}
