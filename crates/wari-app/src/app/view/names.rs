//! Names cut to the room they have: a long name must not push a score off
//! the header or overflow a store's border. And the names of the ways to
//! play, in the reader's words.

use wari_words::tr;

use super::Theme;
use crate::search::Level;
use crate::setup::{Goal, Mode};

/// `name` in at most `room` columns: its start, and an ellipsis for the
/// rest when it does not fit, so the reader sees that it goes on.
pub fn shorten(name: &str, room: usize, theme: &Theme) -> String {
    crate::text::cut(name, room, theme.ellipsis())
}

/// The name of the way to play `mode`, as the header, the help and the
/// end screen show it: "Sorry Wari".
pub fn mode_title(mode: Mode) -> String {
    tr!("board-mode-title", mode = mode.name())
}

/// The computer's level in the reader's words: "medium".
pub fn level_word(level: Level) -> String {
    tr!("home-level", level = level.name())
}

/// `goal` as the messages select it: `compete` or `cooperate`.
pub fn goal_key(goal: Goal) -> &'static str {
    match goal {
        Goal::Compete => "compete",
        Goal::Cooperate => "cooperate",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::look::Look;

    #[test]
    fn a_name_that_fits_is_kept_whole() {
        assert_eq!(shorten("Ama", 3, &Theme::new(Look::default())), "Ama");
    }

    #[test]
    fn a_long_name_keeps_its_start_and_ends_in_an_ellipsis() {
        let theme = Theme::new(Look::default());
        assert_eq!(shorten("Oluwaseun", 6, &theme), "Oluwa…");
        let ascii = Theme::new(Look {
            ascii: true,
            ..Look::default()
        });
        assert_eq!(shorten("Oluwaseun", 6, &ascii), "Olu...");
        assert_eq!(shorten("Oluwaseun", 2, &ascii), "Ol");
        assert_eq!(shorten("Kofi Annan", 6, &theme), "Kofi…");
        assert_eq!(shorten("🦁👑Kofi🌍🎉", 8, &theme), "🦁👑Kof…");
    }
}
