//! The local terminal: raw mode, the alternate screen and mouse capture on
//! the way in, and all three undone on the way out, whether the game ends
//! by a key, a panic or a signal.

use std::io::stdout;

use crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use crossterm::execute;
use ratatui::DefaultTerminal;

/// The terminal in play; dropping it gives the terminal back as it was.
pub struct Tty {
    /// Where frames are drawn.
    pub terminal: DefaultTerminal,
}

impl Tty {
    /// Takes over the terminal. ratatui's own panic hook restores raw mode
    /// and the screen; ours also turns the mouse off first, which ratatui
    /// leaves to the program.
    pub fn init() -> std::io::Result<Tty> {
        let terminal = ratatui::try_init()?;
        let after = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let _ = execute!(stdout(), DisableMouseCapture);
            after(info);
        }));
        execute!(stdout(), EnableMouseCapture)?;
        Ok(Tty { terminal })
    }
}

impl Drop for Tty {
    fn drop(&mut self) {
        // After SIGHUP the terminal may be gone: nothing useful can be done
        // with an error here.
        let _ = execute!(stdout(), DisableMouseCapture);
        let _ = ratatui::try_restore();
    }
}
