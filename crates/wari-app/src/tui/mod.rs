//! The edge between the app and the local terminal: it owns the terminal,
//! the clock, the input threads and the file system, and turns them into
//! [`Action`]s. Everything it draws comes from [`view`].

mod events;
mod home;
mod key_screen;
mod learn;
mod progress_file;
mod puzzles;
pub mod review;
mod screen;
use crate::screen::Shown;
mod terminal;

use std::path::Path;
use std::time::{Instant, SystemTime};

use crossterm::event::{Event, KeyCode, KeyEventKind, KeyModifiers};
use signal_hook::consts::{SIGCONT, SIGTSTP};

use crate::app::{Action, App, Effect, keymap, update, view};
use crate::home::{Home, Outcome};
use crate::look::Look;
use crate::record::{Record, Utc};
use crate::review::DEFAULT_DEPTH;
use crate::tablebase::cache;
use crate::thinker::Thinker;
use crate::user_files::{Access, write_safely};

use events::{Input, Inputs};
pub use learn::run_lessons;
pub use progress_file::{Loaded, load_kept, load_progress, save_progress};
pub use puzzles::{load_record, run_puzzles};
use terminal::Tty;

/// How much the computer remembers between its moves: plenty for a
/// second's search.
const TABLE_MB: usize = 16;

/// How a session ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The players quit.
    Quit,
    /// A signal stopped the game; the terminal has been restored.
    Signal(i32),
}

/// Plays `app` in this terminal until the players quit or a signal
/// arrives; `s` saves to `save_to`. The terminal is restored on every way
/// out, including errors.
pub fn run(app: App, save_to: &Path) -> std::io::Result<Ending> {
    Session::start(app.look())?.play(app, save_to)
}

/// The terminal taken over, with its input threads: one for the home
/// screen and every game started from it, since a second reader of the
/// terminal would take keys from the first. Dropping it gives the
/// terminal back.
pub struct Session {
    tty: Tty,
    inputs: Inputs,
}

/// How the home screen was left.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HomeEnding {
    /// The player chose a game (or to continue one), or to quit.
    Chose(Outcome),
    /// A signal stopped the program; the terminal is restored once the
    /// session is dropped.
    Signal(i32),
}

impl Session {
    /// Takes over the terminal, every screen drawn to fit `look`, and
    /// starts reading it.
    pub fn start(look: Look) -> std::io::Result<Session> {
        let tty = Tty::init(look)?;
        let inputs = Inputs::start()?;
        Ok(Session { tty, inputs })
    }

    /// Shows `home` until the player chooses; it only waits for input.
    pub fn home(&mut self, home: &mut Home) -> std::io::Result<HomeEnding> {
        let mut choosing = Shown::new(home::Choosing::new(home));
        let ending = screen::run(&mut self.tty, &self.inputs, &mut choosing, screen::nothing)?;
        Ok(match ending {
            Some(Ending::Signal(signal)) => HomeEnding::Signal(signal),
            Some(Ending::Quit) => HomeEnding::Chose(Outcome::Quit),
            None => HomeEnding::Chose(choosing.screen.chosen()),
        })
    }

    /// The lessons on this session's terminal, progress kept in
    /// `progress_file`; back to the caller when the learner leaves.
    pub fn lessons(
        &mut self,
        tutor: &mut crate::learn::Tutor,
        progress_file: Option<&Path>,
    ) -> std::io::Result<Ending> {
        key_screen::run_on(&mut self.tty, &self.inputs, tutor, progress_file)
    }

    /// The review of `record` on this session's terminal; back to the
    /// caller when the reader leaves.
    pub fn review(&mut self, record: Record) -> std::io::Result<Ending> {
        let ending = review::show(&mut self.tty, &self.inputs, record, DEFAULT_DEPTH)?;
        Ok(ending.unwrap_or(Ending::Quit))
    }

    /// The puzzles on this session's terminal, the record kept in
    /// `record_file`; back to the caller when the solver leaves.
    pub fn puzzles(
        &mut self,
        solver: &mut crate::puzzles::Solver,
        record_file: Option<&Path>,
    ) -> std::io::Result<Ending> {
        key_screen::run_on(&mut self.tty, &self.inputs, solver, record_file)
    }

