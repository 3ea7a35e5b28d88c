//! The lobby: the tables in the room, and the `new table` form. Each
//! session keeps its own cursor; the list itself comes from the room, and
//! each lobby words it in its student's language.

mod shared;

pub use shared::{Lobbies, Recent};

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use crate::text;
use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect, Size};
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::engine::Player;

use super::class::Standings;
use super::console::{STANDINGS, standing_rows};
use super::game::Players;
use super::intent::Asks;
pub use super::intent::Intent;
use super::room::Menu;
use super::table::{Choice, Phase, Summary, TableId, mode_short};
use crate::app::{level_word, mode_title};
use crate::choices::{Choices, Question, Who};
use crate::columns::{Column, Columns};
use crate::screen_keys::{self, ScreenKey};
use crate::setup::{name_key, same_name};
use wari_app::variants::shown_name;
use wari_tournament::Side;
use wari_words::{Lang, reader, tr};

/// What a key in the lobby's list does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ListKey {
    Up,
    Down,
    Join,
    Watch,
    NewTable,
    Puzzles,
    Lessons,
    Review,
    Quit,
    Language,
}

/// The lobby's keys, in the order its last row names them. A table's
/// number, typed in digits, chooses it too.
static LIST_KEYS: &[ScreenKey<ListKey>] = &[
    ScreenKey::named(
        &[KeyCode::Up, KeyCode::Char('k')],
        ListKey::Up,
        "↑↓",
        "lobby-key-choose",
    ),
    ScreenKey::unnamed(&[KeyCode::Down, KeyCode::Char('j')], ListKey::Down),
    ScreenKey::named(&[KeyCode::Enter], ListKey::Join, "Enter", "lobby-key-join"),
    ScreenKey::named(
        &[KeyCode::Char('w')],
        ListKey::Watch,
        "w",
        "lobby-key-watch",
    ),
    ScreenKey::named(
        &[KeyCode::Char('n')],
        ListKey::NewTable,
        "n",
        "lobby-key-new-table",
    ),
    ScreenKey::named(
        &[KeyCode::Char('p')],
        ListKey::Puzzles,
        "p",
        "lobby-key-puzzles",
    ),
    ScreenKey::named(
        &[KeyCode::Char('l')],
        ListKey::Lessons,
        "l",
        "lobby-key-lessons",
    ),
    ScreenKey::named(&[KeyCode::Char('q')], ListKey::Quit, "q", "lobby-key-leave"),
    // Named at the heading's end, beside the language it changes: a
    // student whose client sent no language, or the wrong one, sees it
    // there without the keys of the last row giving way.
    ScreenKey::unnamed(&[KeyCode::Tab], ListKey::Language),
    // Named above the list, and only to a student with a game to review.
    ScreenKey::unnamed(&[KeyCode::Char('v')], ListKey::Review),
];

/// A session's place in the lobby's list.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Lobby {
    /// The table chosen, by number, so tables opening and closing above
    /// it do not move the choice to another; `None` for the first.
    selected: Option<TableId>,
    /// Digits typed so far: a table's number, as a teacher calls it out
    /// ("everyone watch table 12").
    typed: String,
}

/// The room as every lobby shows it at one change of it: the room works
/// it out once a change and every lobby shares it, rows laid out and all,
/// so that a change every lobby sees at once (a round paired, a table
/// opened) is not worked out again for each. The facts are shared by all;
/// the rows' words are laid out once for each language a lobby reads it
/// in, so that no student reads another's words.
#[derive(Debug)]
pub struct LobbyView {
    /// People in the room, the teacher counted once.
    pub people: usize,
    /// The tables, by number.
    pub tables: Vec<Summary>,
    /// The class tournament, once the teacher has started one.
    pub tournament: Option<Standings>,
    /// The rows in each language, in [`Lang::all`]'s order, laid out the
    /// first time a lobby draws the view in it.
    words: Vec<OnceLock<Rows>>,
    /// Where the room wants each player, by [`name_key`], worked out the
    /// first time a lobby draws the view: each lobby looking through every
    /// board and table for its own student made a frame's cost grow with
    /// the room, and a round's frames with its square.
    places: OnceLock<HashMap<String, Places>>,
    /// The view before this one, until this one lays out its rows: a
    /// change of the room is one table or two, and the other tables'
    /// rows, and the standings, are taken from it as they were laid out
    /// rather than worded again. It gives up its own earlier view, so no
    /// chain of them is kept.
    earlier: Mutex<Option<Arc<LobbyView>>>,
}

/// Where the room wants one player.
#[derive(Debug, Default)]
struct Places {
    /// The table of their tournament game this round, their side and
    /// their opponent, while the game is undecided.
    seat: Option<(TableId, Side, String)>,
    /// The first table with a game in progress whose seat for them is
    /// empty.
    kept: Option<TableId>,
}

/// The rows of a [`LobbyView`], in one language.
#[derive(Debug)]
struct Rows {
    /// Each table's row of the list.
    tables: Vec<[String; 4]>,
    /// The tournament's standings, a row a player.
    standings: Arc<Vec<[String; 5]>>,
    /// The list and the standings as drawn for lobbies of one layout with
    /// one table chosen: a round opening redraws every lobby, nearly all
    /// alike below their own lines at the top, and laying out the columns
    /// of every table and player was most of a lobby frame's work.
    drawn: Mutex<Vec<Drawn>>,
}

/// The most drawings of the list and standings a view keeps in one
/// language: lobbies whose students scrolled elsewhere draw their own.
const MOST_DRAWN: usize = 8;

/// The list and the standings drawn once for lobbies that show them
/// alike.
#[derive(Debug)]
struct Drawn {
    /// Where the list is, and which of its tables is chosen.
    list: Rect,
    chosen: usize,
    /// Where the standings are (empty without a tournament).
    standings: Rect,
    /// The two drawn, over both their areas.
    buffer: Buffer,
}

impl LobbyView {
    /// The view of a room with `people` in it, its `tables` and its
    /// `tournament`.
    pub fn new(people: usize, tables: Vec<Summary>, tournament: Option<Standings>) -> LobbyView {
        LobbyView {
            people,
            tables,
            tournament,
            words: Lang::all().map(|_| OnceLock::new()).collect(),
            places: OnceLock::new(),
            earlier: Mutex::new(None),
        }
    }

    /// The view of the room as [`LobbyView::new`] makes it, after
    /// `earlier`: rows that have not changed since are taken from it.
    pub fn after(
        earlier: &Arc<LobbyView>,
        people: usize,
        tables: Vec<Summary>,
        tournament: Option<Standings>,
    ) -> LobbyView {
        let view = LobbyView::new(people, tables, tournament);
        *lock(&earlier.earlier) = None;
        *lock(&view.earlier) = Some(Arc::clone(earlier));
        view
    }

    /// Where the room wants the player `name`, if anywhere.
    fn places_of(&self, name: &str) -> Option<&Places> {
        let places = self.places.get_or_init(|| self.places());
        places.get(&name_key(name))
    }

