//! The rules of Wari, exactly as RULES.md fixes them, with no I/O: no
//! terminal, no files, no clock. Everything else in the crate depends on this
//! module tree, never the other way.
//!
//! [`Position`] is a `Copy` value that knows every rule but repetition;
//! [`Game`] adds the boards since the last capture that repetition needs.

mod error;
mod game;
mod move_list;
mod named;
mod notation;
mod outcome;
mod perft;
mod pit;
mod player;
mod position;
mod report;
mod rules;

pub use error::IllegalMove;
pub use game::Game;
pub use move_list::MoveList;
pub(crate) use named::by_name;
pub use named::{Named, UnknownName, find_among};
pub use notation::{Diagram, DiagramError};
pub use outcome::{EndReason, Outcome, Status};
pub use perft::{MAX_PERFT_DEPTH, divide, perft};
pub use pit::{MAX_PITS, MAX_PITS_PER_SIDE, Move, Pit};
pub use player::{ByPlayer, Player};
pub use position::{Board, MAX_TOTAL_SEEDS, Position, SetupError};
pub use report::{Capture, GrandSlamEffect, MoveReport};
pub use rules::{
    GrandSlam, MAX_SEEDS_PER_PIT, MIN_PITS_PER_SIDE, MIN_SEEDS_PER_PIT, RawRules, Rules,
    RulesError, check_pits_per_side, check_seeds_per_pit,
};
