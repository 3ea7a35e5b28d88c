//! What the lobby shows of a table: what it plays and what it is doing,
//! kept as facts that every lobby puts into its reader's words.

use wari_words::tr;

use crate::app::level_word;
use crate::counted::Counted;
use crate::engine::{ByPlayer, Player};
use crate::search::Level;
use crate::setup::Mode;

use super::{Choice, TableId};

/// What a table is doing, as the lobby lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// One player sits, waiting for a second.
    Waiting,
    /// A game is on.
    Playing,
    /// The game is over.
    Finished,
}

impl Phase {
    /// The word the lobby and the console show, in the reader's language.
    pub fn word(self) -> String {
        let phase = match self {
            Phase::Waiting => "waiting",
            Phase::Playing => "playing",
            Phase::Finished => "finished",
        };
        tr!("table-phase", phase = phase)
    }
}

/// One line of the lobby's list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// The table's number.
    pub id: TableId,
    /// What it is doing.
    pub phase: Phase,
    /// The players' names, by seat; `None` for an empty seat.
    pub names: ByPlayer<Option<String>>,
    /// Whether each seat's player is not away: here, or (at a pairing's
    /// table) not come yet; the computer always is here.
    pub present: ByPlayer<bool>,
    /// What the game plays.
    pub choice: Choice,
    /// The computer's level at each seat it plays, as the game has it
    /// now: a demo's host may have changed it since the table opened.
    pub levels: ByPlayer<Option<Level>>,
    /// Students watching.
    pub spectators: usize,
    /// The result, once finished.
    pub result: Option<Counted>,
    /// Whether the game has had its first move.
    pub begun: bool,
}

impl Summary {
    /// A demo's levels in few words, in the reader's language, for the
    /// lobby's and the console's narrow columns: one level when both sides
    /// play at it, else South's then North's (`easy/hard`).
    pub fn demo_levels(&self) -> String {
        let [south, north] = Player::ALL.map(|p| match self.levels[p] {
            Some(level) => level_word(level),
            None => tr!("table-a-person"),
        });
        if south == north {
            south
        } else {
            format!("{south}/{north}")
        }
    }
}

/// A side as the catalogs' selectors name it: `south` or `north`.
pub fn side(player: Player) -> &'static str {
    match player {
        Player::South => "south",
        Player::North => "north",
    }
}

/// A way to play in a word or two, for a narrow column: "Sorry".
pub fn mode_short(mode: Mode) -> String {
    tr!("table-mode-short", mode = mode.name())
}
