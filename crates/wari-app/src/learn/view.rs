//! Draws the lessons: the list, a page of words, an exercise's board. It
//! only draws; everything shown comes from the [`Tutor`].

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect, Size};
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph, Wrap};
use unicode_width::UnicodeWidthStr;
use wari_words::tr;

use crate::engine::{ByPlayer, Pit, Player, Position};

use super::tutor::{Attempt, Practice, Screen, Tutor};
use super::{LEARNER, OTHER, Offer};
use crate::still_board::{self, Still};
use crate::{screen_keys, variants};

/// The widest the words run, so a page reads as a page on a wide screen.
const TEXT_WIDTH: u16 = 70;

/// The smallest terminal the screen is whole in: the board's, 60x18, and
/// during an exercise taller only by what is said under the board beyond
/// what the head's title and the gaps give way to ([`Head::fit`]): a
/// wrong try's words fit 60x18 in every language.
pub fn needs(tutor: &Tutor) -> Size {
    let width: u16 = 60;
    let Screen::Practice(practice) = tutor.screen() else {
        return Size::new(width, 18);
    };
    // Inside the border and the margins, no wider than the words run.
    let room = usize::from(width - 4).min(usize::from(TEXT_WIDTH));
    let said = said_rows(tutor, practice, room);
    let task = head_lines(tutor, practice).map_or(1, |lines| {
        let task = lines.last().map(ToString::to_string).unwrap_or_default();
        crate::text::wrapped_rows(&task, room)
    });
    // The border, the task alone, the board, what was said and the keys
    // (the gap over what was said gives way).
    let rows = 2 + task + 7 + said.max(1) + 1;
    Size::new(width, u16::try_from(rows).unwrap_or(u16::MAX).max(18))
}

/// The rows what is said under an exercise's board takes at `width`.
fn said_rows(tutor: &Tutor, practice: &Practice, width: usize) -> usize {
    tutor
        .said(practice)
        .map_or(0, |text| crate::text::wrapped_rows(&text, width))
        + usize::from(practice.attempt == Attempt::Solved)
}

/// The lines over a board, as many rows as they take, and whether the
/// gap under the board stays.
pub(crate) struct Head {
    /// The lines that fit: whole, or with some given way ([`Head::fit`]).
    pub lines: Vec<Line<'static>>,
    /// The rows they are drawn in.
    pub rows: u16,
    /// The gap's rows, between the board and what is said: 1 or 0.
    pub gap: u16,
}

impl Head {
    /// `lines` over a board in `rows` rows of `width` columns, with
    /// `below` rows under them besides the gap (the board, what is said,
    /// any keys). What gives way when they do not all fit, in order: the
    /// head's spare rows (up to `least` rows), the gap, then each line
    /// before the last, the one next to it first (a gap, a record, the
    /// title): the last, the task, is what the learner does.
    pub(crate) fn fit(
        mut lines: Vec<Line<'static>>,
        width: usize,
        rows: u16,
        below: u16,
        least: u16,
    ) -> Head {
        while lines.len() > 1 && rows_of(&lines, width).saturating_add(below) > rows {
            lines.remove(lines.len() - 2);
        }
        let needed = rows_of(&lines, width);
        let gap = u16::from(needed + below < rows);
        let rows = needed
            .max(least)
            .min(rows.saturating_sub(below + gap))
            .max(needed);
        Head { lines, rows, gap }
    }
}

/// The rows over an exercise's board: its title, a gap and its task, and
/// a row to spare, unless their words need more.
const HEAD_ROWS: u16 = 4;

/// Draws the learner's screen.
pub fn view(tutor: &Tutor, frame: &mut Frame) {
    let game = variants::shown_name(tutor.game());
    let block = Block::bordered().title(format!(" {} ", tr!("lesson-screen-title", game = game)));
    let inner = block.inner(frame.area());
    frame.render_widget(block, frame.area());
    let [body, keys_line] = Layout::vertical([Constraint::Fill(1), Constraint::Length(1)])
        .horizontal_margin(1)
        .areas(inner);
    match tutor.screen() {
        Screen::List { selected } => draw_list(tutor, *selected, frame, body),
        Screen::Reading { lesson, page } => draw_page(tutor, *lesson, *page, frame, body),
        Screen::Practice(practice) => draw_practice(tutor, practice, frame, body),
    }
    let keys = screen_keys::fitted_line(tutor.keys(), usize::from(keys_line.width));
    let dim = Style::new().add_modifier(Modifier::DIM);
    frame.render_widget(Paragraph::new(Line::styled(keys, dim)), keys_line);
}

