//! Writing a record: the tags in a fixed order, a blank line, then the
//! moves wrapped before 80 columns and the result.

use std::fmt;

use super::Record;
use crate::engine::{Diagram, Game, Player};

/// Where movetext lines are wrapped, as PGN does.
const WIDTH: usize = 79;

/// A tag's value with `\`, `"` and line breaks escaped.
fn escape(value: &str) -> String {
    let mut escaped = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' => escaped.push_str("\\\\"),
            '"' => escaped.push_str("\\\""),
            '\n' => escaped.push_str("\\n"),
            c => escaped.push(c),
        }
    }
    escaped
}

impl Record {
    /// Every tag, in the order written.
    fn tags(&self) -> Vec<(&str, String)> {
        let header = &self.header;
        let rules = self.start.rules();
        let seats = &header.seats;
        let mut tags = vec![
            ("Event", header.event.clone()),
            ("Date", header.date.clone()),
            ("South", seats[Player::South].name.clone()),
            ("North", seats[Player::North].name.clone()),
            ("Result", self.result()),
            ("Variant", header.variant.clone()),
            ("PitsPerSide", rules.pits_per_side().to_string()),
            ("SeedsPerPit", rules.seeds_per_pit().to_string()),
            ("GrandSlam", rules.grand_slam().name().to_owned()),
            ("MajorityEnds", rules.majority_ends().to_string()),
            ("Mode", header.mode.name().to_owned()),
            ("HurrySeconds", header.hurry_seconds.to_string()),
            ("First", self.first().name().to_owned()),
            ("SouthPlays", seats[Player::South].kind.name()),
            ("NorthPlays", seats[Player::North].kind.name()),
        ];
        if !self.starts_at_start() {
            tags.push(("Position", Diagram::of(&self.start).to_string()));
        }
        if let Some(termination) = self.termination() {
            tags.push(("Termination", termination.to_owned()));
        }
        tags.extend(
            header
                .extra
                .iter()
                .map(|tag| (tag.name(), tag.value().to_owned())),
        );
        tags
    }

    /// The movetext's words: numbers, moves, comments and the result.
    fn words(&self) -> Vec<String> {
        let mut words = Vec::new();
        let mut comments = self.comments.iter().peekable();
        let mut game = Game::from_position(self.start);
        for ply in 0..=self.moves.len() {
            while let Some(comment) = comments.next_if(|c| c.after == ply) {
                words.push(format!("{{{}}}", comment.text));
            }
            let Some(&m) = self.moves.get(ply) else {
                break;
            };
            if ply % 2 == 0 {
                words.push(format!("{}.", ply / 2 + 1));
            }
            let position = *game.position();
            let letter = position.pit_of(m).label(position.rules().pits_per_side());
            let report = game.play(m).expect("a record's moves are legal");
            let taken = report.capture().total();
            words.push(if taken > 0 {
                format!("{letter}+{taken}")
            } else {
                letter.to_string()
            });
        }
        words.push(self.result());
        words
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (name, value) in self.tags() {
            writeln!(f, "[{name} \"{}\"]", escape(&value))?;
        }
        writeln!(f)?;
        let mut line = String::new();
        for word in self.words() {
            if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > WIDTH {
                writeln!(f, "{line}")?;
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&word);
        }
        writeln!(f, "{line}")
    }
}
