//! The pits and stores: counts (in big digits when the pits are tall),
//! seeds as dots (packed when many), labels, the keys that pick each pit,
//! the last move's marks and arrows for the way the seeds travel.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph};

use crate::engine::{ByPlayer, MoveList, MoveReport, Pit, Player, Position};

use super::super::{App, geometry};
use super::{Theme, digits, names};

/// Everything the board shows at one moment, settled before drawing: a
/// game's board with its cursor, hint and sowing ([`Picture::of_app`]), or
/// a still position a lesson, a puzzle or a review shows
/// ([`Picture::still`]). One drawing serves both, so a projector reads
/// big digits wherever a board is.
pub struct Picture<'a> {
    n: usize,
    pits: Vec<u16>,
    stores: ByPlayer<u16>,
    names: ByPlayer<&'a str>,
    looks: Vec<PitLook>,
    /// Each pit's label: its letter, then for the mover's row the key
    /// that sows it, in the mover's colour.
    keys: Option<Player>,
}

/// How one pit is drawn now.
#[derive(Clone, Debug, Default)]
struct PitLook {
    border: Style,
    count: Style,
    cursor: bool,
    /// Glyphs on its border for the last move: where it was lifted from,
    /// where it landed.
    marks: String,
}

impl<'a> Picture<'a> {
    /// The game's board as it stands now, mid-sowing or still.
    pub fn of_app(app: &'a App, theme: &Theme) -> Picture<'a> {
        let shown = shown(app);
        let n = app.setup().rules.pits_per_side();
        let looks = (0..2 * n)
            .filter_map(Pit::new)
            .map(|pit| pit_look(app, theme, &shown, pit))
            .collect();
        let playing = !app.is_over();
        Picture {
            n,
            pits: shown.pits,
            stores: shown_stores(app),
            names: app.setup().seats.as_ref().map(|seat| seat.name.as_str()),
            looks,
            keys: playing.then(|| app.game().position().to_move()),
        }
    }

    /// `position` standing still, after the move of `report` if one is
    /// given: its pit is marked where it was lifted and where it landed,
    /// and the pits it took flash.
    pub fn still(
        position: &Position,
        names: ByPlayer<&'a str>,
        report: Option<&MoveReport>,
        theme: &Theme,
    ) -> Picture<'a> {
        let n = position.rules().pits_per_side();
        let look = |pit: Pit| {
            let taken = report.is_some_and(|r| r.capture().pits().any(|(p, _)| p == pit));
            let marks = report.map_or_else(String::new, |r| {
                let lifted = (r.from() == pit).then(|| theme.lifted());
                let landed = (r.last() == pit).then(|| theme.landed());
                lifted.into_iter().chain(landed).collect()
            });
            PitLook {
                border: if taken { theme.flash() } else { theme.dim() },
                count: theme.bold(),
                cursor: false,
                marks,
            }
        };
        Picture {
            n,
            pits: position.pits().to_vec(),
            stores: position.stores(),
            names,
            looks: (0..2 * n).filter_map(Pit::new).map(look).collect(),
            keys: None,
        }
    }
}

/// What the board shows at this moment: mid-animation, or the position.
struct Shown {
    pits: Vec<u16>,
    flashing: Vec<Pit>,
    latest: Option<Pit>,
    /// The last move's pit, marked until the next move is played.
    lifted: Option<Pit>,
    /// Where the last move's last seed fell, marked likewise.
    landed: Option<Pit>,
    /// The moves the player to move may make, asked once a frame.
    legal: MoveList,
}

