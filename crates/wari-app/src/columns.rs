//! A list in columns that never cuts what matters. A plain table given
//! too narrow a screen cuts every cell at its column's edge, silently: a
//! result loses its score, a name its end, and nothing says rows are
//! hidden. Here each column says how it gives way: kept whole, cut with
//! an ellipsis down to a minimum, or wrapped onto more lines; and when
//! the rows overflow, the last line says how many are above and below.
//! Widths are display widths: `小` and `🦁` take two columns. Headers
//! and the last line are in the reader's language.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Text};
use ratatui::widgets::{Row, StatefulWidget, Table, TableState, Widget};
use unicode_width::UnicodeWidthStr;
use wari_words::tr;

use crate::text;

/// Blank columns between two columns.
const SPACING: u16 = 1;

/// How a column gives way when the screen is too narrow for every cell.
#[derive(Clone, Copy, Debug)]
pub enum Fit {
    /// Never cut: as wide as its longest cell. For what names a row,
    /// such as a number the reader types to choose it.
    Whole,
    /// Cut by `cut` (given the cell and its width) when it must be. It
    /// gives way before the columns cut after it have `min` columns each,
    /// so the earlier of two cut columns is the one kept whole longer.
    Cut {
        /// The columns kept for it from the cut columns before it.
        min: u16,
        /// Shortens a cell to a width, saying that it was shortened.
        cut: fn(&str, usize) -> String,
    },
    /// Wrapped onto more lines, never cut: `reserve` columns (or its
    /// longest cell, if narrower) are kept for it before any column is
    /// cut, and it takes whatever the other columns leave.
    Wrap {
        /// The width it keeps before the cut columns are given room.
        reserve: u16,
    },
}

/// One column of the list: its header and how it gives way. The header
/// is a message id, read in the reader's language when drawn; a header
/// that is no message id (`#`) is shown as it is.
#[derive(Clone, Copy, Debug)]
pub struct Column {
    header: &'static str,
    fit: Fit,
}

impl Column {
    /// Its header in the reader's language.
    fn header(&self) -> String {
        wari_words::text(self.header, None)
    }

    /// A column never cut.
    pub const fn whole(header: &'static str) -> Column {
        Column {
            header,
            fit: Fit::Whole,
        }
    }

    /// A column cut with `…` when it must be, keeping `min` columns.
    pub const fn cut(header: &'static str, min: u16) -> Column {
        Column::cut_by(header, min, ellipsis)
    }

    /// A column shortened by `cut` when it must be, keeping `min`
    /// columns: for a cell whose end says more than its middle.
    pub const fn cut_by(header: &'static str, min: u16, cut: fn(&str, usize) -> String) -> Column {
        Column {
            header,
            fit: Fit::Cut { min, cut },
        }
    }

    /// A column wrapped and never cut, keeping up to `reserve` columns.
    pub const fn wrap(header: &'static str, reserve: u16) -> Column {
        Column {
            header,
            fit: Fit::Wrap { reserve },
        }
    }

    /// The cell `text` in `width` columns, on as many lines as it takes.
    fn cell(&self, text: &str, width: u16) -> Text<'static> {
        let width = usize::from(width);
        match self.fit {
            Fit::Whole => Text::from(text.to_owned()),
            Fit::Cut { cut, .. } => Text::from(cut(text, width)),
            Fit::Wrap { .. } => {
                let lines = text::wrap(text, width).into_iter().map(Line::from);
                Text::from(lines.collect::<Vec<_>>())
            }
        }
    }

    /// The lines the cell `text` takes in `width` columns.
    fn lines(&self, text: &str, width: u16) -> usize {
        match self.fit {
            Fit::Wrap { .. } if text.width() > usize::from(width) => {
                text::wrapped_rows(text, usize::from(width))
            }
            Fit::Whole | Fit::Cut { .. } | Fit::Wrap { .. } => 1,
        }
    }

    /// The columns kept for it from the cut columns before it.
    fn min(&self) -> u16 {
        match self.fit {
            Fit::Cut { min, .. } => min,
            Fit::Whole | Fit::Wrap { .. } => 0,
        }
    }
}

