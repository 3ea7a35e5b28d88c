//! What a game is started with: the rules, the players and the mode, plus
//! how the board looks. Everything here comes from the command line or a
//! save file; nothing changes during play.

use std::time::Duration;

use crate::engine::{ByPlayer, Player, Rules};

use super::{Mode, Seat};

/// The game as chosen before the first move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The variant's name, shown in the header and kept in save files.
    pub variant: String,
    /// The rules after any `--pits` and `--seeds`.
    pub rules: Rules,
    /// Both seats.
    pub seats: ByPlayer<Seat>,
    /// Who moves first.
    pub first: Player,
    /// The way to play.
    pub mode: Mode,
    /// Each turn's countdown in Hurry Wari.
    pub hurry: Duration,
    /// How long each seed takes to fall when a move is animated; zero shows
    /// the result at once.
    pub seed_step: Duration,
}

impl Setup {
    /// A game of `rules` between "South" and "North", South first, in Sorry
    /// Wari with the default timings.
    pub fn new(variant: impl Into<String>, rules: Rules) -> Setup {
        Setup {
            variant: variant.into(),
            rules,
            seats: ByPlayer::new(Seat::human("South"), Seat::human("North")),
            first: Player::South,
            mode: Mode::Sorry,
            hurry: Duration::from_secs(5),
            seed_step: Duration::from_millis(150),
        }
    }
}

/// Where the board is played, which decides the keys beyond the moves
/// themselves, and so what the help, the footer and the end screen offer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Venue {
    /// Two players at one keyboard: take-backs, saves, new games, quit.
    #[default]
    HotSeat,
    /// A classroom table over SSH, where a take-back or a save would
    /// overrule the other student: only the moves, hints and ending by
    /// agreement; `n` plays again once the game is over, `q` goes back to
    /// the lobby.
    Table,
}

/// How the board is drawn: what the terminal can show.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Look {
    /// Only ASCII glyphs (`--ascii`), for terminals without Unicode.
    pub ascii: bool,
    /// No colours, only bold and reverse video (`NO_COLOR`).
    pub no_color: bool,
}
