//! A screen's keys as one table, in the shape of the board's
//! [`KEYS`](crate::app::keymap::KEYS): each row says which keys do what,
//! and how the screen's last row names them. The home screen, the lobby,
//! the `new table` form, the teacher's console and the name screen read
//! both what a key does and the words on their last row from their own
//! table, so the two cannot disagree. The words are message ids, read
//! in the reader's language when the row is drawn.

use crossterm::event::KeyCode;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Clear, Paragraph};
use unicode_width::UnicodeWidthStr;
use wari_words::tr;

/// One row of a screen's key table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScreenKey<A: 'static> {
    /// The keys that do it.
    pub codes: &'static [KeyCode],
    /// What it does, in the screen's own terms.
    pub action: A,
    /// The keys as the last row shows them, in every language; empty for
    /// keys the row names with another row's (`↓` with `↑`), or not at
    /// all.
    pub shown: &'static str,
    /// What the last row says they do: a message of the catalogs, read in
    /// the reader's language when the row is drawn (a word that is no
    /// message shows as written); may be empty (`Tab` alone).
    pub word: &'static str,
}

impl<A> ScreenKey<A> {
    /// Keys the last row names as `shown` and the message `word`.
    pub const fn named(
        codes: &'static [KeyCode],
        action: A,
        shown: &'static str,
        word: &'static str,
    ) -> ScreenKey<A> {
        ScreenKey {
            codes,
            action,
            shown,
            word,
        }
    }

    /// Keys that work but that the last row does not name apart.
    pub const fn unnamed(codes: &'static [KeyCode], action: A) -> ScreenKey<A> {
        ScreenKey::named(codes, action, "", "")
    }
}

/// What `code` does on the screen whose table is `keys`.
pub fn action_of<A: Clone>(keys: &[ScreenKey<A>], code: KeyCode) -> Option<A> {
    keys.iter()
        .find(|k| k.codes.contains(&code))
        .map(|k| k.action.clone())
}

/// The named keys of `keys` as one row, in the reader's language: "Enter
/// join · w watch · q leave".
pub fn line<A>(keys: &[ScreenKey<A>]) -> String {
    line_with(keys, |k| k.word)
}

/// The named keys of `keys` as one row, each key's words the message
/// `word` gives it: for a key whose words change with the screen (`p`
/// pauses the class or lets it go on).
pub fn line_with<A>(keys: &[ScreenKey<A>], word: impl Fn(&ScreenKey<A>) -> &'static str) -> String {
    named_with(keys, word).join(SEPARATOR)
}

/// The named keys of `keys`, each as the row shows it in the reader's
/// language: "Enter open".
pub fn named<A>(keys: &[ScreenKey<A>]) -> Vec<String> {
    named_with(keys, |k| k.word)
}

/// The named keys of `keys`, each with the words of the message `word`
/// gives it.
pub fn named_with<A>(
    keys: &[ScreenKey<A>],
    word: impl Fn(&ScreenKey<A>) -> &'static str,
) -> Vec<String> {
    keys.iter()
        .filter(|k| !k.shown.is_empty())
        .map(|k| match word(k) {
            "" => key_name(k.shown),
            word => format!("{} {}", key_name(k.shown), wari_words::text(word, None)),
        })
        .collect()
}

/// How the reader's language names the keys `shown` names in English
/// (`Enter`, `Esc`, `Space`, `Backspace`, `Tab`, `Home`, `End`, `PgDn`,
/// `PgUp`): "Entrée", "Échap", "Espace", "⌫", "Pg Suiv" in French. Arrows and characters stay as they
/// are, and so does what a key does: only its name is read.
pub fn key_name(shown: &str) -> String {
    let words: Vec<String> = shown
        .split(' ')
        .map(|word| match word {
            "Enter" => tr!("key-enter"),
            "Esc" => tr!("key-esc"),
            "Space" => tr!("key-space"),
            "Backspace" => tr!("key-backspace"),
            "Tab" => tr!("key-tab"),
            "Home" => tr!("key-home"),
            "End" => tr!("key-end"),
            "PgDn" => tr!("key-page-down"),
            "PgUp" => tr!("key-page-up"),
            word => word.to_owned(),
        })
        .collect();
    words.join(" ")
}

