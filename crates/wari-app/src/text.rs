//! Text that came from outside the program (a rules file, a save, a line of
//! the engine protocol), made safe to show. A control character sent to a
//! terminal can move the cursor, recolour the screen or retitle the window,
//! so it is shown as an escape (`\u{1b}`) instead; a line a megabyte long is
//! cut short before it is echoed back.

use std::borrow::Cow;

use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// `text` with every control character written out as Rust writes it in a
/// string literal (`\n`, `\t`, `\u{1b}`); other text, including every
/// printable Unicode character, is left as it is.
///
/// ```
/// use wari_app::text::escape_controls;
/// assert_eq!(escape_controls("Ama"), "Ama");
/// assert_eq!(escape_controls("\x1b[2Jgone"), "\\u{1b}[2Jgone");
/// ```
pub fn escape_controls(text: &str) -> Cow<'_, str> {
    if !text.chars().any(char::is_control) {
        return Cow::Borrowed(text);
    }
    let mut shown = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if c.is_control() {
            shown.extend(c.escape_debug());
        } else {
            shown.push(c);
        }
    }
    Cow::Owned(shown)
}

/// `text` cut to its first `max` characters, with `…` added when cut, and
/// its control characters escaped: for echoing a word someone typed.
///
/// ```
/// use wari_app::text::shorten;
/// assert_eq!(shorten("legal", 8), "legal");
/// assert_eq!(shorten("abcdefghij", 4), "abcd…");
/// ```
pub fn shorten(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((cut, _)) => format!("{}…", escape_controls(&text[..cut])),
        None => escape_controls(text).into_owned(),
    }
}

/// `text` in at most `width` terminal columns: whole when it fits, else
/// its start and then `ellipsis`, so the reader sees that it goes on.
/// Columns are counted as the terminal draws them: `小` and `🦁` take two,
/// an accent combined with the letter before it none. Where not even the
/// ellipsis fits, the start alone.
///
/// ```
/// use wari_app::text::cut;
/// assert_eq!(cut("Oluwaseun", 6, "…"), "Oluwa…");
/// assert_eq!(cut("🦁👑Kofi🌍🎉", 7, "…"), "🦁👑Ko…");
/// assert_eq!(cut("Ama", 3, "…"), "Ama");
/// ```
pub fn cut(text: &str, width: usize, ellipsis: &str) -> String {
    if text.width() <= width {
        return text.to_owned();
    }
    let dots = ellipsis.width();
    if width <= dots {
        return start(text, width).to_owned();
    }
    // "Oluwa…", never "Oluwa …": a cut at a space would look like a word.
    start(text, width - dots).trim_end().to_owned() + ellipsis
}

/// The longest start of `text` that takes at most `width` columns.
fn start(text: &str, width: usize) -> &str {
    let mut used = 0;
    for (at, c) in text.char_indices() {
        used += c.width().unwrap_or(0);
        if used > width {
            return &text[..at];
        }
    }
    text
}

/// `number` seeds in the reader's words, with their language's plural:
/// "1 seed", "5 seeds"; in French "0 graine", "2 graines". Every count of
/// seeds a player reads is this, the catalog's `seeds` message.
///
/// ```
/// use wari_app::text::seeds;
/// assert_eq!(seeds(1_u16), "1 seed");
/// assert_eq!(seeds(5_u32), "5 seeds");
/// ```
pub fn seeds(number: impl Into<u32>) -> String {
    let number: u32 = number.into();
    wari_words::tr!("seeds", count = number)
}

/// How many rows `text` takes, wrapped at spaces into `width` columns as
/// a paragraph wraps it.
pub fn wrapped_rows(text: &str, width: usize) -> usize {
    wrap(text, width).len().max(1)
}

/// `text` broken between words into lines of at most `width` columns of
/// the screen (a CJK character or an emoji takes two); a word wider than
/// that is cut into pieces, never inside a character.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        let mut word = word;
        while word.width() > width {
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            // At least one character, even one wider than the line.
            let head = match start(word, width).len() {
                0 => word.chars().next().map_or(0, char::len_utf8),
                n => n,
            };
            lines.push(word[..head].to_owned());
            word = &word[head..];
        }
        let needed = line.width() + usize::from(!line.is_empty()) + word.width();
        if needed > width && !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// The 1-based line of byte `offset` in `text` (a file being read), for
/// an error that points at it; an offset past the end is on the last line.
pub(crate) fn line_of(text: &str, offset: usize) -> usize {
    let offset = offset.min(text.len());
    text.as_bytes()[..offset]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_of_control_character_is_escaped() {
        // C0 (escape, bell, newline), DEL and C1 (the 8-bit CSI).
        let shown = escape_controls("a\x1b\x07\n\x7f\u{9b}b");
        assert_eq!(shown, "a\\u{1b}\\u{7}\\n\\u{7f}\\u{9b}b");
        assert!(!shown.chars().any(char::is_control));
    }

    #[test]
    fn printable_text_is_borrowed_unchanged() {
        assert!(matches!(escape_controls("Kofi à Ọ̀yọ́"), Cow::Borrowed(_)));
    }

    #[test]
    fn shortening_counts_characters_not_bytes() {
        assert_eq!(shorten("ééé", 2), "éé…");
        assert_eq!(shorten("ééé", 3), "ééé");
    }

    #[test]
    fn a_line_is_counted_from_one_and_an_offset_past_the_end_is_on_the_last() {
        let text = "a\nbc\n";
        assert_eq!(line_of(text, 0), 1);
        assert_eq!(line_of(text, 1), 1);
        assert_eq!(line_of(text, 2), 2);
        assert_eq!(line_of(text, 99), 3);
    }

    #[test]
    fn a_cut_counts_columns_and_never_splits_a_wide_character() {
        assert_eq!(cut("🦁👑Kofi🌍🎉", 6, "…"), "🦁👑K…");
        // The lion takes two columns: with the ellipsis, one is not enough.
        assert_eq!(cut("🦁👑Kofi", 2, "…"), "…");
        assert_eq!(cut("🦁👑Kofi", 1, "…"), "");
        assert_eq!(cut("小明是我的朋友", 7, "..."), "小明...");
        assert_eq!(cut("Ọ̀yọ́ Adé", 4, "…"), "Ọ̀yọ́…");
    }

    #[test]
    fn wrapping_breaks_between_words_and_cuts_only_what_must_be() {
        assert_eq!(
            wrap("ama won 27-21 (grand slam)", 14),
            ["ama won 27-21", "(grand slam)"]
        );
        assert_eq!(wrap("abcdefgh", 3), ["abc", "def", "gh"]);
        // Two columns a character: three to a line of six or seven.
        assert_eq!(
            wrap("小明是我的朋友 won", 7),
            ["小明是", "我的朋", "友 won"]
        );
        assert_eq!(wrap("🦁👑", 1), ["🦁", "👑"]);
        assert_eq!(wrapped_rows("", 5), 1);
    }

    #[test]
    fn a_shortened_word_is_escaped_too() {
        assert_eq!(shorten("\x1b[31mred", 3), "\\u{1b}[3…");
    }
}
