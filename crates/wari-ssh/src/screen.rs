//! One session's screen: a ratatui terminal drawing into a byte buffer
//! instead of a real terminal. After each draw the buffer's bytes go down
//! the SSH channel; the viewport is fixed to the client's window and
//! resized when the client says its window changed.

use crossterm::{cursor, terminal};
use ratatui::backend::Backend;
use ratatui::layout::{Rect, Size};
use ratatui::{Frame, Terminal, TerminalOptions, Viewport};

use crate::escapes::Escapes;

/// Asks the client's terminal to report button presses and releases, in
/// SGR form, but not every mouse movement (crossterm's capture asks for
/// those too, which over SSH would send a packet per twitch); and to
/// bracket what is pasted, so a paste is never taken for keys.
const MOUSE_ON: &str = "\x1b[?1000h\x1b[?1006h\x1b[?2004h";
/// Gives the mouse and pasting back to the client's terminal.
const MOUSE_OFF: &str = "\x1b[?2004l\x1b[?1006l\x1b[?1000l";

/// A session's terminal, drawn into memory.
pub struct Screen {
    terminal: Terminal<Escapes>,
    size: Size,
}

impl std::fmt::Debug for Screen {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Screen")
            .field("size", &self.size())
            .finish()
    }
}

/// A terminal of `size`, its viewport fixed: it is the client's window,
/// which only the client's word changes. Its cursor is hidden or not
/// (`cursor_hidden`) as the client's is.
fn fixed_terminal(size: Size, cursor_hidden: bool) -> std::io::Result<Terminal<Escapes>> {
    let options = TerminalOptions {
        viewport: Viewport::Fixed(Rect::new(0, 0, size.width, size.height)),
    };
    Terminal::with_options(Escapes::new(size, cursor_hidden), options)
}

impl Screen {
    /// A screen of `size` (already clamped), with the bytes that switch the
    /// client to the alternate screen and hide its cursor waiting to go.
    pub fn new(size: Size) -> std::io::Result<Screen> {
        let terminal = fixed_terminal(size, false)?;
        let mut screen = Screen { terminal, size };
        let backend = screen.terminal.backend_mut();
        crossterm::queue!(backend, terminal::EnterAlternateScreen)?;
        backend.hide_cursor()?;
        crossterm::queue!(
            backend,
            terminal::Clear(terminal::ClearType::All),
            crossterm::style::Print(MOUSE_ON)
        )?;
        Ok(screen)
    }

    /// The size drawn.
    pub fn size(&self) -> Size {
        self.size
    }

    /// Follows the client's new window size: the client's screen is
    /// cleared and a new terminal, with nothing drawn yet, repaints all of
    /// it at the next draw.
    ///
    /// A new terminal rather than ratatui's `Terminal::resize`, so that a
    /// resized screen starts as a new one does: the client's screen
    /// cleared and nothing drawn on it.
    pub fn resize(&mut self, size: Size) -> std::io::Result<()> {
        let mut terminal = fixed_terminal(size, self.terminal.backend().cursor_hidden())?;
        // Bytes not sent yet (the alternate screen, before a first frame)
        // go on in the new terminal. The old terminal shows the cursor as
        // it is dropped; that goes into its own bytes, dropped with it.
        let unsent = self.take_bytes();
        let backend = terminal.backend_mut();
        std::io::Write::write_all(backend, &unsent)?;
        crossterm::queue!(backend, terminal::Clear(terminal::ClearType::All))?;
        self.terminal = terminal;
        self.size = size;
        Ok(())
    }

    /// Draws a frame; only the cells that changed since the last one are
    /// written, and nothing at all when none did.
    pub fn draw(&mut self, render: impl FnOnce(&mut Frame)) -> std::io::Result<()> {
        self.terminal.draw(render)?;
        Ok(())
    }

    /// The bytes to send since the last call, leaving the buffer empty (and
    /// keeping its allocation for the next frame).
    pub fn take_bytes(&mut self) -> Vec<u8> {
        self.terminal.backend_mut().take()
    }