/// Between two keys on a row.
const SEPARATOR: &str = " · ";

/// What a row too narrow for all its keys ends with, in the reader's
/// language: `?` shows them all.
pub fn more_keys() -> String {
    tr!("keys-more")
}

/// The named keys of `keys` that fit in `width` columns, in the table's
/// order: all of them when they fit, else as many as fit before
/// [`more_keys`], so a narrow screen still says how to find the rest.
///
/// ```
/// use crossterm::event::KeyCode;
/// use wari_app::screen_keys::{ScreenKey, fitted_line};
/// let keys = [
///     ScreenKey::named(&[KeyCode::Enter], 1, "Enter", "open"),
///     ScreenKey::named(&[KeyCode::Char('q')], 2, "q", "leave"),
/// ];
/// assert_eq!(fitted_line(&keys, 80), "Enter open · q leave");
/// assert_eq!(fitted_line(&keys, 19), "Enter open · ? keys");
/// ```
pub fn fitted_line<A>(keys: &[ScreenKey<A>], width: usize) -> String {
    fitted(&named(keys), width)
}

/// `items` on one row of `width` columns, as [`fitted_line`] fits keys.
pub fn fitted(items: &[String], width: usize) -> String {
    let all = items.join(SEPARATOR);
    if all.width() <= width {
        return all;
    }
    let more = more_keys();
    let mut kept: Vec<&str> = Vec::new();
    for item in items {
        let trial: Vec<&str> = kept
            .iter()
            .copied()
            .chain([item.as_str(), more.as_str()])
            .collect();
        if trial.join(SEPARATOR).width() > width {
            break;
        }
        kept.push(item);
    }
    kept.push(&more);
    kept.join(SEPARATOR)
}

/// Every key of a screen, one a line, in a box over the screen: what
/// [`more_keys`] on a narrow last row opens.
pub fn draw_over(keys: &[String], frame: &mut Frame) {
    let area = frame.area();
    let mut lines: Vec<Line> = keys.iter().map(|k| Line::from(format!(" {k}"))).collect();
    lines.push(Line::from(""));
    lines.push(Line::from(format!(" {}", tr!("keys-back"))));
    let widest = lines.iter().map(Line::width).max().unwrap_or(0) + 2;
    let width = u16::try_from(widest).unwrap_or(u16::MAX).min(area.width);
    let height = u16::try_from(lines.len() + 2)
        .unwrap_or(u16::MAX)
        .min(area.height);
    let rect = Rect::new(
        area.x + (area.width - width) / 2,
        area.y + (area.height - height) / 2,
        width,
        height,
    );
    frame.render_widget(Clear, rect);
    let block = Block::bordered().title(format!(" {} ", tr!("keys-title")));
    frame.render_widget(Paragraph::new(lines).block(block), rect);
}

