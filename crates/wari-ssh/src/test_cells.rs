//! Cells for the tests of what goes to a client's terminal: colours and
//! a generator that gives the same cells every run.

use ratatui::style::Color;

/// Every colour the 16-colour look and the others use, and then some.
pub(crate) const COLORS: [Color; 21] = [
    Color::Reset,
    Color::Black,
    Color::Red,
    Color::Green,
    Color::Yellow,
    Color::Blue,
    Color::Magenta,
    Color::Cyan,
    Color::Gray,
    Color::DarkGray,
    Color::LightRed,
    Color::LightGreen,
    Color::LightYellow,
    Color::LightBlue,
    Color::LightMagenta,
    Color::LightCyan,
    Color::White,
    Color::Indexed(0),
    Color::Indexed(208),
    Color::Rgb(0, 128, 255),
    Color::Rgb(7, 70, 200),
];

/// SplitMix64: the same cells every run.
pub(crate) fn random(mut state: u64) -> impl FnMut(usize) -> usize {
    move |below| {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % below as u64) as usize
    }
}
