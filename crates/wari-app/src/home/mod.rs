//! The home screen: what `wari` opens when no flag says what to play. A
//! child at home chooses who plays, the mode, the variant, the seeds, the
//! names and the language with the arrow keys, instead of quitting to type
//! flags.
//!
//! It is a plain state machine, like the board: [`Home::update`] takes a
//! key and says what the player asked for, [`Home::view`] only draws. The
//! edge reads and writes the remembered choices ([`Home::recall`],
//! [`Home::remembered`]) and starts what was chosen.

mod lines;
mod note;
mod remembered;
mod view;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use wari_words::{Lang, reader};

use crate::app::Setup;
use crate::choices::{Choices, Question, Who};
use crate::engine::{ByPlayer, Player, Rules};
use crate::screen_keys::{self, ScreenKey};
use crate::seat_names;
use crate::setup::{Name, Seat, same_name};
use crate::variants::Variants;

pub use lines::Field;
pub use note::Unready;

use note::Note;

/// A variant the home screen offers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offer {
    /// The variant's name in the rules file.
    pub name: String,
    /// One line on what it is.
    pub description: String,
    /// Its rules, before the seeds chosen here.
    pub rules: Rules,
}

/// What the player asked for with a key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Nothing beyond redrawing.
    Stay,
    /// Start this new game.
    Play(Setup),
    /// Continue the game saved last.
    Continue,
    /// Review the game saved last.
    Review,
    /// Open the lessons, in the variant chosen.
    Learn,
    /// Open the puzzles.
    Puzzles,
    /// Leave the program.
    Quit,
}

/// The home screen's state: the choices, the line chosen, and a note.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Home {
    variants: Vec<Offer>,
    field: Field,
    choices: Choices,
    names: ByPlayer<String>,
    /// The language every screen is drawn in: the one chosen, else the
    /// program's.
    language: Lang,
    /// The language chosen on the language line (or remembered from an
    /// earlier run): the only one the file keeps. `None` follows the
    /// program's.
    chosen: Option<Lang>,
    /// The program's language: its locale's, or the runner's `--lang`.
    system: Lang,
    /// Whether a saved game is there to continue.
    can_continue: bool,
    /// One line for the player: what went wrong, or what was set aside.
    note: Option<Note>,
}

/// What a key on a choice line does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum HomeKey {
    Up,
    Down,
    Less,
    More,
    Enter,
    RubOut,
    Quit,
}

/// The keys on a line of choices, in the order the last row names them.
static CHOICE_KEYS: &[ScreenKey<HomeKey>] = &[
    ScreenKey::named(
        &[KeyCode::Up, KeyCode::Char('k'), KeyCode::BackTab],
        HomeKey::Up,
        "↑↓",
        "home-key-choose",
    ),
    ScreenKey::unnamed(
        &[KeyCode::Down, KeyCode::Char('j'), KeyCode::Tab],
        HomeKey::Down,
    ),
    ScreenKey::named(
        &[KeyCode::Left, KeyCode::Char('h')],
        HomeKey::Less,
        "←→",
        "home-key-change",
    ),
    ScreenKey::unnamed(&[KeyCode::Right, KeyCode::Char('l')], HomeKey::More),
    ScreenKey::named(&[KeyCode::Enter], HomeKey::Enter, "Enter", "home-key-play"),
    ScreenKey::named(
        &[KeyCode::Char('q'), KeyCode::Esc],
        HomeKey::Quit,
        "q",
        "home-key-quit",
    ),
];

/// The keys on a name's line: letters are typed into the name, so only
/// keys that type nothing move or act.
static NAME_KEYS: &[ScreenKey<HomeKey>] = &[
    ScreenKey::named(
        &[KeyCode::Up, KeyCode::BackTab],
        HomeKey::Up,
        "↑↓",
        "home-key-choose",
    ),
    ScreenKey::unnamed(&[KeyCode::Down, KeyCode::Tab], HomeKey::Down),
    ScreenKey::named(
        &[KeyCode::Backspace],
        HomeKey::RubOut,
        "Backspace",
        "home-key-rub-out",
    ),
    ScreenKey::named(&[KeyCode::Enter], HomeKey::Enter, "Enter", "home-key-play"),
    // Esc leaves the name, not the program: a child who typed a name and
    // pressed Esc loses nothing.
    ScreenKey::named(&[KeyCode::Esc], HomeKey::Down, "Esc", "home-key-name-done"),
];

