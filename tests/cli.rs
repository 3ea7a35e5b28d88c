//! The headless command line as a script uses it: output, exit codes and
//! the messages for each kind of bad input.

use std::process::{Command, Output};

fn wari(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wari"))
        .args(args)
        .output()
        .expect("the wari binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Asserts exit status 2 and a message on stderr containing each of `parts`.
fn assert_refused(output: &Output, parts: &[&str]) {
    let message = stderr(output);
    assert_eq!(output.status.code(), Some(2), "stderr: {message}");
    for part in parts {
        assert!(
            message.contains(part),
            "{message:?} should contain {part:?}"
        );
    }
}

#[test]
fn replay_json_prints_rules_md_example_1() {
    // RULES.md 6.1: from the start, South plays move 3.
    let output = wari(&["replay", "--json", "3"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(
        lines[0],
        r#"{"ply":0,"pits":[4,4,4,4,4,4,4,4,4,4,4,4],"stores":[0,0],"to_move":"south","legal":[1,2,3,4,5,6],"end":null,"winner":null}"#
    );
    assert_eq!(
        lines[1],
        r#"{"ply":1,"pits":[4,4,0,5,5,5,5,4,4,4,4,4],"stores":[0,0],"to_move":"north","legal":[1,2,3,4,5,6],"end":null,"winner":null}"#
    );
}

/// The plain lines are the command line's own English, whatever language
/// the screens speak: RULES.md 6.1's move 3 sows C's 4 seeds, and on 2
/// pits of 1 seed South's B sows its 1 seed into North's a.
#[test]
fn replay_speaks_english_whatever_the_locale() {
    let cases = [
        (&["replay", "3"][..], "ply 1: South sowed 4 seeds from C"),
        (
            &["--pits", "2", "--seeds", "1", "replay", "2"],
            "ply 1: South sowed 1 seed from B",
        ),
    ];
    for (args, expected) in cases {
        let output = Command::new(env!("CARGO_BIN_EXE_wari"))
            .args(args)
            .env("LANG", "fr_FR.UTF-8")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .output()
            .expect("the wari binary runs");
        assert!(output.status.success(), "{}", stderr(&output));
        let text = stdout(&output);
        assert!(text.contains(expected), "{text}");
    }
}

/// On 2 pits of 1 seed: South's B reaches North's a, making 2, and
/// captures it. North's only seed then makes 2 in South's A: a grand slam,
/// but North's only move, so under kids-and-caboodles it captures. South has
/// no seeds left: the game ends with no moves, 2-2, a draw.
#[test]
fn replay_json_reports_the_end_and_the_draw() {
    let output = wari(&["--pits", "2", "--seeds", "1", "replay", "--json", "2", "2"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[1],
        r#"{"ply":1,"pits":[1,0,0,1],"stores":[2,0],"to_move":"north","legal":[2],"end":null,"winner":null}"#
    );
    assert_eq!(
        lines[2],
        r#"{"ply":2,"pits":[0,0,0,0],"stores":[2,2],"to_move":null,"legal":[],"end":"no-moves","winner":null}"#
    );
}

/// The same moves under warri-society: North's grand slam captures nothing
/// (RULES.md 2.4 `no-capture`), so South must feed North with A.
#[test]
fn replay_follows_the_chosen_variant() {
    let args = ["--variant", "warri-society", "--pits", "2", "--seeds", "1"];
    let output = wari(&[&args[..], &["replay", "--json", "2", "2"]].concat());
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[2],
        r#"{"ply":2,"pits":[2,0,0,0],"stores":[2,0],"to_move":"south","legal":[1],"end":null,"winner":null}"#
    );
}

#[test]
fn replay_without_json_draws_a_board_per_ply() {
    let output = wari(&["replay", "3"]);
    let text = stdout(&output);
    assert!(text.contains("ply 1: South sowed 4 seeds from C"), "{text}");
    // RULES.md 6.1's board, North's row drawn right to left.
    assert!(
        text.contains("North     4   4   4   4   4   5   store  0"),
        "{text}"
    );
    assert!(
        text.contains("South     4   4   0   5   5   5   store  0"),
        "{text}"
    );
}

#[test]
fn an_illegal_move_prints_the_plies_before_it_then_names_ply_move_and_legal_moves() {
    // After 3 (South's C) and 1 (North's a), South's C is empty.
    let output = wari(&["replay", "--json", "3", "1", "3"]);
    assert_eq!(
        stdout(&output).lines().count(),
        3,
        "plies 0 to 2 come first"
    );
    assert_refused(
        &output,
        &["ply 3", "pit 3 is empty", "legal moves: 1 2 4 5 6"],
    );
}

#[test]
fn a_move_past_the_board_names_the_legal_moves() {
    let output = wari(&["replay", "7"]);
    assert_refused(&output, &["ply 1", "no pit 7", "legal moves: 1 2 3 4 5 6"]);
    let output = wari(&["replay", "0"]);
    assert_refused(&output, &["ply 1", "no pit 0"]);
}

#[test]
fn a_move_that_is_not_a_number_is_refused() {
    let output = wari(&["replay", "3", "C"]);
    assert_refused(
        &output,
        &[
            "ply 2",
            "`C` is not a move number",
            "legal moves: 1 2 3 4 5 6",
        ],
    );
}

#[test]
fn a_move_after_the_end_says_the_game_is_over() {
    let output = wari(&["--pits", "2", "--seeds", "1", "replay", "2", "2", "1"]);
    assert_refused(&output, &["ply 3", "game is over"]);
}

#[test]
fn perft_ends_with_the_count_alone() {
    let output = wari(&["perft", "5"]);
    assert!(output.status.success());
    // RULES.md 7: 5219 sequences of 5 plies.
    assert_eq!(stdout(&output).lines().last(), Some("5219"));
}

#[test]
fn variants_lists_each_with_its_description_and_marks_the_default() {
    let output = wari(&["variants"]);
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert!(
        lines[0].starts_with("kids-and-caboodles  Kids and Caboodles"),
        "{text}"
    );
    assert!(lines[0].ends_with("(default)"), "{text}");
    for name in ["warri-society", "traditional", "dutch"] {
        assert!(text.contains(name), "{text}");
    }
}

#[test]
fn an_unknown_variant_is_refused_with_the_known_ones() {
    let output = wari(&["--variant", "oware", "replay"]);
    assert_refused(
        &output,
        &["no variant `oware`", "kids-and-caboodles", "dutch"],
    );
}

#[test]
fn pits_and_seeds_out_of_range_are_refused() {
    assert_refused(
        &wari(&["--pits", "13", "replay"]),
        &["--pits", "2 to 12, not 13"],
    );
    assert_refused(
        &wari(&["--seeds", "0", "replay"]),
        &["--seeds", "1 to 24, not 0"],
    );
}

#[test]
fn a_board_size_past_a_byte_is_refused_as_written_not_wrapped() {
    // 262 would wrap to 6, a playable board, if cut to a byte.
    assert_refused(
        &wari(&["--pits", "262", "replay"]),
        &["--pits", "2 to 12, not 262"],
    );
    assert_refused(
        &wari(&["--seeds", "-252", "replay"]),
        &["--seeds", "1 to 24, not -252"],
    );
    let dir = tempfile::tempdir().expect("a temporary directory");
    let record = dir.path().join("game.wari");
    std::fs::write(&record, "[Event \"x\"]\n*\n").unwrap();
    let json = stdout(&wari(&["record", "--json", record.to_str().unwrap()]));
    let path = dir.path().join("game.json");
    std::fs::write(
        &path,
        json.replace("\"pits_per_side\": 6", "\"pits_per_side\": 262"),
    )
    .unwrap();
    let output = wari(&["record", "--from-json", path.to_str().unwrap()]);
    assert_refused(&output, &["game.json", "rules", "2 to 12, not 262"]);
}

#[test]
fn a_broken_rules_file_names_the_file_line_and_key() {
    let dir = std::env::temp_dir().join(format!("wari-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("broken.toml");
    std::fs::write(
        &file,
        "[variants.x]\ndescription = \"x\"\npits_per_side = \"six\"\n",
    )
    .unwrap();
    let output = wari(&["--rules", file.to_str().unwrap(), "variants"]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_refused(&output, &["broken.toml:3", "variants.x.pits_per_side"]);
}

#[test]
fn a_missing_rules_file_is_named() {
    let output = wari(&["--rules", "no/such/rules.toml", "variants"]);
    assert_refused(&output, &["no/such/rules.toml", "cannot read it"]);
}

#[test]
fn help_documents_the_seats_and_the_computers_levels() {
    let output = wari(&["--help"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    for part in [
        "computer[:LEVEL]",
        "easy    looks a move or two ahead and makes a child's mistakes",
        "medium  makes no mistakes but looks only five plies ahead (the default)",
        "hard    plays at full strength in the time it is given",
        "wari --south computer:hard --north computer:easy",
        "a demo that plays itself",
    ] {
        assert!(
            text.contains(part),
            "--help should contain {part:?}:\n{text}"
        );
    }
}

// `wari serve`'s refusals before it listens: an open door on the network,
// a missing keys file, a damaged host key. None of these binds a socket.

#[test]
fn open_on_a_network_address_is_refused_without_confirmation() {
    // A documentation address (RFC 5737): refused before any bind.
    let output = wari(&["serve", "--open", "--listen", "192.0.2.1:2222"]);
    assert_refused(
        &output,
        &["--open on 192.0.2.1:2222", "--yes-anyone-on-the-network"],
    );
}

#[test]
fn the_confirmation_alone_means_nothing() {
    let output = wari(&["serve", "--yes-anyone-on-the-network"]);
    assert_refused(&output, &["--open"]);
}

#[test]
fn a_missing_authorized_keys_file_is_named() {
    let output = wari(&["serve", "--authorized-keys", "/nonexistent/wari-keys"]);
    assert_refused(&output, &["--authorized-keys /nonexistent/wari-keys"]);
}

#[test]
fn a_damaged_host_key_is_named_not_replaced() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let key = dir.path().join("host_key");
    std::fs::write(&key, "not a key").expect("write");
    let output = wari(&["serve", "--host-key", key.to_str().expect("a UTF-8 path")]);
    assert_refused(&output, &["host key", "not an OpenSSH private key"]);
    assert_eq!(
        std::fs::read_to_string(&key).ok().as_deref(),
        Some("not a key")
    );
}

#[test]
fn an_idle_time_beyond_a_day_is_refused_naming_the_option() {
    // Counts near u64's limit overflowed, at start or in the middle of a
    // session; the range refuses them all. The missing keys file stops
    // the server before it listens, should the value ever be let through.
    let output = wari(&[
        "serve",
        "--idle-minutes",
        "99999999999",
        "--authorized-keys",
        "/nonexistent/wari-keys",
    ]);
    assert_refused(&output, &["--idle-minutes", "1..=1440"]);
}

#[test]
fn an_empty_join_code_is_refused() {
    let output = wari(&["serve", "--join-code", "  "]);
    assert_refused(&output, &["--join-code"]);
}

/// Runs wari, failing the test (and killing it) if it takes over 20 s: for
/// inputs that could make it wait for ever.
fn wari_within_20_s(args: &[&std::ffi::OsStr]) -> Output {
    use std::process::Stdio;
    use std::time::{Duration, Instant};
    let mut child = Command::new(env!("CARGO_BIN_EXE_wari"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the wari binary runs");
    let start = Instant::now();
    while child.try_wait().expect("wait for wari").is_none() {
        if start.elapsed() > Duration::from_secs(20) {
            let _ = child.kill();
            panic!("wari {args:?} still runs after 20 s");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("wari's output")
}

#[test]
fn rules_from_dev_zero_are_refused_at_once() {
    let output = wari_within_20_s(&[
        "--rules".as_ref(),
        "/dev/zero".as_ref(),
        "variants".as_ref(),
    ]);
    assert_refused(&output, &["/dev/zero", "not a regular file"]);
}

#[test]
fn rules_from_a_fifo_are_refused_without_waiting_for_a_writer() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let fifo = dir.path().join("rules.toml");
    let made = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let output = wari_within_20_s(&["--rules".as_ref(), fifo.as_os_str(), "variants".as_ref()]);
    assert_refused(&output, &["rules.toml", "not a regular file"]);
}

#[test]
fn a_save_from_dev_zero_is_refused_at_once() {
    for command in [
        &["--load"][..],
        &["replay", "--load"],
        &["record", "--json"],
    ] {
        let mut args: Vec<&std::ffi::OsStr> = command.iter().map(|a| a.as_ref()).collect();
        args.push("/dev/zero".as_ref());
        let output = wari_within_20_s(&args);
        assert_refused(&output, &["/dev/zero", "not a regular file"]);
    }
}

#[test]
fn a_save_from_a_fifo_is_refused_without_waiting_for_a_writer() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let fifo = dir.path().join("game.wari");
    let made = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let output = wari_within_20_s(&["--load".as_ref(), fifo.as_os_str()]);
    assert_refused(&output, &["save file", "game.wari", "not a regular file"]);
}

#[test]
fn a_save_over_a_megabyte_is_refused_unread() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("big.wari");
    // A record a comment long: well formed, only too big.
    let text = format!("{{{}}}\n*\n", "x".repeat(1024 * 1024));
    std::fs::write(&path, text).unwrap();
    let output = wari(&["replay", "--load", path.to_str().unwrap()]);
    assert_refused(&output, &["big.wari", "larger than 1024 KB"]);
}

#[test]
fn a_json_records_hurry_turn_is_bounded_like_the_flag() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let record = dir.path().join("game.wari");
    std::fs::write(&record, "[Mode \"hurry\"]\n[HurrySeconds \"600\"]\n*\n").unwrap();
    let json = wari(&["record", "--json", record.to_str().unwrap()]);
    assert!(json.status.success(), "{}", stderr(&json));
    let text = stdout(&json);
    assert!(text.contains("\"hurry_seconds\": 600,"), "{text}");
    let path = dir.path().join("game.json");
    std::fs::write(&path, text.replace("600", "601")).unwrap();
    let output = wari(&["record", "--from-json", path.to_str().unwrap()]);
    assert_refused(
        &output,
        &["game.json", "hurry_seconds", "1 to 600 seconds, not 601"],
    );
    let flag = wari(&["--mode", "hurry", "--hurry-seconds", "601"]);
    assert_refused(&flag, &["--hurry-seconds", "1 to 600 seconds, not 601"]);
}

#[test]
fn variants_shows_a_descriptions_escape_sequence_escaped() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("own.toml");
    std::fs::write(
        &file,
        "[variants.own]\ndescription = \"mine\\u001b]0;title\\u0007 \\u001b[2J\"\n\
         pits_per_side = 6\nseeds_per_pit = 4\ngrand_slam = \"capture\"\nmajority_ends = true\n",
    )
    .unwrap();
    let output = wari(&["--rules", file.to_str().unwrap(), "variants"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        "own  mine\\u{1b}]0;title\\u{7} \\u{1b}[2J (default)\n"
    );
}

#[test]
fn a_closed_stdout_ends_perft_quietly() {
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_wari"))
        .args(["perft", "8"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the wari binary runs");
    // Close the reading end before the first count is printed, as `head`
    // does once it has its line.
    drop(child.stdout.take());
    let output = child.wait_with_output().expect("wari's output");
    assert_eq!(stderr(&output), "");
    assert!(output.status.success(), "{:?}", output.status);
}

#[test]
fn perft_piped_into_head_prints_one_line_and_no_error() {
    let wari = env!("CARGO_BIN_EXE_wari");
    let output = Command::new("sh")
        .args(["-c", &format!("'{wari}' perft 8 | head -1")])
        .output()
        .expect("sh runs");
    let text = stdout(&output);
    assert!(
        text.starts_with("move 1: ") && text.lines().count() == 1,
        "{text}"
    );
    assert_eq!(stderr(&output), "");
}

#[test]
fn a_save_with_an_hour_a_turn_is_refused_like_the_flag() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("slow.toml");
    std::fs::write(
        &path,
        "variant = \"dutch\"\npits_per_side = 6\nseeds_per_pit = 4\n\
         grand_slam = \"forbidden\"\nmajority_ends = false\nsouth = \"Ama\"\n\
         north = \"Kofi\"\nfirst = \"south\"\nmode = \"hurry\"\ncoop = false\n\
         hurry_seconds = 3600\nmoves = []\nended_by_agreement = false\n",
    )
    .unwrap();
    let output = wari(&["--load", path.to_str().unwrap()]);
    assert_refused(&output, &["slow.toml:11", "1 to 600 seconds"]);
    let flag = wari(&["--mode", "hurry", "--hurry-seconds", "3600"]);
    assert_eq!(flag.status.code(), Some(2), "{}", stderr(&flag));
}

#[test]
fn version_names_the_program_and_its_version() {
    let output = wari(&["--version"]);
    assert!(output.status.success());
    assert_eq!(
        stdout(&output),
        format!("wari {}\n", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn completions_are_printed_for_bash_zsh_and_fish() {
    // Each shell's own marker, and a subcommand and an option to complete.
    for (shell, marker) in [
        ("bash", "complete -F _wari"),
        ("zsh", "#compdef wari"),
        ("fish", "complete -c wari"),
    ] {
        let output = wari(&["completions", shell]);
        assert!(output.status.success(), "{shell}: {}", stderr(&output));
        let script = stdout(&output);
        for part in [marker, "perft", "hurry-seconds"] {
            assert!(script.contains(part), "{shell} should contain {part:?}");
        }
    }
    assert_eq!(wari(&["completions", "tcsh"]).status.code(), Some(2));
}

#[test]
fn man_prints_a_man_page_listing_the_subcommands() {
    let output = wari(&["man"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let page = stdout(&output);
    assert!(page.contains(".TH wari 1"), "{page:.200}");
    for part in ["perft", "variants", "serve", "\\-\\-rules"] {
        assert!(page.contains(part), "the page should mention {part:?}");
    }
}

/// Everything `wari engine` answers to `input`, written from another thread
/// so a large input cannot block against a full output pipe.
fn engine_answers(input: Vec<u8>) -> String {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_wari"))
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the wari binary runs");
    let mut stdin = child.stdin.take().expect("stdin");
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let output = child.wait_with_output().expect("wari's output");
    writer
        .join()
        .expect("the writer")
        .expect("the engine reads its input");
    stdout(&output)
}

#[test]
fn engine_echoes_a_long_unknown_command_cut_short() {
    let mut input = vec![b'z'; 60_000];
    input.extend_from_slice(b"\nisready\nquit\n");
    let text = engine_answers(input);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text:.200}");
    assert!(
        lines[0].starts_with("error unknown command `zzz"),
        "{:.200}",
        lines[0]
    );
    assert!(lines[0].contains("zzz…`"), "{:.200}", lines[0]);
    assert!(
        lines[0].len() < 200,
        "the error is {} bytes",
        lines[0].len()
    );
    assert_eq!(lines[1], "readyok");
}

#[test]
fn engine_refuses_a_four_megabyte_line_in_one_short_line() {
    let mut input = vec![b'z'; 4 << 20];
    input.extend_from_slice(b"\nisready\nquit\n");
    let text = engine_answers(input);
    assert_eq!(text, "error a line may hold at most 65536 bytes\nreadyok\n");
}

#[test]
fn hurry_seconds_outside_hurry_wari_is_refused_like_coop() {
    let output = wari(&["--mode", "win-win", "--hurry-seconds", "8"]);
    assert_refused(&output, &["--hurry-seconds is for --mode hurry"]);
    let output = wari(&["--hurry-seconds", "8"]);
    assert_refused(&output, &["--hurry-seconds is for --mode hurry"]);
}

#[test]
fn two_players_with_one_name_are_refused() {
    let output = wari(&["--south", "Ama", "--north", "AMA"]);
    assert_refused(&output, &["both players are called AMA", "--north-name"]);
}

/// South's A, B and C hold 2 each and North's f holds 3. South's D sows
/// E, F, a and b and leaves them; f then makes A, B and C 3 each and takes
/// all 9 (RULES.md 2.3). South's A would have made B and C 3, so that f
/// leaves A 1, B 4 and C 4 and takes nothing.
const TRAP_RECORD: &str = "[South \"Ama\"]\n[North \"Kofi\"]\n\
    [Position \"2 2 2 4 4 4 / 4 4 4 4 4 3 / 4 3 / s\"]\n\n1. D f+9 2. E *\n";

#[test]
fn review_json_calls_the_move_that_gives_nine_away_a_blunder() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("trap.wari");
    std::fs::write(&path, TRAP_RECORD).expect("the record is written");
    let output = wari(&["review", "--json", path.to_str().expect("a UTF-8 path")]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|line| serde_json::from_str(line).expect("a JSON line"))
        .collect();
    assert_eq!(lines.len(), 3, "one line a move: {text}");
    let d = &lines[0];
    assert_eq!(d["ply"], 1);
    assert_eq!(d["mover"], "south");
    assert_eq!(d["move"], "D");
    assert_eq!(d["verdict"], "blunder");
    assert_eq!(d["best"], "A");
    assert!(d["loss"].as_f64().expect("a number") >= 5.0, "{d}");
    let why = d["explanation"].as_str().expect("words");
    assert!(why.contains("Kofi takes 9 from your A, B and C"), "{why}");
    let f = &lines[1];
    assert_eq!((&f["mover"], &f["move"]), (&"north".into(), &"f".into()));
}

#[test]
fn review_refuses_a_bad_record_as_replay_does_with_line_and_column() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("bad.wari");
    let bad = TRAP_RECORD.replace("2. E", "2. A");
    std::fs::write(&path, bad).expect("the record is written");
    let path = path.to_str().expect("a UTF-8 path");
    let review = wari(&["review", "--json", path]);
    assert_refused(&review, &["bad.wari:5:13: A is illegal: pit 1 is empty"]);
    assert_eq!(stderr(&review), stderr(&wari(&["replay", "--load", path])));
}

/// Each ply more takes about five times as long: a depth past the cap is
/// refused at once with the cap named, not run for ever or allocated for.
#[test]
fn wari_perft_refuses_a_depth_past_its_cap() {
    for depth in ["16", "4294967295", "99999999999"] {
        let started = std::time::Instant::now();
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_wari"))
            .args(["perft", depth])
            .output()
            .expect("the wari binary runs");
        assert!(!output.status.success(), "perft {depth} accepted");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains("0..=15"), "{stderr}");
        assert!(output.stdout.is_empty());
        assert!(started.elapsed() < std::time::Duration::from_secs(10));
    }
}

#[test]
fn wari_perft_counts_on_the_threads_asked_for() {
    for threads in ["1", "2"] {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_wari"))
            .args(["perft", "6", "--threads", threads])
            .output()
            .expect("the wari binary runs");
        assert!(output.status.success());
        let text = String::from_utf8_lossy(&output.stdout);
        assert_eq!(text.lines().last(), Some("27332"), "{text}");
    }
    let zero = std::process::Command::new(env!("CARGO_BIN_EXE_wari"))
        .args(["perft", "6", "--threads", "0"])
        .output()
        .expect("the wari binary runs");
    assert!(!zero.status.success());
}
