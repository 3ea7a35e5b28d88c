//! The review screen's keys as one table: what each does and the words
//! its last row shows for it come from the same row.

use crossterm::event::{Event, KeyCode, KeyEventKind, KeyModifiers};

use crate::screen_keys::{self, ScreenKey};

use super::ReviewAction;

/// The keys and what they do, as the screen's last row names them (its
/// words are messages of the catalogs).
pub static KEYS: &[ScreenKey<ReviewAction>] = &[
    ScreenKey::named(
        &[KeyCode::Right],
        ReviewAction::Next,
        "←→",
        "review-key-step",
    ),
    ScreenKey::unnamed(&[KeyCode::Left], ReviewAction::Previous),
    ScreenKey::named(
        &[KeyCode::Home],
        ReviewAction::First,
        "Home",
        "review-key-first",
    ),
    ScreenKey::named(
        &[KeyCode::End],
        ReviewAction::Last,
        "End",
        "review-key-last",
    ),
    ScreenKey::named(
        &[KeyCode::Char('q'), KeyCode::Esc],
        ReviewAction::Quit,
        "q",
        "review-key-quit",
    ),
];

/// The action for a terminal event, if any; only key presses count, and
/// Ctrl-C leaves, as on every screen.
pub fn action_for(event: &Event) -> Option<ReviewAction> {
    let Event::Key(key) = event else { return None };
    if key.kind != KeyEventKind::Press {
        return None;
    }
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return (key.code == KeyCode::Char('c')).then_some(ReviewAction::Quit);
    }
    screen_keys::action_of(KEYS, key.code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_the_review_names_does_what_its_words_say() {
        let named = screen_keys::named_keys(KEYS);
        let words: Vec<&str> = named.iter().map(|(.., word)| *word).collect();
        assert_eq!(
            words,
            [
                "review-key-step",
                "review-key-first",
                "review-key-last",
                "review-key-quit"
            ]
        );
    }
}
