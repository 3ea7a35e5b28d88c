//! The lobby's `new table` form: the choices of a table to open, each
//! chosen with ← →, in the student's words.

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::Size;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Wrap};

use super::{NEEDS, bold};
use crate::app::{level_word, mode_title};
use crate::choices::{Choices, Question, Who};
use crate::engine::Player;
use crate::game::Players;
use crate::intent::{Asks, Intent};
use crate::room::Menu;
use crate::screen_keys::{self, ScreenKey};
use crate::table::Choice;
use crate::text;
use wari_app::variants::shown_name;
use wari_words::tr;

/// The `new table` form: variant, mode, seeds, who plays and, when the
/// computer does, its level; each chosen with ← →. The choosing is the
/// home screen's ([`Choices`]); the order, the words and a demo for the
/// class are the classroom's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Form {
    field: usize,
    choices: Choices,
}

/// The columns a label of the form takes, its space after it included,
/// unless a language's labels need more.
const LABEL_WIDTH: usize = 12;

/// The form's lines, in order; the level's only when the computer plays.
const QUESTIONS: [Question; 5] = [
    Question::Variant,
    Question::Mode,
    Question::Seeds,
    Question::Who,
    Question::Level,
];

/// What a key on the `new table` form does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FormKey {
    Up,
    Down,
    Less,
    More,
    Open,
    Back,
}

/// The form's keys, in the order its last line names them.
static FORM_KEYS: &[ScreenKey<FormKey>] = &[
    ScreenKey::named(
        &[KeyCode::Up, KeyCode::Char('k')],
        FormKey::Up,
        "↑↓",
        "lobby-form-key-line",
    ),
    ScreenKey::unnamed(
        &[KeyCode::Down, KeyCode::Char('j'), KeyCode::Tab],
        FormKey::Down,
    ),
    ScreenKey::named(
        &[KeyCode::Left, KeyCode::Char('h')],
        FormKey::Less,
        "←→",
        "lobby-form-key-change",
    ),
    ScreenKey::unnamed(&[KeyCode::Right, KeyCode::Char('l')], FormKey::More),
    ScreenKey::named(
        &[KeyCode::Enter],
        FormKey::Open,
        "Enter",
        "lobby-form-key-open",
    ),
    ScreenKey::named(
        &[KeyCode::Esc, KeyCode::Char('q')],
        FormKey::Back,
        "Esc",
        "lobby-form-key-back",
    ),
];

/// Who plays, in the classroom's words.
fn who_words(who: Who) -> String {
    let who = match who {
        Who::People => "students",
        Who::Computer(Player::North) => "you-first",
        Who::Computer(Player::South) => "computer-first",
        Who::Watch => "demo",
    };
    tr!("lobby-form-who", who = who)
}

impl Form {
    /// Handles a key; `menu` holds the choices.
    pub fn key(&mut self, key: KeyEvent, menu: &Menu) -> Option<Intent> {
        let fields = self.fields();
        match screen_keys::action_of(FORM_KEYS, key.code)? {
            FormKey::Up => self.field = (self.field + fields - 1) % fields,
            FormKey::Down => self.field = (self.field + 1) % fields,
            FormKey::Less => self.change(menu, -1),
            FormKey::More => self.change(menu, 1),
            FormKey::Open => return Some(self.choice(menu).map_or(Intent::Back, Intent::Open)),
            FormKey::Back => return Some(Intent::Back),
        }
        None
    }

    fn change(&mut self, menu: &Menu, step: isize) {
        let question = QUESTIONS[self.field.min(QUESTIONS.len() - 1)];
        let own = own_seeds(&self.choices, menu);
        self.choices
            .change(question, step, menu.variants.len(), own);
    }

    /// The form's lines: the computer's level only when it plays.
    fn fields(&self) -> usize {
        if self.players() == Players::Students {
            4
        } else {
            5
        }
    }

    fn players(&self) -> Players {
        let level = self.choices.level;
        match self.choices.who {
            Who::People => Players::Students,
            Who::Computer(side) => Players::Computer { side, level },
            Who::Watch => Players::Demo(level),
        }
    }