/// The lessons, each marked finished or skipped (with why, on its own
/// row, since the cursor never rests there), and under them the notice
/// from outside.
fn draw_list(tutor: &Tutor, selected: usize, frame: &mut Frame, area: Rect) {
    let offers = tutor.offers();
    let mut lines = vec![Line::from(tr!("lesson-pick")), Line::default()];
    for (index, (lesson, offer)) in offers.iter().enumerate() {
        let mark = match offer {
            Offer::Skipped(_) => "-",
            Offer::Open(_) if tutor.progress().is_finished(lesson.key) => "✓",
            Offer::Open(_) => " ",
        };
        let cursor = if index == selected { ">" } else { " " };
        let lead = format!("{cursor} {mark} {:>2}. ", index + 1);
        let title = format!("{lead}{}", lesson.heading.text());
        let mut style = Style::new();
        if index == selected {
            style = style.add_modifier(Modifier::BOLD);
        }
        let Offer::Skipped(why) = offer else {
            lines.push(Line::styled(title, style));
            continue;
        };
        // Why it is skipped follows the title, or goes under it where the
        // row is too narrow for both.
        let style = style.add_modifier(Modifier::DIM);
        let why = tr!("lesson-skipped", why = why.to_string());
        let row = format!("{title}  {why}");
        if row.width() <= usize::from(area.width) {
            lines.push(Line::styled(row, style));
        } else {
            // Under the title, each row as far in as the title's words.
            let indent = " ".repeat(lead.width());
            let room = usize::from(area.width).saturating_sub(lead.width());
            lines.push(Line::styled(title, style));
            for row in crate::text::wrap(&why, room) {
                lines.push(Line::styled(format!("{indent}{row}"), style));
            }
        }
    }
    let open = offers
        .iter()
        .filter(|(_, offer)| matches!(offer, Offer::Open(_)));
    let finished = open
        .clone()
        .filter(|(lesson, _)| tutor.progress().is_finished(lesson.key))
        .count();
    lines.push(Line::default());
    lines.push(Line::from(tr!(
        "lesson-finished-count",
        finished = finished,
        lessons = open.count()
    )));
    if let Some(notice) = tutor.notice() {
        lines.push(Line::default());
        lines.push(Line::from(notice));
    }
    // On a short screen the blank rows give way, the last first, so that
    // the count and the notice stay in sight.
    while lines.len() > usize::from(area.height) {
        let Some(blank) = lines.iter().rposition(|line| line.width() == 0) else {
            break;
        };
        lines.remove(blank);
    }
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), area);
}

fn draw_page(tutor: &Tutor, lesson: usize, page: usize, frame: &mut Frame, area: Rect) {
    let lesson = &tutor.offers()[lesson].0;
    let text = lesson.pages[page].text(tutor.rules());
    let lines = vec![
        Line::styled(
            lesson.heading.text(),
            Style::new().add_modifier(Modifier::BOLD),
        ),
        Line::from(tr!(
            "lesson-page",
            page = page + 1,
            pages = lesson.pages.len()
        )),
        Line::default(),
        Line::from(text),
    ];
    let area = narrow(area);
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: true }), area);
}

fn draw_practice(tutor: &Tutor, practice: &Practice, frame: &mut Frame, area: Rect) {
    let Some(head_lines) = head_lines(tutor, practice) else {
        return;
    };
    let n = practice.board.rules().pits_per_side();
    let width = usize::from(area.width);
    let said_height = u16::try_from(said_rows(tutor, practice, usize::from(narrow(area).width)))
        .unwrap_or(u16::MAX)
        .max(1);
    // The board's smallest and what is said stay under the head.
    let fit = Head::fit(head_lines, width, area.height, 7 + said_height, HEAD_ROWS);
    let board_rows = still_board::rows(board_room(area, fit.rows), n, 7);
    let [head, board, _, said] = Layout::vertical([
        Constraint::Length(fit.rows),
        Constraint::Length(board_rows),
        Constraint::Length(fit.gap),
        Constraint::Fill(1),
    ])
    .areas(area);
    frame.render_widget(Paragraph::new(fit.lines).wrap(Wrap { trim: true }), head);
    still_board::draw(still(&practice.board), frame, board);
    let mut lines = Vec::new();
    if practice.attempt == Attempt::Solved {
        lines.push(Line::styled(
            tr!("lesson-well-done"),
            Style::new().add_modifier(Modifier::BOLD),
        ));
    }
    if let Some(text) = tutor.said(practice) {
        lines.push(Line::from(text));
    }
    frame.render_widget(
        Paragraph::new(lines).wrap(Wrap { trim: true }),
        narrow(said),
    );
}

