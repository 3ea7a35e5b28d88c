//! The app's state: everything the view draws and `update` changes.

use std::fmt;
use std::sync::Arc;
use std::time::Duration;

use ratatui::layout::Size;

use crate::engine::{Game, IllegalMove, Move, MoveReport, Player, Position};
use crate::record::Ending;
use crate::search::{self, PerfectPlay};
use crate::tablebase::Table;

use super::board_keys::{BoardKeys, HOT_SEAT};
use super::computer::Thinking;
use super::{Animation, Done, News, Perspective, Refusal, Said, Seating, Setup, narrate};
use crate::look::Look;
use crate::setup::Goal;

/// A move that was played, with the position it was played from, so the
/// narration and the move list need not replay the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The position before the move.
    pub before: Position,
    /// What the move did.
    pub report: MoveReport,
}

/// A line for the players under the board, in words: what the view
/// draws of what the board says, which the game keeps as a value of its
/// own (a hint, a refusal, news) until then.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// What it says.
    pub text: String,
    /// Whether it refuses something, and so must stand out.
    pub refusal: bool,
    /// Whether more is coming: a hint waiting for the search's deeper
    /// look, which the view marks. Clearing the message drops the look.
    pub pending: bool,
}

/// A question the players must answer with `y` before it happens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// Leave with a game in progress?
    Quit,
    /// Throw away the game in progress for a new one?
    NewGame,
    /// The player to move sees what stopping here would give, and whether
    /// to offer it to the other.
    OfferEnd,
    /// The player to move offered to end by agreement; the other answers.
    /// It is the game's own [`Offer::End`](super::Offer::End), which a
    /// board at one keyboard asks; no view holds it as a question of its
    /// own.
    EndByAgreement,
}

/// An endgame table the app reads, shown in debug output by its shape
/// alone: its cells run to millions.
#[derive(Clone)]
pub(super) struct Tablebase(Arc<Table>);

impl fmt::Debug for Tablebase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Tablebase").field(&self.0.shape()).finish()
    }
}

/// The whole state of one game on one screen: the game as everyone at it
/// shares it, and this screen's view of it.
#[derive(Clone, Debug)]
pub struct App {
    pub(super) model: Match,
    pub(super) view: BoardView,
}

/// The game itself, as every player and onlooker shares it: how it was set
/// up, the moves, the clock, the computer's turn, the move being sown, and
/// what one player offered the other.
#[derive(Clone, Debug)]
pub(super) struct Match {
    pub(super) setup: Setup,
    pub(super) seating: Seating,
    pub(super) game: Game,
    pub(super) played: Vec<Played>,
    pub(super) undone: Vec<Move>,
    /// The move being sown, seed by seed: all who watch see it fall at the
    /// same time, and the clock and the computer wait for it.
    pub(super) animation: Option<Animation>,
    pub(super) countdown: Option<Duration>,
    pub(super) rng: rand::rngs::SmallRng,
    /// Counts the positions the game has been in; it names search
    /// requests, so that an answer about an older position is ignored.
    pub(super) generation: u64,
    /// The computer's progress through its turn.
    pub(super) thinking: Thinking,
    /// Whether the demo (computer against computer) is paused.
    pub(super) paused: bool,
    /// Drives the easy level's mistakes.
    pub(super) seed: u64,
    /// A paused demo plays one move, then stays paused.
    pub(super) stepping: bool,
    /// The plies played when the computer last offered to stop, so that
    /// it does not ask again at once.
    pub(super) offered_at: Option<usize>,
    /// What one player offered the other, until it is answered or lapses
    /// ([`App::act`]).
    pub(super) offer: Option<super::Offer>,
    /// The endgame table the edge handed over, if any: the narration says
    /// what perfect play makes of the positions it settles.
    pub(super) tablebase: Option<Tablebase>,
    /// The game was left unfinished ([`Action::Abandon`]): it is over,
    /// though no rule ended it.
    ///
    /// [`Action::Abandon`]: super::Action::Abandon
    pub(super) abandoned: bool,
    /// What the game itself announces to everyone who watches it (a
    /// turn's time ran out, the computer agreed to stop), numbered so that
    /// each view can put it away on its own.
    pub(super) news: Option<(u64, News)>,
}

