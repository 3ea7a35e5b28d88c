//! One student's session: their screen, their input, and where they are
//! (the lobby, the `new table` form, or a table). It runs as its own task,
//! woken by their keys, their window's size, changes to their table, and
//! changes to the lobby while they are in it, and sends only the cells that
//! changed.

use std::sync::Arc;
use std::time::{Duration, Instant};

use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::Frame;
use ratatui::layout::{Rect, Size};
use ratatui::style::{Modifier, Style};
use ratatui::widgets::{Clear, Paragraph};
use russh::ChannelId;
use russh::server::Handle;
use tokio::sync::{mpsc, watch};

use super::input::InputParser;
use super::limits::KeyRate;
use super::lobby::{Form, Intent, Lobby};
use super::room::{Entry, Room};
use super::screen::Screen;
use super::table::{Phase, Reply, Role, Summary, Table};
use crate::app::keymap::{self, Where};
use crate::engine::Player;

/// How long a lone Esc waits for the rest of a sequence before it counts
/// as the Esc key, from the last bytes that came: other wake-ups (a
/// table's clock, a window change) do not move it.
const ESC_WAIT: Duration = Duration::from_millis(50);
/// How long one frame may take to go out before the client is given up on.
const SEND_TIMEOUT: Duration = Duration::from_secs(10);

/// Where the SSH channel's bytes go.
#[derive(Clone)]
pub struct Link {
    /// The connection.
    pub handle: Handle,
    /// The session channel.
    pub channel: ChannelId,
}

impl Link {
    /// Sends `bytes`; false when the client is gone or too slow.
    pub(super) async fn send(&self, bytes: Vec<u8>) -> bool {
        if bytes.is_empty() {
            return true;
        }
        let sent = tokio::time::timeout(SEND_TIMEOUT, self.handle.data(self.channel, bytes));
        matches!(sent.await, Ok(Ok(())))
    }

    /// Ends the session with exit `status` (0 after a goodbye, 1 after a
    /// refusal): exit status, end of data, close. Bounded like a frame, so
    /// a dead connection can neither keep a student in the room nor keep a
    /// refused connection's task waiting.
    pub(super) async fn close(&self, status: u32) {
        let steps = async {
            let _ = self.handle.exit_status_request(self.channel, status).await;
            let _ = self.handle.eof(self.channel).await;
            let _ = self.handle.close(self.channel).await;
        };
        let _ = tokio::time::timeout(SEND_TIMEOUT, steps).await;
    }
}

/// Where the student is.
enum Place {
    Lobby,
    Form(Form),
    Table(Arc<Table>, Role),
}

struct Session {
    room: Arc<Room>,
    entry: Entry,
    screen: Screen,
    parser: InputParser,
    place: Place,
    lobby: Lobby,
    /// The lobby's list as this loop turn drew it (or first needed it):
    /// the room is asked once a turn, and a key acts on the list the
    /// student sees, not on one where a table has closed since and the
    /// selected row is another table.
    tables: Option<Vec<Summary>>,
    note: Option<Note>,
    help: Option<u16>,
    rate: KeyRate,
    last_key: Instant,
    quit: bool,
    /// Whether the student logged in as the teacher, who may run any demo.
    teacher: bool,
}

/// A line for this student alone: a refusal or a warning.
struct Note {
    text: String,
    since: Instant,
}

/// How long a note stays, unless the student's next key clears it first;
/// then the table's own notice or the keys show again.
const NOTE_TIME: Duration = Duration::from_secs(3);

/// What the session waits on besides its keys.
pub struct Inputs {
    /// Raw bytes from the client; closed when the client goes.
    pub bytes: mpsc::Receiver<Vec<u8>>,
    /// The client's window size, already clamped.
    pub size: watch::Receiver<Size>,
}

/// Runs the session of a student who has just entered the room, on a
/// screen made beforehand: nothing may fail between their entering and the
/// session whose drop takes them out again.
pub async fn run(room: Arc<Room>, entry: Entry, screen: Screen, mut inputs: Inputs, link: Link) {
    let mut session = Session::new(room, entry, screen);
    let goodbye = session.serve(&mut inputs, &link).await;
    // Off the table first: the others need not wait for a slow client's
    // goodbye to see the seat empty.
    session.leave_table();
    if let Some(line) = goodbye {
        let bytes = session.screen.goodbye(&line);
        link.send(bytes).await;
        link.close(0).await;
    }
    // Last (dropping the session takes the student out of the room), so a
    // closing server that waits for an empty room waits for the goodbyes
    // too.
    drop(session);
}

