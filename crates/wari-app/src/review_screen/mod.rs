//! The review screen, `wari review FILE`: a recorded game stepped through
//! a move at a time, with each move's verdict as the search's reviews
//! arrive, in the Elm architecture like the app: [`ReviewAction`]s in,
//! [`ReviewScreen::update`] changes the state, [`view`] draws it.
//!
//! The reviews are the edge's work: it runs a
//! [`Reviewer`](crate::review::Reviewer) on a thread and sends each
//! [`MoveReview`] back as [`ReviewAction::Reviewed`], so the screen opens
//! at once and fills in. A server, whose reviews wait their turn for its
//! search threads, says where this one stands with [`ReviewAction::Turn`].

mod board;
mod chart;
mod keys;
mod view;

#[cfg(test)]
mod tests;

use crossterm::event::Event;
use ratatui::Frame;
use ratatui::layout::Size;
use wari_words::tr;

use crate::app::{Unfinished, narration, result};
use crate::engine::{ByPlayer, Game, MoveReport, Position};
use crate::pool::Turn;
use crate::record::{Finish, Record};
use crate::review::MoveReview;
use crate::screen::{self, Screen};
use crate::setup::Seat;

pub use keys::{KEYS, action_for};
pub use view::view;

/// What the reader does, or what the edge brings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewAction {
    /// The next move (Right).
    Next,
    /// The move before (Left).
    Previous,
    /// The start, before the first move (Home).
    First,
    /// The last move (End).
    Last,
    /// The next move's review, in the game's order.
    Reviewed(Box<MoveReview>),
    /// Where the reviews stand in the search threads' queue.
    Turn(Turn),
    /// Leave (q, Esc).
    Quit,
}

/// One move of the game as played: the position before it and what it did.
#[derive(Clone, Debug)]
struct Ply {
    before: Position,
    report: MoveReport,
    after: Position,
}

/// The game under review and where the reader is in it.
#[derive(Clone, Debug)]
pub struct ReviewScreen {
    record: Record,
    /// Each move's letter, as the board writes it.
    letters: Vec<char>,
    plies: Vec<Ply>,
    reviews: Vec<MoveReview>,
    /// Whether the reviews have begun, or how many wait before them.
    turn: Turn,
    /// The move shown: 0 is the start, `k` the position after move `k`.
    selected: usize,
    /// The seeds of the endgame table the review reads, if it reads one.
    table: Option<u8>,
    quit: bool,
}

impl ReviewScreen {
    /// The screen for `record`, at its start, with no reviews yet.
    pub fn new(record: Record) -> ReviewScreen {
        let mut game = Game::from_position(*record.start());
        let plies = record
            .moves()
            .iter()
            .map(|&m| {
                let before = *game.position();
                let report = game.play(m).expect("a record's moves are legal");
                let after = *game.position();
                Ply {
                    before,
                    report,
                    after,
                }
            })
            .collect();
        ReviewScreen {
            letters: record.letters(),
            record,
            plies,
            reviews: Vec::new(),
            // Begun, unless the edge says they wait.
            turn: Turn::Started,
            selected: 0,
            table: None,
            quit: false,
        }
    }

    /// Applies one action.
    pub fn update(&mut self, action: ReviewAction) {
        let last = self.plies.len();
        match action {
            ReviewAction::Next => self.selected = (self.selected + 1).min(last),
            ReviewAction::Previous => self.selected = self.selected.saturating_sub(1),
            ReviewAction::First => self.selected = 0,
            ReviewAction::Last => self.selected = last,
            ReviewAction::Reviewed(review) if self.reviews.len() < last => {
                self.reviews.push(*review);
            }
            ReviewAction::Reviewed(_) => {}
            ReviewAction::Turn(turn) => self.turn = turn,
            ReviewAction::Quit => self.quit = true,
        }
    }

    /// Whether the reader has left.
    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// The move shown: 0 for the start.
    pub fn selected(&self) -> usize {
        self.selected
    }

    /// Moves reviewed so far, and moves in the game.
    pub fn progress(&self) -> (usize, usize) {
        (self.reviews.len(), self.plies.len())
    }

    /// Whether the reviews have begun, or how many wait before them.
    pub fn turn(&self) -> Turn {
        self.turn
    }

    /// The record under review.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The reviews that have arrived, ply 1's first.
    pub fn reviews(&self) -> &[MoveReview] {
        &self.reviews
    }

    fn seats(&self) -> &ByPlayer<Seat> {
        &self.record.header().seats
    }

    /// Who won the game if it was left unfinished: the fuller store in a
    /// class tournament's game, as it counted there, else nobody.
    fn unfinished(&self) -> Unfinished {
        if self.record.header().event == crate::record::CLASS_TOURNAMENT {
            Unfinished::ByStores
        } else {
            Unfinished::NoWinner
        }
    }

    /// The position on the board at the selected move.
    fn position(&self) -> Position {
        self.selected_ply()
            .map_or(*self.record.start(), |ply| ply.after)
    }

    /// The selected move: its position before, and what it did.
    fn selected_ply(&self) -> Option<&Ply> {
        self.plies.get(self.selected.checked_sub(1)?)
    }

    /// What the selected move did, in the narration's words, and after
    /// the last move how the game ended, as the end screen says it.
    /// The same screen, saying the review reads the endgame table of
    /// `seeds` seeds.
    pub fn reading_table(self, seeds: Option<u8>) -> ReviewScreen {
        ReviewScreen {
            table: seeds,
            ..self
        }
    }

    /// What the start says: that it is the start, and the endgame table
    /// the review reads, if any.
    fn at_the_start(&self) -> String {
        match self.table {
            Some(seeds) => tr!("review-start-table", seeds = seeds),
            None => tr!("review-start"),
        }
    }

    fn narration(&self) -> Option<String> {
        let ply = self.selected_ply()?;
        // A move whose position the review's table settles says what
        // perfect play makes of it, as the board does in play.
        let perfect = self.selected_review().and_then(|review| review.perfect);
        let said = narration(&ply.before, &ply.report, self.seats(), perfect);
        let ending = self.record.ending();
        Some(match ending.filter(|_| self.selected == self.plies.len()) {
            Some(ending) => {
                let goal = self.record.header().mode.goal();
                let result = result(ending, self.seats(), goal, self.unfinished());
                // How it ended, when its moves do not say: the players
                // agreed to stop there.
                match self.record.finish() {
                    Finish::Agreement => format!("{said} {} {result}", tr!("review-agreed")),
                    _ => format!("{said} {result}"),
                }
            }
            None => said,
        })
    }

    /// The selected move's review, once it has arrived.
    fn selected_review(&self) -> Option<&MoveReview> {
        self.reviews.get(self.selected.checked_sub(1)?)
    }
}

impl Screen for ReviewScreen {
    type Action = ReviewAction;

    fn view(&self, frame: &mut Frame) {
        view(self, frame);
    }

    fn action_for(&self, event: &Event) -> Option<ReviewAction> {
        action_for(event)
    }

    fn update(&mut self, action: ReviewAction) {
        ReviewScreen::update(self, action);
    }

    fn left(&self) -> bool {
        self.should_quit()
    }

    fn needs(&self) -> Size {
        screen::WITH_A_BOARD
    }

    fn leave(&mut self) {
        ReviewScreen::update(self, ReviewAction::Quit);
    }

    fn keys(&self) -> Vec<String> {
        crate::screen_keys::named(KEYS)
    }
}
