//! The rules file: named variants built from the engine's knobs.
//!
//! The file is read in two steps, as ripgrep and shakmaty do with raw input:
//! each key is read for the kind of value it holds, refusing keys nobody
//! reads, then the engine's checks turn the numbers into [`Rules`], so a
//! loaded [`Variant`] is always playable. The keys are read one by one
//! rather than by serde, which stops at the first problem: every error
//! names the file, the line and the key, and every wrong key is named in
//! one reading.

mod error;

use std::path::Path;
use std::sync::OnceLock;

pub use error::{RulesFileError, UnknownVariant};
use toml::Spanned;
use toml::de::{DeString, DeValue};
use wari_words::tr;

use crate::engine::{
    GrandSlam, MAX_PITS_PER_SIDE, MAX_SEEDS_PER_PIT, MIN_PITS_PER_SIDE, MIN_SEEDS_PER_PIT, Rules,
    check_pits_per_side, check_seeds_per_pit,
};
use crate::text::escape_controls;
use crate::toml_keys::{self, Keys, Problem};
use crate::user_files::read_small_file;

/// The `rules.toml` shipped with the program, so it runs from anywhere.
pub const BUILTIN_SOURCE: &str = include_str!("../../../../rules.toml");

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

    /// The shipped variants, read once: what a description is compared
    /// with on every frame.
    fn shipped() -> &'static Variants {
        static SHIPPED: OnceLock<Variants> = OnceLock::new();
        SHIPPED.get_or_init(Variants::builtin)
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
        let whole = |message: &str| RulesFileError::whole(file, message.to_owned());
        if source.trim().is_empty() {
            return Err(whole("the file is empty"));
        }
        let document = match toml_keys::parse(source) {
            Ok(document) => document,
            Err(_) if !toml_keys::mentions_any(source, &ALL_KEYS) => {
                return Err(whole(NOT_A_RULES_FILE));
            }
            Err(problem) => return Err(RulesFileError::of(file, source, vec![problem])),
        };
        let mut top = Keys::top(source, &document);
        if !top.holds_any(&["default", "variants"]) {
            return Err(whole(NOT_A_RULES_FILE));
        }
        let default = if top.has("default") {
            top.text("default")
        } else {
            None
        };
        let table = top.table("variants", "[variants.NAME] tables");
        let mut problems = Vec::new();
        let mut variants = Vec::new();
        let mut names = Vec::new();
        if let Some(table) = table
            && let DeValue::Table(entries) = table.get_ref()
        {
            let mut entries: Vec<_> = entries.iter().collect();
            entries.sort_by_key(|(_, value)| value.span().start);
            for (name, value) in entries {
                names.push(name.get_ref().as_ref());
                match check_variant(source, name, value) {
                    Ok(variant) => variants.push(variant),
                    Err(found) => problems.extend(found),
                }
            }
            if names.is_empty() {
                let message = "the file defines no variants";
                problems.push(Problem::of_key("variants".into(), table.span(), message));
            }
        }
        let default_name = default.map(Spanned::into_inner);
        if let Some(name) = &default_name
            && !names.contains(&name.as_str())
        {
            top.refuse::<()>("default", format!("no variant is named {name:?}"));
        }
        problems.extend(top.finish());
        if !problems.is_empty() {
            return Err(RulesFileError::of(file, source, problems));
        }
        let default = default_name
            .and_then(|name| variants.iter().position(|v| v.name == name))
            .unwrap_or(0);
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

/// The name a reader reads for the variant called `name`: a shipped
/// variant's in the reader's language, any other as its rules file writes
/// it. `--variant` still takes the name as written.
pub fn shown_name(name: &str) -> String {
    match name {
        "kids-and-caboodles" => tr!("home-variant-kids-and-caboodles"),
        "warri-society" => tr!("home-variant-warri-society"),
        "traditional" => tr!("home-variant-traditional"),
        "dutch" => tr!("home-variant-dutch"),
        other => other.to_owned(),
    }
}

