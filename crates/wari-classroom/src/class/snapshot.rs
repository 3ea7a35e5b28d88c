//! What the teacher's console shows: a snapshot of the class, taken from the
//! room each time the console draws, so the console itself holds no copy
//! of anyone's state. It holds facts, not words: the console puts them
//! into words as it draws, in the language of the screen it draws on.

use std::collections::BTreeSet;

use wari_app::variants::shown_name;
use wari_words::tr;

use crate::engine::{ByPlayer, Player, Position};
use crate::learn::Words;
use crate::search::Level;
use crate::setup::{Mode, name_key};

use super::{Doing, Standings};
use crate::app::level_word;
use crate::counted::Counted;
use crate::game::TableId;
use crate::journal::{Games, StudentTerm};
use crate::table::{Phase, mode_short, side};

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
    /// What it plays.
    pub plays: Plays,
    /// The way it is played.
    pub mode: Mode,
    /// The result, once finished.
    pub result: Option<Counted>,
}

/// What a table plays, as its card names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Plays {
    /// A variant, by name: students, or a student against the computer.
    Variant(String),
    /// The computer against itself, each side at its level.
    Demo(ByPlayer<Level>),
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

    /// The game in a few words, variant (or demo) and mode: "demo
    /// medium/hard · Sorry". A demo's levels are one word when both sides
    /// play at one, so they fit a card's last line.
    pub fn game(&self) -> String {
        let plays = match &self.plays {
            Plays::Variant(name) => shown_name(name),
            Plays::Demo(levels) => {
                let [south, north] = Player::ALL.map(|p| level_word(levels[p]));
                let levels = if south == north {
                    south
                } else {
                    format!("{south}/{north}")
                };
                tr!("console-demo", levels = levels)
            }
        };
        format!("{plays} · {}", mode_short(self.mode))
    }
}

/// Where a student is, for the console's list of students.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Student {
    /// The name the class sees.
    pub name: String,
    /// Where they are.
    pub place: Place,
    /// How many lessons they have finished in the classroom, by now.
    pub lessons: usize,
    /// How many puzzles they have solved in the classroom, by now.
    pub puzzles: usize,
    /// Their games this lesson, as each counted.
    pub games: Games,
    /// Their term before this lesson: what the class's earlier lessons
    /// have of them (nothing, for a first lesson).
    pub before: StudentTerm,
}

impl Student {
    /// The lessons they finished this lesson.
    pub fn lessons_today(&self) -> usize {
        self.lessons.saturating_sub(self.before.lessons_finished)
    }

    /// The puzzles they solved this lesson.
    pub fn puzzles_today(&self) -> usize {
        self.puzzles.saturating_sub(self.before.puzzles_solved)
    }

    /// Their games over the term, this lesson's with them.
    pub fn term_games(&self) -> Games {
        self.before.games.and(self.games)
    }
}

/// Where a student is: the lobby, a table, or something of their own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// In the lobby.
    Lobby,
    /// Playing at a table, on a side.
    Seat(TableId, Player),
    /// Running their demo at a table.
    Demo(TableId),
    /// Watching a table.
    Watching(TableId),
    /// Away from the tables: a review, the lessons, the puzzles.
    Away(Doing),
}

impl Place {
    /// Where, in words: "lobby", "table 3, South", "watching table 2".
    pub fn words(&self) -> String {
        match *self {
            Place::Lobby => tr!("console-place-lobby"),
            Place::Seat(table, player) => {
                tr!("console-place-seat", table = table, side = side(player))
            }
            Place::Demo(table) => tr!("console-place-demo", table = table),
            Place::Watching(table) => tr!("console-place-watching", table = table),
            Place::Away(doing) => doing.words(),
        }
    }
}

/// A game of the lesson that has ended, finished or abandoned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ended {
    /// The table it was played at.
    pub table: TableId,
    /// How it ended and what it counts for.
    pub game: Counted,
    /// How many moves were played.
    pub moves: usize,
}

impl Ended {
    /// The result in words: "Ama won 26-22", "a draw, 24-24", "left
    /// unfinished at 12-10: nobody wins".
    pub fn result(&self) -> String {
        self.game.words()
    }

    /// The name at `player`'s seat.
    pub fn name(&self, player: Player) -> &str {
        &self.game.names[player]
    }
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
    pub lessons: Vec<(usize, Words)>,
    /// The students the teacher marked for the next tournament, as names
    /// compare ([`name_key`]): the room's, so every teacher screen shows
    /// the same marks.
    pub marked: BTreeSet<String>,
    /// Why the lesson's journal could not keep the last event (a full or
    /// read-only disk), while it cannot.
    pub journal_trouble: Option<String>,
}

impl Class {
    /// Whether the student `name` is marked for the next tournament.
    pub fn is_marked(&self, name: &str) -> bool {
        self.marked.contains(&name_key(name))
    }
}
