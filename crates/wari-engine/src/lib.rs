//! The rules of Wari (Oware), exactly as the project's `docs/RULES.md`
//! fixes them: sowing that skips the pit it started from, chained
//! captures of twos and threes, feeding a starved opponent, the grand-slam
//! variants, the majority win, repetition, and boards of 2 to 12 pits a
//! side. No I/O: no terminal, no files, no clock, and no dependency but
//! `std` (serde's traits come with the `serde` feature).
//!
//! [`Position`] is a `Copy` value that knows every rule but repetition;
//! [`Game`] adds the boards since the last capture that repetition needs.
//!
//! ```
//! use wari_engine::{Game, Player, Rules};
//!
//! let mut game = Game::new(Rules::warri_society(), Player::South);
//! // South sows their third pit: four seeds, into pits 4 to 6 and North's first.
//! let report = game.play_number(3)?;
//! assert!(report.capture().is_empty());
//! assert_eq!(game.position().to_move(), Player::North);
//! // A move the rules refuse names the legal ones.
//! let refused = game.play_number(9).unwrap_err();
//! assert_eq!(refused.to_string(), "there is no pit 9 (6 pits a side); legal moves: 1 2 3 4 5 6");
//! # Ok::<(), wari_engine::IllegalMove>(())
//! ```

#![forbid(unsafe_code)]
#![deny(missing_docs)]

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
pub use named::{Named, UnknownName, find_among};
pub use notation::{Diagram, DiagramError};
pub use outcome::{EndReason, Outcome, Status, Stuck};
pub use perft::{MAX_PERFT_DEPTH, divide, perft};
pub use pit::{MAX_PITS, MAX_PITS_PER_SIDE, Move, Pit};
pub use player::{ByPlayer, Player};
pub use position::{Board, MAX_TOTAL_SEEDS, Position, SetupError};
pub use report::{Capture, GrandSlamEffect, MoveReport};
pub use rules::{
    GrandSlam, MAX_SEEDS_PER_PIT, MIN_PITS_PER_SIDE, MIN_SEEDS_PER_PIT, RawRules, Rules,
    RulesError, check_pits_per_side, check_seeds_per_pit,
};

/// What [`by_name!`] needs from the crates it may use, reached through
/// this crate so that a caller need not name them.
#[cfg(feature = "serde")]
#[doc(hidden)]
pub mod __private {
    pub use serde;
}