/// The description a reader reads for the variant `name` that a rules
/// file describes as `description`: a shipped variant's, as shipped, in
/// the reader's language; a description the user wrote (their own
/// variant's, or a shipped one's they changed) as they wrote it.
pub fn shown_description(name: &str, description: &str) -> String {
    let Some(shipped) = Variants::shipped().get(name).ok() else {
        return description.to_owned();
    };
    if shipped.description() != description {
        return description.to_owned();
    }
    let rules = shipped.rules();
    let half = rules.total_seeds() / 2;
    match name {
        "kids-and-caboodles" => tr!("home-variant-kids-and-caboodles-about"),
        "warri-society" => tr!("home-variant-warri-society-about", seeds = half + 1),
        "traditional" => tr!(
            "home-variant-traditional-about",
            seeds = half + 1,
            half = half
        ),
        "dutch" => tr!("home-variant-dutch-about"),
        _ => description.to_owned(),
    }
}

/// The largest rules file read: the shipped one is 3 KB, and a bound keeps
/// a wrong `--rules` from reading without end.
pub const MAX_FILE_BYTES: u64 = 1024 * 1024;

/// What a text that is no rules file is told.
const NOT_A_RULES_FILE: &str = "this is not a wari rules file (a rules file has \
    [variants.NAME] tables with the keys description, pits_per_side, \
    seeds_per_pit, grand_slam and majority_ends)";

/// The keys a rules file may hold, at its top and in a variant: a text
/// that starts no line with one is no rules file at all.
const ALL_KEYS: [&str; 7] = [
    "default",
    "variants",
    "description",
    "pits_per_side",
    "seeds_per_pit",
    "grand_slam",
    "majority_ends",
];

/// Reads one `[variants.NAME]` table as a variant, or says what is wrong
/// with each of its keys.
fn check_variant(
    source: &str,
    name: &Spanned<DeString<'_>>,
    value: &Spanned<DeValue<'_>>,
) -> Result<Variant, Vec<Problem>> {
    let key = format!("variants.{}", name.get_ref());
    // A name is typed after `--variant` and shown on every board: a control
    // character in it could only do harm.
    if name.get_ref().chars().any(char::is_control) {
        let message = "a variant's name may not hold control characters";
        return Err(vec![Problem::of_key(key, value.span(), message)]);
    }
    let DeValue::Table(table) = value.get_ref() else {
        let message = "expected a table of the variant's keys";
        return Err(vec![Problem::of_key(key, value.span(), message)]);
    };
    let mut keys = Keys::new(source, table, Some(value.span()), key);
    let description = keys.text("description");
    let rules = read_rules(&mut keys);
    let problems = keys.finish();
    let (Some(description), Some(rules), true) = (description, rules, problems.is_empty()) else {
        return Err(problems);
    };
    Ok(Variant {
        name: name.get_ref().to_string(),
        // Shown in lists, headers and help: escaped once here, so no screen
        // can send the file's control characters to a terminal.
        description: escape_controls(description.get_ref()).into_owned(),
        rules,
    })
}

/// The rules' four knobs from `keys`, as a rules file's variant and an
/// earlier version's save both write them, or `None` once a problem with
/// any of them is noted: each is read whatever the others hold, and each
/// number is checked alone, so that every wrong knob is told.
pub(crate) fn read_rules(keys: &mut Keys<'_, '_>) -> Option<Rules> {
    let pits = keys.whole::<i64>("pits_per_side", &(MIN_PITS_PER_SIDE..=MAX_PITS_PER_SIDE));
    let seeds = keys.whole::<i64>("seeds_per_pit", &(MIN_SEEDS_PER_PIT..=MAX_SEEDS_PER_PIT));
    let grand_slam = keys.named::<GrandSlam>("grand_slam");
    let majority_ends = keys.boolean("majority_ends");
    let pits = pits.and_then(|pits| match check_pits_per_side(pits.into_inner()) {
        Ok(pits) => Some(pits),
        Err(error) => keys.refuse("pits_per_side", error.to_string()),
    });
    let seeds = seeds.and_then(|seeds| match check_seeds_per_pit(seeds.into_inner()) {
        Ok(seeds) => Some(seeds),
        Err(error) => keys.refuse("seeds_per_pit", error.to_string()),
    });
    // Both numbers were checked, so the rules can be had; were they
    // refused, the refusal is the first number's.
    match Rules::new(pits?, seeds?, grand_slam?, majority_ends?) {
        Ok(rules) => Some(rules),
        Err(error) => keys.refuse(error.key(), error.to_string()),
    }
}
