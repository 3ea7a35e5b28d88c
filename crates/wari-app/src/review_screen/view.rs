//! Drawing the review screen into any backend: the title and progress,
//! the board and the words about the selected move, the move list with
//! its marks, the summary, the chart and the keys.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Gauge, Paragraph, Wrap};

use crate::engine::Player;
use crate::pool::Turn;
use crate::record::MoveNumber;
use crate::review::{MoveReview, Verdict, summarise};
use crate::still_board::{self, Still};
use crate::text::count;

use super::{ReviewScreen, board, chart, keys};

/// Draws `screen` into the whole frame.
pub fn view(screen: &ReviewScreen, frame: &mut Frame) {
    let [top, main, plot, bottom] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(12),
        Constraint::Percentage(30),
        Constraint::Length(1),
    ])
    .areas(frame.area());
    title(screen, frame, top);
    let [left, right] =
        Layout::horizontal([Constraint::Min(40), Constraint::Length(26)]).areas(main);
    details(screen, frame, left);
    move_list(screen, frame, right);
    chart::draw(screen, frame, plot);
    let keys = crate::screen_keys::fitted_line(keys::KEYS, usize::from(bottom.width));
    frame.render_widget(Line::from(keys), bottom);
}

/// "Ama (South) and Kofi (North), Sorry Wari" and the review's progress,
/// or its place in the queue while it waits.
fn title(screen: &ReviewScreen, frame: &mut Frame, area: Rect) {
    let header = screen.record().header();
    let name = |player: Player| format!("{} ({player})", header.seats[player].name);
    let text = format!(
        "Review: {} and {}, {}",
        name(Player::South),
        name(Player::North),
        header.mode.title()
    );
    let (done, moves) = screen.progress();
    if done == moves {
        frame.render_widget(Line::from(text), area);
        return;
    }
    let label = match screen.turn() {
        Turn::Waiting { ahead: 0 } => "waiting: next".to_owned(),
        Turn::Waiting { ahead } => format!("waiting: {} ahead", count(ahead, "review")),
        Turn::Started => format!("reviewing {done}/{moves}"),
    };
    let width = u16::try_from(label.len() + 2).unwrap_or(u16::MAX).max(24);
    let [words, bar] =
        Layout::horizontal([Constraint::Min(20), Constraint::Length(width)]).areas(area);
    frame.render_widget(Line::from(text), words);
    let ratio = done as f64 / moves.max(1) as f64;
    let gauge = Gauge::default().ratio(ratio).label(label);
    frame.render_widget(gauge, bar);
}

/// The board, what the move did, the verdict and why, and the summary.
fn details(screen: &ReviewScreen, frame: &mut Frame, area: Rect) {
    // The words keep six lines on any screen, so the summary stays beside
    // them; a projector's room goes to a board in big digits.
    let position = screen.position();
    let room = Rect {
        height: area.height.saturating_sub(8),
        ..area
    };
    let n = position.rules().pits_per_side();
    let [board_area, words, summary, _] = Layout::vertical([
        Constraint::Length(still_board::rows(room, n, 5)),
        Constraint::Length(6),
        Constraint::Length(2),
        Constraint::Min(0),
    ])
    .areas(area);
    let report = screen.selected_ply().map(|ply| &ply.report);
    let seats = screen.seats();
    let still = Still {
        position: &position,
        names: seats.as_ref().map(|seat| seat.name.as_str()),
        report,
        text: Paragraph::new(board::lines(&position, report, seats)),
    };
    still_board::draw(still, frame, board_area);
    let said = screen.narration().unwrap_or_else(|| screen.at_the_start());
    let mut text = vec![Line::from(said)];
    text.extend(judgement(screen).map(Line::from));
    frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), words);
    frame.render_widget(Paragraph::new(summary_lines(screen)), summary);
}