impl Home {
    /// The home screen offering every variant of a rules file, its
    /// default first chosen.
    pub fn for_rules(variants: &Variants) -> Home {
        let default = variants.default_variant().name();
        let offers: Vec<Offer> = variants
            .iter()
            .map(|v| Offer {
                name: v.name().to_owned(),
                description: v.description().to_owned(),
                rules: v.rules(),
            })
            .collect();
        let at = offers.iter().position(|o| o.name == default).unwrap_or(0);
        Home::new(offers, at)
    }

    /// The home screen offering `variants` (a rules file has at least
    /// one), `default` first chosen, in the language read now: the one
    /// the program was started in.
    pub fn new(variants: Vec<Offer>, default: usize) -> Home {
        Home {
            choices: Choices {
                variant: default.min(variants.len().saturating_sub(1)),
                ..Choices::default()
            },
            variants,
            field: Field::Who,
            names: ByPlayer::new(String::new(), String::new()),
            language: reader::current(),
            chosen: None,
            system: reader::current(),
            can_continue: false,
            note: None,
        }
    }

    /// Offers to continue the saved game, or not when there is none: a
    /// game saved since the screen opened can be continued too.
    pub fn saved_game(&mut self, exists: bool) {
        self.can_continue = exists;
        if !exists && matches!(self.field, Field::Continue | Field::Review) {
            self.field = Field::Play;
        }
    }

    /// Shows `note` on the screen's one line for news, until the next key.
    pub fn tell(&mut self, note: impl Into<String>) {
        self.note = Some(Note::Told(note.into()));
    }

    /// The language chosen: the one every screen should be drawn in.
    pub fn language(&self) -> Lang {
        self.language
    }

    /// Draws every screen in `language` this run, over any choice: how a
    /// runner puts the screen in the language asked for on its command
    /// line. It is not a choice: the file keeps what it kept.
    pub fn set_language(&mut self, language: Lang) {
        self.language = language;
        self.system = language;
    }

    /// The language chosen on the language line, if one is: `None` when
    /// the screens follow the program's.
    pub fn chosen_language(&self) -> Option<Lang> {
        self.chosen
    }

    /// The line chosen now.
    pub fn field(&self) -> Field {
        self.field
    }

    /// Handles a key press (Ctrl-C leaves, as everywhere).
    pub fn update(&mut self, key: KeyEvent) -> Outcome {
        if key.modifiers.contains(KeyModifiers::CONTROL) {
            return if key.code == KeyCode::Char('c') {
                Outcome::Quit
            } else {
                Outcome::Stay
            };
        }
        self.note = None;
        let action = screen_keys::action_of(self.keys(), key.code);
        match (action, key.code, self.field) {
            (None, KeyCode::Char(c), Field::Name(player)) => self.type_char(player, c),
            (Some(HomeKey::Up), ..) => self.step_field(-1),
            (Some(HomeKey::Down), ..) => self.step_field(1),
            (Some(HomeKey::Less), ..) => self.change(-1),
            (Some(HomeKey::More), ..) => self.change(1),
            (Some(HomeKey::RubOut), _, Field::Name(player)) => {
                self.names[player].pop();
            }
            (Some(HomeKey::Enter), ..) => return self.enter(),
            (Some(HomeKey::Quit), ..) => return Outcome::Quit,
            _ => {}
        }
        Outcome::Stay
    }

