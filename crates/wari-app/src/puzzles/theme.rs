//! What a puzzle is about, in a name a child can say: worked out from the
//! position and the answer by the engine alone, so that the name is true
//! of the board it is shown on, and checked again whenever a set is read.

use std::fmt;
use std::str::FromStr;

use wari_words::tr;

use crate::engine::{GrandSlam, GrandSlamEffect, IllegalMove, Move, Player, Position};

/// What a puzzle is about. When several fit, the first in this order is
/// the puzzle's: the one a child is likeliest to see first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Theme {
    /// Kofi has no seeds: South must feed him, and which feeding move is
    /// best is the puzzle.
    FeedOrLose,
    /// A move would take every seed Kofi has, which the rules forbid or
    /// make worth nothing: the answer is another.
    GrandSlamTrap,
    /// The answer takes from two pits or more at once.
    DoubleCapture,
    /// The answer sows a pit so full that its seeds go all the way round.
    EmptyingABigPit,
    /// The answer takes, with more seeds than a row has pits: its last
    /// seed must be counted to see where it lands.
    CountingToTheTarget,
    /// Kofi could take seeds next, by making a pit of South's 2 or 3; the
    /// answer keeps them, taking nothing itself.
    DefendingATwo,
    /// None of those: the answer's worth shows only further ahead.
    ThinkingAhead,
}

impl Theme {
    /// Every theme, in the order above.
    pub const ALL: [Theme; 7] = [
        Theme::FeedOrLose,
        Theme::GrandSlamTrap,
        Theme::DoubleCapture,
        Theme::EmptyingABigPit,
        Theme::CountingToTheTarget,
        Theme::DefendingATwo,
        Theme::ThinkingAhead,
    ];

    /// The theme's name, as the puzzle file writes it: the same in every
    /// language.
    pub const fn name(self) -> &'static str {
        match self {
            Theme::FeedOrLose => "feed or lose",
            Theme::GrandSlamTrap => "the grand-slam trap",
            Theme::DoubleCapture => "a double capture",
            Theme::EmptyingABigPit => "emptying a big pit",
            Theme::CountingToTheTarget => "counting to the target",
            Theme::DefendingATwo => "defending a 2",
            Theme::ThinkingAhead => "thinking ahead",
        }
    }

    /// The theme's name on screen, in the reader's language.
    pub fn words(self) -> String {
        match self {
            Theme::FeedOrLose => tr!("puzzle-theme-feed-or-lose"),
            Theme::GrandSlamTrap => tr!("puzzle-theme-grand-slam-trap"),
            Theme::DoubleCapture => tr!("puzzle-theme-double-capture"),
            Theme::EmptyingABigPit => tr!("puzzle-theme-emptying-a-big-pit"),
            Theme::CountingToTheTarget => tr!("puzzle-theme-counting-to-the-target"),
            Theme::DefendingATwo => tr!("puzzle-theme-defending-a-two"),
            Theme::ThinkingAhead => tr!("puzzle-theme-thinking-ahead"),
        }
    }

    /// Whether a set under `grand_slam` can have puzzles of this theme:
    /// the grand-slam trap needs a rule against the grand slam.
    pub const fn applies(self, grand_slam: GrandSlam) -> bool {
        !matches!(
            (self, grand_slam),
            (Theme::GrandSlamTrap, GrandSlam::Capture)
        )
    }

    /// The theme of the puzzle at `position` (South to move) answered by
    /// `answer`, a legal move there.
    pub fn of(position: &Position, answer: Move) -> Theme {
        let n = position.rules().pits_per_side();
        let Ok((after, report)) = position.play(answer) else {
            return Theme::ThinkingAhead;
        };
        let taken = report.capture();
        if position.row(Player::North).iter().all(|&seeds| seeds == 0) {
            Theme::FeedOrLose
        } else if has_grand_slam_trap(position) {
            Theme::GrandSlamTrap
        } else if taken.pits().len() >= 2 {
            Theme::DoubleCapture
        } else if usize::from(report.seeds()) >= 2 * n {
            Theme::EmptyingABigPit
        } else if !taken.is_empty() && usize::from(report.seeds()) > n {
            Theme::CountingToTheTarget
        } else if taken.is_empty() && defends(position, &after) {
            Theme::DefendingATwo
        } else {
            Theme::ThinkingAhead
        }
    }
}

