//! What every screen but the board is to whatever shows it: the home
//! screen, the lessons, the puzzles and the review, in this terminal or in
//! a classroom session over SSH. What is the same on each is done here
//! once, so no screen and no runner can forget it: a terminal too small
//! for the screen says how big it must be instead of a screen cut short,
//! `?` lists the keys a narrow last row has no room for, and `q`, Esc and
//! Ctrl-C leave a screen too small to be read.

use crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::Frame;
use ratatui::layout::Size;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::{Paragraph, Wrap};

use wari_words::tr;

use crate::screen_keys;

/// A screen shown until it is left.
pub trait Screen {
    /// What the screen's keys and background work mean to it.
    type Action;

    /// Draws the whole screen.
    fn view(&self, frame: &mut Frame);

    /// The action a key, a click or a resize asks for. Ctrl-Z never comes
    /// here; Ctrl-C does, and leaves every screen.
    fn action_for(&self, event: &Event) -> Option<Self::Action>;

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

    /// Whether the screen takes every key as it comes, `?` included: a
    /// line being typed, a question being answered.
    fn typing(&self) -> bool {
        false
    }
}

/// The key `event` presses, if it is a key press: what a screen whose
/// actions are its keys acts on.
pub fn pressed(event: &Event) -> Option<KeyEvent> {
    match event {
        Event::Key(key) if key.kind == KeyEventKind::Press => Some(*key),
        _ => None,
    }
}

/// The smallest terminal of the screens that draw a board beside their
/// words, the lessons, the puzzles and the review: the board's own.
pub const WITH_A_BOARD: Size = Size::new(60, 18);

/// A screen as one runner shows it: its key list open or not.
#[derive(Debug)]
pub struct Shown<S> {
    /// The screen.
    pub screen: S,
    /// Whether `?` has put the list of keys over it.
    listing_keys: bool,
    /// Whether the last draw found the terminal big enough for it.
    fits: bool,
}

impl<S: Screen> Shown<S> {
    /// `screen`, with nothing over it.
    pub fn new(screen: S) -> Shown<S> {
        Shown {
            screen,
            listing_keys: false,
            fits: true,
        }
    }

    /// Draws the screen, or in its place how big the terminal must be.
    pub fn draw(&mut self, frame: &mut Frame) {
        let have = frame.area().as_size();
        let need = self.screen.needs();
        self.fits = have.width >= need.width && have.height >= need.height;
        if !self.fits {
            too_small(need, have, frame);
            return;
        }
        self.screen.view(frame);
        if self.listing_keys {
            screen_keys::draw_over(&self.screen.keys(), frame);
        }
    }

    /// Takes a key, a click or a resize, as the screen drawn last shows:
    /// a screen too small only leaves, and the list of keys goes away at
    /// any key.
    pub fn event(&mut self, event: &Event) {
        if !self.fits {
            if leaves(event) {
                self.screen.leave();
            }
            return;
        }
        if let Event::Paste(text) = event {
            // Typed into a line being typed; anywhere else it acts on
            // nothing, so no pasted letter is taken for a key.
            if self.screen.typing() {
                for key in crate::paste::typed(text) {
                    self.act(&key);
                }
            }
            return;
        }
        let Event::Key(key) = event else {
            return self.act(event);
        };
        if key.kind != KeyEventKind::Press {
            return;
        }
        if self.listing_keys {
            self.listing_keys = false;
        } else if key.code == KeyCode::Char('?') && !self.screen.typing() {
            self.listing_keys = true;
        } else {
            self.act(event);
        }
    }

    fn act(&mut self, event: &Event) {
        if let Some(action) = self.screen.action_for(event) {
            self.screen.update(action);
        }
    }
}

/// A shown screen, whatever its actions: how a runner that holds any of
/// several screens holds one.
pub trait AnyScreen: Send {
    /// Draws it ([`Shown::draw`]).
    fn draw(&mut self, frame: &mut Frame);
    /// Takes an event ([`Shown::event`]).
    fn event(&mut self, event: &Event);
    /// Whether it has been left.
    fn left(&self) -> bool;
}

impl<S: Screen + Send> AnyScreen for Shown<S> {
    fn draw(&mut self, frame: &mut Frame) {
        Shown::draw(self, frame);
    }

    fn event(&mut self, event: &Event) {
        Shown::event(self, event);
    }

    fn left(&self) -> bool {
        self.screen.left()
    }
}

/// Instead of a screen cut short: how big the terminal must be.
fn too_small(need: Size, have: Size, frame: &mut Frame) {
    let text = tr!(
        "too-small",
        need_width = need.width,
        need_height = need.height,
        width = have.width,
        height = have.height,
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

#[cfg(test)]
mod tests {
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    use super::*;

    /// A screen that counts its `n` keys, needs 30x6, and names its keys
    /// on no row of its own.
    #[derive(Default)]
    struct Counter {
        count: u32,
        left: bool,
    }

    impl Screen for Counter {
        type Action = ();

        fn view(&self, frame: &mut Frame) {
            frame.render_widget(
                Paragraph::new(format!("count {}", self.count)),
                frame.area(),
            );
        }

        fn action_for(&self, event: &Event) -> Option<()> {
            matches!(event, Event::Key(k) if k.code == KeyCode::Char('n')).then_some(())
        }

        fn update(&mut self, (): ()) {
            self.count += 1;
        }

        fn left(&self) -> bool {
            self.left
        }

        fn needs(&self) -> Size {
            Size::new(30, 6)
        }

        fn leave(&mut self) {
            self.left = true;
        }

        fn keys(&self) -> Vec<String> {
            vec!["n count".into(), "q leave".into()]
        }
    }

    fn press(shown: &mut Shown<Counter>, code: KeyCode) {
        shown.event(&Event::Key(KeyEvent::from(code)));
    }

    /// What `shown` draws on a terminal of `width` x `height`, a line a row.
    fn drawn(shown: &mut Shown<Counter>, width: u16, height: u16) -> String {
        let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
        terminal.draw(|frame| shown.draw(frame)).expect("drawn");
        let buffer = terminal.backend().buffer();
        let rows = buffer.content().chunks(usize::from(width));
        let rows = rows.map(|row| row.iter().map(|cell| cell.symbol()).collect::<String>());
        rows.collect::<Vec<_>>().join("\n")
    }

    #[test]
    fn question_mark_lists_the_keys_and_the_next_key_only_puts_them_away() {
        let mut shown = Shown::new(Counter::default());
        press(&mut shown, KeyCode::Char('?'));
        let listed = drawn(&mut shown, 40, 10);
        assert!(listed.contains("n count"), "{listed}");
        press(&mut shown, KeyCode::Char('n'));
        assert_eq!(shown.screen.count, 0, "the key only put the list away");
        assert!(!drawn(&mut shown, 40, 10).contains("n count"));
        press(&mut shown, KeyCode::Char('n'));
        assert_eq!(shown.screen.count, 1);
    }

    #[test]
    fn a_terminal_too_small_says_how_big_and_takes_only_the_keys_that_leave() {
        let mut shown = Shown::new(Counter::default());
        let said = drawn(&mut shown, 20, 5).replace('\n', "");
        let said = said.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(said.contains("at least 30x6; this one is 20x5"), "{said}");
        press(&mut shown, KeyCode::Char('n'));
        assert_eq!(shown.screen.count, 0, "a key acting unseen");
        press(&mut shown, KeyCode::Esc);
        assert!(shown.screen.left());
    }
}
