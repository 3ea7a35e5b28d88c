//! Hints put into words, in this one place: the board keeps a hint as
//! what the rule of thumb and the search found ([`Hint`]), and these
//! `Display`s say it in the reader's words, one message of the catalog
//! for each shape of sentence.

use std::fmt::{self, Display, Formatter};

use wari_words::tr;

use crate::engine::{ByPlayer, Game, Move};
use crate::setup::{Goal, Seat};
use crate::text::seeds;

use super::advice::{self, Better, But, Capture, Lead, Side, Why};
use super::hint::{Advice, Hint, LevelAhead, Perfect, Search, Thumb};
use super::narrate::{self, PerfectEnd};

/// The words of a hint when the search's line `best` beats the rule of
/// thumb's line `rule` (its move first) in `game`, for the player to move
/// there. It names the better move first: in Win-Win the meter leaves the
/// message a single line, and a long name may cut off its end.
pub fn explain_hint(
    game: &Game,
    rule: &[Move],
    best: &[Move],
    goal: Goal,
    seats: &ByPlayer<Seat>,
) -> String {
    let better = advice::why_better(game, rule, best, goal, seats);
    let advice = Advice::Better {
        better,
        perfect: None,
    };
    let hint = Hint {
        to: None,
        advice,
        level: None,
    };
    hint.to_string()
}

impl Display for Hint {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let (said, perfect) = match &self.advice {
            Advice::Thumb { thumb, search } => match search {
                Search::Agrees(perfect) => {
                    let pit = thumb.pit.to_string();
                    let agrees = tr!("board-hint-agrees", pit = pit);
                    (format!("{thumb} {agrees}"), perfect)
                }
                _ => (thumb.to_string(), &None),
            },
            Advice::Better { better, perfect } => (better.hint_words(), perfect),
        };
        let mut advice = match perfect {
            Some(perfect) => format!("{said} {perfect}"),
            None => said,
        };
        if let Some(level) = self.level {
            advice = format!("{advice} {}", level_words(level));
        }
        f.write_str(&match &self.to {
            Some(name) => tr!("board-hint-for", name = name.as_str(), advice = advice),
            None => tr!("board-hint", advice = advice),
        })
    }
}

/// Whether stopping along the search's line leaves Win-Win's stores
/// level: "Stopping after 3 moves leaves you level."
fn level_words(level: LevelAhead) -> String {
    match level {
        LevelAhead::After(moves) => tr!("board-hint-level-after", moves = moves),
        LevelAhead::NotWithin(moves) => tr!("board-hint-level-not-within", moves = moves),
    }
}

impl Display for Thumb {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let pit = self.pit.to_string();
        f.write_str(&match (self.goal, self.score) {
            (Goal::Compete, 0) => tr!("board-thumb-takes-nothing", pit = pit),
            (Goal::Compete, taken) => {
                tr!("board-thumb-takes", pit = pit, seeds = seeds(taken))
            }
            (Goal::Cooperate, 0) => tr!("board-thumb-level", pit = pit),
            (Goal::Cooperate, apart) => {
                tr!("board-thumb-apart", pit = pit, seeds = seeds(apart))
            }
        })
    }
}

/// "You can still win 7 of the 9 seeds left: perfect play from here ends
/// 27-21." The end is the one the narration tells
/// ([`PerfectEnd`]), spoken to the player to move.
impl Display for Perfect {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let play = self.play;
        let (end, yours, theirs) = match PerfectEnd::of(play, self.you, self.majority_ends) {
            PerfectEnd::Draw => ("draw", 0, 0),
            PerfectEnd::Won(winner) if winner == self.you => ("win", 0, 0),
            PerfectEnd::Won(_) => ("lose", 0, 0),
            PerfectEnd::Stores(stores) => ("score", stores[self.you], stores[!self.you]),
        };
        f.write_str(&tr!(
            "board-hint-perfect",
            won = play.won,
            left = play.left,
            end = end,
            yours = yours,
            theirs = theirs,
        ))
    }
}