/// The lines over an exercise's board: the lesson's title and which
/// exercise, then the task.
fn head_lines(tutor: &Tutor, practice: &Practice) -> Option<Vec<Line<'static>>> {
    let (exercise, _) = tutor.exercise(practice)?;
    let lesson = &tutor.offers()[practice.lesson].0;
    let title = tr!(
        "lesson-exercise",
        title = lesson.heading.text(),
        exercise = practice.exercise + 1,
        exercises = lesson.exercises.len()
    );
    Some(vec![
        Line::styled(title, Style::new().add_modifier(Modifier::BOLD)),
        Line::default(),
        Line::from(exercise.task.text()),
    ])
}

/// The rows `lines` take wrapped to `width` columns.
fn rows_of(lines: &[Line], width: usize) -> u16 {
    let rows: usize = lines
        .iter()
        .map(|line| crate::text::wrapped_rows(&line.to_string(), width).max(1))
        .sum();
    u16::try_from(rows).unwrap_or(u16::MAX)
}

/// What is left of `area` for a board under a head of `head` rows, with
/// room kept below it for a gap and a few lines of words.
pub(crate) fn board_room(area: Rect, head: u16) -> Rect {
    Rect {
        height: area.height.saturating_sub(head + 1 + 4),
        ..area
    }
}

/// The learner's board standing still: big on a projector, in lines
/// ([`board_lines`]) on a small screen.
pub(crate) fn still(position: &Position) -> Still<'_> {
    Still {
        position,
        names: ByPlayer::new(LEARNER, OTHER),
        report: None,
        text: Paragraph::new(board_lines(position)).centered(),
    }
}

/// The board in text: Kofi's row on top, read right to left as the seeds
/// go, the learner's below, the stores at the sides, and arrows for the
/// way round.
fn board_lines(position: &Position) -> Vec<Line<'static>> {
    let n = position.rules().pits_per_side();
    let row = |player: Player| -> Vec<Pit> {
        let mut pits: Vec<Pit> = (0..n)
            .filter_map(|i| Pit::new(i + if player == Player::North { n } else { 0 }))
            .collect();
        if player == Player::North {
            pits.reverse();
        }
        pits
    };
    let labels = |pits: &[Pit]| -> String {
        pits.iter()
            .map(|pit| format!("  {}  ", pit.label(n)))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let seeds = |pits: &[Pit]| -> String {
        pits.iter()
            .map(|&pit| format!("[{:>3}]", position.seeds(pit)))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let (north, south) = (row(Player::North), row(Player::South));
    let width = seeds(&south).width();
    let stores = position.stores();
    let left = tr!(
        "lesson-board-other-store",
        name = OTHER,
        seeds = stores.north()
    );
    let right = tr!(
        "lesson-board-own-store",
        name = LEARNER,
        seeds = stores.south()
    );
    let gap = width.saturating_sub(left.width() + right.width());
    let bold = Style::new().add_modifier(Modifier::BOLD);
    vec![
        Line::from(tr!("lesson-board-other-row", name = OTHER)),
        Line::from(labels(&north)),
        Line::styled(seeds(&north), bold),
        Line::from(format!("{left}{}{right}", " ".repeat(gap.max(2)))),
        Line::styled(seeds(&south), bold),
        Line::from(labels(&south)),
        Line::from(tr!("lesson-board-own-row", name = LEARNER)),
    ]
}

/// `area` no wider than [`TEXT_WIDTH`].
fn narrow(area: Rect) -> Rect {
    Rect {
        width: area.width.min(TEXT_WIDTH),
        ..area
    }
}
