//! Why the search's move beats the rule of thumb's, as a child would
//! follow it: "E is better. F takes 3 seeds now, but then Kofi takes 8
//! from your C, D and E." The captures come from the engine's reports
//! along each line of play, so a hint tells what the board would show;
//! [`Better`] keeps them, and [`hint_words`](super::hint_words) words them.

use crate::engine::{ByPlayer, Game, Move, MoveReport, Outcome, Pit, Player, Position};

use crate::setup::{Goal, Seat};

/// Plies of each line a hint talks about: the move, the reply, and two
/// more turns each way. Further on, the search's line is a guess, and a
/// child cannot follow it anyway.
const HORIZON: usize = 5;

/// One capture along a line of play.
struct Take {
    /// Plies after the hinted move (0: the move itself).
    ply: usize,
    taker: Player,
    seeds: u16,
    /// The pits taken, in board order.
    pits: Vec<Pit>,
    /// How far apart the stores are after it.
    gap: u16,
}

impl Take {
    /// The capture `report` tells of, if any, `ply` plies into a line.
    fn of(ply: usize, report: &MoveReport, gap: u16) -> Option<Take> {
        let capture = report.capture();
        let mut pits: Vec<Pit> = capture.pits().map(|(pit, _)| pit).collect();
        pits.sort_by_key(|pit| pit.index());
        (!capture.is_empty()).then(|| Take {
            ply,
            taker: report.mover(),
            seeds: capture.total(),
            pits,
            gap,
        })
    }
}

/// What happens along the first [`HORIZON`] plies of a line.
struct Story {
    takes: Vec<Take>,
    /// How far apart the stores are after each ply.
    gaps: Vec<u16>,
    /// How the game ends, when it ends that soon.
    end: Option<Outcome>,
    /// The most the other player can take at once after the line's first
    /// move, whatever the line says they play: a hint must not blame a
    /// capture on the rule of thumb that the better move allows too.
    open: u16,
}

impl Story {
    /// Plays `line` from `game` as far as the horizon, the game's end or
    /// the first move that is not legal (a line is a guess, not a promise).
    fn of(game: &Game, line: &[Move]) -> Story {
        let mut game = game.clone();
        let mut story = Story {
            takes: Vec::new(),
            gaps: Vec::new(),
            end: None,
            open: 0,
        };
        for (ply, &m) in line.iter().enumerate().take(HORIZON) {
            let Ok(report) = game.play(m) else { break };
            if ply == 0 {
                story.open = most_taken(game.position());
            }
            let stores = game
                .outcome()
                .map_or(game.position().stores(), |o| o.stores());
            let gap = stores.south().abs_diff(stores.north());
            story.gaps.push(gap);
            story.takes.extend(Take::of(ply, &report, gap));
            story.end = game.outcome();
            if story.end.is_some() {
                break;
            }
        }
        story
    }

    /// Seeds the line's first move takes (none, 0).
    fn taken_now(&self) -> u16 {
        let first = self.takes.first().filter(|take| take.ply == 0);
        first.map_or(0, |take| take.seeds)
    }

    /// Seeds `player` takes after the first ply.
    fn taken_later(&self, player: Player) -> u16 {
        self.later(player).map(|take| take.seeds).sum()
    }

    /// `player`'s takes after the first ply.
    fn later(&self, player: Player) -> impl Iterator<Item = &Take> {
        self.takes
            .iter()
            .filter(move |take| take.ply > 0 && take.taker == player)
    }

    /// The largest gap between the stores along the story.
    fn widest(&self) -> u16 {
        self.gaps.iter().copied().max().unwrap_or(0)
    }
}

/// Why the search's move beats the rule of thumb's, as a hint tells it:
/// kept as what happens along the two lines, and put into words in one
/// place, the hints' words ([`explain_hint`](super::explain_hint)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Better {
    /// The search's move, by its pit's letter.
    pub better: char,
    /// The rule of thumb's move, by its pit's letter.
    pub worse: char,
    /// The other player's name: everyone the reasons name but "you".
    pub them: String,
    /// What makes the rule of thumb's move worse.
    pub why: Why,
}

