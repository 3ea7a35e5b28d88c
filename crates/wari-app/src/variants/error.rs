//! Errors in a rules file, each naming the file, the line and the key, and
//! errors in choosing a variant from it.

use std::fmt;
use std::ops::Range;

use crate::text::{escape_controls, line_of};
use crate::toml_keys::Problem;

/// A rules file that cannot be used, located for the person who wrote it:
/// its first problem, and every other one in `more`, so that one reading
/// tells of every key to mend. Every part is stored with its control
/// characters escaped, since it quotes the file and the file may hold
/// anything.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesFileError {
    /// The file, as the user named it (or `rules.toml (built in)`).
    pub file: String,
    /// The 1-based line, when the problem has one.
    pub line: Option<usize>,
    /// The dotted key, such as `variants.dutch.grand_slam`, when known.
    pub key: Option<String>,
    /// What is wrong, in words.
    pub message: String,
    /// The file's other problems, in the order they come in the file, each
    /// an error of its own with nothing more.
    pub more: Vec<RulesFileError>,
}

impl fmt::Display for RulesFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
        }
        f.write_str(": ")?;
        if let Some(key) = &self.key {
            write!(f, "key `{key}`: ")?;
        }
        f.write_str(&self.message)?;
        for other in &self.more {
            write!(f, "\n{other}")?;
        }
        Ok(())
    }
}

impl std::error::Error for RulesFileError {}

impl RulesFileError {
    /// An error at `span` of `source`: the line is counted and the key is
    /// read from the text there, since a syntax error names neither.
    pub(super) fn at(file: &str, source: &str, span: Option<Range<usize>>, message: &str) -> Self {
        let key = span.as_ref().and_then(|span| key_at(source, span.start));
        Self::located(file, source, span, key, message)
    }

    /// The file's `problems`, the first as the error and the rest after it.
    pub(super) fn of(file: &str, source: &str, problems: Vec<Problem>) -> Self {
        let mut errors = crate::toml_keys::in_file_order(problems)
            .into_iter()
            .map(|problem| match problem.key.as_str() {
                "" => Self::at(file, source, problem.at, &problem.message),
                key => {
                    let key = Some(key.to_owned());
                    Self::located(file, source, problem.at, key, &problem.message)
                }
            });
        let mut first = errors
            .next()
            .unwrap_or_else(|| Self::whole(file, "the file cannot be read".to_owned()));
        first.more = errors.collect();
        first
    }

    /// An error about the whole file, such as one it cannot be read for.
    pub(super) fn whole(file: &str, message: String) -> Self {
        RulesFileError {
            file: escape_controls(file).into_owned(),
            line: None,
            key: None,
            message: escape_controls(&message).into_owned(),
            more: Vec::new(),
        }
    }

    fn located(
        file: &str,
        source: &str,
        span: Option<Range<usize>>,
        key: Option<String>,
        message: &str,
    ) -> Self {
        RulesFileError {
            file: escape_controls(file).into_owned(),
            line: span.map(|span| line_of(source, span.start)),
            key: key.map(|key| escape_controls(&key).into_owned()),
            message: escape_controls(message.trim()).into_owned(),
            more: Vec::new(),
        }
    }
}

/// The dotted key of the `key = value` line holding byte `offset`, with the
/// `[table]` header above it; `None` on a line that is neither.
fn key_at(source: &str, offset: usize) -> Option<String> {
    let offset = offset.min(source.len());
    let line_start = source[..offset].rfind('\n').map_or(0, |i| i + 1);
    let line = source[line_start..].lines().next().unwrap_or("").trim();
    let header = |l: &str| {
        let l = l.trim();
        (l.starts_with('[') && l.ends_with(']'))
            .then(|| l.trim_matches(['[', ']']).trim().to_owned())
    };
    if let Some(table) = header(line) {
        return Some(table);
    }
    let (key, _) = line.split_once('=')?;
    let key = key.trim().trim_matches('"');
    let table = source[..line_start].lines().rev().find_map(header);
    Some(match table {
        Some(table) => format!("{table}.{key}"),
        None => key.to_owned(),
    })
}

/// A variant name the loaded rules file does not define.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file} has no variant `{name}`; it has: {}", known.join(", "))]
pub struct UnknownVariant {
    /// The rules file that was searched.
    pub file: String,
    /// The name asked for, cut short and escaped for showing.
    pub name: String,
    /// The names it does define.
    pub known: Vec<String>,
}
