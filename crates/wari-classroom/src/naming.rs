//! Who is who: the screen of a student whose login name another connected
//! student holds, and the question that holder is asked. A second login
//! never simply takes a name: it waits for the holder's answer, or chooses
//! another name ("Ama K"). The name screen is also where a student chooses
//! the language they read.

use std::time::Instant;

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Flex, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Wrap};
use wari_words::{Lang, reader, tr};

use super::room::{NameRefusal, Question};
use crate::screen_keys::{self, ScreenKey};
use crate::setup::Name;
use wari_ssh::keepalive;
use wari_ssh::names::ASK_TIME;

/// The name screen: waiting for a holder's answer, or typing another name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Naming {
    /// The holder of `name` has been asked, until `until`.
    Waiting {
        /// The name, as its holder has it.
        name: String,
        /// When the question runs out.
        until: Instant,
    },
    /// Typing a name, after a refusal.
    Typing {
        /// The name so far.
        typed: String,
        /// Why the last name was not given.
        refusal: NameRefusal,
    },
}

/// What a key on the name screen asks the session to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NameIntent {
    /// Nothing beyond redrawing.
    Stay,
    /// Ask for this name.
    Claim(String),
    /// Stop waiting for the holder's answer.
    StopWaiting,
    /// Leave the classroom.
    Leave,
    /// Read the next language offered.
    NextLanguage,
}

/// What a key on the name screen does, besides typing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum NamingKey {
    StopWaiting,
    Claim,
    Leave,
    Language,
}

/// `Tab`: the next language, on either of the name screen's faces.
const LANGUAGE_KEY: ScreenKey<NamingKey> = ScreenKey::named(
    &[KeyCode::Tab],
    NamingKey::Language,
    "Tab",
    "class-name-key-language",
);

/// The name screen's keys while the holder is asked.
static WAITING_KEYS: &[ScreenKey<NamingKey>] = &[
    ScreenKey::named(
        &[KeyCode::Esc],
        NamingKey::StopWaiting,
        "Esc",
        "class-name-key-stop-waiting",
    ),
    LANGUAGE_KEY,
];

/// The name screen's keys while a name is typed, besides the letters and
/// Backspace that type it.
static TYPING_KEYS: &[ScreenKey<NamingKey>] = &[
    ScreenKey::named(
        &[KeyCode::Enter],
        NamingKey::Claim,
        "Enter",
        "class-name-key-claim",
    ),
    ScreenKey::named(
        &[KeyCode::Esc],
        NamingKey::Leave,
        "Esc",
        "class-name-key-leave",
    ),
    LANGUAGE_KEY,
];

impl Naming {
    /// Back to typing after `refusal`. A name kept by another student is
    /// offered again with a space after it, so one letter tells the two
    /// apart.
    pub fn refused(refusal: NameRefusal) -> Naming {
        let typed = match &refusal {
            NameRefusal::Kept { name } | NameRefusal::Busy { name } => {
                let mut typed: String = name.chars().take(Name::MAX_CHARS - 2).collect();
                typed.push(' ');
                typed
            }
            NameRefusal::Empty | NameRefusal::Teachers | NameRefusal::Barred { .. } => {
                String::new()
            }
        };
        Naming::Typing { typed, refusal }
    }

    /// When the question being waited on runs out.
    pub fn until(&self) -> Option<Instant> {
        match self {
            Naming::Waiting { until, .. } => Some(*until),
            Naming::Typing { .. } => None,
        }
    }

    /// Handles a key.
    pub fn key(&mut self, key: KeyEvent) -> NameIntent {
        let action = screen_keys::action_of(self.keys(), key.code);
        if action == Some(NamingKey::Language) {
            return NameIntent::NextLanguage;
        }
        let typed = match self {
            Naming::Typing { typed, .. } => typed,
            Naming::Waiting { name, .. } if action == Some(NamingKey::StopWaiting) => {
                let name = name.clone();
                *self = Naming::refused(NameRefusal::Kept { name });
                return NameIntent::StopWaiting;
            }
            Naming::Waiting { .. } => return NameIntent::Stay,
        };
        match (action, key.code) {
            (Some(NamingKey::Claim), _) => return NameIntent::Claim(typed.clone()),
            (Some(NamingKey::Leave), _) => return NameIntent::Leave,
            (_, KeyCode::Backspace) => {
                typed.pop();
            }
            (_, KeyCode::Char(c)) if typed.chars().count() < Name::MAX_CHARS && Name::allows(c) => {
                typed.push(c);
            }
            _ => {}
        }
        NameIntent::Stay
    }

