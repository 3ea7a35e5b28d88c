//! The room as every lobby shows it, worked out once a change: its
//! tables' rows laid out (once for each language read) and drawn once,
//! then copied into each lobby's screen.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::bold;
use crate::app::level_word;
use crate::class::Standings;
use crate::columns::{Column, Columns};
use crate::console::{STANDINGS, standing_rows};
use crate::engine::Player;
use crate::game::Players;
use crate::setup::name_key;
use crate::table::{Phase, Summary, TableId, mode_short};
use crate::text;
use wari_app::variants::shown_name;
use wari_tournament::Side;
use wari_words::{Lang, reader, tr};

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
pub(super) struct Places {
    /// The table of their tournament game this round, their side and
    /// their opponent, while the game is undecided.
    pub(super) seat: Option<(TableId, Side, String)>,
    /// The first table with a game in progress whose seat for them is
    /// empty.
    pub(super) kept: Option<TableId>,
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
    pub(super) fn places_of(&self, name: &str) -> Option<&Places> {
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
    pub(super) fn draw_shared(
        &self,
        buffer: &mut Buffer,
        list: Rect,
        chosen: usize,
        standings: Rect,
    ) {
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
pub(super) fn shorten_game(game: &str, width: usize) -> String {
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
