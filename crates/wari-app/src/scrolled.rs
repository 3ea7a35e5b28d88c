//! Words that may be longer than the rows they are given, such as a
//! puzzle's refutation under the board on a 60x18 terminal: shown a
//! window at a time, never cut, with a last row that says which key
//! shows the rest.

use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use wari_words::tr;

use crate::screen_keys::key_name;
use crate::text::wrap;

/// The keys that move the window: a page down, a page up.
pub const KEYS: [&str; 2] = ["PgDn", "PgUp"];

/// Rows of words wrapped to a width, each with its style.
pub struct Scrolled {
    rows: Vec<Line<'static>>,
}

impl Scrolled {
    /// `texts` wrapped at `width` columns, one after another.
    pub fn new(texts: impl IntoIterator<Item = (String, Style)>, width: usize) -> Scrolled {
        let rows = texts
            .into_iter()
            .flat_map(|(text, style)| {
                wrap(&text, width)
                    .into_iter()
                    .map(move |row| Line::styled(row, style))
            })
            .collect();
        Scrolled { rows }
    }

    /// How many rows the words take.
    pub fn rows(&self) -> usize {
        self.rows.len()
    }

    /// The furthest the window moves down in `height` rows: 0 when all
    /// fit, else so far that the last row of words shows over the row
    /// that says how to go back.
    pub fn limit(&self, height: usize) -> usize {
        if self.rows.len() <= height {
            0
        } else {
            self.rows.len() + 1 - height.max(2)
        }
    }

    /// The rows shown in `height` rows with the window moved down by
    /// `offset` (kept within [`Scrolled::limit`]): all of them when they
    /// fit, else a window and a last row naming the key for what is
    /// below, or above once the end shows.
    pub fn window(mut self, height: usize, offset: usize) -> Vec<Line<'static>> {
        let limit = self.limit(height);
        if limit == 0 {
            return self.rows;
        }
        let offset = offset.min(limit);
        let shown = height.max(2) - 1;
        let hint = if offset < limit {
            tr!("said-more", key = key_name(KEYS[0]))
        } else {
            tr!("said-back", key = key_name(KEYS[1]))
        };
        let dim = Style::new().add_modifier(Modifier::DIM);
        let mut rows: Vec<_> = self.rows.drain(offset..offset + shown).collect();
        rows.push(Line::styled(hint, dim));
        rows
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(count: usize) -> Scrolled {
        let text = (1..=count).map(|n| format!("w{n}")).collect::<Vec<_>>();
        Scrolled::new([(text.join(" "), Style::new())], 2)
    }

    fn shown(rows: &[Line]) -> Vec<String> {
        rows.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn words_that_fit_show_whole_and_do_not_move() {
        let scrolled = words(3);
        assert_eq!(scrolled.limit(3), 0);
        assert_eq!(shown(&scrolled.window(3, 5)), ["w1", "w2", "w3"]);
    }

    #[test]
    fn words_that_do_not_fit_show_a_window_and_the_key_for_the_rest() {
        let rows = shown(&words(5).window(3, 0));
        assert_eq!(rows[..2], ["w1", "w2"]);
        assert!(rows[2].contains("PgDn"), "{rows:?}");
    }

    #[test]
    fn at_the_end_every_row_has_been_shown_and_the_key_back_is_named() {
        let scrolled = words(5);
        // Two rows of words a window: w1 w2, then w3 w4, then w4 w5.
        assert_eq!(scrolled.limit(3), 3);
        let rows = shown(&scrolled.window(3, 9));
        assert_eq!(rows[..2], ["w4", "w5"]);
        assert!(rows[2].contains("PgUp"), "{rows:?}");
    }
}
