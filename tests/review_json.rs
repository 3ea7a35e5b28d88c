//! `wari review --json` is for scripts: its words are English whatever
//! language the screens speak, chosen by `--lang` or by the locale.

use std::process::Command;

/// South's D leaves A, B and C at 2 each, and North's f takes all 9
/// (RULES.md 2.3): a blunder the review explains.
const TRAP_RECORD: &str = "[South \"Ama\"]\n[North \"Kofi\"]\n\
    [Position \"2 2 2 4 4 4 / 4 4 4 4 4 3 / 4 3 / s\"]\n\n1. D f+9 2. E *\n";

/// The review's lines of `record`, the process's locale being `locale`,
/// with `args` before the command.
fn review_json(record: &std::path::Path, locale: &str, args: &[&str]) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_wari"))
        .env("LC_ALL", locale)
        .args(args)
        .args(["review", "--json", "--depth", "8"])
        .arg(record)
        .output()
        .expect("the wari binary runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("UTF-8")
}

#[test]
fn the_json_is_the_same_english_in_every_language() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("trap.wari");
    std::fs::write(&path, TRAP_RECORD).expect("the record is written");
    let english = review_json(&path, "C", &[]);
    assert!(
        english.contains(
            "\"verdict\":\"blunder\",\"loss\":13.0,\"best\":\"A\",\"explanation\":\"A is better. \
             D takes nothing now, but then Kofi takes 9 from your A, B and C.\""
        ),
        "{english}"
    );
    for lang in ["fr", "nl"] {
        assert_eq!(
            review_json(&path, "C", &["--lang", lang]),
            english,
            "{lang}"
        );
    }
    assert_eq!(
        review_json(&path, "fr_FR.UTF-8", &[]),
        english,
        "the locale"
    );
}
