//! What the student sees: their place drawn in their language, with the
//! lines over it (a note, the teacher's message, a question about their
//! name, the keys), and the frame sent once the journal holds it.

use std::time::Instant;

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::{Clear, Paragraph, Wrap};
use wari_ssh::{Link, Screen};
use wari_words::{reader, tr};

use super::{Place, Session};
use crate::app::keymap;
use crate::engine::Player;
use crate::intent::Asking;
use crate::lobby::LobbyScreen;
use crate::naming::{Naming, view_question};
use crate::room::Entry;
use crate::room::Question;
use crate::screen::Shown;
use crate::table::{Phase, Role, Table, board_keys, side};

impl Session {
    /// Draws the student's place and sends what changed once the journal
    /// holds every event the frame shows; `Ok(false)` when the client is
    /// gone or too slow, an error when the screen could not be drawn.
    pub(super) async fn draw_and_send(&mut self, link: &Link) -> std::io::Result<bool> {
        let lang = self.lang;
        let (screen, mut sight) = self.sight();
        reader::reading(lang, || screen.draw(|frame| sight.draw(frame)))?;
        self.room.journal_caught_up().await;
        Ok(link.send(self.screen.take_bytes()).await)
    }

    /// The screen, and apart from it what is drawn on it now.
    pub(super) fn sight(&mut self) -> (&mut Screen, Sight<'_>) {
        let Session {
            screen,
            place,
            lobby,
            entry,
            note,
            naming,
            question,
            idle,
            message,
            teacher,
            ..
        } = self;
        let sight = Sight {
            place,
            lobby,
            entry,
            naming,
            question,
            warning: idle.warning(Instant::now()),
            teacher: *teacher,
            note: note.as_ref().map(|n| n.text.clone()),
            message: message.as_ref().map(|n| n.text.clone()),
        };
        (screen, sight)
    }
}

/// What a session draws: its place, with the line for the student alone
/// at the bottom and a question about their name over it.
pub(super) struct Sight<'a> {
    place: &'a mut Place,
    lobby: &'a mut Shown<Asking<LobbyScreen>>,
    entry: &'a Entry,
    naming: &'a Option<Naming>,
    question: &'a Option<Question>,
    /// The seconds left before the idle clock closes the session, once
    /// it warns.
    warning: Option<u64>,
    /// Whether it is the teacher's, whose `q` goes back to the console.
    teacher: bool,
    /// A note for the student alone.
    note: Option<String>,
    /// The teacher's message, for its minute: on a row of its own above
    /// the footer, which still says what the table says and the keys.
    message: Option<String>,
}

impl Sight<'_> {
    /// Draws it all in the reader's words.
    pub(super) fn draw(&mut self, frame: &mut Frame) {
        let Sight {
            place,
            lobby,
            entry,
            naming,
            question,
            warning,
            teacher,
            note,
            message,
        } = self;
        // The idle warning stands out over any other line for the student.
        let warning = warning.map(|left| tr!("class-idle-warning", seconds = left));
        let note = warning.or_else(|| note.clone());
        if let Some(naming) = naming {
            naming.view(frame);
            footer(
                frame,
                note.as_ref().or(message.as_ref()).map(String::as_str),
                None,
            );
            return;
        }
        let notice = match place {
            Place::Lobby => {
                lobby.draw(frame);
                None
            }
            Place::Console(console) => {
                console.draw(frame);
                None
            }
            Place::Form(form) => {
                form.draw(frame);
                None
            }
            Place::Solo(screen, _) => {
                screen.draw(frame);
                None
            }
            Place::Review(reviewing) => {
                reviewing.screen.draw(frame);
                None
            }
            Place::Table(table, _) => table.view(frame, entry.session),
        };
        let keys = match place {
            Place::Table(table, Role::Player(player)) => Some(player_keys(table, *player, entry)),
            // One row of 80 columns: `n` is in the help.
            Place::Table(table, Role::Host) => Some(tr!(
                "table-host-keys",
                paused = if table.paused() { "yes" } else { "no" },
                keys = keymap::line(match teacher {
                    true => board_keys::TEACHER_DEMO,
                    false => board_keys::DEMO,
                }),
            )),
            Place::Table(table, Role::Spectator) => Some(tr!(
                "table-spectator-keys",
                table = table.id(),
                keys = keymap::line(board_keys::WATCHING)
            )),
            _ => None,
        };
        let top = footer(frame, note.as_deref(), notice.or(keys));
        if let Some(message) = message {
            above(frame, message, top);
        }
        if let Some(question) = question {
            view_question(frame, question);
        }
    }
}