    /// Whether a table waits for `name`: a seat kept for them, or their
    /// tournament game this round.
    pub fn awaits(&self, name: &str) -> bool {
        self.places_of(name)
            .is_some_and(|p| p.kept.is_some() || p.seat.is_some())
    }

    /// Where the room wants each player: the first undecided game of the
    /// round that names them (as South before North), as
    /// [`Standings::seat_of`] finds it, and the first table keeping a seat
    /// for them.
    fn places(&self) -> HashMap<String, Places> {
        let mut places: HashMap<String, Places> = HashMap::new();
        let boards = self.tournament.iter().flat_map(|cup| &cup.boards);
        for board in boards {
            let Some(table) = board.table.filter(|_| board.outcome.is_none()) else {
                continue;
            };
            let (south, north) = (&board.pairing.south, &board.pairing.north);
            for (name, side, opponent) in [(south, Side::South, north), (north, Side::North, south)]
            {
                let place = places.entry(name_key(name)).or_default();
                place
                    .seat
                    .get_or_insert_with(|| (table, side, opponent.clone()));
            }
        }
        for table in self.tables.iter().filter(|t| t.phase == Phase::Playing) {
            for player in Player::ALL.into_iter().filter(|&p| !table.present[p]) {
                if let Some(name) = &table.names[player] {
                    let place = places.entry(name_key(name)).or_default();
                    place.kept.get_or_insert(table.id);
                }
            }
        }
        places
    }

    /// The rows in the reader's language, laid out by the first lobby
    /// that reads them in it.
    fn rows(&self) -> &Rows {
        let reading = reader::current();
        let at = Lang::all().position(|lang| lang == reading).unwrap_or(0);
        self.words[at].get_or_init(|| {
            // Given up once one language is laid out: a view that many
            // lobbies hold must not hold another besides. A second
            // language words every row.
            let earlier = lock(&self.earlier).take();
            let laid_out = earlier
                .as_deref()
                .and_then(|e| Some((e, e.words[at].get()?)));
            let tables = self.tables.iter().map(|table| {
                let kept = laid_out.and_then(|(earlier, rows)| {
                    let at = earlier.tables.binary_search_by_key(&table.id, |t| t.id);
                    let at = at.ok().filter(|&at| earlier.tables[at] == *table)?;
                    Some(rows.tables[at].clone())
                });
                kept.unwrap_or_else(|| cells(table))
            });
            let standings = laid_out
                .filter(|(earlier, _)| earlier.tournament == self.tournament)
                .map(|(_, rows)| Arc::clone(&rows.standings));
            let standings = standings.unwrap_or_else(|| {
                let rows = self.tournament.as_ref().map(standing_rows);
                Arc::new(rows.unwrap_or_default())
            });
            Rows {
                tables: tables.collect(),
                standings,
                drawn: Mutex::new(Vec::new()),
            }
        })
    }

    /// Draws the list into `list`, the table at `chosen` highlighted, and
    /// the standings into `standings`, in the reader's words: copied from
    /// a drawing another lobby made of the same, else drawn and kept.
    fn draw_shared(&self, buffer: &mut Buffer, list: Rect, chosen: usize, standings: Rect) {
        let rows = self.rows();
        let same = |drawn: &Drawn| {
            (drawn.list, drawn.chosen, drawn.standings) == (list, chosen, standings)
        };
        if let Some(drawn) = lock(&rows.drawn).iter().find(|d| same(d)) {
            copy(&drawn.buffer, buffer);
            return;
        }
        // Drawn without the lock: another lobby may draw the same
        // meanwhile, and only one of the two is kept.
        let mut drawn = Buffer::empty(list.union(standings));
        self.draw_list(&mut drawn, rows, list, chosen);
        if let Some(cup) = &self.tournament {
            draw_standings(&mut drawn, cup, &rows.standings, standings);
        }
        copy(&drawn, buffer);
        let mut kept = lock(&rows.drawn);
        if kept.len() < MOST_DRAWN && !kept.iter().any(same) {
            kept.push(Drawn {
                list,
                chosen,
                standings,
                buffer: drawn,
            });
        }
    }

    /// The tables, a row each under a header: number, players, game and
    /// state. When the rows do not all fit, the last line says how many
    /// are above and below, and that the arrows scroll.
    fn draw_list(&self, buffer: &mut Buffer, rows: &Rows, area: Rect, chosen: usize) {
        if self.tables.is_empty() {
            let text = tr!("lobby-no-tables");
            Paragraph::new(text)
                .wrap(Wrap { trim: true })
                .render(area, buffer);
        } else {
            Columns::new(LIST, &rows.tables, "table")
                .chosen(Some(chosen))
                .render(area, buffer);
        }
    }
}

/// The lock's value, even if a thread panicked holding it: the view's
/// parts are each whole at every step.
fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

/// Copies `drawn`'s cells into `buffer`, over the same places.
fn copy(drawn: &Buffer, buffer: &mut Buffer) {
    let area = drawn.area.intersection(buffer.area);
    if area.is_empty() {
        return;
    }
    let width = usize::from(area.width);
    for y in area.top()..area.bottom() {
        let from = drawn.index_of(area.x, y);
        let to = buffer.index_of(area.x, y);
        buffer.content[to..to + width].clone_from_slice(&drawn.content[from..from + width]);
    }
}

impl Default for LobbyView {
    fn default() -> LobbyView {
        LobbyView::new(0, Vec::new(), None)
    }
}

/// What the lobby shows, as the room was when the student last looked:
/// a key acts on the list they see, not on one where a table has closed
/// since and the chosen row is another table.
#[derive(Clone, Debug, Default)]
pub struct Seen {
    /// The student's name.
    pub name: String,
    /// The room, as every lobby sees it.
    pub room: Arc<LobbyView>,
    /// The table of the student's last ended game, if they have one.
    pub reviewable: Option<TableId>,
}

/// The smallest terminal the lobby and the form are drawn whole in.
const NEEDS: Size = Size::new(50, 10);

/// The lobby as a screen: the student's place in the list, and the list
/// as they saw it.
#[derive(Debug, Default)]
pub struct LobbyScreen {
    lobby: Lobby,
    /// The room as the next draw and key see it.
    pub seen: Seen,
}

impl Asks for LobbyScreen {
    fn ask(&mut self, key: KeyEvent) -> Option<Intent> {
        self.lobby.key(key, &self.seen.room.tables)
    }

    fn leaving(&self) -> Intent {
        Intent::Quit
    }

    fn view(&self, frame: &mut Frame) {
        self.lobby.view(frame, &self.seen);
    }

    fn needs(&self) -> Size {
        NEEDS
    }

    fn keys(&self) -> Vec<String> {
        screen_keys::named(LIST_KEYS)
    }
}

