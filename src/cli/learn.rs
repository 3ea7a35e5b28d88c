//! `wari learn`: lessons that teach the game, following the variant
//! chosen with `--variant`.

use anyhow::Context;
use wari::learn::{Progress, Tutor};
use wari::tui::{self, Ending};

use super::rules_args::RulesArgs;

/// Opens the lessons in this terminal.
pub fn run(rules: &RulesArgs) -> anyhow::Result<()> {
    let chosen = rules.resolve()?;
    let tutor = Tutor::new(chosen.variant.name(), chosen.rules, Progress::default());
    match tui::run_lessons(tutor, None).context("cannot show the lessons in this terminal")? {
        Ending::Quit => Ok(()),
        Ending::Signal(signal) => std::process::exit(128 + signal),
    }
}
