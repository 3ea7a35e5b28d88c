//! The keys and words a board lists, given by whoever runs it: the hot
//! seat's are [`HOT_SEAT`]; a classroom table passes its own, where a
//! take-back or a save would overrule the other student. The board draws
//! them and never asks where it is.

use super::keymap::{
    FLIP, HELP, HINT, Key, NEW_GAME, QUIT, REDO, REVIEW, SAVE, SPEED, STEP, STOP_HERE, UNDO,
};

/// The lists of keys and the sentences about them that one kind of board
/// shows. The sentences are message ids, put into words in the reader's
/// language when drawn ([`BoardKeys::words`]).
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
    /// The message id of the end screen's bottom line.
    pub end_line: &'static str,
    /// The message id of the help's sentence on running a demo.
    pub demo_help: &'static str,
    /// The message id of the help's sentence on taking back against the
    /// computer; empty where there is none.
    pub undo_help: &'static str,
    /// The message id of what the turn line says after a paused
    /// computer's name.
    pub paused: &'static str,
    /// The message id of the help's pointer to the lessons and puzzles
    /// for someone new to the game, where they can be opened; empty where
    /// they cannot.
    pub learn_help: &'static str,
}

impl BoardKeys {
    /// Whether the end screen offers the review.
    pub fn reviews(&self) -> bool {
        self.over.iter().any(|key| key.action == REVIEW.action)
    }

    /// One of its sentences (`BoardKeys::words(keys.paused)`) in the
    /// reader's language, without spaces around it: the view places it.
    pub fn words(sentence: &str) -> String {
        wari_words::text(sentence, None).trim().to_owned()
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
    end_line: "board-end-keys",
    demo_help: "board-demo-help",
    undo_help: "board-undo-help",
    paused: "board-paused",
    learn_help: "board-learn-help",
};
