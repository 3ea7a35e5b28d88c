//! The words a game is set up in: the way to play and its goal, who sits
//! in each seat and what they are called, and a Hurry turn's seconds.
//!
//! They sit below everything that starts, shows or stores a game: the
//! board, the records, the home screen and the classroom all speak of a
//! [`Mode`] and a [`Seat`], so none of them has to import another's.

mod hurry;
mod mode;
mod name;
mod seat;

pub use hurry::{HURRY_SECONDS, HurrySecondsError, hurry_seconds};
pub use mode::{Goal, Mode};
pub use name::{Name, NameError, TEACHER, name_key, same_name};
pub use seat::{DEFAULT_LEVEL, PlayerKind, Seat};
