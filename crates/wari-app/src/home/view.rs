//! Drawing the home screen: the lines of choices, a sentence on the one
//! chosen, a note when there is news, and the keys.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Size};
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::Paragraph;
use unicode_width::UnicodeWidthStr;
use wari_words::tr;

use crate::app::{level_word, mode_title};
use crate::engine::Player;
use crate::screen_keys;
use crate::seat_names::side_name;
use crate::variants;

use crate::choices::Who;

use super::{Field, Home};

/// The fewest rows the home screen is drawn in: the title, four lines of
/// choices, a blank and a sentence's row, the news and the keys.
const MIN_ROWS: u16 = 10;

impl Home {
    /// Draws the screen; changes nothing. On a short terminal the blank
    /// under the title goes first, then the sentence keeps two rows, and
    /// the lines of choices scroll to keep the one chosen in sight.
    pub fn view(&self, frame: &mut Frame) {
        let bold = Style::new().add_modifier(Modifier::BOLD);
        let width = usize::from(frame.area().width);
        let mut note_lines: Vec<Line> = self.note.as_ref().map_or_else(Vec::new, |note| {
            let wrapped = crate::text::wrap(&note.to_string(), width);
            wrapped.into_iter().map(|l| Line::styled(l, bold)).collect()
        });
        note_lines.truncate(3);
        let note_rows = u16::try_from(note_lines.len().max(1)).unwrap_or(1);
        // The news and the keys sit on the last rows, as on the board; the
        // news whole, on as many rows as it needs (up to three), since a
        // child acts on what it says.
        let [choices, note, keys] = Layout::vertical([
            Constraint::Fill(1),
            Constraint::Length(note_rows),
            Constraint::Length(1),
        ])
        .areas(frame.area());
        let lines = self.choice_lines(width, usize::from(choices.height));
        frame.render_widget(Paragraph::new(lines), choices);
        frame.render_widget(Paragraph::new(note_lines), note);
        let shown = screen_keys::fitted_line(self.keys(), usize::from(keys.width));
        frame.render_widget(Line::from(shown), keys);
    }

