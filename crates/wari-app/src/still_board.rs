//! A position standing still, as the lessons, the puzzles and the review
//! show it: in the game's boxes with big digits where the screen has room
//! for them (a projector's 200x60, read from the back of the room), and
//! in a few lines of text otherwise.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::widgets::Paragraph;

use crate::app::{Picture, Theme, draw_picture, is_big_board};
use crate::engine::{ByPlayer, MoveReport, Player, Position};
use crate::look::Look;

/// Whether a board of `n` pits a side has its digits big in `area`.
pub fn is_big(area: Rect, n: usize) -> bool {
    is_big_board(area, n)
}

/// The rows the board takes out of `room`: the boxed board's, up to the
/// game's largest, when its digits are big there; else `text_rows`.
pub fn rows(room: Rect, n: usize, text_rows: u16) -> u16 {
    if is_big_board(room, n) {
        room.height.min(crate::app::BIGGEST_BOARD_ROWS)
    } else {
        text_rows
    }
}

/// What a still board shows: the position, the names by seat, the move
/// that led to it, and the same board in lines for a small screen.
pub struct Still<'a> {
    /// The position shown.
    pub position: &'a Position,
    /// The players' names, by seat.
    pub names: ByPlayer<&'a str>,
    /// The move just played, marked on the big board.
    pub report: Option<&'a MoveReport>,
    /// The board in lines of text, where the big one does not fit.
    pub text: Paragraph<'static>,
}

/// Draws `still` into `area`, South's row at the bottom: boxed, with big
/// digits, when they fit, else its text.
pub fn draw(still: Still, frame: &mut Frame, area: Rect) {
    let n = still.position.rules().pits_per_side();
    if is_big_board(area, n) {
        let theme = Theme::new(Look::default());
        let picture = Picture::still(still.position, still.names, still.report, &theme);
        draw_picture(&picture, &theme, Player::South, frame, area);
    } else {
        frame.render_widget(still.text, area);
    }
}