impl Lobby {
    /// Handles a key over the list `tables`: what it asks of the
    /// session, if anything.
    pub fn key(&mut self, key: KeyEvent, tables: &[Summary]) -> Option<Intent> {
        if let KeyCode::Char(digit @ '0'..='9') = key.code {
            self.select_number(digit, tables);
            return None;
        }
        let action = screen_keys::action_of(LIST_KEYS, key.code);
        // Enter after a number that names no table must not join another.
        let unknown = self.unknown_number(tables);
        self.typed.clear();
        if unknown && matches!(action, Some(ListKey::Join | ListKey::Watch)) {
            return None;
        }
        let index = self.index(tables);
        let chosen = tables.get(index);
        let intent = match action? {
            ListKey::Up => return self.select(tables, index.saturating_sub(1)),
            ListKey::Down => return self.select(tables, index + 1),
            ListKey::Join => chosen.map_or(Intent::NewTable, |t| Intent::Join(t.id)),
            ListKey::Watch => Intent::Watch(chosen?.id),
            ListKey::NewTable => Intent::NewTable,
            ListKey::Puzzles => Intent::Puzzles,
            ListKey::Lessons => Intent::Lessons,
            ListKey::Review => Intent::Review,
            ListKey::Quit => Intent::Quit,
            ListKey::Language => Intent::NextLanguage,
        };
        Some(intent)
    }

    /// Where the chosen table is in `tables`: the first when it has closed.
    fn index(&self, tables: &[Summary]) -> usize {
        self.selected
            .and_then(|id| tables.iter().position(|t| t.id == id))
            .unwrap_or(0)
    }

    /// Chooses the table at `index`, or the last one past the end; asks
    /// nothing of the session.
    fn select(&mut self, tables: &[Summary], index: usize) -> Option<Intent> {
        let last = tables.len().saturating_sub(1);
        self.selected = tables.get(index.min(last)).map(|t| t.id);
        None
    }

    /// Moves the selection to the table whose number is being typed; a
    /// digit that makes no table's number starts a new number.
    fn select_number(&mut self, digit: char, tables: &[Summary]) {
        let find = |typed: &str| {
            let number: TableId = typed.parse().ok()?;
            tables.iter().position(|t| t.id == number)
        };
        self.typed.push(digit);
        if self.typed.len() > 6 || find(&self.typed).is_none() {
            self.typed = digit.to_string();
        }
        if let Some(index) = find(&self.typed) {
            self.select(tables, index);
        }
    }

    /// Whether the number typed names no table.
    fn unknown_number(&self, tables: &[Summary]) -> bool {
        !self.typed.is_empty() && !tables.iter().any(|t| t.id.to_string() == self.typed)
    }

    /// Draws the list as `seen`.
    pub fn view(&self, frame: &mut Frame, seen: &Seen) {
        let Seen {
            name,
            room,
            reviewable,
        } = seen;
        let (students, tables, tournament) = (room.people, &room.tables, &room.tournament);
        let name = name.as_str();
        // The standings take up to a third of the screen, below the tables.
        let standings = tournament.as_ref().map_or(0, |cup| {
            (cup.table.len() as u16 + 2).min(frame.area().height / 3)
        });
        let [title, list, cup_area, help] = Layout::vertical([
            Constraint::Length(3),
            Constraint::Fill(1),
            Constraint::Length(standings),
            Constraint::Length(2),
        ])
        .areas(frame.area());
        let heading = tr!(
            "lobby-heading",
            name = name,
            people = students,
            tables = tables.len()
        );
        let language = tr!("lobby-language", language = reader::current().name());
        // The language goes at the end of the heading's row, where there is
        // room for it.
        let width = |text: &str| Line::raw(text).width();
        let row = usize::from(title.width);
        let heading = match width(&heading) + 2 + width(&language) <= row {
            true => format!("{heading}{language:>0$}", row - width(&heading)),
            false => heading,
        };
        let mut lines = vec![Line::styled(heading, bold())];
        let places = room.places_of(name);
        let seat = places.and_then(|p| p.seat.as_ref());
        // Only before the first move does South "start".
        let begun = seat
            .and_then(|(table, ..)| tables.iter().find(|t| t.id == *table))
            .is_some_and(|t| t.begun);
        let round = tournament
            .as_ref()
            .and_then(|cup| round_line(cup, seat, begun, name));
        if let Some((_, line)) = &round {
            lines.push(Line::styled(
                line.clone(),
                Style::new().add_modifier(Modifier::REVERSED),
            ));
        }
        let kept = places.and_then(|p| p.kept);
        // A tournament's table is kept for its players from the start: the
        // round's line says where to go, and "sit back down" would not be true.
        if let Some(table) = kept.filter(|&t| round.as_ref().is_none_or(|(id, _)| *id != Some(t))) {
            lines.push(Line::styled(
                tr!("lobby-seat-kept", table = table),
                Style::new().add_modifier(Modifier::REVERSED),
            ));
        }
        if let Some(table) = *reviewable {
            lines.push(Line::from(tr!("lobby-reviewable", table = table)));
        }
        draw_lines(frame.buffer_mut(), lines, title);
        room.draw_shared(frame.buffer_mut(), list, self.index(tables), cup_area);
        if self.unknown_number(tables) {
            let text = tr!("lobby-no-such-table", number = self.typed.as_str());
            let text = Paragraph::new(text).style(bold()).wrap(Wrap { trim: true });
            frame.render_widget(text, help);
        } else {
            // Fitted to the row, so set as it is, as for the heading.
            let keys = screen_keys::fitted_line(LIST_KEYS, usize::from(help.width));
            frame
                .buffer_mut()
                .set_line(help.x, help.y, &Line::raw(keys), help.width);
        }
    }
}

/// Draws `lines` into `area` as a wrapped [`Paragraph`] draws them. A
/// round's opening draws every lobby's heading at once, and the
/// paragraphs' layout, grapheme by grapheme, took a sixth of that work:
/// lines that already fit are set as they are.
fn draw_lines(buffer: &mut Buffer, lines: Vec<Line>, area: Rect) {
    let fit = lines.len() <= usize::from(area.height)
        && lines.iter().all(|line| {
            line.width() <= usize::from(area.width)
                && line.alignment.is_none()
                && !line
                    .spans
                    .first()
                    .is_some_and(|span| span.content.starts_with(' '))
        });
    if !fit {
        Paragraph::new(lines)
            .wrap(Wrap { trim: true })
            .render(area, buffer);
        return;
    }
    for (line, y) in lines.iter().zip(area.top()..) {
        buffer.set_line(area.x, y, line, area.width);
    }
}

/// The list's columns. The number is never cut: it is what a student
/// types. The state (a result, once finished) is never cut either: it
/// wraps onto more lines, keeping 32 columns to do so. The players come
/// next, whole if they can be; the game gives way first, its variant
/// before its mode and seeds.
const LIST: [Column; 4] = [
    Column::whole("#"),
    Column::cut("lobby-column-players", 0),
    Column::cut_by("lobby-column-game", MIN_GAME, shorten_game),
    Column::wrap("lobby-column-state", 32),
];

