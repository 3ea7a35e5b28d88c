//! Hints: at once the kid's rule of thumb (the mode's goal judged one move
//! ahead, as a child would), then the search's deeper look, which says so
//! when it finds a clearly better move, and why. A hint is kept as what
//! was found ([`Hint`]) and put into words when drawn, in
//! [`hint_words`](super::hint_words).

use crate::engine::{Move, Player, Position};
use crate::search::PerfectPlay;

use super::advice::{self, Better};
use super::{App, BoardView, Refusal, Said, Seating};
use crate::setup::Goal;

/// A hint on a board: what it advises, and whom its "you" means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The player it is for, named where others read the same board;
    /// `None` where the player to move reads it alone.
    pub to: Option<String>,
    /// What it advises.
    pub advice: Advice,
    /// In Win-Win, once the search has answered: whether stopping along
    /// its line leaves the stores level, and when.
    pub level: Option<LevelAhead>,
}

/// Whether stopping somewhere along the search's line leaves the two
/// stores level, which wins Win-Win for both: what tells the players when
/// to stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LevelAhead {
    /// Stopping after this many moves of the line (both players' moves
    /// counted) leaves them level.
    After(usize),
    /// No stop along the line's this many moves leaves them level.
    NotWithin(usize),
}

/// Where along `line` from `position` stopping first leaves the stores
/// level; `None` for no line.
pub fn level_ahead(position: &Position, line: &[Move]) -> Option<LevelAhead> {
    if line.is_empty() {
        return None;
    }
    let mut at = *position;
    for (played, &m) in line.iter().enumerate() {
        let Ok((after, report)) = at.play(m) else {
            break;
        };
        let stores = report.outcome().map_or(after.swept(), |o| o.stores());
        if stores.south() == stores.north() {
            return Some(LevelAhead::After(played + 1));
        }
        if report.outcome().is_some() {
            break;
        }
        at = after;
    }
    Some(LevelAhead::NotWithin(line.len()))
}

/// What a hint advises, as far as the search has got.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Advice {
    /// The rule of thumb's move, and what the search made of it.
    Thumb {
        /// The move and what it does now.
        thumb: Thumb,
        /// How far the search's deeper look has got.
        search: Search,
    },
    /// The search found a clearly better move.
    Better {
        /// The move, and why the rule of thumb's is worse.
        better: Better,
        /// What perfect play makes of the seeds left, where the endgame
        /// tables settle the position.
        perfect: Option<Perfect>,
    },
}

/// The search's deeper look at the rule of thumb's move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Search {
    /// Asked, not answered yet: the board says more is coming.
    Waiting,
    /// Answered with nothing to add.
    Silent,
    /// Answered that the rule of thumb's move is a good one, with what
    /// perfect play makes of the seeds left where the tables settle it.
    Agrees(Option<Perfect>),
}

/// The rule of thumb's move: the pit `pit` (its letter), and what it does
/// for `goal` one move ahead, `score` (seeds taken in Sorry Wari, how far
/// apart it leaves the stores in Win-Win).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Thumb {
    /// The mover's pit, by its letter.
    pub pit: char,
    /// The goal the move is judged by.
    pub goal: Goal,
    /// What the move does for the goal.
    pub score: u16,
}

/// What the endgame tables say perfect play makes of the seeds left, told
/// to `you`, the player to move; under the majority end (`majority_ends`)
/// only the result is told, as the game stops sooner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Perfect {
    /// The tables' answer.
    pub play: PerfectPlay,
    /// The player to move, whom the hint is for.
    pub you: Player,
    /// Whether a majority ends the game.
    pub majority_ends: bool,
}

impl Hint {
    /// Whether the hint waits for the search's deeper look.
    pub fn waiting(&self) -> bool {
        matches!(
            self.advice,
            Advice::Thumb {
                search: Search::Waiting,
                ..
            }
        )
    }
}

/// The suggested move and what it does, or `None` when nothing is legal:
/// in Sorry Wari the seeds it takes, in Win-Win how far apart stopping
/// after it would leave the two sides, each row's seeds going to its
/// owner, as the balance line counts. Ties go to the leftmost pit, so the
/// same board always gets the same hint.
pub fn suggest(position: &Position, goal: Goal) -> Option<(Move, u16)> {
    let scored = position.legal_moves().into_iter().filter_map(|m| {
        let (after, report) = position.play(m).ok()?;
        let stores = report.outcome().map_or(after.swept(), |o| o.stores());
        Some(match goal {
            Goal::Compete => (m, report.capture().total()),
            Goal::Cooperate => (m, stores.south().abs_diff(stores.north())),
        })
    });
    match goal {
        Goal::Compete => scored.rev().max_by_key(|&(_, taken)| taken),
        Goal::Cooperate => scored.min_by_key(|&(_, apart)| apart),
    }
}