/// However a session ends, its loop returning or a panic unwinding
/// through its task, the student leaves their table and the room: no seat
/// or name stays held for a session that is gone.
impl Drop for Session {
    fn drop(&mut self) {
        self.leave_table();
        self.room.exit(&self.entry);
    }
}

impl Session {
    /// A session in the lobby for `entry`, who has entered `room`.
    fn new(room: Arc<Room>, entry: Entry, screen: Screen) -> Session {
        let now = Instant::now();
        Session {
            rate: KeyRate::new(room.limits(), now),
            room,
            entry,
            screen,
            parser: InputParser::new(),
            place: Place::Lobby,
            lobby: Lobby::default(),
            tables: None,
            note: None,
            help: None,
            last_key: now,
            quit: false,
            teacher: false,
        }
    }

    /// The session's loop; returns the line to leave the student with, or
    /// `None` when the client is already gone.
    async fn serve(&mut self, inputs: &mut Inputs, link: &Link) -> Option<String> {
        let mut lobby = self.room.subscribe();
        let mut closing = self.room.closing();
        let kicked = self.room.kicked(self.entry.session);
        let mut table = None;
        let idle = self.room.limits().idle;
        // Moved on by every packet of bytes, and only read while bytes are
        // pending, which only a packet can leave.
        let mut esc_deadline = tokio::time::Instant::now();
        loop {
            if *closing.borrow_and_update() {
                return Some(
                    "wari: the teacher has closed the classroom. Thank you for playing!".into(),
                );
            }
            // This draw shows the lobby as it is now.
            lobby.mark_unchanged();
            self.tables = None;
            match self.draw_and_send(link).await {
                Ok(true) => {}
                Ok(false) => return None,
                Err(why) => return Some(self.broken(&why)),
            }
            let at = self.table().map(|t| t.id());
            if table.as_ref().map(|(id, _)| *id) != at {
                table = self.table().map(|t| (t.id(), t.subscribe()));
            }
            let note_deadline = self
                .note
                .as_ref()
                .map_or_else(tokio::time::Instant::now, |n| n.since.into())
                + NOTE_TIME;
            let idle_deadline = tokio::time::Instant::from_std(self.last_key + idle);
            tokio::select! {
                bytes = inputs.bytes.recv() => match bytes {
                    Some(bytes) => {
                        esc_deadline = tokio::time::Instant::now() + ESC_WAIT;
                        let events = self.parser.feed(&bytes);
                        self.events(events);
                        // This student's own change needs no second draw.
                        if let Some((_, receiver)) = &mut table {
                            receiver.borrow_and_update();
                        }
                    }
                    None => return None,
                },
                Ok(()) = inputs.size.changed() => {
                    let size = *inputs.size.borrow_and_update();
                    if let Err(why) = self.screen.resize(size) {
                        return Some(self.broken(&why));
                    }
                }
                // Only the lobby shows the other tables and students.
                Ok(()) = lobby.changed(), if matches!(self.place, Place::Lobby) => {}
                Ok(()) = closing.changed() => {}
                () = kicked.notified() => {
                    return Some(format!(
                        "wari: {} connected again from elsewhere, so this connection is closed.",
                        self.entry.name
                    ));
                }
                Ok(()) = changed(&mut table) => {}
                () = tokio::time::sleep_until(note_deadline), if self.note.is_some() => {
                    self.note = None;
                }
                () = tokio::time::sleep_until(esc_deadline), if self.parser.has_pending() => {
                    let events = self.parser.flush();
                    self.events(events);
                }
                () = tokio::time::sleep_until(idle_deadline) => {
                    let minutes = idle.as_secs() / 60;
                    return Some(format!("wari: closed after {minutes} minutes without a key. Come back any time."));
                }
            }
            if self.quit {
                return Some("wari: see you next time.".into());
            }
        }
    }

    /// The goodbye when this student's screen cannot be drawn: the client
    /// is still there, so it is told, and gets its terminal back.
    fn broken(&self, why: &std::io::Error) -> String {
        tracing::warn!(name = %self.entry.name, session = self.entry.session, "screen failed: {why}");
        "wari: your screen could not be drawn, sorry: connect again to come back.".into()
    }

    fn table(&self) -> Option<&Arc<Table>> {
        match &self.place {
            Place::Table(table, _) => Some(table),
            _ => None,
        }
    }

    fn events(&mut self, events: Vec<Event>) {
        for event in events {
            let now = Instant::now();
            if !self.rate.allow(now) {
                self.say(Some("Too many keys at once: slow down a little.".into()));
                continue;
            }
            self.last_key = now;
            self.note = None;
            match event {
                Event::Key(key) => self.key(key),
                Event::Mouse(mouse) => self.click(mouse.column, mouse.row),
                _ => {}
            }
        }
    }