/// One screen's view of the game: how it is drawn and turned, where its
/// cursor is, what it has open, and what it says to whoever reads it. A
/// classroom table holds one for each student at it, so each has their
/// own size, cursor and hint ([`App::through`]).
#[derive(Clone, Debug)]
pub struct BoardView {
    pub(super) look: Look,
    pub(super) keys: &'static BoardKeys,
    /// Which way round this screen draws the board; `f` turns it.
    pub(super) perspective: Perspective,
    pub(super) cursor: Move,
    pub(super) hint: Option<Move>,
    pub(super) help: Option<u16>,
    pub(super) question: Option<Question>,
    pub(super) message: Option<Said>,
    pub(super) size: Size,
    pub(super) quit: bool,
    /// The players chose to save and leave: leave once the save is done.
    pub(super) leave_when_saved: bool,
    /// The position the view last saw, by the game's count of them: seeing a
    /// newer one, its cursor, hint and news are stale.
    pub(super) seen: u64,
    /// The number of the game's news this view last put away with its
    /// own message.
    pub(super) dismissed: u64,
}

impl BoardView {
    /// Whether this screen shows the help over the game.
    pub fn shows_help(&self) -> bool {
        self.help.is_some()
    }
}

impl App {
    /// A new game. `seed` drives Hurry's random moves and the easy
    /// computer's mistakes, so tests can fix them.
    /// Clicks are read on an 80x24 screen until [`Action::Resize`] says
    /// otherwise.
    ///
    /// [`Action::Resize`]: super::Action::Resize
    pub fn new(setup: Setup, look: Look, seed: u64) -> App {
        let game = Game::new(setup.rules, setup.first);
        let model = Match {
            setup,
            seating: Seating::OneKeyboard,
            game,
            played: Vec::new(),
            undone: Vec::new(),
            animation: None,
            countdown: None,
            rng: rand::SeedableRng::seed_from_u64(seed),
            generation: 0,
            thinking: Thinking::default(),
            paused: false,
            seed,
            stepping: false,
            offered_at: None,
            offer: None,
            tablebase: None,
            abandoned: false,
            news: None,
        };
        let view = BoardView {
            look,
            keys: &HOT_SEAT,
            perspective: Perspective::default(),
            cursor: Move::FIRST,
            hint: None,
            help: None,
            question: None,
            message: None,
            size: Size::new(80, 24),
            quit: false,
            leave_when_saved: false,
            seen: 0,
            dismissed: 0,
        };
        let mut app = App { model, view };
        app.start_turn();
        app
    }

    /// The same app with its players seated as `seating` says, listing
    /// `keys`; a new app is at one keyboard, with the hot seat's keys.
    pub fn seated(mut self, seating: Seating, keys: &'static BoardKeys) -> App {
        self.model.seating = seating;
        self.view.keys = keys;
        self
    }

    /// Another screen's view of this game, drawn as this one is but from
    /// `perspective`, with a cursor, help, hint and words of its own.
    pub fn another_view(&self, perspective: Perspective) -> BoardView {
        BoardView {
            perspective,
            hint: None,
            help: None,
            question: None,
            message: None,
            quit: false,
            leave_when_saved: false,
            ..self.view.clone()
        }
    }

    /// Runs `f` on this game as `view` shows it: keys move `view`'s
    /// cursor, a hint is for `view` alone, and a click is read at `view`'s
    /// size, while the game itself is everyone's. A view that last saw an
    /// older position first forgets what was stale: its hint, its news,
    /// and a cursor that was on another turn's row.
    pub fn through<R>(&mut self, view: &mut BoardView, f: impl FnOnce(&mut App) -> R) -> R {
        std::mem::swap(&mut self.view, view);
        if self.view.seen != self.model.generation {
            self.view.hint = None;
            self.view.message = None;
            self.view.cursor = self.first_legal();
        }
        let result = f(self);
        self.view.seen = self.model.generation;
        std::mem::swap(&mut self.view, view);
        result
    }

