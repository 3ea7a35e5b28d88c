//! The computer player of Wari and its endgame tables, over the rules of
//! [`wari_engine`]: [`search`] chooses moves and explains them,
//! [`tablebase`] knows the exact value of every position with few seeds
//! left, which the search reads instead of searching.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod search;
pub mod tablebase;

/// The rules, as both modules name them.
use wari_engine as engine;
/// The user's files, where the tables are kept.
use wari_files as user_files;
