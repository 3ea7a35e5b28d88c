//! Where everything sits on the screen, computed from the terminal's size
//! alone: the view draws there and mouse clicks are read back from it.

use ratatui::layout::{Constraint, Layout, Position as Cell, Rect, Size};

use crate::engine::{ByPlayer, Pit, Player};

/// Five columns hold a three-digit count between the borders and a label
/// such as "A [1]", so twelve pits a side and the stores fit 80 columns.
pub(crate) const MIN_PIT_WIDTH: u16 = 5;
const MAX_PIT_WIDTH: u16 = 20;
const MIN_PIT_HEIGHT: u16 = 4;
/// Tall enough for big digits and rows of seeds on a projector's 60 rows.
const MAX_PIT_HEIGHT: u16 = 16;
/// The rows the largest board takes, its labels included.
pub(crate) const BIGGEST_BOARD_ROWS: u16 = 2 + 2 * MAX_PIT_HEIGHT;
/// The narrowest screen whose header and key line still read well.
const MIN_WIDTH: u16 = 60;
/// Rows around the board: header, a gap, turn, two of narration, message,
/// meter, keys.
const ROWS_AROUND_BOARD: u16 = 8;
/// From this height the narration is a band a class can read from the
/// back of the room: framed, with a blank line above and below the words.
const TALL: u16 = 40;
/// The band's rows beyond the narration's usual two.
const BAND_EXTRA_ROWS: u16 = 3;
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
    /// Whether the narration is the tall screen's framed band.
    pub band: bool,
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
/// stores at their owners' right hands, as seen by the player whose row is
/// at the bottom.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// Each pit's box.
    pub pits: Vec<Rect>,
    /// Each pit's label, above the top row and below the bottom one.
    pub labels: Vec<Rect>,
    /// Each store's box: the bottom player's on the right, the other's on
    /// the left.
    pub stores: ByPlayer<Rect>,
    /// The player whose row is at the bottom.
    pub bottom: Player,
}

/// The smallest terminal the board fits with `n` pits a side.
pub fn needed(n: usize) -> Size {
    let width = (n as u16 + 2) * MIN_PIT_WIDTH;
    Size::new(
        width.max(MIN_WIDTH),
        2 + 2 * MIN_PIT_HEIGHT + ROWS_AROUND_BOARD,
    )
}

/// Whether a screen of `size` shows the board with `n` pits a side.
pub fn fits(size: Size, n: usize) -> bool {
    let need = needed(n);
    size.width >= need.width && size.height >= need.height
}

/// The regions of a screen of `area`, or `None` when it is too small.
pub fn screen(area: Rect, n: usize) -> Option<Screen> {
    if !fits(area.as_size(), n) {
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
    let band = main.height >= TALL;
    let narration_rows = if band { 2 + BAND_EXTRA_ROWS } else { 2 };
    let around = ROWS_AROUND_BOARD + narration_rows - 2;
    let pit_height = (main.height - around - 2) / 2;
    let board_height = 2 + 2 * pit_height.min(MAX_PIT_HEIGHT);
    let [header, _, board, turn, narration, message, meter, _, footer] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Fill(1),
        Constraint::Length(board_height),
        Constraint::Length(1),
        Constraint::Length(narration_rows),
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
        band,
        message,
        meter,
        footer,
        moves,
    })
}

