//! Drawing the review screen into any backend: the title and progress,
//! the board and the words about the selected move, the move list with
//! its marks, the summary, the chart and the keys.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, LineGauge, Paragraph, Wrap};
use unicode_width::UnicodeWidthStr;
use wari_words::tr;

use crate::app::mode_title;
use crate::engine::Player;
use crate::pool::Turn;
use crate::record::MoveNumber;
use crate::review::{MoveReview, Verdict, summarise};
use crate::still_board::{self, Still};

use super::{ReviewScreen, board, chart, keys};

/// Draws `screen` into the whole frame.
pub fn view(screen: &ReviewScreen, frame: &mut Frame) {
    let title = Title::of(screen);
    let [top, main, plot, bottom] = Layout::vertical([
        Constraint::Length(title.rows(frame.area().width)),
        Constraint::Min(12),
        Constraint::Percentage(30),
        Constraint::Length(1),
    ])
    .areas(frame.area());
    title.draw(frame, top);
    // A column between the words and the move list's box, which they
    // would otherwise run into.
    let [left, right] = Layout::horizontal([Constraint::Min(40), Constraint::Length(26)])
        .spacing(1)
        .areas(main);
    details(screen, frame, left);
    move_list(screen, frame, right);
    chart::draw(screen, frame, plot);
    let keys = crate::screen_keys::fitted_line(keys::KEYS, usize::from(bottom.width));
    frame.render_widget(Line::from(keys), bottom);
}

/// The first line: "Review: Ama (South) and Kofi (North), Sorry Wari", and
/// the review's progress, or its place in the queue while it waits.
struct Title {
    text: String,
    /// The progress bar's words and how full it is, until every move is
    /// reviewed.
    progress: Option<(String, f64)>,
}

impl Title {
    /// `screen`'s first line, in the reader's language.
    fn of(screen: &ReviewScreen) -> Title {
        let header = screen.record().header();
        let text = tr!(
            "review-title",
            south = header.seats[Player::South].name.as_str(),
            north = header.seats[Player::North].name.as_str(),
            mode = mode_title(header.mode)
        );
        let (done, moves) = screen.progress();
        let label = (done < moves).then(|| match screen.turn() {
            Turn::Waiting { ahead: 0 } => tr!("review-waiting-next"),
            Turn::Waiting { ahead } => tr!("review-waiting", ahead = ahead),
            Turn::Started => tr!("review-progress", done = done, moves = moves),
        });
        let ratio = done as f64 / moves.max(1) as f64;
        Title {
            text,
            progress: label.map(|label| (label, ratio)),
        }
    }

    /// The progress's width at least: its words, a space and a bar of 4;
    /// beside a short title the bar takes the rest, and on a row of its
    /// own it is 20 long.
    fn bar_width(label: &str, bar: usize) -> u16 {
        u16::try_from(label.width() + 1 + bar).unwrap_or(u16::MAX)
    }

    /// One row when the words and the bar fit side by side in `width`
    /// columns, else two: the words are never cut for the bar.
    fn rows(&self, width: u16) -> u16 {
        match &self.progress {
            Some((label, _))
                if self.text.width() + 1 + usize::from(Title::bar_width(label, 4))
                    > usize::from(width) =>
            {
                2
            }
            _ => 1,
        }
    }

    /// Draws the title into `area`, [`Title::rows`] high.
    fn draw(self, frame: &mut Frame, area: Rect) {
        let Some((label, ratio)) = self.progress else {
            frame.render_widget(Line::from(self.text), area);
            return;
        };
        let [words, bar] = if area.height > 1 {
            let [words, below] = Layout::vertical([Constraint::Length(1); 2]).areas(area);
            let width = Title::bar_width(&label, 20);
            let [_, bar] =
                Layout::horizontal([Constraint::Fill(1), Constraint::Length(width)]).areas(below);
            [words, bar]
        } else {
            let title = u16::try_from(self.text.width() + 1).unwrap_or(u16::MAX);
            Layout::horizontal([Constraint::Length(title), Constraint::Fill(1)]).areas(area)
        };
        frame.render_widget(Line::from(self.text), words);
        // The words beside the bar, not over it, where a terminal without
        // colour would run them into its blocks; the bar's empty part
        // shows too.
        let gauge = LineGauge::default()
            .ratio(ratio)
            .label(label)
            .filled_symbol("█")
            .unfilled_symbol("░");
        frame.render_widget(gauge, bar);
    }
}