/// The narrowest the game column gets: the mode and seeds, and a little
/// of the variant.
const MIN_GAME: u16 = 10;

/// The game column "variant · mode · seeds" in `width` columns: the variant
/// is shortened first, since the mode and the seeds say more in less.
fn shorten_game(game: &str, width: usize) -> String {
    let Some((variant, rest)) = game.split_once(" · ") else {
        return text::cut(game, width, "…");
    };
    let rest = format!(" · {rest}");
    let room = width.saturating_sub(Line::raw(rest.as_str()).width());
    if room < 3 {
        return text::cut(game, width, "…");
    }
    format!("{}{rest}", text::cut(variant, room, "…"))
}

/// The tournament's line for `name`, whose game this round is at `seat`:
/// where they play this round, or that they rest; with the table it
/// names, if any. None once it is over.
fn round_line(
    cup: &Standings,
    seat: Option<&(TableId, Side, String)>,
    begun: bool,
    name: &str,
) -> Option<(Option<TableId>, String)> {
    if cup.finished {
        return None;
    }
    if let Some((table, seat, opponent)) = seat {
        let (table, opponent) = (*table, opponent.as_str());
        let side = match (seat, begun) {
            (Side::South, false) => "south",
            (Side::South, true) => "south-begun",
            (Side::North, _) => "north",
        };
        let line = tr!(
            "lobby-round-seat",
            round = cup.round,
            table = table,
            side = side,
            opponent = opponent
        );
        return Some((Some(table), line));
    }
    let resting = cup.bye.as_deref().is_some_and(|bye| same_name(bye, name));
    let line = tr!("lobby-round-rest", round = cup.round);
    resting.then_some((None, line))
}

/// The tournament's standings, `rows`, under a line that names it.
fn draw_standings(buffer: &mut Buffer, cup: &Standings, rows: &[[String; 5]], area: Rect) {
    let [heading, table] =
        Layout::vertical([Constraint::Length(1), Constraint::Fill(1)]).areas(area);
    // Short enough for 80 columns with the longest shipped variant.
    let text = if cup.finished {
        tr!("lobby-standings-final", title = cup.title.words())
    } else {
        tr!(
            "lobby-standings",
            title = cup.title.words(),
            round = cup.round,
            rounds = cup.rounds
        )
    };
    Paragraph::new(text).style(bold()).render(heading, buffer);
    Columns::new(STANDINGS, rows, "player").render(table, buffer);
}

fn bold() -> Style {
    Style::new().add_modifier(Modifier::BOLD)
}

/// One table's line, in the reader's words: its number, players, game
/// and state.
fn cells(table: &Summary) -> [String; 4] {
    let name = |p: Player| match (&table.names[p], table.present[p], table.levels[p]) {
        (Some(name), _, Some(level)) => tr!(
            "lobby-computer-player",
            name = name.as_str(),
            level = level_word(level)
        ),
        (Some(name), true, None) => name.clone(),
        (Some(name), false, None) => tr!("lobby-player-away", name = name.as_str()),
        (None, ..) => "…".to_owned(),
    };
    let players = match table.choice.players {
        Players::Demo(_) => tr!("lobby-demo-players", levels = table.demo_levels()),
        _ => tr!(
            "lobby-players",
            south = name(Player::South),
            north = name(Player::North)
        ),
    };
    // Three parts the column shortens apart (`shorten_game`).
    let game = format!(
        "{} · {} · {}",
        shown_name(&table.choice.variant),
        mode_short(table.choice.mode),
        table.choice.rules.seeds_per_pit()
    );
    let state = match (&table.result, table.phase) {
        (Some(result), Phase::Finished) => tr!("lobby-finished", result = result.to_string()),
        _ => table.phase.word(),
    };
    let state = match table.spectators {
        0 => state,
        watching => tr!("lobby-watched", state = state, watching = watching),
    };
    [table.id.to_string(), players, game, state]
}

/// The `new table` form: variant, mode, seeds, who plays and, when the
/// computer does, its level; each chosen with ← →. The choosing is the
/// home screen's ([`Choices`]); the order, the words and a demo for the
/// class are the classroom's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Form {
    field: usize,
    choices: Choices,
}

/// The columns a label of the form takes, its space after it included,
/// unless a language's labels need more.
const LABEL_WIDTH: usize = 12;

/// The form's lines, in order; the level's only when the computer plays.
const QUESTIONS: [Question; 5] = [
    Question::Variant,
    Question::Mode,
    Question::Seeds,
    Question::Who,
    Question::Level,
];

/// What a key on the `new table` form does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FormKey {
    Up,
    Down,
    Less,
    More,
    Open,
    Back,
}

/// The form's keys, in the order its last line names them.
static FORM_KEYS: &[ScreenKey<FormKey>] = &[
    ScreenKey::named(
        &[KeyCode::Up, KeyCode::Char('k')],
        FormKey::Up,
        "↑↓",
        "lobby-form-key-line",
    ),
    ScreenKey::unnamed(
        &[KeyCode::Down, KeyCode::Char('j'), KeyCode::Tab],
        FormKey::Down,
    ),
    ScreenKey::named(
        &[KeyCode::Left, KeyCode::Char('h')],
        FormKey::Less,
        "←→",
        "lobby-form-key-change",
    ),
    ScreenKey::unnamed(&[KeyCode::Right, KeyCode::Char('l')], FormKey::More),
    ScreenKey::named(
        &[KeyCode::Enter],
        FormKey::Open,
        "Enter",
        "lobby-form-key-open",
    ),
    ScreenKey::named(
        &[KeyCode::Esc, KeyCode::Char('q')],
        FormKey::Back,
        "Esc",
        "lobby-form-key-back",
    ),
];

/// Who plays, in the classroom's words.
fn who_words(who: Who) -> String {
    let who = match who {
        Who::People => "students",
        Who::Computer(Player::North) => "you-first",
        Who::Computer(Player::South) => "computer-first",
        Who::Watch => "demo",
    };
    tr!("lobby-form-who", who = who)
}

impl Form {
    /// Handles a key; `menu` holds the choices.
    pub fn key(&mut self, key: KeyEvent, menu: &Menu) -> Option<Intent> {
        let fields = self.fields();
        match screen_keys::action_of(FORM_KEYS, key.code)? {
            FormKey::Up => self.field = (self.field + fields - 1) % fields,
            FormKey::Down => self.field = (self.field + 1) % fields,
            FormKey::Less => self.change(menu, -1),
            FormKey::More => self.change(menu, 1),
            FormKey::Open => return Some(self.choice(menu).map_or(Intent::Back, Intent::Open)),
            FormKey::Back => return Some(Intent::Back),
        }
        None
    }

