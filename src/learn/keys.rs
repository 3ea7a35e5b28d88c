//! The lessons' keys, in one place, with the words the screens show for
//! them, so that what a screen says is what the keys do.

use crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use super::tutor::Action;

/// The action for a terminal event, if it means anything. Only key
/// presses count, as in the game.
pub fn action_for(event: &Event) -> Option<Action> {
    match *event {
        Event::Key(key) if key.kind == KeyEventKind::Press => action_for_key(key),
        _ => None,
    }
}

fn action_for_key(key: KeyEvent) -> Option<Action> {
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return (key.code == KeyCode::Char('c')).then_some(Action::Quit);
    }
    match key.code {
        KeyCode::Up => Some(Action::Up),
        KeyCode::Down => Some(Action::Down),
        KeyCode::Enter | KeyCode::Char(' ') => Some(Action::Next),
        KeyCode::Backspace => Some(Action::Back),
        KeyCode::Esc | KeyCode::Char('q') => Some(Action::Leave),
        KeyCode::Char('h') => Some(Action::Hint),
        KeyCode::Char(c @ '1'..='9') => Some(Action::Pit(c as usize - '0' as usize)),
        // The pits' own letters pick them too: the lessons name pits so.
        KeyCode::Char(c @ ('a'..='f' | 'A'..='F')) => Some(Action::Pit(
            c.to_ascii_uppercase() as usize - 'A' as usize + 1,
        )),
        _ => None,
    }
}

/// The key line under the lesson list.
pub const ON_LIST: &str = "↑↓ choose   Enter open   q leave";
/// The key line under a page of words.
pub const ON_PAGE: &str = "Enter next   Backspace back   q lessons";
/// The key line while an exercise waits for a move.
pub const TRYING: &str = "A-F or 1-6 play a pit   h hint   Backspace words   q lessons";
/// The key line after a move that missed.
pub const MISSED: &str = "Enter try again   h hint   q lessons";
/// The key line after a move that did it.
pub const SOLVED: &str = "Enter go on   q lessons";
