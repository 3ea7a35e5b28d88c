//! The lobby: the tables in the room, and the `new table` form. Each
//! session keeps its own cursor and keys (here); the list itself is
//! worked out once for every lobby (`view`, `shared`), and each lobby
//! words it in its student's language; the form is `form`'s.

mod form;
mod shared;
mod view;

pub use form::FormScreen;
pub use shared::{Lobbies, Recent};
pub use view::LobbyView;

use std::sync::Arc;

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect, Size};
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::class::Standings;
use super::intent::Asks;
pub use super::intent::Intent;
use super::table::{Summary, TableId};
use crate::screen_keys::{self, ScreenKey};
use crate::setup::same_name;
use wari_tournament::Side;
use wari_words::{reader, tr};

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

fn bold() -> Style {
    Style::new().add_modifier(Modifier::BOLD)
}

#[cfg(test)]
mod tests;
