//! A table in the classroom: two seats, any number of spectators, and one
//! game everyone there sees. Sessions change it under its lock and bump
//! its version; every session at the table redraws when the version moves.

use std::collections::BTreeSet;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Frame;
use ratatui::layout::Size;
use tokio::sync::{Notify, watch};

use crate::engine::{ByPlayer, Player, Rules};

use super::game::{NewGame, TableGame, TableMode, TableSetup};

/// A table's number, shown in the lobby.
pub type TableId = u32;
/// A session's number, unique for the server's life.
pub type SessionId = u64;

/// What a table is doing, as the lobby lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// One player sits, waiting for a second.
    Waiting,
    /// A game is on.
    Playing,
    /// The game is over.
    Finished,
}

impl Phase {
    /// The word the lobby shows.
    pub const fn word(self) -> &'static str {
        match self {
            Phase::Waiting => "waiting",
            Phase::Playing => "playing",
            Phase::Finished => "finished",
        }
    }
}

/// What the student who opened the table chose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The variant's name.
    pub variant: String,
    /// Its rules with the seeds chosen.
    pub rules: Rules,
    /// The way to play.
    pub mode: TableMode,
}

/// A seat: the student's name stays when they drop out, so they can come
/// back to it; `session` is who sits there now, if anyone.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Seat {
    name: String,
    session: Option<SessionId>,
}

/// One line of the lobby's list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// The table's number.
    pub id: TableId,
    /// What it is doing.
    pub phase: Phase,
    /// The players' names, by seat; `None` for an empty seat.
    pub names: ByPlayer<Option<String>>,
    /// Whether each seat's student is here (not dropped out).
    pub present: ByPlayer<bool>,
    /// What the game plays.
    pub choice: Choice,
    /// Students watching.
    pub spectators: usize,
    /// The result, once finished.
    pub result: Option<String>,
}

/// Where a session is at a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Playing this seat.
    Player(Player),
    /// Watching.
    Spectator,
}

struct State {
    choice: Choice,
    seats: ByPlayer<Option<Seat>>,
    spectators: BTreeSet<SessionId>,
    game: Option<Box<dyn TableGame>>,
    /// Who moved first in the current game.
    first: Player,
    /// Who proposed ending by agreement, until the other answers.
    proposal: Option<Player>,
    /// What everyone at the table should read: a drop-out, a proposal.
    notice: Option<String>,
    /// When the game last heard of time passing.
    last_tick: Instant,
    /// Whether the game's end has been logged.
    end_logged: bool,
}

/// A table, shared by the sessions at it and its clock.
pub struct Table {
    id: TableId,
    state: Mutex<State>,
    version: watch::Sender<u64>,
    lobby: Arc<watch::Sender<u64>>,
    clock: Arc<Notify>,
    new_game: NewGame,
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Table").field("id", &self.id).finish()
    }
}

impl Table {
    /// A table opened by `session` (called `name`), who sits South.
    pub fn new(
        id: TableId,
        choice: Choice,
        session: SessionId,
        name: &str,
        lobby: Arc<watch::Sender<u64>>,
        new_game: NewGame,
    ) -> Arc<Table> {
        let state = State {
            choice,
            seats: ByPlayer::new(
                Some(Seat {
                    name: name.to_owned(),
                    session: Some(session),
                }),
                None,
            ),
            spectators: BTreeSet::new(),
            game: None,
            first: Player::South,
            proposal: None,
            notice: None,
            last_tick: Instant::now(),
            end_logged: false,
        };
        let table = Arc::new(Table {
            id,
            state: Mutex::new(state),
            version: watch::Sender::new(0),
            lobby,
            clock: Arc::new(Notify::new()),
            new_game,
        });
        tokio::spawn(run_clock(Arc::downgrade(&table), table.clock.clone()));
        table
    }

    /// The table's number.
    pub fn id(&self) -> TableId {
        self.id
    }

    /// Watches the table's version: it moves whenever the picture may have.
    pub fn subscribe(&self) -> watch::Receiver<u64> {
        self.version.subscribe()
    }

