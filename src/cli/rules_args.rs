//! The options that choose the rules, shared by every subcommand.

use std::path::{Path, PathBuf};

use anyhow::anyhow;
use wari::engine::{RawRules, Rules, RulesError};
use wari::variants::{Variant, Variants};

/// Which rules to play: a rules file, a variant in it, and overrides.
#[derive(Debug, Clone, clap::Args)]
pub struct RulesArgs {
    /// Rules file to load [default: ./rules.toml, else rules.toml beside the
    /// program, else the built-in copy].
    #[arg(long, global = true, value_name = "FILE")]
    pub rules: Option<PathBuf>,

    /// Variant of the rules file to play [default: the file's default].
    #[arg(long, global = true, value_name = "NAME")]
    pub variant: Option<String>,

    /// Pits a side, overriding the variant's (2 to 12).
    #[arg(long, global = true, value_name = "N", allow_negative_numbers = true)]
    pub pits: Option<i64>,

    /// Seeds a pit at the start, overriding the variant's (1 to 24).
    #[arg(long, global = true, value_name = "N", allow_negative_numbers = true)]
    pub seeds: Option<i64>,
}

/// The rules chosen on the command line, checked.
#[derive(Debug, Clone)]
pub struct Chosen {
    /// The variant as the file defines it.
    pub variant: Variant,
    /// Its rules after `--pits` and `--seeds`.
    pub rules: Rules,
}

impl RulesArgs {
    /// Loads the rules file and picks the variant, applying the overrides.
    pub fn resolve(&self) -> anyhow::Result<Chosen> {
        self.choose(&self.variants()?)
    }

    /// Picks the variant from `variants`, already loaded by
    /// [`RulesArgs::variants`], applying the overrides: for a caller that
    /// needs the other variants too, so the file is read once.
    pub fn choose(&self, variants: &Variants) -> anyhow::Result<Chosen> {
        let variant = match &self.variant {
            Some(name) => variants.get(name)?.clone(),
            None => variants.default_variant().clone(),
        };
        let own = RawRules::from(variant.rules());
        let chosen = RawRules {
            pits_per_side: self.pits.unwrap_or(own.pits_per_side),
            seeds_per_pit: self.seeds.unwrap_or(own.seeds_per_pit),
            ..own
        };
        let rules = Rules::try_from(chosen).map_err(|e| {
            let flag = match e {
                RulesError::PitsPerSide(_) => "--pits",
                RulesError::SeedsPerPit(_) => "--seeds",
            };
            anyhow!(e).context(flag)
        })?;
        Ok(Chosen { variant, rules })
    }

    /// The rules file: `--rules`, else the first `rules.toml` found in the
    /// working directory or beside the program, else the built-in copy.
    pub fn variants(&self) -> anyhow::Result<Variants> {
        if let Some(path) = &self.rules {
            return Ok(Variants::load(path)?);
        }
        let beside_program = std::env::current_exe()
            .ok()
            .and_then(|exe| Some(exe.parent()?.join("rules.toml")));
        let found = [Some(PathBuf::from("rules.toml")), beside_program]
            .into_iter()
            .flatten()
            .find(|path| Path::is_file(path));
        Ok(match found {
            Some(path) => Variants::load(&path)?,
            None => Variants::builtin(),
        })
    }
}
