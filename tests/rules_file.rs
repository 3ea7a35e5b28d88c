//! The rules file: the shipped variants are RULES.md 4's table, and every
//! kind of broken file is refused with the file, line and key named.

use wari::engine::{GrandSlam, Rules};
use wari::variants::{BUILTIN_SOURCE, Variants};

/// RULES.md section 4, row by row: name, grand_slam, majority_ends (all on
/// the 6-pit, 4-seed board).
const SHIPPED: [(&str, GrandSlam, bool); 4] = [
    (
        "kids-and-caboodles",
        GrandSlam::ForbiddenUnlessOnlyMove,
        false,
    ),
    ("warri-society", GrandSlam::NoCapture, true),
    ("traditional", GrandSlam::ForbiddenUnlessOnlyMove, true),
    ("dutch", GrandSlam::Forbidden, false),
];

#[test]
fn shipped_variants_are_the_table_of_rules_md_section_4() {
    let variants = Variants::builtin();
    let names: Vec<&str> = variants.iter().map(|v| v.name()).collect();
    assert_eq!(names, SHIPPED.map(|(name, ..)| name));
    for (name, grand_slam, majority_ends) in SHIPPED {
        let expected = Rules::new(6, 4, grand_slam, majority_ends).unwrap();
        assert_eq!(variants.get(name).unwrap().rules(), expected, "{name}");
    }
}

#[test]
fn kids_and_caboodles_is_the_default() {
    assert_eq!(
        Variants::builtin().default_variant().name(),
        "kids-and-caboodles"
    );
}

#[test]
fn top_level_rules_toml_is_the_built_in_copy() {
    let on_disk = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/rules.toml"));
    assert_eq!(on_disk.unwrap(), BUILTIN_SOURCE);
}

/// A user's own file with one variant of their own.
const OWN: &str = r#"
[variants.tiny]
description = "a board for small hands"
pits_per_side = 3
seeds_per_pit = 2
grand_slam = "capture"
majority_ends = true
"#;

#[test]
fn a_users_own_variant_loads_and_is_the_default_when_alone() {
    let variants = Variants::parse(OWN, "own.toml").unwrap();
    let tiny = variants.default_variant();
    assert_eq!(tiny.name(), "tiny");
    assert_eq!(tiny.description(), "a board for small hands");
    assert_eq!(
        tiny.rules(),
        Rules::new(3, 2, GrandSlam::Capture, true).unwrap()
    );
}

/// Breaks `OWN` by replacing `from` with `to` and returns the error text.
fn error_after(from: &str, to: &str) -> String {
    assert!(
        OWN.contains(from),
        "the test's own text must contain {from:?}"
    );
    let broken = OWN.replacen(from, to, 1);
    Variants::parse(&broken, "own.toml")
        .unwrap_err()
        .to_string()
}

/// Asserts that `message` names the file, `line` and `key`, and says `what`.
fn assert_names(message: &str, line: usize, key: &str, what: &str) {
    let place = format!("own.toml:{line}: key `{key}`");
    assert!(
        message.starts_with(&place),
        "{message:?} should start with {place:?}"
    );
    assert!(message.contains(what), "{message:?} should say {what:?}");
}

#[test]
fn a_misspelt_key_is_refused_not_ignored() {
    let message = error_after("pits_per_side", "pits_per_sid");
    assert_names(
        &message,
        4,
        "variants.tiny.pits_per_sid",
        "unknown field `pits_per_sid`",
    );
}

#[test]
fn a_number_in_quotes_is_a_wrong_type() {
    let message = error_after("seeds_per_pit = 2", "seeds_per_pit = \"2\"");
    assert_names(
        &message,
        5,
        "variants.tiny.seeds_per_pit",
        "expected a whole number",
    );
}

