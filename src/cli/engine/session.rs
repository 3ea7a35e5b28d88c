//! The engine's state between lines, and what each command does to it.

use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::Sender;
use std::time::Duration;

use wari::engine::{Diagram, Game, Player, RawRules, Rules, RulesError};
use wari::search::{Goal, Level, Limits, SearchResult, Searcher};
use wari::tablebase::cache;
use wari::variants::Variants;

use super::command::Command;
use super::event::Event;
use crate::cli::board_text;

/// What to do after a command.
pub enum Flow {
    /// Read the next line.
    Continue,
    /// Stop reading: `quit`.
    Quit,
    /// Start this search, reading on while it runs (boxed: it carries the
    /// searcher, which is large).
    Search(Box<Job>),
}

/// Why a command did nothing: refused (said on one `error` line), or the
/// output is gone.
pub enum Failure {
    Refused(String),
    Io(io::Error),
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Failure {
        Failure::Io(e)
    }
}

impl From<String> for Failure {
    fn from(message: String) -> Failure {
        Failure::Refused(message)
    }
}

/// The rules file, the rules in play, the position and the searcher.
pub struct Session {
    variants: Variants,
    rules: Rules,
    game: Game,
    /// Away on the search's thread while a search runs; the protocol holds
    /// back every command but `stop`, `isready` and `quit` until it is back.
    searcher: Option<Searcher>,
    goal: Goal,
    level: Level,
}

impl Session {
    /// A session at the start of `rules`, with `variants` for `variant`
    /// and a transposition table of `hash_mb` megabytes.
    pub fn new(variants: Variants, rules: Rules, searcher: Searcher) -> Session {
        Session {
            variants,
            rules,
            game: Game::new(rules, Player::South),
            searcher: Some(searcher),
            goal: Goal::Win,
            level: Level::Hard,
        }
    }

    /// Carries out one command, writing its answer to `out`.
    pub fn execute(&mut self, command: Command, out: &mut impl Write) -> Result<Flow, Failure> {
        match command {
            Command::Variant { name, pits, seeds } => self.variant(&name, pits, seeds)?,
            Command::Rules(path) => {
                let variants = Variants::load(&path).map_err(|e| e.to_string())?;
                self.rules = variants.default_variant().rules();
                self.variants = variants;
                self.new_game();
            }
            Command::New => self.new_game(),
            Command::Moves(moves) => self.moves(&moves)?,
            Command::Position { diagram, moves } => self.position(diagram, &moves)?,
            Command::Go {
                movetime,
                depth,
                nodes,
            } => {
                return self
                    .go(movetime, depth, nodes)
                    .map(|job| Flow::Search(Box::new(job)));
            }
            Command::Goal(goal) => self.goal = goal,
            Command::Level(level) => self.level = level,
            Command::Legal => writeln!(out, "legal {}", self.game.legal_moves())?,
            Command::Show => self.show(out)?,
            Command::IsReady => writeln!(out, "readyok")?,
            // Outside a search there is nothing to stop.
            Command::Stop => {}
            Command::Quit => return Ok(Flow::Quit),
        }
        Ok(Flow::Continue)
    }

    fn new_game(&mut self) {
        self.game = Game::new(self.rules, Player::South);
    }

    fn variant(
        &mut self,
        name: &str,
        pits: Option<i64>,
        seeds: Option<i64>,
    ) -> Result<(), Failure> {
        let own = RawRules::from(self.variants.get(name).map_err(|e| e.to_string())?.rules());
        let chosen = RawRules {
            pits_per_side: pits.unwrap_or(own.pits_per_side),
            seeds_per_pit: seeds.unwrap_or(own.seeds_per_pit),
            ..own
        };
        self.rules = Rules::try_from(chosen).map_err(|e| {
            let word = match e {
                RulesError::PitsPerSide(_) => "pits",
                RulesError::SeedsPerPit(_) => "seeds",
            };
            format!("{word}: {e}")
        })?;
        self.new_game();
        Ok(())
    }

    /// Replays from the start; an illegal move leaves the position as it was.
    fn moves(&mut self, moves: &[usize]) -> Result<(), Failure> {
        self.game = played(Game::new(self.rules, Player::South), moves)?;
        Ok(())
    }

    /// A set position under the session's rules, whose board must be the
    /// same size, then `moves` from there.
    fn position(&mut self, diagram: Diagram, moves: &[usize]) -> Result<(), Failure> {
        let position = diagram.position(self.rules).map_err(|e| {
            format!("position: {e}; `variant NAME pits N` chooses another board first")
        })?;
        self.game = played(Game::from_position(position), moves)?;
        Ok(())
    }

