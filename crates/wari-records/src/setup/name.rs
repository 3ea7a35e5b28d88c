//! A player's name as a person gives it: on the command line, on the home
//! screen, or as a student's login and the name they type in the classroom.
//!
//! Every such name follows one rule, so a name that starts a game at the
//! keyboard is one the classroom would take too: letters of any script
//! with their accents (`Ọ̀yọ́`), digits, emoji, spaces and `- _ . '`, at most
//! [`Name::MAX_CHARS`] characters. What would let a name hide or disguise
//! itself is never part of one: control characters (which move a
//! terminal's cursor), the invisible characters that reverse or join text,
//! and runs of spaces.

use std::fmt;

/// A name within the rule above, with single spaces inside and none at
/// either end. Two names are the same player's when they differ only in
/// case ([`same_name`]): "ama" is Ama.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Name(String);

/// Why a typed name is not a [`Name`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NameError {
    /// Nothing but spaces.
    Empty,
    /// More than [`Name::MAX_CHARS`] characters.
    TooLong {
        /// How many characters were typed.
        chars: usize,
    },
    /// A character outside the rule.
    Character(char),
}

impl fmt::Display for NameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NameError::Empty => f.write_str("a name cannot be empty"),
            NameError::TooLong { chars } => write!(
                f,
                "a name has at most {} characters, not {chars}",
                Name::MAX_CHARS
            ),
            NameError::Character(c) => write!(
                f,
                "a name is letters, digits, emoji, spaces and - _ . ' only, not {:?}",
                c
            ),
        }
    }
}

impl std::error::Error for NameError {}

/// The name the classroom gives its teacher, which no student may pass for.
pub const TEACHER: &str = "teacher";

impl Name {
    /// The most characters a name has: room for a given name and a family
    /// name ("Oluwaseun Adebayo"); where a screen has less room, the name
    /// is cut there with an ellipsis.
    pub const MAX_CHARS: usize = 20;

    /// `typed` as a name, with its spaces trimmed and folded, or why it is
    /// not one. For a name a person typed on purpose, who should be told.
    ///
    /// ```
    /// use wari_records::setup::{Name, NameError};
    /// assert_eq!(Name::typed("  Ama   K ").map(String::from), Ok("Ama K".to_owned()));
    /// assert_eq!(Name::typed("Ama\u{1b}[2J"), Err(NameError::Character('\u{1b}')));
    /// ```
    pub fn typed(typed: &str) -> Result<Name, NameError> {
        if let Some(c) = typed.chars().find(|&c| !c.is_whitespace() && !allowed(c)) {
            return Err(NameError::Character(c));
        }
        let folded = fold_spaces(typed);
        match folded.chars().count() {
            0 => Err(NameError::Empty),
            chars if chars > Name::MAX_CHARS => Err(NameError::TooLong { chars }),
            _ => Ok(Name(folded)),
        }
    }

    /// What is left of `wanted` as a name: the characters outside the rule
    /// dropped and the rest cut to [`Name::MAX_CHARS`]; `None` when
    /// nothing is left. For a name that arrives whether or not it was meant
    /// as one, like an SSH login's user name.
    ///
    /// ```
    /// use wari_records::setup::Name;
    /// assert_eq!(Name::cleaned("kofi!$;").map(String::from), Some("kofi".to_owned()));
    /// assert_eq!(Name::cleaned("\u{1b}[31m").map(String::from), Some("31m".to_owned()));
    /// assert_eq!(Name::cleaned(" ; "), None);
    /// ```
    pub fn cleaned(wanted: &str) -> Option<Name> {
        let cut: String = kept(wanted).chars().take(Name::MAX_CHARS).collect();
        let name = cut.trim_end();
        (!name.is_empty()).then(|| Name(name.to_owned()))
    }

    /// Whether [`Name::cleaned`] cuts `wanted` short: more of it is
    /// allowed than [`Name::MAX_CHARS`] characters, and the one who
    /// chose it should be told.
    ///
    /// ```
    /// use wari_records::setup::Name;
    /// assert!(Name::cut_short("abenaaaaaaaaaaaaaaaaaaaa"));
    /// assert!(!Name::cut_short("abena!!!!!!!!!!!!!!!!!!!!!!"));
    /// ```
    pub fn cut_short(wanted: &str) -> bool {
        kept(wanted).trim_end().chars().count() > Name::MAX_CHARS
    }

    /// Whether `c` may be typed into a name: what the home screen lets
    /// through as a name is typed letter by letter.
    pub fn allows(c: char) -> bool {
        c == ' ' || allowed(c)
    }

