//! A plain game for a table: the engine's rules with a text board, the
//! cursor and digits to play. It stands where the terminal board's full
//! app plugs in (see [`super::game::TableGame`]), so the classroom can be
//! built and tested on its own.

use std::time::Duration;

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::text::Line;
use ratatui::widgets::Paragraph;

use crate::engine::{Game, Pit, Player};

use super::game::{TableGame, TableSetup};

/// The engine's game, a cursor, and the last thing said.
#[derive(Debug)]
pub struct PlainGame {
    setup: TableSetup,
    game: Game,
    cursor: usize,
    plies: usize,
    said: String,
}

impl PlainGame {
    /// A new game, South first.
    pub fn boxed(setup: &TableSetup, _seed: u64) -> Box<dyn TableGame> {
        Box::new(PlainGame {
            game: Game::new(setup.rules, Player::South),
            setup: setup.clone(),
            cursor: 1,
            plies: 0,
            said: String::new(),
        })
    }

    fn name(&self, player: Player) -> &str {
        &self.setup.names[player]
    }

    fn play(&mut self, number: usize) {
        let mover = self.game.position().to_move();
        match self.game.play_number(number) {
            Ok(report) => {
                self.plies += 1;
                let n = self.setup.rules.pits_per_side();
                let took = report.capture().total();
                self.said = format!(
                    "{} sowed {} seeds from {}{}.",
                    self.name(mover),
                    report.seeds(),
                    report.from().label(n),
                    if took > 0 {
                        format!(" and took {took}")
                    } else {
                        String::new()
                    }
                );
            }
            Err(error) => self.said = format!("Not that one: {error}."),
        }
    }

    fn board_lines(&self) -> Vec<Line<'static>> {
        let position = self.game.position();
        let n = self.setup.rules.pits_per_side();
        let cell = |index: usize| -> String {
            let pit = Pit::new(index);
            let seeds = position.pits()[index];
            let mover = position.to_move();
            let under_cursor = pit
                .is_some_and(|p| p.owner(n) == mover && p.as_move(n).number() == self.cursor)
                && self.game.outcome().is_none();
            if under_cursor {
                format!("[{seeds:>2}]")
            } else {
                format!(" {seeds:>2} ")
            }
        };
        let label = |index: usize| Pit::new(index).map_or('?', |p| p.label(n));
        let north: Vec<usize> = (n..2 * n).rev().collect();
        let south: Vec<usize> = (0..n).collect();
        let labels = |row: &[usize]| {
            row.iter()
                .map(|&i| format!("  {} ", label(i)))
                .collect::<String>()
        };
        let seeds = |row: &[usize]| row.iter().map(|&i| cell(i)).collect::<String>();
        let stores = position.stores();
        vec![
            Line::from(format!("        {}", labels(&north))),
            Line::from(format!(
                "{:>6}  {}",
                self.name(Player::North),
                seeds(&north)
            )),
            Line::from(format!(
                "  [{:>2}]{}[{:>2}]",
                stores[Player::North],
                " ".repeat(4 * n + 2),
                stores[Player::South]
            )),
            Line::from(format!(
                "{:>6}  {}",
                self.name(Player::South),
                seeds(&south)
            )),
            Line::from(format!("        {}", labels(&south))),
        ]
    }
}

impl TableGame for PlainGame {
    fn press(&mut self, key: KeyEvent) -> bool {
        let n = self.setup.rules.pits_per_side();
        let north = self.game.position().to_move() == Player::North;
        match key.code {
            // North's row runs right to left on the screen.
            KeyCode::Left | KeyCode::Char('h') if north => self.cursor = self.cursor % n + 1,
            KeyCode::Right | KeyCode::Char('l') if north => {
                self.cursor = (self.cursor + n - 2) % n + 1
            }
            KeyCode::Left | KeyCode::Char('h') => self.cursor = (self.cursor + n - 2) % n + 1,
            KeyCode::Right | KeyCode::Char('l') => self.cursor = self.cursor % n + 1,
            KeyCode::Enter | KeyCode::Char(' ') => self.play(self.cursor),
            KeyCode::Char(c @ '1'..='9') => self.play(c as usize - '0' as usize),
            _ => return false,
        }
        true
    }

    fn end_by_agreement(&mut self) {
        self.game.agree_to_end();
        self.said = "The players agreed to end the game.".into();
    }

    fn tick(&mut self, _dt: Duration) {}

    fn next_tick(&self) -> Option<Duration> {
        None
    }

    fn to_move(&self) -> Player {
        self.game.position().to_move()
    }

    fn plies(&self) -> usize {
        self.plies
    }

    fn result(&self) -> Option<String> {
        let outcome = self.game.outcome()?;
        let stores = outcome.stores();
        let score = format!("{}-{}", stores[Player::South], stores[Player::North]);
        Some(match outcome.winner() {
            Some(winner) => format!("{} won {score} ({})", self.name(winner), outcome.reason()),
            None => format!("a draw {score} ({})", outcome.reason()),
        })
    }

    fn view(&self, frame: &mut Frame) {
        let mut lines = vec![
            Line::from(format!(
                "{} · {} · {} seeds a pit",
                self.setup.variant,
                self.setup.mode.title(),
                self.setup.rules.seeds_per_pit()
            )),
            Line::from(""),
        ];
        lines.extend(self.board_lines());
        lines.push(Line::from(""));
        let mover = self.to_move();
        lines.push(Line::from(match self.result() {
            Some(result) => format!("Game over: {result}."),
            None => format!(
                "{} ({}) to move: ← → and Enter, or 1-{}.",
                self.name(mover),
                mover,
                self.setup.rules.pits_per_side()
            ),
        }));
        lines.push(Line::from(self.said.clone()));
        frame.render_widget(Paragraph::new(lines), frame.area());
    }
}
