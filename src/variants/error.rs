//! Errors in a rules file, each naming the file, the line and the key, and
//! errors in choosing a variant from it.

use std::ops::Range;

use crate::text::{escape_controls, line_of};

/// A rules file that cannot be used, located for the person who wrote it.
/// Every part is stored with its control characters escaped, since it
/// quotes the file and the file may hold anything.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file}{}: {}{message}", line.map(|l| format!(":{l}")).unwrap_or_default(),
        key.as_ref().map(|k| format!("key `{k}`: ")).unwrap_or_default())]
pub struct RulesFileError {
    /// The file, as the user named it (or `rules.toml (built in)`).
    pub file: String,
    /// The 1-based line, when the problem has one.
    pub line: Option<usize>,
    /// The dotted key, such as `variants.dutch.grand_slam`, when known.
    pub key: Option<String>,
    /// What is wrong, in words.
    pub message: String,
}

impl RulesFileError {
    /// An error at `span` of `source`: the line is counted and the key is
    /// read from the text there, since serde's errors name neither reliably.
    pub(super) fn at(file: &str, source: &str, span: Option<Range<usize>>, message: &str) -> Self {
        let (line, key) = match span {
            Some(span) => (
                Some(line_of(source, span.start)),
                key_at(source, span.start),
            ),
            None => (None, None),
        };
        RulesFileError {
            file: escape_controls(file).into_owned(),
            line,
            key: key.map(|key| escape_controls(&key).into_owned()),
            message: escape_controls(&plain_types(message.trim())).into_owned(),
        }
    }

    /// An error about the whole file, such as one it cannot be read for.
    pub(super) fn whole(file: &str, message: String) -> Self {
        RulesFileError {
            file: escape_controls(file).into_owned(),
            line: None,
            key: None,
            message: escape_controls(&message).into_owned(),
        }
    }
}

/// serde names Rust's types ("expected i64"); a teacher editing the file
/// needs TOML's words.
fn plain_types(message: &str) -> String {
    message
        .replace(
            "expected i64",
            "expected a whole number such as 6, without quotes",
        )
        .replace(
            "expected a boolean",
            "expected true or false, without quotes",
        )
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
