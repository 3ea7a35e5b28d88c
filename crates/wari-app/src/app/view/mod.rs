//! `view`: draws an [`App`] into any ratatui backend. It only reads the
//! state, so the local terminal, an SSH session and snapshot tests all get
//! the same picture.

mod band;
mod board;
mod digits;
mod help_text;
mod meters;
mod names;
mod overlays;
mod panels;
mod perspective;
mod theme;

use ratatui::Frame;
use ratatui::layout::Rect;

use crate::engine::Player;

pub(crate) use super::geometry::BIGGEST_BOARD_ROWS;
use super::{App, geometry};
pub(crate) use board::{Picture, draw_picture, is_big as is_big_board};
pub(super) use help_text::scroll_limit;
pub use names::{level_word, mode_title};
pub use perspective::Perspective;
pub use theme::Theme;

/// Draws the whole screen for `app`, the board turned as the app's own
/// [`Perspective`] says (`--flip` and `f` on the local board).
pub fn view(app: &App, frame: &mut Frame) {
    view_from(app, frame, app.perspective());
}

/// The player whose row is at the bottom from `perspective`. While a move
/// is being sown the board stays as it was, so the sowing is seen from the
/// side that made it; it turns once the seeds are down.
pub(super) fn bottom(app: &App, perspective: Perspective) -> Player {
    let mover = match app.animation() {
        Some(animation) => animation.before().to_move(),
        None => app.game().position().to_move(),
    };
    perspective.bottom(mover)
}

/// Draws the whole screen for `app` as seen from `perspective`: at a
/// classroom table, each player from their own seat and each watcher from
/// the side they chose, all from one app.
pub fn view_from(app: &App, frame: &mut Frame, perspective: Perspective) {
    let theme = Theme::new(app.view.look);
    let bottom = bottom(app, perspective);
    let area = frame.area();
    let n = app.setup().rules.pits_per_side();
    let Some(screen) = geometry::screen(area, n) else {
        overlays::too_small(app, geometry::needed(n), &theme, frame, area);
        return;
    };
    panels::header(app, &theme, frame, screen.header);
    board::draw(app, &theme, bottom, frame, screen.board);
    panels::turn(app, &theme, bottom, frame, screen.turn);
    // A long hint wraps onto the meter's line when the mode has no meter,
    // and a long narration (a language's words may be longer than
    // English's) onto the lines a message and a meter leave free.
    let below = if meters::shown(app) {
        meters::draw(app, &theme, bottom, frame, screen.meter);
        screen.message
    } else {
        screen.message.union(screen.meter)
    };
    // A message the rows under the narration cannot hold (a Win-Win hint,
    // with the balance's row taken) takes the narration's rows too: the
    // hint asked for is read whole, and the narration is back after it.
    let message_rows = panels::message_text(app, &theme).map_or(0, |text| {
        crate::text::wrapped_rows(&text, usize::from(below.width))
    });
    let crowded = message_rows > usize::from(below.height) && !screen.band;
    if screen.band {
        band::draw(app, &theme, frame, screen.narration);
    } else if app.message().is_none() {
        panels::narration(app, frame, screen.narration.union(below));
    } else if !crowded {
        panels::narration(app, frame, screen.narration);
    }
    let message_area = if crowded {
        screen.narration.union(below)
    } else {
        below
    };
    panels::message(app, &theme, frame, message_area);
    panels::footer(app, &theme, frame, screen.footer);
    if let Some(moves) = screen.moves {
        panels::move_list(app, &theme, frame, moves);
    }
    // A question or the end box stands over the board, never over the
    // move list beside it; a question above the footer, where it hides
    // the words under the board but neither row of pits, which the
    // answer is about.
    let stage = Rect {
        y: area.y,
        height: screen.footer.y.saturating_sub(area.y),
        ..screen.board
    };
    if let Some(scroll) = app.view.help {
        overlays::help(app, scroll, &theme, frame, area);
    } else if let Some(question) = app.question() {
        overlays::question(app, question, &theme, frame, stage);
    } else if app.animation().is_none() && app.is_over() {
        overlays::end(app, &theme, frame, stage);
    }
}
