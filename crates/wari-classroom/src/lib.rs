//! `wari serve`: the classroom over SSH. Every student types `ssh -p 2222
//! HOST` and gets the game in their own terminal, with nothing installed.
//!
//! This crate is an edge, like the local terminal: nothing below depends
//! on it. The SSH server, each session's terminal and the limits on
//! connections are `wari-ssh`'s, which knows nothing of classrooms; here
//! are who may come in ([`Gatekeeper`]), the classroom ([`room::Room`]),
//! which holds the tables, and each student's session. A table holds one
//! game that every session at it draws.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod access;
pub mod archive;
pub mod class;
pub mod console;
pub mod counted;
pub mod game;
pub mod intent;
pub mod journal;
pub mod learned;
pub mod lesson_files;
pub mod limits;
mod lobby;
mod naming;
pub mod room;
mod serde_names;
mod server;
mod session;
pub mod table;

pub use access::{ClassRole, Gatekeeper, Teacher};
pub use limits::Limits;
pub use server::{Bound, Options, bind};

/// The board, the screens and the helpers of the game on a terminal.
use wari_app::{
    app, choices, columns, learn, look, paste, pool, puzzles, review, review_screen, screen,
    screen_keys, seat_names, still_board, text, thinker,
};
/// The rules.
use wari_engine as engine;
/// The setup vocabulary and the records.
use wari_records::{record, setup};
/// The computer player and the endgame tables.
use wari_search::{search, tablebase};