    /// The name as shown.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether the name would pass for the classroom's [`TEACHER`]: it
    /// starts with that word in any case, spaces inside it ignored, so
    /// that "Te acher 2" cannot slip by.
    pub fn passes_for_teacher(&self) -> bool {
        name_key(&self.0).replace(' ', "").starts_with(TEACHER)
    }
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<Name> for String {
    fn from(name: Name) -> String {
        name.0
    }
}

/// `name` as names are compared: two names with one key are one player's,
/// which the narration ("Ama takes 2") could not tell apart.
pub fn name_key(name: &str) -> String {
    name.to_lowercase()
}

/// Whether `a` and `b` name one player: "ama" is Ama. Names shown on a
/// board are compared so whether a person typed them or the program gave
/// them ("South", "Computer").
pub fn same_name(a: &str, b: &str) -> bool {
    name_key(a) == name_key(b)
}

/// `text` with its runs of white space made one space, and none at the ends.
fn fold_spaces(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether `c`, not a space, may stand in a name: a letter or digit of any
/// script, an accent combined with one, an emoji, or `- _ . '`.
/// What the rule keeps of `wanted`, each run of spaces one space.
fn kept(wanted: &str) -> String {
    let kept: String = wanted
        .chars()
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .filter(|&c| c == ' ' || allowed(c))
        .collect();
    fold_spaces(&kept)
}

fn allowed(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '-' | '_' | '.' | '\'') || combining(c) || emoji(c)
}

/// The blocks of accents that combine with the letter before them, as
/// Yoruba's dot below and tones do (`Ọ̀`).
fn combining(c: char) -> bool {
    matches!(c,
        '\u{0300}'..='\u{036F}'
        | '\u{1AB0}'..='\u{1AFF}'
        | '\u{1DC0}'..='\u{1DFF}'
        | '\u{20D0}'..='\u{20FF}'
        | '\u{FE20}'..='\u{FE2F}')
}

/// The blocks of pictures a child may sign with: the emoji, and the older
/// symbols and dingbats (☀, ✨) that emoji keyboards offer beside them.
fn emoji(c: char) -> bool {
    matches!(c, '\u{1F300}'..='\u{1FAFF}' | '\u{2600}'..='\u{27BF}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_typed_name_keeps_its_letters_of_any_script_and_folds_its_spaces() {
        for (typed, name) in [
            ("Ama", "Ama"),
            ("  Ama   K ", "Ama K"),
            ("Ọ̀yọ́", "Ọ̀yọ́"),
            ("小明", "小明"),
            ("🦁👑Kofi🌍🎉", "🦁👑Kofi🌍🎉"),
            ("Jean-Luc O'Neil", "Jean-Luc O'Neil"),
        ] {
            assert_eq!(Name::typed(typed).map(String::from), Ok(name.to_owned()));
        }
    }

    #[test]
    fn a_typed_name_is_refused_with_its_reason() {
        assert_eq!(Name::typed("   "), Err(NameError::Empty));
        assert_eq!(
            Name::typed("Kwabena Asamoah-Boateng"),
            Err(NameError::TooLong { chars: 23 })
        );
        // A right-to-left override would show "Ama" typed backwards.
        assert_eq!(
            Name::typed("\u{202E}amA"),
            Err(NameError::Character('\u{202E}'))
        );
        assert_eq!(
            Name::typed("a\u{200B}b"),
            Err(NameError::Character('\u{200B}'))
        );
        assert_eq!(
            NameError::TooLong { chars: 23 }.to_string(),
            "a name has at most 20 characters, not 23"
        );
    }

    #[test]
    fn a_cleaned_name_drops_what_the_rule_leaves_out_and_is_cut() {
        assert_eq!(
            Name::cleaned("Ama\tK").map(String::from),
            Some("Ama K".into())
        );
        assert_eq!(
            Name::cleaned("abcdefghijklmnopqrstuvwxyz").map(String::from),
            Some("abcdefghijklmnopqrst".into())
        );
        // A cut before a space leaves no space at the end.
        assert_eq!(
            Name::cleaned("abcdefghijklmnopqrs tu").map(String::from),
            Some("abcdefghijklmnopqrs".into())
        );
        assert_eq!(Name::cleaned("\u{202E}\u{200B}"), None);
    }

    #[test]
    fn names_differing_in_case_are_one_players() {
        assert!(same_name("Ama", "AMA"));
        assert!(same_name("Ọ̀YỌ́", "ọ̀yọ́"));
        assert!(!same_name("Ama", "Ama K"));
    }

    #[test]
    fn nobody_passes_for_the_teacher_with_case_or_spaces() {
        for name in ["teacher", "Teacher 2", "te acher", "TEACHERS"] {
            assert!(Name::typed(name).unwrap().passes_for_teacher(), "{name}");
        }
        for name in ["Ama", "the teacher", "teach"] {
            assert!(!Name::typed(name).unwrap().passes_for_teacher(), "{name}");
        }
    }
}
