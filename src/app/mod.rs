//! The game people play, as a state machine in the Elm architecture:
//! [`Action`]s in (keys, mouse, ticks, resizes), [`update`] changes the
//! [`App`], and [`view`] draws it into any ratatui backend.
//!
//! Nothing here reads a clock, a terminal or a file: time arrives as
//! [`Action::Tick`] with the time passed, and saving is an [`Effect`] the
//! edge carries out. So the same app serves the local terminal, tests, and
//! one SSH session per player.

mod action;
mod animation;
mod geometry;
mod hint;
pub mod keymap;
mod mode;
mod narrate;
mod play;
mod save;
mod seat;
mod setup;
mod state;
mod update;
mod view;

pub use action::{Action, Effect};
pub use animation::Animation;
pub use mode::{Goal, Mode};
pub use save::{SaveError, Saved};
pub use seat::{DEFAULT_LEVEL, PlayerKind, Seat};
pub use setup::{Look, Setup};
pub use state::{App, Message, Played, Question};
pub use update::update;
pub use view::view;
