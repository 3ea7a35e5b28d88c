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
        'u' => Action::Undo,
        'r' => Action::Redo,
        '?' => Action::Help,
        'h' => Action::Hint,
        'e' => Action::ProposeEnd,
        'n' => Action::NewGame,
        'q' => Action::Quit,
        's' => Action::Save,
        'f' => Action::Flip,
        'y' => Action::Yes,
        _ => Action::Other,
    }
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
