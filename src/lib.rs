//! Wari (Oware) on the rules of [`wari_engine`]: a terminal board for
//! hot-seat play and against the computer, lessons for a beginner,
//! puzzles, a review of any game's moves, endgame tables, a classroom
//! where students play over SSH while the teacher watches from a console,
//! and a headless command line for scripts.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod app;
pub mod choices;
/// The rules, from their own crate: every module here reads them as
/// `engine`.
pub use wari_engine as engine;
/// The user's files, from their own crate.
pub use wari_files as user_files;
/// The computer player and the endgame tables, from their own crate.
pub use wari_search::{search, tablebase};
pub mod home;
pub mod learn;
pub mod look;
pub mod puzzles;
pub mod record;
pub mod review;
pub mod review_screen;
pub mod screen_keys;
pub mod serve;
pub mod setup;
pub mod text;
pub mod thinker;
mod toml_keys;
pub mod tui;
pub mod variants;
