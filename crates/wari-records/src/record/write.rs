//! Writing a record in its [`Form`]: the tags, a blank line, then the
//! moves wrapped before 80 columns and the result.

use std::fmt;

use super::{Form, MoveNumber, Record, UNKNOWN_DATE, auale};
use crate::engine::{Diagram, Game, Player, Position};

/// Where movetext lines are wrapped, as PGN and Aualé do.
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

/// A tag as written: its name and its value, unescaped.
type TagLine<'a> = (&'a str, String);

impl Record {
    /// Every tag, in the order `form` writes them.
    fn tags(&self, form: Form) -> Vec<TagLine<'_>> {
        match form {
            Form::Wari => self.wari_tags(),
            Form::Auale => self.auale_tags(),
        }
    }

    /// wari's order: the game, the rules, how it is played, the start, the
    /// end, then the tags it does not read.
    fn wari_tags(&self) -> Vec<TagLine<'_>> {
        let header = &self.header;
        let mut tags = vec![
            ("Event", header.event.clone()),
            ("Date", header.date.clone()),
            ("South", header.seats[Player::South].name.clone()),
            ("North", header.seats[Player::North].name.clone()),
            ("Result", self.result()),
            ("Variant", header.variant.clone()),
        ];
        tags.extend(self.settings());
        if !self.starts_at_start() {
            tags.push(("Position", Diagram::of(&self.start).to_string()));
        }
        tags.extend(self.termination().map(|t| ("Termination", t.to_owned())));
        tags.extend(self.extra_tags(|_| true));
        tags
    }

    /// Aualé's order: its roster, then every other tag sorted by name, as
    /// Aualé's writer sorts them.
    fn auale_tags(&self) -> Vec<TagLine<'_>> {
        let mut rest = self.settings();
        if self.start != Position::start(auale::rules(), Player::South) {
            rest.push(("FEN", auale::fen(&self.start)));
        }
        rest.extend(self.termination().map(|t| ("Termination", t.to_owned())));
        if self.header.variant != auale::RULESET {
            rest.push(("WariVariant", self.header.variant.clone()));
        }
        rest.extend(self.extra_tags(|name| !auale::ROSTER.contains(&name)));
        rest.sort_by(|a, b| a.0.cmp(b.0));
        let mut tags = self.auale_roster();
        tags.extend(rest);
        tags
    }

    /// The eight tags Aualé writes first, `?` where nothing is known.
    fn auale_roster(&self) -> Vec<TagLine<'_>> {
        let header = &self.header;
        let extra = |name| {
            header
                .extra
                .iter()
                .find(|tag| tag.name() == name)
                .map_or(auale::UNKNOWN, |tag| tag.value())
                .to_owned()
        };
        let date = if header.date == UNKNOWN_DATE {
            auale::UNKNOWN
        } else {
            &header.date
        };
        vec![
            ("Variant", auale::RULESET.to_owned()),
            ("Event", header.event.clone()),
            ("Site", extra("Site")),
            ("Date", date.to_owned()),
            ("Round", extra("Round")),
            ("South", header.seats[Player::South].name.clone()),
            ("North", header.seats[Player::North].name.clone()),
            ("Result", self.result()),
        ]
    }

    /// The rules' knobs and how the game is played, which both forms write.
    fn settings(&self) -> Vec<TagLine<'_>> {
        let header = &self.header;
        let rules = self.start.rules();
        let seats = &header.seats;
        vec![
            ("PitsPerSide", rules.pits_per_side().to_string()),
            ("SeedsPerPit", rules.seeds_per_pit().to_string()),
            ("GrandSlam", rules.grand_slam().name().to_owned()),
            ("MajorityEnds", rules.majority_ends().to_string()),
            ("Mode", header.mode.name().to_owned()),
            ("HurrySeconds", header.hurry_seconds.to_string()),
            ("First", self.first().name().to_owned()),
            ("SouthPlays", seats[Player::South].kind.name()),
            ("NorthPlays", seats[Player::North].kind.name()),
        ]
    }

    /// The tags wari does not read whose names `keep` allows, in order.
    fn extra_tags(&self, keep: impl Fn(&str) -> bool) -> impl Iterator<Item = TagLine<'_>> {
        self.header
            .extra
            .iter()
            .filter(move |tag| keep(tag.name()))
            .map(|tag| (tag.name(), tag.value().to_owned()))
    }

    /// The movetext's words: numbers, moves, comments and the result. In
    /// Aualé's form a game of no moves has none, as Aualé writes it.
    fn words(&self, form: Form) -> Vec<String> {
        if form == Form::Auale && self.moves.is_empty() {
            return Vec::new();
        }
        let mut words = Vec::new();
        let mut comments = self.comments.iter().peekable();
        let mut game = Game::from_position(self.start);
        for ply in 0..=self.moves.len() {
            while let Some(comment) = comments.next_if(|c| c.after == ply) {
                push_comment(&mut words, form, &comment.text);
            }
            let Some(&m) = self.moves.get(ply) else {
                break;
            };
            let number = MoveNumber::of_index(ply);
            if !number.is_reply() {
                words.push(number.to_string());
            }
            let before = *game.position();
            let mover = before.to_move();
            let letter = before.pit_of(m).label(before.rules().pits_per_side());
            let report = game.play(m).expect("a record's moves are legal");
            let plus = match form {
                Form::Wari => report.capture().total(),
                Form::Auale => game.position().stores()[mover] - before.stores()[mover],
            };
            words.push(if plus > 0 {
                format!("{letter}+{plus}")
            } else {
                letter.to_string()
            });
        }
        if form == Form::Wari || self.game.outcome().is_some() {
            words.push(self.result());
        }
        words
    }
}

/// A comment as `form` writes it: one word in wari's, and in Aualé's its
/// braces and words apart, so that lines may break between them.
fn push_comment(words: &mut Vec<String>, form: Form, text: &str) {
    match form {
        Form::Wari => words.push(format!("{{{text}}}")),
        Form::Auale => {
            words.push("{".to_owned());
            words.extend(text.split_whitespace().map(str::to_owned));
            words.push("}".to_owned());
        }
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let form = self.form();
        for (name, value) in self.tags(form) {
            writeln!(f, "[{name} \"{}\"]", escape(&value))?;
        }
        let words = self.words(form);
        if words.is_empty() {
            return Ok(());
        }
        writeln!(f)?;
        let mut line = String::new();
        for word in words {
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
