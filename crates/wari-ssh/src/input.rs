//! Raw bytes from an SSH client's terminal, turned into the same crossterm
//! events the local terminal gives, so one keymap serves both.
//!
//! crossterm's own parser is private, and a session's bytes arrive in
//! packets that may cut an escape sequence anywhere, so this small parser
//! keeps an unfinished sequence until the rest arrives. A lone Esc cannot be
//! told from the start of a sequence until more bytes come or time passes:
//! the session calls [`InputParser::flush`] after a short pause.

use crossterm::event::{
    Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

const ESC: u8 = 0x1b;

/// Longest escape sequence kept while waiting for its end; anything longer
/// is garbage and is dropped, all of it, rather than buffered without bound
/// (dropping only its Esc would turn the rest into keys: `Esc [ 9 9 ...`
/// would play pit 9 again and again).
const MAX_SEQUENCE: usize = 32;

/// What ends a bracketed paste (`Esc [ 201 ~`); `Esc [ 200 ~` began it.
const PASTE_END: &[u8] = b"\x1b[201~";

/// The most of one paste kept: the rest is dropped, whatever a client
/// sends, until the paste ends.
const MAX_PASTE: usize = 4096;

/// Turns a stream of terminal bytes into key (and mouse) events.
#[derive(Debug, Default)]
pub struct InputParser {
    pending: Vec<u8>,
    /// The paste begun and not yet ended, as far as it came.
    paste: Option<Vec<u8>>,
}

/// What the front of the buffer holds.
enum Parsed {
    /// An event (or nothing worth reporting) that used this many bytes.
    Done(Option<Event>, usize),
    /// The start of a bracketed paste, this many bytes long.
    PasteStart(usize),
    /// The start of a sequence whose end has not arrived yet.
    Incomplete,
}

impl InputParser {
    /// The most bytes kept waiting between packets: the longest sequence
    /// waited for.
    pub const MAX_PENDING: usize = MAX_SEQUENCE;

    /// A parser with nothing pending.
    pub fn new() -> InputParser {
        InputParser::default()
    }

    /// Parses `bytes` after whatever was pending; returns the events they
    /// complete. An unfinished sequence stays pending.
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<Event> {
        self.pending.extend_from_slice(bytes);
        let mut events = Vec::new();
        let mut start = 0;
        while start < self.pending.len() {
            if self.paste.is_some() {
                match self.take_paste(start) {
                    (used, Some(paste)) => {
                        events.push(paste);
                        start += used;
                        continue;
                    }
                    (used, None) => {
                        start += used;
                        break;
                    }
                }
            }
            match parse(&self.pending[start..]) {
                Parsed::Done(event, used) => {
                    events.extend(event);
                    start += used;
                }
                Parsed::PasteStart(used) => {
                    self.paste = Some(Vec::new());
                    start += used;
                }
                // An unfinished sequence runs to the end of the buffer.
                Parsed::Incomplete if self.pending.len() - start > MAX_SEQUENCE => {
                    start = self.pending.len();
                }
                Parsed::Incomplete => break,
            }
        }
        self.pending.drain(..start);
        events
    }

    /// Takes the paste's bytes from `start` on: with the paste whole as an
    /// event once its end is there, and how many bytes were used. Bytes
    /// that may begin its end wait for the rest.
    fn take_paste(&mut self, start: usize) -> (usize, Option<Event>) {
        let rest = &self.pending[start..];
        let paste = self.paste.get_or_insert_with(Vec::new);
        let keep = |paste: &mut Vec<u8>, bytes: &[u8]| {
            let room = MAX_PASTE.saturating_sub(paste.len());
            paste.extend_from_slice(&bytes[..bytes.len().min(room)]);
        };
        if let Some(at) = rest.windows(PASTE_END.len()).position(|w| w == PASTE_END) {
            keep(paste, &rest[..at]);
            let text = String::from_utf8_lossy(paste).into_owned();
            self.paste = None;
            return (at + PASTE_END.len(), Some(Event::Paste(text)));
        }
        let waiting = (1..PASTE_END.len())
            .rev()
            .find(|&n| rest.ends_with(&PASTE_END[..n]))
            .unwrap_or(0);
        keep(paste, &rest[..rest.len() - waiting]);
        (rest.len() - waiting, None)
    }

    /// Whether bytes are waiting for the rest of a sequence; the session
    /// then calls [`InputParser::flush`] if nothing more comes soon.
    pub fn has_pending(&self) -> bool {
        // Inside a paste an Esc is the start of its end, never the key.
        !self.pending.is_empty() && self.paste.is_none()
    }

    /// How many bytes wait for the rest of a sequence: never more than
    /// [`InputParser::MAX_PENDING`], whatever a client sends.
    pub fn pending_len(&self) -> usize {
        self.pending.len()
    }

    /// Gives up waiting: a pending lone Esc is the Esc key, and any other
    /// unfinished sequence (`Esc [` or `Esc O` cut short, part of a
    /// character) is dropped. Esc and a character never waits here:
    /// [`InputParser::feed`] already made it Alt with that character.
    pub fn flush(&mut self) -> Vec<Event> {
        if self.paste.is_some() {
            return Vec::new();
        }
        let pending = std::mem::take(&mut self.pending);
        match pending.as_slice() {
            [ESC] => vec![key(KeyCode::Esc, KeyModifiers::NONE)],
            _ => Vec::new(),
        }
    }
}

fn key(code: KeyCode, modifiers: KeyModifiers) -> Event {
    Event::Key(KeyEvent::new(code, modifiers))
}

/// Parses the event at the front of `bytes` (never empty).
fn parse(bytes: &[u8]) -> Parsed {
    match bytes[0] {
        ESC => parse_escape(bytes),
        0x80.. => parse_utf8(bytes),
        byte => Parsed::Done(Some(control_or_ascii(byte)), 1),
    }
}

/// A single byte below 0x80: a control key or a printable character.
fn control_or_ascii(byte: u8) -> Event {
    let none = KeyModifiers::NONE;
    match byte {
        b'\r' | b'\n' => key(KeyCode::Enter, none),
        b'\t' => key(KeyCode::Tab, none),
        0x7f | 0x08 => key(KeyCode::Backspace, none),
        0x00 => key(KeyCode::Char(' '), KeyModifiers::CONTROL),
        0x01..=0x1a => key(
            KeyCode::Char(char::from(byte - 1 + b'a')),
            KeyModifiers::CONTROL,
        ),
        0x1c..=0x1f => key(
            KeyCode::Char(char::from(byte - 0x1c + b'4')),
            KeyModifiers::CONTROL,
        ),
        _ => key(KeyCode::Char(char::from(byte)), none),
    }
}

/// A multi-byte UTF-8 character; a byte that cannot start one is skipped.
fn parse_utf8(bytes: &[u8]) -> Parsed {
    let width = match bytes[0] {
        0xc2..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xf4 => 4,
        _ => return Parsed::Done(None, 1),
    };
    if bytes.len() < width {
        let continuing = bytes[1..].iter().all(|b| b & 0xc0 == 0x80);
        return if continuing {
            Parsed::Incomplete
        } else {
            Parsed::Done(None, 1)
        };
    }
    match std::str::from_utf8(&bytes[..width]) {
        Ok(text) => {
            let c = text.chars().next().unwrap_or(char::REPLACEMENT_CHARACTER);
            Parsed::Done(Some(key(KeyCode::Char(c), KeyModifiers::NONE)), width)
        }
        Err(_) => Parsed::Done(None, 1),
    }
}

/// Bytes starting with Esc: a CSI or SS3 sequence, Esc Esc, or an
/// unfinished one.
fn parse_escape(bytes: &[u8]) -> Parsed {
    match bytes.get(1) {
        None => Parsed::Incomplete,
        Some(b'[') => parse_csi(bytes),
        Some(b'O') => parse_ss3(bytes),
        // Esc Esc: the first is the Esc key; the second starts afresh.
        Some(&ESC) => Parsed::Done(Some(key(KeyCode::Esc, KeyModifiers::NONE)), 1),
        Some(&byte) if byte < 0x80 => {
            let Event::Key(mut k) = control_or_ascii(byte) else {
                return Parsed::Done(None, 2);
            };
            k.modifiers |= KeyModifiers::ALT;
            Parsed::Done(Some(Event::Key(k)), 2)
        }
        Some(_) => Parsed::Done(Some(key(KeyCode::Esc, KeyModifiers::NONE)), 1),
    }
}

/// `Esc O x`: what terminals in application cursor mode send for arrows,
/// Home, End and F1 to F4.
fn parse_ss3(bytes: &[u8]) -> Parsed {
    let Some(&last) = bytes.get(2) else {
        return Parsed::Incomplete;
    };
    let code = match last {
        b'A' => KeyCode::Up,
        b'B' => KeyCode::Down,
        b'C' => KeyCode::Right,
        b'D' => KeyCode::Left,
        b'H' => KeyCode::Home,
        b'F' => KeyCode::End,
        b'M' => KeyCode::Enter,
        b'P'..=b'S' => KeyCode::F(last - b'P' + 1),
        _ => return Parsed::Done(None, 3),
    };
    Parsed::Done(Some(key(code, KeyModifiers::NONE)), 3)
}

/// `Esc [ params final`: arrows, Home, End, Delete, Page keys, F5 and up,
/// modifiers as `1;5C`, and SGR mouse reports `Esc [ < b;x;y M`.
fn parse_csi(bytes: &[u8]) -> Parsed {
    let body = &bytes[2..];
    let Some(end) = body.iter().position(|b| (0x40..=0x7e).contains(b)) else {
        return Parsed::Incomplete;
    };
    let used = 2 + end + 1;
    let (params, last) = (&body[..end], body[end]);
    if params.first() == Some(&b'<') {
        return Parsed::Done(sgr_mouse(&params[1..], last), used);
    }
    let numbers: Vec<u16> = std::str::from_utf8(params)
        .unwrap_or("")
        .split(';')
        .map(|part| part.parse().unwrap_or(0))
        .collect();
    let modifiers = modifiers(numbers.get(1).copied().unwrap_or(1));
    let code = match last {
        b'A' => Some(KeyCode::Up),
        b'B' => Some(KeyCode::Down),
        b'C' => Some(KeyCode::Right),
        b'D' => Some(KeyCode::Left),
        b'H' => Some(KeyCode::Home),
        b'F' => Some(KeyCode::End),
        b'Z' => Some(KeyCode::BackTab),
        b'~' if numbers.first() == Some(&200) => return Parsed::PasteStart(used),
        b'~' => tilde_key(numbers.first().copied().unwrap_or(0)),
        _ => None,
    };
    Parsed::Done(code.map(|code| key(code, modifiers)), used)
}

/// The key of `Esc [ n ~`.
fn tilde_key(number: u16) -> Option<KeyCode> {
    Some(match number {
        1 | 7 => KeyCode::Home,
        2 => KeyCode::Insert,
        3 => KeyCode::Delete,
        4 | 8 => KeyCode::End,
        5 => KeyCode::PageUp,
        6 => KeyCode::PageDown,
        15 => KeyCode::F(5),
        17..=21 => KeyCode::F((number - 11) as u8),
        23 | 24 => KeyCode::F((number - 12) as u8),
        _ => return None,
    })
}

/// xterm's modifier parameter: 1 plus a bit each for Shift, Alt, Ctrl.
fn modifiers(parameter: u16) -> KeyModifiers {
    let bits = parameter.saturating_sub(1);
    let mut modifiers = KeyModifiers::NONE;
    if bits & 1 != 0 {
        modifiers |= KeyModifiers::SHIFT;
    }
    if bits & 2 != 0 {
        modifiers |= KeyModifiers::ALT;
    }
    if bits & 4 != 0 {
        modifiers |= KeyModifiers::CONTROL;
    }
    modifiers
}

/// An SGR mouse report: only a left-button press is kept, as a click.
fn sgr_mouse(params: &[u8], last: u8) -> Option<Event> {
    let text = std::str::from_utf8(params).ok()?;
    let mut numbers = text.split(';').map(|part| part.parse::<u16>().ok());
    let (button, column, row) = (numbers.next()??, numbers.next()??, numbers.next()??);
    (last == b'M' && button == 0).then(|| {
        Event::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column: column.saturating_sub(1),
            row: row.saturating_sub(1),
            modifiers: KeyModifiers::NONE,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(events: &[Event]) -> Vec<(KeyCode, KeyModifiers)> {
        events
            .iter()
            .filter_map(|e| match e {
                Event::Key(k) => Some((k.code, k.modifiers)),
                _ => None,
            })
            .collect()
    }

    fn plain(code: KeyCode) -> (KeyCode, KeyModifiers) {
        (code, KeyModifiers::NONE)
    }

    #[test]
    fn arrows_in_both_cursor_modes() {
        let mut parser = InputParser::new();
        let events = parser.feed(b"\x1b[A\x1b[B\x1b[C\x1b[D\x1bOA\x1bOD");
        assert_eq!(
            keys(&events),
            [
                plain(KeyCode::Up),
                plain(KeyCode::Down),
                plain(KeyCode::Right),
                plain(KeyCode::Left),
                plain(KeyCode::Up),
                plain(KeyCode::Left),
            ]
        );
        assert!(!parser.has_pending());
    }

    #[test]
    fn enter_backspace_digits_letters_and_ctrl_c() {
        let mut parser = InputParser::new();
        let events = parser.feed(b"\r\x7f3a\x03\n\x08");
        assert_eq!(
            keys(&events),
            [
                plain(KeyCode::Enter),
                plain(KeyCode::Backspace),
                plain(KeyCode::Char('3')),
                plain(KeyCode::Char('a')),
                (KeyCode::Char('c'), KeyModifiers::CONTROL),
                plain(KeyCode::Enter),
                plain(KeyCode::Backspace),
            ]
        );
    }

    #[test]
    fn a_sequence_split_across_packets_waits_for_its_end() {
        let mut parser = InputParser::new();
        assert!(parser.feed(b"\x1b").is_empty());
        assert!(parser.feed(b"[").is_empty());
        assert!(parser.has_pending());
        assert_eq!(
            keys(&parser.feed(b"Cx")),
            [plain(KeyCode::Right), plain(KeyCode::Char('x'))]
        );
        assert!(!parser.has_pending());
    }

    #[test]
    fn a_lone_esc_is_the_esc_key_once_flushed() {
        let mut parser = InputParser::new();
        assert!(parser.feed(b"\x1b").is_empty());
        assert_eq!(keys(&parser.flush()), [plain(KeyCode::Esc)]);
        assert!(!parser.has_pending());
    }

    #[test]
    fn esc_then_a_letter_is_alt_and_esc_esc_is_esc() {
        let mut parser = InputParser::new();
        assert_eq!(
            keys(&parser.feed(b"\x1bq")),
            [(KeyCode::Char('q'), KeyModifiers::ALT)]
        );
        assert_eq!(
            keys(&parser.feed(b"\x1b\x1b[A")),
            [plain(KeyCode::Esc), plain(KeyCode::Up)]
        );
    }

    #[test]
    fn modifiers_and_tilde_keys() {
        let mut parser = InputParser::new();
        let events = parser.feed(b"\x1b[1;5C\x1b[3~\x1b[5~\x1b[15~");
        assert_eq!(
            keys(&events),
            [
                (KeyCode::Right, KeyModifiers::CONTROL),
                plain(KeyCode::Delete),
                plain(KeyCode::PageUp),
                plain(KeyCode::F(5)),
            ]
        );
    }

    #[test]
    fn utf8_split_across_packets() {
        let mut parser = InputParser::new();
        let e_acute = "é".as_bytes();
        assert!(parser.feed(&e_acute[..1]).is_empty());
        assert_eq!(
            keys(&parser.feed(&e_acute[1..])),
            [plain(KeyCode::Char('é'))]
        );
    }

    #[test]
    fn garbage_never_panics_nor_grows_the_buffer() {
        let mut parser = InputParser::new();
        let mut noise: Vec<u8> = (0..=255u8).collect();
        noise.extend(b"\x1b[");
        noise.extend(std::iter::repeat_n(b'9', 1000));
        parser.feed(&noise);
        assert!(parser.pending.len() <= MAX_SEQUENCE);
        // The parser still works after the garbage.
        parser.flush();
        assert_eq!(keys(&parser.feed(b"\x1b[D")), [plain(KeyCode::Left)]);
    }

    #[test]
    fn an_overlong_sequence_is_dropped_whole_not_read_as_keys() {
        let mut parser = InputParser::new();
        let mut overlong = b"\x1b[".to_vec();
        overlong.extend(std::iter::repeat_n(b'9', 40));
        assert_eq!(keys(&parser.feed(&overlong)), []);
        assert!(!parser.has_pending());
        assert_eq!(keys(&parser.feed(b"x")), [plain(KeyCode::Char('x'))]);
    }

    #[test]
    fn cut_short_sequences_are_dropped_when_flushed() {
        for cut in [
            &b"\x1b["[..],
            b"\x1bO",
            b"\x1b[1;5",
            "é".as_bytes().split_at(1).0,
        ] {
            let mut parser = InputParser::new();
            assert_eq!(keys(&parser.feed(cut)), [], "{cut:?}");
            assert_eq!(keys(&parser.flush()), [], "{cut:?}");
            assert!(!parser.has_pending());
        }
    }

    #[test]
    fn invalid_utf8_is_skipped() {
        let mut parser = InputParser::new();
        assert_eq!(
            keys(&parser.feed(b"\xff\xc3(1")),
            [plain(KeyCode::Char('(')), plain(KeyCode::Char('1'))]
        );
    }

    #[test]
    fn sgr_left_click_becomes_a_mouse_press_at_zero_based_cell() {
        let mut parser = InputParser::new();
        let events = parser.feed(b"\x1b[<0;10;5M\x1b[<0;10;5m");
        assert_eq!(events.len(), 1);
        let Event::Mouse(mouse) = events[0] else {
            panic!("expected a mouse event, got {events:?}");
        };
        assert_eq!((mouse.column, mouse.row), (9, 4));
        assert_eq!(mouse.kind, MouseEventKind::Down(MouseButton::Left));
    }

    #[test]
    fn a_bracketed_paste_is_one_event_however_its_packets_are_cut() {
        let whole = b"3\x1b[200~coucou maman 42 !\r\x1b[201~u";
        for cut in 0..whole.len() {
            let mut parser = InputParser::new();
            let mut events = parser.feed(&whole[..cut]);
            events.extend(parser.feed(&whole[cut..]));
            assert_eq!(
                events,
                [
                    key(KeyCode::Char('3'), KeyModifiers::NONE),
                    Event::Paste("coucou maman 42 !\r".into()),
                    key(KeyCode::Char('u'), KeyModifiers::NONE),
                ],
                "cut at {cut}"
            );
            assert!(!parser.has_pending(), "cut at {cut}");
        }
    }

    #[test]
    fn a_paste_keeps_its_first_bytes_and_waits_for_its_end_with_no_esc_key() {
        let mut parser = InputParser::new();
        assert!(parser.feed(b"\x1b[200~").is_empty());
        let long = vec![b'a'; 3 * MAX_PASTE];
        assert!(parser.feed(&long).is_empty());
        // The start of its end is no Esc key, however long it waits.
        assert!(parser.feed(b"\x1b").is_empty());
        assert!(!parser.has_pending());
        assert!(parser.flush().is_empty());
        let events = parser.feed(b"[201~");
        assert_eq!(events, [Event::Paste("a".repeat(MAX_PASTE))]);
    }
}
