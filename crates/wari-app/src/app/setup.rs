//! What a game is started with: the rules, the players and the mode, plus
//! how the board looks. Everything here comes from the command line or a
//! save file; nothing changes during play.

use std::time::Duration;

use crate::engine::{ByPlayer, Player, Rules};

use crate::setup::{Mode, Seat};

/// The game as chosen before the first move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The variant's name, shown in the help (and in the header where no
    /// majority ends the game) and kept in save files.
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
    /// Who wins a game left unfinished: nobody, at home and at a friendly
    /// table; the fuller store, in a class tournament.
    pub unfinished: Unfinished,
}

/// Who wins a game left unfinished (a player gone, the teacher's end of a
/// round): the rule differs between play for fun and a tournament, and
/// the end screen must say the one that counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Unfinished {
    /// Nobody wins: the seeds left on the board go to nobody.
    #[default]
    NoWinner,
    /// The fuller store takes the point, level stores draw: a tournament
    /// round must have a result for every game.
    ByStores,
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
            unfinished: Unfinished::NoWinner,
        }
    }
}
