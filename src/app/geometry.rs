//! Where everything sits on the screen, computed from the terminal's size
//! alone: the view draws there and mouse clicks are read back from it.

use ratatui::layout::{Constraint, Layout, Position as Cell, Rect, Size};

use crate::engine::{ByPlayer, Pit};

const MIN_PIT_WIDTH: u16 = 7;
const MAX_PIT_WIDTH: u16 = 20;
const MIN_PIT_HEIGHT: u16 = 4;
const MAX_PIT_HEIGHT: u16 = 12;
/// The narrowest screen whose header and key line still read well.
const MIN_WIDTH: u16 = 60;
/// Rows around the board: header, a gap, turn, two of narration, message,
/// meter, keys.
const ROWS_AROUND_BOARD: u16 = 8;
/// The move list's width, and the screen width from which it is shown.
const MOVE_LIST_WIDTH: u16 = 24;
const MOVE_LIST_FROM: u16 = 100;

/// The screen's regions, top to bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Screen {
    /// Names, scores, variant and mode.
    pub header: Rect,
    /// The board with its labels.
    pub board: Rect,
    /// Whose turn it is.
    pub turn: Rect,
    /// The last move in words.
    pub narration: Rect,
    /// A refusal, a hint, a save.
    pub message: Rect,
    /// Hurry's countdown or Win-Win's balance.
    pub meter: Rect,
    /// The keys.
    pub footer: Rect,
    /// The moves so far, on a wide screen.
    pub moves: Option<Rect>,
}

/// The board's cells: each pit (in RULES.md order) with its label, and the
/// stores at their owners' right hands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// Each pit's box.
    pub pits: Vec<Rect>,
    /// Each pit's label, above North's row and below South's.
    pub labels: Vec<Rect>,
    /// Each store's box: North's on the left, South's on the right.
    pub stores: ByPlayer<Rect>,
}

/// The smallest terminal the board fits with `n` pits a side.
pub fn needed(n: usize) -> Size {
    let width = (n as u16 + 2) * MIN_PIT_WIDTH;
    Size::new(
        width.max(MIN_WIDTH),
        2 + 2 * MIN_PIT_HEIGHT + ROWS_AROUND_BOARD,
    )
}

/// The regions of a screen of `area`, or `None` when it is too small.
pub fn screen(area: Rect, n: usize) -> Option<Screen> {
    let need = needed(n);
    if area.width < need.width || area.height < need.height {
        return None;
    }
    let (main, moves) = if area.width >= MOVE_LIST_FROM {
        let [main, moves] =
            Layout::horizontal([Constraint::Fill(1), Constraint::Length(MOVE_LIST_WIDTH)])
                .areas(area);
        (main, Some(moves))
    } else {
        (area, None)
    };
    // The board and its lines sit together in the middle; spare rows go
    // above and below them, not between.
    let pit_height = (main.height - ROWS_AROUND_BOARD - 2) / 2;
    let board_height = 2 + 2 * pit_height.min(MAX_PIT_HEIGHT);
    let [header, _, board, turn, narration, message, meter, _, footer] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Fill(1),
        Constraint::Length(board_height),
        Constraint::Length(1),
        Constraint::Length(2),
        Constraint::Length(1),
        Constraint::Length(1),
        Constraint::Fill(1),
        Constraint::Length(1),
    ])
    .areas(main);
    let top = header.bottom() + 1;
    let moves = moves.map(|m| Rect::new(m.x, top, m.width, footer.y - top));
    Some(Screen {
        header,
        board,
        turn,
        narration,
        message,
        meter,
        footer,
        moves,
    })
}

/// The board's cells within `area`: pits as large as fit, centred.
pub fn board(area: Rect, n: usize) -> Board {
    let columns = n as u16 + 2;
    let width = (area.width / columns).clamp(MIN_PIT_WIDTH, MAX_PIT_WIDTH);
    let height = (area.height.saturating_sub(2) / 2).clamp(MIN_PIT_HEIGHT, MAX_PIT_HEIGHT);
    let x0 = area.x + area.width.saturating_sub(columns * width) / 2;
    let y0 = area.y + area.height.saturating_sub(2 + 2 * height) / 2;
    let column_x = |column: u16| x0 + column * width;
    let (north_y, south_y) = (y0 + 1, y0 + 1 + height);
    let mut pits = Vec::with_capacity(2 * n);
    let mut labels = Vec::with_capacity(2 * n);
    for index in 0..2 * n {
        let (column, y, label_y) = if index < n {
            (1 + index as u16, south_y, south_y + height)
        } else {
            (n as u16 - (index - n) as u16, north_y, y0)
        };
        pits.push(Rect::new(column_x(column), y, width, height));
        labels.push(Rect::new(column_x(column), label_y, width, 1));
    }
    let stores = ByPlayer::new(
        Rect::new(column_x(columns - 1), north_y, width, 2 * height),
        Rect::new(column_x(0), north_y, width, 2 * height),
    );
    Board {
        pits,
        labels,
        stores,
    }
}

/// The pit drawn at a cell of a screen of `size`, if any.
pub fn pit_at(size: Size, n: usize, column: u16, row: u16) -> Option<Pit> {
    let screen = screen(Rect::from((Cell::ORIGIN, size)), n)?;
    let cell = Cell::new(column, row);
    let board = board(screen.board, n);
    let index = board.pits.iter().position(|rect| rect.contains(cell))?;
    Pit::new(index)
}