#[test]
fn an_unknown_grand_slam_value_lists_the_four() {
    let message = error_after("\"capture\"", "\"no capture\"");
    assert_names(&message, 6, "variants.tiny.grand_slam", "\"no capture\"");
    for value in GrandSlam::ALL {
        assert!(
            message.contains(&format!("\"{}\"", value.name())),
            "{message}"
        );
    }
}

#[test]
fn pits_and_seeds_out_of_range_are_refused() {
    // (key, its line in the file, value there, value written, the reason)
    let cases = [
        ("pits_per_side", 4, 3, 13, "from 2 to 12, not 13"),
        ("pits_per_side", 4, 3, 1, "from 2 to 12, not 1"),
        ("seeds_per_pit", 5, 2, 25, "from 1 to 24, not 25"),
        ("seeds_per_pit", 5, 2, 0, "from 1 to 24, not 0"),
    ];
    for (key, line, good, bad, reason) in cases {
        let message = error_after(&format!("{key} = {good}"), &format!("{key} = {bad}"));
        assert_names(&message, line, &format!("variants.tiny.{key}"), reason);
    }
}

#[test]
fn a_missing_key_names_the_variant() {
    let message = error_after("majority_ends = true\n", "");
    assert!(
        message.starts_with("own.toml:2: key `variants.tiny`"),
        "{message}"
    );
    assert!(
        message.contains("missing field `majority_ends`"),
        "{message}"
    );
}

#[test]
fn bad_syntax_names_the_line() {
    let message = error_after("majority_ends = true", "majority_ends = tru");
    assert_names(&message, 7, "variants.tiny.majority_ends", "");
}

#[test]
fn a_default_that_names_no_variant_is_refused() {
    let file = format!("default = \"big\"\n{OWN}");
    let message = Variants::parse(&file, "own.toml").unwrap_err().to_string();
    assert_names(&message, 1, "default", "no variant is named \"big\"");
}

#[test]
fn a_file_without_variants_is_refused() {
    let message = Variants::parse("[variants]\n", "own.toml")
        .unwrap_err()
        .to_string();
    assert!(message.contains("defines no variants"), "{message}");
}

#[test]
fn an_unknown_variant_name_lists_the_known_ones() {
    let message = Variants::builtin().get("oware").unwrap_err().to_string();
    assert!(message.contains("no variant `oware`"), "{message}");
    for (name, ..) in SHIPPED {
        assert!(message.contains(name), "{message}");
    }
}

#[test]
fn control_characters_in_a_description_are_kept_escaped() {
    let text = OWN.replace(
        "a board for small hands",
        "a board\\u001b[2J for \\u0007small hands",
    );
    let variants = Variants::parse(&text, "own.toml").unwrap();
    assert_eq!(
        variants.default_variant().description(),
        "a board\\u{1b}[2J for \\u{7}small hands"
    );
}

#[test]
fn a_variant_name_with_a_control_character_is_refused_escaped() {
    let message = error_after("[variants.tiny]", "[variants.\"ti\\u001bny\"]");
    assert!(
        message.contains("a variant's name may not hold control characters"),
        "{message}"
    );
    assert!(!message.contains('\x1b'), "{message:?}");
}

#[test]
fn a_key_with_a_control_character_is_named_escaped() {
    let message = error_after("pits_per_side", "\"pits\\u001b[31m\"");
    assert!(message.contains("unknown field"), "{message}");
    assert!(message.contains("\\u{1b}[31m"), "{message:?}");
    assert!(!message.contains('\x1b'), "{message:?}");
}

#[test]
fn a_rules_file_that_is_not_a_regular_file_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let error = Variants::load(dir.path()).unwrap_err();
    assert_eq!(error.message, "it is not a regular file");
    let error = Variants::load(std::path::Path::new("/dev/zero")).unwrap_err();
    assert_eq!(error.message, "it is not a regular file");
}