/// The selected move's verdict in words, once reviewed.
fn judgement(screen: &ReviewScreen) -> Option<String> {
    let ply = screen.selected.checked_sub(1)?;
    let Some(review) = screen.selected_review() else {
        return Some("Not reviewed yet.".to_owned());
    };
    let letter = |m| letter(screen, review, m);
    let played = letter(review.played);
    Some(match (review.verdict, &review.explanation) {
        (Some(verdict), why) => format!(
            "{} {played}{}: {verdict}, {} lost. {}",
            number(ply + 1),
            verdict.mark(),
            count(review.loss_seeds(), "seed"),
            why.as_deref().unwrap_or("")
        ),
        (None, _) if review.forced => format!("{played} was the only move."),
        (None, _) if review.played == review.best => format!("{played} was the best move."),
        (None, _) => format!(
            "{played} kept the value to within a seed of {}.",
            letter(review.best)
        ),
    })
}

/// Each player's summary, once every move is reviewed.
fn summary_lines(screen: &ReviewScreen) -> Vec<Line<'static>> {
    let (done, moves) = screen.progress();
    if done < moves {
        return vec![Line::from("The summary comes when every move is reviewed.")];
    }
    let summaries = summarise(screen.reviews());
    [Player::South, Player::North]
        .into_iter()
        .map(|player| {
            let summary = summaries[player];
            let name = &screen.seats()[player].name;
            let Some(kept) = summary.kept_percent() else {
                return Line::from(format!("{name}: no moves"));
            };
            // Short words, so that both fit an 80-column screen's half.
            let mut text = format!("{name}: {kept}% fine");
            if let Some((ply, loss, verdict)) = summary.worst {
                let played = played_letter(screen, ply);
                let seeds = f64::from(loss) / 100.0;
                text += &format!(
                    ", worst {} {played}{} -{seeds}",
                    number(ply),
                    verdict.mark()
                );
            }
            if let Some(ply) = summary.best_find {
                text += &format!(", best find {} {}", number(ply), played_letter(screen, ply));
            }
            Line::from(text)
        })
        .collect()
}

/// The moves, two plies a line, each with its mark; the selected one
/// highlighted and kept in view.
fn move_list(screen: &ReviewScreen, frame: &mut Frame, area: Rect) {
    let plies = screen.progress().1;
    let mut lines: Vec<Line> = Vec::new();
    for first in (1..=plies).step_by(2) {
        let mut spans = vec![Span::raw(format!("{:>3}. ", first.div_ceil(2)))];
        for ply in first..=(first + 1).min(plies) {
            let mark = screen
                .reviews()
                .get(ply - 1)
                .and_then(|r| r.verdict)
                .map_or("", Verdict::mark);
            let text = format!("{}{mark:<2} ", played_letter(screen, ply));
            let style = if ply == screen.selected() {
                Style::default().add_modifier(Modifier::REVERSED)
            } else {
                Style::default()
            };
            spans.push(Span::styled(text, style));
        }
        lines.push(Line::from(spans));
    }
    let inner_height = area.height.saturating_sub(2) as usize;
    let row = screen.selected().saturating_sub(1) / 2;
    let scroll = row.saturating_sub(inner_height.saturating_sub(1));
    let list = Paragraph::new(lines)
        .block(Block::bordered().title(" Moves "))
        .scroll((scroll as u16, 0));
    frame.render_widget(list, area);
}

/// "3." for ply 5: the move's number as the record writes it.
fn number(ply: usize) -> MoveNumber {
    MoveNumber::of_index(ply.saturating_sub(1))
}

/// The letter of the move played at `ply` (from 1).
fn played_letter(screen: &ReviewScreen, ply: usize) -> char {
    screen.letters.get(ply - 1).copied().unwrap_or('?')
}

/// The letter of `m` for the player who made `review`'s move.
fn letter(screen: &ReviewScreen, review: &MoveReview, m: crate::engine::Move) -> char {
    let n = screen.record().start().rules().pits_per_side();
    m.pit(review.mover, n).label(n)
}
