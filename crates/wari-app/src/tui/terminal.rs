//! The local terminal: raw mode, the alternate screen, mouse capture and
//! bracketed paste on the way in, and all four undone on the way out,
//! whether the game ends by a key, a panic or a signal, and for the while
//! it is suspended.

use std::io::stdout;

use crossterm::event::{
    DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
};
use crossterm::execute;
use crossterm::terminal::EnterAlternateScreen;
use ratatui::{DefaultTerminal, Frame};

use crate::look::Look;
use ratatui::widgets::Clear;

/// The terminal in play; dropping it gives the terminal back as it was.
pub struct Tty {
    /// Where frames are drawn.
    pub terminal: DefaultTerminal,
    /// What the terminal can show, which every frame is made to fit.
    look: Look,
}

impl Tty {
    /// Takes over the terminal. ratatui's own panic hook restores raw mode
    /// and the screen; ours also turns the mouse off first, which ratatui
    /// leaves to the program.
    pub fn init(look: Look) -> std::io::Result<Tty> {
        let terminal = ratatui::try_init()?;
        let after = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let _ = execute!(stdout(), DisableMouseCapture, DisableBracketedPaste);
            after(info);
        }));
        execute!(stdout(), EnableMouseCapture, EnableBracketedPaste)?;
        Ok(Tty { terminal, look })
    }

    /// Draws a frame with `view`, made to fit the look.
    pub fn draw(&mut self, view: impl FnOnce(&mut Frame)) -> std::io::Result<()> {
        let look = self.look;
        self.terminal.draw(|frame| {
            view(frame);
            look.fit(frame.buffer_mut());
        })?;
        Ok(())
    }

    /// Gives the terminal back to the shell for a while (Ctrl-Z), as
    /// dropping does, but keeps what is needed to take it again.
    pub fn suspend(&mut self) {
        let _ = execute!(stdout(), DisableMouseCapture, DisableBracketedPaste);
        let _ = ratatui::try_restore();
    }

    /// Takes the terminal again after [`Tty::suspend`] or a stop from
    /// outside (`fg` sends SIGCONT either way), and blanks the screen so
    /// the next draw paints all of it. Harmless when the terminal was never
    /// given up.
    pub fn resume(&mut self) -> std::io::Result<()> {
        crossterm::terminal::enable_raw_mode()?;
        execute!(
            stdout(),
            EnterAlternateScreen,
            EnableMouseCapture,
            EnableBracketedPaste
        )?;
        // Not `Terminal::clear`: it asks the terminal where the cursor is,
        // and the input thread, already reading, takes the answer.
        self.terminal
            .draw(|frame| frame.render_widget(Clear, frame.area()))?;
        Ok(())
    }
}

impl Drop for Tty {
    fn drop(&mut self) {
        // After SIGHUP the terminal may be gone: nothing useful can be done
        // with an error here.
        let _ = execute!(stdout(), DisableMouseCapture, DisableBracketedPaste);
        let _ = ratatui::try_restore();
    }
}
