//! `wari serve`: the classroom over SSH. Every student types `ssh -p 2222
//! HOST` and gets the game in their own terminal, with nothing installed.
//!
//! This crate is an edge, like the local terminal: nothing below depends
//! on it. Each SSH session gets its own terminal size, its own
//! input parser and its own ratatui terminal writing into a byte buffer
//! that is sent down the channel. The classroom ([`room::Room`]) holds the
//! tables; a table holds one game that every session at it draws.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod access;
pub mod archive;
pub mod archive_writer;
mod bucket;
pub mod console;
pub mod door;
pub mod game;
mod handler;
pub mod host_key;
pub mod input;
mod keepalive;
pub mod limits;
mod lobby;
mod login_limit;
mod naming;
pub mod room;
mod screen;
mod server;
mod session;
pub mod table;

pub use access::{Access, ClassRole, JoinCode, Teacher};
pub use limits::Limits;
pub use server::{Bound, Options, bind};

/// The board, the screens and the helpers of the game on a terminal.
use wari_app::{
    app, choices, learn, look, puzzles, review, review_screen, screen_keys, text, thinker,
};
/// The rules.
use wari_engine as engine;
/// The user's files.
use wari_files as user_files;
/// The setup vocabulary and the records.
use wari_records::{record, setup};
/// The computer player and the endgame tables.
use wari_search::{search, tablebase};
