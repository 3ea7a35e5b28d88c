//! The rules file as written, before any check: what serde reads.

use std::collections::BTreeMap;

use serde::Deserialize;
use toml::Spanned;

use crate::engine::GrandSlam;

/// The whole file. Unknown keys are refused so a misspelt knob is never
/// silently ignored.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawFile {
    pub(super) default: Option<Spanned<String>>,
    pub(super) variants: Spanned<BTreeMap<String, Spanned<RawVariant>>>,
}

/// One `[variants.NAME]` table. The numbers are read wide so that an
/// out-of-range value is reported as such, not as a type error. The knobs
/// are those of [`crate::engine::RawRules`], checked through it, but
/// written out here rather than flattened into it: serde's flatten would
/// lose the spans that give a wrong value's line.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawVariant {
    pub(super) description: String,
    pub(super) pits_per_side: Spanned<i64>,
    pub(super) seeds_per_pit: Spanned<i64>,
    pub(super) grand_slam: GrandSlam,
    pub(super) majority_ends: bool,
}
