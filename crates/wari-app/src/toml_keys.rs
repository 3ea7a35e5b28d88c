//! A hand-written TOML file (a rules file, an earlier version's save) read
//! key by key, so that one reading finds every key that is wrong and says
//! what is wrong with each in a person's words.
//!
//! serde stops at the first problem and words it in Rust's types
//! (`invalid type: integer as i128, expected i64`), so a teacher who
//! mistyped two keys mended one, ran the program again, and only then
//! heard of the other. Here the text is parsed with the span of every key
//! and value kept, then each key the file should hold is read on its own;
//! a problem is noted and the reading goes on.

use std::fmt::Display;
use std::ops::{Range, RangeInclusive};

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use crate::engine::Named;
use crate::text::shorten;

/// Something wrong at one place in a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Problem {
    /// The bytes it is about (a value, a key, a table), for its line; none
    /// for a key missing from the top of the file, which has no place.
    pub(crate) at: Option<Range<usize>>,
    /// The dotted key it is about (`variants.dutch.grand_slam`); for a
    /// missing key, the table that lacks it, empty at the top.
    pub(crate) key: String,
    /// Whether the message is about the key's value, and so does not name
    /// the key: one about a missing or an unknown key names it.
    pub(crate) about_value: bool,
    /// What is wrong, in words.
    pub(crate) message: String,
    /// Where it sorts among the file's problems: its place in the file,
    /// and a missing key after everything its table does hold.
    order: usize,
}

impl Problem {
    /// A problem with the value of the dotted `key`, at `at`, found by a
    /// check of the caller's own.
    pub(crate) fn of_key(key: String, at: Range<usize>, message: impl Into<String>) -> Problem {
        Problem {
            order: at.start,
            at: Some(at),
            key,
            about_value: false,
            message: message.into(),
        }
    }

    /// A problem of the whole text, such as its syntax, at `at`.
    pub(crate) fn at(at: Option<Range<usize>>, message: impl Into<String>) -> Problem {
        Problem {
            order: at.as_ref().map_or(usize::MAX, |at| at.start),
            at,
            key: String::new(),
            about_value: false,
            message: message.into(),
        }
    }
}

/// `problems` in the order a reader meets them in the file.
pub(crate) fn in_file_order(mut problems: Vec<Problem>) -> Vec<Problem> {
    problems.sort_by_key(|p| p.order);
    problems
}

/// The text parsed, each key and value with its span, or where its syntax
/// goes wrong first, in TOML's own words (`unclosed array, expected ]`),
/// which are a person's.
pub(crate) fn parse(source: &str) -> Result<Spanned<DeTable<'_>>, Problem> {
    DeTable::parse(source).map_err(|e| Problem::at(e.span(), e.message().trim()))
}

/// Whether a line of `source` starts with one of `keys` (`key =`, or a
/// `[key` header): a text with none is not a file of this kind at all,
/// which says more than its first syntax error would.
pub(crate) fn mentions_any(source: &str, keys: &[&str]) -> bool {
    source.lines().any(|line| {
        let line = line.trim_start().trim_start_matches('[').trim_start();
        keys.iter().any(|key| {
            line.strip_prefix(key)
                .is_some_and(|rest| rest.trim_start().starts_with(['=', '.', ']']))
        })
    })
}

/// One table's keys, read one at a time by what each should hold. Every
/// key read is known; [`Keys::finish`] names the keys the table holds
/// that nobody read, since a misspelt knob must not be silently ignored.
pub(crate) struct Keys<'d, 'i> {
    source: &'d str,
    table: &'d DeTable<'i>,
    /// The table's place: where its missing keys are reported.
    at: Option<Range<usize>>,
    /// The table's dotted key, empty at the top.
    path: String,
    known: Vec<&'static str>,
    /// The keys asked for that the table lacks, told together.
    missing: Vec<&'static str>,
    problems: Vec<Problem>,
}

