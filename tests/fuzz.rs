//! Where bytes arrive from outside (an SSH client's keys, a rules file, a
//! save or a record), any bytes are read or refused: never a panic, never a
//! buffer without bound, and every refusal a message that points inside the
//! text and holds no control character to reach the terminal.
//!
//! Plain `cargo test` tries each property proptest's default 256 times; the
//! CI (`.ci/run`) runs this file in release with `PROPTEST_CASES=100000`.

use crossterm::event::Event;
use proptest::prelude::*;
use proptest::sample::Index;
use wari::app::Saved;
use wari::record::Record;
use wari::ssh::input::InputParser;
use wari::variants::{BUILTIN_SOURCE, Variants};

const ESC: u8 = 0x1b;

/// Bytes weighted towards `syntax`, the characters a format gives meaning
/// to, so that random input reaches past the first byte of its parser.
fn bytes_around(syntax: &'static [u8], max: usize) -> impl Strategy<Value = Vec<u8>> {
    let byte = prop_oneof![
        2 => any::<u8>(),
        3 => proptest::sample::select(syntax),
    ];
    proptest::collection::vec(byte, 0..max)
}

/// `bytes` cut at `cuts` (each an index into it), as packets cut them.
fn packets<'a>(bytes: &'a [u8], cuts: &[Index]) -> Vec<&'a [u8]> {
    let mut at: Vec<usize> = cuts.iter().map(|c| c.index(bytes.len() + 1)).collect();
    at.extend([0, bytes.len()]);
    at.sort_unstable();
    at.windows(2).map(|w| &bytes[w[0]..w[1]]).collect()
}

/// The events of `bytes` fed packet by packet, then flushed.
fn events_of(packets: &[&[u8]]) -> Vec<Event> {
    let mut parser = InputParser::new();
    let mut events: Vec<Event> = packets.iter().flat_map(|p| parser.feed(p)).collect();
    events.extend(parser.flush());
    events
}

/// One piece of what a terminal sends: a byte other than Esc, or a whole
/// escape sequence (arrows, function keys, mouse reports, Alt with a key).
fn terminal_piece() -> impl Strategy<Value = Vec<u8>> {
    let csi_final = 0x40u8..=0x7e;
    prop_oneof![
        (0u8..=0xff)
            .prop_filter("Esc starts sequences", |b| *b != ESC)
            .prop_map(|b| vec![b]),
        any::<char>().prop_map(|c| c.to_string().into_bytes()),
        ("[0-9;]{0,12}", csi_final)
            .prop_map(|(params, last)| { [&[ESC, b'['], params.as_bytes(), &[last]].concat() }),
        ("[0-9]{1,4}", "[0-9]{1,4}", "[0-9]{1,4}", prop::bool::ANY).prop_map(
            |(button, column, row, press)| {
                let last = if press { 'M' } else { 'm' };
                format!("\x1b[<{button};{column};{row}{last}").into_bytes()
            }
        ),
        any::<u8>().prop_map(|b| vec![ESC, b'O', b]),
        // Alt with a key: Esc and any byte that starts no sequence of its own.
        (0u8..0x80)
            .prop_filter("not a sequence", |b| ![b'[', b'O', ESC].contains(b))
            .prop_map(|b| vec![ESC, b]),
    ]
}

/// The checks every refusal of a file must pass: each of its lines (one a
/// problem) names the file and holds no control character, since it is
/// printed to a terminal.
fn check_message(message: &str, file: &str) -> Result<(), TestCaseError> {
    for line in message.split('\n') {
        prop_assert!(line.contains(file), "{line:?} names no file in {message:?}");
        prop_assert!(
            !line.chars().any(char::is_control),
            "{line:?} holds a control character"
        );
    }
    Ok(())
}

/// The text of `base` with `cut` characters at `at` replaced by `insert`.
fn damaged(base: &str, at: Index, cut: usize, insert: &str) -> String {
    let start = at.index(base.len() + 1);
    let start = (0..=start)
        .rev()
        .find(|&i| base.is_char_boundary(i))
        .unwrap_or(0);
    let end = (start + cut).min(base.len());
    let end = (end..=base.len())
        .find(|&i| base.is_char_boundary(i))
        .unwrap_or(base.len());
    format!("{}{insert}{}", &base[..start], &base[end..])
}

/// Checks a rules file's text: read, or refused at a line inside it with
/// a message fit for a terminal.
fn check_rules_file(text: &str) -> Result<(), TestCaseError> {
    match Variants::parse(text, "fuzz.toml") {
        Ok(variants) => prop_assert!(variants.iter().count() > 0),
        Err(error) => {
            check_message(&error.to_string(), "fuzz.toml")?;
            let lines = text.split('\n').count();
            for line in std::iter::once(&error).chain(&error.more).map(|e| e.line) {
                prop_assert!(
                    line.is_none_or(|line| (1..=lines).contains(&line)),
                    "{error} in {lines} lines"
                );
            }
        }
    }
    Ok(())
}