/// `text` in `width` columns, ending in `…` when cut.
fn ellipsis(text: &str, width: usize) -> String {
    text::cut(text, width, "…")
}

/// Rows of `N` cells under their columns' headers, one of them chosen;
/// `noun` names what a row is, for the line that counts them: `table`,
/// `player`, `student` or `game`, which each language counts in its own
/// words.
#[derive(Clone, Debug)]
pub struct Columns<'a, const N: usize> {
    columns: [Column; N],
    rows: &'a [[String; N]],
    noun: &'a str,
    chosen: Option<usize>,
}

impl<'a, const N: usize> Columns<'a, N> {
    /// The list of `rows`, each a `noun`, none chosen.
    pub fn new(columns: [Column; N], rows: &'a [[String; N]], noun: &'a str) -> Self {
        Columns {
            columns,
            rows,
            noun,
            chosen: None,
        }
    }

    /// The list with the row at `index` highlighted and kept in sight.
    pub fn chosen(self, index: Option<usize>) -> Self {
        Columns {
            chosen: index,
            ..self
        }
    }

    /// The columns' widths on a screen `width` wide. The columns never
    /// cut take their longest cell; the wrapped columns keep their
    /// reserve; the cut columns, in order, take their longest cell or
    /// what is left once the later ones have their minimum; the first
    /// wrapped column takes the rest.
    pub fn widths(&self, width: u16) -> [u16; N] {
        let longest = self.longest();
        let mut widths = [0; N];
        let gaps = SPACING * (N as u16).saturating_sub(1);
        let mut left = width.saturating_sub(gaps);
        for (at, column) in self.columns.iter().enumerate() {
            if let Fit::Whole = column.fit {
                widths[at] = longest[at];
                left = left.saturating_sub(longest[at]);
            }
        }
        let mut first_wrap = None;
        for (at, column) in self.columns.iter().enumerate() {
            if let Fit::Wrap { reserve } = column.fit {
                widths[at] = longest[at].min(reserve).min(left);
                left -= widths[at];
                first_wrap = first_wrap.or(Some(at));
            }
        }
        let mut later_mins: u16 = self.columns.iter().map(Column::min).sum();
        for (at, column) in self.columns.iter().enumerate() {
            if let Fit::Cut { min, .. } = column.fit {
                later_mins -= min;
                widths[at] = longest[at].min(left.saturating_sub(later_mins));
                left -= widths[at];
            }
        }
        if let Some(at) = first_wrap {
            widths[at] += left;
        }
        widths
    }

    /// Each column's widest cell, its header's included.
    fn longest(&self) -> [u16; N] {
        std::array::from_fn(|at| {
            let cells = self.rows.iter().map(|row| row[at].as_str());
            let widest = cells.map(UnicodeWidthStr::width).max().unwrap_or(0);
            widest.max(self.columns[at].header().width()) as u16
        })
    }

    /// The row `cells` in columns `widths` wide.
    fn row(&self, cells: &[String; N], widths: &[u16; N]) -> Row<'static> {
        let texts: [Text<'static>; N] =
            std::array::from_fn(|at| self.columns[at].cell(&cells[at], widths[at]));
        let height = texts.iter().map(Text::height).max().unwrap_or(0).max(1);
        Row::new(texts).height(height as u16)
    }

    /// The lines the row `cells` takes in columns `widths` wide, worked
    /// out without laying it out: only the rows shown are laid out.
    fn height(&self, cells: &[String; N], widths: &[u16; N]) -> usize {
        let lines = (0..N).map(|at| self.columns[at].lines(&cells[at], widths[at]));
        lines.max().unwrap_or(1).max(1)
    }

