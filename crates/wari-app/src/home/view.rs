//! Drawing the home screen: the lines of choices, a sentence on the one
//! chosen, a note when there is news, and the keys.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Size};
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Wrap};
use unicode_width::UnicodeWidthStr;

use crate::engine::Player;
use crate::screen_keys;

use crate::choices::Who;

use super::{CHOICE_KEYS, Field, Home, NAME_KEYS};

impl Home {
    /// Draws the screen; changes nothing.
    pub fn view(&self, frame: &mut Frame) {
        let bold = Style::new().add_modifier(Modifier::BOLD);
        let mut lines = vec![Line::styled("Wari · the sowing game", bold), Line::from("")];
        for field in self.fields() {
            let text = format!("  {}", self.line(field));
            lines.push(if field == self.field {
                Line::styled(text, Style::new().add_modifier(Modifier::REVERSED))
            } else {
                Line::from(text)
            });
        }
        lines.push(Line::from(""));
        if let Some(about) = self.about() {
            lines.push(Line::from(format!("  {about}")));
            lines.push(Line::from(""));
        }
        // The news and the keys sit on the last rows, as on the board.
        let [choices, note, keys] = Layout::vertical([
            Constraint::Fill(1),
            Constraint::Length(1),
            Constraint::Length(1),
        ])
        .areas(frame.area());
        frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), choices);
        if let Some(text) = &self.note {
            frame.render_widget(Line::styled(text.clone(), bold), note);
        }
        let shown = screen_keys::fitted_line(self.keys(), usize::from(keys.width));
        frame.render_widget(Line::from(shown), keys);
    }

    /// The smallest terminal the screen is whole in: every line of
    /// choices, the sentence on the one chosen, the note and the keys.
    pub fn needs(&self) -> Size {
        let fields = self.fields();
        let widest = fields
            .iter()
            .map(|&field| self.line(field).width() + 2)
            .chain([NAME_KEYS, CHOICE_KEYS].map(|keys| screen_keys::line(keys).width()))
            .max()
            .unwrap_or(0);
        let about = self.about().map_or(0, |about| {
            crate::text::wrapped_rows(&format!("  {about}"), widest) + 1
        });
        // The title and a blank, the lines, a blank, the sentence and a
        // blank, the note and the keys.
        let rows = 2 + fields.len() + 1 + about + 2;
        Size::new(
            u16::try_from(widest).unwrap_or(u16::MAX),
            u16::try_from(rows).unwrap_or(u16::MAX),
        )
    }

    /// The keys the screen takes now, each as its last row names it.
    pub fn keys_named(&self) -> Vec<String> {
        screen_keys::named(self.keys())
    }

    /// One line's label and value.
    pub(super) fn line(&self, field: Field) -> String {
        let choice = |label: &str, value: &str| format!("{label:<14}‹ {value} ›");
        match field {
            Field::Who => choice("players", self.choices.who.words()),
            Field::Level => choice("computer", self.choices.level.name()),
            Field::Mode => choice("mode", self.choices.mode.title()),
            Field::Variant => choice("variant", self.offer().map_or("", |v| v.name.as_str())),
            Field::Seeds => choice("seeds a pit", &self.seeds().to_string()),
            Field::Name(player) => {
                let cursor = if self.field == field { "_" } else { "" };
                let label = self.name_label(player);
                format!("{label:<14}[ {}{cursor} ]", self.names[player])
            }
            Field::Play => "Play".to_owned(),
            Field::Continue => "Continue the last saved game".to_owned(),
            Field::Review => "Review the last saved game".to_owned(),
            Field::Learn => "Learn to play".to_owned(),
            Field::Puzzles => "Puzzles".to_owned(),
            Field::Quit => "Quit".to_owned(),
        }
    }

    /// "your name" against the computer; each side's otherwise.
    fn name_label(&self, player: Player) -> &'static str {
        match (self.choices.who, player) {
            (Who::Computer(_), _) => "your name",
            (_, Player::South) => "South's name",
            (_, Player::North) => "North's name",
        }
    }

    /// A sentence on the line chosen, where there is more to say.
    pub(super) fn about(&self) -> Option<String> {
        match self.field {
            Field::Level => Some(format!(
                "The computer at {} {}.",
                self.choices.level,
                self.choices.level.description()
            )),
            Field::Mode => Some(self.mode_sentence().to_owned()),
            Field::Variant => self.offer().map(|v| v.description.clone()),
            Field::Name(player) => Some(format!(
                "Type a name, or leave it empty to be called {}.",
                match player {
                    Player::South => "South",
                    Player::North => "North",
                }
            )),
            Field::Continue => {
                Some("The game saved last with s, from where it was left.".to_owned())
            }
            Field::Review => Some(
                "Each move of the saved game judged by the computer: where it was won and \
                 lost, and the better move."
                    .to_owned(),
            ),
            Field::Learn => Some(
                "Lessons for someone who has never played: the rules step by step, with \
                 moves to try, in the variant chosen above."
                    .to_owned(),
            ),
            Field::Puzzles => Some(
                "Find the move that wins more seeds than any other, from real games.".to_owned(),
            ),
            _ => None,
        }
    }

    fn mode_sentence(&self) -> &'static str {
        use crate::setup::Mode;
        match self.choices.mode {
            Mode::Sorry => "Each player tries to capture more seeds than the other.",
            Mode::WinWin => "Play together: both win when the stores end level.",
            Mode::Hurry { coop: false } => "A countdown each turn: move before it runs out.",
            Mode::Hurry { coop: true } => "A countdown each turn, and both play for level stores.",
        }
    }
}
