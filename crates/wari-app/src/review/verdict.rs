//! How bad a move was: the seeds it gave away against the best move, put
//! into the three words chess players know, with their marks.

use crate::search::Score;

/// A move that gave away at least this many hundredths of a seed against
/// the best move is an inaccuracy: less than a seed is within what a
/// shallow search misjudges, and a hint does not speak up for less either.
pub const INACCURACY: i32 = 100;

/// Three seeds: more than a lost pit of two or three.
pub const MISTAKE: i32 = 300;

/// Five seeds: a capture of two or more pits, which changes most games.
pub const BLUNDER: i32 = 500;

/// What a move was, when it was not as good as the best one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Verdict {
    /// Gave away at least [`INACCURACY`].
    Inaccuracy,
    /// Gave away at least [`MISTAKE`].
    Mistake,
    /// Gave away at least [`BLUNDER`], or walked into a game lost for
    /// sure, or let a game won for sure go.
    Blunder,
}

impl Verdict {
    /// The verdict for a move that gave away `loss` hundredths of a seed,
    /// or `None` under a seed.
    pub const fn of_loss(loss: i32) -> Option<Verdict> {
        if loss >= BLUNDER {
            Some(Verdict::Blunder)
        } else if loss >= MISTAKE {
            Some(Verdict::Mistake)
        } else if loss >= INACCURACY {
            Some(Verdict::Inaccuracy)
        } else {
            None
        }
    }

    /// The word, as `wari review --json` prints it, the same in every
    /// language; the review screen says it in the reader's.
    pub const fn word(self) -> &'static str {
        match self {
            Verdict::Inaccuracy => "inaccuracy",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
        }
    }

    /// The mark after the move, as chess annotates it: `?!`, `?`, `??`.
    pub const fn mark(self) -> &'static str {
        match self {
            Verdict::Inaccuracy => "?!",
            Verdict::Mistake => "?",
            Verdict::Blunder => "??",
        }
    }
}

/// A score as seeds to compare: a finished game counts its final margin,
/// so that "win by 2" and "+2.00" are worth the same.
pub fn value(score: Score) -> i32 {
    score
        .decided_margin()
        .map_or(score.centiseeds(), |margin| margin * 100)
}

/// Whether playing the move scored `played` instead of `best` changed a
/// result the search proved: into a sure loss, or out of a sure win. A
/// seed or two of margin says too little when the game itself is lost.
pub fn throws_result(best: Score, played: Score) -> bool {
    let lost = |s: Score| s.decided_margin().is_some_and(|m| m < 0);
    let won = |s: Score| s.decided_margin().is_some_and(|m| m > 0);
    (lost(played) && !lost(best)) || (won(best) && played.decided_margin().is_some_and(|m| m <= 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_thresholds_are_one_three_and_five_seeds() {
        assert_eq!(Verdict::of_loss(99), None);
        assert_eq!(Verdict::of_loss(100), Some(Verdict::Inaccuracy));
        assert_eq!(Verdict::of_loss(299), Some(Verdict::Inaccuracy));
        assert_eq!(Verdict::of_loss(300), Some(Verdict::Mistake));
        assert_eq!(Verdict::of_loss(500), Some(Verdict::Blunder));
    }

    #[test]
    fn marks_are_the_chess_annotations() {
        let marks = [Verdict::Inaccuracy, Verdict::Mistake, Verdict::Blunder].map(Verdict::mark);
        assert_eq!(marks, ["?!", "?", "??"]);
    }
}