    /// The title, the lines of choices and the sentence on the one chosen,
    /// in `rows` rows of `width` columns.
    fn choice_lines(&self, width: usize, rows: usize) -> Vec<Line<'static>> {
        let bold = Style::new().add_modifier(Modifier::BOLD);
        let fields = self.fields();
        let mut about: Vec<String> = self
            .about()
            .map(|about| crate::text::wrap(&about, width.saturating_sub(2)))
            .unwrap_or_default()
            .into_iter()
            .map(|line| format!("  {line}"))
            .collect();
        // Title, blank, the lines, and a blank and the sentence when there
        // is one: what is cut first when they do not fit is the blank
        // under the title, then the sentence's third row on.
        let sentence = |about: &[String]| usize::from(!about.is_empty()) + about.len();
        let title_blank = 2 + fields.len() + sentence(&about) <= rows;
        if !title_blank && 1 + fields.len() + sentence(&about) > rows {
            about.truncate(2);
        }
        let around = 1 + usize::from(title_blank) + sentence(&about);
        let room = rows.saturating_sub(around).max(1);
        let chosen = fields.iter().position(|&f| f == self.field).unwrap_or(0);
        let first = (chosen + 1)
            .saturating_sub(room)
            .min(fields.len().saturating_sub(room));
        let mut lines = vec![Line::styled(tr!("home-title"), bold)];
        if title_blank {
            lines.push(Line::from(""));
        }
        for &field in fields.iter().skip(first).take(room) {
            let text = format!("  {}", self.line(field));
            lines.push(if field == self.field {
                Line::styled(text, Style::new().add_modifier(Modifier::REVERSED))
            } else {
                Line::from(text)
            });
        }
        if !about.is_empty() {
            lines.push(Line::from(""));
            lines.extend(about.into_iter().map(Line::from));
        }
        lines
    }

    /// The smallest terminal the screen is whole in: every line of
    /// choices as wide as it is, and rows for the title, a few of them
    /// (the rest scroll), a sentence and the keys; the keys' row ends in
    /// `? keys` where they do not all fit.
    pub fn needs(&self) -> Size {
        let widest = self
            .fields()
            .iter()
            .map(|&field| self.line(field).width() + 2)
            .max()
            .unwrap_or(0);
        Size::new(u16::try_from(widest).unwrap_or(u16::MAX), MIN_ROWS)
    }

    /// The keys the screen takes now, each as its last row names it.
    pub fn keys_named(&self) -> Vec<String> {
        screen_keys::named(self.keys())
    }

    /// One line's label and value, the values lined up after the widest
    /// label the screen may show.
    pub(super) fn line(&self, field: Field) -> String {
        let column = labels().iter().map(|l| l.width()).max().unwrap_or(0) + 2;
        let label = |label: String| {
            let pad = column.saturating_sub(label.width());
            format!("{label}{}", " ".repeat(pad))
        };
        let choice = |name: String, value: &str| format!("{}‹ {value} ›", label(name));
        match field {
            Field::Who => choice(tr!("home-players"), &self.choices.who.words()),
            Field::Level => choice(tr!("home-computer"), &level_word(self.choices.level)),
            Field::Mode => choice(tr!("home-mode"), &mode_title(self.choices.mode)),
            Field::Variant => choice(
                tr!("home-variant"),
                &self
                    .offer()
                    .map_or(String::new(), |v| variants::shown_name(&v.name)),
            ),
            Field::Seeds => choice(tr!("home-seeds"), &self.seeds().to_string()),
            Field::Name(player) => {
                let cursor = if self.field == field { "_" } else { "" };
                let name = label(self.name_label(player));
                format!("{name}[ {}{cursor} ]", self.names[player])
            }
            Field::Language => {
                let name = self.language.name();
                let shown = match self.chosen {
                    Some(_) => name,
                    None => tr!("home-language-system", language = name),
                };
                choice(tr!("home-language"), &shown)
            }
            Field::Play => tr!("home-play"),
            Field::Continue => tr!("home-continue"),
            Field::Review => tr!("home-review"),
            Field::Learn => tr!("home-learn"),
            Field::Puzzles => tr!("home-puzzles"),
            Field::Quit => tr!("home-quit"),
        }
    }

    /// "your name" against the computer; each side's otherwise.
    fn name_label(&self, player: Player) -> String {
        match (self.choices.who, player) {
            (Who::Computer(_), _) => tr!("home-your-name"),
            (_, Player::South) => tr!("home-south-name"),
            (_, Player::North) => tr!("home-north-name"),
        }
    }

    /// A sentence on the line chosen, where there is more to say.
    pub(super) fn about(&self) -> Option<String> {
        match self.field {
            Field::Level => Some(tr!("home-level-about", level = self.choices.level.name())),
            Field::Mode => Some(tr!("home-mode-about", mode = self.choices.mode.name())),
            Field::Variant => self
                .offer()
                .map(|v| variants::shown_description(&v.name, &v.description)),
            Field::Name(player) => Some(tr!("home-name-about", name = side_name(player))),
            Field::Continue => Some(tr!("home-continue-about")),
            Field::Review => Some(tr!("home-review-about")),
            Field::Learn => Some(tr!("home-learn-about")),
            Field::Puzzles => Some(tr!("home-puzzles-about")),
            _ => None,
        }
    }
}

/// Every label a line may show, in the reader's language: the values
/// line up after the widest, whichever lines are shown.
fn labels() -> [String; 9] {
    [
        tr!("home-players"),
        tr!("home-computer"),
        tr!("home-mode"),
        tr!("home-variant"),
        tr!("home-seeds"),
        tr!("home-your-name"),
        tr!("home-south-name"),
        tr!("home-north-name"),
        tr!("home-language"),
    ]
}
