//! A drawn screen as one line of words, for tests that look for a whole
//! sentence however the screen wrapped it.

use ratatui::buffer::Buffer;

/// The screen's words in order, single-spaced, with the lines of a
/// border left out.
pub fn flat(buffer: &Buffer) -> String {
    let text: String = buffer
        .content()
        .iter()
        .map(|cell| match cell.symbol() {
            "│" | "─" | "┌" | "┐" | "└" | "┘" => " ",
            symbol => symbol,
        })
        .collect();
    words(&text)
}

/// `text` with its runs of white space made single spaces.
pub fn words(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}