    /// The keys the screen takes now.
    fn keys(&self) -> &'static [ScreenKey<NamingKey>] {
        match self {
            Naming::Waiting { .. } => WAITING_KEYS,
            Naming::Typing { .. } => TYPING_KEYS,
        }
    }

    /// Draws the screen.
    pub fn view(&self, frame: &mut Frame) {
        let bold = Style::new().add_modifier(Modifier::BOLD);
        let mut lines = vec![Line::styled(tr!("class-name-title"), bold), Line::raw("")];
        match self {
            Naming::Waiting { name, .. } => lines.extend([
                Line::raw(tr!("class-name-held", name = name.as_str())),
                Line::raw(tr!(
                    "class-name-asking",
                    seconds = ASK_TIME.max(keepalive::CLOSED_IF_GONE).as_secs()
                )),
                Line::raw(""),
                Line::styled(screen_keys::line(WAITING_KEYS), bold),
            ]),
            Naming::Typing { typed, refusal } => {
                lines.push(Line::styled(
                    refusal.to_string(),
                    Style::new().add_modifier(Modifier::REVERSED),
                ));
                if let NameRefusal::Kept { name } | NameRefusal::Busy { name } = refusal {
                    lines.push(Line::raw(tr!(
                        "class-name-add-a-letter",
                        name = name.as_str()
                    )));
                }
                lines.extend([
                    Line::raw(""),
                    Line::raw(tr!("class-name-typed", typed = typed.as_str())),
                    Line::raw(""),
                    Line::styled(screen_keys::line(TYPING_KEYS), bold),
                ]);
            }
        }
        lines.push(Line::raw(""));
        lines.push(languages());
        frame.render_widget(
            Paragraph::new(lines).wrap(Wrap { trim: false }),
            frame.area(),
        );
    }
}

/// The languages a student may read, each in its own words, the one read
/// now standing out: `Tab` goes to the next.
fn languages() -> Line<'static> {
    let reading = reader::current();
    let mut spans = vec![Span::raw(tr!("class-name-languages")), Span::raw(" ")];
    for (at, lang) in Lang::spoken().enumerate() {
        if at > 0 {
            spans.push(Span::raw(" · "));
        }
        let style = match lang == reading {
            true => Style::new().add_modifier(Modifier::REVERSED),
            false => Style::new(),
        };
        spans.push(Span::styled(lang.name(), style));
    }
    Line::from(spans)
}

/// Draws `question` in a box over the middle of the holder's screen, where
/// a student busy with a game still sees it.
pub fn view_question(frame: &mut Frame, question: &Question) {
    let text = vec![
        Line::raw(tr!("class-question-someone", name = question.name.as_str())),
        Line::raw(tr!("class-question-is-that-you")),
        Line::raw(""),
        Line::styled(
            tr!("class-question-keys"),
            Style::new().add_modifier(Modifier::BOLD),
        ),
        Line::raw(tr!("class-question-no-answer")),
    ];
    // At least 58 columns, as wide as the widest line if the screen allows,
    // and as high as the lines take wrapped into it.
    let widest = text.iter().map(Line::width).max().unwrap_or(0);
    let width = (widest as u16 + 2).max(58).min(frame.area().width);
    let inside = usize::from(width.saturating_sub(2)).max(1);
    let rows: usize = text
        .iter()
        .map(|line| crate::text::wrapped_rows(&line.to_string(), inside))
        .sum();
    let area = centered(frame.area(), width, rows as u16 + 2);
    let block = Block::bordered().title(format!(" {} ", tr!("class-question-title")));
    frame.render_widget(Clear, area);
    frame.render_widget(
        Paragraph::new(text).wrap(Wrap { trim: true }).block(block),
        area,
    );
}

/// A `width` x `height` box in the middle of `area`, cut to fit.
fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let [row] = Layout::vertical([Constraint::Length(height)])
        .flex(Flex::Center)
        .areas(area);
    let [cell] = Layout::horizontal([Constraint::Length(width)])
        .flex(Flex::Center)
        .areas(row);
    cell
}

