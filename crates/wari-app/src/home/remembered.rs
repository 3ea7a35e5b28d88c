//! The choices the home screen remembers between runs, as TOML text. The
//! edge reads and writes the file; here is only what it holds.
//!
//! Reading is lenient: a key the program does not know, or a value no
//! longer offered (a variant gone from the rules file), is passed over and
//! the usual choice kept, so an older or newer program's file still works.
//! Only text that is no TOML at all is an error, which the edge reports
//! and sets aside.

use serde::{Deserialize, Serialize};
use wari_words::Lang;

use crate::choices::Who;
use crate::engine::{MAX_SEEDS_PER_PIT, MIN_SEEDS_PER_PIT, Player};
use crate::search::Level;
use crate::setup::{Mode, Name};

use super::{Field, Home};

/// The file's contents; every key may be missing.
#[derive(Debug, Default, Deserialize, Serialize)]
#[serde(default)]
struct Remembered {
    players: Option<String>,
    level: Option<String>,
    mode: Option<String>,
    variant: Option<String>,
    seeds: Option<usize>,
    south_name: Option<String>,
    north_name: Option<String>,
    /// The language's code: `fr`.
    language: Option<String>,
}

impl Home {
    /// The choices as the file keeps them.
    pub fn remembered(&self) -> String {
        let name = |player: Player| Some(self.names[player].clone()).filter(|n| !n.is_empty());
        let remembered = Remembered {
            players: Some(self.choices.who.key().to_owned()),
            level: Some(self.choices.level.name().to_owned()),
            mode: Some(self.choices.mode.short().to_owned()),
            variant: self.offer().map(|v| v.name.clone()),
            seeds: self.choices.seeds,
            south_name: name(Player::South),
            north_name: name(Player::North),
            // Only a language chosen: the locale's is the locale's to change.
            language: self.chosen.map(|l| l.code().to_owned()),
        };
        toml::to_string(&remembered).unwrap_or_default()
    }

    /// Takes the choices from the file's `text`, each one that is still
    /// offered. An error only when the text is no TOML of this shape.
    pub fn recall(&mut self, text: &str) -> Result<(), toml::de::Error> {
        let remembered: Remembered = toml::from_str(text)?;
        let players = remembered.players.as_deref();
        if let Some(who) = Who::ALL.into_iter().find(|w| Some(w.key()) == players) {
            self.choices.who = who;
        }
        if let Some(level) = remembered.level.and_then(|l| l.parse::<Level>().ok()) {
            self.choices.level = level;
        }
        let mode = remembered.mode.as_deref();
        if let Some(mode) = Mode::ALL.into_iter().find(|m| Some(m.short()) == mode) {
            self.choices.mode = mode;
        }
        let variant = remembered.variant.as_deref();
        if let Some(at) = self
            .variants
            .iter()
            .position(|v| Some(v.name.as_str()) == variant)
        {
            self.choices.variant = at;
        }
        self.choices.seeds = remembered
            .seeds
            .filter(|s| (MIN_SEEDS_PER_PIT..=MAX_SEEDS_PER_PIT).contains(s));
        for (player, name) in [
            (Player::South, remembered.south_name),
            (Player::North, remembered.north_name),
        ] {
            // A name remembered before names had today's rule keeps what
            // the rule allows of it, rather than being forgotten.
            if let Some(name) = name.as_deref().and_then(Name::cleaned) {
                self.names[player] = name.into();
            }
        }
        if let Some(language) = remembered.language.as_deref().and_then(Lang::from_code) {
            self.chosen = Some(language);
            self.language = language;
        }
        self.field = Field::Play;
        Ok(())
    }
}
