//! The facts of a lesson, one event each, as the journal keeps them: in
//! JSON, tagged by kind, so a teacher's SQLite tool reads them too.

use serde::{Deserialize, Serialize};
use wari_tournament::{Pairing, Tournament};

use crate::engine::{Player, Rules};
use crate::game::Players;
use crate::game::TableId;
use crate::learned::Work;
use crate::search::Level;
use crate::setup::Mode;

/// One fact of the lesson.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Event {
    /// Where the lesson's records and CSV files are written: the first
    /// event of a lesson, so a lesson resumed writes where it began.
    Began {
        /// The records folder.
        records: String,
    },
    /// A student was let in under a name.
    Entered {
        /// Their name.
        name: String,
    },
    /// A table opened, by a student or for a tournament's pairing.
    TableOpened {
        /// Its number.
        table: TableId,
        /// The variant's name.
        variant: String,
        /// Its rules, with the seeds chosen.
        rules: Rules,
        /// The way it is played.
        mode: Mode,
        /// Who plays.
        players: Players,
        /// The tournament round its game counts for, at a pairing's table.
        round: Option<usize>,
    },
    /// A game began at a table.
    GameBegan {
        /// The table.
        table: TableId,
        /// The names at its seats, South's first.
        names: [String; 2],
        /// Who moves first.
        first: Player,
    },
    /// A move was played, by a student or the computer: the pit's number
    /// as the mover counts it, from 1.
    Moved {
        /// The table.
        table: TableId,
        /// The pit sown.
        pit: u8,
    },
    /// A table's game ended: by its moves, by agreement, or left
    /// unfinished.
    GameEnded {
        /// The table.
        table: TableId,
        /// How it stopped, beyond what its moves say.
        finish: Finish,
        /// The computer's level at each seat, South's first, as the game
        /// ended (a demo's host may have changed them).
        #[serde(with = "crate::serde_names::levels")]
        computer: [Option<Level>; 2],
        /// The player sent out, whose going ended it.
        sent_out: Option<Player>,
        /// When it ended, in milliseconds since the Unix epoch: its
        /// record's date and file name.
        finished: i64,
    },
    /// The class tournament after a change: started, paired, a result, a
    /// player withdrawn or back.
    Tournament(TournamentFacts),
    /// The teacher marked a student for the next tournament, or unmarked
    /// them.
    Marked {
        /// The student.
        name: String,
    },
    /// The teacher's message to everyone.
    Message {
        /// What it says.
        text: String,
    },
    /// The teacher paused the class, or let it go on.
    Paused {
        /// Whether it is paused now.
        paused: bool,
    },
    /// The teacher sent a student out; the name is barred this lesson.
    SentOut {
        /// The student.
        name: String,
    },
    /// The teacher set the class some work.
    WorkSet {
        /// The work.
        work: Work,
    },
    /// What a student learned, as their lessons or puzzles keep it.
    Learned {
        /// The student.
        name: String,
        /// Which: `lessons` or `puzzles`.
        subject: String,
        /// The lessons' or the puzzles' own text.
        text: String,
    },
}

/// How a game stopped, beyond what its moves say.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Finish {
    /// A rule ended it.
    Moves,
    /// The players agreed to end it after its last move.
    Agreement,
    /// It was left unfinished.
    Abandoned,
}

/// The class tournament as it stands: how it is played, its rounds and
/// results, and where the current round's games are played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentFacts {
    /// The rounds, the results and who withdrew.
    pub cup: Tournament<String>,
    /// The variant every game plays.
    pub variant: String,
    /// Its rules.
    pub rules: Rules,
    /// The way every game is played.
    pub mode: Mode,
    /// The current round's games, in order, with their tables.
    pub boards: Vec<(Pairing<String>, Option<TableId>)>,
}

impl Event {
    /// The event's kind, as the journal's `kind` column has it.
    pub fn kind(&self) -> &'static str {
        match self {
            Event::Began { .. } => "began",
            Event::Entered { .. } => "entered",
            Event::TableOpened { .. } => "table-opened",
            Event::GameBegan { .. } => "game-began",
            Event::Moved { .. } => "moved",
            Event::GameEnded { .. } => "game-ended",
            Event::Tournament(_) => "tournament",
            Event::Marked { .. } => "marked",
            Event::Message { .. } => "message",
            Event::Paused { .. } => "paused",
            Event::SentOut { .. } => "sent-out",
            Event::WorkSet { .. } => "work-set",
            Event::Learned { .. } => "learned",
        }
    }

    /// The event as the journal's `body` column has it.
    pub fn to_json(&self) -> Result<String, serde_json::Error> {
        serde_json::to_string(self)
    }

    /// An event read back from the journal.
    pub fn from_json(body: &str) -> Result<Event, serde_json::Error> {
        serde_json::from_str(body)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;

    /// One event of every kind.
    fn every_kind() -> Vec<Event> {
        let cup =
            Tournament::swiss(vec!["ama".to_owned(), "kofi".to_owned()], 1).expect("a tournament");
        let name = || "ama".to_owned();
        vec![
            Event::Began {
                records: "/tmp/r".into(),
            },
            Event::Entered { name: name() },
            Event::TableOpened {
                table: 1,
                variant: "kids-and-caboodles".into(),
                rules: Rules::kids_and_caboodles(),
                mode: Mode::Sorry,
                players: Players::Students,
                round: None,
            },
            Event::GameBegan {
                table: 1,
                names: [name(), "kofi".into()],
                first: Player::South,
            },
            Event::Moved { table: 1, pit: 3 },
            Event::GameEnded {
                table: 1,
                finish: Finish::Abandoned,
                computer: [None, Some(Level::Easy)],
                sent_out: None,
                finished: 0,
            },
            Event::Tournament(TournamentFacts {
                cup,
                variant: "kids-and-caboodles".into(),
                rules: Rules::kids_and_caboodles(),
                mode: Mode::Sorry,
                boards: Vec::new(),
            }),
            Event::Marked { name: name() },
            Event::Message { text: "hi".into() },
            Event::Paused { paused: true },
            Event::SentOut { name: name() },
            Event::WorkSet {
                work: Work::Puzzles,
            },
            Event::Learned {
                name: name(),
                subject: "puzzles".into(),
                text: "{}".into(),
            },
        ]
    }

    #[test]
    fn every_event_reads_back_as_written_and_its_kind_is_its_json_tag() {
        for event in every_kind() {
            let json = event.to_json().expect("JSON");
            let tag: serde_json::Value = serde_json::from_str(&json).expect("an object");
            assert_eq!(tag["kind"], event.kind(), "{json}");
            assert_eq!(Event::from_json(&json).ok(), Some(event), "{json}");
        }
    }
}