    /// Sits `session` (called `name`) down: back in the seat kept for that
    /// name, or in the empty one, which starts the game.
    pub fn sit(&self, session: SessionId, name: &str) -> Result<Player, String> {
        let mut state = self.lock();
        let kept = Player::ALL.into_iter().find(|&p| {
            state.seats[p]
                .as_ref()
                .is_some_and(|s| s.name == name && s.session.is_none())
        });
        if let Some(player) = kept {
            if let Some(seat) = state.seats[player].as_mut() {
                seat.session = Some(session);
            }
            state.notice = Some(format!("{name} is back."));
            tracing::info!(table = self.id, player = %name, "back at the table");
            drop(state);
            self.changed(true);
            return Ok(player);
        }
        if state.seats[Player::North].is_some() {
            return Err(format!(
                "Table {} has two players already: w watches it.",
                self.id
            ));
        }
        state.seats[Player::North] = Some(Seat {
            name: name.to_owned(),
            session: Some(session),
        });
        self.start_game(&mut state, Player::South);
        state.notice = None;
        drop(state);
        self.changed(true);
        Ok(Player::North)
    }

    /// Starts a game between the two seated students, `first` to move.
    fn start_game(&self, state: &mut State, first: Player) {
        let setup = TableSetup {
            variant: state.choice.variant.clone(),
            rules: state.choice.rules,
            mode: state.choice.mode,
            names: ByPlayer::new(
                seat_name(state, Player::South),
                seat_name(state, Player::North),
            ),
            first,
        };
        state.game = Some((self.new_game)(&setup, rand::random()));
        state.first = first;
        state.proposal = None;
        state.end_logged = false;
        state.last_tick = Instant::now();
        tracing::info!(
            table = self.id,
            south = %setup.names[Player::South],
            north = %setup.names[Player::North],
            first = %setup.names[first],
            variant = %setup.variant,
            mode = setup.mode.title(),
            "game started"
        );
    }

    /// A rematch asked for by `player` once the game is over: the same two
    /// students, the other one moving first this time.
    fn rematch(&self, state: &mut State, player: Player) -> Option<String> {
        let other = !player;
        if !present(state, other) {
            return Some(format!(
                "{} has left this table: q goes back to the lobby.",
                seat_name(state, other)
            ));
        }
        let first = !state.first;
        self.start_game(state, first);
        state.notice = Some(format!(
            "{} asked for another game: {} plays first.",
            seat_name(state, player),
            seat_name(state, first)
        ));
        None
    }

    /// How `session` takes part, if it is at this table.
    pub fn role(&self, session: SessionId) -> Option<Role> {
        role_of(&self.lock(), session)
    }

    /// Lets `session` watch.
    pub fn watch(&self, session: SessionId) {
        self.lock().spectators.insert(session);
        self.changed(true);
    }

    /// Takes `session` away from the table. A player who leaves a game in
    /// progress keeps their seat (by name) so they can come back.
    pub fn leave(&self, session: SessionId) {
        let mut state = self.lock();
        state.spectators.remove(&session);
        let in_progress = phase(&state) == Phase::Playing;
        let finished = phase(&state) == Phase::Finished;
        for player in Player::ALL {
            let Some(seat) = state.seats[player].as_mut() else {
                continue;
            };
            if seat.session != Some(session) {
                continue;
            }
            if finished {
                // The result stays in the lobby with both names.
                seat.session = None;
            } else if in_progress {
                seat.session = None;
                let name = seat.name.clone();
                let other = seat_name(&state, !player);
                state.notice = Some(format!(
                    "{name} left the table. {other}: wait for them to come back, or press e to end the game."
                ));
                state.proposal = None;
                tracing::info!(table = self.id, player = %name, "left a game in progress");
            } else {
                state.seats[player] = None;
            }
        }
        drop(state);
        self.changed(true);
    }

    /// Whether nobody is at the table any more, so the room can close it.
    pub fn is_deserted(&self) -> bool {
        let state = self.lock();
        state.spectators.is_empty()
            && Player::ALL.into_iter().all(|p| {
                state.seats[p]
                    .as_ref()
                    .is_none_or(|seat| seat.session.is_none())
            })
    }

    /// A key from `session`. Returns a note for that session alone when the
    /// key is refused.
    pub fn press(&self, session: SessionId, key: KeyEvent) -> Option<String> {
        let mut state = self.lock();
        let role = role_of(&state, session)?;
        let before = phase(&state);
        let note = match role {
            Role::Spectator => Some("You are watching: q goes back to the lobby.".to_owned()),
            Role::Player(player) => self.player_key(&mut state, player, key),
        };
        let ended = self.log_end(&mut state);
        let lobby_too = ended || phase(&state) != before;
        drop(state);
        self.changed(lobby_too);
        note
    }