    fn seeds(&self, menu: &Menu) -> usize {
        self.choices.seeds(own_seeds(&self.choices, menu))
    }

    /// The table the form describes now.
    pub fn choice(&self, menu: &Menu) -> Option<Choice> {
        let offer = menu.variants.get(self.choices.variant)?;
        let rules = offer
            .rules
            .with_seeds_per_pit(u8::try_from(self.seeds(menu)).ok()?)
            .ok()?;
        Some(Choice {
            variant: offer.name.clone(),
            rules,
            mode: self.choices.mode,
            players: self.players(),
        })
    }

    /// Draws the form.
    pub fn view(&self, frame: &mut Frame, menu: &Menu) {
        let Some(choice) = self.choice(menu) else {
            return;
        };
        let values = [
            shown_name(&choice.variant),
            mode_title(choice.mode),
            choice.rules.seeds_per_pit().to_string(),
            who_words(self.choices.who),
            level_word(self.choices.level),
        ];
        let labels = [
            tr!("lobby-form-variant"),
            tr!("lobby-form-mode"),
            tr!("lobby-form-seeds"),
            tr!("lobby-form-players"),
            tr!("lobby-form-computer"),
        ];
        // The values line up after the longest label, and never closer
        // than the English ones do.
        let widest = labels.iter().map(|l| Line::raw(l.as_str()).width()).max();
        let column = widest.unwrap_or(0).max(LABEL_WIDTH - 1) + 1;
        let mut lines = vec![
            Line::styled(tr!("lobby-form-title"), bold()),
            Line::from(""),
        ];
        let shown = labels.iter().zip(values).take(self.fields());
        for (i, (label, value)) in shown.enumerate() {
            let pad = " ".repeat(column - Line::raw(label.as_str()).width());
            let text = format!("  {label}{pad}‹ {value} ›");
            lines.push(if i == self.field {
                Line::styled(text, Style::new().add_modifier(Modifier::REVERSED))
            } else {
                Line::from(text)
            });
        }
        lines.push(Line::from(""));
        let width = usize::from(frame.area().width);
        if let Some(level) = choice.players.level() {
            let words = tr!(
                "lobby-form-level",
                level = level_word(level),
                description = tr!("board-level-description", level = level.name()),
            );
            lines.extend(indented(&words, width));
        }
        if let Players::Demo(_) = choice.players {
            lines.extend(indented(&tr!("lobby-form-demo"), width));
        }
        lines.push(Line::from(""));
        lines.push(Line::from(screen_keys::fitted_line(FORM_KEYS, width)));
        frame.render_widget(
            Paragraph::new(lines).wrap(Wrap { trim: false }),
            frame.area(),
        );
    }
}

/// `words` wrapped into `width` columns under the form's lines, each line
/// indented as they are.
fn indented(words: &str, width: usize) -> Vec<Line<'static>> {
    let lines = text::wrap(words, width.saturating_sub(2));
    lines
        .into_iter()
        .map(|line| Line::from(format!("  {line}")))
        .collect()
}

/// The `new table` form as a screen, with the room's choices.
#[derive(Debug)]
pub struct FormScreen {
    form: Form,
    menu: Menu,
}

impl FormScreen {
    /// The form at its first line, choosing from `menu`.
    pub fn new(menu: Menu) -> FormScreen {
        FormScreen {
            form: Form::default(),
            menu,
        }
    }
}

impl Asks for FormScreen {
    fn ask(&mut self, key: KeyEvent) -> Option<Intent> {
        self.form.key(key, &self.menu)
    }

    fn leaving(&self) -> Intent {
        Intent::Back
    }

    fn view(&self, frame: &mut Frame) {
        self.form.view(frame, &self.menu);
    }

    fn needs(&self) -> Size {
        NEEDS
    }

    fn keys(&self) -> Vec<String> {
        screen_keys::named(FORM_KEYS)
    }
}

