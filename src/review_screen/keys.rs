//! The review screen's keys, in one place.

use crossterm::event::{Event, KeyCode, KeyEventKind, KeyModifiers};

use super::ReviewAction;

/// The keys and what they do, as the screen's last row lists them.
pub const HELP: &str = "←/→ step  Home/End first/last  q quit";

/// The action for a terminal event, if any; only key presses count.
pub fn action_for(event: &Event) -> Option<ReviewAction> {
    let Event::Key(key) = event else { return None };
    if key.kind != KeyEventKind::Press {
        return None;
    }
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        // Ctrl-C leaves, as on every screen.
        return (key.code == KeyCode::Char('c')).then_some(ReviewAction::Quit);
    }
    match key.code {
        KeyCode::Right => Some(ReviewAction::Next),
        KeyCode::Left => Some(ReviewAction::Previous),
        KeyCode::Home => Some(ReviewAction::First),
        KeyCode::End => Some(ReviewAction::Last),
        KeyCode::Char('q') | KeyCode::Esc => Some(ReviewAction::Quit),
        _ => None,
    }
}