impl<'d, 'i> Keys<'d, 'i> {
    /// The keys at the top of `document`, parsed from `source`.
    pub(crate) fn top(source: &'d str, document: &'d Spanned<DeTable<'i>>) -> Self {
        Keys::new(source, document.get_ref(), None, String::new())
    }

    /// The keys of `table`, found at `at` under the dotted key `path`.
    pub(crate) fn new(
        source: &'d str,
        table: &'d DeTable<'i>,
        at: Option<Range<usize>>,
        path: String,
    ) -> Self {
        Keys {
            source,
            table,
            at,
            path,
            known: Vec::new(),
            missing: Vec::new(),
            problems: Vec::new(),
        }
    }

    /// Whether the table holds `key`, which is known from now on: for a key
    /// that may be left out.
    pub(crate) fn has(&mut self, key: &'static str) -> bool {
        self.know(key);
        self.table.contains_key(key)
    }

    /// Whether the table holds any of `keys`, without making them known.
    pub(crate) fn holds_any(&self, keys: &[&str]) -> bool {
        keys.iter().any(|key| self.table.contains_key(*key))
    }

    /// The value of `key`, noting it missing when the table has none.
    pub(crate) fn value(&mut self, key: &'static str) -> Option<&'d Spanned<DeValue<'i>>> {
        self.know(key);
        let value = self.table.get(key);
        if value.is_none() {
            self.missing.push(key);
        }
        value
    }

    /// The text `key` holds.
    pub(crate) fn text(&mut self, key: &'static str) -> Option<Spanned<String>> {
        let value = self.value(key)?;
        match value.get_ref() {
            DeValue::String(text) => Some(Spanned::new(value.span(), text.to_string())),
            _ => self.expected(key, value, "text in quotes"),
        }
    }

    /// `true` or `false`, as `key` holds it.
    pub(crate) fn boolean(&mut self, key: &'static str) -> Option<bool> {
        let value = self.value(key)?;
        match value.get_ref() {
            DeValue::Boolean(yes) => Some(*yes),
            DeValue::String(text) if matches!(text.as_ref(), "true" | "false") => {
                self.expected(key, value, "true or false without quotes")
            }
            _ => self.expected(key, value, "true or false"),
        }
    }

    /// The name `key` holds, one of `T`'s.
    pub(crate) fn named<T: Named>(&mut self, key: &'static str) -> Option<T> {
        let value = self.value(key)?;
        match value.get_ref() {
            DeValue::String(name) => match T::from_name(name) {
                Ok(named) => Some(named),
                Err(error) => self.refuse(key, error.to_string()),
            },
            _ => self.expected(key, value, &T::quoted_list()),
        }
    }

    /// The whole number `key` holds, if it fits a `T`. `allowed` is what
    /// the message offers instead of a wrong value; a number of the right
    /// kind outside it is the caller's to refuse, in the words of its own
    /// check.
    pub(crate) fn whole<T: TryFrom<i64>>(
        &mut self,
        key: &'static str,
        allowed: &RangeInclusive<impl Display>,
    ) -> Option<Spanned<T>> {
        let value = self.value(key)?;
        match whole_of(value.get_ref()) {
            Some(number) => Some(Spanned::new(value.span(), number)),
            None => self.expected(key, value, &whole_words(value.get_ref(), allowed)),
        }
    }

    /// The list of whole numbers `key` holds, each fitting a `T`; `allowed`
    /// as for [`Keys::whole`].
    pub(crate) fn wholes<T: TryFrom<i64>>(
        &mut self,
        key: &'static str,
        allowed: &RangeInclusive<impl Display>,
    ) -> Option<Vec<T>> {
        let value = self.value(key)?;
        let what = format!(
            "a list of whole numbers from {} to {}",
            allowed.start(),
            allowed.end()
        );
        let DeValue::Array(items) = value.get_ref() else {
            return self.expected(key, value, &what);
        };
        let mut numbers = Vec::with_capacity(items.len());
        for item in items {
            match whole_of(item.get_ref()) {
                Some(number) => numbers.push(number),
                None => return self.expected(key, item, &what),
            }
        }
        Some(numbers)
    }

