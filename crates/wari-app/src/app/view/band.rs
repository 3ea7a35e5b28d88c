//! The narration on a tall screen: a framed band, the words bold and
//! centred with a blank line above and below, so a class can follow the
//! game from the back of the room. A terminal cannot make letters larger;
//! the frame, the space and the centre are what make them stand out.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, Paragraph, Wrap};

use super::super::App;
use super::{Theme, panels};

/// Draws the narration as a band filling `area`.
pub fn draw(app: &App, theme: &Theme, frame: &mut Frame, area: Rect) {
    let block = Block::bordered().border_set(theme.border());
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let words = panels::narration_text(app);
    // One line sits in the middle row; a longer text starts higher (word
    // wrapping may add a line to this estimate, never take one away).
    let lines = (words.chars().count() as u16).div_ceil(inner.width.max(1));
    let text = Paragraph::new(words)
        .style(theme.bold())
        .centered()
        .wrap(Wrap { trim: true });
    let spare = inner.height.saturating_sub(lines) / 2;
    let words = Rect {
        y: inner.y + spare,
        height: inner.height - spare,
        ..inner
    };
    frame.render_widget(text, words);
}
