//! Draws a puzzle: the record, the task, the lessons' board and what was
//! said. It only draws; everything shown comes from the [`Solver`].

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Margin, Rect, Size};
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph, Wrap};

use crate::learn::{Attempt, LEARNER, board_room, still};
use crate::screen_keys;
use crate::still_board;

use super::Solver;

/// The widest the words run, as in the lessons.
const TEXT_WIDTH: u16 = 70;

/// The smallest terminal the screen is whole in: the board's, and taller
/// by what is said under the board beyond its one row.
pub fn needs(solver: &Solver) -> Size {
    let width: u16 = 60;
    // Inside the border and the margins, no wider than the words run.
    let room = usize::from(width - 4).min(usize::from(TEXT_WIDTH));
    let said: usize = [solver.said(), solver.notice()]
        .into_iter()
        .flatten()
        .map(|text| crate::text::wrapped_rows(text, room))
        .sum::<usize>()
        + usize::from(solver.attempt() == Attempt::Solved);
    // The border, the record and task, the board, a gap, what was said
    // and the keys.
    let rows = 2 + 6 + 7 + 1 + said.max(1) + 1;
    Size::new(width, u16::try_from(rows).unwrap_or(u16::MAX).max(18))
}

/// Draws the solver's screen.
pub fn view(solver: &Solver, frame: &mut Frame) {
    let puzzle = solver.puzzle();
    let block = Block::bordered().title(format!(" Wari puzzles: {} ", puzzle.variant));
    let inner = block.inner(frame.area());
    frame.render_widget(block, frame.area());
    let board_room = board_room(inner.inner(Margin::new(1, 0)), 6 + 1);
    let n = solver.board().rules().pits_per_side();
    let [head, board, _, said, keys] = Layout::vertical([
        Constraint::Length(6),
        Constraint::Length(still_board::rows(board_room, n, 7)),
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
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let head_lines = vec![
        Line::styled(
            format!(
                "Puzzle {} of {count} ({}, {}, rated {:.0}{solved})",
                index + 1,
                puzzle.grade.name(),
                puzzle.theme,
                puzzle.rating()
            ),
            bold,
        ),
        Line::from(format!(
            "Your rating {:.0} · streak {}, best {}",
            record.rating.rating, record.streak, record.best_streak
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
    still_board::draw(still(solver.board()), frame, board);
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
        Paragraph::new(Line::styled(
            screen_keys::fitted_line(solver.keys(), usize::from(keys.width)),
            dim,
        )),
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