/// The keys a row's `shown` names, as a person reads them: an arrow,
/// `arrows` (all four), `Enter`, `Esc`, `Tab`, `Backspace`, or a
/// character.
fn codes_shown(shown: &str) -> Vec<KeyCode> {
    let arrows = [KeyCode::Up, KeyCode::Down, KeyCode::Left, KeyCode::Right];
    let mut codes = Vec::new();
    for word in shown.split(' ') {
        let range = word.split_once('-').and_then(|(a, b)| {
            let (a, b) = (a.parse::<char>().ok()?, b.parse::<char>().ok()?);
            Some((a..=b).map(KeyCode::Char))
        });
        if let Some(range) = range {
            codes.extend(range);
            continue;
        }
        match word {
            "or" => {}
            "arrows" => codes.extend(arrows),
            "Enter" => codes.push(KeyCode::Enter),
            "Esc" => codes.push(KeyCode::Esc),
            "Tab" => codes.push(KeyCode::Tab),
            "Space" => codes.push(KeyCode::Char(' ')),
            "Backspace" => codes.push(KeyCode::Backspace),
            "Home" => codes.push(KeyCode::Home),
            "End" => codes.push(KeyCode::End),
            word => codes.extend(word.chars().map(|c| match c {
                '↑' => KeyCode::Up,
                '↓' => KeyCode::Down,
                '←' => KeyCode::Left,
                '→' => KeyCode::Right,
                c => KeyCode::Char(c),
            })),
        }
    }
    codes
}

/// Every named row of `keys`, as the key a person reading the row presses
/// (the first of its own keys that it shows), what the table says it does,
/// and its words' message id: what a screen's tests press to check that
/// its last row is true, here and in the classroom's screens.
///
/// # Panics
///
/// When a row shows a key that does nothing on the screen, or none of its
/// own keys: a table no screen should ship.
pub fn named_keys<A: Clone + std::fmt::Debug>(
    keys: &[ScreenKey<A>],
) -> Vec<(KeyCode, A, &'static str)> {
    let named = keys.iter().filter(|k| !k.shown.is_empty());
    named
        .map(|k| {
            let shown = codes_shown(k.shown);
            for &code in &shown {
                let does = action_of(keys, code);
                assert!(
                    does.is_some(),
                    "{:?} names {code:?}, which does nothing",
                    k.shown
                );
            }
            let code = k.codes.iter().copied().find(|c| shown.contains(c));
            let code = code.unwrap_or_else(|| panic!("{:?} shows none of its keys", k.shown));
            (code, k.action.clone(), k.word)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Move {
        Up,
        Down,
        Next,
    }

    static KEYS: &[ScreenKey<Move>] = &[
        ScreenKey::named(&[KeyCode::Up, KeyCode::Char('k')], Move::Up, "↑↓", "choose"),
        ScreenKey::unnamed(&[KeyCode::Down, KeyCode::Char('j')], Move::Down),
        ScreenKey::named(&[KeyCode::Tab], Move::Next, "Tab", ""),
    ];

    #[test]
    fn every_code_of_a_row_does_its_action_and_others_nothing() {
        assert_eq!(action_of(KEYS, KeyCode::Char('k')), Some(Move::Up));
        assert_eq!(action_of(KEYS, KeyCode::Down), Some(Move::Down));
        assert_eq!(action_of(KEYS, KeyCode::Char('x')), None);
    }

    #[test]
    fn a_named_key_is_pressed_as_shown_and_a_shown_key_that_does_nothing_fails() {
        let pressed: Vec<KeyCode> = named_keys(KEYS).into_iter().map(|(c, ..)| c).collect();
        assert_eq!(pressed, [KeyCode::Up, KeyCode::Tab]);
        let broken = [ScreenKey::named(&[KeyCode::Up], Move::Up, "↑↓", "choose")];
        let checked = std::panic::catch_unwind(|| named_keys(&broken));
        assert!(checked.is_err(), "↓ does nothing there");
    }

    #[test]
    fn a_row_too_narrow_ends_with_the_readers_words_for_the_list_of_keys() {
        let french = wari_words::Lang::from_code("fr").expect("French");
        let row = wari_words::reader::reading(french, || fitted_line(KEYS, 14));
        assert_eq!(row, "? touches");
    }

    #[test]
    fn the_row_names_only_named_keys_and_a_key_without_words_alone() {
        assert_eq!(line(KEYS), "↑↓ choose · Tab");
        let other = line_with(KEYS, |k| if k.action == Move::Up { "pick" } else { k.word });
        assert_eq!(other, "↑↓ pick · Tab");
    }
}
