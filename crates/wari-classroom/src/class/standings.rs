//! The class tournament as the console and the lobbies show it: its
//! title, the round's boards and the standings.

use wari_app::variants::shown_name;
use wari_tournament::{Format, Outcome, Pairing, Side, Standing};
use wari_words::tr;

use crate::counted::Counted;
use crate::game::TableId;
use crate::setup::{Mode, same_name};
use crate::table::mode_short;

/// What names a tournament: its format, variant and mode. Every lobby
/// shares it, so it is put into words by each reader's screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Title {
    /// Round robin, or Swiss with its number of rounds.
    pub format: Format,
    /// The variant's name.
    pub variant: String,
    /// The way every game is played.
    pub mode: Mode,
}

impl Title {
    /// The tournament in a few words, in the reader's language: "Swiss, 3
    /// rounds · kids · Sorry".
    pub fn words(&self) -> String {
        let format = match self.format {
            Format::RoundRobin => tr!("console-cup-round-robin"),
            Format::Swiss { rounds } => tr!("console-cup-swiss", rounds = rounds),
        };
        format!(
            "{format} · {} · {}",
            shown_name(&self.variant),
            mode_short(self.mode)
        )
    }
}

/// One game of the round as the lobby and the console show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// The table it is played at, if it is played.
    pub table: Option<TableId>,
    /// Who plays South (moving first) and North.
    pub pairing: Pairing<String>,
    /// How it was decided, once it was.
    pub outcome: Option<Outcome>,
    /// The game that decided it, once one did; a forfeit has none.
    pub counted: Option<Counted>,
}

/// The tournament as the console and the lobbies show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standings {
    /// Its format, variant and mode.
    pub title: Title,
    /// The round being played (or last played), from 1; 0 before the first.
    pub round: usize,
    /// How many rounds there are in all.
    pub rounds: usize,
    /// The round's games, board 1 first.
    pub boards: Vec<Board>,
    /// Who rests this round.
    pub bye: Option<String>,
    /// Every player, the leader first.
    pub table: Vec<Standing<String>>,
    /// Whether every game of the round is decided.
    pub round_over: bool,
    /// Whether every round has been played.
    pub finished: bool,
}

impl Standings {
    /// Where `name` plays this round: the table, their side and their
    /// opponent, while the game is undecided.
    pub fn seat_of(&self, name: &str) -> Option<(TableId, Side, &str)> {
        self.boards.iter().find_map(|board| {
            let (south, north) = (&board.pairing.south, &board.pairing.north);
            let table = board.table.filter(|_| board.outcome.is_none())?;
            if same_name(south, name) {
                Some((table, Side::South, north.as_str()))
            } else if same_name(north, name) {
                Some((table, Side::North, south.as_str()))
            } else {
                None
            }
        })
    }
}
