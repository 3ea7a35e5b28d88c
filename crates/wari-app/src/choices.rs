//! The questions a new game is chosen by, asked both by the home screen
//! and by the classroom's `new table` form: who plays, the computer's
//! level, the mode, the variant and the seeds a pit. Each form shows them
//! in its own order and words, with its own lines besides (names, or a
//! demo for the class); the choosing itself is here, once.

use crate::engine::{MAX_SEEDS_PER_PIT, MIN_SEEDS_PER_PIT, Player};
use crate::search::Level;
use crate::setup::{DEFAULT_LEVEL, Mode};

/// One question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// Who plays.
    Who,
    /// The computer's level, when it plays.
    Level,
    /// Sorry, Win-Win, Hurry or Hurry together.
    Mode,
    /// The variant of the rules file.
    Variant,
    /// Seeds a pit at the start.
    Seeds,
}

/// Who plays, as the forms offer it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    /// Two people: at one keyboard, or two students at a table.
    People,
    /// A person against the computer, which plays this side (South moves
    /// first).
    Computer(Player),
    /// The computer against itself, to watch: a demo.
    Watch,
}

impl Who {
    /// Every choice, in the order ← → cycles through them.
    pub const ALL: [Who; 4] = [
        Who::People,
        Who::Computer(Player::North),
        Who::Computer(Player::South),
        Who::Watch,
    ];

    /// Whether the computer plays `player`'s seat.
    pub fn computer_plays(self, player: Player) -> bool {
        match self {
            Who::People => false,
            Who::Computer(side) => side == player,
            Who::Watch => true,
        }
    }
}

/// The answers so far; a form starts from [`Choices::default`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choices {
    /// Who plays.
    pub who: Who,
    /// How strongly the computer plays, when it does.
    pub level: Level,
    /// The way to play.
    pub mode: Mode,
    /// The variant, by its place in the form's list.
    pub variant: usize,
    /// Seeds a pit; `None` keeps the variant's own.
    pub seeds: Option<usize>,
}

impl Default for Choices {
    fn default() -> Choices {
        Choices {
            who: Who::People,
            level: DEFAULT_LEVEL,
            mode: Mode::Sorry,
            variant: 0,
            seeds: None,
        }
    }
}

impl Choices {
    /// Changes the answer to `question` by `step`, round the ends, out of
    /// `variants` variants; `own_seeds` are the chosen variant's.
    pub fn change(&mut self, question: Question, step: isize, variants: usize, own_seeds: usize) {
        let cycle =
            |at: usize, len: usize| (at as isize + step).rem_euclid(len.max(1) as isize) as usize;
        let at = |found: Option<usize>| found.unwrap_or(0);
        match question {
            Question::Who => {
                let now = at(Who::ALL.iter().position(|&w| w == self.who));
                self.who = Who::ALL[cycle(now, Who::ALL.len())];
            }
            Question::Level => {
                let now = at(Level::ALL.iter().position(|&l| l == self.level));
                self.level = Level::ALL[cycle(now, Level::ALL.len())];
            }
            Question::Mode => {
                let now = at(Mode::ALL.iter().position(|&m| m == self.mode));
                self.mode = Mode::ALL[cycle(now, Mode::ALL.len())];
            }
            Question::Variant => {
                self.variant = cycle(self.variant, variants);
                self.seeds = None;
            }
            Question::Seeds => {
                let span = MAX_SEEDS_PER_PIT - MIN_SEEDS_PER_PIT + 1;
                let now = self.seeds(own_seeds) - MIN_SEEDS_PER_PIT;
                self.seeds = Some(MIN_SEEDS_PER_PIT + cycle(now, span));
            }
        }
    }

    /// Seeds a pit: those chosen, else the variant's `own`.
    pub fn seeds(&self, own: usize) -> usize {
        self.seeds.unwrap_or(own)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn another_variant_brings_back_its_own_seeds() {
        let mut choices = Choices::default();
        choices.change(Question::Seeds, 1, 2, 4);
        assert_eq!(choices.seeds(4), 5);
        choices.change(Question::Variant, 1, 2, 5);
        assert_eq!((choices.variant, choices.seeds(6)), (1, 6));
        // Round the ends, both ways.
        choices.change(Question::Variant, 1, 2, 6);
        assert_eq!(choices.variant, 0);
        choices.change(Question::Seeds, -1, 2, MIN_SEEDS_PER_PIT);
        assert_eq!(choices.seeds(MIN_SEEDS_PER_PIT), MAX_SEEDS_PER_PIT);
    }

    #[test]
    fn who_and_the_level_cycle_through_every_choice() {
        let mut choices = Choices::default();
        let mut seen = Vec::new();
        for _ in 0..Who::ALL.len() {
            seen.push(choices.who);
            choices.change(Question::Who, 1, 1, 4);
        }
        assert_eq!(seen, Who::ALL);
        assert_eq!(choices.who, Who::People);
        choices.change(Question::Level, -1, 1, 4);
        assert_eq!(choices.level, Level::Easy);
    }
}
