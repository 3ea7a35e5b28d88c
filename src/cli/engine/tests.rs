//! The protocol without a process: lines in, lines out.

use std::collections::VecDeque;
use std::io::{self, BufReader, Read, Write};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use wari::engine::Rules;
use wari::search::Searcher;
use wari::variants::Variants;

use super::command::{Command, parse};
use super::{Session, serve};

/// Everything the engine answers to `input`, from a fresh session under the
/// default variant.
fn answers(input: &[u8]) -> String {
    answers_by(Searcher::new(1), input)
}

/// [`answers`], searched by `searcher`.
fn answers_by(searcher: Searcher, input: &[u8]) -> String {
    let mut session = Session::new(Variants::builtin(), Rules::default(), searcher);
    let out = Output::default();
    let input = Paced::new(input, out.clone());
    serve(BufReader::new(input), &mut out.clone(), &mut session).expect("in-memory I/O");
    let bytes = out.0.lock().unwrap().clone();
    String::from_utf8(bytes).expect("the engine writes UTF-8")
}

/// What the engine wrote, shared with the input that waits for it.
#[derive(Clone, Default)]
struct Output(Arc<Mutex<Vec<u8>>>);

impl Output {
    /// The searches answered: a `bestmove`, or the one refusal a `go` that
    /// was understood can get.
    fn searches_answered(&self) -> usize {
        let text = self.0.lock().unwrap();
        String::from_utf8_lossy(&text)
            .lines()
            .filter(|l| l.starts_with("bestmove ") || l.starts_with("error go: the game is over"))
            .count()
    }
}

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// Input given a line a read, that ends only once every search it asked
/// for has answered: the end of the input cuts a timed search short, but
/// these tests want it to run its time.
struct Paced {
    lines: VecDeque<Vec<u8>>,
    searches: usize,
    out: Output,
}

impl Paced {
    fn new(input: &[u8], out: Output) -> Paced {
        let lines: VecDeque<Vec<u8>> = input
            .split_inclusive(|&b| b == b'\n')
            .map(<[u8]>::to_vec)
            .collect();
        let searches = lines
            .iter()
            .filter(|l| {
                matches!(
                    parse(&String::from_utf8_lossy(l)),
                    Ok(Some(Command::Go { .. }))
                )
            })
            .count();
        Paced {
            lines,
            searches,
            out,
        }
    }
}

impl Read for Paced {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let Some(mut line) = self.lines.pop_front() else {
            while self.out.searches_answered() < self.searches {
                std::thread::sleep(Duration::from_millis(1));
            }
            return Ok(0);
        };
        // A line longer than the reader's buffer is given a buffer at a
        // time, the rest kept for the next read.
        let given = line.len().min(buf.len());
        buf[..given].copy_from_slice(&line[..given]);
        if given < line.len() {
            self.lines.push_front(line.split_off(given));
        }
        Ok(given)
    }
}

/// The answer lines, with `nps N` dropped: the only part that depends on
/// the clock.
fn without_nps(text: &str) -> Vec<String> {
    text.lines()
        .map(|line| {
            let words: Vec<&str> = line.split(' ').collect();
            match words.iter().position(|&w| w == "nps") {
                Some(i) => [&words[..i], &words[i + 2..]].concat().join(" "),
                None => line.to_owned(),
            }
        })
        .collect()
}

#[test]
fn every_malformed_line_gets_one_error_and_the_engine_goes_on() {
    let bad: &[&[u8]] = &[
        b"hello",
        b"go",
        b"go depth",
        b"go depth 0",
        b"go depth -3",
        b"go depth 101",
        b"stop now",
        b"go movetime soon",
        b"go nodes many",
        b"moves 3 x",
        b"moves 0",
        b"moves 3 1 3",
        b"moves 7",
        b"variant",
        b"variant nowhere",
        b"variant warri-society pits 13",
        b"variant warri-society seeds 0",
        b"variant warri-society pits",
        b"variant warri-society colour blue",
        b"rules /no/such/file.toml",
        b"rules",
        b"goal everything",
        b"level expert",
        b"level",
        b"legal now",
        b"quit now",
        b"\xff\xfe not utf-8",
        b"MOVES 1",
    ];
    let mut input = Vec::new();
    for line in bad {
        input.extend_from_slice(line);
        input.extend_from_slice(b"\nisready\n");
    }
    input.extend_from_slice(b"legal\n");
    let text = answers(&input);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2 * bad.len() + 1, "{text}");
    for (i, pair) in lines[..2 * bad.len()].chunks(2).enumerate() {
        let line = String::from_utf8_lossy(bad[i]);
        assert!(pair[0].starts_with("error "), "{line:?} got {:?}", pair[0]);
        assert_eq!(pair[1], "readyok", "after {line:?}");
    }
    // None of them changed the game: still the start.
    assert_eq!(lines.last(), Some(&"legal 1 2 3 4 5 6"));
}