    /// A mouse click from `session` on its screen of `size`: it plays only
    /// for the player to move, like their keys.
    pub fn click(&self, session: SessionId, size: Size, column: u16, row: u16) -> Option<String> {
        let mut state = self.lock();
        let note = match role_of(&state, session)? {
            Role::Spectator => Some("You are watching: q goes back to the lobby.".to_owned()),
            Role::Player(player) => {
                let other = seat_name(&state, !player);
                match state.game.as_mut() {
                    Some(game) if game.result().is_none() && game.to_move() == player => {
                        game.click(size, column, row);
                        None
                    }
                    Some(game) if game.result().is_none() => Some(format!("It is {other}'s turn.")),
                    _ => None,
                }
            }
        };
        let ended = self.log_end(&mut state);
        drop(state);
        self.changed(ended);
        note
    }

    fn player_key(&self, state: &mut State, player: Player, key: KeyEvent) -> Option<String> {
        let other = !player;
        let Some(game) = state.game.as_mut() else {
            return Some("Waiting for a second player to join this table.".into());
        };
        if game.result().is_some() {
            if key.code == KeyCode::Char('n') {
                return self.rematch(state, player);
            }
            return Some("The game is over: n plays again, q goes back to the lobby.".into());
        }
        if state.proposal == Some(other) {
            state.proposal = None;
            if key.code == KeyCode::Char('y') {
                game.end_by_agreement();
                state.notice = Some("Both players agreed to end the game.".into());
            } else {
                let name = seat_name(state, player);
                state.notice = Some(format!("{name} wants to play on."));
            }
            return None;
        }
        if key.code == KeyCode::Char('e') {
            return self.propose_end(state, player);
        }
        if !is_play_key(key) {
            return Some(
                "At a classroom table: ← → Enter or a digit plays, e proposes ending, q leaves."
                    .into(),
            );
        }
        if game.to_move() != player {
            return Some(format!("It is {}'s turn.", seat_name(state, other)));
        }
        let now = Instant::now();
        if game.next_tick().is_some() {
            game.tick(now - state.last_tick);
        }
        state.last_tick = now;
        game.press(key);
        // The mover's key answers the last announcement (a return, a
        // rematch, a refused proposal); only an empty seat's notice stays.
        if Player::ALL.into_iter().all(|p| present(state, p)) {
            state.notice = None;
        }
        None
    }

    fn propose_end(&self, state: &mut State, player: Player) -> Option<String> {
        let name = seat_name(state, player);
        let other = !player;
        let away = state.seats[other]
            .as_ref()
            .is_none_or(|seat| seat.session.is_none());
        if away {
            if let Some(game) = state.game.as_mut() {
                game.end_by_agreement();
            }
            state.notice = Some(format!(
                "{name} ended the game while {} was away.",
                seat_name(state, other)
            ));
            return None;
        }
        state.proposal = Some(player);
        state.notice = Some(format!(
            "{name} proposes ending the game: {}, press y to agree, any other key to play on.",
            seat_name(state, other)
        ));
        None
    }

    /// Logs the game's end once.
    fn log_end(&self, state: &mut State) -> bool {
        let Some(game) = state.game.as_ref() else {
            return false;
        };
        let Some(result) = game.result() else {
            return false;
        };
        if state.end_logged {
            return false;
        }
        state.end_logged = true;
        tracing::info!(table = self.id, moves = game.plies(), result = %result, "game over");
        true
    }

    /// Lets time pass for the game, unless a player is away: nobody's clock
    /// runs while their seat is empty.
    fn tick(&self) -> Option<Duration> {
        let mut state = self.lock();
        let now = Instant::now();
        let dt = now - state.last_tick;
        state.last_tick = now;
        let everyone_here = Player::ALL.into_iter().all(|p| {
            state.seats[p]
                .as_ref()
                .is_some_and(|seat| seat.session.is_some())
        });
        let game = state.game.as_mut()?;
        if everyone_here && game.next_tick().is_some() {
            let plies = game.plies();
            game.tick(dt);
            let next = game.next_tick();
            if game.plies() != plies {
                // A move the countdown played answers the last
                // announcement, as a move by hand does.
                state.notice = None;
            }
            let ended = self.log_end(&mut state);
            drop(state);
            self.redraw(ended);
            return next;
        }
        None
    }

    fn next_tick(&self) -> Option<Duration> {
        let state = self.lock();
        state.game.as_ref()?.next_tick()
    }

    /// What the table is doing.
    pub fn phase(&self) -> Phase {
        phase(&self.lock())
    }

