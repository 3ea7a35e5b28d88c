//! The one place where terminal events become [`Action`]s, so the local
//! terminal, an SSH session and the tests all share the same keys.

use crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

use super::Action;

/// The action for a terminal event, if it means anything. Only key presses
/// count: terminals that report releases and repeats would otherwise play
/// twice.
pub fn action_for(event: &Event) -> Option<Action> {
    match *event {
        Event::Key(key) if key.kind == KeyEventKind::Press => Some(action_for_key(key)),
        Event::Mouse(mouse) => action_for_mouse(mouse),
        Event::Resize(width, height) => Some(Action::Resize { width, height }),
        Event::Paste(_) => Some(Action::Pasted),
        _ => None,
    }
}

/// The action for a key press; keys with no meaning become [`Action::Other`].
pub fn action_for_key(key: KeyEvent) -> Action {
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return match key.code {
            KeyCode::Char('c') => Action::Interrupt,
            _ => Action::Other,
        };
    }
    match key.code {
        KeyCode::Left => Action::Left,
        KeyCode::Right => Action::Right,
        KeyCode::Up => Action::Up,
        KeyCode::Down => Action::Down,
        KeyCode::Enter | KeyCode::Char(' ') => Action::Sow,
        KeyCode::Esc => Action::Back,
        KeyCode::Char(c) => action_for_char(c),
        _ => Action::Other,
    }
}

fn action_for_char(c: char) -> Action {
    match c {
        '1'..='9' => Action::Pick(c as usize - '0' as usize),
        '0' => Action::Pick(10),
        // `y`, or the reader's own yes: `o` for oui, `j` for ja.
        c if wari_words::is_yes(c) => Action::Yes,
        c => KEYS
            .iter()
            .find(|k| k.typed == Some(c))
            .map_or(Action::Other, |k| k.action.clone()),
    }
}

/// One key: what it does, and how the lists on screen name it. Its words
/// are message ids, read in the reader's language when a list is drawn
/// ([`Key::short_words`], [`Key::long_words`]), so one table of keys
/// serves every reader.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Key {
    /// The character typed, or `None` for a line that only names keys
    /// mapped elsewhere (the digits).
    pub typed: Option<char>,
    /// What it does.
    pub action: Action,
    /// The key as the lists show it: its own name in every language.
    pub shown: &'static str,
    /// The message id of its word in a footer.
    pub short: &'static str,
    /// The message id of its words in the help.
    pub long: &'static str,
}

impl Key {
    /// `typed` doing `action`, shown as `shown` with the words of the
    /// messages `short` in a footer and `long` in the help.
    pub const fn new(
        typed: Option<char>,
        action: Action,
        (shown, short, long): (&'static str, &'static str, &'static str),
    ) -> Key {
        Key {
            typed,
            action,
            shown,
            short,
            long,
        }
    }

    /// Its word in a footer, in the reader's language.
    pub fn short_words(&self) -> String {
        wari_words::text(self.short, None)
    }

    /// Its words in the help, in the reader's language.
    pub fn long_words(&self) -> String {
        wari_words::text(self.long, None)
    }
}

/// `.`: one move of a paused demo.
pub const STEP: Key = Key::new(
    Some('.'),
    Action::Step,
    (".", "board-footer-step", "board-help-key-step"),
);
/// `+` and `-`: the demo's speed, named once for both.
pub const SPEED: Key = Key::new(
    Some('+'),
    Action::Faster,
    ("+ -", "board-footer-speed", "board-help-key-speed"),
);
/// `-`, named with `+`.
pub const SLOWER: Key = Key::new(
    Some('-'),
    Action::Slower,
    ("-", "board-key-slower", "board-key-slower"),
);
/// `?`: the help.
pub const HELP: Key = Key::new(
    Some('?'),
    Action::Help,
    ("?", "board-footer-help", "board-help-key-help"),
);
/// `h`: a hint, listed only where the way to play has them.
pub const HINT: Key = Key::new(
    Some('h'),
    Action::Hint,
    ("h", "board-footer-hint", "board-help-key-hint"),
);
/// `u`: take back.
pub const UNDO: Key = Key::new(
    Some('u'),
    Action::Undo,
    ("u", "board-footer-undo", "board-help-key-undo"),
);
/// `r`: play a taken-back move again.
pub const REDO: Key = Key::new(
    Some('r'),
    Action::Redo,
    ("r", "board-footer-redo", "board-help-key-redo"),
);
/// `e`: offer to stop where the game stands.
pub const STOP_HERE: Key = Key::new(
    Some('e'),
    Action::ProposeEnd,
    ("e", "board-footer-stop", "board-help-key-stop"),
);
/// `v`: review the game once over.
pub const REVIEW: Key = Key::new(
    Some('v'),
    Action::Review,
    ("v", "board-footer-review", "board-help-key-review"),
);
/// `s`: save.
pub const SAVE: Key = Key::new(
    Some('s'),
    Action::Save,
    ("s", "board-footer-save", "board-help-key-save"),
);
/// `n`: a new game.
pub const NEW_GAME: Key = Key::new(
    Some('n'),
    Action::NewGame,
    ("n", "board-footer-new", "board-help-key-new"),
);
/// `q`: quit.
pub const QUIT: Key = Key::new(
    Some('q'),
    Action::Quit,
    ("q", "board-footer-quit", "board-help-key-quit"),
);
/// `f`: turn the board round.
pub const FLIP: Key = Key::new(
    Some('f'),
    Action::Flip,
    ("f", "board-footer-turn", "board-help-key-turn"),
);
/// `y`: yes to the question asked; named in the question itself, as the
/// reader's own yes key, which answers too.
pub const YES: Key = Key::new(
    Some('y'),
    Action::Yes,
    ("y", "board-key-yes", "board-key-yes"),
);

/// Every key beyond the moves; the characters map to their actions from
/// here, so a list on screen, which names these keys or others with the
/// same character and action, cannot disagree with what a key does.
pub static KEYS: &[Key] = &[
    STEP, SPEED, SLOWER, HELP, HINT, UNDO, REDO, STOP_HERE, REVIEW, SAVE, NEW_GAME, QUIT, FLIP, YES,
];

/// The keys as one line, in the reader's language: "? help · e stop
/// here · q lobby".
pub fn line(keys: &[Key]) -> String {
    let words: Vec<String> = keys
        .iter()
        .map(|k| {
            format!(
                "{} {}",
                crate::screen_keys::key_name(k.shown),
                k.short_words()
            )
        })
        .collect();
    words.join(" · ")
}

fn action_for_mouse(mouse: MouseEvent) -> Option<Action> {
    match mouse.kind {
        MouseEventKind::Down(MouseButton::Left) => Some(Action::Click {
            column: mouse.column,
            row: mouse.row,
        }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wari_words::{Lang, reader};

    fn typed(code: &str, c: char) -> Action {
        let lang = Lang::from_code(code).expect("a shipped language");
        reader::reading(lang, || action_for_key(KeyEvent::from(KeyCode::Char(c))))
    }

    #[test]
    fn yes_is_the_readers_own_key_and_y_in_every_language() {
        assert_eq!(typed("fr", 'o'), Action::Yes, "oui");
        assert_eq!(typed("nl", 'j'), Action::Yes, "ja");
        for code in ["en", "fr", "nl"] {
            assert_eq!(typed(code, 'y'), Action::Yes, "{code}");
            // And no answers no: n stays the new game it names.
            assert_eq!(typed(code, 'n'), Action::NewGame, "{code}");
        }
        assert_eq!(typed("en", 'o'), Action::Other);
        assert_eq!(typed("fr", 'j'), Action::Other);
    }
}
