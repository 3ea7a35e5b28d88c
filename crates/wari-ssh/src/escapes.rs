//! A ratatui backend that writes a frame's escape codes straight into the
//! bytes a session sends, as crossterm's backend would write them to a
//! terminal: the same codes, without crossterm's formatting machinery, a
//! lock a write, or a question to the server's own terminal.
//!
//! A frame of a classroom's lobby or table is drawn for every student at
//! once when a round opens; writing its codes was a good part of the
//! server's time a frame.

use std::io;

use ratatui::backend::{Backend, ClearType, WindowSize};
use ratatui::buffer::Cell;
use ratatui::layout::{Position, Size};
use ratatui::style::{Color, Modifier};

/// The bytes of the frames drawn and not yet taken, for a terminal of a
/// known size.
#[derive(Debug)]
pub(crate) struct Escapes {
    bytes: Vec<u8>,
    size: Size,
    /// Whether the client's cursor is hidden, as far as the bytes sent
    /// have said: ratatui hides it after every frame, and a code that
    /// changes nothing would be the only byte of a frame that changed
    /// nothing.
    cursor_hidden: bool,
}

impl Escapes {
    /// Nothing written yet, for a terminal of `size` whose cursor is
    /// hidden or not (`cursor_hidden`).
    pub(crate) fn new(size: Size, cursor_hidden: bool) -> Escapes {
        Escapes {
            bytes: Vec::new(),
            size,
            cursor_hidden,
        }
    }

    /// Whether the client's cursor is hidden.
    pub(crate) fn cursor_hidden(&self) -> bool {
        self.cursor_hidden
    }

    /// The bytes written since the last call, leaving room for as many
    /// again.
    pub(crate) fn take(&mut self) -> Vec<u8> {
        let room = Vec::with_capacity(self.bytes.len());
        std::mem::replace(&mut self.bytes, room)
    }

    /// Moves the cursor to `x`, `y` (from 0), as CSI row;column H.
    fn move_to(&mut self, x: u16, y: u16) {
        self.csi();
        self.number(u32::from(y) + 1);
        self.bytes.push(b';');
        self.number(u32::from(x) + 1);
        self.bytes.push(b'H');
    }

    /// The start of a control sequence.
    fn csi(&mut self) {
        self.bytes.extend_from_slice(b"\x1b[");
    }

    /// `n` in decimal.
    fn number(&mut self, n: u32) {
        let mut digits = [0; 10];
        let mut at = digits.len();
        let mut n = n;
        loop {
            at -= 1;
            digits[at] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        self.bytes.extend_from_slice(&digits[at..]);
    }

    /// One graphic rendition: CSI `sgr` m.
    fn sgr(&mut self, sgr: u32) {
        self.csi();
        self.number(sgr);
        self.bytes.push(b'm');
    }

    /// A colour's parameters after its layer's `base` (30 for the text,
    /// 40 for the background, 50 for the underline): the default (39, 49,
    /// 59), one of 256 (38;5;n) or a true colour (38;2;r;g;b). The 16
    /// named colours go as their numbers among the 256, as crossterm sends
    /// them.
    fn color(&mut self, base: u32, color: Color) {
        let indexed = match color {
            Color::Reset => return self.number(base + 9),
            Color::Rgb(r, g, b) => {
                self.number(base + 8);
                self.bytes.extend_from_slice(b";2;");
                self.number(u32::from(r));
                self.bytes.push(b';');
                self.number(u32::from(g));
                self.bytes.push(b';');
                return self.number(u32::from(b));
            }
            Color::Indexed(i) => i,
            Color::Black => 0,
            Color::Red => 1,
            Color::Green => 2,
            Color::Yellow => 3,
            Color::Blue => 4,
            Color::Magenta => 5,
            Color::Cyan => 6,
            Color::Gray => 7,
            Color::DarkGray => 8,
            Color::LightRed => 9,
            Color::LightGreen => 10,
            Color::LightYellow => 11,
            Color::LightBlue => 12,
            Color::LightMagenta => 13,
            Color::LightCyan => 14,
            Color::White => 15,
        };
        self.number(base + 8);
        self.bytes.extend_from_slice(b";5;");
        self.number(u32::from(indexed));
    }

    /// The renditions that take the text from modifiers `from` to `to`,
    /// in crossterm's order: what goes off first, bold and dim put back
    /// after the one code that turns both off.
    fn modifiers(&mut self, from: Modifier, to: Modifier) {
        let removed = from - to;
        if removed.contains(Modifier::REVERSED) {
            self.sgr(27);
        }
        let normal_intensity = removed.intersects(Modifier::BOLD | Modifier::DIM);
        if normal_intensity {
            self.sgr(22);
            if to.contains(Modifier::DIM) {
                self.sgr(2);
            }
            if to.contains(Modifier::BOLD) {
                self.sgr(1);
            }
        }
        for (modifier, off) in [
            (Modifier::ITALIC, 23),
            (Modifier::UNDERLINED, 24),
            (Modifier::CROSSED_OUT, 29),
            (Modifier::HIDDEN, 28),
        ] {
            if removed.contains(modifier) {
                self.sgr(off);
            }
        }
        if removed.intersects(Modifier::SLOW_BLINK | Modifier::RAPID_BLINK) {
            self.sgr(25);
        }
        let added = to - from;
        for (modifier, on) in [
            (Modifier::REVERSED, 7),
            (Modifier::BOLD, 1),
            (Modifier::ITALIC, 3),
            (Modifier::UNDERLINED, 4),
            (Modifier::DIM, 2),
            (Modifier::CROSSED_OUT, 9),
            (Modifier::HIDDEN, 8),
            (Modifier::SLOW_BLINK, 5),
            (Modifier::RAPID_BLINK, 6),
        ] {
            let put_back =
                normal_intensity && (modifier == Modifier::BOLD || modifier == Modifier::DIM);
            if added.contains(modifier) && !put_back {
                self.sgr(on);
            }
        }
    }
}

impl io::Write for Escapes {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.bytes.extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Backend for Escapes {
    type Error = io::Error;