    /// The search `go` asks for, at the session's level, to run on its
    /// own thread ([`Job::run`]). A search without a time starts from an
    /// empty table, so it answers the same every time.
    fn go(
        &mut self,
        movetime: Option<u64>,
        depth: Option<u32>,
        nodes: Option<u64>,
    ) -> Result<Job, Failure> {
        if self.game.outcome().is_some() {
            return Err(Failure::Refused(
                "go: the game is over; no move to search".to_owned(),
            ));
        }
        let mut searcher = self
            .searcher
            .take()
            .expect("commands wait while the searcher is away");
        // Read, or built on first use, before the move's clock starts.
        searcher.set_tablebase(cache::for_search(self.game.position()));
        let stop = Arc::new(AtomicBool::new(false));
        let mut limits = movetime.map_or_else(Limits::default, |ms| {
            Limits::movetime(Duration::from_millis(ms))
        });
        limits.depth = depth;
        limits.nodes = nodes;
        if movetime.is_none() {
            searcher.clear();
        }
        Ok(Job {
            searcher,
            game: self.game.clone(),
            limits: limits.with_stop(stop.clone()),
            goal: self.goal,
            level: self.level,
            stop,
            timed: movetime.is_some(),
        })
    }

    /// Takes the searcher back from a finished search.
    pub fn searcher_back(&mut self, searcher: Box<Searcher>) {
        self.searcher = Some(*searcher);
    }

    fn show(&self, out: &mut impl Write) -> io::Result<()> {
        writeln!(out, "{}", board_text::board(self.game.position()))?;
        match self.game.outcome() {
            None => writeln!(
                out,
                "{} to move; legal moves: {}",
                self.game.position().to_move(),
                self.game.legal_moves()
            ),
            Some(outcome) => {
                let stores = outcome.stores();
                writeln!(
                    out,
                    "game over ({}): {}-{}",
                    outcome.reason(),
                    stores.south(),
                    stores.north()
                )
            }
        }
    }
}

/// `info depth D score S nodes N nps N pv M ...`, the score in hundredths
/// of a seed from the mover's view.
pub fn info(r: &SearchResult, out: &mut impl Write) -> io::Result<()> {
    let pv: Vec<String> = r.pv.iter().map(ToString::to_string).collect();
    writeln!(
        out,
        "info depth {} score {} nodes {} nps {} pv {}",
        r.depth,
        r.score.centiseeds(),
        r.nodes,
        r.nps(),
        pv.join(" ")
    )?;
    out.flush()
}

/// A search asked for by `go`, with everything it needs to run on a thread
/// of its own while the protocol goes on reading.
pub struct Job {
    searcher: Searcher,
    game: Game,
    limits: Limits,
    goal: Goal,
    level: Level,
    stop: Arc<AtomicBool>,
    /// Given a time by `go movetime`, with or without a depth.
    timed: bool,
}

impl Job {
    /// The flag that ends the search with the best move found so far.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.stop.clone()
    }

    /// Whether `go` gave the search a time: only such a search is cut short
    /// when the input ends, as one to a depth has an answer worth waiting
    /// for.
    pub fn timed(&self) -> bool {
        self.timed
    }

    /// Searches, sending an [`Event::Info`] a depth (one in all below
    /// `hard`) and then [`Event::Done`] with the searcher and the result.
    /// A closed channel means nobody is listening any more: the result is
    /// dropped.
    pub fn run(mut self, events: &Sender<Event>) {
        let found = if self.level == Level::Hard {
            self.searcher
                .search(&self.game, self.limits, self.goal, |r| {
                    // Ignored like Done's: the reader has gone.
                    let _ = events.send(Event::Info(r.clone()));
                })
        } else {
            // The weaker levels decide in one go: one info line for it. The
            // easy level's mistakes are drawn from the position alone.
            let found = self
                .searcher
                .choose(&self.game, self.level, self.goal, self.limits, 0);
            if let Some(found) = &found {
                let _ = events.send(Event::Info(found.clone()));
            }
            found
        };
        let found = found.expect("go refuses a finished game");
        let _ = events.send(Event::Done(Box::new(self.searcher), found));
    }
}

/// `game` after `moves`, or the first move that is illegal and why.
fn played(mut game: Game, moves: &[usize]) -> Result<Game, String> {
    for (i, &number) in moves.iter().enumerate() {
        game.play_number(number)
            .map_err(|e| format!("moves: ply {}: move {number} is illegal: {e}", i + 1))?;
    }
    Ok(game)
}
