//! The game's value over its moves, from South's side, with the mistakes
//! and blunders marked where they happened and the selected move shown.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use ratatui::symbols::Marker;
use ratatui::text::Line;
use ratatui::widgets::{Axis, Block, Chart, Dataset, GraphType};
use wari_words::tr;

use crate::review::Verdict;

use super::ReviewScreen;

/// Draws the chart into `area`.
pub fn draw(screen: &ReviewScreen, frame: &mut Frame, area: Rect) {
    let goal = screen.record().header().mode.goal();
    let values: Vec<(f64, f64)> = screen
        .reviews()
        .iter()
        .enumerate()
        .map(|(index, review)| {
            (
                index as f64 + 1.0,
                f64::from(review.value_for_south(goal)) / 100.0,
            )
        })
        .collect();
    let critical: Vec<(f64, f64)> = screen
        .reviews()
        .iter()
        .zip(&values)
        .filter(|(review, _)| review.verdict >= Some(Verdict::Mistake))
        .map(|(_, &point)| point)
        .collect();
    let selected: Vec<(f64, f64)> = values
        .get(screen.selected().wrapping_sub(1))
        .copied()
        .into_iter()
        .collect();
    let top = values
        .iter()
        .map(|&(_, v)| v.abs().ceil())
        .fold(1.0, f64::max);
    let (_, moves) = screen.progress();
    let datasets = vec![
        Dataset::default()
            .marker(Marker::Braille)
            .graph_type(GraphType::Line)
            .data(&values),
        Dataset::default()
            .marker(Marker::Dot)
            .graph_type(GraphType::Scatter)
            .style(Style::default().fg(Color::Red))
            .data(&critical),
        Dataset::default()
            .marker(Marker::Block)
            .graph_type(GraphType::Scatter)
            .style(Style::default().fg(Color::Yellow))
            .data(&selected),
    ];
    // The middle label only where it has a row of its own: in the two
    // rows of a 60x18 screen it would be drawn over the bottom one.
    let labels = if area.height >= 5 {
        vec![format!("-{top}"), "0".to_owned(), format!("+{top}")]
    } else {
        vec![format!("-{top}"), format!("+{top}")]
    };
    let chart = Chart::new(datasets)
        .block(Block::bordered().title(format!(" {} ", tr!("review-chart"))))
        .x_axis(Axis::default().bounds([1.0, moves.max(2) as f64]))
        .y_axis(
            Axis::default()
                .bounds([-top, top])
                .labels(labels.into_iter().map(Line::from)),
        );
    frame.render_widget(chart, area);
}