    /// The first row shown in `room` lines: the first, unless the chosen
    /// row would then be below the last line, when the rows scroll until
    /// it is the last shown.
    fn first_shown(&self, heights: &[usize], room: u16) -> usize {
        let Some(chosen) = self.chosen.filter(|&c| c < heights.len()) else {
            return 0;
        };
        let mut first = 0;
        let mut used: usize = heights[..=chosen].iter().sum();
        while used > usize::from(room) && first < chosen {
            used -= heights[first];
            first += 1;
        }
        first
    }

    /// The last line when the rows overflow: how many rows are hidden
    /// `above` the first shown and below the `shown` ones, and that the
    /// arrows scroll.
    fn more(&self, above: usize, shown: usize) -> String {
        let below = self.rows.len().saturating_sub(above + shown);
        let mut parts = Vec::new();
        if above > 0 {
            parts.push(tr!("columns-above", count = above));
        }
        if below > 0 {
            parts.push(tr!("columns-below", count = below));
        }
        let count = self.rows.len();
        parts.push(tr!("columns-scroll", noun = self.noun, count = count));
        parts.join(" · ")
    }
}

impl<const N: usize> Widget for Columns<'_, N> {
    /// Draws the header and the rows that fit, scrolled to keep the
    /// chosen row in sight, and keeps the last line for the count of
    /// rows hidden when they do not all fit.
    fn render(self, area: Rect, buf: &mut Buffer) {
        let widths = self.widths(area.width);
        let heights: Vec<usize> = self
            .rows
            .iter()
            .map(|cells| self.height(cells, &widths))
            .collect();
        let below_header = usize::from(area.height.saturating_sub(1));
        let overflows = heights.iter().sum::<usize>() > below_header && area.height > 2;
        let [grid_area, more_area] = Layout::vertical([
            Constraint::Fill(1),
            Constraint::Length(u16::from(overflows)),
        ])
        .areas(area);
        let room = grid_area.height.saturating_sub(1);
        let first = self.first_shown(&heights, room);
        // A row taller than the room is shown cut rather than not at all.
        let shown =
            fitting(&heights, first, room).max(usize::from(room > 0 && first < heights.len()));
        let rows = self.rows[first..first + shown]
            .iter()
            .map(|cells| self.row(cells, &widths));
        let bold = Style::new().add_modifier(Modifier::BOLD);
        let header = Row::new(self.columns.map(|c| c.header()));
        let grid = Table::new(rows, widths.map(Constraint::Length))
            .column_spacing(SPACING)
            .header(header.style(bold.add_modifier(Modifier::UNDERLINED)))
            .row_highlight_style(Style::new().add_modifier(Modifier::REVERSED));
        let chosen = self.chosen.and_then(|c| c.checked_sub(first));
        let mut state = TableState::default().with_selected(chosen.filter(|&c| c < shown));
        StatefulWidget::render(grid, grid_area, buf, &mut state);
        if overflows {
            Line::styled(self.more(first, shown), bold).render(more_area, buf);
        }
    }
}

