//! A lesson: its pages of words, its exercises, and which games it is
//! for. A lesson whose rule the chosen game lacks is skipped, with a word
//! why, rather than teaching a rule the board will not play.

use std::fmt;

use wari_words::tr;

use crate::engine::{GrandSlam, Position, Rules};

use super::words::{Arg, Words, n};
use super::{BOARD_PITS, Exercise};

/// One screen of words. Most say the same in every game; a few say what
/// the chosen game does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    /// The same words in every game.
    Text(Words),
    /// What a grand slam does in this game (RULES.md 2.4).
    GrandSlam,
    /// Whether 25 seeds end this game (RULES.md 3.1).
    Majority,
}

impl Page {
    /// The page's words under `rules`, in the reader's language.
    pub fn text(self, rules: Rules) -> String {
        self.words(rules).text()
    }

    fn words(self, rules: Rules) -> Words {
        match self {
            Page::Text(words) => words,
            Page::GrandSlam => match rules.grand_slam() {
                GrandSlam::ForbiddenUnlessOnlyMove => {
                    Words::new("lesson-grand-slam-forbidden-unless-only-move")
                }
                GrandSlam::Forbidden => Words::new("lesson-grand-slam-forbidden"),
                GrandSlam::NoCapture => Words::new("lesson-grand-slam-no-capture"),
                GrandSlam::Capture => Words::new("lesson-grand-slam-capture"),
            },
            Page::Majority if rules.majority_ends() => {
                Words::with("lesson-ending-majority", MAJORITY)
            }
            Page::Majority => Words::new("lesson-ending-no-majority"),
        }
    }
}

/// More than half of the 48 seeds, which end some games (RULES.md 3.1).
const MAJORITY: &[(&str, Arg)] = &[n("seeds", 25), n("total", 48)];

/// A rule a lesson is about, which not every game has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Needs {
    /// Every game has it.
    Nothing,
    /// 25 seeds end the game (`majority_ends`).
    Majority,
    /// Taking every seed is treated specially (`grand_slam` other than
    /// `capture`).
    GrandSlamRule,
}

/// A lesson as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// The lesson's name in the progress file: never changed once given.
    pub key: &'static str,
    /// Its title in English, as files name it (the class's progress);
    /// [`Lesson::heading`] is the same in the reader's language.
    pub title: &'static str,
    /// Its title on the lesson list and over its pages.
    pub heading: Words,
    /// The rule it needs the game to have.
    pub needs: Needs,
    /// Its screens of words, read before the exercises.
    pub pages: &'static [Page],
    /// Its exercises, played in order.
    pub exercises: &'static [Exercise],
}

/// A lesson ready for one game: its exercises set up, or why it is skipped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Offer {
    /// The lesson applies: each exercise with its starting position.
    Open(Vec<(Exercise, Position)>),
    /// The lesson does not apply to this game, and why.
    Skipped(Skip),
}

/// Why a lesson does not apply to a game; put into words that follow
/// "skipped:" on the lesson's row of the list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Skip {
    /// The lesson is about 25 seeds ending the game, and they do not.
    NoMajority,
    /// The lesson is about the grand slam's rule, and a grand slam
    /// captures as usual.
    GrandSlamCaptures,
    /// The lesson's boards have [`BOARD_PITS`] pits a side, and the game
    /// this many.
    BoardSize(usize),
}

impl fmt::Display for Skip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let why = match *self {
            Skip::NoMajority => tr!("lesson-skip-majority", seeds = 25),
            Skip::GrandSlamCaptures => tr!("lesson-skip-grand-slam"),
            Skip::BoardSize(pits) => {
                tr!("lesson-skip-board", lesson_pits = BOARD_PITS, pits = pits)
            }
        };
        f.write_str(&why)
    }
}

impl Lesson {
    /// Whether this lesson is for a game played under `rules`, and its
    /// exercises set up if it is.
    pub fn offer(&self, rules: Rules) -> Offer {
        match self.needs {
            Needs::Majority if !rules.majority_ends() => return Offer::Skipped(Skip::NoMajority),
            Needs::GrandSlamRule if rules.grand_slam() == GrandSlam::Capture => {
                return Offer::Skipped(Skip::GrandSlamCaptures);
            }
            _ => {}
        }
        let set_up: Result<Vec<_>, String> = self
            .exercises
            .iter()
            .map(|exercise| Ok((*exercise, exercise.position(rules)?)))
            .collect();
        match set_up {
            Ok(exercises) => Offer::Open(exercises),
            Err(_) => Offer::Skipped(Skip::BoardSize(rules.pits_per_side())),
        }
    }
}
