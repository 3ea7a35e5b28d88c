//! The rules file: named variants built from the engine's knobs.
//!
//! The file is read in two steps, as ripgrep and shakmaty do with raw input:
//! serde reads the text into plain structs that refuse unknown keys, then one
//! check turns them into [`Rules`], so a loaded [`Variant`] is always
//! playable. Every error names the file, the line and the key.

mod error;
mod raw;

use std::path::Path;

pub use error::{RulesFileError, UnknownVariant};
use raw::{RawFile, RawVariant};
use toml::Spanned;

use crate::engine::{RawRules, Rules};
use crate::text::escape_controls;
use crate::user_files::read_small_file;

/// The `rules.toml` shipped with the program, so it runs from anywhere.
pub const BUILTIN_SOURCE: &str = include_str!("../../rules.toml");

/// How errors and listings name the built-in copy.
pub const BUILTIN_NAME: &str = "rules.toml (built in)";

/// A named set of rules from a rules file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variant {
    name: String,
    description: String,
    rules: Rules,
}

impl Variant {
    /// The name, as `--variant` takes it.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// One line for lists and help screens.
    pub fn description(&self) -> &str {
        &self.description
    }

    /// The checked rules.
    pub fn rules(&self) -> Rules {
        self.rules
    }
}

/// The variants of one rules file, in the order the file lists them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variants {
    file: String,
    variants: Vec<Variant>,
    default: usize,
}

impl Variants {
    /// The shipped variants.
    pub fn builtin() -> Variants {
        Variants::parse(BUILTIN_SOURCE, BUILTIN_NAME)
            .expect("the shipped rules.toml is valid; a test loads it")
    }

    /// Reads and checks a rules file. Only a regular file of at most
    /// [`MAX_FILE_BYTES`] is read, so `--rules /dev/zero` or a FIFO is
    /// refused at once instead of hanging or filling the memory.
    pub fn load(path: &Path) -> Result<Variants, RulesFileError> {
        let file = path.display().to_string();
        let source = read_small_file(path, MAX_FILE_BYTES)
            .map_err(|why| RulesFileError::whole(&file, why))?;
        Variants::parse(&source, &file)
    }

    /// Checks the text of a rules file; `file` names it in errors.
    pub fn parse(source: &str, file: &str) -> Result<Variants, RulesFileError> {
        let raw: RawFile = toml::from_str(source)
            .map_err(|e| RulesFileError::at(file, source, e.span(), e.message()))?;
        let at = |span, message: &str| RulesFileError::at(file, source, Some(span), message);
        let mut entries: Vec<_> = raw.variants.get_ref().iter().collect();
        entries.sort_by_key(|(_, table)| table.span().start);
        let variants = entries
            .into_iter()
            .map(|(name, table)| check_variant(name, table, &at))
            .collect::<Result<Vec<_>, _>>()?;
        if variants.is_empty() {
            return Err(at(raw.variants.span(), "the file defines no variants"));
        }
        let default = match &raw.default {
            None => 0,
            Some(name) => variants
                .iter()
                .position(|v| v.name == *name.get_ref())
                .ok_or_else(|| {
                    at(
                        name.span(),
                        &format!("no variant is named {:?}", name.get_ref()),
                    )
                })?,
        };
        Ok(Variants {
            file: file.to_owned(),
            variants,
            default,
        })
    }

    /// The file these came from, as errors name it.
    pub fn file(&self) -> &str {
        &self.file
    }

    /// The variant named `name`.
    pub fn get(&self, name: &str) -> Result<&Variant, UnknownVariant> {
        self.variants
            .iter()
            .find(|v| v.name == name)
            .ok_or_else(|| UnknownVariant {
                file: self.file.clone(),
                // Typed by someone, perhaps a program: quoted short and escaped.
                name: crate::text::shorten(name, 40),
                known: self.variants.iter().map(|v| v.name.clone()).collect(),
            })
    }

    /// The variant played when none is named: the file's `default`, or its
    /// first variant.
    pub fn default_variant(&self) -> &Variant {
        &self.variants[self.default]
    }

    /// Every variant, in file order.
    pub fn iter(&self) -> impl Iterator<Item = &Variant> {
        self.variants.iter()
    }
}

/// The largest rules file read: the shipped one is 3 KB, and a bound keeps
/// a wrong `--rules` from reading without end.
pub const MAX_FILE_BYTES: u64 = 1024 * 1024;

/// Turns one raw table into a variant, or says which key is wrong.
fn check_variant(
    name: &str,
    table: &Spanned<RawVariant>,
    at: &impl Fn(std::ops::Range<usize>, &str) -> RulesFileError,
) -> Result<Variant, RulesFileError> {
    let raw = table.get_ref();
    // A name is typed after `--variant` and shown on every board: a control
    // character in it could only do harm.
    if name.chars().any(char::is_control) {
        return Err(at(
            table.span(),
            "a variant's name may not hold control characters",
        ));
    }
    let rules = Rules::try_from(RawRules {
        pits_per_side: *raw.pits_per_side.get_ref(),
        seeds_per_pit: *raw.seeds_per_pit.get_ref(),
        grand_slam: raw.grand_slam,
        majority_ends: raw.majority_ends,
    })
    .map_err(|e| {
        let span = match e {
            crate::engine::RulesError::PitsPerSide(_) => raw.pits_per_side.span(),
            crate::engine::RulesError::SeedsPerPit(_) => raw.seeds_per_pit.span(),
        };
        at(span, &e.to_string())
    })?;
    Ok(Variant {
        name: name.to_owned(),
        // Shown in lists, headers and help: escaped once here, so no screen
        // can send the file's control characters to a terminal.
        description: escape_controls(&raw.description).into_owned(),
        rules,
    })
}