fn shown(app: &App) -> Shown {
    match app.animation() {
        Some(animation) => Shown {
            pits: animation.pits(),
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
            lifted: Some(animation.report().from()),
            // The falling seed is lit already; the mark waits for the last.
            landed: None,
            legal: MoveList::default(),
        },
        None => {
            let last = app.played().last().map(|played| played.report);
            Shown {
                pits: app.game().position().pits().to_vec(),
                flashing: Vec::new(),
                latest: None,
                lifted: last.map(|report| report.from()),
                landed: last.map(|report| report.last()),
                legal: app.game().position().legal_moves(),
            }
        }
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

/// Draws the game's board into `area`, `bottom`'s row nearest the viewer.
pub fn draw(app: &App, theme: &Theme, bottom: Player, frame: &mut Frame, area: Rect) {
    draw_picture(&Picture::of_app(app, theme), theme, bottom, frame, area);
}

/// Whether a board of `n` pits a side drawn into `area` has pits tall
/// enough for big digits: where a still board is worth its boxes.
pub fn is_big(area: Rect, n: usize) -> bool {
    let cells = geometry::board(area, n, Player::South);
    let fits = cells
        .pits
        .iter()
        .all(|pit| area.contains(pit.as_position()))
        && (n as u16 + 2) * geometry::MIN_PIT_WIDTH <= area.width;
    fits && cells.pits.first().is_some_and(|&pit| has_big_digits(pit))
}

fn has_big_digits(pit: Rect) -> bool {
    Block::bordered().inner(pit).height >= digits::HEIGHT + 3
}

/// Draws `picture` into `area`, `bottom`'s row nearest the viewer.
pub fn draw_picture(
    picture: &Picture,
    theme: &Theme,
    bottom: Player,
    frame: &mut Frame,
    area: Rect,
) {
    let cells = geometry::board(area, picture.n, bottom);
    // Big digits everywhere or nowhere: the stores are tall enough long
    // before the pits are, and a board mixing the two sizes reads badly.
    let big = cells.pits.first().is_some_and(|&pit| has_big_digits(pit));
    for (index, (&rect, &label)) in cells.pits.iter().zip(&cells.labels).enumerate() {
        let Some(pit) = Pit::new(index) else { continue };
        draw_pit(picture, theme, pit, big, frame, rect);
        draw_label(picture, theme, pit, frame, label);
    }
    for player in Player::ALL {
        let rect = cells.stores[player];
        // A narrow store shows the name's start: a centred title too long
        // for the border would be cut at both ends ("th" for "South").
        let room = usize::from(rect.width.saturating_sub(2));
        let name = names::shorten(picture.names[player], room, theme);
        let title = Line::styled(name, theme.player(player));
        let block = Block::bordered()
            .border_set(theme.border())
            .title(title.centered());
        let inner = block.inner(rect);
        frame.render_widget(block, rect);
        seeds(
            picture.stores[player],
            theme.bold(),
            big,
            theme,
            frame,
            inner,
        );
    }
    arrows(&cells, theme, frame);
}

fn pit_look(app: &App, theme: &Theme, shown: &Shown, pit: Pit) -> PitLook {
    let n = app.setup().rules.pits_per_side();
    let owner = pit.owner(n);
    let mover = app.game().position().to_move();
    let still = app.animation().is_none() && !app.is_over();
    let playable = still && owner == mover && shown.legal.contains(pit.as_move(n));
    // The computer picks no pit with the cursor: a cursor on its row would
    // look like its choice while it is still thinking.
    let cursor =
        still && !app.computer_to_move() && owner == mover && pit.as_move(n) == app.cursor();
    let mut border = if playable {
        theme.player(owner)
    } else {
        theme.dim()
    };
    // A pit the mover may not sow says so by fading, count and all.
    let mut count = if still && owner == mover && !playable {
        theme.dim()
    } else {
        theme.bold()
    };
    if cursor {
        border = theme.player(owner);
        count = theme.cursor(owner);
    }
    if still && owner == mover && app.hint() == Some(pit.as_move(n)) {
        border = theme.hint();
    }
    if shown.latest == Some(pit) {
        border = theme.latest();
    }
    if shown.flashing.contains(&pit) {
        border = theme.flash();
    }
    // Marked by a glyph as well as a colour, so that the last move still
    // shows without colours.
    let marks = [
        (shown.lifted == Some(pit)).then(|| theme.lifted()),
        (shown.landed == Some(pit)).then(|| theme.landed()),
    ]
    .into_iter()
    .flatten()
    .collect();
    PitLook {
        border,
        count,
        cursor,
        marks,
    }
}

fn draw_pit(picture: &Picture, theme: &Theme, pit: Pit, big: bool, frame: &mut Frame, rect: Rect) {
    let look = &picture.looks[pit.index()];
    let border_set = if look.cursor {
        theme.cursor_border()
    } else {
        theme.border()
    };
    let mut block = Block::bordered()
        .border_set(border_set)
        .border_style(look.border);
    if !look.marks.is_empty() {
        block = block.title(Line::styled(look.marks.clone(), theme.latest()));
    }
    let inner = block.inner(rect);
    frame.render_widget(block, rect);
    let count = picture.pits[pit.index()];
    seeds(count, look.count, big, theme, frame, inner);
}

/// Fills a box's inside with `count` seeds: the number on top (in big
/// digits if `big` and they fit), then a dot a seed, spaced while they
/// fit, packed when they do not, and ending in `+` when even packed they
/// overflow: never a blank box where seeds are.
fn seeds(count: u16, count_style: Style, big: bool, theme: &Theme, frame: &mut Frame, inner: Rect) {
    let big = big && inner.height > digits::HEIGHT && inner.width >= digits::width(count);
    let number: Vec<Line> = if big {
        let ink = theme.ink();
        digits::rows(count, ink)
            .into_iter()
            .map(Line::from)
            .collect()
    } else {
        vec![Line::from(count.to_string())]
    };
    let number_rows = number.len() as u16;
    let number_rect = Rect {
        height: number_rows.min(inner.height),
        ..inner
    };
    frame.render_widget(
        Paragraph::new(number).style(count_style).centered(),
        number_rect,
    );
    // A blank row keeps big digits from running into the dots.
    let gap = number_rows + u16::from(big);
    let rest = Rect {
        y: inner.y + gap.min(inner.height),
        height: inner.height.saturating_sub(gap),
        ..inner
    };
    let lines = dots(usize::from(count), rest.width, rest.height, theme.seed());
    frame.render_widget(Paragraph::new(lines).centered(), rest);
}

/// `count` dots in `rows` rows of `width` cells.
fn dots(count: usize, width: u16, rows: u16, seed: &str) -> Vec<Line<'static>> {
    let (width, rows) = (usize::from(width), usize::from(rows));
    if count == 0 || width == 0 || rows == 0 {
        return Vec::new();
    }
    let spaced = width.div_ceil(2);
    let (per_line, between) = if count <= spaced * rows {
        (spaced, " ")
    } else {
        (width, "")
    };
    let mut cells = vec![seed; count.min(per_line * rows)];
    if count > per_line * rows
        && let Some(last) = cells.last_mut()
    {
        *last = "+";
    }
    cells
        .chunks(per_line)
        .map(|row| Line::from(row.join(between)))
        .collect()
}

/// The pit's letter, and for the mover's row the key that sows it.
fn draw_label(picture: &Picture, theme: &Theme, pit: Pit, frame: &mut Frame, rect: Rect) {
    let n = picture.n;
    let owner = pit.owner(n);
    let number = pit.as_move(n).number();
    let playing = picture.keys == Some(owner);
    // Narrow pits (twelve a side at 80 columns) drop the space, so that
    // neighbouring labels do not run together.
    let gap = if rect.width >= 7 { " " } else { "" };
    let text = match number {
        1..=9 if playing => format!("{}{gap}[{number}]", pit.label(n)),
        10 if playing => format!("{}{gap}[0]", pit.label(n)),
        _ => pit.label(n).to_string(),
    };
    let style = if playing {
        theme.player(owner)
    } else {
        Style::new()
    };
    frame.render_widget(Line::styled(text, style).centered(), rect);
}

/// Arrows beside the labels, under and over the stores: the bottom row's
/// seeds travel right, the top row's left, counter-clockwise as seen.
fn arrows(cells: &geometry::Board, theme: &Theme, frame: &mut Frame) {
    let (right, left) = theme.sowing();
    for rect in [cells.stores.south(), cells.stores.north()] {
        // Three say the direction; a wide column full of them is noise.
        let count = usize::from(rect.width.div_ceil(2)).min(3);
        let line = |arrow: &str| Line::styled(vec![arrow; count].join(" "), theme.dim()).centered();
        let top = Rect::new(rect.x, rect.y.saturating_sub(1), rect.width, 1);
        let bottom = Rect::new(rect.x, rect.bottom(), rect.width, 1);
        frame.render_widget(line(left), top);
        frame.render_widget(line(right), bottom);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(lines: &[Line]) -> Vec<String> {
        lines.iter().map(|line| line.to_string()).collect()
    }

    #[test]
    fn few_seeds_are_spaced() {
        assert_eq!(text(&dots(5, 8, 4, "o")), ["o o o o", "o"]);
    }

    #[test]
    fn seeds_that_do_not_fit_spaced_are_packed() {
        assert_eq!(text(&dots(17, 8, 4, "o")), ["oooooooo", "oooooooo", "o"]);
    }

    #[test]
    fn seeds_that_do_not_fit_packed_end_in_a_plus() {
        assert_eq!(text(&dots(9, 3, 2, "o")), ["ooo", "oo+"]);
    }

    #[test]
    fn an_empty_pit_has_no_dots() {
        assert!(dots(0, 8, 4, "o").is_empty());
    }
}