/// How many rows of `heights`, from the one at `first`, fit in `height`
/// lines.
fn fitting(heights: &[usize], first: usize, height: u16) -> usize {
    let mut used = 0;
    heights
        .iter()
        .skip(first)
        .take_while(|&&lines| {
            used += lines;
            used <= usize::from(height)
        })
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows<const N: usize>(cells: &[[&str; N]]) -> Vec<[String; N]> {
        cells.iter().map(|row| row.map(str::to_owned)).collect()
    }

    /// What `list` draws on a screen `width` x `height`, line by line.
    fn drawn<const N: usize>(list: Columns<'_, N>, width: u16, height: u16) -> Vec<String> {
        let backend = ratatui::backend::TestBackend::new(width, height);
        let mut terminal = ratatui::Terminal::new(backend).expect("a test terminal");
        terminal
            .draw(|frame| frame.render_widget(list, frame.area()))
            .expect("drawing into memory");
        let screen = terminal.backend().to_string();
        // Each line is quoted, then may say which cells a wide character hides.
        let line = |l: &str| {
            l.split('"')
                .nth(1)
                .unwrap_or_default()
                .trim_end()
                .to_owned()
        };
        screen.lines().map(line).collect()
    }

    const THREE: [Column; 3] = [
        Column::whole("#"),
        Column::cut("name", 6),
        Column::wrap("result", 32),
    ];

    #[test]
    fn at_80_columns_the_wrapped_column_keeps_its_reserve_and_the_cut_one_the_rest() {
        let long_name = "n".repeat(60);
        let result = "r".repeat(50);
        let rows = rows(&[["12", &long_name, &result]]);
        // 80 less 2 of spacing and 2 for "12": 76; 32 kept for the
        // result, 44 for the name, which is cut; the result gets 32.
        assert_eq!(Columns::new(THREE, &rows, "game").widths(80), [2, 44, 32]);
    }

    #[test]
    fn short_cells_stay_whole_and_the_wrapped_column_takes_the_rest() {
        let rows = rows(&[["7", "Ama", "won"]]);
        // "#" and "7" take 1; "name" 4; "result" takes the rest of 77.
        assert_eq!(Columns::new(THREE, &rows, "game").widths(80), [1, 4, 73]);
    }

    #[test]
    fn an_earlier_cut_column_leaves_the_later_its_minimum() {
        let columns = [
            Column::cut("a", 0),
            Column::cut("b", 10),
            Column::whole("c"),
        ];
        let long = "x".repeat(50);
        let rows = rows(&[[long.as_str(), long.as_str(), "c"]]);
        // 40 less 2 of spacing and 1 for "c": 37; 10 kept for "b".
        assert_eq!(Columns::new(columns, &rows, "row").widths(40), [27, 10, 1]);
    }

    #[test]
    fn a_wide_name_is_cut_by_its_display_width_and_a_result_wraps_whole() {
        let rows = rows(&[["1", "小明是我的朋友很好", "won 28-20 by far"]]);
        let columns = [
            Column::whole("#"),
            Column::cut("name", 0),
            Column::wrap("result", 10),
        ];
        let list = Columns::new(columns, &rows, "game");
        // 20 less 2 and 1: 17; 10 kept for the result, 7 for the name.
        assert_eq!(list.widths(20), [1, 7, 10]);
        let lines = drawn(list, 20, 4);
        assert_eq!(lines[1], "1 小明是… won 28-20");
        assert_eq!(lines[2], "          by far");
    }

    #[test]
    fn rows_that_overflow_say_how_many_are_hidden_and_keep_the_chosen_in_sight() {
        let cells: Vec<[String; 2]> = (1..=10)
            .map(|n| [n.to_string(), format!("game {n}")])
            .collect();
        let columns = [Column::whole("#"), Column::wrap("game", 20)];
        let list = Columns::new(columns, &cells, "game").chosen(Some(6));
        let lines = drawn(list, 60, 5);
        // The header and three rows, the chosen the last of them.
        assert_eq!(lines[3], "7  game 7");
        assert_eq!(
            lines[4],
            "4 more above · 3 more below · ↑↓ scroll (10 games)"
        );
    }

    #[test]
    fn the_hidden_rows_are_counted_in_the_readers_language() {
        let cells: Vec<[String; 1]> = (1..=10).map(|n| [n.to_string()]).collect();
        let list = Columns::new([Column::whole("#")], &cells, "table").chosen(Some(6));
        let french = wari_words::Lang::from_code("fr").expect("French");
        let lines = wari_words::reader::reading(french, || drawn(list, 60, 5));
        assert_eq!(
            lines[4],
            "4 au-dessus · 3 en dessous · ↑↓ défiler (10 tables)"
        );
    }

    #[test]
    fn rows_that_fit_leave_the_last_line_to_a_row() {
        let cells = rows(&[["1", "one game"]]);
        let columns = [Column::whole("#"), Column::wrap("game", 20)];
        let lines = drawn(Columns::new(columns, &cells, "game"), 30, 3);
        assert_eq!(lines, ["# game", "1 one game", ""]);
    }
}
