//! The puzzles' keys, one table for each way an attempt stands, built from
//! the lessons' rows (the same board, the same pits) with `↑↓` for the
//! other puzzles; each row's words are a message of the catalogs.

use crate::learn::keys::{
    DOWN, HINT, PAGE_DOWN, PAGE_UP, PIT_A, PIT_B, PIT_C, PIT_D, PIT_E, PIT_F, leave, next, up,
};
use crate::learn::{Action, Attempt};
use crate::screen_keys::ScreenKey;

/// The words `↑↓` has here.
const OTHERS: ScreenKey<Action> = up("puzzle-key-others");

/// While the puzzle waits for a move.
static TRYING: &[ScreenKey<Action>] = &[
    PIT_A,
    PIT_B,
    PIT_C,
    PIT_D,
    PIT_E,
    PIT_F,
    HINT,
    OTHERS,
    DOWN,
    PAGE_DOWN,
    PAGE_UP,
    leave("puzzle-key-leave"),
];

/// After a move that was not the best.
static MISSED: &[ScreenKey<Action>] = &[
    next("puzzle-key-try-again"),
    HINT,
    OTHERS,
    DOWN,
    PAGE_DOWN,
    PAGE_UP,
    leave("puzzle-key-leave"),
];

/// After the best move.
static SOLVED: &[ScreenKey<Action>] = &[
    next("puzzle-key-next"),
    OTHERS,
    DOWN,
    PAGE_DOWN,
    PAGE_UP,
    leave("puzzle-key-leave"),
];

/// The keys while the attempt stands as `attempt`.
pub fn keys(attempt: Attempt) -> &'static [ScreenKey<Action>] {
    match attempt {
        Attempt::Trying => TRYING,
        Attempt::Missed => MISSED,
        Attempt::Solved => SOLVED,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_a_puzzle_names_does_what_its_words_say() {
        for attempt in [Attempt::Trying, Attempt::Missed, Attempt::Solved] {
            assert!(!crate::screen_keys::named_keys(keys(attempt)).is_empty());
        }
    }
}
