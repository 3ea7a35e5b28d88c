//! A table in the classroom: two seats, any number of spectators, and one
//! game everyone there sees. The table's rules live in [`TableState`], a
//! pure state machine; [`Table`] is its shell: the lock sessions change it
//! under, the clock that lets time pass, the thinker that runs the
//! computer's searches on the room's search threads, and the version every
//! session at the table watches to redraw.

mod action;
pub mod board_keys;
mod class;
mod journaling;
mod keys;
mod notice;
mod offers;
mod people;
mod refusal;
mod seat;
mod state;
mod summary;
#[cfg(test)]
mod tests;

use std::sync::{Arc, Mutex, MutexGuard, Weak};
use std::time::{Duration, Instant, SystemTime};

use crossterm::event::{KeyEvent, KeyModifiers};
use ratatui::Frame;
use ratatui::layout::Size;
use tokio::sync::{Notify, watch};
use wari_words::tr;

use crate::app::{self, Action};
use crate::engine::ByPlayer;
use crate::pool::Pool;
use crate::tablebase::cache;
use crate::thinker::{Thinker, Thought};

pub use super::game::{Choice, EndedGame, Players, TableId};
use crate::app::mode_title;
use crate::journal::{JournalHook, KeptGame};
pub use notice::Notice;
pub use refusal::Refusal;
pub use seat::{Role, SessionId};
pub use state::{Note, TableAction, TableState};
pub use summary::{Phase, Summary, mode_short, side};

/// What a table tells the room when it is deserted: nobody at it, nothing
/// kept for anyone.
pub type DesertedHook = Arc<dyn Fn(TableId) + Send + Sync>;

/// What the room does with every game that ends at its tables, with the
/// time it ended: the archive keeps them.
pub type EndedHook = Arc<dyn Fn(&EndedGame, SystemTime) + Send + Sync>;

/// What a key did for the session that pressed it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    /// A line for that session alone: why the key was refused.
    pub note: Option<String>,
    /// Whether the session has left the table.
    pub left: bool,
}

/// What an action at the table meant for the session that took it.
struct Answer {
    /// Its part at the table now.
    role: Option<Role>,
    /// Why it was refused.
    refused: Option<Refusal>,
    /// Whether it left.
    left: bool,
}

/// How much the computer remembers between its moves at one table: ample
/// for a second's search, and small enough for a classroom of tables.
const TABLE_MB: usize = 4;

struct Inner {
    state: TableState,
    /// The computer's search for the game, on the room's search threads.
    thinker: Thinker,
    /// When the table last heard of time passing.
    last_tick: Instant,
    /// How many moves of the game the journal has.
    journaled: usize,
}

/// A table, shared by the sessions at it and its clock.
pub struct Table {
    id: TableId,
    /// The table itself, for the searches it starts to answer to.
    me: Weak<Table>,
    inner: Mutex<Inner>,
    version: watch::Sender<u64>,
    lobby: Arc<watch::Sender<u64>>,
    clock: Arc<Notify>,
    ended: Option<EndedHook>,
    /// Who is told when the table is deserted: the room, which closes it.
    deserted: Option<DesertedHook>,
    /// Where every fact of the table's games goes first: the lesson's
    /// journal.
    journal: Option<JournalHook>,
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Table").field("id", &self.id).finish()
    }
}

/// Who opens a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Opener {
    /// A student (or the teacher), who sits at it or runs its demo.
    Student {
        /// Their session.
        who: SessionId,
        /// Their name.
        name: String,
    },
    /// The class tournament, for one of its pairings: both seats are kept
    /// for the two players, by name, until they sit down from the lobby.
    Pairing {
        /// The two players, by seat.
        seats: ByPlayer<String>,
        /// The round the game is played in, from 1.
        round: usize,
    },
    /// The journal, for a table whose game was going when the server
    /// stopped without closing it: both seats kept for their players, by
    /// name, the game at its last move.
    Resumed {
        /// The game as the journal left it.
        game: Box<KeptGame>,
        /// The tournament round it counts for.
        round: Option<usize>,
    },
}

/// Where a new table comes from and where it reports.
pub struct Opening {
    /// The table's number.
    pub id: TableId,
    /// What it plays.
    pub choice: Choice,
    /// Who opens it.
    pub opener: Opener,
    /// How long the seats of players who are all away are kept.
    pub keep: Duration,
    /// The lobby's version, moved when the table's line changes.
    pub lobby: Arc<watch::Sender<u64>>,
    /// What to do with each game that ends.
    pub ended: Option<EndedHook>,
    /// Who to tell when the table is deserted.
    pub deserted: Option<DesertedHook>,
    /// The room's search threads, which the computer's moves and the
    /// hints take before any review.
    pub searches: Pool,
    /// The lesson's journal.
    pub journal: Option<JournalHook>,
}

