//! The pits and stores: counts, seeds as dots while they fit, labels and
//! the keys that pick each pit.

use ratatui::Frame;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph};

use crate::engine::{ByPlayer, Pit, Player};

use super::super::{App, geometry};
use super::Theme;

/// What the board shows at this moment: mid-animation, or the position.
struct Shown {
    pits: Vec<u16>,
    stores: ByPlayer<u16>,
    flashing: Vec<Pit>,
    latest: Option<Pit>,
}

fn shown(app: &App) -> Shown {
    match app.animation() {
        Some(animation) => Shown {
            pits: animation.pits(),
            stores: shown_stores(app),
            flashing: if animation.flash_lit() {
                animation
                    .report()
                    .capture()
                    .pits()
                    .map(|(pit, _)| pit)
                    .collect()
            } else {
                Vec::new()
            },
            latest: animation.latest(),
        },
        None => Shown {
            pits: app.game().position().pits().to_vec(),
            stores: shown_stores(app),
            flashing: Vec::new(),
            latest: None,
        },
    }
}

/// The stores as the picture shows them: until an animation ends, the
/// captured seeds are still on the board.
pub fn shown_stores(app: &App) -> ByPlayer<u16> {
    match app.animation() {
        Some(animation) => animation.before().stores(),
        None => app.game().position().stores(),
    }
}

/// Draws the board into `area`.
pub fn draw(app: &App, theme: &Theme, frame: &mut Frame, area: Rect) {
    let n = app.setup().rules.pits_per_side();
    let cells = geometry::board(area, n);
    let shown = shown(app);
    for (index, (&rect, &label)) in cells.pits.iter().zip(&cells.labels).enumerate() {
        let Some(pit) = Pit::new(index) else { continue };
        draw_pit(app, theme, &shown, pit, frame, rect);
        draw_label(app, theme, pit, frame, label);
    }
    for player in Player::ALL {
        let title = Line::styled(app.setup().seats[player].name.clone(), theme.player(player));
        let block = Block::bordered()
            .border_set(theme.border())
            .title(title.centered());
        frame.render_widget(
            seeds(shown.stores[player], theme, block, cells.stores[player]),
            cells.stores[player],
        );
    }
}

fn draw_pit(app: &App, theme: &Theme, shown: &Shown, pit: Pit, frame: &mut Frame, rect: Rect) {
    let n = app.setup().rules.pits_per_side();
    let owner = pit.owner(n);
    let mover = app.game().position().to_move();
    let still = app.animation().is_none() && app.game().outcome().is_none();
    // The computer picks no pit with the cursor: a cursor on its row would
    // look like its choice while it is still thinking.
    let picking = still && !app.computer_to_move();
    let is_cursor = picking && owner == mover && pit.as_move(n) == app.cursor();
    let mut block = Block::bordered().border_set(theme.border());
    let mut style = if owner == mover && still {
        theme.player(owner)
    } else {
        theme.dim()
    };
    if is_cursor {
        block = block.border_set(theme.cursor_border());
        style = theme.player(owner);
    }
    if still && owner == mover && app.hint() == Some(pit.as_move(n)) {
        style = theme.hint();
    }
    if shown.latest == Some(pit) {
        style = theme.latest();
    }
    if shown.flashing.contains(&pit) {
        style = theme.flash();
    }
    let block = block.border_style(style);
    let seeds_widget = seeds(shown.pits[pit.index()], theme, block, rect);
    frame.render_widget(seeds_widget, rect);
    if is_cursor {
        let count = Rect::new(rect.x + 1, rect.y + 1, rect.width.saturating_sub(2), 1);
        let text = Line::from(shown.pits[pit.index()].to_string()).centered();
        frame.render_widget(Paragraph::new(text).style(theme.cursor(owner)), count);
    }
}

/// A box holding `count` seeds: the number on top, then dots while they
/// fit; past that the number alone says it.
fn seeds<'a>(count: u16, theme: &Theme, block: Block<'a>, rect: Rect) -> Paragraph<'a> {
    let inner = block.inner(rect);
    let per_line = usize::from(inner.width.div_ceil(2));
    let lines = usize::from(inner.height.saturating_sub(1));
    let mut text = vec![Line::styled(count.to_string(), theme.bold())];
    let count = usize::from(count);
    if count <= per_line * lines {
        let dots = vec![theme.seed(); count];
        text.extend(
            dots.chunks(per_line.max(1))
                .map(|row| Line::from(row.join(" "))),
        );
    }
    Paragraph::new(text)
        .block(block)
        .alignment(Alignment::Center)
}

/// The pit's letter, and for the mover's row the key that sows it.
fn draw_label(app: &App, theme: &Theme, pit: Pit, frame: &mut Frame, rect: Rect) {
    let n = app.setup().rules.pits_per_side();
    let owner = pit.owner(n);
    let number = pit.as_move(n).number();
    let playing = app.game().outcome().is_none() && owner == app.game().position().to_move();
    let text = match number {
        1..=9 if playing => format!("{} [{number}]", pit.label(n)),
        10 if playing => format!("{} [0]", pit.label(n)),
        _ => pit.label(n).to_string(),
    };
    let style = if playing {
        theme.player(owner)
    } else {
        Style::new()
    };
    frame.render_widget(Line::styled(text, style).centered(), rect);
}