/// Whether one of South's moves would take every seed Kofi has, which the
/// rules forbid or let take nothing.
fn has_grand_slam_trap(position: &Position) -> bool {
    let n = position.rules().pits_per_side();
    (1..=n)
        .filter_map(Move::new)
        .any(|m| match position.play(m) {
            Err(IllegalMove::GrandSlamForbidden { .. }) => true,
            Ok((_, report)) => report.grand_slam() == Some(GrandSlamEffect::CapturedNothing),
            Err(_) => false,
        })
}

/// The most North could take with one move at `position`, were North to
/// move there.
pub(super) fn threat(position: &Position) -> u16 {
    let as_north = Position::from_parts(
        position.rules(),
        position.pits(),
        position.stores(),
        Player::North,
    );
    let Ok(as_north) = as_north else { return 0 };
    let n = as_north.rules().pits_per_side();
    (1..=n)
        .filter_map(Move::new)
        .filter_map(|m| as_north.play(m).ok())
        .map(|(_, report)| report.capture().total())
        .max()
        .unwrap_or(0)
}

/// Whether North could take two seeds or more before South's move and at
/// least two fewer after it.
fn defends(before: &Position, after: &Position) -> bool {
    let (then, now) = (threat(before), threat(after));
    then >= 2 && now + 2 <= then
}

/// The file's name, as errors and `wari puzzles make` write it.
impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Theme {
    type Err = String;

    fn from_str(text: &str) -> Result<Theme, String> {
        Theme::ALL
            .into_iter()
            .find(|theme| theme.name() == text)
            .ok_or_else(|| {
                let names: Vec<&str> = Theme::ALL.iter().map(|t| t.name()).collect();
                format!("no theme {text:?}; the themes are {}", names.join(", "))
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Diagram, Rules};

    /// The position of `diagram` under Warri Society rules.
    fn at(diagram: &str) -> Position {
        let diagram: Diagram = diagram.parse().expect("a diagram");
        diagram
            .position(Rules::warri_society())
            .expect("a position")
    }

    fn answer(number: usize) -> Move {
        Move::new(number).expect("a move")
    }

    #[test]
    fn kofi_with_no_seeds_is_feed_or_lose() {
        let position = at("1 2 3 0 0 5 / 0 0 0 0 0 0 / 20 17 / s");
        assert_eq!(Theme::of(&position, answer(6)), Theme::FeedOrLose);
    }

    /// F's 2 seeds make Kofi's a and b 2 and 3, and take both: 5 seeds
    /// from two pits, with Kofi keeping his 9s.
    #[test]
    fn taking_from_two_pits_is_a_double_capture() {
        let position = at("1 1 1 0 0 2 / 1 2 9 9 9 9 / 0 0 / s");
        assert_eq!(Theme::of(&position, answer(6)), Theme::DoubleCapture);
    }

    /// F's 2 seeds would make Kofi's only seeds, a 1 and a 1, two 2s:
    /// every seed he has, which Warri Society rules let take nothing.
    #[test]
    fn a_move_that_would_take_all_kofi_has_is_the_grand_slam_trap() {
        let position = at("1 1 1 0 0 2 / 1 1 0 0 0 0 / 20 20 / s");
        assert_eq!(Theme::of(&position, answer(1)), Theme::GrandSlamTrap);
    }

    /// A's 13 seeds go round the board, skipping A, and the last lands in
    /// Kofi's b.
    #[test]
    fn a_pit_that_sows_round_the_board_is_emptying_a_big_pit() {
        let position = at("13 1 1 1 1 1 / 4 4 4 4 4 4 / 0 0 / s");
        assert_eq!(Theme::of(&position, answer(1)), Theme::EmptyingABigPit);
    }

    /// A's 8 seeds: B to F, then Kofi's a, b and c; c was 1 and makes 2.
    #[test]
    fn a_capture_past_a_rows_length_is_counting_to_the_target() {
        let position = at("8 0 0 0 0 0 / 4 4 1 4 4 4 / 10 8 / s");
        assert_eq!(Theme::of(&position, answer(1)), Theme::CountingToTheTarget);
    }

    #[test]
    fn every_name_reads_back_and_a_stranger_is_refused() {
        for theme in Theme::ALL {
            assert_eq!(theme.name().parse(), Ok(theme));
        }
        assert!("a fork".parse::<Theme>().is_err());
        assert!(!Theme::GrandSlamTrap.applies(GrandSlam::Capture));
        assert!(Theme::GrandSlamTrap.applies(GrandSlam::Forbidden));
    }
}