impl Table {
    /// A table opened by a student, with their part at it, or for a
    /// tournament's pairing, where nobody sits yet.
    pub fn new(opening: Opening) -> (Arc<Table>, Option<Role>) {
        let (id, choice, keep, seed) = (opening.id, opening.choice, opening.keep, rand::random());
        let (state, notes, who) = match &opening.opener {
            Opener::Student { who, name } => {
                let (state, notes) = TableState::open(id, choice, *who, name, keep, seed);
                (state, notes, Some(*who))
            }
            Opener::Pairing { seats, round } => {
                let pairing = (seats, *round);
                let (state, notes) = TableState::open_pairing(id, choice, pairing, keep, seed);
                (state, notes, None)
            }
            Opener::Resumed { game, round } => {
                let state = TableState::resumed(id, choice, (game, *round), keep, seed);
                (state, Vec::new(), None)
            }
        };
        // A game brought back is in the journal already.
        let journaled = match &opening.opener {
            Opener::Resumed { game, .. } => game.moves.len(),
            _ => 0,
        };
        let table = Arc::new_cyclic(|me| Table {
            id: opening.id,
            me: me.clone(),
            inner: Mutex::new(Inner {
                state,
                thinker: Thinker::on(opening.searches, TABLE_MB),
                last_tick: Instant::now(),
                journaled,
            }),
            version: watch::Sender::new(0),
            lobby: opening.lobby,
            clock: Arc::new(Notify::new()),
            ended: opening.ended,
            deserted: opening.deserted,
            journal: opening.journal,
        });
        tokio::spawn(run_clock(Arc::downgrade(&table), table.clock.clone()));
        let mut inner = table.lock();
        let answer = table.carry_out(&mut inner, notes, who);
        drop(inner);
        table.changed();
        (table, answer.role)
    }

    /// The table's number.
    pub fn id(&self) -> TableId {
        self.id
    }

    /// The class tournament's round this table plays a game of; `None`
    /// at a friendly table.
    pub fn round(&self) -> Option<usize> {
        self.lock().state.round()
    }

    /// Watches the table's version: it moves whenever the picture may have.
    pub fn subscribe(&self) -> watch::Receiver<u64> {
        self.version.subscribe()
    }

    /// Applies `action` after bringing the table's time up to now, and
    /// carries out what it says; returns what it meant for `who`.
    fn apply(&self, action: TableAction, who: SessionId) -> Answer {
        let mut inner = self.lock();
        let mut notes = catch_up(&mut inner);
        notes.extend(inner.state.update(action));
        let answer = self.carry_out(&mut inner, notes, Some(who));
        drop(inner);
        self.changed();
        answer
    }

    /// Sits `who` (called `name`) down: back in the seat kept for that
    /// name, or in the empty one, which starts the game; at a demo, its
    /// opener or the teacher, to run it.
    pub fn sit(&self, who: SessionId, name: &str, teacher: bool) -> Result<Role, Refusal> {
        let table = self.id;
        let name = name.to_owned();
        let answer = self.apply(TableAction::Sit { who, name, teacher }, who);
        match (answer.refused, answer.role) {
            (Some(why), _) => Err(why),
            (None, Some(role)) => Ok(role),
            // Sitting down always seats or refuses; never seen.
            (None, None) => Err(Refusal::Full { table }),
        }
    }

    /// Lets `who` watch.
    pub fn watch(&self, who: SessionId) {
        let _ = self.apply(TableAction::Watch { who }, who);
    }

    /// Takes `who` away from the table at once, however they were there:
    /// their connection is gone, or they left the lobby's way. A player's
    /// seat in a game still going is kept for them.
    pub fn leave(&self, who: SessionId) {
        let _ = self.apply(TableAction::Drop { who }, who);
    }

    /// The teacher sent `who` out of the classroom: a player's game ends,
    /// abandoned, and the table closes with the reason.
    pub fn send_out(&self, who: SessionId) {
        self.act(TableAction::SendOut { who });
    }

    /// The teacher sent the student `name` out while they were away from
    /// this table: a seat kept for them ends its game as [`send_out`] does.
    ///
    /// [`send_out`]: Table::send_out
    pub fn send_out_away(&self, name: &str) {
        self.act(TableAction::SendOutAway {
            name: name.to_owned(),
        });
    }

    /// Why the table closed, for everyone it sends back to the lobby, in
    /// the reader's words.
    pub fn closing_words(&self) -> Option<String> {
        let inner = self.lock();
        inner
            .state
            .is_closed()
            .then(|| inner.state.notice().map(Notice::to_string))
            .flatten()
    }

    /// A key from `who`.
    pub fn press(&self, who: SessionId, key: KeyEvent) -> Reply {
        let action = table_action(key);
        let answer = self.apply(TableAction::Key { who, action }, who);
        Reply {
            note: answer.refused.map(|why| why.to_string()),
            left: answer.left,
        }
    }

