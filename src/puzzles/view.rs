//! Draws a puzzle: the record, the task, the lessons' board and what was
//! said. It only draws; everything shown comes from the [`Solver`].

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph, Wrap};

use crate::learn::{Attempt, LEARNER, board_lines};

use super::Solver;

/// The widest the words run, as in the lessons.
const TEXT_WIDTH: u16 = 70;

/// The key line for where the attempt stands, so what the screen says is
/// what the keys do (the lessons' keys: `crate::learn::keys`).
pub const fn keys_line(attempt: Attempt) -> &'static str {
    match attempt {
        Attempt::Trying => "A-F or 1-6 play a pit   h hint   ↑↓ other puzzles   q leave",
        Attempt::Missed => "Enter try again   h hint   ↑↓ other puzzles   q leave",
        Attempt::Solved => "Enter next puzzle   ↑↓ other puzzles   q leave",
    }
}

/// Draws the solver's screen.
pub fn view(solver: &Solver, frame: &mut Frame) {
    let puzzle = solver.puzzle();
    let block = Block::bordered().title(format!(" Wari puzzles: {} ", puzzle.variant));
    let inner = block.inner(frame.area());
    frame.render_widget(block, frame.area());
    let [head, board, _, said, keys] = Layout::vertical([
        Constraint::Length(6),
        Constraint::Length(7),
        Constraint::Length(1),
        Constraint::Fill(1),
        Constraint::Length(1),
    ])
    .horizontal_margin(1)
    .areas(inner);
    let (index, count) = solver.place();
    let record = solver.record();
    let solved = if solver.solved_before() {
        ", solved"
    } else {
        ""
    };
    let hardest = record.hardest.map_or("none yet", |g| g.name());
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let head_lines = vec![
        Line::styled(
            format!(
                "Puzzle {} of {count} ({}{solved})",
                index + 1,
                puzzle.grade.name()
            ),
            bold,
        ),
        Line::from(format!(
            "Streak {}, best {}; hardest solved: {hardest}",
            record.streak, record.best_streak
        )),
        Line::default(),
        Line::from(format!(
            "{LEARNER} (South) to move. Find the move that wins at least {} seeds more \
             than any other.",
            puzzle.margin
        )),
    ];
    frame.render_widget(
        Paragraph::new(head_lines).wrap(Wrap { trim: true }),
        narrow(head),
    );
    frame.render_widget(
        Paragraph::new(board_lines(solver.board())).centered(),
        board,
    );
    let mut lines = Vec::new();
    if solver.attempt() == Attempt::Solved {
        lines.push(Line::styled("Solved!", bold));
    }
    for text in [solver.said(), solver.notice()].into_iter().flatten() {
        lines.push(Line::from(text.to_owned()));
    }
    frame.render_widget(
        Paragraph::new(lines).wrap(Wrap { trim: true }),
        narrow(said),
    );
    let dim = Style::new().add_modifier(Modifier::DIM);
    frame.render_widget(
        Paragraph::new(Line::styled(keys_line(solver.attempt()), dim)),
        keys,
    );
}

/// `area` no wider than [`TEXT_WIDTH`].
fn narrow(area: Rect) -> Rect {
    Rect {
        width: area.width.min(TEXT_WIDTH),
        ..area
    }
}