/// A player's keys: how to sow on their turn (the board's turn line shows
/// no keys at a table, where others read it too), else who they are.
fn player_keys(table: &Table, player: Player, entry: &Entry) -> String {
    // Only a game still going has a player to move.
    if table.to_move() == Some(player) {
        return tr!(
            "table-your-turn-keys",
            keys = keymap::line(board_keys::PLAYING)
        );
    }
    let keys = match table.phase() {
        Phase::Waiting => keymap::line(board_keys::WATCHING),
        Phase::Playing => keymap::line(board_keys::PLAYING),
        Phase::Finished if table.round().is_some() => keymap::line(board_keys::TOURNAMENT_OVER),
        Phase::Finished => keymap::line(board_keys::OVER),
    };
    tr!(
        "table-you-play",
        side = side(player),
        name = entry.name.as_str(),
        table = table.id(),
        keys = keys,
    )
}

/// The most rows the line at the bottom takes when its words are longer
/// than the screen is wide.
const FOOTER_ROWS: u16 = 3;

/// The bottom row: a note for this student alone (standing out), else the
/// table's notice or the keys. A line longer than the row, as some
/// languages' are, wraps onto the rows above rather than lose its end.
/// Returns the first row it took, the screen's bottom when none.
fn footer(frame: &mut Frame, note: Option<&str>, otherwise: Option<String>) -> u16 {
    let area = frame.area();
    if area.height == 0 {
        return area.bottom();
    }
    let (text, style) = match (note, otherwise) {
        (Some(note), _) => (
            note.to_owned(),
            Style::new().add_modifier(Modifier::REVERSED),
        ),
        (None, Some(text)) => (text, Style::new().add_modifier(Modifier::BOLD)),
        (None, None) => return area.bottom(),
    };
    let rows = crate::text::wrapped_rows(&text, usize::from(area.width));
    let rows = u16::try_from(rows)
        .unwrap_or(u16::MAX)
        .min(FOOTER_ROWS)
        .min(area.height);
    let row = Rect::new(area.x, area.bottom() - rows, area.width, rows);
    render_rows(frame, text, style, row);
    row.y
}

/// The teacher's message, standing out, on the rows just above `bottom`.
fn above(frame: &mut Frame, message: &str, bottom: u16) {
    let area = frame.area();
    let rows = crate::text::wrapped_rows(message, usize::from(area.width));
    let rows = u16::try_from(rows)
        .unwrap_or(u16::MAX)
        .min(FOOTER_ROWS)
        .min(bottom.saturating_sub(area.y));
    if rows == 0 {
        return;
    }
    let row = Rect::new(area.x, bottom - rows, area.width, rows);
    let style = Style::new().add_modifier(Modifier::REVERSED);
    render_rows(frame, message.to_owned(), style, row);
}

/// `text` in `style` over `row`, cleared first, wrapped when it takes
/// more than one row.
fn render_rows(frame: &mut Frame, text: String, style: Style, row: Rect) {
    frame.render_widget(Clear, row);
    let paragraph = Paragraph::new(text).style(style);
    match row.height {
        1 => frame.render_widget(paragraph, row),
        _ => frame.render_widget(paragraph.wrap(Wrap { trim: true }), row),
    }
}
