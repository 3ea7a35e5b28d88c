//! The words a game of Wari is set up in ([`setup`]) and its records
//! ([`record`]), over the rules of [`wari_engine`], with no I/O: records
//! are read from text and written with `Display`, and the callers keep
//! the files.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod record;
pub mod setup;

/// The rules, as both modules name them.
use wari_engine as engine;
/// The computer's levels, which a seat may be played at.
use wari_search::search;