#[test]
fn an_illegal_move_names_the_ply_and_the_legal_moves() {
    let text = answers(b"moves 3 1 3\n");
    assert_eq!(
        text,
        "error moves: ply 3: move 3 is illegal: pit 3 is empty; legal moves: 1 2 4 5 6\n"
    );
}

/// RULES.md 6.1: after South's move 3, North may play any pit; after North's
/// 1, South's C is empty.
#[test]
fn moves_set_the_position_from_the_start() {
    let text = answers(b"moves 3\nlegal\nmoves 3 1\nlegal\nnew\nlegal\n");
    assert_eq!(
        text,
        "legal 1 2 3 4 5 6\nlegal 1 2 4 5 6\nlegal 1 2 3 4 5 6\n"
    );
}

#[test]
fn position_sets_a_board_written_in_the_notation_then_its_moves() {
    // North to move from the start plays a (4 seeds to b, c, d, e), then
    // South plays B (4 seeds to C, D, E, F): RULES.md 2.1's sowing.
    let text = answers(
        b"position 4 4 4 4 4 4 / 4 4 4 4 4 4 / 0 0 / n moves 1 2\nshow\n\
          position 0 0 0 0 0 1 / 0 0 0 0 1 1 / 20 24 / s\nlegal\n",
    );
    let expected = [
        "          f   e   d   c   b   a",
        "North     4   5   5   5   5   0   store  0",
        "South     4   0   5   5   5   5   store  0",
        "          A   B   C   D   E   F",
        "North to move; legal moves: 2 3 4 5 6",
        "legal 6",
    ];
    assert_eq!(text.lines().collect::<Vec<_>>(), expected);
}

#[test]
fn a_position_that_does_not_fit_says_what_is_wrong_and_changes_nothing() {
    let text = answers(
        b"moves 3 1\nposition 4 4 / 4 4 / 0 0 / s\nposition 1 2 3\n\
          position x 4 4 4 4 4 / 4 4 4 4 4 4 / 0 0 / s\n\
          position 4 4 4 4 4 4 / 4 4 4 4 4 4 / 0 0 / s moves 1 9\nlegal\n",
    );
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5, "{text}");
    assert!(
        lines[0].contains("expected 12 pits (two rows of 6), got 4"),
        "{}",
        lines[0]
    );
    assert!(
        lines[1].contains("four parts separated by '/'"),
        "{}",
        lines[1]
    );
    assert!(
        lines[2].contains("\"x\" is not a number of seeds"),
        "{}",
        lines[2]
    );
    assert!(
        lines[3].contains("ply 2: move 9 is illegal"),
        "{}",
        lines[3]
    );
    // Still the game after `moves 3 1`: South's C is empty, so 3 is gone.
    assert_eq!(lines[4], "legal 1 2 4 5 6");
}

#[test]
fn show_draws_the_board_and_who_moves() {
    let text = answers(b"moves 3\nshow\n");
    let expected = [
        "          f   e   d   c   b   a",
        "North     4   4   4   4   4   5   store  0",
        "South     4   4   0   5   5   5   store  0",
        "          A   B   C   D   E   F",
        "North to move; legal moves: 1 2 3 4 5 6",
        "",
    ]
    .join("\n");
    assert_eq!(text, expected);
}

#[test]
fn variant_options_change_the_board() {
    let text = answers(b"variant warri-society pits 4 seeds 3\nlegal\nmoves 4\nlegal\n");
    assert_eq!(text, "legal 1 2 3 4\nlegal 1 2 3 4\n");
}

#[test]
fn go_depth_prints_one_info_a_depth_then_a_legal_bestmove() {
    let text = answers(b"moves 3 1\ngo depth 4\n");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5, "{text}");
    for (depth, line) in (1..=4).zip(&lines) {
        let words: Vec<&str> = line.split(' ').collect();
        assert_eq!(words[..3], ["info", "depth", &depth.to_string()]);
        assert_eq!(
            [words[3], words[5], words[7], words[9]],
            ["score", "nodes", "nps", "pv"]
        );
        assert_eq!(words.len(), 10 + depth, "one pv move a ply: {line}");
    }
    let best = lines[4].strip_prefix("bestmove ").expect("bestmove last");
    assert!(["1", "2", "4", "5", "6"].contains(&best), "{best}");
}