    /// What the terminal can show.
    pub fn look(&self) -> Look {
        self.view.look
    }

    /// The keys and words this board lists.
    pub fn keys(&self) -> &'static BoardKeys {
        self.view.keys
    }

    /// Where the players sit.
    pub fn seating(&self) -> Seating {
        self.model.seating
    }

    /// The same app with the board turned to `perspective`.
    pub fn facing(mut self, perspective: Perspective) -> App {
        self.view.perspective = perspective;
        self
    }

    /// Which way round the board is drawn, and so read by the cursor keys
    /// and the mouse.
    pub fn perspective(&self) -> Perspective {
        self.view.perspective
    }

    /// The game as the rules see it.
    pub fn game(&self) -> &Game {
        &self.model.game
    }

    /// How the game ended, once it is over: what the end screen shows and
    /// a classroom records.
    pub fn ending(&self) -> Option<Ending> {
        if self.model.abandoned {
            return Some(Ending::Abandoned {
                stores: self.model.game.position().stores(),
            });
        }
        self.model.game.outcome().map(Ending::Played)
    }

    /// Whether the game is over, by a rule, by agreement or left unfinished:
    /// no more moves are played in it.
    pub fn is_over(&self) -> bool {
        self.model.abandoned || self.model.game.outcome().is_some()
    }

    /// What the game was started with.
    pub fn setup(&self) -> &Setup {
        &self.model.setup
    }

    /// The moves played, oldest first.
    pub fn played(&self) -> &[Played] {
        &self.model.played
    }

    /// The moves the board has finished showing: all but the one whose
    /// seeds still fall.
    pub fn shown_played(&self) -> &[Played] {
        let shown = self.model.played.len() - usize::from(self.model.animation.is_some());
        &self.model.played[..shown]
    }

    /// The last move in plain words, or `None` before the first. While a
    /// move's seeds still fall it is the move before: the words follow the
    /// seeds, so they never tell what the board does not show yet.
    ///
    /// In a game played to win, a move into a position the endgame table
    /// settles adds what perfect play makes of it (see
    /// [`App::set_tablebase`]).
    pub fn narration(&self) -> Option<String> {
        let shown = self.shown_played();
        let played = shown.last()?;
        Some(narrate::narration(
            &played.before,
            &played.report,
            &self.model.setup.seats,
            self.perfect_play_after(shown.len()),
        ))
    }

    /// Gives the app the endgame table for its game, or none. The edge
    /// hands over the cache's once it is ready
    /// ([`cache::for_search`](crate::tablebase::cache::for_search)), so
    /// the app never waits for one, reads no file, and says nothing more
    /// until it has one.
    pub fn set_tablebase(&mut self, table: Option<Arc<Table>>) {
        self.model.tablebase = table.map(Tablebase);
    }

    /// What perfect play makes of the position after the first `plies`
    /// moves, when the game went on from it and the endgame table settles
    /// it. Only in a game played to win, as for hints: the table knows
    /// nothing of level stores.
    fn perfect_play_after(&self, plies: usize) -> Option<PerfectPlay> {
        if self.model.setup.mode.goal() != Goal::Compete {
            return None;
        }
        let Tablebase(table) = self.model.tablebase.as_ref()?;
        let after = match self.model.played.get(plies) {
            // The next move was played from it, so the game went on.
            Some(next) => &next.before,
            None if !self.is_over() => self.model.game.position(),
            None => return None,
        };
        search::perfect_play(table, after)
    }

    /// The pit under the cursor, as a move of the player to move.
    pub fn cursor(&self) -> Move {
        self.view.cursor
    }

    /// The move the last hint suggested, until the next move.
    pub fn hint(&self) -> Option<Move> {
        self.view.hint
    }

    /// The line under the board: a refusal, a hint, a save.
    pub fn message(&self) -> Option<Message> {
        if let Some(said) = &self.view.message {
            return Some(said.message());
        }
        let news = self.model.news.as_ref();
        let unread = news.filter(|(number, _)| *number > self.view.dismissed);
        unread.map(|(_, news)| Said::News(news.clone()).message())
    }

    /// The question waiting for an answer: this view's own, or an offer
    /// to end that the board asks here.
    pub fn question(&self) -> Option<Question> {
        self.view.question.or_else(|| self.offer_question())
    }

    /// Whether the help screen is open.
    pub fn help_open(&self) -> bool {
        self.view.help.is_some()
    }

    /// The move being animated.
    pub fn animation(&self) -> Option<&Animation> {
        self.model.animation.as_ref()
    }

    /// Time left on Hurry's countdown for this turn.
    pub fn countdown(&self) -> Option<Duration> {
        self.model.countdown
    }

    /// Whether the players asked to leave.
    pub fn should_quit(&self) -> bool {
        self.view.quit
    }

    /// How long the edge may wait before sending a tick; `None` when
    /// nothing moves by itself and the edge should just wait for input
    /// (a search's answer is input too).
    pub fn next_tick(&self) -> Option<Duration> {
        if let Some(animation) = &self.model.animation {
            return Some(animation.until_next_change());
        }
        let clock = self.model.countdown.filter(|_| self.clock_runs());
        let clock = clock.map(|remaining| remaining.min(Duration::from_millis(100)));
        match (clock, self.until_computer_moves()) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// Whether Hurry's clock is running: not while a screen or a question
    /// covers the board, nor while the demo is paused.
    pub(super) fn clock_runs(&self) -> bool {
        self.view.help.is_none()
            && self.question().is_none()
            && !self.model.paused
            && !self.board_hidden()
    }

    /// Whether the board is hidden behind the "too small" message: then
    /// no clock runs and the computer waits, so nothing is played that
    /// nobody sees.
    pub(super) fn board_hidden(&self) -> bool {
        self.model.seating == Seating::OneKeyboard
            && !super::geometry::fits(self.view.size, self.model.setup.rules.pits_per_side())
    }

    /// Shows a notice already in words: a save, a move taken back.
    pub(super) fn say(&mut self, done: Done) {
        self.view.message = Some(Said::Done(done));
    }

    /// Tells everyone who watches the game `news`: what the game itself
    /// did, as a turn's time running out.
    pub(super) fn announce(&mut self, news: News) {
        let number = self.model.news.as_ref().map_or(1, |(n, _)| n + 1);
        self.model.news = Some((number, news));
        self.view.message = None;
    }

    /// Puts this view's message away, and the game's news with it.
    pub(super) fn clear_message(&mut self) {
        self.view.message = None;
        self.view.dismissed = self.model.news.as_ref().map_or(0, |(n, _)| *n);
    }

    /// Shows why something the players asked for cannot be done.
    pub(super) fn refuse(&mut self, refusal: Refusal) {
        self.view.message = Some(Said::Refusal(refusal));
    }

    /// Turns down `error`, a move `mover` tried on a board of `pits` a
    /// side.
    pub(super) fn refuse_illegal(&mut self, error: IllegalMove, mover: Player, pits: usize) {
        let seats = self.model.setup.seats.clone();
        self.refuse(Refusal::Illegal {
            error,
            seats,
            mover,
            pits,
        });
    }

    /// The player to move.
    pub(super) fn mover(&self) -> crate::engine::Player {
        self.model.game.position().to_move()
    }

    /// Whether a game worth asking about is under way.
    pub(super) fn in_progress(&self) -> bool {
        !self.model.played.is_empty() && !self.is_over()
    }
}