#[test]
fn a_rules_file_over_a_megabyte_is_refused_unread() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.toml");
    // A comment line, then padding: valid TOML, were it allowed.
    let mut text = OWN.to_owned();
    text.push_str(&format!("# {}\n", "x".repeat(1024 * 1024)));
    std::fs::write(&path, text).unwrap();
    let error = Variants::load(&path).unwrap_err();
    assert_eq!(error.message, "it is larger than 1024 KB");
    // Just under the bound still loads.
    std::fs::write(&path, format!("{OWN}# {}\n", "x".repeat(1000 * 1024))).unwrap();
    assert_eq!(
        Variants::load(&path).unwrap().default_variant().name(),
        "tiny"
    );
}

#[test]
fn a_word_for_a_number_is_told_with_the_numbers_allowed() {
    let message = error_after("seeds_per_pit = 2", "seeds_per_pit = \"four\"");
    assert_eq!(
        message,
        "own.toml:5: key `variants.tiny.seeds_per_pit`: \
         expected a whole number from 1 to 24, not \"four\""
    );
}

#[test]
fn a_number_too_big_for_any_board_is_told_in_words() {
    let message = error_after("pits_per_side = 3", "pits_per_side = 99999999999999999999");
    assert_eq!(
        message,
        "own.toml:4: key `variants.tiny.pits_per_side`: \
         expected a whole number from 2 to 12, not 99999999999999999999"
    );
}

#[test]
fn an_empty_rules_file_says_it_is_empty() {
    for empty in ["", "\n  \n"] {
        let message = Variants::parse(empty, "own.toml").unwrap_err().to_string();
        assert_eq!(message, "own.toml: the file is empty");
    }
}

#[test]
fn a_text_that_is_no_rules_file_says_so() {
    for text in ["Dear Ama,\nthe match is at noon.\n", "hello = \"world\"\n"] {
        let message = Variants::parse(text, "own.toml").unwrap_err().to_string();
        assert!(
            message.starts_with("own.toml: this is not a wari rules file (a rules file has"),
            "{message}"
        );
    }
}

#[test]
fn every_bad_key_is_named_each_on_its_line() {
    let broken = OWN
        .replace("pits_per_side", "pits_per_sid")
        .replace("seeds_per_pit = 2", "seeds_per_pit = 0")
        .replace("\"capture\"", "\"sometimes\"")
        .replace(
            "majority_ends = true",
            "majority_ends = \"yes\"\ncolour = \"red\"",
        );
    let message = Variants::parse(&broken, "own.toml")
        .unwrap_err()
        .to_string();
    let lines: Vec<&str> = message.lines().collect();
    let starts = [
        "own.toml:4: key `variants.tiny.pits_per_sid`: unknown field `pits_per_sid`",
        "own.toml:5: key `variants.tiny.seeds_per_pit`: seeds_per_pit must be from 1 to 24, not 0",
        "own.toml:6: key `variants.tiny.grand_slam`: expected \"capture\"",
        "own.toml:7: key `variants.tiny.majority_ends`: expected true or false, not \"yes\"",
        "own.toml:8: key `variants.tiny.colour`: unknown field `colour`",
        "own.toml:2: key `variants.tiny`: missing field `pits_per_side`",
    ];
    assert_eq!(lines.len(), starts.len(), "{message}");
    for (line, start) in lines.iter().zip(starts) {
        assert!(
            line.starts_with(start),
            "{line:?} should start with {start:?}"
        );
    }
}

#[test]
fn both_numbers_out_of_range_are_named() {
    let broken = OWN
        .replace("pits_per_side = 3", "pits_per_side = 13")
        .replace("seeds_per_pit = 2", "seeds_per_pit = 25");
    let message = Variants::parse(&broken, "own.toml")
        .unwrap_err()
        .to_string();
    assert_eq!(
        message,
        "own.toml:4: key `variants.tiny.pits_per_side`: \
         pits_per_side must be from 2 to 12, not 13\n\
         own.toml:5: key `variants.tiny.seeds_per_pit`: \
         seeds_per_pit must be from 1 to 24, not 25"
    );
}
