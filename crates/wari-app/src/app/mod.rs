//! The game people play, as a state machine in the Elm architecture:
//! [`Action`]s in (keys, mouse, ticks, resizes), [`update`] changes the
//! [`App`], and [`view`] draws it into any ratatui backend.
//!
//! Nothing here reads a clock, a terminal or a file: time arrives as
//! [`Action::Tick`] with the time passed, and saving is an [`Effect`] the
//! edge carries out. So the same app serves the local terminal, tests, and
//! the classroom.
//!
//! An [`App`] is two parts: the game everyone at it shares (the setup, the
//! moves, the clock, the computer's turn, the move being sown, the offers
//! between the players, and the news the game announces) and one screen's
//! view of it, a [`BoardView`] (the look, the cursor, the help, a question,
//! a message, the size). The local board has one view; a classroom table
//! holds one `App` and a view for each student at it, player or watcher,
//! and acts for a student through theirs with [`App::through`].
//!
//! The computer's thinking is the edge's work too: while a computer seat
//! is to move (or a hint wants a deeper look), [`App::search_request`]
//! describes the search; the edge runs it on another thread with
//! [`SearchRequest::run`] and sends back the resulting
//! [`Action::Searched`]. The edge asks after every update, and stops a
//! search the app no longer wants.

mod action;
mod advice;
mod animation;
pub mod board_keys;
mod computer;
mod done;
mod geometry;
mod hint;
mod hint_words;
pub mod keymap;
pub mod narrate;
mod news;
mod offer;
mod play;
mod refusal;
mod request;
mod said;
mod save;
mod seating;
mod setup;
mod state;
mod update;
mod view;

pub use action::{Action, Effect};
pub use advice::{Better, why_better};
pub use animation::Animation;
pub use board_keys::BoardKeys;
pub use computer::search_goal;
pub use done::Done;
pub use geometry::needed;
pub use hint_words::explain_hint;
pub use narrate::{last_move, narration, result};
pub use news::News;
pub use offer::{MatchAction, MatchEvent, Offer, OfferError};
pub use refusal::Refusal;
pub use request::{Found, Purpose, SearchAnswer, SearchRequest};
pub use save::{SaveError, Saved, SetPositionError, read_record};
pub use seating::Seating;
pub use setup::{Setup, Unfinished};
pub use state::{App, BoardView, Message, Played, Question};
pub use update::{update, view_key};
pub(crate) use view::{BIGGEST_BOARD_ROWS, Picture, Theme, draw_picture, is_big_board};
pub use view::{Perspective, level_word, mode_title, view, view_from};

use hint::Hint;
use said::Said;
