//! Hints put into words, in this one place: the board keeps a hint as
//! what the rule of thumb and the search found ([`Hint`]), and these
//! `Display`s say it, so that other words can replace the English without
//! touching the game.

use std::fmt::{self, Display, Formatter};

use crate::engine::{ByPlayer, Game, Move};
use crate::setup::{Goal, Seat};
use crate::text::count;

use super::advice::{self, Better, But, Capture, Lead, Side, Why};
use super::hint::{Advice, Hint, Perfect, Search, Thumb};
use super::narrate::{self, Voice};

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
    Hint { to: None, advice }.to_string()
}

impl Display for Hint {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match &self.to {
            Some(name) => write!(f, "Hint for {name}: ")?,
            None => f.write_str("Hint: ")?,
        }
        let perfect = match &self.advice {
            Advice::Thumb { thumb, search } => {
                write!(f, "{thumb}")?;
                let Search::Agrees(perfect) = search else {
                    return Ok(());
                };
                write!(f, " Looking ahead, {} is a good move.", thumb.pit)?;
                perfect
            }
            Advice::Better { better, perfect } => {
                write!(f, "{better}")?;
                perfect
            }
        };
        match perfect {
            Some(perfect) => write!(f, " {perfect}"),
            None => Ok(()),
        }
    }
}

impl Display for Thumb {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let pit = self.pit;
        match (self.goal, self.score) {
            (Goal::Compete, 0) => write!(f, "no move takes seeds now; {pit} is as good as any."),
            (Goal::Compete, taken) => write!(f, "{pit} takes {} now.", count(taken, "seed")),
            (Goal::Cooperate, 0) => write!(f, "{pit} leaves the stores level."),
            (Goal::Cooperate, apart) => {
                write!(f, "{pit} leaves the stores {} apart.", count(apart, "seed"))
            }
        }
    }
}

/// "You can still win 7 of the 9 seeds left: perfect play from here ends
/// 27-21." The end is worded as the narration words it
/// ([`narrate::perfect_end`]), spoken to the player to move.
impl Display for Perfect {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let play = self.play;
        if play.won == 0 {
            write!(f, "You cannot win any of the {} seeds left", play.left)?;
        } else {
            write!(
                f,
                "You can still win {} of the {} seeds left",
                play.won, play.left
            )?;
        }
        let end = narrate::perfect_end(play, self.you, self.majority_ends, Voice::Mover);
        write!(f, ": {end}.")
    }
}

/// Why the better move is better, as the words after "Hint:".
impl Display for Better {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let (better, worse, them) = (self.better, self.worse, self.them.as_str());
        match &self.why {
            Why::Compete { now, but } => self.compete(f, *now, but.as_ref()),
            Why::EndsApart(apart) => write!(
                f,
                "{better} is better. After {worse}, the game ends {} apart.",
                count(apart, "seed")
            ),
            // "12 apart", as the balance line says it: Win-Win's message
            // has one line.
            Why::PullsApart { by, capture, gap } => {
                let taking = Taking {
                    by: *by,
                    capture,
                    them,
                };
                write!(
                    f,
                    "{better} is better. After {worse}, {taking}: {gap} apart."
                )
            }
            Why::Closer => write!(
                f,
                "{better} is better than {worse}: it keeps the stores closer."
            ),
        }
    }
}

impl Better {
    /// Sorry Wari's words: what the rule of thumb's move takes now, and
    /// what follows it; with neither to tell, only which move is best.
    fn compete(&self, f: &mut Formatter<'_>, now: u16, but: Option<&But>) -> fmt::Result {
        let better = self.better;
        if now == 0 && but.is_none() {
            return write!(
                f,
                "no move takes seeds now; looking ahead, {better} is best."
            );
        }
        write!(f, "{better} is better. ")?;
        self.fault(f, now, but)
    }

    /// What goes wrong with the worse move, in Sorry Wari: "E takes
    /// nothing now, but then Kofi takes 3 from your F."
    fn fault(&self, f: &mut Formatter<'_>, now: u16, but: Option<&But>) -> fmt::Result {
        let (better, worse) = (self.better, self.worse);
        match now {
            0 => write!(f, "{worse} takes nothing now, but ")?,
            seeds => write!(f, "{worse} takes {} now, but ", count(seeds, "seed"))?,
        }
        match but {
            Some(but) => {
                let them = self.them.as_str();
                write!(f, "{}.", Reason { but, better, them })
            }
            None => write!(f, "{better} does better over the next moves."),
        }
    }

    /// The worse move's fault alone, when there is one to tell in Sorry
    /// Wari: what it takes now, or what follows it.
    pub fn fault_words(&self) -> Option<String> {
        struct Fault<'a>(&'a Better, u16, Option<&'a But>);
        impl Display for Fault<'_> {
            fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
                self.0.fault(f, self.1, self.2)
            }
        }
        match &self.why {
            Why::Compete { now, but } if *now > 0 || but.is_some() => {
                Some(Fault(self, *now, but.as_ref()).to_string())
            }
            _ => None,
        }
    }
}

/// The part of a Sorry Wari explanation after "but".
struct Reason<'a> {
    but: &'a But,
    better: char,
    them: &'a str,
}

impl Display for Reason<'_> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let them = self.them;
        match self.but {
            But::Ends(Some(Lead { theirs, yours })) => {
                write!(
                    f,
                    "then the game ends with {them} ahead, {theirs} to {yours}"
                )
            }
            But::Ends(None) => f.write_str("then the game ends in a draw"),
            But::TheyTake { soon, capture } => {
                let when = if *soon { "then" } else { "later" };
                let by = Side::Them;
                write!(f, "{when} {}", Taking { by, capture, them })
            }
            But::YouTake { soon, capture } => {
                let turn = if *soon { "on your next turn" } else { "later" };
                let (by, better) = (Side::You, self.better);
                write!(f, "with {better} {} {turn}", Taking { by, capture, them })
            }
        }
    }
}

/// "Kofi takes 6 from your E", "you take 5 from Kofi's c and d".
struct Taking<'a> {
    by: Side,
    capture: &'a Capture,
    them: &'a str,
}

impl Display for Taking<'_> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let (them, seeds) = (self.them, self.capture.seeds);
        let pits = and_list(&self.capture.pits);
        match self.by {
            Side::You => write!(f, "you take {seeds} from {them}'s {pits}"),
            Side::Them => write!(f, "{them} takes {seeds} from your {pits}"),
        }
    }
}

/// "E", "D and E", "C, D and E".
fn and_list(letters: &[char]) -> String {
    match letters.split_last() {
        None => String::new(),
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => {
            let rest: Vec<String> = rest.iter().map(char::to_string).collect();
            format!("{} and {last}", rest.join(", "))
        }
    }
}
