//! The words the wari game shows, in each of its languages.
//!
//! Every sentence a player or a teacher reads is a message of a [Project
//! Fluent](https://projectfluent.org) catalog, one `.ftl` file a language
//! in `ftl/`, built into the binary. Fluent is what lets each language
//! say "1 graine, 2 graines" or "Ama's pit" in its own grammar, from the
//! same arguments, so no screen builds a sentence of its own.
//!
//! Which language a sentence is read in belongs to its reader, not to the
//! screen that draws it: one process draws for the person at its terminal,
//! a classroom server for many students at once, each in their own. So
//! [`tr!`] reads the language of [`reader::current`], which a runner sets
//! for everything it draws: [`reader::set_default`] for a whole process,
//! [`reader::reading`] around one student's frame.
//!
//! ```
//! use wari_words::{Lang, reader, tr};
//!
//! let fr = Lang::from_code("fr").unwrap();
//! let said = reader::reading(fr, || tr!("seeds", count = 1));
//! assert_eq!(said, "1 graine");
//! ```

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod catalog;
mod lang;
mod pseudo;
pub mod reader;
mod typography;

pub use catalog::{Args, catalog_source, text, text_in};
pub use lang::{Lang, UnknownLang};

/// The key that answers yes in the current reader's language: `o` for
/// *oui*, `j` for *ja*. `y` answers yes in every language as well (see
/// [`is_yes`]), so a key named on a shared screen still works.
pub fn yes_key() -> char {
    tr!("key-yes").chars().next().unwrap_or('y')
}

/// Whether the key `c` answers yes for the current reader: `y` or their
/// own yes key, in either case. Nothing else does: every question's other
/// answer is "any other key".
pub fn is_yes(c: char) -> bool {
    let c = c.to_ascii_lowercase();
    c == 'y' || c == yes_key()
}

/// The current reader's words for the message `id`, with its arguments
/// given as `name = value` (a string or a number):
/// `tr!("seeds", count = 3)`.
///
/// A message missing from the reader's catalog is read in English, and one
/// missing from English shows its id: the tests check that neither
/// happens.
#[macro_export]
macro_rules! tr {
    ($id:literal $(,)?) => {
        $crate::text($id, None)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::Args::new();
        $( args.set(stringify!($name), $value); )+
        $crate::text($id, Some(&args))
    }};
}
