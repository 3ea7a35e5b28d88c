//! What a game is started with: the rules, the players and the mode, plus
//! how the board looks. Everything here comes from the command line or a
//! save file; nothing changes during play.

use std::time::Duration;

use crate::engine::{ByPlayer, Player, Rules};

use super::keymap::{Key, Where, keys_at};
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

/// The keys and words that depend on where the board is played, given by
/// whoever runs it: the hot seat's are [`Place::hot_seat`]; a classroom
/// table passes its own, where a take-back or a save would overrule the
/// other student. The app draws them and never asks where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Place {
    /// The footer's keys during play (`h` only where hints are).
    pub playing_keys: Vec<Key>,
    /// The footer's keys once the game is over.
    pub over_keys: Vec<Key>,
    /// The footer's keys while the computer plays both sides, after Space.
    pub demo_keys: Vec<Key>,
    /// The end screen's bottom line.
    pub end_keys: &'static str,
    /// The help's keys beyond the moves (`h` only where hints are).
    pub help_keys: Vec<Key>,
    /// The help's sentence on running a demo.
    pub demo_help: &'static str,
    /// The help's sentence on taking back against the computer, if any.
    pub undo_help: &'static str,
    /// What the turn line says after a paused computer's name.
    pub paused: &'static str,
    /// Whether the turn line says how to sow: not where others read the
    /// same board and each player's keys are on their own screen.
    pub sow_keys_on_turn_line: bool,
    /// Whether a hint names the player it is for, as it must where others
    /// read the same board.
    pub hints_name_the_player: bool,
    /// Why the game ended, when it ended by agreement: "You agreed to
    /// stop" at one keyboard; elsewhere one player may have ended it alone.
    pub ended_early: &'static str,
    /// Whether the app's size is that of the one screen showing it, so
    /// that a screen too small for the board stops the keys that would act
    /// unseen. Not at a table, where each player's screen has its own size.
    pub one_screen: bool,
    /// Whether the computer may ask a person here, with the board's own
    /// question, to stop by agreement: not at a table, whose offers go
    /// through the table and reach each student on their own screen.
    pub computer_offers_to_stop: bool,
    /// The help's pointer to the lessons and puzzles for someone new to
    /// the game, where they can be opened; empty where they cannot.
    pub learn_help: &'static str,
}

impl Place {
    /// Two players at one keyboard: take-backs, saves, new games, quit.
    pub fn hot_seat() -> Place {
        Place {
            playing_keys: keys_at(Where::Board),
            over_keys: keys_at(Where::BoardOver),
            demo_keys: keys_at(Where::BoardDemo),
            end_keys: " n: play again   u: take back   v: review   q: quit ",
            help_keys: keys_at(Where::BoardHelp),
            demo_help: "Space pauses it and goes on; n starts again; q stops.",
            undo_help: " u takes back its reply together with your move.",
            paused: " is paused: Space goes on",
            sow_keys_on_turn_line: true,
            hints_name_the_player: false,
            ended_early: "You agreed to stop",
            one_screen: true,
            computer_offers_to_stop: true,
            learn_help: "New to Wari? Learn to play on the home screen (or wari learn) \
                         teaches it step by step, and Puzzles (or wari puzzles) trains \
                         the eye for the best move.",
        }
    }
}

impl Default for Place {
    fn default() -> Place {
        Place::hot_seat()
    }
}
