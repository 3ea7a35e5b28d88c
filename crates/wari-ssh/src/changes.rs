//! The cells of a frame that differ from the frame before: ratatui's own
//! diff, cell for cell and in the same order, made cheap where a
//! classroom's frames spend it.
//!
//! When a round opens, every student's screen is drawn and compared at
//! once. ratatui's diff works out each cell's display width before it
//! compares the cell, and compares its text through a call to `memcmp`:
//! for the box-drawing borders of every lobby and board, that was a good
//! part of the server's time. Here a cell is compared first, its text
//! byte by byte, and a width is only worked out where ratatui's steps use
//! it, once for each run of the same letter.

use ratatui::buffer::{Buffer, Cell, CellDiffOption, CellWidth};
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier};

/// Modifiers that show on a blank cell, so a wide letter's old style may
/// stay visible after it (as ratatui's diff says).
const VISIBLE_ON_BLANK: Modifier = Modifier::REVERSED
    .union(Modifier::UNDERLINED)
    .union(Modifier::SLOW_BLINK)
    .union(Modifier::RAPID_BLINK)
    .union(Modifier::CROSSED_OUT);

/// The changed cells from `prev` to `next`, as `(x, y, cell)`: exactly
/// what `prev.diff(&next)` gives.
pub(crate) struct Changes<'a> {
    prev: &'a [Cell],
    next: &'a [Cell],
    area: Rect,
    pos: usize,
    trailing: Option<Trailing>,
    widths: Widths,
}

/// The cells after a wide letter still to look at: `force` writes them
/// whether or not they changed.
struct Trailing {
    at: usize,
    end: usize,
    force: bool,
}

impl<'a> Changes<'a> {
    /// The changes between two buffers of the same place and width.
    pub(crate) fn new(prev: &'a Buffer, next: &'a Buffer) -> Changes<'a> {
        debug_assert_eq!(
            (prev.area.x, prev.area.y, prev.area.width),
            (next.area.x, next.area.y, next.area.width)
        );
        let len = prev.content.len().min(next.content.len());
        Changes {
            prev: &prev.content[..len],
            next: &next.content[..len],
            area: prev.area,
            pos: 0,
            trailing: None,
            widths: Widths::default(),
        }
    }

    fn at(&self, index: usize) -> (u16, u16, &'a Cell) {
        let width = usize::from(self.area.width);
        let x = index % width + usize::from(self.area.x);
        let y = index / width + usize::from(self.area.y);
        (x as u16, y as u16, &self.next[index])
    }

    /// The next trailing cell to write, if any is left.
    fn next_trailing(&mut self) -> Option<usize> {
        let len = self.next.len();
        let trailing = self.trailing.as_mut()?;
        while trailing.at < trailing.end {
            let j = trailing.at;
            let width = self.widths.of(&self.next[j]).max(1);
            trailing.at += width;
            trailing.end = trailing.end.max(trailing.at).min(len);
            let changed = self.prev[j].symbol() != self.next[j].symbol();
            if !is_skip(&self.next[j]) && (trailing.force || changed) {
                return Some(j);
            }
        }
        self.pos = trailing.end;
        self.trailing = None;
        None
    }

    /// Looks at a cell whose diff option is none or "always": `true` when
    /// it is written, after noting what follows it.
    fn look(&mut self, i: usize) -> bool {
        let (current, previous) = (&self.next[i], &self.prev[i]);
        let always = matches!(current.diff_option, CellDiffOption::AlwaysUpdate);
        if !always && same(current, previous) {
            // An unchanged wide letter still covers the cells after it.
            self.pos += self.widths.of(current).saturating_sub(1);
            return false;
        }
        let width = self.widths.of(current);
        let previous_width = self.widths.of(previous);
        if width > 1 && current.symbol().contains('\u{FE0F}') {
            self.trailing = Some(Trailing {
                at: i + 1,
                end: (i + width).min(self.next.len()),
                force: false,
            });
        } else if width > 1 {
            self.pos += width - 1;
        } else if previous_width > width
            && (previous.bg != Color::Reset || previous.modifier.intersects(VISIBLE_ON_BLANK))
        {
            self.trailing = Some(Trailing {
                at: i + 1,
                end: (i + previous_width).min(self.next.len()),
                force: true,
            });
        }
        true
    }
}

