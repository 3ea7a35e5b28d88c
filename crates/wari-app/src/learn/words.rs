//! The lessons' words as data: each a message of the catalogs with its
//! numbers and pit letters, put into words in the reader's language only
//! when drawn, so that one lesson reads in French to one student and in
//! Dutch to another.

use wari_words::Args;

use super::{LEARNER, OTHER};

/// A message of the catalogs and its arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Words {
    /// The message's id.
    pub id: &'static str,
    /// Its arguments besides the players' names, which every lesson
    /// message may read as `$learner` (Ama) and `$other` (Kofi).
    pub args: &'static [(&'static str, Arg)],
}

/// One argument of a lesson's message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A number: seeds, pits, steps.
    Number(u16),
    /// A pit, by its letter: `A` to `F` on the learner's row, `a` to `f`
    /// on the other player's.
    Pit(char),
}

/// A number argument, as the lessons write one: `n("seeds", 4)`.
pub const fn n(name: &'static str, number: u16) -> (&'static str, Arg) {
    (name, Arg::Number(number))
}

/// A pit argument, as the lessons write one: `pit("pit", 'a')`.
pub const fn pit(name: &'static str, letter: char) -> (&'static str, Arg) {
    (name, Arg::Pit(letter))
}

impl Words {
    /// The message `id`, reading only the players' names.
    pub const fn new(id: &'static str) -> Words {
        Words { id, args: &[] }
    }

    /// The message `id` with `args`.
    pub const fn with(id: &'static str, args: &'static [(&'static str, Arg)]) -> Words {
        Words { id, args }
    }

    /// The words in the reader's language.
    pub fn text(self) -> String {
        let mut args = Args::new();
        args.set("learner", LEARNER);
        args.set("other", OTHER);
        for &(name, arg) in self.args {
            match arg {
                Arg::Number(number) => args.set(name, number),
                Arg::Pit(letter) => args.set(name, letter.to_string()),
            }
        }
        wari_words::text(self.id, Some(&args))
    }
}
