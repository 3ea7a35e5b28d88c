//! Why a puzzle's answer is best, found by the search whenever it is
//! asked for and kept as facts, not sentences: what the answer wins along
//! its line, then what goes wrong with the next best move. The words are
//! made from the facts in one place, its `Display`, in the language of
//! whoever reads them.

use std::fmt;

use wari_words::tr;

use crate::app::{Better, why_better};
use crate::engine::{Game, Move, Player};
use crate::learn::{OTHER, seats};
use crate::review::{explainer, line_from};
use crate::setup::Goal as PlayGoal;
use crate::text::seeds;

use super::theme::threat;
use super::{Puzzle, Theme, lead};

/// Why a puzzle's answer is best.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reason {
    /// The answer's pit letter.
    pub answer: char,
    /// What the answer wins.
    pub wins: Wins,
    /// What goes wrong with the next best move, when there is one.
    pub against: Option<Against>,
}

/// What the answer wins, along the search's line after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wins {
    /// It takes `now` seeds at once, and `later` more in the line's
    /// `moves` moves (both players').
    Takes {
        /// Seeds taken at once.
        now: u16,
        /// Seeds taken later in the line.
        later: u16,
        /// The line's moves.
        moves: usize,
    },
    /// It takes nothing at once but sets up `seeds` in the line's `moves`.
    SetsUp {
        /// Seeds taken later in the line.
        seeds: u16,
        /// The line's moves.
        moves: usize,
    },
    /// It takes nothing, and Kofi takes only `theirs` in the line's
    /// `moves` (none, often).
    Holds {
        /// Seeds Kofi takes in the line.
        theirs: u16,
        /// The line's moves.
        moves: usize,
    },
    /// It takes nothing but saves seeds: Kofi could take `could` if it
    /// were his turn, and after it only `after`.
    Saves {
        /// What Kofi could take before.
        could: u16,
        /// What he could take after.
        after: u16,
    },
}

/// What goes wrong with the next best move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Against {
    /// The hints' account of it: what it takes and what follows.
    Fault(Better),
    /// No capture to tell of: with both playing their best, the player
    /// ends at least `seeds` worse off than after the answer.
    Behind {
        /// The next best move's pit letter.
        worse: char,
        /// The puzzle's margin: at least how many seeds it loses.
        seeds: u32,
    },
}

impl Reason {
    /// Why `puzzle`'s answer is best, searched as deep as the puzzle says
    /// it must be seen; the same every time, since the same searches run
    /// in the same order from a fresh table.
    pub fn of(puzzle: &Puzzle) -> Reason {
        let mut searcher = explainer(1);
        let game = Game::from_position(puzzle.position);
        let n = game.rules().pits_per_side();
        let letter = |m: Move| m.pit(Player::South, n).label(n);
        let best = puzzle.answer;
        let runner_up = lead(&mut searcher, &game, puzzle.depth).map(|l| l.runner_up);
        let best_line = line_from(&mut searcher, &game, best, PlayGoal::Compete, puzzle.depth);
        let wins = if puzzle.theme == Theme::DefendingATwo {
            saves(&game, best)
        } else {
            Gains::along(&game, &best_line).wins()
        };
        let against = runner_up.map(|worse| {
            let worse_line =
                line_from(&mut searcher, &game, worse, PlayGoal::Compete, puzzle.depth);
            let better = why_better(&game, &worse_line, &best_line, PlayGoal::Compete, &seats());
            match better.fault_words() {
                Some(_) => Against::Fault(better),
                None => Against::Behind {
                    worse: letter(worse),
                    seeds: puzzle.margin,
                },
            }
        });
        Reason {
            answer: letter(best),
            wins,
            against,
        }
    }
}

/// What South and Kofi take along a line from South's move.
struct Gains {
    now: u16,
    later: u16,
    theirs: u16,
    moves: usize,
}

impl Gains {
    fn along(game: &Game, line: &[Move]) -> Gains {
        let mut game = game.clone();
        let mut gains = Gains {
            now: 0,
            later: 0,
            theirs: 0,
            moves: 0,
        };
        for (at, &m) in line.iter().enumerate() {
            let mover = game.position().to_move();
            let Ok(report) = game.play(m) else { break };
            let taken = report.capture().total();
            match (mover, at) {
                (Player::South, 0) => gains.now = taken,
                (Player::South, _) => gains.later += taken,
                (Player::North, _) => gains.theirs += taken,
            }
            gains.moves = at + 1;
        }
        gains
    }

    fn wins(&self) -> Wins {
        let moves = self.moves;
        match (self.now, self.later) {
            (0, 0) => Wins::Holds {
                theirs: self.theirs,
                moves,
            },
            (0, seeds) => Wins::SetsUp { seeds, moves },
            (now, later) => Wins::Takes { now, later, moves },
        }
    }
}

/// What the answer `best` saves: what Kofi could take at once before it
/// and after it.
fn saves(game: &Game, best: Move) -> Wins {
    let before = game.position();
    let after = before.play(best).map_or(*before, |(after, _)| after);
    Wins::Saves {
        could: threat(before),
        after: threat(&after),
    }
}

/// The reason in the reader's language: what the answer wins, then what
/// goes wrong with the next best move.
impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.wins.words(self.answer))?;
        match &self.against {
            Some(against) => write!(f, " {}", against.words(self.answer)),
            None => Ok(()),
        }
    }
}

impl Wins {
    /// What the answer, `answer`, wins, as one sentence.
    fn words(self, answer: char) -> String {
        let answer = answer.to_string();
        match self {
            Wins::Takes { now, later: 0, .. } => {
                tr!("puzzle-reason-takes", answer = answer, seeds = seeds(now))
            }
            Wins::Takes { now, later, moves } => tr!(
                "puzzle-reason-takes-and-sets-up",
                answer = answer,
                seeds = seeds(now),
                later = later,
                moves = moves
            ),
            Wins::SetsUp {
                seeds: set_up,
                moves,
            } => tr!(
                "puzzle-reason-sets-up",
                answer = answer,
                seeds = seeds(set_up),
                moves = moves
            ),
            Wins::Holds { theirs: 0, moves } => tr!(
                "puzzle-reason-holds",
                answer = answer,
                them = OTHER,
                moves = moves
            ),
            Wins::Holds { theirs, moves } => tr!(
                "puzzle-reason-holds-some",
                answer = answer,
                them = OTHER,
                seeds = seeds(theirs),
                moves = moves
            ),
            Wins::Saves { could, after } => tr!(
                "puzzle-reason-saves",
                answer = answer,
                them = OTHER,
                seeds = seeds(could),
                after = after
            ),
        }
    }
}

impl Against {
    /// What goes wrong with the next best move, as one sentence, beside
    /// the answer `answer`.
    fn words(&self, answer: char) -> String {
        match self {
            Against::Fault(better) => tr!(
                "puzzle-next-best-fault",
                worse = better.worse.to_string(),
                fault = better.fault_words().unwrap_or_default()
            ),
            Against::Behind {
                worse,
                seeds: behind,
            } => tr!(
                "puzzle-next-best-behind",
                worse = worse.to_string(),
                answer = answer.to_string(),
                seeds = seeds(*behind)
            ),
        }
    }
}
