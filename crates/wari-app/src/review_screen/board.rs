//! The board at the selected move, small enough to leave room for the
//! review: North's row on top (read right to left, as the seeds travel),
//! South's below, each pit's letter beside its count, the stores at the
//! end of each row. The pit the move was played from is marked, and the
//! pits it captured.

use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};

use crate::engine::{ByPlayer, MoveReport, Pit, Player, Position};

use crate::setup::Seat;

/// The board's lines: North's letters, North's row, South's row, South's
/// letters.
pub fn lines(
    position: &Position,
    report: Option<&MoveReport>,
    seats: &ByPlayer<Seat>,
) -> Vec<Line<'static>> {
    let n = position.rules().pits_per_side();
    let north: Vec<Pit> = (n..2 * n).rev().filter_map(Pit::new).collect();
    let south: Vec<Pit> = (0..n).filter_map(Pit::new).collect();
    let letters = |pits: &[Pit]| {
        let text: String = pits.iter().map(|p| format!("{:>4}", p.label(n))).collect();
        Line::from(text)
    };
    let row = |pits: &[Pit], player: Player| {
        let mut spans: Vec<Span> = pits
            .iter()
            .map(|&pit| Span::styled(format!("{:>4}", position.seeds(pit)), look(pit, report)))
            .collect();
        let store = position.stores()[player];
        spans.push(Span::raw(format!("   {store:>2} {}", seats[player].name)));
        Line::from(spans)
    };
    vec![
        letters(&north),
        row(&north, Player::North),
        row(&south, Player::South),
        letters(&south),
    ]
}

/// Reversed for the pit the move emptied, underlined for a pit it took.
fn look(pit: Pit, report: Option<&MoveReport>) -> Style {
    let Some(report) = report else {
        return Style::default();
    };
    if report.from() == pit {
        Style::default().add_modifier(Modifier::REVERSED)
    } else if report.capture().pits().any(|(taken, _)| taken == pit) {
        Style::default().add_modifier(Modifier::UNDERLINED)
    } else {
        Style::default()
    }
}
