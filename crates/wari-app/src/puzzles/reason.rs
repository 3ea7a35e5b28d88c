//! Why a puzzle's answer is best, in words from the search's lines: what
//! the answer wins along its line, then what the tempting move (the next
//! best) does and the reply that refutes it.

use crate::app::explain_hint;
use crate::engine::{Game, Move, Player};
use crate::learn::seats;
use crate::search::{Goal, Limits, Searcher};
use crate::setup::Goal as PlayGoal;
use crate::text::count;

use super::Theme;
use super::theme::threat;

/// Why `best` beats `runner_up` by `margin` seeds at `game`, seen
/// `turns` plies ahead.
pub(super) fn reason(
    searcher: &mut Searcher,
    game: &Game,
    best: Move,
    runner_up: Move,
    turns: u32,
    margin: u32,
) -> String {
    let (best_line, rule_line) = (
        line(searcher, game, best, turns),
        line(searcher, game, runner_up, turns),
    );
    let n = game.rules().pits_per_side();
    let letter = |m: Move| m.pit(Player::South, n).label(n);
    let wins = if Theme::of(game.position(), best) == Theme::DefendingATwo {
        defends(game, best, letter(best))
    } else {
        Gains::along(game, &best_line).words(letter(best))
    };
    let hint = explain_hint(game, &rule_line, &best_line, PlayGoal::Compete, &seats());
    let against = match hint.strip_prefix(&format!("Hint: {} is better. ", letter(best))) {
        Some(against) => format!("Next best is {}: {against}", letter(runner_up)),
        None => format!(
            "Next best is {}: with both playing their best, it ends {} behind.",
            letter(runner_up),
            count(margin, "seed")
        ),
    };
    format!("{wins} {against}")
}

/// `first`, then the search's best line after it, `turns` plies in all.
fn line(searcher: &mut Searcher, game: &Game, first: Move, turns: u32) -> Vec<Move> {
    let mut after = game.clone();
    let mut line = vec![first];
    if after.play(first).is_ok() && after.outcome().is_none() {
        searcher.clear();
        let limits = Limits::depth(turns.saturating_sub(1).max(1));
        if let Some(found) = searcher.search(&after, limits, Goal::Win, |_| {}) {
            line.extend(found.pv);
        }
    }
    line
}

/// What South and Kofi take along a line from South's move.
struct Gains {
    /// What South's first move takes.
    now: u16,
    /// What South takes later in the line.
    later: u16,
    /// What Kofi takes in the line.
    theirs: u16,
    /// The line's moves, both players'.
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

    /// What the answer `letter` wins, in a sentence.
    fn words(&self, letter: char) -> String {
        let moves = count(self.moves, "move");
        match (self.now, self.later) {
            (0, 0) if self.theirs == 0 => {
                format!(
                    "{letter} takes nothing now, and leaves Kofi nothing to take in the next {moves}."
                )
            }
            (0, 0) => format!(
                "{letter} takes nothing now, and lets Kofi take only {} in the next {moves}.",
                count(self.theirs, "seed")
            ),
            (0, later) => format!(
                "{letter} takes nothing now, but it sets up a capture: with both playing their best, you take {} in the next {moves}.",
                count(later, "seed")
            ),
            (now, 0) => format!("{letter} takes {} now.", count(now, "seed")),
            (now, later) => format!(
                "{letter} takes {} now, and sets up {later} more in the next {moves}.",
                count(now, "seed")
            ),
        }
    }
}

/// What the answer `letter` saves: Kofi could take seeds at once, and
/// after it fewer.
fn defends(game: &Game, best: Move, letter: char) -> String {
    let before = game.position();
    let after = before.play(best).map_or(*before, |(after, _)| after);
    let (then, now) = (threat(before), threat(&after));
    format!(
        "{letter} saves your seeds: Kofi could take {} if it were his turn, and after {letter} {}.",
        count(then, "seed"),
        match now {
            0 => "nothing".to_owned(),
            seeds => format!("only {seeds}"),
        }
    )
}