#[cfg(test)]
mod tests {
    use super::*;
    use crossterm::event::KeyModifiers;

    fn press(naming: &mut Naming, code: KeyCode) -> NameIntent {
        naming.key(KeyEvent::new(code, KeyModifiers::NONE))
    }

    #[test]
    fn every_key_the_name_screen_names_does_what_it_says() {
        let waiting = || Naming::Waiting {
            name: "Ama".into(),
            until: Instant::now(),
        };
        let typing = || Naming::refused(NameRefusal::Kept { name: "Ama".into() });
        assert_eq!(
            screen_keys::line(WAITING_KEYS),
            "Esc stops waiting, to choose another name · Tab language"
        );
        assert_eq!(
            screen_keys::line(TYPING_KEYS),
            "Enter goes in with this name · Esc leaves · Tab language"
        );
        for (naming, keys) in [(waiting(), WAITING_KEYS), (typing(), TYPING_KEYS)] {
            assert_eq!(naming.keys(), keys);
            for (code, action, word) in screen_keys::named_keys(keys) {
                let promised = match word {
                    "class-name-key-stop-waiting" => NameIntent::StopWaiting,
                    "class-name-key-claim" => NameIntent::Claim("Ama ".into()),
                    "class-name-key-leave" => NameIntent::Leave,
                    "class-name-key-language" => NameIntent::NextLanguage,
                    other => panic!("no promise for {other:?} ({action:?})"),
                };
                assert_eq!(press(&mut naming.clone(), code), promised, "{word}");
            }
        }
    }

    #[test]
    fn a_kept_name_is_offered_again_for_one_letter_to_tell_the_two_apart() {
        let mut naming = Naming::refused(NameRefusal::Kept { name: "Ama".into() });
        press(&mut naming, KeyCode::Char('K'));
        assert_eq!(
            press(&mut naming, KeyCode::Enter),
            NameIntent::Claim("Ama K".into())
        );
    }

    #[test]
    fn waiting_for_an_answer_only_esc_does_anything() {
        let mut naming = Naming::Waiting {
            name: "Ama".into(),
            until: Instant::now(),
        };
        assert_eq!(press(&mut naming, KeyCode::Enter), NameIntent::Stay);
        assert_eq!(press(&mut naming, KeyCode::Char('y')), NameIntent::Stay);
        assert_eq!(press(&mut naming, KeyCode::Esc), NameIntent::StopWaiting);
        // Then another name can be typed.
        press(&mut naming, KeyCode::Char('K'));
        assert_eq!(
            press(&mut naming, KeyCode::Enter),
            NameIntent::Claim("Ama K".into())
        );
    }

    #[test]
    fn the_question_shows_whole_over_the_middle_of_the_screen() {
        let name = "abcdefghijklmnopqrst";
        let room = crate::room::Room::new(
            crate::Limits::default(),
            crate::room::Menu { variants: vec![] },
        );
        let holder = room.student(name);
        let newcomer = room
            .enter(name, crate::ClassRole::Student)
            .expect("room for a login");
        let _ = room.claim(newcomer.session, name, Instant::now());
        let question = room.mail(holder.session).question.expect("a question");
        let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24))
            .expect("a test terminal");
        terminal
            .draw(|frame| view_question(frame, &question))
            .expect("drawn");
        let text: String = terminal
            .backend()
            .buffer()
            .content()
            .chunks(80)
            .map(|row| row.iter().map(|c| c.symbol()).collect::<String>() + "\n")
            .collect();
        for line in [
            "Someone is logging in as abcdefghijklmnopqrst.",
            "Is that you on another computer?",
            "y: let them have it (this screen closes)   n: keep it",
        ] {
            assert!(text.contains(line), "{line}:\n{text}");
        }
    }

    #[test]
    fn a_typed_name_stops_at_twenty_characters() {
        let mut naming = Naming::refused(NameRefusal::Empty);
        for _ in 0..25 {
            press(&mut naming, KeyCode::Char('a'));
        }
        assert_eq!(
            press(&mut naming, KeyCode::Enter),
            NameIntent::Claim("a".repeat(20))
        );
    }
}