    /// The bytes that give the client its terminal back: cursor shown,
    /// normal screen.
    pub fn goodbye(&mut self, line: &str) -> Vec<u8> {
        let _ = crossterm::queue!(
            self.terminal.backend_mut(),
            crossterm::style::Print(MOUSE_OFF),
            terminal::LeaveAlternateScreen,
            cursor::Show,
            crossterm::style::Print(line),
            crossterm::style::Print("\r\n")
        );
        self.take_bytes()
    }
}

#[cfg(test)]
mod tests {
    use ratatui::widgets::Paragraph;

    use super::*;

    #[test]
    fn a_frame_becomes_bytes_and_an_unchanged_frame_sends_nothing() {
        let mut screen = Screen::new(Size::new(20, 3)).unwrap();
        let hello = |frame: &mut Frame| frame.render_widget(Paragraph::new("hello"), frame.area());
        screen.draw(hello).unwrap();
        let first = screen.take_bytes();
        assert!(String::from_utf8_lossy(&first).contains("hello"));
        assert!(
            first.starts_with(b"\x1b[?1049h"),
            "enters the alternate screen first"
        );
        screen.draw(hello).unwrap();
        let second = screen.take_bytes();
        assert!(second.is_empty(), "{second:?}");
    }

    #[test]
    fn a_resize_redraws_everything_at_the_new_size() {
        let mut screen = Screen::new(Size::new(20, 3)).unwrap();
        let hello = |frame: &mut Frame| frame.render_widget(Paragraph::new("hello"), frame.area());
        screen.draw(hello).unwrap();
        screen.take_bytes();
        screen.resize(Size::new(40, 10)).unwrap();
        screen
            .draw(|frame| {
                assert_eq!(frame.area(), Rect::new(0, 0, 40, 10));
                hello(frame);
            })
            .unwrap();
        let sent = screen.take_bytes();
        assert!(String::from_utf8_lossy(&sent).contains("hello"));
        assert!(
            !String::from_utf8_lossy(&sent).contains("\x1b[?25h"),
            "the cursor stays hidden: {sent:?}"
        );
        assert_eq!(screen.size(), Size::new(40, 10));
    }

    #[test]
    fn a_resize_before_the_first_frame_keeps_the_alternate_screen() {
        let mut screen = Screen::new(Size::new(20, 3)).unwrap();
        screen.resize(Size::new(40, 10)).unwrap();
        screen
            .draw(|frame| frame.render_widget(Paragraph::new("hello"), frame.area()))
            .unwrap();
        let sent = screen.take_bytes();
        assert!(sent.starts_with(b"\x1b[?1049h"), "{sent:?}");
        assert!(String::from_utf8_lossy(&sent).contains("hello"));
    }

    /// A server run by systemd or nohup has no terminal of its own, and a
    /// resize must not need one. Runs the resize test again in a child
    /// with no controlling terminal (`setsid`), no TERM and its output
    /// piped, where asking for the terminal's size fails: crossterm tries
    /// `/dev/tty`, then stdout, then `tput`.
    #[cfg(target_os = "linux")]
    #[test]
    fn a_resize_needs_no_terminal_of_the_servers_own() {
        // The test's name as the harness knows it: its path without the crate.
        let here = module_path!().split_once("::").map_or("", |(_, path)| path);
        let test = format!("{here}::a_resize_redraws_everything_at_the_new_size");
        let output = std::process::Command::new("setsid")
            .arg("--wait")
            .arg(std::env::current_exe().expect("the test binary's path"))
            .args(["--exact", &test, "--test-threads=1"])
            .env_remove("TERM")
            .stdin(std::process::Stdio::null())
            .output()
            .expect("setsid (util-linux) runs the test detached");
        let said = String::from_utf8_lossy(&output.stdout);
        assert!(
            output.status.success() && said.contains("1 passed"),
            "{said}{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
}
