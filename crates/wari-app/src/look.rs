//! What the terminal can show, and every frame made to fit it.
//!
//! Screens draw with Unicode and colour; a terminal without Unicode
//! (`--ascii`) or a user who asked for no colour (`NO_COLOR`) gets each
//! frame passed through [`Look::fit`] just before it is sent, so that no
//! screen, whoever wrote it, can forget either. The board draws its own
//! ASCII forms where it has room to say more (`...` for `…`, `<- ->` for
//! `←→`); what reaches the pass from it is ASCII already.

use std::borrow::Cow;

use ratatui::buffer::Buffer;
use ratatui::style::Color;

/// How frames are drawn: what the terminal can show.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Look {
    /// Only ASCII glyphs (`--ascii`), for terminals without Unicode.
    pub ascii: bool,
    /// No colours, only bold and reverse video (`NO_COLOR`).
    pub no_color: bool,
}

impl Look {
    /// Makes a drawn frame fit the look: under `ascii` every cell holds
    /// ASCII, each glyph turned into the nearest character (`╭` `+`, `←`
    /// `<`, `é` `e`) and what has none (`小`, `🦁`) into `?`, so columns
    /// stay where they were; under `no_color` colours are dropped and
    /// bold, dim and reverse video kept.
    pub fn fit(self, buffer: &mut Buffer) {
        if !self.ascii && !self.no_color {
            return;
        }
        for cell in &mut buffer.content {
            if self.ascii
                && let Cow::Owned(ascii) = ascii_cell(cell.symbol())
            {
                cell.set_symbol(&ascii);
            }
            if self.no_color {
                cell.fg = Color::Reset;
                cell.bg = Color::Reset;
            }
        }
    }
}

/// One cell's symbol in ASCII: itself when it is ASCII already.
fn ascii_cell(symbol: &str) -> Cow<'_, str> {
    let Some(first) = symbol.chars().next().filter(|_| !symbol.is_ascii()) else {
        return Cow::Borrowed(symbol);
    };
    Cow::Owned(ascii_char(first).to_string())
}

/// The ASCII character standing for `c`, whose cell may hold accents
/// combined with it too: they go with the transliteration.
fn ascii_char(c: char) -> char {
    match c {
        '←' | '‹' | '«' | '◀' => '<',
        '→' | '›' | '»' | '▶' => '>',
        '↑' | '▲' => '^',
        '↓' | '▼' => 'v',
        '·' | '—' | '–' => '-',
        '•' | '●' | '○' => 'o',
        '…' => '.',
        '✓' => '+',
        // Backspace, as French names it.
        '⌫' => '<',
        // The no-break space French puts before a colon.
        '\u{a0}' => ' ',
        // Braille dots draw the review's chart: a dot where any is set.
        '\u{2800}' => ' ',
        '\u{2801}'..='\u{28FF}' => '.',
        _ => transliterated(c).unwrap_or('?'),
    }
}

/// `c` as the nearest ASCII character, when one stands for it alone: a
/// letter loses its accents (`é`, `Ọ`) or takes its usual spelling's first
/// letter (`ŋ` `n`), and a line or a block its shape; a picture or an
/// ideograph has none.
fn transliterated(c: char) -> Option<char> {
    let spelled = deunicode::deunicode_char(c)?;
    let mut chars = spelled.chars();
    let first = chars.next().filter(|f| f.is_ascii_graphic())?;
    let alone = chars.next().is_none();
    match (c.is_alphabetic(), alone) {
        // Latin letters keep their case; other scripts' words are not
        // letters of the name any more.
        (true, _) if c.is_lowercase() => Some(first.to_ascii_lowercase()),
        (true, _) if first.is_ascii_alphabetic() && !is_ideograph(c) => Some(first),
        (false, true) => Some(first),
        _ => None,
    }
}

/// Whether `c` is a CJK ideograph, which is spelled in a word, not a letter.
fn is_ideograph(c: char) -> bool {
    matches!(c, '\u{3400}'..='\u{9FFF}' | '\u{F900}'..='\u{FAFF}' | '\u{20000}'..='\u{3FFFF}')
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::layout::Rect;
    use ratatui::style::{Modifier, Style};

    fn fitted(look: Look, text: &str) -> Buffer {
        let width = u16::try_from(unicode_width::UnicodeWidthStr::width(text)).unwrap();
        let mut buffer = Buffer::empty(Rect::new(0, 0, width, 1));
        let style = Style::new().fg(Color::Red).add_modifier(Modifier::BOLD);
        buffer.set_string(0, 0, text, style);
        look.fit(&mut buffer);
        buffer
    }

    fn row(buffer: &Buffer) -> String {
        buffer.content.iter().map(|c| c.symbol()).collect()
    }

    const ASCII: Look = Look {
        ascii: true,
        no_color: false,
    };

    #[test]
    fn under_ascii_every_glyph_becomes_the_nearest_character_in_its_column() {
        let shown = row(&fitted(ASCII, "╭─Ama─╮│●●│ ‹ two › ←→ ↑↓ Wari · é…"));
        assert_eq!(shown, "+-Ama-+|oo| < two > <> ^v Wari - e.");
        assert!(shown.is_ascii());
    }

    #[test]
    fn under_ascii_names_lose_their_accents_and_keep_their_width() {
        // Yoruba's dot below and tone marks, Twi's open vowels, a CJK name
        // and emoji, which take two columns each.
        let shown = row(&fitted(ASCII, "Ọ̀yọ́ Ɔkɔ Kwaŋ 小明 🦁K"));
        // A wide character leaves its second column blank, as it was.
        assert_eq!(shown, "Oyo Oko Kwan ? ?  ? K");
    }

    #[test]
    fn the_review_charts_braille_dots_stay_dots() {
        assert_eq!(row(&fitted(ASCII, "⠀⣿⡀")), " ..");
    }

    #[test]
    fn no_color_keeps_bold_and_drops_the_colour() {
        let look = Look {
            ascii: false,
            no_color: true,
        };
        let buffer = fitted(look, "Ama");
        let cell = &buffer.content[0];
        assert_eq!((cell.symbol(), cell.fg), ("A", Color::Reset));
        assert!(cell.modifier.contains(Modifier::BOLD));
    }

    #[test]
    fn the_usual_look_leaves_the_frame_alone() {
        let buffer = fitted(Look::default(), "←é");
        assert_eq!(row(&buffer), "←é");
        assert_eq!(buffer.content[0].fg, Color::Red);
    }
}
