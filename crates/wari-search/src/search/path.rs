//! The boards since the last capture along the search's path, the game's
//! own history first: what the repetition rule (RULES.md 3.2) compares.

use crate::engine::{Board, Game};

/// A stack of boards with their keys. `since` is where the boards since the
/// last capture start; a capturing move moves it to the top.
pub(super) struct Path {
    boards: Vec<(u64, Board)>,
    since: usize,
}

impl Path {
    /// No boards, before the first search.
    pub(super) fn empty() -> Path {
        Path {
            boards: Vec::new(),
            since: 0,
        }
    }

    /// The game's boards since its last capture, the current one last.
    /// They all share the current stores, since nothing was captured
    /// between them, so they key like the current position.
    pub(super) fn new(game: &Game) -> Path {
        let position = *game.position();
        let boards = game
            .boards_since_capture()
            .iter()
            .map(|&board| (super::key::key_of_board(&position, board), board))
            .collect();
        Path { boards, since: 0 }
    }

    /// Whether a board reached without a capture has been seen since the
    /// last capture. Only boards with the same player to move can match:
    /// every other one back from the top.
    pub(super) fn repeats(&self, key: u64, board: &Board) -> bool {
        self.boards[self.since..]
            .iter()
            .rev()
            .skip(1)
            .step_by(2)
            .any(|(k, b)| *k == key && b == board)
    }

    /// Whether the board on top was reached by a capture, or is the
    /// game's first since one: no earlier board can repeat from it.
    pub(super) fn fresh(&self) -> bool {
        self.boards.len() <= self.since + 1
    }

    /// Goes down to a child; returns what [`Path::pop`] needs to come back.
    pub(super) fn push(&mut self, key: u64, board: Board, captured: bool) -> usize {
        let since = self.since;
        if captured {
            self.since = self.boards.len();
        }
        self.boards.push((key, board));
        since
    }

    /// Comes back from the child [`Path::push`] went to.
    pub(super) fn pop(&mut self, since: usize) {
        self.boards.pop();
        self.since = since;
    }
}