impl App {
    /// `h`: shows the rule of thumb's move at once and asks the search for
    /// a deeper look (see [`App::search_request`]); the hint waits,
    /// marked, for the answer, so the board never stops for it.
    pub(super) fn show_hint(&mut self) {
        if !self.model.setup.mode.has_hints() {
            self.refuse(Refusal::NoHints);
            return;
        }
        let goal = self.model.setup.mode.goal();
        let Some((m, score)) = suggest(self.model.game.position(), goal) else {
            return;
        };
        self.point_at(m);
        let thumb = Thumb {
            pit: self.letter(m),
            goal,
            score,
        };
        let search = Search::Waiting;
        self.view.message = Some(Said::Hint(self.addressed(Advice::Thumb { thumb, search })));
    }

    /// The rule of thumb's move, while its hint waits for the search.
    pub(super) fn hint_waiting(&self) -> Option<Move> {
        let waiting = self.view.message.as_ref().is_some_and(Said::waiting);
        self.view.hint.filter(|_| waiting)
    }

    /// The search's answer to a hint: its best line `best`, and the line
    /// after the rule of thumb's move `rule` when that is clearly worse
    /// (empty otherwise). A hint no longer on the screen is not brought
    /// back.
    pub(super) fn deeper_hint(
        &mut self,
        rule: Move,
        best: &[Move],
        line: &[Move],
        perfect: Option<PerfectPlay>,
    ) {
        let waiting = self.view.message.take_if(|m| m.waiting());
        let Some(Said::Hint(Hint {
            to,
            advice: Advice::Thumb { thumb, .. },
            ..
        })) = waiting
        else {
            return;
        };
        let goal = self.model.setup.mode.goal();
        let perfect = perfect
            .filter(|_| goal == Goal::Compete)
            .map(|play| self.perfect(play));
        let advice = match best.first() {
            Some(&better) if !line.is_empty() && better != rule => {
                self.point_at(better);
                let seats = &self.model.setup.seats;
                let better = advice::why_better(&self.model.game, line, best, goal, seats);
                Advice::Better { better, perfect }
            }
            _ => Advice::Thumb {
                thumb,
                search: Search::Agrees(perfect),
            },
        };
        let level = (goal == Goal::Cooperate)
            .then(|| level_ahead(self.model.game.position(), best))
            .flatten();
        self.view.message = Some(Said::Hint(Hint { to, advice, level }));
    }

    /// What the endgame tables' `play` means for the player to move.
    fn perfect(&self, play: PerfectPlay) -> Perfect {
        Perfect {
            play,
            you: self.mover(),
            majority_ends: self.model.game.rules().majority_ends(),
        }
    }

    /// A hint of `advice` for the player to move: where others read the
    /// same board, it says whom its "you" means.
    fn addressed(&self, advice: Advice) -> Hint {
        let to = (self.model.seating == Seating::OwnScreens)
            .then(|| self.model.setup.seats[self.mover()].name.clone());
        Hint {
            to,
            advice,
            level: None,
        }
    }

    /// Whether a hint is on the board now: its pit marked, its words under
    /// the board.
    pub fn shows_hint(&self) -> bool {
        self.view.hint.is_some()
    }

    /// Shows the hint `other` shows, in its words, or takes a hint away
    /// that `other` no longer shows: at a classroom table played
    /// together, a partner's hint is for everyone at it.
    pub fn show_hint_of(&mut self, other: &BoardView) {
        if other.hint.is_some() {
            self.view.hint = other.hint;
            self.view.message.clone_from(&other.message);
        } else if self.view.hint.take().is_some() {
            self.view.message.take_if(|m| !m.refuses());
        }
    }

    /// The hint stops waiting: the search had nothing to add.
    pub(super) fn hint_answered(&mut self) {
        if let Some(Said::Hint(Hint {
            advice: Advice::Thumb { search, .. },
            ..
        })) = &mut self.view.message
        {
            *search = Search::Silent;
        }
    }

    /// Highlights `m` and puts the cursor on it, so Enter plays it.
    fn point_at(&mut self, m: Move) {
        self.view.hint = Some(m);
        self.view.cursor = m;
    }

