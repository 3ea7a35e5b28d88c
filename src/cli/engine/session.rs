//! The engine's state between lines, and what each command does to it.

use std::io::{self, Write};
use std::time::Duration;

use wari::engine::{Game, Player, RawRules, Rules, RulesError};
use wari::search::{Goal, Level, Limits, SearchResult, Searcher};
use wari::variants::Variants;

use super::command::Command;
use crate::cli::board_text;

/// Whether to read another line.
#[derive(Debug, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Quit,
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
    searcher: Searcher,
    goal: Goal,
    level: Level,
}

impl Session {
    /// A session at the start of `rules`, with `variants` for `variant`
    /// and a transposition table of `hash_mb` megabytes.
    pub fn new(variants: Variants, rules: Rules, hash_mb: usize) -> Session {
        Session {
            variants,
            rules,
            game: Game::new(rules, Player::South),
            searcher: Searcher::new(hash_mb),
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
            Command::Go { movetime, depth } => self.go(movetime, depth, out)?,
            Command::Goal(goal) => self.goal = goal,
            Command::Level(level) => self.level = level,
            Command::Legal => writeln!(out, "legal {}", self.game.legal_moves())?,
            Command::Show => self.show(out)?,
            Command::IsReady => writeln!(out, "readyok")?,
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
        let mut game = Game::new(self.rules, Player::South);
        for (i, &number) in moves.iter().enumerate() {
            game.play_number(number)
                .map_err(|e| format!("moves: ply {}: move {number} is illegal: {e}", i + 1))?;
        }
        self.game = game;
        Ok(())
    }

    /// Searches at the session's level, printing an `info` line a depth
    /// (one in all below `hard`) and then `bestmove`. A
    /// depth search starts from an empty table, so it answers the same
    /// every time.
    fn go(
        &mut self,
        movetime: Option<u64>,
        depth: Option<u32>,
        out: &mut impl Write,
    ) -> Result<(), Failure> {
        if self.game.outcome().is_some() {
            return Err(Failure::Refused(
                "go: the game is over; no move to search".to_owned(),
            ));
        }
        let mut limits = movetime.map_or_else(Limits::default, |ms| {
            Limits::movetime(Duration::from_millis(ms))
        });
        limits.depth = depth;
        if movetime.is_none() {
            self.searcher.clear();
        }
        let found = if self.level == Level::Hard {
            let mut written = Ok(());
            let found = self.searcher.search(&self.game, limits, self.goal, |r| {
                if written.is_ok() {
                    written = info(r, out);
                }
            });
            written?;
            found
        } else {
            // The weaker levels decide in one go: one info line for it. The
            // easy level's mistakes are drawn from the position alone.
            let found = self
                .searcher
                .choose(&self.game, self.level, self.goal, limits, 0);
            if let Some(found) = &found {
                info(found, out)?;
            }
            found
        };
        let found = found.expect("the game is not over");
        writeln!(out, "bestmove {}", found.best)?;
        Ok(())
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
fn info(r: &SearchResult, out: &mut impl Write) -> io::Result<()> {
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