#[test]
fn go_depth_answers_the_same_every_time() {
    let input = b"moves 3 1 5\ngo depth 9\ngo depth 9\n";
    let first = without_nps(&answers(input));
    let second = without_nps(&answers(input));
    assert_eq!(first, second);
    // Within one session too: the second search starts from an empty table.
    let half = first.len() / 2;
    assert_eq!(first[..half], first[half..]);
}

/// A node limit cuts the search short where a time would, but at the
/// same place every run, on however many threads the engine has.
#[test]
fn go_nodes_answers_the_same_every_time() {
    let input = b"moves 3 1 5\ngo nodes 30000\ngo nodes 30000\n";
    let run = || without_nps(&answers_by(Searcher::new(1).with_threads(2), input));
    let first = run();
    assert_eq!(first, run());
    let half = first.len() / 2;
    assert_eq!(first[..half], first[half..]);
    assert!(first[half - 1].starts_with("bestmove "), "{first:?}");
}

#[test]
fn go_movetime_answers_in_time_with_a_legal_move() {
    let started = std::time::Instant::now();
    let text = answers(b"go movetime 50\n");
    assert!(started.elapsed() < std::time::Duration::from_secs(2));
    let best = text
        .lines()
        .last()
        .and_then(|l| l.strip_prefix("bestmove "));
    assert!(
        matches!(best, Some("1" | "2" | "3" | "4" | "5" | "6")),
        "{text}"
    );
}

/// 2 pits of 1 seed: South's B takes North's a, North's b takes South's A
/// (a grand slam, but its only move, so it captures under the default
/// rules), and South cannot move: over.
#[test]
fn go_after_the_end_is_an_error() {
    let text =
        answers(b"variant kids-and-caboodles pits 2 seeds 1\nmoves 2 2\ngo depth 3\nlegal\n");
    assert_eq!(
        text,
        "error go: the game is over; no move to search\nlegal none\n"
    );
}

#[test]
fn lower_levels_answer_one_info_and_a_legal_bestmove() {
    for level in ["easy", "medium"] {
        let input = format!("level {level}\nmoves 3 1\ngo depth 8\n");
        let text = answers(input.as_bytes());
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2, "{text}");
        assert!(lines[0].starts_with("info depth "), "{text}");
        let best = lines[1].strip_prefix("bestmove ").expect("bestmove");
        assert!(["1", "2", "4", "5", "6"].contains(&best), "{best}");
    }
}

#[test]
fn quit_stops_reading() {
    assert_eq!(answers(b"isready\nquit\nisready\n"), "readyok\n");
}

#[test]
fn goal_balance_searches_for_equal_stores() {
    let text = answers(b"goal balance\nmoves 3 1\ngo depth 3\n");
    let lines: Vec<&str> = text.lines().collect();
    let info = lines[lines.len() - 2];
    let score: i32 = info
        .split(' ')
        .nth(4)
        .and_then(|s| s.parse().ok())
        .expect("a score");
    // Balance scores are minus the gap, and never positive.
    assert!(score <= 0, "{text}");
}

#[test]
fn a_four_megabyte_line_is_refused_in_one_short_line_and_the_engine_goes_on() {
    let mut input = vec![b'x'; 4 << 20];
    input.extend_from_slice(b"\nisready\n");
    let text = answers(&input);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "one error, then the next line's answer");
    assert!(lines[0].starts_with("error "), "{:.80}", lines[0]);
    assert!(
        lines[0].len() < 200,
        "the error is {} bytes",
        lines[0].len()
    );
    assert_eq!(lines[1], "readyok");
}

#[test]
fn a_long_word_is_echoed_cut_short() {
    let word = "y".repeat(10_000);
    let text = answers(format!("{word}\ngo depth {word}\n").as_bytes());
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2);
    for line in lines {
        assert!(
            line.starts_with("error ") && line.contains('…'),
            "{line:.80}"
        );
        assert!(line.len() < 200, "the error is {} bytes", line.len());
    }
}

#[test]
fn control_characters_in_a_line_are_answered_escaped() {
    let text = answers(b"\x1b]0;owned\x07\nvariant \x1b[2J\n");
    assert!(!text.contains('\x1b'), "{text:?}");
    assert!(!text.contains('\x07'), "{text:?}");
    assert_eq!(text.lines().count(), 2, "{text:?}");
    assert!(text.contains("\\u{1b}"), "{text:?}");
}

#[test]
fn stop_without_a_search_is_ignored() {
    assert_eq!(
        answers(b"stop\nisready\nlegal\n"),
        "readyok\nlegal 1 2 3 4 5 6\n"
    );
}