/// What makes the rule of thumb's move worse, under each goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// Sorry Wari: the rule of thumb's move takes `now` seeds at once
    /// (none, 0), but `but` follows; with no `but` to show, only that the
    /// better move does better.
    Compete {
        /// Seeds the rule of thumb's move takes at once.
        now: u16,
        /// What follows that the words can show.
        but: Option<But>,
    },
    /// Win-Win Wari: after the rule of thumb's move the game ends with the
    /// stores this many seeds apart.
    EndsApart(u16),
    /// Win-Win Wari: after the rule of thumb's move, a capture pulls the
    /// stores further apart than the search's line ever lets them be.
    PullsApart {
        /// Who takes.
        by: Side,
        /// What is taken.
        capture: Capture,
        /// How far apart the stores are after it.
        gap: u16,
    },
    /// Win-Win Wari: nothing to show but that the better move keeps the
    /// stores closer.
    Closer,
}

/// What follows the rule of thumb's move in Sorry Wari, the first of
/// these that holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum But {
    /// The game ends and is not won: the other player ahead by this lead,
    /// or drawn.
    Ends(Option<Lead>),
    /// The other player takes this along the rule of thumb's line:
    /// `soon` in their reply, else later.
    TheyTake {
        /// In the reply to the rule of thumb's move.
        soon: bool,
        /// What they take.
        capture: Capture,
    },
    /// The player the hint is for takes this along the better line:
    /// `soon` on their next turn, else later.
    YouTake {
        /// On the next turn after the better move.
        soon: bool,
        /// What they take.
        capture: Capture,
    },
}

/// The stores at an end the other player wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lead {
    /// The other player's store.
    pub theirs: u16,
    /// The store of the player the hint is for.
    pub yours: u16,
}

/// Whose capture it is: the player the hint is for, or the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The player the hint is for.
    You,
    /// The other player.
    Them,
}

/// One capture as a hint tells it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Capture {
    /// Seeds taken.
    pub seeds: u16,
    /// The pits taken, by their letters in board order.
    pub pits: Vec<char>,
}

/// Why the search's line `best` beats the rule of thumb's line `rule`
/// (its move first) in `game`, for the player to move there.
pub fn why_better(
    game: &Game,
    rule: &[Move],
    best: &[Move],
    goal: Goal,
    seats: &ByPlayer<Seat>,
) -> Better {
    let position = game.position();
    let you = position.to_move();
    let n = position.rules().pits_per_side();
    let letter = |m: Option<&Move>| m.map_or('?', |m| m.pit(you, n).label(n));
    let (worse, better) = (letter(rule.first()), letter(best.first()));
    let (rule, best) = (Story::of(game, rule), Story::of(game, best));
    let reader = Reader { you, n };
    let why = match goal {
        Goal::Compete => Why::Compete {
            now: rule.taken_now(),
            but: reader.but(&rule, &best),
        },
        Goal::Cooperate => reader.cooperate(&rule, &best),
    };
    Better {
        better,
        worse,
        them: seats[!you].name.clone(),
        why,
    }
}

/// Reads the stories for the player the hint is for, on a board of `n`
/// pits a side.
struct Reader {
    you: Player,
    n: usize,
}