impl<'a> Iterator for Changes<'a> {
    type Item = (u16, u16, &'a Cell);

    fn next(&mut self) -> Option<Self::Item> {
        if let Some(j) = self.next_trailing() {
            return Some(self.at(j));
        }
        while self.pos < self.next.len() {
            let i = self.pos;
            self.pos += 1;
            let current = &self.next[i];
            let written = match current.diff_option {
                CellDiffOption::Skip => false,
                _ if is_skip(current) => false,
                CellDiffOption::ForcedWidth(width) => {
                    self.pos += usize::from(width.get()) - 1;
                    current != &self.prev[i]
                }
                CellDiffOption::None | CellDiffOption::AlwaysUpdate => self.look(i),
            };
            if written {
                return Some(self.at(i));
            }
        }
        None
    }
}

/// Whether ratatui's diff skips a cell.
#[allow(deprecated)]
fn is_skip(cell: &Cell) -> bool {
    matches!(cell.diff_option, CellDiffOption::Skip)
        || (cell.skip && matches!(cell.diff_option, CellDiffOption::None))
}

/// `a == b` for cells, cheapest test first: colours and modifiers, then
/// the text, byte by byte (a cell's text is a letter or two).
#[allow(deprecated)]
fn same(a: &Cell, b: &Cell) -> bool {
    a.fg == b.fg
        && a.bg == b.bg
        && a.modifier == b.modifier
        && a.underline_color == b.underline_color
        && a.diff_option == b.diff_option
        && a.skip == b.skip
        && same_text(a.symbol().as_bytes(), b.symbol().as_bytes())
}

fn same_text(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x == y)
}

/// Cell widths as ratatui works them out, remembering the last text of
/// two to eight bytes: a border is a run of the same letter.
#[derive(Default)]
struct Widths {
    text: [u8; 8],
    len: usize,
    width: usize,
}

impl Widths {
    fn of(&mut self, cell: &Cell) -> usize {
        if let CellDiffOption::ForcedWidth(width) = cell.diff_option {
            return usize::from(width.get());
        }
        let text = cell.symbol().as_bytes();
        if text.len() == 1 {
            return 1;
        }
        if self.len > 0 && same_text(&self.text[..self.len], text) {
            return self.width;
        }
        let width = usize::from(cell.symbol().cell_width());
        if (2..=self.text.len()).contains(&text.len()) {
            self.text[..text.len()].copy_from_slice(text);
            (self.len, self.width) = (text.len(), width);
        }
        width
    }
}

#[cfg(test)]
mod tests {
    use std::num::NonZeroU16;

    use ratatui::style::Style;

    use super::*;
    use crate::test_cells::{COLORS, random};

    /// Letters of every width: plain, borders, accents, a combined
    /// accent, wide letters, an emoji with and without its selector, and
    /// the empty text ratatui leaves after a wide letter.
    const TEXTS: [&str; 11] = [
        "a",
        "b",
        " ",
        "─",
        "│",
        "é",
        "e\u{301}",
        "漢",
        "🌱",
        "❤\u{FE0F}",
        "",
    ];

    /// A buffer with runs of text as ratatui's widgets write it (wide
    /// letters with their trailing cells), and some cells set one by one,
    /// a few with diff options.
    fn buffer(area: Rect, seed: u64) -> Buffer {
        let mut pick = random(seed);
        let mut buffer = Buffer::empty(area);
        for _ in 0..12 {
            let text: String = (0..pick(8)).map(|_| TEXTS[pick(TEXTS.len())]).collect();
            let style = Style::new()
                .fg(COLORS[pick(COLORS.len())])
                .bg(COLORS[pick(3)])
                .add_modifier(Modifier::from_bits_truncate(pick(1 << 9) as u16));
            let x = area.x + pick(area.width.into()) as u16;
            let y = area.y + pick(area.height.into()) as u16;
            buffer.set_string(x, y, text, style);
        }
        // Not in the last column, where a wide cell would reach past the
        // buffer, which ratatui's diff does not allow for.
        for _ in 0..pick(6) {
            let x = area.x + pick(usize::from(area.width) - 1) as u16;
            let y = area.y + pick(area.height.into()) as u16;
            let cell = &mut buffer[(x, y)];
            cell.set_symbol(TEXTS[pick(TEXTS.len())]);
            cell.diff_option = match pick(8) {
                0 => CellDiffOption::Skip,
                1 => CellDiffOption::AlwaysUpdate,
                2 => CellDiffOption::ForcedWidth(NonZeroU16::new(2).unwrap()),
                _ => CellDiffOption::None,
            };
        }
        buffer
    }

    #[test]
    fn the_changes_are_ratatuis_diff_cell_for_cell() {
        let area = Rect::new(0, 0, 24, 5);
        for seed in 0..2000 {
            let (before, after) = (buffer(area, seed), buffer(area, seed + 50_000));
            let ours: Vec<_> = Changes::new(&before, &after).collect();
            assert_eq!(ours, before.diff(&after), "seed {seed}");
            let unchanged: Vec<_> = Changes::new(&after, &after).collect();
            assert_eq!(unchanged, after.diff(&after), "seed {seed}, no change");
        }
    }

    #[test]
    fn a_frame_away_from_the_corner_reports_its_own_places() {
        let area = Rect::new(3, 2, 10, 4);
        let before = Buffer::empty(area);
        let mut after = Buffer::empty(area);
        after.set_string(5, 4, "漢x", Style::new());
        let ours: Vec<_> = Changes::new(&before, &after)
            .map(|(x, y, c)| (x, y, c.symbol().to_owned()))
            .collect();
        assert_eq!(ours, [(5, 4, "漢".to_owned()), (7, 4, "x".to_owned())]);
    }
}