    /// The key table of the line chosen.
    fn keys(&self) -> &'static [ScreenKey<HomeKey>] {
        match self.field {
            Field::Name(_) => NAME_KEYS,
            _ => CHOICE_KEYS,
        }
    }

    fn type_char(&mut self, player: Player, c: char) {
        let name = &mut self.names[player];
        if Name::allows(c) && name.chars().count() < Name::MAX_CHARS {
            name.push(c);
        }
    }

    /// Moves to the next (or previous) line shown, round the ends.
    fn step_field(&mut self, step: isize) {
        let fields = self.fields();
        let at = fields.iter().position(|&f| f == self.field).unwrap_or(0);
        let next = (at as isize + step).rem_euclid(fields.len() as isize) as usize;
        self.field = fields[next];
    }

    /// Changes the chosen line's value by `step`, round the ends.
    fn change(&mut self, step: isize) {
        let question = match self.field {
            Field::Language => return self.step_language(step),
            Field::Who => Question::Who,
            Field::Level => Question::Level,
            Field::Mode => Question::Mode,
            Field::Variant => Question::Variant,
            Field::Seeds => Question::Seeds,
            Field::Name(_)
            | Field::Play
            | Field::Continue
            | Field::Review
            | Field::Learn
            | Field::Puzzles
            | Field::Quit => return,
        };
        let own = self.own_seeds();
        self.choices
            .change(question, step, self.variants.len(), own);
    }

    /// The next (or previous) language a user may choose, round the ends:
    /// the program's first, then each spoken one.
    fn step_language(&mut self, step: isize) {
        let offered: Vec<Option<Lang>> = std::iter::once(None)
            .chain(Lang::spoken().map(Some))
            .collect();
        let at = offered.iter().position(|&l| l == self.chosen).unwrap_or(0);
        let next = (at as isize + step).rem_euclid(offered.len() as isize) as usize;
        self.chosen = offered[next];
        self.language = self.chosen.unwrap_or(self.system);
    }

    fn enter(&mut self) -> Outcome {
        match self.field {
            Field::Continue => Outcome::Continue,
            Field::Review => Outcome::Review,
            Field::Learn => Outcome::Learn,
            Field::Puzzles => Outcome::Puzzles,
            Field::Quit => Outcome::Quit,
            _ => match self.setup() {
                Ok(setup) => {
                    // Back from the game, q must leave, not type a letter.
                    self.field = Field::Play;
                    Outcome::Play(setup)
                }
                Err(why) => {
                    self.note = Some(Note::Unready(why));
                    Outcome::Stay
                }
            },
        }
    }

    /// The lines shown now: the level only when the computer plays, a
    /// name only for a person's seat, the language last of the choices,
    /// "continue" and "review" only with a saved game;
    /// the lessons and puzzles always.
    pub fn fields(&self) -> Vec<Field> {
        let mut fields = vec![Field::Who];
        if self.choices.who != Who::People {
            fields.push(Field::Level);
        }
        fields.extend([Field::Mode, Field::Variant, Field::Seeds]);
        for player in Player::ALL {
            if !self.choices.who.computer_plays(player) {
                fields.push(Field::Name(player));
            }
        }
        fields.extend([Field::Language, Field::Play]);
        if self.can_continue {
            fields.extend([Field::Continue, Field::Review]);
        }
        fields.extend([Field::Learn, Field::Puzzles, Field::Quit]);
        fields
    }

    fn offer(&self) -> Option<&Offer> {
        self.variants.get(self.choices.variant)
    }

    /// The chosen variant's own seeds a pit.
    fn own_seeds(&self) -> usize {
        self.offer().map_or(4, |v| v.rules.seeds_per_pit())
    }

    fn seeds(&self) -> usize {
        self.choices.seeds(self.own_seeds())
    }

    /// The variant chosen, by name, with its own rules: what the lessons
    /// follow. None only when the rules file offered none.
    pub fn variant(&self) -> Option<(&str, Rules)> {
        self.offer().map(|offer| (offer.name.as_str(), offer.rules))
    }

    /// The game chosen, or why it cannot start (two players with one
    /// name, which the narration could not tell apart).
    pub fn setup(&self) -> Result<Setup, Unready> {
        let offer = self.offer().ok_or(Unready::NoVariant)?;
        let seeds = u8::try_from(self.seeds()).map_err(|_| Unready::TooManySeeds)?;
        let rules = offer
            .rules
            .with_seeds_per_pit(seeds)
            .map_err(|error| Unready::Rules(error.to_string()))?;
        let seats = ByPlayer::new(self.seat(Player::South), self.seat(Player::North));
        let (south, north) = (&seats[Player::South].name, &seats[Player::North].name);
        if same_name(south, north) {
            return Err(Unready::SameName(north.clone()));
        }
        Ok(Setup {
            seats,
            mode: self.choices.mode,
            ..Setup::new(offer.name.clone(), rules)
        })
    }

    /// A seat as chosen: a person by the name typed (South or North when
    /// none is), the computer called Computer against a person and by its
    /// side in a demo, as on the command line.
    fn seat(&self, player: Player) -> Seat {
        let side = seat_names::side_name(player);
        if self.choices.who.computer_plays(player) {
            let name = if self.choices.who == Who::Watch {
                side
            } else {
                seat_names::computer_name()
            };
            return Seat::computer(name, self.choices.level);
        }
        match Name::cleaned(&self.names[player]) {
            Some(name) => Seat::human(name),
            None => Seat::human(side),
        }
    }
}

#[cfg(test)]
mod tests;
