//! What a key on a session's screen asks of the session: the lobby's,
//! the form's and the teacher's console's keys all come out as an
//! [`Intent`], which the session carries out in one place.

use crossterm::event::{Event, KeyEvent};
use ratatui::Frame;
use ratatui::layout::Size;
use wari_tournament::Format;

use super::learned::Work;
use super::table::{Choice, TableId};
use crate::screen::{self, Screen};
use crate::setup::Mode;

/// What a key asks the session to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Intent {
    /// Sit at this table: at a demo, run it.
    Join(TableId),
    /// Watch this table; the teacher runs a demo instead.
    Watch(TableId),
    /// Open the `new table` form.
    NewTable,
    /// Open the puzzles, for this student alone.
    Puzzles,
    /// Open the lessons, for this student alone.
    Lessons,
    /// Review this student's last game of the lesson.
    Review,
    /// Read the next language offered.
    NextLanguage,
    /// Review the lesson's ended game at this place, counted from the
    /// first to end.
    ReviewEnded(usize),
    /// Open a table with this choice.
    Open(Choice),
    /// Back from the form to the lobby or the console.
    Back,
    /// Close a table; its game, if unfinished, counts as abandoned.
    Close(TableId),
    /// Stop every game's clock and refuse moves, or let them go on.
    Pause(bool),
    /// Show a line to every student.
    Message(String),
    /// Send a student out of the classroom.
    Remove(String),
    /// Mark a student for the next tournament, or unmark them.
    Mark(String),
    /// Start a class tournament between `names`.
    StartTournament {
        /// Round robin or Swiss, with its rounds.
        format: Format,
        /// The variant, by its place in the room's menu.
        variant: usize,
        /// Sorry or Hurry.
        mode: Mode,
        /// Who plays, in seeding order.
        names: Vec<String>,
    },
    /// Pair the tournament's next round and open its tables.
    NextRound,
    /// End the tournament's round: games still going are decided by
    /// their stores.
    EndRound,
    /// Set the class some work: it opens for every student away from
    /// the tables.
    SetWork(Work),
    /// Leave the classroom.
    Quit,
}

/// A screen of a session whose keys ask something of it: the lobby, the
/// `new table` form, the console. [`Asking`] makes it a [`Screen`].
pub trait Asks {
    /// What `key` asks of the session, if anything.
    fn ask(&mut self, key: KeyEvent) -> Option<Intent>;

    /// What leaving the screen asks: `q` where the terminal is too small
    /// for it.
    fn leaving(&self) -> Intent;

    /// Draws the whole screen.
    fn view(&self, frame: &mut Frame);

    /// The smallest terminal the screen is drawn whole in.
    fn needs(&self) -> Size;

    /// The keys it takes now, as its last row names them.
    fn keys(&self) -> Vec<String>;

    /// Whether it takes every key as it comes, `?` included.
    fn typing(&self) -> bool {
        false
    }
}

/// An [`Asks`] screen as a [`Screen`], holding what its last key asked
/// until the session takes it.
#[derive(Debug, Default)]
pub struct Asking<S> {
    /// The screen.
    pub screen: S,
    asked: Option<Intent>,
}

impl<S> Asking<S> {
    /// `screen`, having asked nothing yet.
    pub fn new(screen: S) -> Asking<S> {
        Asking {
            screen,
            asked: None,
        }
    }

    /// What the last key asked of the session, once.
    pub fn take(&mut self) -> Option<Intent> {
        self.asked.take()
    }
}

impl<S: Asks> Screen for Asking<S> {
    type Action = KeyEvent;

    fn view(&self, frame: &mut Frame) {
        self.screen.view(frame);
    }

    fn action_for(&self, event: &Event) -> Option<KeyEvent> {
        screen::pressed(event)
    }

    fn update(&mut self, key: KeyEvent) {
        self.asked = self.screen.ask(key);
    }

    /// Never by itself: the session acts on what was asked.
    fn left(&self) -> bool {
        false
    }

    fn needs(&self) -> Size {
        self.screen.needs()
    }

    fn leave(&mut self) {
        self.asked = Some(self.screen.leaving());
    }

    fn keys(&self) -> Vec<String> {
        self.screen.keys()
    }

    fn typing(&self) -> bool {
        self.screen.typing()
    }
}