    /// The table `key` holds; `what` says what it should hold otherwise.
    pub(crate) fn table(
        &mut self,
        key: &'static str,
        what: &str,
    ) -> Option<&'d Spanned<DeValue<'i>>> {
        let value = self.value(key)?;
        match value.get_ref() {
            DeValue::Table(_) => Some(value),
            _ => self.expected(key, value, what),
        }
    }

    /// Notes `message` against the value of `key`, which a check beyond
    /// its kind refused (a board too large, a mode unknown); always `None`,
    /// for the reader that returns it.
    pub(crate) fn refuse<T>(&mut self, key: &str, message: impl Into<String>) -> Option<T> {
        let at = self.table.get(key).map(Spanned::span);
        self.problems.push(Problem {
            order: at.as_ref().map_or(usize::MAX, |at| at.start),
            at,
            key: self.dotted(key),
            about_value: false,
            message: message.into(),
        });
        None
    }

    /// Every problem found, with one for each key the table holds that
    /// nobody read, and one for the keys it lacks.
    pub(crate) fn finish(mut self) -> Vec<Problem> {
        if !self.missing.is_empty() {
            // After the table's last value: a key is missing from all of it.
            let last = self.table.iter().map(|(_, value)| value.span().end).max();
            let order = match &self.at {
                Some(at) => last.unwrap_or(at.end).max(at.end),
                None => usize::MAX,
            };
            let names: Vec<String> = self.missing.iter().map(|k| format!("`{k}`")).collect();
            let message = match names.as_slice() {
                [one] => format!("missing field {one}"),
                many => format!("missing fields {}", many.join(", ")),
            };
            self.problems.push(Problem {
                at: self.at.clone(),
                key: self.path.clone(),
                about_value: false,
                message,
                order,
            });
        }
        for (key, _) in self.table.iter() {
            let name = key.get_ref().as_ref();
            if self.known.contains(&name) {
                continue;
            }
            let message = format!("unknown field `{name}`, {}", expected_keys(&self.known));
            self.problems.push(Problem {
                at: Some(key.span()),
                key: self.dotted(name),
                about_value: false,
                message,
                order: key.span().start,
            });
        }
        self.problems
    }

    fn know(&mut self, key: &'static str) {
        if !self.known.contains(&key) {
            self.known.push(key);
        }
    }

    /// Notes that `key` holds `value` where `what` was expected, quoting
    /// the value as the file writes it.
    fn expected<T>(
        &mut self,
        key: &'static str,
        value: &Spanned<DeValue<'_>>,
        what: &str,
    ) -> Option<T> {
        let written = self.source.get(value.span()).unwrap_or_default();
        self.problems.push(Problem {
            at: Some(value.span()),
            key: self.dotted(key),
            about_value: true,
            message: format!("expected {what}, not {}", shorten(written.trim(), 40)),
            order: value.span().start,
        });
        None
    }

    fn dotted(&self, key: &str) -> String {
        if self.path.is_empty() {
            key.to_owned()
        } else {
            format!("{}.{key}", self.path)
        }
    }
}

/// The whole number `value` holds, if it is one and fits a `T`.
fn whole_of<T: TryFrom<i64>>(value: &DeValue<'_>) -> Option<T> {
    let DeValue::Integer(number) = value else {
        return None;
    };
    let number = i64::from_str_radix(number.as_str(), number.radix()).ok()?;
    T::try_from(number).ok()
}

/// What a whole number's key should hold, for a value that is not one: a
/// number in quotes is told to lose them.
fn whole_words(value: &DeValue<'_>, allowed: &RangeInclusive<impl Display>) -> String {
    let quoted = matches!(value, DeValue::String(text) if text.trim().parse::<i64>().is_ok());
    format!(
        "a whole number from {} to {}{}",
        allowed.start(),
        allowed.end(),
        if quoted { " without quotes" } else { "" }
    )
}