/// The seeds a pit of the variant `choices` names.
fn own_seeds(choices: &Choices, menu: &Menu) -> usize {
    menu.variants
        .get(choices.variant)
        .map_or(4, |v| v.rules.seeds_per_pit())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{MAX_SEEDS_PER_PIT, MIN_SEEDS_PER_PIT};
    use crate::lobby::tests::{menu, press};
    use crate::setup::Mode;
    use wari_words::{Lang, reader};

    #[test]
    fn every_key_the_forms_last_line_names_does_what_it_says() {
        let menu = menu();
        assert_eq!(
            screen_keys::line(FORM_KEYS),
            "↑↓ choose a line · ←→ change it · Enter opens the table · Esc back"
        );
        for (code, action, word) in screen_keys::named_keys(FORM_KEYS) {
            let mut form = Form::default();
            let intent = form.key(press(code), &menu);
            match word {
                "lobby-form-key-line" => assert_eq!(form.field, Form::default().fields() - 1),
                "lobby-form-key-change" => {
                    assert_eq!(form.choices.variant, menu.variants.len() - 1)
                }
                "lobby-form-key-open" => {
                    assert_eq!(
                        intent,
                        Some(Intent::Open(Form::default().choice(&menu).unwrap()))
                    );
                }
                "lobby-form-key-back" => assert_eq!(intent, Some(Intent::Back)),
                other => panic!("no promise for {other:?} ({action:?})"),
            }
        }
    }

    #[test]
    fn the_form_cycles_variant_mode_and_seeds() {
        let menu = menu();
        let mut form = Form::default();
        let first = form.choice(&menu).expect("a choice");
        assert_eq!(
            (first.variant.as_str(), first.mode),
            ("kids-and-caboodles", Mode::Sorry)
        );
        assert_eq!(first.rules.seeds_per_pit(), 4);
        form.key(press(KeyCode::Left), &menu);
        assert_eq!(
            form.choice(&menu).map(|c| c.variant),
            Some("warri-society".into())
        );
        form.key(press(KeyCode::Down), &menu);
        form.key(press(KeyCode::Left), &menu);
        assert_eq!(
            form.choice(&menu).map(|c| c.mode),
            Some(Mode::Hurry { coop: true })
        );
        form.key(press(KeyCode::Down), &menu);
        form.key(press(KeyCode::Right), &menu);
        assert_eq!(form.choice(&menu).map(|c| c.rules.seeds_per_pit()), Some(5));
        // Seeds wrap from the most back to the fewest.
        for _ in 0..(MAX_SEEDS_PER_PIT - 5 + 1) {
            form.key(press(KeyCode::Right), &menu);
        }
        assert_eq!(
            form.choice(&menu).map(|c| c.rules.seeds_per_pit()),
            Some(MIN_SEEDS_PER_PIT)
        );
        match form.key(press(KeyCode::Enter), &menu) {
            Some(Intent::Open(choice)) => assert_eq!(choice.variant, "warri-society"),
            other => panic!("Enter should open the table, got {other:?}"),
        }
        assert_eq!(form.key(press(KeyCode::Esc), &menu), Some(Intent::Back));
    }

    #[test]
    fn the_new_table_form_at_80x24_in_every_language() {
        let menu = menu();
        let mut form = Form::default();
        // Players: you, then the computer; then the computer's level.
        for code in [
            KeyCode::Down,
            KeyCode::Down,
            KeyCode::Down,
            KeyCode::Right,
            KeyCode::Down,
        ] {
            form.key(press(code), &menu);
        }
        for lang in Lang::all() {
            let backend = ratatui::backend::TestBackend::new(80, 24);
            let mut terminal = ratatui::Terminal::new(backend).expect("a test backend");
            reader::reading(lang, || terminal.draw(|frame| form.view(frame, &menu)))
                .expect("drawn");
            let screen = terminal.backend().to_string();
            insta::with_settings!({ snapshot_suffix => lang.code() }, {
                insta::assert_snapshot!(screen);
            });
        }
    }
}
