//! What a key on a session's screen asks of the session: the lobby's,
//! the form's and the teacher's console's keys all come out as an
//! [`Intent`], which the session carries out in one place.

use wari_tournament::Format;

use super::table::{Choice, TableId};
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
    /// Leave the classroom.
    Quit,
}