/// The board's cells within `area`, `bottom`'s row nearest the viewer:
/// pits as large as fit, centred. Each row reads left to right from its
/// owner's side, so the top row runs right to left on the screen and the
/// seeds travel counter-clockwise whichever way the board is turned.
pub fn board(area: Rect, n: usize, bottom: Player) -> Board {
    let columns = n as u16 + 2;
    let width = (area.width / columns).clamp(MIN_PIT_WIDTH, MAX_PIT_WIDTH);
    let height = (area.height.saturating_sub(2) / 2).clamp(MIN_PIT_HEIGHT, MAX_PIT_HEIGHT);
    let x0 = area.x + area.width.saturating_sub(columns * width) / 2;
    let y0 = area.y + area.height.saturating_sub(2 + 2 * height) / 2;
    let column_x = |column: u16| x0 + column * width;
    let (top_y, bottom_y) = (y0 + 1, y0 + 1 + height);
    let mut pits = Vec::with_capacity(2 * n);
    let mut labels = Vec::with_capacity(2 * n);
    for pit in (0..2 * n).filter_map(Pit::new) {
        // The owner's own count from their left: A is 0.
        let along = (pit.as_move(n).number() - 1) as u16;
        let (column, y, label_y) = if pit.owner(n) == bottom {
            (1 + along, bottom_y, bottom_y + height)
        } else {
            (n as u16 - along, top_y, y0)
        };
        pits.push(Rect::new(column_x(column), y, width, height));
        labels.push(Rect::new(column_x(column), label_y, width, 1));
    }
    let right = Rect::new(column_x(columns - 1), top_y, width, 2 * height);
    let left = Rect::new(column_x(0), top_y, width, 2 * height);
    let mut stores = ByPlayer::new(left, left);
    stores[bottom] = right;
    Board {
        pits,
        labels,
        stores,
        bottom,
    }
}

/// The pit drawn at a cell of a screen of `size` with `bottom`'s row at
/// the bottom, if any.
pub fn pit_at(size: Size, n: usize, bottom: Player, column: u16, row: u16) -> Option<Pit> {
    let screen = screen(Rect::from((Cell::ORIGIN, size)), n)?;
    let cell = Cell::new(column, row);
    let board = board(screen.board, n, bottom);
    let index = board.pits.iter().position(|rect| rect.contains(cell))?;
    Pit::new(index)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{MAX_PITS_PER_SIDE, MIN_PITS_PER_SIDE};

    const TERMINAL: Rect = Rect::new(0, 0, 80, 24);

    fn board_at_80x24(n: usize, bottom: Player) -> Board {
        let screen = screen(TERMINAL, n).expect("every board fits 80x24");
        board(screen.board, n, bottom)
    }

    #[test]
    fn every_board_the_rules_allow_fits_80x24_without_overlaps() {
        for n in MIN_PITS_PER_SIDE..=MAX_PITS_PER_SIDE {
            let cells = board_at_80x24(n, Player::South);
            let boxes: Vec<Rect> = cells
                .pits
                .iter()
                .chain(&[cells.stores.south(), cells.stores.north()])
                .copied()
                .collect();
            for (i, a) in boxes.iter().enumerate() {
                assert!(
                    TERMINAL.contains(a.as_position()) && a.right() <= 80,
                    "{n} pits: {a:?}"
                );
                for b in &boxes[i + 1..] {
                    assert!(!a.intersects(*b), "{n} pits: {a:?} overlaps {b:?}");
                }
            }
        }
    }

    /// Turned round, each pit sits where the other player's pit of the
    /// same number sat, and the stores change places: the same board seen
    /// from the other side.
    #[test]
    fn turned_round_each_pit_takes_the_place_of_its_opposite_number() {
        for n in MIN_PITS_PER_SIDE..=MAX_PITS_PER_SIDE {
            let south = board_at_80x24(n, Player::South);
            let north = board_at_80x24(n, Player::North);
            for index in 0..2 * n {
                assert_eq!(
                    north.pits[index],
                    south.pits[(index + n) % (2 * n)],
                    "{n} pits"
                );
            }
            assert_eq!(north.stores.north(), south.stores.south());
            assert_eq!(north.stores.south(), south.stores.north());
        }
    }

    #[test]
    fn a_click_on_the_bottom_left_pit_of_a_turned_board_is_norths_a() {
        let cells = board_at_80x24(6, Player::North);
        let a = Pit::new(6).expect("North's a");
        let rect = cells.pits[a.index()];
        let bottom_left = cells
            .pits
            .iter()
            .map(|r| (r.x, std::cmp::Reverse(r.y)))
            .min();
        assert_eq!(bottom_left, Some((rect.x, std::cmp::Reverse(rect.y))));
        let size = TERMINAL.as_size();
        let (column, row) = (rect.x + 2, rect.y + 2);
        assert_eq!(pit_at(size, 6, Player::North, column, row), Some(a));
        assert_eq!(
            pit_at(size, 6, Player::South, column, row),
            Pit::new(0),
            "on the usual board South's A is there"
        );
    }
}
