//! The console's Tournament tab: the one-line form the teacher starts a
//! tournament with, and the words for the round's games.

use crossterm::event::{KeyCode, KeyEvent};
use wari_app::variants::shown_name;
use wari_tournament::{Absent, Format, GameResult, Outcome, Tournament};
use wari_words::tr;

use super::super::intent::Intent;
use crate::class::Board;
use crate::setup::Mode;
use crate::table::mode_short;

/// The rounds a Swiss tournament is given at first: a lesson's worth.
const SWISS_ROUNDS: usize = 3;
/// The most rounds the form offers.
const MAX_ROUNDS: usize = 12;

/// The tournament being set up: each choice changed by its own key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct TournamentForm {
    /// Swiss rather than round robin.
    swiss: bool,
    /// A Swiss tournament's rounds.
    rounds: usize,
    /// The variant, by its place in the room's menu.
    variant: usize,
    /// Hurry rather than Sorry.
    hurry: bool,
}

impl Default for TournamentForm {
    fn default() -> Self {
        TournamentForm {
            swiss: true,
            rounds: SWISS_ROUNDS,
            variant: 0,
            hurry: false,
        }
    }
}

/// What a key did to the form.
pub(super) enum Filled {
    /// The form stays open.
    Open(TournamentForm),
    /// The teacher gave up on it.
    Cancelled,
    /// Start the tournament.
    Start(Intent),
}

impl TournamentForm {
    /// A key on the form; `variants` is how many the menu has, `names`
    /// who plays.
    pub(super) fn key(mut self, key: KeyEvent, variants: usize, names: Vec<String>) -> Filled {
        match key.code {
            KeyCode::Char('f') => self.swiss = !self.swiss,
            KeyCode::Left | KeyCode::Char('-') => self.rounds = (self.rounds - 1).max(1),
            KeyCode::Right | KeyCode::Char('+') => self.rounds = (self.rounds + 1).min(MAX_ROUNDS),
            KeyCode::Char('v') => self.variant = (self.variant + 1) % variants.max(1),
            KeyCode::Char('m') => self.hurry = !self.hurry,
            KeyCode::Enter => {
                return Filled::Start(Intent::StartTournament {
                    format: self.format(),
                    variant: self.variant,
                    mode: self.mode(),
                    names,
                });
            }
            KeyCode::Esc => return Filled::Cancelled,
            _ => {}
        }
        Filled::Open(self)
    }

    fn format(&self) -> Format {
        if self.swiss {
            Format::Swiss {
                rounds: self.rounds,
            }
        } else {
            Format::RoundRobin
        }
    }

    fn mode(&self) -> Mode {
        if self.hurry {
            Mode::Hurry { coop: false }
        } else {
            Mode::Sorry
        }
    }

    /// The form as the footer shows it, for `players` players and the
    /// menu's `variants`.
    pub(super) fn line(&self, players: usize, variants: &[String]) -> String {
        let most = Tournament::<String>::MAX_ROUND_ROBIN;
        let format = match self.format() {
            Format::RoundRobin if players > most => {
                tr!("console-form-round-robin-most", most = most)
            }
            Format::RoundRobin => tr!("console-form-round-robin"),
            Format::Swiss { rounds } => tr!("console-form-swiss", rounds = rounds),
        };
        let variant = variants
            .get(self.variant)
            .map_or(String::new(), |v| shown_name(v));
        tr!(
            "console-ask-tournament",
            players = players,
            format = format,
            variant = variant,
            mode = mode_short(self.mode())
        )
    }
}

/// A game of the round in a few words: "table 4: Ama (South) – Kofi,
/// playing".
pub(super) fn board_line(board: &Board) -> String {
    let (south, north) = (board.pairing.south.as_str(), board.pairing.north.as_str());
    let state = match (board.outcome, &board.counted) {
        // A game played: the words every other screen and file says of it.
        (Some(Outcome::Played(_)), Some(game)) => game.words(),
        (None, _) => tr!("console-board-playing"),
        (Some(Outcome::Played(GameResult::SouthWins)), None) => {
            tr!("console-board-won", name = south)
        }
        (Some(Outcome::Played(GameResult::NorthWins)), None) => {
            tr!("console-board-won", name = north)
        }
        (Some(Outcome::Played(GameResult::Draw)), None) => tr!("console-board-draw"),
        (Some(Outcome::Forfeit(Absent::South)), _) => {
            tr!("console-board-forfeit", winner = north, absent = south)
        }
        (Some(Outcome::Forfeit(Absent::North)), _) => {
            tr!("console-board-forfeit", winner = south, absent = north)
        }
        (Some(Outcome::Forfeit(Absent::Both)), _) => tr!("console-board-both-left"),
    };
    match board.table {
        Some(table) => tr!(
            "console-board-at",
            table = table,
            south = south,
            north = north,
            state = state
        ),
        None => tr!(
            "console-board-nowhere",
            south = south,
            north = north,
            state = state
        ),
    }
}