    /// The letter of the mover's pit that `m` sows.
    fn letter(&self, m: Move) -> char {
        let n = self.model.setup.rules.pits_per_side();
        m.pit(self.mover(), n).label(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Setup;
    use crate::engine::{ByPlayer, Diagram, Game, Rules};
    use crate::look::Look;
    use crate::setup::Mode;

    fn app(variant: &str, rules: Rules) -> App {
        App::new(Setup::new(variant, rules), Look::default(), 7)
    }

    /// A game of `mode` under the default rules at `diagram`, with `h`
    /// pressed: the hint it shows, as the board keeps it.
    fn hint_at(diagram: &str, mode: Mode, seating: Seating) -> Option<Said> {
        let mut app = app("kids-and-caboodles", Rules::default());
        let diagram: Diagram = diagram.parse().expect("a diagram");
        let position = diagram.position(Rules::default()).expect("a position");
        app.model.game = Game::from_position(position);
        app.model.setup.mode = mode;
        app.model.seating = seating;
        app.show_hint();
        app.view.message
    }

    fn waiting(to: Option<&str>, pit: char, goal: Goal, score: u16) -> Option<Said> {
        let thumb = Thumb { pit, goal, score };
        Some(Said::Hint(Hint {
            to: to.map(str::to_owned),
            advice: Advice::Thumb {
                thumb,
                search: Search::Waiting,
            },
            level: None,
        }))
    }

    #[test]
    fn the_rule_of_thumb_points_at_the_one_move_that_captures() {
        // RULES.md 2.3: E's four seeds go to F, a, b and c; c then holds 3
        // and is taken, and b, now 5, stops the chain. D's last seed stops
        // in b (5), F's in d (5), C's in a (5); A and B end on South's own
        // row. So E alone takes anything: 3 seeds.
        let board = "4 4 4 4 4 4 / 4 4 2 4 4 4 / 0 2 / s";
        let shown = hint_at(board, Mode::Sorry, Seating::OneKeyboard);
        assert_eq!(shown, waiting(None, 'E', Goal::Compete, 3));
        // In Win-Win what counts is what stopping gives: here South's row
        // and store make 24 and North's 21 + 3 = 24. A and B keep their
        // seeds on South's row, and E's take of c (3) matches the three
        // it sows to North: all three keep them level; C, D and F send
        // seeds to North's row. A, the leftmost, is the hint.
        let board = "4 4 4 4 4 4 / 4 4 2 4 4 3 / 0 3 / s";
        let shown = hint_at(board, Mode::WinWin, Seating::OneKeyboard);
        assert_eq!(shown, waiting(None, 'A', Goal::Cooperate, 0));
        // After C (one seed to North's a), stopping would give 23 to 25.
        // A's and B's seeds stay on South's row, D, E and F send more to
        // North's: 2 apart, by A, the leftmost, is the nearest.
        let board = "4 4 0 5 5 5 / 5 4 4 4 4 4 / 0 0 / s";
        let shown = hint_at(board, Mode::WinWin, Seating::OneKeyboard);
        assert_eq!(shown, waiting(None, 'A', Goal::Cooperate, 2));
    }

    #[test]
    fn the_line_says_when_stopping_leaves_win_wins_stores_level() {
        let at = |board: &str| {
            let diagram: Diagram = board.parse().expect("a diagram");
            diagram.position(Rules::default()).expect("a position")
        };
        let pit = |number| Move::new(number).expect("a pit");
        // E takes Kofi's c (3): each side then sweeps 24 (South 3 + 21,
        // North 3 + 21), level.
        let board = at("4 4 4 4 4 4 / 4 4 2 4 4 3 / 0 3 / s");
        assert_eq!(level_ahead(&board, &[pit(5)]), Some(LevelAhead::After(1)));
        // From the start, C sends one seed to Kofi's a: 23 to 25; Kofi's
        // f then sows its four into Ama's A to D: 27 to 21. Never level.
        let start = at("4 4 4 4 4 4 / 4 4 4 4 4 4 / 0 0 / s");
        let line = [pit(3), pit(6)];
        assert_eq!(level_ahead(&start, &line), Some(LevelAhead::NotWithin(2)));
        assert_eq!(level_ahead(&start, &[]), None);
    }

    #[test]
    fn on_their_own_screens_the_hint_names_the_player_to_move() {
        // The board above turned round, North to move: e's four seeds go
        // to f, A, B and C, and C, then holding 3, is taken.
        let board = "4 4 2 4 4 4 / 4 4 4 4 4 4 / 2 0 / n";
        let shown = hint_at(board, Mode::Sorry, Seating::OwnScreens);
        assert_eq!(shown, waiting(Some("North"), 'e', Goal::Compete, 3));
        let words = shown.as_ref().map(Said::message).map(|m| m.text);
        assert_eq!(
            words.as_deref(),
            Some("Hint for North: e takes 3 seeds now.")
        );
    }

    #[test]
    fn perfect_play_is_told_as_seeds_won_and_the_final_score() {
        let perfect = PerfectPlay {
            left: 9,
            won: 7,
            stores: ByPlayer::new(27, 21),
        };
        assert_eq!(
            app("kids-and-caboodles", Rules::default())
                .perfect(perfect)
                .to_string(),
            "You can still win 7 of the 9 seeds left: perfect play from here ends 27-21."
        );
        // Under the majority end the game stops at 25, so only the result.
        assert_eq!(
            app("warri-society", Rules::warri_society())
                .perfect(perfect)
                .to_string(),
            "You can still win 7 of the 9 seeds left: with perfect play you win."
        );
        let level = PerfectPlay {
            left: 4,
            won: 0,
            stores: ByPlayer::new(24, 24),
        };
        assert_eq!(
            app("warri-society", Rules::warri_society())
                .perfect(level)
                .to_string(),
            "You cannot win any of the 4 seeds left: perfect play from here ends in a draw."
        );
    }
}