    fn say(&mut self, text: Option<String>) {
        self.note = text.map(|text| Note {
            text,
            since: Instant::now(),
        });
    }

    fn click(&mut self, column: u16, row: u16) {
        if let (Place::Table(table, _), None) = (&self.place, self.help) {
            let note = table.click(self.entry.session, self.screen.size(), column, row);
            self.say(note);
        }
    }

    /// The rules and keys, for this student alone: ↑↓ scroll, any other
    /// key closes them. Drawing stops the scroll at the end of the text.
    fn help_key(&mut self, key: KeyEvent) {
        self.help = match (key.code, self.help) {
            (KeyCode::Up, Some(scroll)) => Some(scroll.saturating_sub(1)),
            (KeyCode::Down, Some(scroll)) => Some(scroll.saturating_add(1)),
            (KeyCode::Char('?'), None) => Some(0),
            _ => None,
        };
    }

    fn key(&mut self, key: KeyEvent) {
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            self.quit = true;
            return;
        }
        let intent = match &mut self.place {
            Place::Lobby => {
                let tables = self.tables.get_or_insert_with(|| self.room.summaries());
                self.lobby.key(key, tables)
            }
            Place::Form(form) => form.key(key, self.room.menu()),
            Place::Table(table, _) => {
                if self.help.is_some() || key.code == KeyCode::Char('?') {
                    self.help_key(key);
                    return;
                }
                // A key would play on a board this student cannot see;
                // leaving needs no board.
                let fits = table.fits(self.screen.size()) || key.code == KeyCode::Char('q');
                let reply = if fits {
                    table.press(self.entry.session, key)
                } else {
                    Reply {
                        note: Some(
                            "Make the window bigger to play: the board does not fit.".into(),
                        ),
                        left: false,
                    }
                };
                if reply.left {
                    self.leave_table();
                }
                let note = reply.note;
                self.say(note);
                Intent::Stay
            }
        };
        self.intent(intent);
    }

    fn intent(&mut self, intent: Intent) {
        let room = self.room.clone();
        let result = match intent {
            Intent::Stay => return,
            Intent::Quit => {
                self.quit = true;
                return;
            }
            Intent::NewTable => {
                self.place = Place::Form(Form::default());
                return;
            }
            Intent::Back => {
                self.place = Place::Lobby;
                return;
            }
            Intent::TakeOver => {
                let note = match room.take_over(&mut self.entry) {
                    Ok(()) => format!("You are {} again.", self.entry.name),
                    Err(why) => why,
                };
                self.say(Some(note));
                return;
            }
            Intent::Open(choice) => room.open_table(&self.entry, choice),
            Intent::Join(id) => room.join(id, &self.entry, self.teacher),
            Intent::Watch(id) => room.watch(id, &self.entry),
        };
        match result {
            Ok((table, role)) => self.place = Place::Table(table, role),
            Err(why) => {
                self.place = Place::Lobby;
                self.say(Some(why.to_string()));
            }
        }
    }

    fn leave_table(&mut self) {
        self.help = None;
        if let Place::Table(table, _) = std::mem::replace(&mut self.place, Place::Lobby) {
            self.room.leave_table(&table, self.entry.session);
        }
    }

    /// Draws the student's place and sends what changed; `Ok(false)` when
    /// the client is gone or too slow, an error when the screen could not
    /// be drawn.
    async fn draw_and_send(&mut self, link: &Link) -> std::io::Result<bool> {
        let Session {
            screen,
            place,
            lobby,
            tables,
            room,
            entry,
            note,
            help,
            ..
        } = self;
        screen.draw(|frame| {
            let notice = match place {
                Place::Lobby => {
                    let tables = tables.get_or_insert_with(|| room.summaries());
                    lobby.view(frame, entry, room.sessions(), tables);
                    None
                }
                Place::Form(form) => {
                    form.view(frame, room.menu());
                    None
                }
                Place::Table(table, _) => {
                    match help.and_then(|s| table.view_help(frame, entry.session, s)) {
                        Some(shown) => {
                            *help = Some(shown);
                            Some("Rules and keys · ↑↓ scroll · any other key goes back".into())
                        }
                        None => table.view(frame, entry.session),
                    }
                }
            };
            let keys = match place {
                Place::Table(table, Role::Player(player)) => {
                    Some(player_keys(table, *player, entry))
                }
                // One row of 80 columns: `n` is in the help.
                Place::Table(table, Role::Host) => Some(format!(
                    "Your demo · Space {} · {}",
                    if table.paused() { "go on" } else { "pause" },
                    keymap::line(Where::TableDemo),
                )),
                Place::Table(table, Role::Spectator) => Some(format!(
                    "Watching table {} · {}",
                    table.id(),
                    keymap::line(Where::Watching)
                )),
                _ => None,
            };
            footer(
                frame,
                note.as_ref().map(|n| n.text.as_str()),
                notice.or(keys),
            );
        })?;
        Ok(link.send(self.screen.take_bytes()).await)
    }
}

