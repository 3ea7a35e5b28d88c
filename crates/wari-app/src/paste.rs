//! Pasted text, which must never play: a child's "coucou maman 42 !"
//! pasted onto the board would sow four pits and act on `u` and `n`.
//!
//! A terminal that brackets its pastes (`ESC[200~` … `ESC[201~`, turned on
//! by every screen) delivers them as [`Event::Paste`]. One that does not
//! delivers a paste as keys, all in one read: so four or more printable
//! characters in one read count as a paste too. Arrows, Enter and single
//! keys never do, so a quick player's keys are never taken for a paste.

use crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

/// How many printable characters in one read make a paste.
pub const BURST: usize = 4;

/// The events of one read, a burst of typed characters in it made one
/// [`Event::Paste`] of them (with the Enter and Tab keys among them, which a
/// pasted text holds as its line ends); every other event kept, in order.
pub fn bursts_as_pastes(events: Vec<Event>) -> Vec<Event> {
    if events.iter().filter(|e| printable(e).is_some()).count() < BURST {
        return events;
    }
    let mut text = String::new();
    let mut kept = Vec::new();
    for event in events {
        match (printable(&event), line_end(&event)) {
            (Some(c), _) | (None, Some(c)) => text.push(c),
            (None, None) => kept.push(event),
        }
    }
    kept.insert(0, Event::Paste(text));
    kept
}

/// The key presses that type `text` into a one-line field: how a line
/// being typed takes a paste. Its inner line ends become spaces, so no
/// second line acts as keys once the first is sent; a last line end is
/// Enter, as the one who copied a whole line meant; other control
/// characters are dropped.
pub fn typed(text: &str) -> Vec<Event> {
    let is_end = |c: char| c == '\n' || c == '\r';
    let line = text.trim_end_matches(is_end);
    let key = |code| Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
    let mut keys: Vec<Event> = line
        .chars()
        .map(|c| if is_end(c) || c == '\t' { ' ' } else { c })
        .filter(|c| !c.is_control())
        .map(|c| key(KeyCode::Char(c)))
        .collect();
    if line.len() < text.len() {
        keys.push(key(KeyCode::Enter));
    }
    keys
}

/// The character a key press types, if it types one: no Ctrl or Alt.
fn printable(event: &Event) -> Option<char> {
    match event {
        Event::Key(KeyEvent {
            code: KeyCode::Char(c),
            modifiers,
            kind: KeyEventKind::Press,
            ..
        }) if (*modifiers - KeyModifiers::SHIFT).is_empty() => Some(*c),
        _ => None,
    }
}

/// The line end or tab a pasted text holds, as its key came.
fn line_end(event: &Event) -> Option<char> {
    match event {
        Event::Key(key) if key.kind == KeyEventKind::Press => match key.code {
            KeyCode::Enter => Some('\n'),
            KeyCode::Tab => Some('\t'),
            _ => None,
        },
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(text: &str) -> Vec<Event> {
        text.chars()
            .map(|c| match c {
                '\n' => KeyCode::Enter,
                c => KeyCode::Char(c),
            })
            .map(|code| Event::Key(KeyEvent::new(code, KeyModifiers::NONE)))
            .collect()
    }

    #[test]
    fn a_burst_of_four_characters_in_one_read_is_a_paste_with_its_line_ends() {
        assert_eq!(
            bursts_as_pastes(keys("coucou maman 42 !\n")),
            vec![Event::Paste("coucou maman 42 !\n".into())]
        );
    }

    #[test]
    fn three_keys_arrows_and_enter_are_keys() {
        assert_eq!(bursts_as_pastes(keys("3u\n")), keys("3u\n"));
        let arrows: Vec<Event> = [KeyCode::Left, KeyCode::Left, KeyCode::Right, KeyCode::Enter]
            .into_iter()
            .map(|code| Event::Key(KeyEvent::new(code, KeyModifiers::NONE)))
            .collect();
        assert_eq!(bursts_as_pastes(arrows.clone()), arrows);
    }

    #[test]
    fn a_paste_typed_into_a_field_is_one_line_ended_by_its_last_line_end() {
        assert_eq!(typed("Ama\r\n"), keys("Ama\n"));
        assert_eq!(typed("two\nlines"), keys("two lines"));
        assert_eq!(typed("a\u{7}b"), keys("ab"));
    }
}
