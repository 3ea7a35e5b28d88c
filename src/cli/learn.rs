//! `wari learn`: lessons that teach the game, following the variant
//! chosen with `--variant`, with the lessons finished kept in the user's
//! data directory.

use std::path::PathBuf;

use anyhow::Context;
use wari::engine::Rules;
use wari::learn::{Progress, Tutor};
use wari::look::Look;
use wari::tui::{self, Ending, Loaded};
use wari::user_files::UserDirs;

use super::rules_args::RulesArgs;

/// Opens the lessons in this terminal.
pub fn run(rules: &RulesArgs, look: Look) -> anyhow::Result<()> {
    let chosen = rules.resolve()?;
    let (tutor, path) = tutor(chosen.variant.name(), chosen.rules);
    match tui::run_lessons(tutor, path.as_deref(), look)
        .context("cannot show the lessons in this terminal")?
    {
        Ending::Quit => Ok(()),
        Ending::Signal(signal) => std::process::exit(128 + signal),
    }
}

/// The lessons in `variant` under `rules`, with the progress kept so far,
/// and the file to keep it in when this system has one.
pub fn tutor(variant: &str, rules: Rules) -> (Tutor, Option<PathBuf>) {
    let path = UserDirs::find().map(|dirs| dirs.lessons());
    let loaded = match &path {
        Some(path) => tui::load_progress(path),
        None => Loaded {
            progress: Progress::default(),
            notice: Some(
                "This system has no data directory: your progress will not be kept.".to_owned(),
            ),
        },
    };
    let mut tutor = Tutor::new(variant, rules, loaded.progress);
    if let Some(notice) = loaded.notice {
        tutor.tell(notice);
    }
    (tutor, path)
}