impl Reader {
    /// Sorry Wari: the game lost at once after the rule of thumb's move, a
    /// capture the other player gets after it, or one the search's move
    /// sets up; the first of these that holds, if any.
    fn but(&self, rule: &Story, best: &Story) -> Option<But> {
        let them = !self.you;
        if let Some(end) = rule.end.filter(|end| end.winner() != Some(self.you)) {
            let lead = end.winner().map(|winner| Lead {
                theirs: end.stores()[winner],
                yours: end.stores()[!winner],
            });
            return Some(But::Ends(lead));
        }
        if rule.taken_later(them) > best.taken_later(them)
            && let Some(take) = biggest(rule.later(them))
            && (take.ply > 1 || take.seeds > best.open)
        {
            return Some(But::TheyTake {
                soon: take.ply == 1,
                capture: self.capture(take),
            });
        }
        if best.taken_later(self.you) > rule.taken_later(self.you)
            && let Some(take) = biggest(best.later(self.you))
        {
            return Some(But::YouTake {
                soon: take.ply == 2,
                capture: self.capture(take),
            });
        }
        None
    }

    /// Win-Win Wari: the game ending apart after the rule of thumb's
    /// move, or the capture that pulls the stores further apart than the
    /// search's line ever lets them be.
    fn cooperate(&self, rule: &Story, best: &Story) -> Why {
        if let Some(end) = rule.end {
            let stores = end.stores();
            let apart = stores.south().abs_diff(stores.north());
            if apart > 0 {
                return Why::EndsApart(apart);
            }
        }
        let widest = rule.widest();
        let apart = rule.takes.iter().find(|t| t.ply > 0 && t.gap == widest);
        match apart.filter(|_| widest > best.widest()) {
            Some(take) => Why::PullsApart {
                by: if take.taker == self.you {
                    Side::You
                } else {
                    Side::Them
                },
                capture: self.capture(take),
                gap: take.gap,
            },
            None => Why::Closer,
        }
    }

    /// `take` as the hint tells it, its pits by their letters.
    fn capture(&self, take: &Take) -> Capture {
        Capture {
            seeds: take.seeds,
            pits: take.pits.iter().map(|pit| pit.label(self.n)).collect(),
        }
    }
}

/// The most the player to move in `position` can take with one move.
fn most_taken(position: &Position) -> u16 {
    let moves = position.legal_moves();
    let taken = moves.iter().filter_map(|m| {
        let (_, report) = position.play(m).ok()?;
        Some(report.capture().total())
    });
    taken.max().unwrap_or(0)
}

/// The largest take, the earliest of equals.
fn biggest<'a>(takes: impl Iterator<Item = &'a Take>) -> Option<&'a Take> {
    takes.fold(None, |big: Option<&Take>, take| match big {
        Some(big) if big.seeds >= take.seeds => Some(big),
        _ => Some(take),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Diagram, GrandSlam, Rules};

    #[test]
    fn a_greedy_capture_that_loses_the_game_at_once_is_worse_because_it_ends() {
        // Under rules a majority ends, stores 2 and 18 (RULES.md 3.1):
        // South's F (1 seed) makes a 3 and takes it, 5 in all (2.3). Then
        // North's f sows its 5 into A to E, making B 1, C 3, D 3 and E 2:
        // E, D and C are taken, 8 seeds, and North's 26 of 48 end it.
        let rules = Rules::new(6, 4, GrandSlam::ForbiddenUnlessOnlyMove, true).expect("rules");
        let diagram: Diagram = "3 0 2 2 1 1 / 2 3 3 3 3 5 / 2 18 / s"
            .parse()
            .expect("a diagram");
        let game = Game::from_position(diagram.position(rules).expect("a position"));
        let pits = |numbers: &[usize]| -> Vec<Move> {
            numbers.iter().filter_map(|&n| Move::new(n)).collect()
        };
        let seats = ByPlayer::new(Seat::human("Ama"), Seat::human("Kofi"));
        let better = why_better(&game, &pits(&[6, 6]), &pits(&[5]), Goal::Compete, &seats);
        let lead = Lead {
            theirs: 26,
            yours: 5,
        };
        assert_eq!(
            better,
            Better {
                better: 'E',
                worse: 'F',
                them: "Kofi".to_owned(),
                why: Why::Compete {
                    now: 3,
                    but: Some(But::Ends(Some(lead))),
                },
            }
        );
    }
}
