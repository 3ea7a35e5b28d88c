//! Wari on a terminal, over the rules of [`wari_engine`]: the board for
//! hot-seat play and against the computer ([`app`]), the home screen,
//! the lessons, the puzzles, the review of a game, the variants of the
//! rules file, and the local terminal they all run in ([`tui`]).
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod app;
pub mod choices;
pub mod columns;
pub mod home;
pub mod learn;
pub mod look;
pub mod paste;
pub mod pool;
pub mod puzzles;
pub mod review;
pub mod review_screen;
pub mod screen;
#[cfg(any(test, feature = "testing"))]
pub mod screen_check;
pub mod screen_keys;
pub mod scrolled;
pub mod seat_names;
pub mod still_board;
pub mod text;
pub mod thinker;
mod toml_keys;
pub mod tui;
pub mod variants;

/// The rules, as every module here names them.
use wari_engine as engine;
/// The user's files.
use wari_files as user_files;
/// The setup vocabulary and the records.
use wari_records::{record, setup};
/// The computer player and the endgame tables.
use wari_search::{search, tablebase};