    /// A mouse click from `who` on its screen of `size`: it plays only
    /// for the player to move, like their keys.
    pub fn click(&self, who: SessionId, size: Size, column: u16, row: u16) -> Option<String> {
        let action = TableAction::Click {
            who,
            size,
            column,
            row,
        };
        let answer = self.apply(action, who);
        answer.refused.map(|why| why.to_string())
    }

    /// Carries out the state's notes: searches, the log, the archive, the
    /// lobby. Returns what they meant for `who`, when a session acted.
    /// The game gets the endgame table here too, once the cache has it
    /// ready, for its narration; a tournament's game never does: what
    /// perfect play makes of it is for its players to find.
    fn carry_out(&self, inner: &mut Inner, notes: Vec<Note>, who: Option<SessionId>) -> Answer {
        let tournament = inner.state.round().is_some();
        if let Some(game) = inner.state.game.as_mut().filter(|_| !tournament) {
            game.set_tablebase(cache::for_search(game.game().position()));
        }
        self.journal_play(inner, &notes);
        let mut answer = Answer {
            role: who.and_then(|w| inner.state.role(w)),
            refused: None,
            left: false,
        };
        for note in notes {
            match note {
                Note::Entered { who: w, role } if Some(w) == who => answer.role = Some(role),
                Note::Refused { who: w, why } if Some(w) == who => answer.refused = Some(why),
                Note::Left { who: w } if Some(w) == who => answer.left = true,
                Note::Entered { .. } | Note::Refused { .. } | Note::Left { .. } => {}
                Note::Search(request) => {
                    let table = self.me.clone();
                    inner.thinker.follow(Some(request), move |thought| {
                        if let Some(table) = table.upgrade() {
                            table.searched(thought);
                        }
                    });
                }
                Note::StopSearch => inner.thinker.stop(),
                Note::Started { names, first } => tracing::info!(
                    table = self.id,
                    south = %names[crate::engine::Player::South],
                    north = %names[crate::engine::Player::North],
                    first = %names[first],
                    "game started"
                ),
                Note::Ended(game) => self.ended(&game),
                Note::LobbyChanged => self.lobby.send_modify(|v| *v += 1),
            }
        }
        answer
    }

    /// Logs a game's end with its score, journals it, and hands it to
    /// the archive.
    fn ended(&self, game: &EndedGame) {
        tracing::info!(
            table = self.id,
            moves = game.plies(),
            ending = %game.ending,
            score = %game.score(),
            "game over"
        );
        let finished = SystemTime::now();
        self.journal_end(game, finished);
        if let Some(hook) = &self.ended {
            hook(game, finished);
        }
    }

    /// How `who` takes part, if it is at this table.
    pub fn role(&self, who: SessionId) -> Option<Role> {
        self.lock().state.role(who)
    }

    /// Everyone at the table with how they take part.
    pub fn roles(&self) -> Vec<(SessionId, Role)> {
        self.lock().state.roles().collect()
    }

    /// Whether nobody is at the table any more, and nothing is kept for
    /// anyone, so the room can close it.
    pub fn is_deserted(&self) -> bool {
        self.lock().state.is_deserted()
    }

    /// Tells the room the table is deserted, unless it was `told` so
    /// already; returns whether it is told now. Called by the table's
    /// clock, which wakes at every change and holds no lock, so the room
    /// may take its own.
    fn tell_if_deserted(&self, told: bool) -> bool {
        let deserted = self.is_deserted();
        if deserted
            && !told
            && let Some(hook) = &self.deserted
        {
            hook(self.id);
        }
        deserted
    }

    /// Lets time pass, and redraws.
    fn tick(&self) {
        let mut inner = self.lock();
        let notes = catch_up(&mut inner);
        self.carry_out(&mut inner, notes, None);
        drop(inner);
        // The clock's own ticks only redraw: waking the clock from its
        // tick would spin it.
        self.version.send_modify(|v| *v += 1);
    }

    /// How long until the table needs time; `None` while nothing moves by
    /// itself, so the clock sleeps until a change.
    fn next_tick(&self) -> Option<Duration> {
        self.lock().state.next_tick()
    }

    /// Whether a screen of `size` shows this table's board.
    pub fn fits(&self, size: Size) -> bool {
        let need = app::needed(self.lock().state.choice().rules.pits_per_side());
        size.width >= need.width && size.height >= need.height
    }

    /// Whether `who` reads the help over the game.
    pub fn shows_help_to(&self, who: SessionId) -> bool {
        self.lock().state.shows_help_to(who)
    }

    /// Whether the demo played here is paused.
    pub fn paused(&self) -> bool {
        self.lock().state.paused()
    }

    /// The seat to move in a game still going.
    pub fn to_move(&self) -> Option<crate::engine::Player> {
        self.lock().state.to_move()
    }

