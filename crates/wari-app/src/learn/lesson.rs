//! A lesson: its pages of words, its exercises, and which games it is
//! for. A lesson whose rule the chosen game lacks is skipped, with a word
//! why, rather than teaching a rule the board will not play.

use crate::engine::{GrandSlam, Position, Rules};

use super::Exercise;

/// One screen of words. Most say the same in every game; a few say what
/// the chosen game does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    /// The same words in every game.
    Text(&'static str),
    /// What a grand slam does in this game (RULES.md 2.4).
    GrandSlam,
    /// Whether 25 seeds end this game (RULES.md 3.1).
    Majority,
}

impl Page {
    /// The page's words under `rules`.
    pub fn text(self, rules: Rules) -> &'static str {
        match self {
            Page::Text(text) => text,
            Page::GrandSlam => grand_slam_text(rules.grand_slam()),
            Page::Majority if rules.majority_ends() => {
                "In this game, the moment one store holds more than half of all the \
                 seeds (25 of the 48), the game is over. If the seeds run out \
                 before that, it ends in one of the ways on the next pages."
            }
            Page::Majority => {
                "In this game, having lots of seeds does not end it: you play on \
                 until one of the things on the next pages happens."
            }
        }
    }
}

fn grand_slam_text(rule: GrandSlam) -> &'static str {
    match rule {
        GrandSlam::ForbiddenUnlessOnlyMove => {
            "In this game you may not do it: Kofi would have nothing left to play \
             with. The board will not let you, unless every move you have is a \
             grand slam. Then you must play one, and it captures as usual."
        }
        GrandSlam::Forbidden => {
            "In this game you may not do it: Kofi would have nothing left to play \
             with. Only when every move you have is a grand slam must you play \
             one, and then it captures nothing."
        }
        GrandSlam::NoCapture => {
            "In this game you may play it, but it captures nothing: the seeds stay \
             on Kofi's row, so he still has something to play with."
        }
        GrandSlam::Capture => "In this game a grand slam captures as usual.",
    }
}

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
    /// Its title on the lesson list.
    pub title: &'static str,
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
    /// The lesson does not apply to this game, and why, in words that
    /// follow "skipped:" on the lesson's row of the list.
    Skipped(String),
}

impl Lesson {
    /// Whether this lesson is for a game played under `rules`, and its
    /// exercises set up if it is.
    pub fn offer(&self, rules: Rules) -> Offer {
        match self.needs {
            Needs::Majority if !rules.majority_ends() => {
                return Offer::Skipped("25 seeds do not end this game".to_owned());
            }
            Needs::GrandSlamRule if rules.grand_slam() == GrandSlam::Capture => {
                return Offer::Skipped("a grand slam captures as usual in this game".to_owned());
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
            Err(_) => Offer::Skipped(format!(
                "its boards have 6 pits a side, and this game has {}",
                rules.pits_per_side()
            )),
        }
    }
}
