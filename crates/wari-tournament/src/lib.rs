//! Class tournaments for Wari: round-robin and Swiss pairings, results,
//! forfeits and standings. Pure: no I/O and no clock. The caller runs the
//! games, passes each result in, and keeps whatever files it wants.
//!
//! - **Round robin** (2 to 10 players): every pair meets once on the
//!   circle method's schedule; with an odd count one player rests each
//!   round (a rest scores nothing: everyone has one).
//! - **Swiss** (any count, a chosen number of rounds): players are paired
//!   within score groups, best first, with no rematch unless the whole
//!   field cannot be paired without one; an odd count gives the bye, worth
//!   a win, to the lowest-placed player with the fewest byes.
//! - **Colours**: South moves first. A Swiss pairing gives South to the
//!   player who has had it less, and when even lets each alternate.
//! - **Standings**: points (win 1, draw ½, kept in half-points), then
//!   Buchholz (see [`Standing::buchholz`]), then the players' own order.
//!
//! ```
//! use wari_tournament::{GameResult, Tournament};
//!
//! let mut cup = Tournament::swiss(vec!["Ama", "Kofi", "Esi"], 2)?;
//! let round = cup.pair_next_round()?.clone();
//! assert_eq!(round.bye(), Some(&"Esi"));
//! for pairing in round.pairings() {
//!     cup.record(pairing, GameResult::SouthWins)?;
//! }
//! let table = cup.standings();
//! assert_eq!(table[0].points.to_string(), "1");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod error;
mod history;
mod matching;
mod points;
mod round;
mod round_robin;
mod standings;
mod swiss;
mod tournament;

pub use error::{SetupError, TournamentError};
pub use points::Points;
pub use round::{Absent, Game, GameResult, Outcome, Pairing, Round, Side};
pub use standings::{STANDINGS_HEADER, Standing};
pub use tournament::{Format, Tournament};
