//! What the teacher's console shows: a snapshot of the class, taken from the
//! room each time the console draws, so the console itself holds no copy
//! of anyone's state.

use crate::engine::{ByPlayer, Player, Position};

use super::super::room::Standings;
use super::super::table::{Phase, TableId};

/// One table at a glance: who plays, the board, whose turn, who watches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Glance {
    /// The table's number.
    pub id: TableId,
    /// What it is doing.
    pub phase: Phase,
    /// The players' names by seat, `None` for an empty seat.
    pub names: ByPlayer<Option<String>>,
    /// Whether each seat's player is here; the computer always is.
    pub present: ByPlayer<bool>,
    /// The board now, once a game has started.
    pub position: Option<Position>,
    /// How many watch.
    pub watchers: usize,
    /// The game in a few words: variant and mode.
    pub game: String,
    /// The result, once finished.
    pub result: Option<String>,
}

impl Glance {
    /// The name at `player`'s seat, or a dash for an empty seat.
    pub fn name(&self, player: Player) -> &str {
        self.names[player].as_deref().unwrap_or("—")
    }

    /// Who is to move, while a game is on.
    pub fn to_move(&self) -> Option<Player> {
        (self.phase == Phase::Playing).then_some(self.position.as_ref()?.to_move())
    }
}

/// Where a student is, for the console's list of students.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Student {
    /// The name the class sees.
    pub name: String,
    /// Where they are, in words: "lobby", "table 3, South", "watching 2".
    pub place: String,
    /// How many lessons they finished in the classroom this lesson.
    pub lessons: usize,
    /// How many puzzles they solved in the classroom this lesson.
    pub puzzles: usize,
}

/// A game of the lesson that has ended, finished or abandoned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ended {
    /// The table it was played at.
    pub table: TableId,
    /// The players' names by seat.
    pub names: ByPlayer<String>,
    /// The result in words: "Ama won 26-22", "a draw, 24-24", "abandoned
    /// at 12-10".
    pub result: String,
    /// How many moves were played.
    pub moves: usize,
}

/// Everything the console draws, as the room has it now.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Class {
    /// Every table, by number.
    pub tables: Vec<Glance>,
    /// Every student in the room, the teacher not counted.
    pub students: Vec<Student>,
    /// How many screens the teacher is on: a projector, a laptop...
    pub teacher_screens: usize,
    /// The games of the lesson that have ended, oldest first.
    pub ended: Vec<Ended>,
    /// Connections that have not logged in yet.
    pub waiting: usize,
    /// Whether the teacher has paused the class.
    pub paused: bool,
    /// The class tournament, once the teacher has started one.
    pub tournament: Option<Standings>,
    /// The variants a tournament may play, by name, as the room's menu
    /// lists them.
    pub variants: Vec<String>,
    /// The lessons the teacher may set the class, in the room's variant:
    /// each one's place in the lessons' list and its title.
    pub lessons: Vec<(usize, &'static str)>,
}