    /// Plays `app` until the players quit or a signal arrives; `s` saves
    /// to `save_to`.
    ///
    /// The loop sleeps on the input channel and draws after each input; it
    /// wakes by itself only while [`App::next_tick`] asks for it (an
    /// animation, Hurry's countdown, the computer's pause), so an idle
    /// board uses no CPU. After each input it starts or stops the search
    /// [`App::search_request`] asks for, which runs on its own thread and
    /// answers down the same channel, and hands the app the endgame table
    /// once the cache has it.
    pub fn play(&mut self, mut app: App, save_to: &Path) -> std::io::Result<Ending> {
        let (tty, inputs) = (&mut self.tty, &self.inputs);
        let mut thinker = Thinker::new(TABLE_MB);
        let size = tty.terminal.size()?;
        update(
            &mut app,
            Action::Resize {
                width: size.width,
                height: size.height,
            },
        );
        let mut last = Instant::now();
        let mut redraw = true;
        loop {
            // The endgame table, once the cache has it ready, for the
            // narration; asking never waits.
            app.set_tablebase(cache::for_search(app.game().position()));
            if redraw {
                tty.draw(|frame| view(&app, frame))?;
            }
            if app.should_quit() {
                return Ok(Ending::Quit);
            }
            let sender = inputs.sender();
            thinker.follow(app.search_request(), move |thought| {
                let _ = sender.send(Input::Thought(thought));
            });
            let ticking = app.next_tick();
            let input = inputs.next(ticking);
            let now = Instant::now();
            // After a stop from outside (SIGSTOP), the time it lasted is no
            // one's turn either.
            let continued = matches!(input, Some(Input::Signal(SIGCONT)));
            if ticking.is_some() && !continued {
                update(&mut app, Action::Tick(now - last));
            }
            last = now;
            let stopped = match &input {
                Some(Input::Signal(signal)) => [SIGTSTP, SIGCONT].contains(signal),
                Some(Input::Terminal(event)) => is_ctrl_z(event),
                _ => false,
            };
            let action = match input {
                Some(Input::Signal(SIGTSTP)) => suspend(tty)?,
                Some(Input::Terminal(event)) if is_ctrl_z(&event) => suspend(tty)?,
                Some(Input::Signal(SIGCONT)) => take_back(tty)?,
                Some(Input::Signal(signal)) => return Ok(Ending::Signal(signal)),
                Some(Input::Closed) => return Ok(Ending::Quit),
                Some(Input::Terminal(event)) => keymap::action_for(&event),
                Some(Input::Thought(thought)) => thinker.finished(thought),
                Some(Input::Reviewed(_)) | None => None,
            };
            if stopped {
                // The time spent stopped is no one's turn: Hurry's clock and
                // the animation go on from where they were.
                last = Instant::now();
            }
            // Mouse movements mean nothing: they must not cost a frame.
            redraw = ticking.is_some() || action.is_some();
            let Some(action) = action else { continue };
            match update(&mut app, action) {
                Some(Effect::Save(text)) => save(&mut app, text, save_to),
                Some(Effect::Review(record)) => {
                    if let Some(ending) = review::show(tty, inputs, *record, DEFAULT_DEPTH)? {
                        return Ok(ending);
                    }
                    // The board waited behind it: after the end no search
                    // runs for it, so nothing it waits for came meanwhile.
                    redraw = true;
                }
                None => {}
            }
        }
    }
}

/// Ctrl-Z, which raw mode delivers as a key rather than as SIGTSTP.
fn is_ctrl_z(event: &Event) -> bool {
    matches!(event, Event::Key(key) if key.kind == KeyEventKind::Press
        && key.code == KeyCode::Char('z')
        && key.modifiers.contains(KeyModifiers::CONTROL))
}

/// Ctrl-Z: gives the shell its terminal back and stops the process as
/// SIGTSTP's default would; on `fg` it goes on here and takes the terminal
/// again. Returns the resize that redraws the board at the size it has now.
fn suspend(tty: &mut Tty) -> std::io::Result<Option<Action>> {
    tty.suspend();
    // Stops the whole process until SIGCONT (it raises SIGSTOP).
    signal_hook::low_level::emulate_default_handler(SIGTSTP)?;
    take_back(tty)
}

/// Takes the terminal (again) and says how big it is now: it may have
/// been resized while the game was stopped.
fn take_back(tty: &mut Tty) -> std::io::Result<Option<Action>> {
    tty.resume()?;
    let size = tty.terminal.size()?;
    Ok(Some(Action::Resize {
        width: size.width,
        height: size.height,
    }))
}

/// Writes the save `text` asked for, dated, and tells the app how it went.
fn save(app: &mut App, text: String, save_to: &Path) {
    let text = dated(text, SystemTime::now());
    let result = write_safely(save_to, text.as_bytes(), Access::AsBefore)
        .map(|()| save_to.display().to_string())
        .map_err(|error| error.to_string());
    update(app, Action::Saved(result));
}

/// A record's text with today's date in `[Date]`: the app has no clock,
/// so the edge dates the saves it writes. Text that is no record is kept.
fn dated(text: String, now: SystemTime) -> String {
    match Record::parse(&text) {
        Ok(mut record) => {
            record.header_mut().date = Utc::of(now).record_date();
            record.to_string()
        }
        Err(_) => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Setup;
    use crate::engine::Rules;

    fn app() -> App {
        App::new(
            Setup::new("kids-and-caboodles", Rules::default()),
            Look::default(),
            1,
        )
    }

    #[cfg(unix)]
    #[test]
    fn s_over_a_read_only_save_is_refused_naming_the_file() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("wari-game.wari");
        std::fs::write(&path, "kept").expect("an old save");
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o444)).expect("chmod");
        let mut app = app();
        save(&mut app, "new".to_owned(), &path);
        let message = app.message().expect("the app says how it went");
        assert!(message.refusal, "{}", message.text);
        assert_eq!(
            message.text,
            format!("Could not save: {} is read-only", path.display())
        );
        assert_eq!(std::fs::read_to_string(&path).expect("readable"), "kept");
    }
}
