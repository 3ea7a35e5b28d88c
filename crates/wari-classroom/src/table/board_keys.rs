//! The table's keys and words for the board it shares: only the moves,
//! hints and ending by agreement, since a take-back or a save would
//! overrule the other student; `n` asks for another game once it is over,
//! `q` goes back to the lobby. The words are message ids, read in each
//! reader's language when drawn.

use crate::app::Action;
use crate::app::BoardKeys;
use crate::app::keymap::{FLIP, HELP, HINT, Key, SPEED, STEP, STOP_HERE};

/// `n` once the game is over: asks the other player for another game.
const ANOTHER_GAME: Key = Key::new(
    Some('n'),
    Action::NewGame,
    (
        "n",
        "table-footer-another-game",
        "table-help-key-another-game",
    ),
);
/// `q`: back to the lobby, leaving the game if it is being played.
const TO_LOBBY: Key = Key::new(
    Some('q'),
    Action::Quit,
    ("q", "table-footer-lobby", "table-help-key-lobby"),
);
/// The digits that change a demo's levels, named for the one who runs it.
const TO_CONSOLE: Key = Key::new(
    Some('q'),
    Action::Quit,
    ("q", "table-footer-console", "table-help-key-console"),
);
const LEVELS: Key = Key::new(
    None,
    Action::Other,
    ("1 2", "table-footer-levels", "table-help-key-levels"),
);

/// A player's last row during play.
pub static PLAYING: &[Key] = &[HELP, STOP_HERE, TO_LOBBY];
/// A player's last row once the game is over.
pub static OVER: &[Key] = &[HELP, ANOTHER_GAME, TO_LOBBY];
/// Once a tournament's game is over: no other game at its table, which
/// would count in its place.
pub static TOURNAMENT_OVER: &[Key] = &[HELP, TO_LOBBY];
/// A watcher's last row.
pub static WATCHING: &[Key] = &[HELP, TO_LOBBY, FLIP];
/// The last row of whoever runs a demo (after Space).
pub static DEMO: &[Key] = &[STEP, LEVELS, SPEED, HELP, TO_LOBBY];
/// The teacher's, running a demo: `q` goes back to their console.
pub static TEACHER_DEMO: &[Key] = &[STEP, LEVELS, SPEED, HELP, TO_CONSOLE];

/// The board's keys and words at a classroom table.
pub static TABLE: BoardKeys = BoardKeys {
    playing: PLAYING,
    over: OVER,
    demo: DEMO,
    help: &[HELP, HINT, STOP_HERE, ANOTHER_GAME, TO_LOBBY],
    end_line: "table-end-keys",
    demo_help: "table-demo-help",
    undo_help: "",
    // Only the demo's host may go on, and their keys are on their row.
    paused: "table-paused",
    // The lessons need a terminal of one's own; the puzzles are in the
    // lobby.
    learn_help: "table-learn-help",
};

/// A tournament's table: no hint, nor another game once it is over.
pub static TOURNAMENT: BoardKeys = BoardKeys {
    over: TOURNAMENT_OVER,
    help: &[HELP, STOP_HERE, TO_LOBBY],
    end_line: "table-end-keys-tournament",
    ..TABLE
};

#[cfg(test)]
mod tests {
    use crossterm::event::{KeyCode, KeyEvent};

    use super::*;
    use crate::app::keymap::{action_for_key, line};

    #[test]
    fn a_table_lists_no_key_that_would_overrule_the_other_student() {
        for list in [
            PLAYING,
            OVER,
            WATCHING,
            DEMO,
            TEACHER_DEMO,
            TABLE.help,
            TOURNAMENT.help,
        ] {
            for listed in list {
                assert!(
                    !matches!(listed.action, Action::Undo | Action::Redo | Action::Save),
                    "{} is listed",
                    listed.shown
                );
            }
        }
        assert!(!TABLE.reviews(), "no screen of its own to review on");
        assert_eq!(line(PLAYING), "? help · e stop here · q lobby");
        assert_eq!(line(OVER), "? help · n another game · q lobby");
        assert_eq!(line(WATCHING), "? help · q lobby · f turn");
    }

    #[test]
    fn every_word_of_a_tables_keys_is_a_message() {
        let is_message = |id: &str| wari_words::text_in(wari_words::Lang::ENGLISH, id, None) != id;
        for list in [PLAYING, OVER, WATCHING, DEMO, TABLE.help, TOURNAMENT.help] {
            for listed in list {
                assert!(is_message(listed.short), "{}", listed.short);
                assert!(is_message(listed.long), "{}", listed.long);
            }
        }
        for sentence in [
            TABLE.end_line,
            TABLE.demo_help,
            TABLE.paused,
            TABLE.learn_help,
        ] {
            assert!(is_message(sentence), "{sentence}");
        }
    }

    #[test]
    fn every_key_a_table_lists_does_what_it_says() {
        for list in [PLAYING, OVER, WATCHING, DEMO, TABLE.help, TOURNAMENT.help] {
            for listed in list.iter().filter(|k| k.typed.is_some()) {
                let typed = listed.typed.map(KeyCode::Char);
                let action = typed.map(|code| action_for_key(KeyEvent::from(code)));
                assert_eq!(action.as_ref(), Some(&listed.action), "{}", listed.shown);
            }
        }
    }
}
