//! Wari (Oware) on the rules of [`wari_engine`]: a terminal board for
//! hot-seat play and against the computer, lessons for a beginner,
//! puzzles, a review of any game's moves, endgame tables, a classroom
//! where students play over SSH while the teacher watches from a console,
//! and a headless command line for scripts.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

/// The game on a terminal, from its own crate.
pub use wari_app::{
    app, choices, home, learn, look, pool, puzzles, review, review_screen, screen_keys, seat_names,
    text, thinker, tui, variants,
};
/// The classroom over SSH, from its own crate.
pub use wari_classroom as serve;
/// The rules, from their own crate: every module here reads them as
/// `engine`.
pub use wari_engine as engine;
/// The user's files, from their own crate.
pub use wari_files as user_files;
/// The setup vocabulary and the game records, from their own crate.
pub use wari_records::{record, setup};
/// The computer player and the endgame tables, from their own crate.
pub use wari_search::{search, tablebase};
/// A terminal program served over SSH, from its own crate.
pub use wari_ssh as ssh;
