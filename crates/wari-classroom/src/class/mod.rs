//! The class as every screen reads it: plain facts the room hands out
//! (a snapshot of the class for the console, the tournament's standings,
//! what a student is doing), which each screen puts into its reader's
//! words. The room builds them; it reads none of the screens.

mod doing;
mod snapshot;
mod standings;
mod status;

pub use doing::Doing;
pub use snapshot::{Class, Ended, Glance, Place, Plays, Student};
pub use standings::{Board, Standings, Title};
pub use status::Status;