/// A player's keys: how to sow on their turn (the board's turn line shows
/// no keys at a table, where others read it too), else who they are.
fn player_keys(table: &Table, player: Player, entry: &Entry) -> String {
    // Only a game still going has a player to move.
    if table.to_move() == Some(player) {
        return format!(
            "Your turn: ←→ and Enter, a digit or a click sows · {}",
            keymap::line(Where::Table)
        );
    }
    let keys = match table.phase() {
        Phase::Waiting => keymap::line(Where::Watching),
        Phase::Playing => keymap::line(Where::Table),
        Phase::Finished => keymap::line(Where::TableOver),
    };
    format!(
        "You play {player} ({}) at table {} · {keys}",
        entry.name,
        table.id()
    )
}

/// The bottom row: a note for this student alone (standing out), else the
/// table's notice or the keys.
fn footer(frame: &mut Frame, note: Option<&str>, otherwise: Option<String>) {
    let area = frame.area();
    if area.height == 0 {
        return;
    }
    let row = Rect::new(area.x, area.bottom() - 1, area.width, 1);
    let (text, style) = match (note, otherwise) {
        (Some(note), _) => (
            note.to_owned(),
            Style::new().add_modifier(Modifier::REVERSED),
        ),
        (None, Some(text)) => (text, Style::new().add_modifier(Modifier::BOLD)),
        (None, None) => return,
    };
    frame.render_widget(Clear, row);
    frame.render_widget(Paragraph::new(text).style(style), row);
}

/// Waits for the table's next change; forever when not at a table.
async fn changed<K>(
    table: &mut Option<(K, watch::Receiver<u64>)>,
) -> Result<(), watch::error::RecvError> {
    match table {
        Some((_, receiver)) => receiver.changed().await,
        None => std::future::pending().await,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Mode;
    use crate::engine::Rules;
    use crate::serve::Limits;
    use crate::serve::game::Players;
    use crate::serve::room::{Menu, Offer};
    use crate::serve::table::Choice;

    fn room() -> Arc<Room> {
        let menu = Menu {
            variants: vec![Offer {
                name: "kids-and-caboodles".into(),
                rules: Rules::kids_and_caboodles(),
            }],
        };
        Room::new(Limits::default(), menu)
    }

    fn choice() -> Choice {
        Choice {
            variant: "kids-and-caboodles".into(),
            rules: Rules::kids_and_caboodles(),
            mode: Mode::Sorry,
            players: Players::Students,
        }
    }

    fn session(room: &Arc<Room>, name: &str) -> Session {
        let entry = room.enter(name).unwrap();
        let screen = Screen::new(Size::new(80, 24)).unwrap();
        Session::new(room.clone(), entry, screen)
    }

    fn press(session: &mut Session, code: KeyCode) {
        session.key(KeyEvent::new(code, KeyModifiers::NONE));
    }

    #[tokio::test]
    async fn a_lobby_key_acts_on_the_list_as_seen_not_as_changed_since() {
        let room = room();
        let hosts = ["ama", "kofi", "esi"].map(|name| {
            let entry = room.enter(name).unwrap();
            let (table, _) = room.open_table(&entry, choice()).unwrap();
            (entry, table)
        });
        let mut zoe = session(&room, "zoe");
        press(&mut zoe, KeyCode::Down);
        // The first table closes before zoe's Enter: the second row is
        // now the third table.
        let (ama, first) = &hosts[0];
        room.leave_table(first, ama.session);
        assert_eq!(room.summaries()[1].id, hosts[2].1.id());
        press(&mut zoe, KeyCode::Enter);
        assert_eq!(zoe.table().map(|t| t.id()), Some(hosts[1].1.id()));
    }

    #[tokio::test]
    async fn a_session_that_panics_still_leaves_its_table_and_the_room() {
        let room = room();
        let mut session = session(&room, "ama");
        session.intent(Intent::Open(choice()));
        assert!(session.table().is_some());
        assert_eq!((room.sessions(), room.summaries().len()), (1, 1));
        let crashed = std::thread::spawn(move || {
            let _session = session;
            panic!("a bug in the session");
        })
        .join();
        assert!(crashed.is_err());
        assert_eq!((room.sessions(), room.summaries().len()), (0, 0));
        // The name is free again.
        assert_eq!(room.enter("ama").unwrap().name, "ama");
    }
}