/// Why the better move is better, as the words after "Hint:".
impl Display for Better {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let better = self.better.to_string();
        let worse = self.worse.to_string();
        let said = match &self.why {
            Why::Compete { now, but } => self.compete(*now, but.as_ref()),
            Why::EndsApart(apart) => tr!(
                "board-better-ends-apart",
                better = better,
                worse = worse,
                seeds = seeds(*apart),
            ),
            // "12 apart", as the balance line says it: Win-Win's message
            // has one line.
            Why::PullsApart { by, capture, gap } => tr!(
                "board-better-pulls-apart",
                better = better,
                worse = worse,
                by = side(*by),
                them = self.them.as_str(),
                taken = capture.seeds,
                pits = pits(capture),
                gap = *gap,
            ),
            Why::Closer => tr!("board-better-closer", better = better, worse = worse),
        };
        f.write_str(&said)
    }
}

impl Better {
    /// Sorry Wari's words: what the rule of thumb's move takes now, and
    /// what follows it; with neither to tell, only which move is best.
    fn compete(&self, now: u16, but: Option<&But>) -> String {
        let better = self.better.to_string();
        if now == 0 && but.is_none() {
            return tr!("board-better-best", better = better);
        }
        let is_better = tr!("board-better", better = better);
        format!("{is_better} {}", self.fault(now, but))
    }

    /// The words of a hint, which compares with the rule of thumb's move:
    /// where no move takes anything now, that move is any move, so the
    /// words say so first, and the player who never saw it suggested
    /// reads it as one move among those, not as theirs. (A review
    /// compares with the move played, and says "is better".)
    pub(super) fn hint_words(&self) -> String {
        match &self.why {
            Why::Compete {
                now: 0,
                but: Some(but),
            } => {
                let best = tr!("board-better-best", better = self.better.to_string());
                format!("{best} {}", self.fault(0, Some(but)))
            }
            _ => self.to_string(),
        }
    }

    /// What goes wrong with the worse move, in Sorry Wari: "E takes
    /// nothing now, but then Kofi takes 3 from your F."
    fn fault(&self, now: u16, but: Option<&But>) -> String {
        let better = self.better.to_string();
        let worse = self.worse.to_string();
        let them = self.them.as_str();
        let taken_now = seeds(now);
        match but {
            Some(But::Ends(Some(Lead { theirs, yours }))) => tr!(
                "board-fault-ends-behind",
                worse = worse,
                now = now,
                seeds = taken_now.as_str(),
                them = them,
                theirs = *theirs,
                yours = *yours,
            ),
            Some(But::Ends(None)) => tr!(
                "board-fault-ends-drawn",
                worse = worse,
                now = now,
                seeds = taken_now.as_str()
            ),
            Some(But::TheyTake { soon, capture }) => tr!(
                "board-fault-they-take",
                worse = worse,
                now = now,
                seeds = taken_now.as_str(),
                soon = yes_no(*soon),
                them = them,
                taken = capture.seeds,
                pits = pits(capture),
            ),
            Some(But::YouTake { soon, capture }) => tr!(
                "board-fault-you-take",
                worse = worse,
                now = now,
                seeds = taken_now.as_str(),
                better = better,
                soon = yes_no(*soon),
                them = them,
                taken = capture.seeds,
                pits = pits(capture),
            ),
            None => tr!(
                "board-fault-does-better",
                worse = worse,
                now = now,
                seeds = taken_now.as_str(),
                better = better,
            ),
        }
    }

    /// The worse move's fault alone, when there is one to tell in Sorry
    /// Wari: what it takes now, or what follows it.
    pub fn fault_words(&self) -> Option<String> {
        match &self.why {
            Why::Compete { now, but } if *now > 0 || but.is_some() => {
                Some(self.fault(*now, but.as_ref()))
            }
            _ => None,
        }
    }
}

/// Whose capture it is, as the messages select on it.
fn side(by: Side) -> &'static str {
    match by {
        Side::You => "you",
        Side::Them => "them",
    }
}

/// A flag as the messages select on it.
fn yes_no(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

/// The pits a capture took: "E", "D and E", "C, D and E".
fn pits(capture: &Capture) -> String {
    let letters: Vec<String> = capture.pits.iter().map(char::to_string).collect();
    narrate::and_list(&letters)
}