    /// Writes the cells that changed: a move where a cell does not follow
    /// the last, the modifiers and colours where they change, the cell's
    /// text; then every rendition back to the default. When no cell
    /// changed, nothing.
    fn draw<'a, I>(&mut self, content: I) -> io::Result<()>
    where
        I: Iterator<Item = (u16, u16, &'a Cell)>,
    {
        let mut content = content.peekable();
        if content.peek().is_none() {
            return Ok(());
        }
        let mut fg = Color::Reset;
        let mut bg = Color::Reset;
        let mut underline = Color::Reset;
        let mut modifier = Modifier::empty();
        let mut last: Option<Position> = None;
        for (x, y, cell) in content {
            if !matches!(last, Some(p) if x == p.x + 1 && y == p.y) {
                self.move_to(x, y);
            }
            last = Some(Position { x, y });
            if cell.modifier != modifier {
                self.modifiers(modifier, cell.modifier);
                modifier = cell.modifier;
            }
            if cell.fg != fg || cell.bg != bg {
                self.csi();
                self.color(30, cell.fg);
                self.bytes.push(b';');
                self.color(40, cell.bg);
                self.bytes.push(b'm');
                fg = cell.fg;
                bg = cell.bg;
            }
            if cell.underline_color != underline {
                self.csi();
                self.color(50, cell.underline_color);
                self.bytes.push(b'm');
                underline = cell.underline_color;
            }
            self.bytes.extend_from_slice(cell.symbol().as_bytes());
        }
        self.bytes
            .extend_from_slice(b"\x1b[39m\x1b[49m\x1b[59m\x1b[0m");
        Ok(())
    }

    /// Hides the cursor, unless it is hidden already.
    fn hide_cursor(&mut self) -> io::Result<()> {
        if !self.cursor_hidden {
            self.bytes.extend_from_slice(b"\x1b[?25l");
            self.cursor_hidden = true;
        }
        Ok(())
    }

    /// Shows the cursor, unless it shows already.
    fn show_cursor(&mut self) -> io::Result<()> {
        if self.cursor_hidden {
            self.bytes.extend_from_slice(b"\x1b[?25h");
            self.cursor_hidden = false;
        }
        Ok(())
    }

    /// Where the cursor was last put is not asked of a client: only an
    /// inline viewport wants it, and a session's is fixed.
    fn get_cursor_position(&mut self) -> io::Result<Position> {
        Ok(Position::ORIGIN)
    }

    fn set_cursor_position<P: Into<Position>>(&mut self, position: P) -> io::Result<()> {
        let Position { x, y } = position.into();
        self.move_to(x, y);
        Ok(())
    }

    fn clear(&mut self) -> io::Result<()> {
        self.clear_region(ClearType::All)
    }

    fn clear_region(&mut self, clear_type: ClearType) -> io::Result<()> {
        let code: &[u8] = match clear_type {
            ClearType::All => b"\x1b[2J",
            ClearType::AfterCursor => b"\x1b[J",
            ClearType::BeforeCursor => b"\x1b[1J",
            ClearType::CurrentLine => b"\x1b[2K",
            ClearType::UntilNewLine => b"\x1b[K",
        };
        self.bytes.extend_from_slice(code);
        Ok(())
    }

    /// The client's window, as it last said.
    fn size(&self) -> io::Result<Size> {
        Ok(self.size)
    }

    fn window_size(&mut self) -> io::Result<WindowSize> {
        Ok(WindowSize {
            columns_rows: self.size,
            pixels: Size::ZERO,
        })
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::cell::RefCell;
    use std::io::Write;
    use std::rc::Rc;

    use ratatui::backend::CrosstermBackend;
    use ratatui::buffer::Buffer;
    use ratatui::layout::Rect;

    use super::*;

    /// What crossterm's backend writes, kept where the test can read it.
    #[derive(Clone, Default)]
    struct Written(Rc<RefCell<Vec<u8>>>);

    impl Write for Written {
        fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
            self.0.borrow_mut().extend_from_slice(bytes);
            Ok(bytes.len())
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    /// Every colour the 16-colour look and the others use, and then some.
    const COLORS: [Color; 21] = [
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
    fn random(mut state: u64) -> impl FnMut(usize) -> usize {
        move |below| {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            ((z ^ (z >> 31)) % below as u64) as usize
        }
    }

    /// Cells of every kind at every place: colours, modifiers, wide and
    /// combined letters, gaps that need a move.
    fn cells(seed: u64) -> Vec<(u16, u16, Cell)> {
        let mut pick = random(seed);
        let symbols = ["a", "─", "│", "●", "é", "e\u{301}", "漢", " ", "🌱"];
        let mut cells = Vec::new();
        for y in 0..6 {
            for x in 0..20 {
                if pick(4) == 0 {
                    continue;
                }
                let mut cell = Cell::new(symbols[pick(symbols.len())]);
                cell.fg = COLORS[pick(COLORS.len())];
                cell.bg = COLORS[pick(COLORS.len())];
                cell.underline_color = COLORS[pick(COLORS.len())];
                cell.modifier = Modifier::from_bits_truncate(pick(1 << 9) as u16);
                cells.push((x, y, cell));
            }
        }
        cells
    }

    /// Draws `cells` on `backend`, then moves, hides and shows the
    /// cursor and clears each way.
    fn script(backend: &mut impl Backend, cells: &[(u16, u16, Cell)]) {
        backend
            .draw(cells.iter().map(|(x, y, c)| (*x, *y, c)))
            .unwrap();
        backend.hide_cursor().unwrap();
        backend.set_cursor_position((3, 4)).unwrap();
        backend.show_cursor().unwrap();
        for clear in [
            ClearType::All,
            ClearType::AfterCursor,
            ClearType::BeforeCursor,
            ClearType::CurrentLine,
            ClearType::UntilNewLine,
        ] {
            backend.clear_region(clear).unwrap();
        }
    }

    fn crossterms(cells: &[(u16, u16, Cell)]) -> Vec<u8> {
        let written = Written::default();
        script(&mut CrosstermBackend::new(written.clone()), cells);
        written.0.take()
    }

    fn ours(cells: &[(u16, u16, Cell)]) -> Vec<u8> {
        let mut backend = Escapes::new(Size::new(20, 6), false);
        script(&mut backend, cells);
        backend.take()
    }

    #[test]
    fn every_cell_is_written_with_the_codes_crossterms_backend_writes() {
        // crossterm leaves colours out when the process's NO_COLOR is set;
        // a test run with it set has nothing to compare against.
        if std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()) {
            return;
        }
        for seed in 0..200 {
            let cells = cells(seed);
            let (expected, written) = (crossterms(&cells), ours(&cells));
            assert_eq!(
                String::from_utf8_lossy(&written),
                String::from_utf8_lossy(&expected),
                "seed {seed}"
            );
        }
    }

    #[test]
    fn a_buffers_diff_is_written_as_crossterms_backend_writes_it() {
        if std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()) {
            return;
        }
        let area = Rect::new(0, 0, 20, 6);
        let fill = |seed| {
            let mut buffer = Buffer::empty(area);
            for (x, y, cell) in cells(seed) {
                buffer[(x, y)] = cell;
            }
            buffer
        };
        let (before, after) = (fill(1), fill(2));
        let diff: Vec<(u16, u16, Cell)> = before
            .diff(&after)
            .into_iter()
            .map(|(x, y, c)| (x, y, c.clone()))
            .collect();
        assert_eq!(ours(&diff), crossterms(&diff));
    }

    #[test]
    fn a_frame_with_no_change_and_a_cursor_hidden_again_write_nothing() {
        let mut backend = Escapes::new(Size::new(2, 1), false);
        backend.hide_cursor().unwrap();
        assert_eq!(backend.take(), b"\x1b[?25l");
        backend.draw(std::iter::empty()).unwrap();
        backend.hide_cursor().unwrap();
        assert!(backend.take().is_empty());
        backend.show_cursor().unwrap();
        backend.show_cursor().unwrap();
        assert_eq!(backend.take(), b"\x1b[?25h");
    }

    #[test]
    fn taking_the_bytes_leaves_none_behind() {
        let mut backend = Escapes::new(Size::new(2, 1), true);
        backend.write_all(b"hello").unwrap();
        assert_eq!(backend.take(), b"hello");
        assert!(backend.take().is_empty());
        assert_eq!(backend.size().unwrap(), Size::new(2, 1));
    }
}
