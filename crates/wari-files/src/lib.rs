//! The user's files, in one place: where the program keeps them
//! ([`UserDirs`]), so that every part finds them where the last version
//! left them, and a test can point each part at a temporary folder; and
//! how one is written ([`write_safely`]) and what becomes of one that is
//! damaged ([`set_aside`]), the same for every file; how a file that is
//! only added to is made ([`create_numbered`], [`append`]); and how a file the
//! user names (a rules file, a save) is read ([`read_small_file`]).
//!
//! The parts that keep files (the lessons' progress, the puzzles' record,
//! the home screen's choices, the endgame tables, the classroom's host key
//! and records) never look their folders up themselves: they are given a
//! path or a folder, which the command line takes from here.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod dirs;
mod new_file;
mod set_aside;
mod small_file;
mod write;

pub use dirs::UserDirs;
pub use new_file::{append, create_numbered, numbered};
pub use set_aside::set_aside;
pub use small_file::read_small_file;
pub use write::{Access, WriteError, write_safely};
