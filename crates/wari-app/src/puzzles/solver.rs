//! The puzzles as a program: one puzzle on the board at a time, a move
//! judged against the answer, hints, and the record kept. [`Solver`] holds
//! the state and [`Solver::update`] changes it; saving the record comes
//! back as an [`Effect`], with the lessons' own keys and actions.

use wari_words::tr;

use crate::engine::{Diagram, Move, Position};
use crate::learn::{Action, Attempt, Effect, KeyScreen};
use crate::screen_keys::ScreenKey;

use super::refute::refutation;
use super::told::Told;
use super::{Puzzle, Record};

/// The puzzles and where the solver is.
#[derive(Clone, Debug)]
pub struct Solver {
    puzzles: Vec<Puzzle>,
    record: Record,
    index: usize,
    board: Position,
    attempt: Attempt,
    said: Option<Told>,
    hints: u8,
    /// Whether this puzzle has had a wrong move or its answer shown.
    helped: bool,
    notice: Option<Notice>,
    /// How far down what is said the window has moved, in rows, when
    /// it is longer than the rows under the board.
    scroll: usize,
    quit: bool,
}

/// A line from outside the puzzle, shown until the next key.
#[derive(Clone, Debug)]
enum Notice {
    /// Words the edge made, such as a damaged record set aside.
    Told(String),
    /// The record could not be written, for this reason (the system's).
    NotSaved(String),
}

impl Solver {
    /// The solver on `puzzles` with the record so far, at the puzzle not
    /// yet solved nearest the solver's rating. `None` without puzzles.
    pub fn new(puzzles: Vec<Puzzle>, record: Record) -> Option<Solver> {
        let first = puzzles.first()?.position;
        let index = nearest_unsolved(&puzzles, &record, None).unwrap_or(0);
        let mut solver = Solver {
            puzzles,
            record,
            index: 0,
            board: first,
            attempt: Attempt::Trying,
            said: None,
            hints: 0,
            helped: false,
            notice: None,
            scroll: 0,
            quit: false,
        };
        solver.open(index);
        Some(solver)
    }

    /// A line from outside, such as a damaged record set aside; shown
    /// until the next key.
    pub fn tell(&mut self, notice: String) {
        self.notice = Some(Notice::Told(notice));
    }

