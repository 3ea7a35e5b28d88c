//! A table in the classroom: two seats, any number of spectators, and one
//! game everyone there sees. Sessions change it under its lock and bump
//! its version; every session at the table redraws when the version moves.

use std::collections::BTreeSet;
use std::sync::{Arc, Mutex, MutexGuard, Weak};
use std::time::{Duration, Instant};

use crossterm::event::{KeyEvent, KeyModifiers};
use ratatui::Frame;
use ratatui::layout::Size;
use tokio::sync::{Notify, watch};

use crate::app::{self, Action, Mode};
use crate::engine::{ByPlayer, Player, Rules};
use crate::search::Level;
use crate::thinker::{Thinker, Thought};

use super::app_game::AppGame;
use super::game::{Players, TableSetup};
use super::room::same_name;

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
    pub mode: Mode,
    /// Who plays: two students, a student and the computer, or the
    /// computer alone.
    pub players: Players,
}

/// A seat at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Seat {
    /// A student: their name stays when they drop out, so they can come
    /// back to it; `session` is who sits there now, if anyone.
    Student {
        name: String,
        session: Option<SessionId>,
    },
    /// The computer, always there.
    Computer { name: String, level: Level },
}

impl Seat {
    fn student(name: &str, session: SessionId) -> Seat {
        Seat::Student {
            name: name.to_owned(),
            session: Some(session),
        }
    }

    fn name(&self) -> &str {
        match self {
            Seat::Student { name, .. } | Seat::Computer { name, .. } => name,
        }
    }

    fn session(&self) -> Option<SessionId> {
        match self {
            Seat::Student { session, .. } => *session,
            Seat::Computer { .. } => None,
        }
    }

    /// Whether whoever plays this seat is at the table now.
    fn here(&self) -> bool {
        match self {
            Seat::Student { session, .. } => session.is_some(),
            Seat::Computer { .. } => true,
        }
    }

    /// The game's seat: a person, or the computer at its level.
    fn app_seat(&self) -> app::Seat {
        match self {
            Seat::Student { name, .. } => app::Seat::human(name.clone()),
            Seat::Computer { name, level } => app::Seat::computer(name.clone(), *level),
        }
    }
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
    /// Whether each seat's player is here (not dropped out); the computer
    /// always is.
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
    /// Running the demo: pausing it and starting it again.
    Host,
    /// Watching.
    Spectator,
}

/// How much the computer remembers between its moves at one table: ample
/// for a second's search, and small enough for a classroom of tables.
const TABLE_MB: usize = 4;

/// The student who opened a demo and alone runs it: their name stays when
/// they step away, so they can come back to it.
struct Host {
    name: String,
    session: Option<SessionId>,
}

struct State {
    choice: Choice,
    seats: ByPlayer<Option<Seat>>,
    spectators: BTreeSet<SessionId>,
    /// Who runs the demo, at a demo table.
    host: Option<Host>,
    game: Option<AppGame>,
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
    /// The computer's search for the game, off the server's async threads.
    thinker: Thinker,
}

/// A table, shared by the sessions at it and its clock.
pub struct Table {
    id: TableId,
    /// The table itself, for the searches it starts to answer to.
    me: Weak<Table>,
    state: Mutex<State>,
    version: watch::Sender<u64>,
    lobby: Arc<watch::Sender<u64>>,
    clock: Arc<Notify>,
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Table").field("id", &self.id).finish()
    }
}