    fn change(&mut self, menu: &Menu, step: isize) {
        let question = QUESTIONS[self.field.min(QUESTIONS.len() - 1)];
        let own = own_seeds(&self.choices, menu);
        self.choices
            .change(question, step, menu.variants.len(), own);
    }

    /// The form's lines: the computer's level only when it plays.
    fn fields(&self) -> usize {
        if self.players() == Players::Students {
            4
        } else {
            5
        }
    }

    fn players(&self) -> Players {
        let level = self.choices.level;
        match self.choices.who {
            Who::People => Players::Students,
            Who::Computer(side) => Players::Computer { side, level },
            Who::Watch => Players::Demo(level),
        }
    }

    fn seeds(&self, menu: &Menu) -> usize {
        self.choices.seeds(own_seeds(&self.choices, menu))
    }

    /// The table the form describes now.
    pub fn choice(&self, menu: &Menu) -> Option<Choice> {
        let offer = menu.variants.get(self.choices.variant)?;
        let rules = offer
            .rules
            .with_seeds_per_pit(u8::try_from(self.seeds(menu)).ok()?)
            .ok()?;
        Some(Choice {
            variant: offer.name.clone(),
            rules,
            mode: self.choices.mode,
            players: self.players(),
        })
    }

    /// Draws the form.
    pub fn view(&self, frame: &mut Frame, menu: &Menu) {
        let Some(choice) = self.choice(menu) else {
            return;
        };
        let values = [
            shown_name(&choice.variant),
            mode_title(choice.mode),
            choice.rules.seeds_per_pit().to_string(),
            who_words(self.choices.who),
            level_word(self.choices.level),
        ];
        let labels = [
            tr!("lobby-form-variant"),
            tr!("lobby-form-mode"),
            tr!("lobby-form-seeds"),
            tr!("lobby-form-players"),
            tr!("lobby-form-computer"),
        ];
        // The values line up after the longest label, and never closer
        // than the English ones do.
        let widest = labels.iter().map(|l| Line::raw(l.as_str()).width()).max();
        let column = widest.unwrap_or(0).max(LABEL_WIDTH - 1) + 1;
        let mut lines = vec![
            Line::styled(tr!("lobby-form-title"), bold()),
            Line::from(""),
        ];
        let shown = labels.iter().zip(values).take(self.fields());
        for (i, (label, value)) in shown.enumerate() {
            let pad = " ".repeat(column - Line::raw(label.as_str()).width());
            let text = format!("  {label}{pad}‹ {value} ›");
            lines.push(if i == self.field {
                Line::styled(text, Style::new().add_modifier(Modifier::REVERSED))
            } else {
                Line::from(text)
            });
        }
        lines.push(Line::from(""));
        let width = usize::from(frame.area().width);
        if let Some(level) = choice.players.level() {
            let words = tr!(
                "lobby-form-level",
                level = level_word(level),
                description = tr!("board-level-description", level = level.name()),
            );
            lines.extend(indented(&words, width));
        }
        if let Players::Demo(_) = choice.players {
            lines.extend(indented(&tr!("lobby-form-demo"), width));
        }
        lines.push(Line::from(""));
        lines.push(Line::from(screen_keys::fitted_line(FORM_KEYS, width)));
        frame.render_widget(
            Paragraph::new(lines).wrap(Wrap { trim: false }),
            frame.area(),
        );
    }
}

/// `words` wrapped into `width` columns under the form's lines, each line
/// indented as they are.
fn indented(words: &str, width: usize) -> Vec<Line<'static>> {
    let lines = text::wrap(words, width.saturating_sub(2));
    lines
        .into_iter()
        .map(|line| Line::from(format!("  {line}")))
        .collect()
}

/// The `new table` form as a screen, with the room's choices.
#[derive(Debug)]
pub struct FormScreen {
    form: Form,
    menu: Menu,
}

impl FormScreen {
    /// The form at its first line, choosing from `menu`.
    pub fn new(menu: Menu) -> FormScreen {
        FormScreen {
            form: Form::default(),
            menu,
        }
    }
}

impl Asks for FormScreen {
    fn ask(&mut self, key: KeyEvent) -> Option<Intent> {
        self.form.key(key, &self.menu)
    }

    fn leaving(&self) -> Intent {
        Intent::Back
    }

    fn view(&self, frame: &mut Frame) {
        self.form.view(frame, &self.menu);
    }

    fn needs(&self) -> Size {
        NEEDS
    }

    fn keys(&self) -> Vec<String> {
        screen_keys::named(FORM_KEYS)
    }
}

/// The seeds a pit of the variant `choices` names.
fn own_seeds(choices: &Choices, menu: &Menu) -> usize {
    menu.variants
        .get(choices.variant)
        .map_or(4, |v| v.rules.seeds_per_pit())
}

#[cfg(test)]
mod tests {
    use crossterm::event::{Event, KeyModifiers};

    use super::*;
    use crate::counted::Counted;
    use crate::engine::{
        ByPlayer, EndReason, MAX_SEEDS_PER_PIT, MIN_SEEDS_PER_PIT, Position, Rules, Status,
    };
    use crate::intent::Asking;
    use crate::record::Ending;
    use crate::room::Offer;
    use crate::screen::Shown;
    use crate::setup::{Goal, Mode};