/// The keys a table may hold, as serde words them.
fn expected_keys(known: &[&str]) -> String {
    let quoted: Vec<String> = known.iter().map(|k| format!("`{k}`")).collect();
    match quoted.as_slice() {
        [] => "there are no fields".to_owned(),
        [one] => format!("expected {one}"),
        [one, two] => format!("expected {one} or {two}"),
        all => format!("expected one of {}", all.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Player;

    fn problems(source: &str, read: impl FnOnce(&mut Keys<'_, '_>)) -> Vec<(usize, String)> {
        let document = parse(source).expect("good TOML");
        let mut keys = Keys::top(source, &document);
        read(&mut keys);
        in_file_order(keys.finish())
            .into_iter()
            .map(|p| {
                let line = p.at.map_or(0, |at| crate::text::line_of(source, at.start));
                (line, format!("{}: {}", p.key, p.message))
            })
            .collect()
    }

    #[test]
    fn every_wrong_key_is_found_in_one_reading_in_file_order() {
        let source = "first = 3\nseeds = \"four\"\nend = \"yes\"\ncolour = \"red\"\n";
        let found = problems(source, |keys| {
            keys.whole::<u8>("seeds", &(1..=24));
            keys.named::<Player>("first");
            keys.boolean("end");
            keys.text("name");
        });
        assert_eq!(
            found,
            [
                (1, "first: expected \"south\" or \"north\", not 3".to_owned()),
                (2, "seeds: expected a whole number from 1 to 24, not \"four\"".to_owned()),
                (3, "end: expected true or false, not \"yes\"".to_owned()),
                (
                    4,
                    "colour: unknown field `colour`, expected one of `seeds`, `first`, `end`, `name`"
                        .to_owned()
                ),
                (0, ": missing field `name`".to_owned()),
            ]
        );
    }

    #[test]
    fn a_number_that_fits_no_board_or_has_quotes_is_told_so() {
        let source = "a = 99999999999999999999\nb = \"6\"\nc = 6.5\nd = -1\n";
        let found = problems(source, |keys| {
            keys.whole::<i64>("a", &(2..=12));
            keys.whole::<i64>("b", &(2..=12));
            keys.whole::<i64>("c", &(2..=12));
            keys.whole::<u64>("d", &(1..=600));
        });
        assert_eq!(
            found.iter().map(|(_, m)| m.as_str()).collect::<Vec<_>>(),
            [
                "a: expected a whole number from 2 to 12, not 99999999999999999999",
                "b: expected a whole number from 2 to 12 without quotes, not \"6\"",
                "c: expected a whole number from 2 to 12, not 6.5",
                "d: expected a whole number from 1 to 600, not -1",
            ]
        );
    }

    #[test]
    fn a_list_names_its_first_wrong_item() {
        let source = "moves = [1, -2, 3]\n";
        let found = problems(source, |keys| {
            assert_eq!(keys.wholes::<usize>("moves", &(1..=12)), None);
        });
        assert_eq!(
            found,
            [(
                1,
                "moves: expected a list of whole numbers from 1 to 12, not -2".to_owned()
            )]
        );
    }

    #[test]
    fn the_keys_a_table_lacks_are_told_together_after_what_it_holds() {
        let source = "[t]\nkept = true\n";
        let document = parse(source).expect("good TOML");
        let table = document.get_ref().get("t").expect("a table");
        let DeValue::Table(inner) = table.get_ref() else {
            panic!("a table");
        };
        let mut keys = Keys::new(source, inner, Some(table.span()), "t".to_owned());
        keys.boolean("kept");
        keys.text("one");
        keys.text("two");
        let found = keys.finish();
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].key, "t");
        assert_eq!(found[0].message, "missing fields `one`, `two`");
    }

    #[test]
    fn a_file_is_known_by_its_keys_at_the_start_of_a_line() {
        assert!(mentions_any("# a save\nvariant = \"x\"\n", &["variant"]));
        assert!(mentions_any("[variants.dutch]\n", &["variants"]));
        assert!(!mentions_any(
            "Dear Ama, the variant is dutch.\n",
            &["variant"]
        ));
        assert!(!mentions_any("variantly = 3\n", &["variant"]));
    }
}