    /// The lobby's line for this table.
    pub fn summary(&self) -> Summary {
        let state = self.lock();
        Summary {
            id: self.id,
            phase: phase(&state),
            names: ByPlayer::new(
                state.seats[Player::South].as_ref().map(|s| s.name.clone()),
                state.seats[Player::North].as_ref().map(|s| s.name.clone()),
            ),
            present: ByPlayer::new(
                present(&state, Player::South),
                present(&state, Player::North),
            ),
            choice: state.choice.clone(),
            spectators: state.spectators.len(),
            result: state.game.as_ref().and_then(|g| g.result()),
        }
    }

    /// Draws the table for a session: the game, or the wait for a second
    /// player. Returns the table's notice for the session's footer.
    pub fn view(&self, frame: &mut Frame) -> Option<String> {
        let state = self.lock();
        match &state.game {
            Some(game) => game.view(frame),
            None => {
                let text = format!(
                    "Table {}: {} · {} · {} seeds a pit\n\n{} sits South, waiting for a second player.\n\
                     Another student joins from the lobby with Enter on this table.",
                    self.id,
                    state.choice.variant,
                    state.choice.mode.title(),
                    state.choice.rules.seeds_per_pit(),
                    seat_name(&state, Player::South),
                );
                frame.render_widget(ratatui::widgets::Paragraph::new(text), frame.area());
            }
        }
        state.notice.clone()
    }

    /// Draws the rules and keys for one student; false when there is no
    /// game yet to explain.
    pub fn view_help(&self, frame: &mut Frame, scroll: u16) -> bool {
        let state = self.lock();
        let Some(game) = &state.game else {
            return false;
        };
        game.view_help(frame, scroll);
        true
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// After a student changed something: wakes the clock, since the
    /// change may start a countdown (a game begun, a player back at an
    /// empty seat) that nothing else would, and redraws.
    fn changed(&self, lobby_too: bool) {
        self.clock.notify_one();
        self.redraw(lobby_too);
    }

    /// Tells the table's sessions to redraw, and the lobby too when the
    /// table's line there may have changed. The clock's own ticks only
    /// redraw: waking the clock from its tick would spin it.
    fn redraw(&self, lobby_too: bool) {
        self.version.send_modify(|v| *v += 1);
        if lobby_too {
            self.lobby.send_modify(|v| *v += 1);
        }
    }
}

impl Drop for Table {
    /// Wakes the clock so it sees the table is gone and ends.
    fn drop(&mut self) {
        self.clock.notify_one();
    }
}

/// The keys a player's turn may use: the cursor, sowing, digits, the hint
/// and Esc. Take-backs, saves and new games are the hot-seat board's, not a
/// shared table's.
fn is_play_key(key: KeyEvent) -> bool {
    if key
        .modifiers
        .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT)
    {
        return false;
    }
    matches!(
        key.code,
        KeyCode::Left | KeyCode::Right | KeyCode::Enter | KeyCode::Esc | KeyCode::Char(' ')
    ) || matches!(key.code, KeyCode::Char(c) if c.is_ascii_digit() || c == 'h' || c == 'l')
}

fn role_of(state: &State, session: SessionId) -> Option<Role> {
    if state.spectators.contains(&session) {
        return Some(Role::Spectator);
    }
    Player::ALL
        .into_iter()
        .find(|&p| {
            state.seats[p]
                .as_ref()
                .is_some_and(|s| s.session == Some(session))
        })
        .map(Role::Player)
}

fn phase(state: &State) -> Phase {
    match &state.game {
        None => Phase::Waiting,
        Some(game) if game.result().is_some() => Phase::Finished,
        Some(_) => Phase::Playing,
    }
}

fn present(state: &State, player: Player) -> bool {
    state.seats[player]
        .as_ref()
        .is_some_and(|s| s.session.is_some())
}

fn seat_name(state: &State, player: Player) -> String {
    state.seats[player]
        .as_ref()
        .map_or_else(|| "nobody".to_owned(), |s| s.name.clone())
}

/// The table's clock: sleeps until the game next needs time, or until a key
/// or the table's closing wakes it. It holds the table only weakly, so a
/// closed table's clock ends.
async fn run_clock(table: std::sync::Weak<Table>, wake: Arc<Notify>) {
    loop {
        let next = match table.upgrade() {
            Some(table) => table.next_tick(),
            None => return,
        };
        match next {
            Some(wait) => {
                tokio::select! {
                    () = tokio::time::sleep(wait) => {}
                    () = wake.notified() => {}
                }
            }
            None => wake.notified().await,
        }
        match table.upgrade() {
            Some(table) => {
                table.tick();
            }
            None => return,
        }
    }
}
