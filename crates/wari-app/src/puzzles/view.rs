//! Draws a puzzle: the record, the task, the lessons' board and what was
//! said. It only draws; everything shown comes from the [`Solver`].

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Margin, Rect, Size};
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph, Wrap};
use wari_words::tr;

use crate::learn::{Attempt, Head, LEARNER, board_room, still};
use crate::screen_keys;
use crate::scrolled::Scrolled;
use crate::still_board;
use crate::variants::shown_name;

use super::Solver;

/// The widest the words run, as in the lessons.
const TEXT_WIDTH: u16 = 70;

/// The rows the record and the task take at least: English's, with a
/// gap under them.
const HEAD_ROWS: u16 = 6;

/// The smallest terminal the screen is whole in: the board's, 60x18.
/// What is said under the board that does not fit there (a long
/// refutation in French) is shown a window at a time
/// ([`Scrolled`]), once the record and the heading have given way
/// ([`Head::fit`]).
pub fn needs(_solver: &Solver) -> Size {
    SMALLEST
}

/// The board's smallest terminal.
const SMALLEST: Size = Size::new(60, 18);

/// What is said under the board at 60x18, and the rows it has there:
/// the window the page keys move through.
pub(super) fn smallest_window(solver: &Solver) -> (Scrolled, usize) {
    // Inside the border and the margins, no wider than the words run.
    let room = usize::from(SMALLEST.width - 4).min(usize::from(TEXT_WIDTH));
    let task = head_lines(solver)
        .last()
        .map_or(1, |task| crate::text::wrapped_rows(&task.to_string(), room));
    // Inside the border, under the task alone and the board, over the
    // keys (the gap over what is said gives way too).
    let inner = usize::from(SMALLEST.height - 2);
    (said(solver, room), inner.saturating_sub(task + 7 + 1))
}

/// What is said under the board, wrapped at `width`: a puzzle solved,
/// the verdict or the hint, and a line from outside.
fn said(solver: &Solver, width: usize) -> Scrolled {
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let solved = (solver.attempt() == Attempt::Solved).then(|| (tr!("puzzle-solved"), bold));
    let words = [solver.said(), solver.notice()]
        .into_iter()
        .flatten()
        .map(|text| (text, Style::new()));
    Scrolled::new(solved.into_iter().chain(words), width)
}

/// Draws the solver's screen.
pub fn view(solver: &Solver, frame: &mut Frame) {
    let puzzle = solver.puzzle();
    let title = tr!("puzzle-title", variant = shown_name(&puzzle.variant));
    let block = Block::bordered().title(format!(" {title} "));
    let inner = block.inner(frame.area());
    frame.render_widget(block, frame.area());
    let text_area = inner.inner(Margin::new(1, 0));
    let width = usize::from(narrow(text_area).width);
    let said = said(solver, width);
    let said_height = u16::try_from(said.rows()).unwrap_or(u16::MAX).max(1);
    // The board's smallest, a gap, what is said and the keys stay under
    // the head, which gives way first.
    let fit = Head::fit(
        head_lines(solver),
        width,
        inner.height,
        7 + said_height + 1,
        HEAD_ROWS,
    );
    let board_room = board_room(text_area, fit.rows + 1);
    let n = solver.board().rules().pits_per_side();
    let [head, board, _, said_area, keys] = Layout::vertical([
        Constraint::Length(fit.rows),
        Constraint::Length(still_board::rows(board_room, n, 7)),
        Constraint::Length(fit.gap),
        Constraint::Fill(1),
        Constraint::Length(1),
    ])
    .horizontal_margin(1)
    .areas(inner);
    frame.render_widget(
        Paragraph::new(fit.lines).wrap(Wrap { trim: true }),
        narrow(head),
    );
    still_board::draw(still(solver.board()), frame, board);
    let window = said.window(usize::from(said_area.height), solver.scroll());
    frame.render_widget(Paragraph::new(window), narrow(said_area));
    let dim = Style::new().add_modifier(Modifier::DIM);
    frame.render_widget(
        Paragraph::new(Line::styled(
            screen_keys::fitted_line(solver.keys(), usize::from(keys.width)),
            dim,
        )),
        keys,
    );
}

/// The puzzle's heading, the solver's record and the task, over the
/// board.
fn head_lines(solver: &Solver) -> Vec<Line<'static>> {
    let puzzle = solver.puzzle();
    let (index, count) = solver.place();
    let record = solver.record();
    let solved = if solver.solved_before() { "yes" } else { "no" };
    let bold = Style::new().add_modifier(Modifier::BOLD);
    vec![
        Line::styled(
            tr!(
                "puzzle-heading",
                number = index + 1,
                count = count,
                grade = puzzle.grade.words(),
                theme = puzzle.theme.words(),
                rating = format!("{:.0}", puzzle.rating()),
                solved = solved
            ),
            bold,
        ),
        Line::from(tr!(
            "puzzle-record",
            rating = format!("{:.0}", record.rating.rating),
            streak = record.streak,
            best = record.best_streak
        )),
        Line::default(),
        Line::from(tr!(
            "puzzle-task",
            name = LEARNER,
            seeds = crate::text::seeds(puzzle.margin)
        )),
    ]
}

/// `area` no wider than [`TEXT_WIDTH`].
fn narrow(area: Rect) -> Rect {
    Rect {
        width: area.width.min(TEXT_WIDTH),
        ..area
    }
}
