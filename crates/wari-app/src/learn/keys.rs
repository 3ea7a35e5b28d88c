//! The lessons' keys as tables, one for each kind of screen, in the shape
//! of every screen's ([`ScreenKey`]): what a key does there and the words
//! the last row shows for it come from the same row, so what a screen says
//! is what its keys do. The puzzles, on the lessons' board, use these rows
//! too.

use crossterm::event::{Event, KeyCode, KeyEventKind, KeyModifiers};

use crate::screen_keys::{self, ScreenKey};

use super::tutor::{Action, Attempt, Screen, Tutor};

/// The action for a terminal event on a screen whose keys are `keys`.
/// Ctrl-C leaves from anywhere; only key presses count, as in the game.
pub fn action_for(keys: &[ScreenKey<Action>], event: &Event) -> Option<Action> {
    let Event::Key(key) = event else { return None };
    if key.kind != KeyEventKind::Press {
        return None;
    }
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return (key.code == KeyCode::Char('c')).then_some(Action::Quit);
    }
    screen_keys::action_of(keys, key.code)
}

use KeyCode::{Backspace, Char, Down, Enter, Esc, PageDown, PageUp, Up};

/// `↑` (or `k`) up the list, with the words of the list it is on: a
/// message of the catalogs, as every key's words are.
pub const fn up(word: &'static str) -> ScreenKey<Action> {
    ScreenKey::named(&[Up, Char('k')], Action::Up, "↑↓", word)
}

/// `↓` (or `j`) down the list, named with `↑`.
pub const DOWN: ScreenKey<Action> = ScreenKey::unnamed(&[Down, Char('j')], Action::Down);

/// Page Down, through words longer than their rows; the words' last
/// row names it when there is more ([`crate::scrolled`]).
pub const PAGE_DOWN: ScreenKey<Action> = ScreenKey::unnamed(&[PageDown], Action::PageDown);
/// Page Up, back up them.
pub const PAGE_UP: ScreenKey<Action> = ScreenKey::unnamed(&[PageUp], Action::PageUp);

/// A pit by its letter, as the lessons name pits, or by its number: the
/// first named for all six, the numbers in its words ("or 1-6") so that
/// "or" is the reader's.
pub const PIT_A: ScreenKey<Action> = ScreenKey::named(
    &[Char('A'), Char('a'), Char('1')],
    Action::Pit(1),
    "A-F",
    "lesson-key-pit",
);
/// The second pit.
pub const PIT_B: ScreenKey<Action> =
    ScreenKey::unnamed(&[Char('B'), Char('b'), Char('2')], Action::Pit(2));
/// The third pit.
pub const PIT_C: ScreenKey<Action> =
    ScreenKey::unnamed(&[Char('C'), Char('c'), Char('3')], Action::Pit(3));
/// The fourth pit.
pub const PIT_D: ScreenKey<Action> =
    ScreenKey::unnamed(&[Char('D'), Char('d'), Char('4')], Action::Pit(4));
/// The fifth pit.
pub const PIT_E: ScreenKey<Action> =
    ScreenKey::unnamed(&[Char('E'), Char('e'), Char('5')], Action::Pit(5));
/// The sixth pit.
pub const PIT_F: ScreenKey<Action> =
    ScreenKey::unnamed(&[Char('F'), Char('f'), Char('6')], Action::Pit(6));

/// Enter (or Space) with the words of the screen it is on.
pub const fn next(word: &'static str) -> ScreenKey<Action> {
    ScreenKey::named(&[Enter, Char(' ')], Action::Next, "Enter", word)
}

/// `h`: a pointer first, then the answer.
pub const HINT: ScreenKey<Action> =
    ScreenKey::named(&[Char('h')], Action::Hint, "h", "lesson-key-hint");

/// `q` (or Esc) with the words of the screen it is on.
pub const fn leave(word: &'static str) -> ScreenKey<Action> {
    ScreenKey::named(&[Char('q'), Esc], Action::Leave, "q", word)
}

/// Under the lesson list.
pub static ON_LIST: &[ScreenKey<Action>] = &[
    up("lesson-key-choose"),
    DOWN,
    next("lesson-key-open"),
    leave("lesson-key-leave"),
];

/// Under a page of words.
pub static ON_PAGE: &[ScreenKey<Action>] = &[
    next("lesson-key-next"),
    ScreenKey::named(&[Backspace], Action::Back, "Backspace", "lesson-key-back"),
    leave("lesson-key-lessons"),
];

/// While an exercise waits for a move.
pub static TRYING: &[ScreenKey<Action>] = &[
    PIT_A,
    PIT_B,
    PIT_C,
    PIT_D,
    PIT_E,
    PIT_F,
    HINT,
    ScreenKey::named(&[Backspace], Action::Back, "Backspace", "lesson-key-words"),
    leave("lesson-key-lessons"),
];

/// After a move that missed.
pub static MISSED: &[ScreenKey<Action>] = &[
    next("lesson-key-try-again"),
    HINT,
    leave("lesson-key-lessons"),
];

/// After a move that did it.
pub static SOLVED: &[ScreenKey<Action>] = &[next("lesson-key-go-on"), leave("lesson-key-lessons")];

impl Tutor {
    /// The keys the screen takes now, as its last row names them.
    pub fn keys(&self) -> &'static [ScreenKey<Action>] {
        match self.screen() {
            Screen::List { .. } => ON_LIST,
            Screen::Reading { .. } => ON_PAGE,
            Screen::Practice(practice) => match practice.attempt {
                Attempt::Trying => TRYING,
                Attempt::Missed => MISSED,
                Attempt::Solved => SOLVED,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_a_lesson_screen_names_does_what_its_words_say() {
        for keys in [ON_LIST, ON_PAGE, TRYING, MISSED, SOLVED] {
            // Fails on a named key that does nothing there.
            let named = screen_keys::named_keys(keys);
            assert!(!named.is_empty());
        }
    }
}
