//! Hints: at once the kid's rule of thumb (the mode's goal judged one move
//! ahead, as a child would), then the search's deeper look, which says so
//! when it finds a clearly better move, and why.

use crate::engine::{Move, Position};
use crate::search::PerfectPlay;

use super::narrate::{self, Voice};
use super::{App, BoardView, Message, Refusal, Seating, advice};
use crate::setup::Goal;
use crate::text::count;

/// The suggested move and what it does, or `None` when nothing is legal.
/// Ties go to the leftmost pit, so the same board always gets the same hint.
pub fn suggest(position: &Position, goal: Goal) -> Option<(Move, u16)> {
    let scored = position.legal_moves().into_iter().filter_map(|m| {
        let (after, report) = position.play(m).ok()?;
        let stores = report.outcome().map_or(after.stores(), |o| o.stores());
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

/// The message for a hint of the pit `letter` scoring `score` under `goal`.
pub fn describe(letter: char, score: u16, goal: Goal) -> String {
    match (goal, score) {
        (Goal::Compete, 0) => format!("Hint: no move takes seeds now; {letter} is as good as any."),
        (Goal::Compete, taken) => format!("Hint: {letter} takes {} now.", count(taken, "seed")),
        (Goal::Cooperate, 0) => format!("Hint: {letter} leaves the stores level."),
        (Goal::Cooperate, apart) => {
            format!(
                "Hint: {letter} leaves the stores {} apart.",
                count(apart, "seed")
            )
        }
    }
}

impl App {
    /// `h`: shows the rule of thumb's move at once and asks the search for
    /// a deeper look (see [`App::search_request`]); the message waits,
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
        self.view.message = Some(Message {
            text: self.addressed(describe(self.letter(m), score, goal)),
            refusal: false,
            pending: true,
        });
    }

    /// The rule of thumb's move, while its hint waits for the search.
    pub(super) fn hint_waiting(&self) -> Option<Move> {
        let waiting = self.view.message.as_ref().is_some_and(|m| m.pending);
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
        let Some(shown) = self.view.message.take_if(|m| m.pending) else {
            return;
        };
        let text = match best.first() {
            Some(&better) if !line.is_empty() && better != rule => {
                self.point_at(better);
                let goal = self.model.setup.mode.goal();
                advice::explain_hint(&self.model.game, line, best, goal, &self.model.setup.seats)
            }
            _ => format!(
                "{} Looking ahead, {} is a good move.",
                shown.text,
                self.letter(rule)
            ),
        };
        let text = match perfect {
            Some(perfect) if self.model.setup.mode.goal() == Goal::Compete => {
                format!("{text} {}", self.perfect_play(perfect))
            }
            _ => text,
        };
        let text = self.addressed(text);
        self.say(text);
    }

    /// What the endgame tables say perfect play makes of the seeds left:
    /// "You can still win 7 of the 9 seeds left: perfect play from here
    /// ends 27-21." The end is worded as the narration words it
    /// ([`narrate::perfect_end`]), spoken to the player to move.
    fn perfect_play(&self, perfect: PerfectPlay) -> String {
        let share = if perfect.won == 0 {
            format!("You cannot win any of the {} seeds left", perfect.left)
        } else {
            format!(
                "You can still win {} of the {} seeds left",
                perfect.won, perfect.left
            )
        };
        let majority_ends = self.model.game.rules().majority_ends();
        let end = narrate::perfect_end(perfect, self.mover(), majority_ends, Voice::Mover);
        format!("{share}: {end}.")
    }

    /// A hint as the board shows it: where others read the same board, the
    /// hint says whom its "you" means.
    fn addressed(&self, hint: String) -> String {
        match hint.strip_prefix("Hint:") {
            Some(rest) if self.model.seating == Seating::OwnScreens => {
                format!(
                    "Hint for {}:{rest}",
                    self.model.setup.seats[self.mover()].name
                )
            }
            _ => hint,
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
            self.view.message.take_if(|m| !m.refusal);
        }
    }

    /// The hint stops waiting: the search had nothing to add.
    pub(super) fn hint_answered(&mut self) {
        if let Some(message) = &mut self.view.message {
            message.pending = false;
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
    use crate::engine::{ByPlayer, Rules};
    use crate::look::Look;

    fn app(variant: &str, rules: Rules) -> App {
        App::new(Setup::new(variant, rules), Look::default(), 7)
    }

    #[test]
    fn perfect_play_is_told_as_seeds_won_and_the_final_score() {
        let perfect = PerfectPlay {
            left: 9,
            won: 7,
            stores: ByPlayer::new(27, 21),
        };
        assert_eq!(
            app("kids-and-caboodles", Rules::default()).perfect_play(perfect),
            "You can still win 7 of the 9 seeds left: perfect play from here ends 27-21."
        );
        // Under the majority end the game stops at 25, so only the result.
        assert_eq!(
            app("warri-society", Rules::warri_society()).perfect_play(perfect),
            "You can still win 7 of the 9 seeds left: with perfect play you win."
        );
        let level = PerfectPlay {
            left: 4,
            won: 0,
            stores: ByPlayer::new(24, 24),
        };
        assert_eq!(
            app("warri-society", Rules::warri_society()).perfect_play(level),
            "You cannot win any of the 4 seeds left: perfect play from here ends in a draw."
        );
    }
}