/// The board, what the move did, the verdict and why, and the summary.
fn details(screen: &ReviewScreen, frame: &mut Frame, area: Rect) {
    let said = screen.narration().unwrap_or_else(|| screen.at_the_start());
    let text: Vec<String> = [said].into_iter().chain(judgement(screen)).collect();
    // The words keep six lines on any screen and the summary two, more
    // where a language's words wrap onto more, so the summary stays
    // beside them; a projector's room goes to a board in big digits.
    // Where the board's four lines would not fit beside them, the
    // summary leaves out the best finds.
    let words_rows = wrapped_rows(&text, area.width).max(6);
    let mut summary = summary_lines(screen, Finds::Told);
    if words_rows + wrapped_rows(&summary, area.width).max(2) + 4 > area.height {
        summary = summary_lines(screen, Finds::Left);
    }
    let summary_rows = wrapped_rows(&summary, area.width).max(2);
    let position = screen.position();
    let room = Rect {
        height: area
            .height
            .saturating_sub(words_rows.saturating_add(summary_rows)),
        ..area
    };
    // The board's four lines of text and a gap, unless the words need
    // the gap's row.
    let gap = u16::from(room.height > 4);
    let n = position.rules().pits_per_side();
    let [board_area, words, summary_area, _] = Layout::vertical([
        Constraint::Length(still_board::rows(room, n, 4 + gap)),
        Constraint::Length(words_rows),
        Constraint::Length(summary_rows),
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
    for (lines, area) in [(text, words), (summary, summary_area)] {
        let lines: Vec<Line> = lines.into_iter().map(Line::from).collect();
        frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: true }), area);
    }
}

/// The rows `lines` take wrapped into `width` columns.
fn wrapped_rows(lines: &[String], width: u16) -> u16 {
    let rows: usize = lines
        .iter()
        .map(|line| crate::text::wrapped_rows(line, usize::from(width)))
        .sum();
    u16::try_from(rows).unwrap_or(u16::MAX)
}

/// The selected move's verdict in words, once reviewed.
pub(super) fn judgement(screen: &ReviewScreen) -> Option<String> {
    let ply = screen.selected.checked_sub(1)?;
    let Some(review) = screen.selected_review() else {
        return Some(tr!("review-not-yet"));
    };
    let letter = |m| letter(screen, review, m).to_string();
    let played = letter(review.played);
    Some(match review.verdict {
        Some(verdict) => tr!(
            "review-marked",
            number = number(ply + 1).to_string(),
            played = played,
            mark = verdict.mark(),
            verdict = verdict.word(),
            seeds = tr!("seeds", count = review.loss_seeds()),
            why = review.explanation_words().unwrap_or_default()
        ),
        None if review.forced => tr!("review-only-move", played = played),
        None if review.played == review.best => tr!("review-best-move", played = played),
        None => tr!(
            "review-kept-value",
            played = played,
            best = letter(review.best)
        ),
    })
}

/// Whether a summary tells each player's best find, or leaves it out
/// for room.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Finds {
    /// Told.
    Told,
    /// Left out.
    Left,
}

/// Each player's summary, once every move is reviewed.
pub(super) fn summary_lines(screen: &ReviewScreen, finds: Finds) -> Vec<String> {
    let (done, moves) = screen.progress();
    if done < moves {
        return vec![tr!("review-summary-later")];
    }
    let summaries = summarise(screen.reviews());
    [Player::South, Player::North]
        .into_iter()
        .map(|player| {
            let summary = summaries[player];
            let name = &screen.seats()[player].name;
            let name = name.as_str();
            let Some(kept) = summary.kept_percent() else {
                return tr!("review-summary-no-moves", name = name);
            };
            // The share kept, then the worst move and the best find,
            // each a sentence a child reads, wrapped where it is long.
            let mut parts = vec![tr!("review-summary-kept", name = name, percent = kept)];
            if let Some((ply, loss, _)) = summary.worst {
                parts.push(tr!(
                    "review-summary-worst",
                    number = number(ply).pair(),
                    played = played_letter(screen, ply).to_string(),
                    seeds = tr!("seeds", count = f64::from(loss) / 100.0)
                ));
            }
            if let Some(ply) = summary.best_find.filter(|_| finds == Finds::Told) {
                parts.push(tr!(
                    "review-summary-find",
                    number = number(ply).pair(),
                    played = played_letter(screen, ply).to_string()
                ));
            }
            parts.join(" ")
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
        .block(Block::bordered().title(format!(" {} ", tr!("review-moves"))))
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