    /// What the table is doing.
    pub fn phase(&self) -> Phase {
        self.lock().state.phase()
    }

    /// The lobby's line for this table.
    pub fn summary(&self) -> Summary {
        self.lock().state.summary()
    }

    /// The board now, once a game has started: for the teacher's console.
    pub fn position(&self) -> Option<crate::engine::Position> {
        self.lock().state.position()
    }

    /// Pauses the table with the whole class, or lets it go on.
    pub fn pause_class(&self, paused: bool) {
        self.act(TableAction::PauseClass(paused));
    }

    /// Closes the table for the teacher: everyone at it goes back to the
    /// lobby, and a game still going counts as abandoned.
    pub fn close(&self) {
        self.act(TableAction::Close);
        self.lobby.send_modify(|v| *v += 1);
    }

    /// Whether the teacher has closed the table.
    pub fn is_closed(&self) -> bool {
        self.lock().state.is_closed()
    }

    /// Applies an action that is no session's, and redraws.
    fn act(&self, action: TableAction) {
        let mut inner = self.lock();
        let mut notes = catch_up(&mut inner);
        notes.extend(inner.state.update(action));
        self.carry_out(&mut inner, notes, None);
        drop(inner);
        self.changed();
    }

    /// Draws the table for `who`: the game, or the wait for a second
    /// player. Returns the line for their footer: their help's keys, a
    /// question for them, or the table's notice.
    pub fn view(&self, frame: &mut Frame, who: SessionId) -> Option<String> {
        let mut inner = self.lock();
        let state = &mut inner.state;
        match state.draw_for(who, frame) {
            true => {}
            false => {
                let choice = state.choice();
                let south = state.summary().names[crate::engine::Player::South].clone();
                let title = tr!(
                    "table-waiting-title",
                    table = self.id,
                    variant = wari_app::variants::shown_name(&choice.variant),
                    mode = mode_title(choice.mode),
                    seeds = choice.rules.seeds_per_pit(),
                );
                let south = tr!("table-waiting-south", name = south.unwrap_or_default());
                let text = format!("{title}\n\n{south}\n{}", tr!("table-waiting-join"));
                let paragraph = ratatui::widgets::Paragraph::new(text)
                    .wrap(ratatui::widgets::Wrap { trim: false });
                frame.render_widget(paragraph, frame.area());
            }
        }
        state.line_for(who)
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// After a student changed something: wakes the clock, since the
    /// change may start a countdown (a game begun, a player back at an
    /// empty seat) that nothing else would, and redraws.
    fn changed(&self) {
        self.clock.notify_one();
        self.version.send_modify(|v| *v += 1);
    }

    /// A search's answer: given to the game if it is the search running.
    fn searched(&self, thought: Thought) {
        let mut inner = self.lock();
        let Some(Action::Searched(answer)) = inner.thinker.finished(thought) else {
            return;
        };
        let mut notes = catch_up(&mut inner);
        notes.extend(inner.state.update(TableAction::Searched(answer)));
        self.carry_out(&mut inner, notes, None);
        drop(inner);
        self.changed();
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

/// Brings the table's time up to now, before the clock's tick or a key
/// acts on it, so a key lands in the animation or countdown where the
/// player saw it.
fn catch_up(inner: &mut Inner) -> Vec<Note> {
    let now = Instant::now();
    let dt = now - inner.last_tick;
    inner.last_tick = now;
    inner.state.update(TableAction::Tick(dt))
}

/// What a key means at a table: the board's own keymap, with Alt
/// combinations (a stray Esc joined to the next key) meaning nothing.
fn table_action(key: KeyEvent) -> Action {
    if key.modifiers.contains(KeyModifiers::ALT) {
        return Action::Other;
    }
    app::keymap::action_for_key(key)
}

/// The table's clock: sleeps until the table next needs time, or until a
/// key or the table's closing wakes it. It holds the table only weakly, so
/// a closed table's clock ends.
///
/// A wake is only to look at the time left again: the change that woke
/// it brought the table's time up to now and redrew every screen at the
/// table, and a tick now would redraw them all a second time with nothing
/// new on them.
async fn run_clock(table: Weak<Table>, wake: Arc<Notify>) {
    // Whether the room was told the table is deserted, since it last was.
    let mut told = false;
    loop {
        let next = match table.upgrade() {
            Some(table) => {
                told = table.tell_if_deserted(told);
                table.next_tick()
            }
            None => return,
        };
        match next {
            Some(wait) => {
                tokio::select! {
                    () = tokio::time::sleep(wait) => {}
                    () = wake.notified() => continue,
                }
            }
            None => {
                wake.notified().await;
                continue;
            }
        }
        match table.upgrade() {
            Some(table) => table.tick(),
            None => return,
        }
    }
}