impl Table {
    /// A table opened by `session` (called `name`), and their part at it:
    /// with a classmate to come, they sit South and wait; against the
    /// computer the game starts at once; at a demo they run it.
    pub fn new(
        id: TableId,
        choice: Choice,
        session: SessionId,
        name: &str,
        lobby: Arc<watch::Sender<u64>>,
    ) -> (Arc<Table>, Role) {
        let opening = opening(choice.players, session, name);
        let state = State {
            choice,
            seats: opening.seats,
            spectators: BTreeSet::new(),
            host: opening.host,
            game: None,
            first: Player::South,
            proposal: None,
            notice: None,
            last_tick: Instant::now(),
            end_logged: false,
            thinker: Thinker::new(TABLE_MB),
        };
        let table = Arc::new_cyclic(|me| Table {
            id,
            me: me.clone(),
            state: Mutex::new(state),
            version: watch::Sender::new(0),
            lobby,
            clock: Arc::new(Notify::new()),
        });
        tokio::spawn(run_clock(Arc::downgrade(&table), table.clock.clone()));
        let mut state = table.lock();
        if Player::ALL.into_iter().all(|p| state.seats[p].is_some()) {
            table.start_game(&mut state, Player::South);
        }
        drop(state);
        // The computer may be first to move, and wants its search.
        table.changed(false);
        (table, opening.role)
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
    /// name, or in the empty one, which starts the game; at a demo, only
    /// the student who opened it, back to run it.
    pub fn sit(&self, session: SessionId, name: &str) -> Result<Role, String> {
        let mut state = self.lock();
        let kept = Player::ALL.into_iter().find(|&p| {
            matches!(&state.seats[p], Some(Seat::Student { name: kept, session: None }) if same_name(kept, name))
        });
        if let Some(player) = kept {
            state.seats[player] = Some(Seat::student(name, session));
            // The game's clock stood still while the seat was empty.
            state.last_tick = Instant::now();
            state.notice = Some(format!("{name} is back."));
            tracing::info!(table = self.id, player = %name, "back at the table");
            drop(state);
            self.changed(true);
            return Ok(Role::Player(player));
        }
        if let Some(host) = state.host.as_mut() {
            if !same_name(&host.name, name) || host.session.is_some() {
                return Err(format!(
                    "Table {} is {}'s demo: w watches it.",
                    self.id, host.name
                ));
            }
            host.session = Some(session);
            drop(state);
            self.changed(false);
            return Ok(Role::Host);
        }
        let Some(empty) = Player::ALL.into_iter().find(|&p| state.seats[p].is_none()) else {
            return Err(format!(
                "Table {} has two players already: w watches it.",
                self.id
            ));
        };
        state.seats[empty] = Some(Seat::student(name, session));
        if Player::ALL.into_iter().all(|p| state.seats[p].is_some()) {
            self.start_game(&mut state, Player::South);
            state.notice = None;
        }
        drop(state);
        self.changed(true);
        Ok(Role::Player(empty))
    }

    /// Starts a game between the two seats, students or the computer,
    /// `first` to move; nothing while a seat is empty.
    fn start_game(&self, state: &mut State, first: Player) {
        let (Some(south), Some(north)) = (&state.seats[Player::South], &state.seats[Player::North])
        else {
            return;
        };
        let setup = TableSetup {
            variant: state.choice.variant.clone(),
            rules: state.choice.rules,
            mode: state.choice.mode,
            seats: ByPlayer::new(south.app_seat(), north.app_seat()),
            first,
        };
        // The last game's search is for nobody now, and a new game's
        // tickets start again, so one could pass for the other's.
        state.thinker.stop();
        state.game = Some(AppGame::new(&setup, rand::random()));
        state.first = first;
        state.proposal = None;
        state.end_logged = false;
        state.last_tick = Instant::now();
        tracing::info!(
            table = self.id,
            south = %setup.seats[Player::South].name,
            north = %setup.seats[Player::North].name,
            first = %setup.seats[first].name,
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
        if let Some(host) = state.host.as_mut().filter(|h| h.session == Some(session)) {
            host.session = None;
        }
        let phase = phase(&state);
        let Some(player) = Player::ALL
            .into_iter()
            .find(|&p| state.seats[p].as_ref().and_then(Seat::session) == Some(session))
        else {
            drop(state);
            self.changed(true);
            return;
        };
        let name = seat_name(&state, player);
        // Once a game has begun the seat is kept by name: to come back to,
        // or for the result's line in the lobby.
        state.seats[player] = (phase != Phase::Waiting).then(|| Seat::Student {
            name: name.clone(),
            session: None,
        });
        match phase {
            Phase::Waiting => {}
            Phase::Playing => {
                state.notice = Some(left_notice(&state, player));
                state.proposal = None;
                tracing::info!(table = self.id, player = %name, "left a game in progress");
            }
            Phase::Finished => state.notice = Some(format!("{name} left the table.")),
        }
        drop(state);
        self.changed(true);
    }

    /// Whether nobody is at the table any more, so the room can close it.
    pub fn is_deserted(&self) -> bool {
        let state = self.lock();
        state.spectators.is_empty()
            && state.host.as_ref().is_none_or(|h| h.session.is_none())
            && Player::ALL
                .into_iter()
                .all(|p| state.seats[p].as_ref().and_then(Seat::session).is_none())
    }

    /// A key from `session`. Returns a note for that session alone when the
    /// key is refused.
    pub fn press(&self, session: SessionId, key: KeyEvent) -> Option<String> {
        let mut state = self.lock();
        let role = role_of(&state, session)?;
        let before = phase(&state);
        let note = match role {
            Role::Spectator => Some("You are watching: q goes back to the lobby.".to_owned()),
            Role::Host => self.host_key(&mut state, key),
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
            Role::Spectator | Role::Host => None,
            Role::Player(player) => {
                let other = seat_name(&state, !player);
                match state.game.as_mut() {
                    Some(game) if !game.is_over() && game.to_move() == player => {
                        game.click(size, column, row);
                        None
                    }
                    Some(game) if !game.is_over() => Some(format!("It is {other}'s turn.")),
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
        let against_computer = computer_plays(state, other);
        let action = table_action(key);
        let Some(game) = state.game.as_mut() else {
            return Some("Waiting for a second player to join this table.".into());
        };
        if game.is_over() {
            if action == Action::NewGame {
                return self.rematch(state, player);
            }
            return Some("The game is over: n plays again, q goes back to the lobby.".into());
        }
        if state.proposal == Some(other) {
            state.proposal = None;
            if action == Action::Yes {
                game.end_by_agreement();
                state.notice = Some("Both players agreed to end the game.".into());
            } else {
                let name = seat_name(state, player);
                state.notice = Some(format!("{name} wants to play on."));
            }
            return None;
        }
        let proposal = action == Action::ProposeEnd;
        if proposal && !against_computer {
            return self.propose_end(state, player);
        }
        if !is_play_action(&action) && !proposal {
            return Some(
                "At a classroom table: ← → Enter or a digit plays, e proposes ending, q leaves."
                    .into(),
            );
        }
        // Against the computer the game itself answers a proposal to end,
        // on either turn.
        if game.to_move() != player && !proposal {
            return Some(format!("It is {}'s turn.", seat_name(state, other)));
        }
        catch_up(state);
        if let Some(game) = state.game.as_mut() {
            game.press(key);
        }
        // The mover's key answers the last announcement (a return, a
        // rematch, a refused proposal); only an empty seat's notice stays.
        if Player::ALL.into_iter().all(|p| present(state, p)) {
            state.notice = None;
        }
        None
    }

    /// A key from the demo's host: Space pauses and goes on, n starts a
    /// new game with the other side first.
    fn host_key(&self, state: &mut State, key: KeyEvent) -> Option<String> {
        let over = state.game.as_ref().is_none_or(|g| g.is_over());
        match table_action(key) {
            Action::NewGame => {
                let first = !state.first;
                self.start_game(state, first);
                state.notice = Some("A new game: the computer plays it again.".into());
                None
            }
            Action::Sow if !over => {
                catch_up(state);
                if let Some(game) = state.game.as_mut() {
                    game.press(key);
                }
                None
            }
            _ => Some(
                "You run this demo: Space pauses and goes on, n starts again, q leaves.".into(),
            ),
        }
    }

    fn propose_end(&self, state: &mut State, player: Player) -> Option<String> {
        let name = seat_name(state, player);
        let other = !player;
        if !present(state, other) {
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

    /// Lets time pass for the game, and redraws if it took any.
    fn tick(&self) {
        let mut state = self.lock();
        let plies = state.game.as_ref().map(|g| g.plies());
        if !catch_up(&mut state) {
            return;
        }
        if state.game.as_ref().map(|g| g.plies()) != plies {
            // A move the countdown or the computer played answers the last
            // announcement, as a move by hand does.
            state.notice = None;
        }
        let ended = self.log_end(&mut state);
        drop(state);
        // A move shown to the end may be the computer's cue.
        self.follow_search();
        self.redraw(ended);
    }

    /// How long until the game needs time; `None` while a seat is empty,
    /// since nobody's clock runs then, so the clock sleeps until a change.
    fn next_tick(&self) -> Option<Duration> {
        let state = self.lock();
        let game = state.game.as_ref().filter(|_| everyone_here(&state))?;
        game.next_tick()
    }

    /// Whether a screen of `size` shows this table's board.
    pub fn fits(&self, size: Size) -> bool {
        let need = app::needed(self.lock().choice.rules.pits_per_side());
        size.width >= need.width && size.height >= need.height
    }

    /// Whether the demo played here is paused.
    pub fn paused(&self) -> bool {
        self.lock().game.as_ref().is_some_and(|g| g.paused())
    }

    /// The seat to move in a game still going.
    pub fn to_move(&self) -> Option<Player> {
        let state = self.lock();
        let game = state.game.as_ref().filter(|g| !g.is_over())?;
        Some(game.to_move())
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
                state.seats[Player::South]
                    .as_ref()
                    .map(|s| s.name().to_owned()),
                state.seats[Player::North]
                    .as_ref()
                    .map(|s| s.name().to_owned()),
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

    /// Draws the rules and keys for one student, scrolled `scroll` lines at
    /// most to the end; returns the scroll shown, or `None` when there is
    /// no game yet to explain.
    pub fn view_help(&self, frame: &mut Frame, scroll: u16) -> Option<u16> {
        let state = self.lock();
        Some(state.game.as_ref()?.view_help(frame, scroll))
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// After a student changed something: wakes the clock, since the
    /// change may start a countdown (a game begun, a player back at an
    /// empty seat) that nothing else would, and redraws.
    fn changed(&self, lobby_too: bool) {
        self.follow_search();
        self.clock.notify_one();
        self.redraw(lobby_too);
    }

    /// Makes the search running the one the game wants now. It runs on a
    /// thread of its own, so no session waits on the computer.
    fn follow_search(&self) {
        let mut state = self.lock();
        let wanted = state.game.as_ref().and_then(|g| g.search_request());
        let table = self.me.clone();
        state.thinker.follow(wanted, move |thought| {
            if let Some(table) = table.upgrade() {
                table.searched(thought);
            }
        });
    }

    /// A search's answer: given to the game if it is the search running.
    fn searched(&self, thought: Thought) {
        let mut state = self.lock();
        let Some(answer) = state.thinker.finished(thought) else {
            return;
        };
        catch_up(&mut state);
        if let Some(game) = state.game.as_mut() {
            game.searched(answer);
        }
        let ended = self.log_end(&mut state);
        drop(state);
        self.changed(ended);
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
    /// Wakes the clock so it sees the table is gone and ends, and stops
    /// the computer thinking for nobody.
    fn drop(&mut self) {
        self.clock.notify_one();
        self.lock().thinker.stop();
    }
}

/// What a key means at a table: the board's own keymap, with Alt
/// combinations (a stray Esc joined to the next key) meaning nothing.
fn table_action(key: KeyEvent) -> Action {
    if key.modifiers.contains(KeyModifiers::ALT) {
        return Action::Other;
    }
    app::keymap::action_for_key(key)
}

/// What a player's turn may do: move the cursor, sow, ask for a hint, or
/// close a message. Take-backs, saves and new games are the hot-seat
/// board's, not a shared table's.
fn is_play_action(action: &Action) -> bool {
    matches!(
        action,
        Action::Left | Action::Right | Action::Sow | Action::Pick(_) | Action::Hint | Action::Back
    )
}

fn role_of(state: &State, session: SessionId) -> Option<Role> {
    if state.spectators.contains(&session) {
        return Some(Role::Spectator);
    }
    if state
        .host
        .as_ref()
        .is_some_and(|h| h.session == Some(session))
    {
        return Some(Role::Host);
    }
    Player::ALL
        .into_iter()
        .find(|&p| state.seats[p].as_ref().and_then(Seat::session) == Some(session))
        .map(Role::Player)
}

fn phase(state: &State) -> Phase {
    match &state.game {
        None => Phase::Waiting,
        Some(game) if game.is_over() => Phase::Finished,
        Some(_) => Phase::Playing,
    }
}

fn present(state: &State, player: Player) -> bool {
    state.seats[player].as_ref().is_some_and(Seat::here)
}

fn computer_plays(state: &State, player: Player) -> bool {
    matches!(state.seats[player], Some(Seat::Computer { .. }))
}

fn seat_name(state: &State, player: Player) -> String {
    state.seats[player]
        .as_ref()
        .map_or_else(|| "nobody".to_owned(), |s| s.name().to_owned())
}

/// A table as its opener leaves it: the seats, the demo's host, and the
/// opener's own part.
struct Opening {
    seats: ByPlayer<Option<Seat>>,
    host: Option<Host>,
    role: Role,
}

/// How a table opened by `session` (called `name`) starts. The computer is
/// called Computer against a student, and by its side when it plays both,
/// as on the local board.
fn opening(players: Players, session: SessionId, name: &str) -> Opening {
    let computer = |name: &str, level| {
        Some(Seat::Computer {
            name: name.to_owned(),
            level,
        })
    };
    let student = Some(Seat::student(name, session));
    match players {
        Players::Students => Opening {
            seats: ByPlayer::new(student, None),
            host: None,
            role: Role::Player(Player::South),
        },
        Players::Computer { side, level } => {
            let mut seats = ByPlayer::new(None, None);
            seats[side] = computer("Computer", level);
            seats[!side] = student;
            Opening {
                seats,
                host: None,
                role: Role::Player(!side),
            }
        }
        Players::Demo(level) => Opening {
            seats: ByPlayer::new(computer("South", level), computer("North", level)),
            host: Some(Host {
                name: name.to_owned(),
                session: Some(session),
            }),
            role: Role::Host,
        },
    }
}

/// What the table reads when `player` leaves a game in progress.
fn left_notice(state: &State, player: Player) -> String {
    let name = seat_name(state, player);
    if computer_plays(state, !player) {
        return format!("{name} left the table; the game waits for them to come back.");
    }
    // Short enough for one row of 80 columns with a long name.
    format!("{name} left the table: wait for them, or press e to end the game.")
}

/// Brings the game's clock up to now, before the clock's tick or a key
/// acts on it, so a key lands in the animation or countdown where the
/// player saw it. Time while a seat is empty is dropped: nobody's clock
/// runs then. Returns whether the game took the time.
fn catch_up(state: &mut State) -> bool {
    let now = Instant::now();
    let dt = now - state.last_tick;
    state.last_tick = now;
    let everyone_here = everyone_here(state);
    match state.game.as_mut() {
        Some(game) if everyone_here && game.next_tick().is_some() => {
            game.tick(dt);
            true
        }
        _ => false,
    }
}

fn everyone_here(state: &State) -> bool {
    Player::ALL.into_iter().all(|p| present(state, p))
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
            Some(table) => table.tick(),
            None => return,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choice(players: Players) -> Choice {
        Choice {
            variant: "kids-and-caboodles".into(),
            rules: Rules::kids_and_caboodles(),
            mode: Mode::Sorry,
            players,
        }
    }

    fn open(players: Players) -> Arc<Table> {
        let lobby = Arc::new(watch::Sender::new(0));
        Table::new(1, choice(players), 1, "ama", lobby).0
    }

    #[tokio::test]
    async fn a_table_left_while_waiting_fills_both_seats_before_it_starts() {
        let table = open(Players::Students);
        table.watch(2);
        // Ama leaves before anyone joins; Zoe still watches, so it stays.
        table.leave(1);
        assert!(!table.is_deserted());
        // Ama comes back: South again, still waiting for a second player.
        assert_eq!(table.sit(3, "ama"), Ok(Role::Player(Player::South)));
        assert_eq!(table.phase(), Phase::Waiting);
        assert_eq!(table.sit(4, "kofi"), Ok(Role::Player(Player::North)));
        assert_eq!(table.phase(), Phase::Playing);
        let names = table.summary().names;
        assert_eq!(names[Player::South].as_deref(), Some("ama"));
        assert_eq!(names[Player::North].as_deref(), Some("kofi"));
    }

    #[tokio::test]
    async fn the_computer_keeps_its_seat_and_only_its_opener_runs_a_demo() {
        let level = Level::Easy;
        let table = open(Players::Computer {
            side: Player::South,
            level,
        });
        assert_eq!(table.role(1), Some(Role::Player(Player::North)));
        assert_eq!(table.phase(), Phase::Playing);
        assert!(table.sit(2, "kofi").is_err());

        let demo = open(Players::Demo(level));
        assert_eq!(demo.role(1), Some(Role::Host));
        demo.watch(2);
        assert!(demo.sit(2, "kofi").is_err());
        // Ama steps away; the demo plays on for Kofi, and is still hers.
        demo.leave(1);
        assert!(!demo.is_deserted());
        assert_eq!(demo.role(1), None);
        assert!(demo.sit(3, "zoe").is_err());
        assert_eq!(demo.sit(4, "ama"), Ok(Role::Host));
    }
}