/// A TOML save of earlier versions, to damage.
const TOML_SAVE: &str = r#"variant = "dutch"
pits_per_side = 6
seeds_per_pit = 4
grand_slam = "forbidden"
majority_ends = false
south = "Ama"
north = "Kofi"
first = "north"
mode = "hurry"
coop = false
hurry_seconds = 5
moves = [1, 2]
ended_by_agreement = false
"#;

/// A record of a short game, to damage.
const RECORD: &str = r#"[Event "Fuzz"]
[South "Ama"]
[North "Kofi"]
[Variant "kids-and-caboodles"]
[PitsPerSide "6"]
[SeedsPerPit "4"]
[GrandSlam "capture"]
[Mode "hurry"]
[HurrySeconds "5"]
{a comment} 1. C f 2. A e+3 *
"#;

/// Checks a save's text as `--load` reads it: loaded, or refused naming
/// the file at a line inside it; a record is read the same either way.
fn check_save(text: &str) -> Result<(), TestCaseError> {
    match Saved::parse(text, "fuzz.wari") {
        Ok(saved) => {
            // What loads can be saved again and loads back the same.
            let again = saved.record().to_string();
            prop_assert_eq!(
                Saved::parse(&again, "again.wari").map(|s| s.setup),
                Ok(saved.setup)
            );
        }
        Err(error) => {
            check_message(&error.to_string(), "fuzz.wari")?;
            let lines = text.split('\n').count();
            for line in std::iter::once(&error).chain(&error.more).map(|e| e.line) {
                prop_assert!(
                    line.is_none_or(|line| (1..=lines).contains(&line)),
                    "{error} in {lines} lines"
                );
            }
        }
    }
    if let Err(error) = Record::parse(text) {
        prop_assert!(error.at.line >= 1 && error.at.column >= 1, "{error}");
    }
    Ok(())
}

proptest! {
    #[test]
    fn ssh_input_of_any_bytes_in_any_packets_keeps_its_buffer_bounded(
        bytes in bytes_around(b"\x1b[O<;0123456789~AM\xc3\xe2\xf0\x80", 600),
        cuts in proptest::collection::vec(any::<Index>(), 0..24),
    ) {
        let mut parser = InputParser::new();
        for packet in packets(&bytes, &cuts) {
            parser.feed(packet);
            prop_assert!(parser.pending_len() <= InputParser::MAX_PENDING);
        }
        parser.flush();
        prop_assert!(!parser.has_pending());
    }

    #[test]
    fn ssh_input_gives_the_same_keys_however_the_packets_cut_the_bytes(
        pieces in proptest::collection::vec(terminal_piece(), 0..40),
        cuts in proptest::collection::vec(any::<Index>(), 0..24),
    ) {
        let bytes = pieces.concat();
        prop_assert_eq!(events_of(&packets(&bytes, &cuts)), events_of(&[&bytes]));
    }

    #[test]
    fn a_rules_file_of_any_bytes_is_read_or_refused_with_its_line(
        bytes in bytes_around(b"[]=\"'.\n#{},abcdefgijklmnoprstuvw_0123456789", 400),
    ) {
        check_rules_file(&String::from_utf8_lossy(&bytes))?;
    }

    #[test]
    fn a_damaged_rules_file_is_read_or_refused_with_its_line(
        at in any::<Index>(),
        cut in 0usize..40,
        insert in "([\\[\\]=\"'.\n#{},a-z_0-9 -]|\\PC|\\x1b){0,16}",
    ) {
        check_rules_file(&damaged(BUILTIN_SOURCE, at, cut, &insert))?;
    }

    #[test]
    fn a_save_or_record_of_any_bytes_is_read_or_refused_with_its_line(
        bytes in bytes_around(b"[]{}()\"\\=\n*+-./0123456789ACFSNacef ", 400),
    ) {
        check_save(&String::from_utf8_lossy(&bytes))?;
    }

    #[test]
    fn a_damaged_save_or_record_is_read_or_refused_with_its_line(
        record in any::<bool>(),
        at in any::<Index>(),
        cut in 0usize..20,
        insert in "([\\[\\]{}()\"\\\\=0-9A-Za-z+*./ \n-]|\\PC|\\x1b){0,12}",
    ) {
        let base = if record { RECORD } else { TOML_SAVE };
        check_save(&damaged(base, at, cut, &insert))?;
    }
}

#[test]
fn a_tag_escaping_a_control_character_is_refused_with_it_shown_escaped() {
    let error = Saved::parse("[Event \"a\\\x1b\"]\n*\n", "game.wari").expect_err("\\ Esc");
    assert_eq!(
        error.to_string(),
        "save file game.wari:1:10: expected \\\", \\\\ or \\n in a tag's value, found \\\\u{1b}"
    );
}
