//! `wari variants`: what the loaded rules file offers.

use std::io::Write;

use wari::variants::Variants;

/// Prints each variant on a line: its name, then its description; the
/// default is marked so a newcomer knows what plain `wari` plays.
pub fn run(variants: &Variants, out: &mut impl Write) -> anyhow::Result<()> {
    let width = variants.iter().map(|v| v.name().len()).max().unwrap_or(0);
    let default = variants.default_variant().name();
    for variant in variants.iter() {
        let mark = if variant.name() == default {
            " (default)"
        } else {
            ""
        };
        writeln!(
            out,
            "{:width$}  {}{mark}",
            variant.name(),
            variant.description()
        )?;
    }
    Ok(())
}
