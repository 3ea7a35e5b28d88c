//! The loop every screen but the board runs in: the home screen, the
//! lessons, the puzzles and the review. What is the same on each is done
//! here once, so no screen can forget it: Ctrl-Z and SIGTSTP give the
//! shell its terminal back and stop the program until `fg`, a signal that
//! ends the program ends the screen with the terminal restored, a terminal
//! that can no longer be read leaves it, and a terminal too small for the
//! screen says how big it must be, taking only the keys that leave, since
//! any other would act unseen.

use crossterm::event::{Event, KeyCode, KeyEventKind, KeyModifiers};
use ratatui::Frame;
use ratatui::layout::Size;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::{Paragraph, Wrap};
use signal_hook::consts::{SIGCONT, SIGTSTP};

use crate::screen_keys;

use super::Ending;
use super::events::{Input, Inputs};
use super::terminal::Tty;

/// A screen shown in this terminal until it is left.
pub(super) trait Screen {
    /// What the screen's keys and background work mean to it.
    type Action;

    /// Draws the whole screen.
    fn view(&self, frame: &mut Frame);

    /// The action a key, a click or a resize asks for. Ctrl-Z never comes
    /// here; Ctrl-C does, and leaves every screen.
    fn action_for(&self, event: &Event) -> Option<Self::Action>;

    /// The action an answer of background work brings, for a screen that
    /// waits for one.
    fn answer(&self, input: Input) -> Option<Self::Action> {
        let _ = input;
        None
    }

    /// Takes one action.
    fn update(&mut self, action: Self::Action);

    /// Whether the screen has been left.
    fn left(&self) -> bool;

    /// The smallest terminal the screen is drawn whole in.
    fn needs(&self) -> Size;

    /// Leaves the screen, as `q` or Ctrl-C do: what a terminal too small
    /// for it still takes.
    fn leave(&mut self);

    /// The keys the screen takes now, each as its last row names it
    /// ("Enter open"): `?` lists them all, for a row too narrow for them.
    fn keys(&self) -> Vec<String>;
}

/// The smallest terminal of the screens that draw a board beside their
/// words, the lessons, the puzzles and the review: the board's own.
pub(super) const WITH_A_BOARD: Size = Size::new(60, 18);

/// Shows `screen` until it is left (`None`: back to whatever was on the
/// terminal before) or a signal or a closed terminal ends the program
/// (`Some`). Only waits: nothing on these screens moves by itself.
pub(super) fn run<S: Screen>(
    tty: &mut Tty,
    inputs: &Inputs,
    screen: &mut S,
) -> std::io::Result<Option<Ending>> {
    let mut listing_keys = false;
    loop {
        let mut fits = true;
        tty.draw(|frame| {
            let have = frame.area().as_size();
            let need = screen.needs();
            fits = have.width >= need.width && have.height >= need.height;
            if !fits {
                too_small(need, have, frame);
                return;
            }
            screen.view(frame);
            if listing_keys {
                screen_keys::draw_over(&screen.keys(), frame);
            }
        })?;
        if screen.left() {
            return Ok(None);
        }
        let action = match inputs.next(None) {
            Some(Input::Terminal(event)) if !fits => {
                if leaves(&event) {
                    screen.leave();
                }
                None
            }
            // Any key puts the list of keys away, and does nothing else.
            Some(Input::Terminal(Event::Key(key))) if listing_keys => {
                listing_keys = key.kind != KeyEventKind::Press;
                None
            }
            Some(Input::Terminal(Event::Key(key)))
                if key.code == KeyCode::Char('?') && key.kind == KeyEventKind::Press =>
            {
                listing_keys = true;
                None
            }
            Some(Input::Signal(SIGTSTP)) => stop(tty).map(|()| None)?,
            Some(Input::Terminal(event)) if super::is_ctrl_z(&event) => stop(tty).map(|()| None)?,
            Some(Input::Signal(SIGCONT)) => super::take_back(tty).map(|_| None)?,
            Some(Input::Signal(signal)) => return Ok(Some(Ending::Signal(signal))),
            Some(Input::Closed) => return Ok(Some(Ending::Quit)),
            Some(Input::Terminal(event)) => screen.action_for(&event),
            Some(input) => screen.answer(input),
            None => None,
        };
        if let Some(action) = action {
            screen.update(action);
        }
    }
}

/// Instead of a screen cut short: how big the terminal must be.
fn too_small(need: Size, have: Size, frame: &mut Frame) {
    let text = format!(
        "This screen needs a terminal of at least {}x{}; this one is {}x{}. \
         Please make the window bigger; q: leave.",
        need.width, need.height, have.width, have.height
    );
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let paragraph = Paragraph::new(text)
        .style(bold)
        .wrap(Wrap { trim: true })
        .centered();
    frame.render_widget(paragraph, frame.area());
}

/// Whether `event` is `q`, Esc or Ctrl-C, which leave any screen.
fn leaves(event: &Event) -> bool {
    let Event::Key(key) = event else { return false };
    let ctrl_c = key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c');
    let plain = key.modifiers.difference(KeyModifiers::SHIFT).is_empty();
    key.kind == KeyEventKind::Press
        && (ctrl_c || plain && matches!(key.code, KeyCode::Char('q') | KeyCode::Esc))
}

/// Ctrl-Z: the shell has the terminal until `fg`; the screen is drawn
/// again after, at whatever size the terminal has then.
fn stop(tty: &mut Tty) -> std::io::Result<()> {
    super::suspend(tty).map(|_| ())
}