    /// The puzzle on the board.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzles[self.index]
    }

    /// Its place in the set, from 0, and the set's size.
    pub fn place(&self) -> (usize, usize) {
        (self.index, self.puzzles.len())
    }

    /// The board shown: the puzzle, or after a wrong move.
    pub fn board(&self) -> &Position {
        &self.board
    }

    /// Where the attempt stands.
    pub fn attempt(&self) -> Attempt {
        self.attempt
    }

    /// The keys the screen takes now, as its last row names them.
    pub fn keys(&self) -> &'static [ScreenKey<Action>] {
        super::keys::keys(self.attempt)
    }

    /// What to read under the board, in the reader's language.
    pub fn said(&self) -> Option<String> {
        self.said.as_ref().map(Told::to_string)
    }

    /// The record so far.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// Whether the puzzle on the board was solved before.
    pub fn solved_before(&self) -> bool {
        self.record.solved.contains(&key(self.puzzle()))
    }

    /// The line from outside, if any, in the reader's language.
    pub fn notice(&self) -> Option<String> {
        self.notice.as_ref().map(|notice| match notice {
            Notice::Told(text) => text.clone(),
            Notice::NotSaved(why) => tr!("puzzle-not-saved", why = why.as_str()),
        })
    }

    /// How far down what is said the window has moved, in rows.
    pub fn scroll(&self) -> usize {
        self.scroll
    }

    /// Whether the solver has left.
    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// Applies `action`; returns what the edge must do, if anything.
    pub fn update(&mut self, action: Action) -> Option<Effect> {
        if let Action::SaveFailed(why) = action {
            self.notice = Some(Notice::NotSaved(why));
            return None;
        }
        if let Some(scroll) = self.scrolled(&action) {
            self.scroll = scroll;
            return None;
        }
        self.notice = None;
        self.scroll = 0;
        let count = self.puzzles.len();
        match (action, self.attempt) {
            (Action::Quit | Action::Leave, _) => self.quit = true,
            (Action::Up, _) => self.open((self.index + count - 1) % count),
            (Action::Down, _) => self.open((self.index + 1) % count),
            (Action::Next, Attempt::Solved) => {
                let next = nearest_unsolved(&self.puzzles, &self.record, Some(self.index));
                self.open(next.unwrap_or((self.index + 1) % count));
            }
            (Action::Next, Attempt::Missed) => self.retry(),
            (Action::Pit(number), Attempt::Trying) => return self.play(number),
            (Action::Hint, Attempt::Trying | Attempt::Missed) => return self.hint(),
            _ => {}
        }
        None
    }

    /// Where a page key moves the window over what is said, a page at a
    /// time within the smallest screen's window ([`super::view::smallest_window`]);
    /// `None` for any other action.
    fn scrolled(&self, action: &Action) -> Option<usize> {
        let step = |height: usize| height.saturating_sub(1).max(1);
        match action {
            Action::PageDown => {
                let (said, height) = super::view::smallest_window(self);
                Some((self.scroll + step(height)).min(said.limit(height)))
            }
            Action::PageUp => {
                let (_, height) = super::view::smallest_window(self);
                Some(self.scroll.saturating_sub(step(height)))
            }
            _ => None,
        }
    }

    /// Sets up puzzle `index` afresh.
    fn open(&mut self, index: usize) {
        self.index = index;
        self.board = self.puzzles[index].position;
        self.attempt = Attempt::Trying;
        self.said = None;
        self.hints = 0;
        self.helped = false;
    }

    /// The same puzzle again after a wrong move; the help taken stays.
    fn retry(&mut self) {
        self.board = self.puzzles[self.index].position;
        self.attempt = Attempt::Trying;
        self.said = None;
    }

    fn play(&mut self, number: usize) -> Option<Effect> {
        let puzzle = &self.puzzles[self.index];
        let start = puzzle.position;
        let m = Move::new(number)?;
        match start.play(m) {
            Err(error) => {
                let pits = start.rules().pits_per_side();
                self.said = Some(Told::Illegal { error, pits });
                None
            }
            Ok((after, _)) if m == puzzle.answer => {
                self.board = after;
                self.attempt = Attempt::Solved;
                let reason = puzzle.reason();
                self.said = Some(Told::Right { reason });
                let (position, grade) = (key(puzzle), puzzle.grade);
                self.record.solve(&position, grade, !self.helped);
                if !self.helped {
                    self.record.rate(puzzle.rating(), true);
                }
                Some(Effect::SaveProgress(self.record.to_text()))
            }
            Ok((after, report)) => {
                let margin = puzzle.margin;
                let reply = refutation(&after, puzzle.depth);
                let told = Told::Wrong {
                    before: start,
                    report,
                    reply: reply.map(Box::new),
                    margin,
                };
                self.said = Some(told);
                // The board shows Kofi's answer played: what the move lost.
                self.board = reply.map_or(after, |reply| reply.after());
                self.attempt = Attempt::Missed;
                self.miss()
            }
        }
    }

    /// The first hint says what to look for; the next gives the answer.
    fn hint(&mut self) -> Option<Effect> {
        let puzzle = &self.puzzles[self.index];
        self.board = puzzle.position;
        self.attempt = Attempt::Trying;
        self.hints = self.hints.saturating_add(1);
        if self.hints == 1 {
            self.said = Some(Told::Pointer(puzzle.grade));
            None
        } else {
            let (letter, reason) = (puzzle.answer_letter(), puzzle.reason());
            self.said = Some(Told::Answer { letter, reason });
            self.miss()
        }
    }

    /// Help taken or a wrong move: the puzzle counts as lost for the
    /// rating, and the streak ends; once a puzzle.
    fn miss(&mut self) -> Option<Effect> {
        if self.helped {
            return None;
        }
        self.helped = true;
        self.record.break_streak();
        let rating = self.puzzles[self.index].rating();
        self.record.rate(rating, false);
        Some(Effect::SaveProgress(self.record.to_text()))
    }
}

/// The puzzle not yet solved whose rating is nearest the solver's, the
/// earlier of two as near, `but` left out; `None` when every other is
/// solved.
fn nearest_unsolved(puzzles: &[Puzzle], record: &Record, but: Option<usize>) -> Option<usize> {
    let level = record.rating.rating;
    puzzles
        .iter()
        .enumerate()
        .filter(|&(at, puzzle)| Some(at) != but && !record.solved.contains(&key(puzzle)))
        .min_by(|(_, a), (_, b)| {
            (a.rating() - level)
                .abs()
                .total_cmp(&(b.rating() - level).abs())
        })
        .map(|(at, _)| at)
}

/// The variant whose puzzles were the only ones once: the record knows
/// them by their position alone, as it always has.
const FIRST_VARIANT: &str = "warri-society";

/// How the record knows a puzzle: its position written out, after its
/// variant's name (the same position is another puzzle under other
/// rules), but for the first variant's, which records kept before the
/// other sets came know by position alone.
fn key(puzzle: &Puzzle) -> String {
    let position = Diagram::of(&puzzle.position);
    if puzzle.variant == FIRST_VARIANT {
        position.to_string()
    } else {
        format!("{}: {position}", puzzle.variant)
    }
}

impl KeyScreen for Solver {
    fn draw(&self, frame: &mut ratatui::Frame) {
        super::view(self, frame);
    }

    fn keys(&self) -> &'static [ScreenKey<Action>] {
        Solver::keys(self)
    }

    fn needs(&self) -> ratatui::layout::Size {
        super::view::needs(self)
    }

    fn should_quit(&self) -> bool {
        Solver::should_quit(self)
    }

    fn update(&mut self, action: Action) -> Option<Effect> {
        Solver::update(self, action)
    }
}
