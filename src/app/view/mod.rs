//! `view`: draws an [`App`] into any ratatui backend. It only reads the
//! state, so the local terminal, an SSH session and snapshot tests all get
//! the same picture.

mod board;
mod help_text;
mod meters;
mod overlays;
mod panels;
mod theme;

use ratatui::Frame;

use super::{App, geometry};
pub(super) use help_text::scroll_limit;
pub use theme::Theme;

/// Draws `app`'s help scrolled `scroll` lines down (at most to the end of
/// the text), whatever the app shows: at a classroom table one student
/// reads the help while the others at the table draw the same app.
/// Returns the scroll used.
pub fn view_help(app: &App, frame: &mut Frame, scroll: u16) -> u16 {
    let area = frame.area();
    let limit = help_text::scroll_limit(app.setup(), app.place(), area.as_size());
    let scroll = scroll.min(limit);
    overlays::help(app, scroll, &Theme::new(app.look), frame, area);
    scroll
}

/// Draws the whole screen for `app`.
pub fn view(app: &App, frame: &mut Frame) {
    let theme = Theme::new(app.look);
    let area = frame.area();
    let n = app.setup().rules.pits_per_side();
    let Some(screen) = geometry::screen(area, n) else {
        overlays::too_small(geometry::needed(n), &theme, frame, area);
        return;
    };
    panels::header(app, &theme, frame, screen.header);
    board::draw(app, &theme, frame, screen.board);
    panels::turn(app, &theme, frame, screen.turn);
    panels::narration(app, frame, screen.narration);
    // A long hint wraps onto the meter's line when the mode has no meter.
    if meters::shown(app) {
        panels::message(app, &theme, frame, screen.message);
        meters::draw(app, &theme, frame, screen.meter);
    } else {
        panels::message(app, &theme, frame, screen.message.union(screen.meter));
    }
    panels::footer(app, &theme, frame, screen.footer);
    if let Some(moves) = screen.moves {
        panels::move_list(app, &theme, frame, moves);
    }
    if let Some(scroll) = app.help {
        overlays::help(app, scroll, &theme, frame, area);
    } else if let Some(question) = app.question() {
        overlays::question(app, question, &theme, frame, area);
    } else if app.animation().is_none() && app.game().outcome().is_some() {
        overlays::end(app, &theme, frame, area);
    }
}
