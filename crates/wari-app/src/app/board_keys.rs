//! The keys and words a board lists, given by whoever runs it: the hot
//! seat's are [`HOT_SEAT`]; a classroom table passes its own, where a
//! take-back or a save would overrule the other student. The board draws
//! them and never asks where it is.

use super::keymap::{
    FLIP, HELP, HINT, Key, NEW_GAME, QUIT, REDO, REVIEW, SAVE, SPEED, STEP, STOP_HERE, UNDO,
};

/// The lists of keys and the sentences about them that one kind of board
/// shows.
#[derive(Debug, PartialEq, Eq)]
pub struct BoardKeys {
    /// The footer's keys during play (`h` only where hints are).
    pub playing: &'static [Key],
    /// The footer's keys once the game is over.
    pub over: &'static [Key],
    /// The footer's keys while the computer plays both sides, after Space.
    pub demo: &'static [Key],
    /// The help's keys beyond the moves (`h` only where hints are).
    pub help: &'static [Key],
    /// The end screen's bottom line.
    pub end_line: &'static str,
    /// The help's sentence on running a demo.
    pub demo_help: &'static str,
    /// The help's sentence on taking back against the computer, if any.
    pub undo_help: &'static str,
    /// What the turn line says after a paused computer's name.
    pub paused: &'static str,
    /// The help's pointer to the lessons and puzzles for someone new to
    /// the game, where they can be opened; empty where they cannot.
    pub learn_help: &'static str,
}

impl BoardKeys {
    /// Whether the end screen offers the review.
    pub fn reviews(&self) -> bool {
        self.over.iter().any(|key| key.action == REVIEW.action)
    }
}

/// Two players at one keyboard: take-backs, saves, new games, quit.
pub static HOT_SEAT: BoardKeys = BoardKeys {
    playing: &[HELP, HINT, UNDO, REDO, STOP_HERE, SAVE, NEW_GAME, QUIT],
    over: &[HELP, UNDO, REVIEW, SAVE, NEW_GAME, QUIT],
    demo: &[STEP, SPEED, HELP, UNDO, SAVE, NEW_GAME, QUIT],
    help: &[
        HELP, HINT, UNDO, REDO, STOP_HERE, SAVE, NEW_GAME, QUIT, FLIP,
    ],
    end_line: " n: play again   u: take back   v: review   q: quit ",
    demo_help: "Space pauses it and goes on; n starts again; q stops.",
    undo_help: " u takes back its reply together with your move.",
    paused: " is paused: Space goes on",
    learn_help: "New to Wari? Learn to play on the home screen (or wari learn) \
                 teaches it step by step, and Puzzles (or wari puzzles) trains \
                 the eye for the best move.",
};
