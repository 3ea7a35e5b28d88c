//! `wari serve`: the classroom over SSH. Every student types `ssh -p 2222
//! HOST` and gets the game in their own terminal, with nothing installed.
//!
//! This module is an edge, like the local terminal: the engine never
//! depends on it. Each SSH session gets its own terminal size, its own
//! input parser and its own ratatui terminal writing into a byte buffer
//! that is sent down the channel. The classroom ([`room::Room`]) holds the
//! tables; a table holds one game that every session at it draws.

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