    fn press(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    fn summary(id: TableId) -> Summary {
        Summary {
            id,
            phase: Phase::Waiting,
            names: ByPlayer::new(Some("ama".into()), None),
            present: ByPlayer::new(true, false),
            choice: Choice {
                variant: "kids-and-caboodles".into(),
                rules: Rules::kids_and_caboodles(),
                mode: Mode::Sorry,
                players: Players::Students,
            },
            levels: ByPlayer::new(None, None),
            spectators: 0,
            result: None,
            begun: false,
        }
    }

    fn menu() -> Menu {
        Menu {
            variants: vec![
                Offer {
                    name: "kids-and-caboodles".into(),
                    rules: Rules::kids_and_caboodles(),
                },
                Offer {
                    name: "warri-society".into(),
                    rules: Rules::warri_society(),
                },
            ],
        }
    }

    #[test]
    fn every_key_the_lobbys_last_row_names_does_what_it_says() {
        let tables: Vec<Summary> = [3, 7].into_iter().map(summary).collect();
        let keys = screen_keys::line(LIST_KEYS);
        assert_eq!(
            keys,
            "↑↓ choose · Enter join · w watch · n new table · p puzzles · l lessons · q leave"
        );
        for (code, action, word) in screen_keys::named_keys(LIST_KEYS) {
            // The first table is chosen: what the words promise of it.
            let promised = match word {
                "lobby-key-choose" => None,
                "lobby-key-join" => Some(Intent::Join(3)),
                "lobby-key-watch" => Some(Intent::Watch(3)),
                "lobby-key-new-table" => Some(Intent::NewTable),
                "lobby-key-puzzles" => Some(Intent::Puzzles),
                "lobby-key-lessons" => Some(Intent::Lessons),
                "lobby-key-leave" => Some(Intent::Quit),
                other => panic!("no promise for {other:?} ({action:?})"),
            };
            let mut lobby = Lobby::default();
            assert_eq!(lobby.key(press(code), &tables), promised, "{word}");
        }
        // ↓ then Enter joins the second table.
        let mut lobby = Lobby::default();
        lobby.key(press(KeyCode::Down), &tables);
        assert_eq!(
            lobby.key(press(KeyCode::Enter), &tables),
            Some(Intent::Join(7))
        );
    }

    #[test]
    fn every_key_the_forms_last_line_names_does_what_it_says() {
        let menu = menu();
        assert_eq!(
            screen_keys::line(FORM_KEYS),
            "↑↓ choose a line · ←→ change it · Enter opens the table · Esc back"
        );
        for (code, action, word) in screen_keys::named_keys(FORM_KEYS) {
            let mut form = Form::default();
            let intent = form.key(press(code), &menu);
            match word {
                "lobby-form-key-line" => assert_eq!(form.field, Form::default().fields() - 1),
                "lobby-form-key-change" => {
                    assert_eq!(form.choices.variant, menu.variants.len() - 1)
                }
                "lobby-form-key-open" => {
                    assert_eq!(
                        intent,
                        Some(Intent::Open(Form::default().choice(&menu).unwrap()))
                    );
                }
                "lobby-form-key-back" => assert_eq!(intent, Some(Intent::Back)),
                other => panic!("no promise for {other:?} ({action:?})"),
            }
        }
    }

    #[test]
    fn typing_a_table_number_selects_that_table() {
        let tables: Vec<Summary> = [3, 7, 12].into_iter().map(summary).collect();
        let mut lobby = Lobby::default();
        assert_eq!(lobby.key(press(KeyCode::Char('7')), &tables), None);
        assert_eq!(
            lobby.key(press(KeyCode::Enter), &tables),
            Some(Intent::Join(7))
        );
        lobby.key(press(KeyCode::Char('1')), &tables);
        lobby.key(press(KeyCode::Char('2')), &tables);
        assert_eq!(
            lobby.key(press(KeyCode::Char('w')), &tables),
            Some(Intent::Watch(12))
        );
        // 9 is no table: Enter joins nothing, and the choice stays.
        lobby.key(press(KeyCode::Char('9')), &tables);
        assert_eq!(lobby.key(press(KeyCode::Enter), &tables), None);
        assert_eq!(
            lobby.key(press(KeyCode::Enter), &tables),
            Some(Intent::Join(12))
        );
    }

    #[test]
    fn the_choice_stays_on_its_table_when_one_above_it_closes() {
        let tables: Vec<Summary> = [3, 7, 12].into_iter().map(summary).collect();
        let mut lobby = Lobby::default();
        lobby.key(press(KeyCode::Down), &tables);
        lobby.key(press(KeyCode::Down), &tables);
        // Table 3 closes: 12 is second in the list now, and still chosen.
        let fewer: Vec<Summary> = [7, 12].into_iter().map(summary).collect();
        assert_eq!(
            lobby.key(press(KeyCode::Enter), &fewer),
            Some(Intent::Join(12))
        );
        // Table 12 closes too: the choice falls back to the first table.
        let one: Vec<Summary> = [7].into_iter().map(summary).collect();
        assert_eq!(
            lobby.key(press(KeyCode::Enter), &one),
            Some(Intent::Join(7))
        );
    }

    #[test]
    fn tab_in_the_lobby_reads_the_next_language_its_heading_names() {
        let tables: Vec<Summary> = [3].into_iter().map(summary).collect();
        let mut lobby = Lobby::default();
        assert_eq!(
            lobby.key(press(KeyCode::Tab), &tables),
            Some(Intent::NextLanguage)
        );
        let fr = Lang::from_code("fr").expect("French");
        let screen = reader::reading(fr, || lobby_screen(&lobby, &tables));
        let heading = screen.lines().next().unwrap_or_default();
        assert!(heading.ends_with("Français (Tab)\""), "{heading}");
    }

    #[test]
    fn arrows_stop_at_the_ends_and_enter_on_no_table_opens_the_form() {
        let tables: Vec<Summary> = [1, 2].into_iter().map(summary).collect();
        let mut lobby = Lobby::default();
        lobby.key(press(KeyCode::Up), &tables);
        assert_eq!(
            lobby.key(press(KeyCode::Enter), &tables),
            Some(Intent::Join(1))
        );
        for _ in 0..5 {
            lobby.key(press(KeyCode::Down), &tables);
        }
        assert_eq!(
            lobby.key(press(KeyCode::Enter), &tables),
            Some(Intent::Join(2))
        );
        assert_eq!(
            Lobby::default().key(press(KeyCode::Enter), &[]),
            Some(Intent::NewTable)
        );
        assert_eq!(
            lobby.key(press(KeyCode::Char('q')), &tables),
            Some(Intent::Quit)
        );
    }

    #[test]
    fn the_form_cycles_variant_mode_and_seeds() {
        let menu = menu();
        let mut form = Form::default();
        let first = form.choice(&menu).expect("a choice");
        assert_eq!(
            (first.variant.as_str(), first.mode),
            ("kids-and-caboodles", Mode::Sorry)
        );
        assert_eq!(first.rules.seeds_per_pit(), 4);
        form.key(press(KeyCode::Left), &menu);
        assert_eq!(
            form.choice(&menu).map(|c| c.variant),
            Some("warri-society".into())
        );
        form.key(press(KeyCode::Down), &menu);
        form.key(press(KeyCode::Left), &menu);
        assert_eq!(
            form.choice(&menu).map(|c| c.mode),
            Some(Mode::Hurry { coop: true })
        );
        form.key(press(KeyCode::Down), &menu);
        form.key(press(KeyCode::Right), &menu);
        assert_eq!(form.choice(&menu).map(|c| c.rules.seeds_per_pit()), Some(5));
        // Seeds wrap from the most back to the fewest.
        for _ in 0..(MAX_SEEDS_PER_PIT - 5 + 1) {
            form.key(press(KeyCode::Right), &menu);
        }
        assert_eq!(
            form.choice(&menu).map(|c| c.rules.seeds_per_pit()),
            Some(MIN_SEEDS_PER_PIT)
        );
        match form.key(press(KeyCode::Enter), &menu) {
            Some(Intent::Open(choice)) => assert_eq!(choice.variant, "warri-society"),
            other => panic!("Enter should open the table, got {other:?}"),
        }
        assert_eq!(form.key(press(KeyCode::Esc), &menu), Some(Intent::Back));
    }

    /// Thirty tables: some finished with long results, one with a long
    /// variant's name, one watched.
    fn a_busy_room() -> Vec<Summary> {
        (1..=30)
            .map(|id| {
                let mut table = summary(id);
                table.names = ByPlayer::new(Some(format!("student{id}")), Some("kwabena".into()));
                table.present = ByPlayer::new(true, true);
                table.phase = Phase::Playing;
                if id % 3 == 0 {
                    table.phase = Phase::Finished;
                    table.result = Some(won_by_majority(&format!("student{id}")));
                }
                if id == 2 {
                    table.choice.variant = "a-very-long-house-variant-name".into();
                    table.spectators = 3;
                }
                table
            })
            .collect()
    }

    /// `south` won 27-21, more than half the seeds in their store.
    fn won_by_majority(south: &str) -> Counted {
        let stores = ByPlayer::new(27, 21);
        let end = Position::from_parts(Rules::warri_society(), &[0; 12], stores, Player::North);
        let Status::Over(outcome) = end.expect("a board").status(|_| false) else {
            panic!("a store holds more than half the seeds");
        };
        assert_eq!(outcome.reason(), EndReason::Majority);
        Counted {
            ending: Ending::Played(outcome),
            names: ByPlayer::new(south.to_owned(), "kwabena".to_owned()),
            goal: Goal::Compete,
            round: None,
            sent_out: None,
        }
    }

    fn lobby_screen(lobby: &Lobby, tables: &[Summary]) -> String {
        let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24))
            .expect("a test backend");
        let seen = Seen {
            name: "ama".into(),
            room: Arc::new(LobbyView::new(31, tables.to_vec(), None)),
            reviewable: None,
        };
        terminal
            .draw(|frame| lobby.view(frame, &seen))
            .expect("drawing never fails");
        terminal.backend().to_string()
    }

    #[test]
    fn the_seat_kept_for_a_student_is_found_whatever_the_case_of_their_name() {
        // Table 2 waits and table 3 has ama there: only table 4 keeps a
        // seat for her, and table 5 a second one that is not named.
        let tables: Vec<Summary> = (2..=5)
            .map(|id| {
                let mut table = summary(id);
                table.names = ByPlayer::new(Some("kofi".into()), Some("Ama".into()));
                table.present = ByPlayer::new(true, id == 3);
                table.phase = if id == 2 {
                    Phase::Waiting
                } else {
                    Phase::Playing
                };
                table
            })
            .collect();
        let screen = lobby_screen(&Lobby::default(), &tables);
        assert!(
            screen.contains("Your seat at table 4 is kept for you"),
            "{screen}"
        );
        let view = LobbyView::new(3, tables, None);
        assert_eq!(view.places_of("AMA").and_then(|p| p.kept), Some(4));
        assert!(view.places_of("kofi").is_none());
    }

    #[test]
    fn a_busy_lobby_at_80x24_keeps_results_whole_and_says_it_scrolls() {
        let tables = a_busy_room();
        let screen = lobby_screen(&Lobby::default(), &tables);
        assert!(screen.contains("more below"), "{screen}");
        insta::assert_snapshot!(screen);
    }

    #[test]
    fn a_busy_lobby_at_80x24_in_every_language() {
        let tables = a_busy_room();
        for lang in Lang::all().filter(|&lang| lang != Lang::ENGLISH) {
            let screen = reader::reading(lang, || lobby_screen(&Lobby::default(), &tables));
            insta::with_settings!({ snapshot_suffix => lang.code() }, {
                insta::assert_snapshot!(
                    "a_busy_lobby_at_80x24_keeps_results_whole_and_says_it_scrolls",
                    screen
                );
            });
        }
    }

    #[test]
    fn lobbies_sharing_one_view_each_show_their_own_chosen_table_and_size() {
        let tables = a_busy_room();
        let view = Arc::new(LobbyView::new(2, tables.clone(), None));
        let mut scrolled = Lobby::default();
        for _ in 0..20 {
            scrolled.key(press(KeyCode::Down), &tables);
        }
        let drawn = |lobby: &Lobby, view: &Arc<LobbyView>, size: Size| {
            let backend = ratatui::backend::TestBackend::new(size.width, size.height);
            let mut terminal = ratatui::Terminal::new(backend).expect("a test backend");
            let seen = Seen {
                name: "ama".into(),
                room: Arc::clone(view),
                reviewable: None,
            };
            terminal
                .draw(|frame| lobby.view(frame, &seen))
                .expect("drawn");
            terminal.backend().buffer().clone()
        };
        // Each drawn from the shared view, after the others, as if alone.
        for _ in 0..2 {
            for lobby in [&Lobby::default(), &scrolled] {
                for size in [Size::new(80, 24), Size::new(100, 30)] {
                    let alone = Arc::new(LobbyView::new(2, tables.clone(), None));
                    assert_eq!(drawn(lobby, &view, size), drawn(lobby, &alone, size));
                }
            }
        }
        let chosen = |lobby: &Lobby| {
            let screen = drawn(lobby, &view, Size::new(80, 24));
            let row = (0..24).find(|&y| screen[(2, y)].modifier.contains(Modifier::REVERSED));
            row.map(|y| (0..80).map(|x| screen[(x, y)].symbol()).collect::<String>())
        };
        assert!(chosen(&Lobby::default()).is_some_and(|row| row.starts_with("1 ")));
        assert!(chosen(&scrolled).is_some_and(|row| row.starts_with("21 ")));
    }

    #[test]
    fn a_view_after_another_shows_what_a_view_of_its_own_would() {
        let before = a_busy_room();
        let mut after = before.clone();
        after[1].phase = Phase::Finished;
        after[1].result = Some(won_by_majority("student2"));
        after[4].names[Player::North] = Some("esi".into());
        after.remove(7);
        let drawn = |view: &Arc<LobbyView>, lang: Lang| {
            let backend = ratatui::backend::TestBackend::new(80, 24);
            let mut terminal = ratatui::Terminal::new(backend).expect("a test backend");
            let seen = Seen {
                name: "ama".into(),
                room: Arc::clone(view),
                reviewable: None,
            };
            let lobby = Lobby::default();
            reader::reading(lang, || terminal.draw(|frame| lobby.view(frame, &seen)))
                .expect("drawn");
            terminal.backend().buffer().clone()
        };
        let french = Lang::from_code("fr").expect("a language");
        let earlier = Arc::new(LobbyView::new(2, before, None));
        drawn(&earlier, Lang::ENGLISH);
        let later = Arc::new(LobbyView::after(&earlier, 3, after.clone(), None));
        let alone = Arc::new(LobbyView::new(3, after, None));
        for lang in [Lang::ENGLISH, french] {
            assert_eq!(drawn(&later, lang), drawn(&alone, lang));
        }
    }

    #[test]
    fn lobbies_sharing_one_view_each_read_it_in_their_own_language() {
        let view = Arc::new(LobbyView::new(2, a_busy_room(), None));
        let seen = Seen {
            name: "ama".into(),
            room: Arc::clone(&view),
            reviewable: None,
        };
        let [french, dutch] = ["fr", "nl"].map(|code| Lang::from_code(code).expect("a language"));
        let drawn_in = |lang| {
            let backend = ratatui::backend::TestBackend::new(80, 24);
            let mut terminal = ratatui::Terminal::new(backend).expect("a test backend");
            let lobby = Lobby::default();
            reader::reading(lang, || terminal.draw(|frame| lobby.view(frame, &seen)))
                .expect("drawn");
            terminal.backend().to_string()
        };
        // Each twice, in turns: the second of each reads the rows the
        // first laid out in its language.
        for _ in 0..2 {
            let (fr, nl) = (drawn_in(french), drawn_in(dutch));
            assert!(fr.contains("student1 contre kwabena"), "{fr}");
            assert!(fr.contains("en cours"), "{fr}");
            assert!(!fr.contains("tegen"), "{fr}");
            assert!(nl.contains("student1 tegen kwabena"), "{nl}");
            assert!(nl.contains("bezig"), "{nl}");
            assert!(!nl.contains("contre"), "{nl}");
        }
    }

    #[test]
    fn the_new_table_form_at_80x24_in_every_language() {
        let menu = menu();
        let mut form = Form::default();
        // Players: you, then the computer; then the computer's level.
        for code in [
            KeyCode::Down,
            KeyCode::Down,
            KeyCode::Down,
            KeyCode::Right,
            KeyCode::Down,
        ] {
            form.key(press(code), &menu);
        }
        for lang in Lang::all() {
            let backend = ratatui::backend::TestBackend::new(80, 24);
            let mut terminal = ratatui::Terminal::new(backend).expect("a test backend");
            reader::reading(lang, || terminal.draw(|frame| form.view(frame, &menu)))
                .expect("drawn");
            let screen = terminal.backend().to_string();
            insta::with_settings!({ snapshot_suffix => lang.code() }, {
                insta::assert_snapshot!(screen);
            });
        }
    }

    #[test]
    fn the_lobby_scrolled_to_its_end_says_what_is_above() {
        let tables = a_busy_room();
        let mut lobby = Lobby::default();
        for _ in 0..40 {
            lobby.key(press(KeyCode::Down), &tables);
        }
        let screen = lobby_screen(&lobby, &tables);
        assert!(screen.contains("more above"), "{screen}");
        assert!(!screen.contains("more below"), "{screen}");
        insta::assert_snapshot!(screen);
    }

    #[test]
    fn a_demo_at_two_levels_leaves_every_game_whole_at_80x24() {
        use crate::search::Level;
        let mut game = summary(1);
        game.phase = Phase::Playing;
        game.names[Player::North] = Some("kofi".into());
        game.present[Player::North] = true;
        let mut demo = summary(2);
        demo.phase = Phase::Playing;
        demo.names = ByPlayer::new(Some("Computer".into()), Some("Computer".into()));
        demo.choice.players = Players::Demo(Level::Hard);
        demo.levels = ByPlayer::new(Some(Level::Hard), Some(Level::Easy));
        demo.spectators = 2;
        let screen = lobby_screen(&Lobby::default(), &[game, demo]);
        let row = |id: &str| {
            let line = screen
                .lines()
                .find(|l| l.trim_start_matches('"').starts_with(id));
            line.unwrap_or_else(|| panic!("no row {id}: {screen}"))
                .to_owned()
        };
        assert!(
            row("1").contains("kids-and-caboodles · Sorry · 4"),
            "{screen}"
        );
        assert!(
            row("2").contains("kids-and-caboodles · Sorry · 4"),
            "{screen}"
        );
        assert!(row("2").contains("computer demo (hard/easy)"), "{screen}");
    }

    /// What `lobby` draws on a terminal of `width` x `height`, its rows
    /// joined by spaces.
    fn drawn(lobby: &mut Shown<Asking<LobbyScreen>>, width: u16, height: u16) -> String {
        let backend = ratatui::backend::TestBackend::new(width, height);
        let mut terminal = ratatui::Terminal::new(backend).expect("a test backend");
        terminal.draw(|frame| lobby.draw(frame)).expect("drawn");
        let text = terminal.backend().to_string().replace('"', "");
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn a_lobby_too_small_says_how_big_and_at_its_smallest_lists_its_keys_on_question_mark() {
        let mut lobby = Shown::new(Asking::new(LobbyScreen::default()));
        lobby.screen.screen.seen = Seen {
            name: "ama".into(),
            room: Arc::new(LobbyView::new(2, vec![summary(3)], None)),
            reviewable: None,
        };
        let small = drawn(&mut lobby, 30, 8);
        assert!(
            small.contains("at least 50x10; this one is 30x8"),
            "{small}"
        );
        let mut empty = Shown::new(Asking::new(LobbyScreen::default()));
        let wrapped = drawn(&mut empty, NEEDS.width, NEEDS.height);
        assert!(
            wrapped.contains("a classmate joins it from here."),
            "{wrapped}"
        );
        let smallest = drawn(&mut lobby, NEEDS.width, NEEDS.height);
        assert!(smallest.contains("Enter join"), "{smallest}");
        assert!(smallest.contains("? keys"), "{smallest}");
        assert!(!smallest.contains("q leave"), "{smallest}");
        lobby.event(&Event::Key(press(KeyCode::Char('?'))));
        let listed = drawn(&mut lobby, NEEDS.width, NEEDS.height);
        assert!(listed.contains("q leave"), "{listed}");
        assert_eq!(lobby.screen.take(), None, "? only lists the keys");
    }

    #[test]
    fn the_variant_gives_way_first_in_the_game_column() {
        assert_eq!(
            shorten_game("kids-and-caboodles · Sorry · 4", 20),
            "kids-an… · Sorry · 4"
        );
    }

    #[test]
    fn lines_are_drawn_as_a_wrapped_paragraph_draws_them() {
        let reversed = Style::new().add_modifier(Modifier::REVERSED);
        let heading = format!("{:<60}{:>20}", "Hello Akosua · 31 here", "Tab: Français");
        let cases = [
            // A heading that fits, the language at the end of its row.
            vec![
                Line::styled(heading, bold()),
                Line::styled("Round 1: you play table 7 as South", reversed),
            ],
            // Wide letters, and a line too long for the row.
            vec![
                Line::raw("Ọ̀wàrì 游戏 ".repeat(4)),
                Line::raw("word ".repeat(30)),
            ],
            // Set in, which the wrapping trims.
            vec![Line::raw("  set in by two")],
            // More lines than rows.
            vec![
                Line::raw("a"),
                Line::raw("b"),
                Line::raw("c"),
                Line::raw("d"),
            ],
        ];
        for lines in cases {
            let area = Rect::new(2, 1, 80, 3);
            let mut drawn = Buffer::empty(Rect::new(0, 0, 84, 5));
            let mut paragraph = drawn.clone();
            draw_lines(&mut drawn, lines.clone(), area);
            Paragraph::new(lines.clone())
                .wrap(Wrap { trim: true })
                .render(area, &mut paragraph);
            assert_eq!(drawn, paragraph, "{lines:?}");
        }
    }
}
