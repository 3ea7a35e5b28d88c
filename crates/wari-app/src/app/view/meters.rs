//! The line under the narration: Hurry's countdown and Win-Win's balance.

use std::time::Duration;

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use unicode_width::UnicodeWidthStr;
use wari_words::tr;

use crate::engine::Player;

use super::super::App;
use super::{Theme, names};
use crate::setup::Goal;

/// Whether the line shows anything: the message may use it when not.
/// The last move's seeds fall before the game is seen to be over.
pub fn shown(app: &App) -> bool {
    let mode = app.setup().mode;
    let playing = !app.is_over() || app.animation().is_some();
    playing && (mode.is_hurry() || mode.goal() == Goal::Cooperate)
}

/// Hurry's countdown and, when the players share a goal, the balance of
/// the stores; side by side when both are shown.
pub fn draw(app: &App, theme: &Theme, bottom: Player, frame: &mut Frame, area: Rect) {
    let mode = app.setup().mode;
    if !shown(app) {
        return;
    }
    // Where a balance shares the row, the clock has half of it less a
    // gap of two.
    let clock_room = if mode.goal() == Goal::Cooperate {
        (area.width / 2).saturating_sub(2)
    } else {
        area.width
    };
    let clock = mode.is_hurry().then(|| countdown(app, theme, clock_room));
    // The clock takes what it draws and a gap of two, but never more
    // than half the row; the balance the rest, so that its names are not
    // cut for empty columns, nor its words on a narrow screen.
    let clock_width = clock.as_ref().map_or(0, |clock| {
        let drawn = u16::try_from(clock.width() + 2).unwrap_or(u16::MAX);
        drawn.min(area.width / 2)
    });
    let room = area.width - clock_width;
    let balance = (mode.goal() == Goal::Cooperate).then(|| balance(app, theme, bottom, room));
    match (clock, balance) {
        (Some(clock), Some(balance)) => {
            frame.render_widget(
                clock,
                Rect {
                    width: clock_width,
                    ..area
                },
            );
            frame.render_widget(
                balance,
                Rect {
                    x: area.x + clock_width,
                    width: room,
                    ..area
                },
            );
        }
        (Some(line), None) | (None, Some(line)) => frame.render_widget(line, area),
        (None, None) => {}
    }
}

/// The time left as words and a bar of up to 20 cells, the whole no
/// wider than `room`: the bar gives way, down to 5 cells, before the
/// words do.
fn countdown(app: &App, theme: &Theme, room: u16) -> Line<'static> {
    let total = app.setup().hurry.max(Duration::from_millis(1));
    // The clock starts once the sowing has been shown.
    let left = app.countdown().unwrap_or(total);
    // Whole seconds and tenths apart, so that each language writes its
    // own decimal mark.
    let shown = format!("{:.1}", left.as_secs_f64());
    let (whole, tenth) = shown.split_once('.').unwrap_or((&shown, "0"));
    let seconds = tr!("board-meter-seconds", whole = whole, tenth = tenth);
    let label = tr!("board-meter-time");
    let words = label.width() + 1 + 1 + seconds.width();
    let width = usize::from(room).saturating_sub(words).clamp(5, 20);
    let filled = (left.as_secs_f64() / total.as_secs_f64() * width as f64).ceil() as usize;
    let (full, empty) = theme.bar();
    let bar = full.repeat(filled.min(width)) + &empty.repeat(width - filled.min(width));
    Line::from(vec![
        Span::raw(format!("{label} ")),
        Span::styled(bar, theme.warning()),
        Span::raw(format!(" {seconds}")),
    ])
}

/// A bar with a mark in the middle and one for what stopping now would
/// give, each end named for the player it stands for: the further apart
/// the two would end, the further the mark sits toward the one ahead (the
/// bottom player's on the right, the other's on the left, as on the
/// board). Stopping sends each row's seeds to its owner (RULES.md 3.4), so
/// the stores alone would show a goal the players could not keep by
/// stopping. It reads the position the board shows, which is the one
/// before the move until the sowing has been seen. The bar, then the word
/// "Balance", then the names give way to the words in `width` columns,
/// and the words to fewer words.
fn balance(app: &App, theme: &Theme, bottom: Player, width: u16) -> Line<'static> {
    let shown = app
        .animation()
        .map_or_else(|| app.game().position(), |animation| animation.before());
    let stopped = shown.swept();
    let apart = i32::from(stopped[bottom]) - i32::from(stopped[!bottom]);
    let width = usize::from(width);
    // Short words where the whole would not fit beside the shortest names
    // (3 columns each) and a bar of 7.
    // After the name, as the reader's language writes a colon.
    let said = |words: String| format!("{} {words}", tr!("board-balance-colon"));
    let words = said(tr!("board-balance-apart", apart = apart.unsigned_abs()));
    let words = if words.width() + 3 + 3 + 2 + 7 > width {
        said(tr!(
            "board-balance-apart-short",
            apart = apart.unsigned_abs()
        ))
    } else {
        words
    };
    // The names share what a bar of 7 leaves them: each keeps up to 8
    // columns, and a long one gives way before a short one.
    let room = width.saturating_sub(words.width() + 2 + 7);
    let seats = &app.setup().seats;
    let wide = |player: Player| seats[player].name.width().min(8);
    let name = |player: Player| {
        let room = (room / 2).max(room.saturating_sub(wide(!player)));
        names::shorten(&seats[player].name, room.clamp(3, 8), theme)
    };
    let (left, right) = (name(!bottom), name(bottom));
    let mut used = left.width() + right.width() + words.width() + 2;
    // The word "Balance" only where a bar of 11 still fits after it.
    let label = format!("{} ", tr!("board-balance"));
    let label = if width >= used + label.width() + 11 {
        used += label.width();
        label
    } else {
        String::new()
    };
    let half = (width.saturating_sub(used + 1) / 2).clamp(3, 10) as i32;
    let mark = (half + apart.clamp(-half, half)) as usize;
    let (full, empty) = theme.bar();
    let mut cells = vec![empty; 2 * half as usize + 1];
    cells[half as usize] = "|";
    cells[mark] = full;
    Line::from(vec![
        Span::raw(label),
        Span::styled(left, theme.player(!bottom)),
        Span::raw(" "),
        Span::styled(cells.concat(), theme.hint()),
        Span::raw(" "),
        Span::styled(right, theme.player(bottom)),
        Span::raw(words),
    ])
}
