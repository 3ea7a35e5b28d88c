//! The help screen's words: the loaded variant's rules in plain words,
//! built from its knobs so that a variant of one's own is explained too,
//! in the reader's language.

use ratatui::layout::Size;
use unicode_width::UnicodeWidthStr;
use wari_words::tr;

use crate::engine::{GrandSlam, Player, Rules};
use crate::search::Level;

use super::super::keymap::Key;
use super::super::{Action, BoardKeys, Setup};
use super::names;
use crate::setup::{Mode, PlayerKind};

/// The counts a last seed captures (RULES.md 2.3): the same under every
/// variant, so the engine has them as a rule of the game, not a knob.
const CAPTURED: [u16; 2] = [2, 3];

/// The help, one paragraph an item, for a screen `width` columns wide
/// inside its border: the goal first, since that is what a new player
/// needs most, then where to learn the game, who the computer is, the
/// rules, and the keys that work there.
pub fn paragraphs(setup: &Setup, keys: &BoardKeys, width: usize) -> Vec<String> {
    let mut text = vec![goal(setup), String::new()];
    if !keys.learn_help.is_empty() {
        text.extend([BoardKeys::words(keys.learn_help), String::new()]);
    }
    if let Some(computer) = computer(setup, keys) {
        text.extend([computer, String::new()]);
    }
    let variant = crate::variants::shown_name(&setup.variant);
    text.push(tr!("board-help-rules-of", variant = variant));
    text.extend(rules(setup.rules));
    text.push(String::new());
    let hints = setup.mode.has_hints();
    text.extend(key_rows(setup.rules.pits_per_side(), hints, keys, width));
    text
}

/// How far the help can scroll on a screen of `size` inside its border
/// and its margins: far enough to show the last line, and no further.
pub fn scroll_limit(setup: &Setup, keys: &BoardKeys, size: Size) -> u16 {
    let width = usize::from(size.width.saturating_sub(4).max(1));
    let paragraphs = paragraphs(setup, keys, width);
    let by_characters: usize = paragraphs
        .iter()
        .map(|p| p.chars().count().div_ceil(width).max(1))
        .sum();
    // Words wrap less tightly than characters: two spare lines cover
    // short words; longer words are counted as they wrap.
    let by_words: usize = paragraphs
        .iter()
        .map(|p| crate::text::wrapped_rows(p, width))
        .sum();
    let lines = (by_characters + 2).max(by_words + 1);
    (lines as u16).saturating_sub(size.height.saturating_sub(2))
}

fn rules(rules: Rules) -> Vec<String> {
    let (n, seeds) = (rules.pits_per_side(), rules.seeds_per_pit());
    let [few, many] = CAPTURED;
    let mut text = vec![
        tr!("board-help-rule-board", pits = n, seeds = seeds),
        tr!("board-help-rule-sowing", lap = 2 * n),
        tr!("board-help-rule-capture", few = few, many = many),
        tr!("board-help-rule-feed"),
        grand_slam(rules.grand_slam()),
    ];
    if rules.majority_ends() {
        let half = rules.total_seeds() / 2;
        text.push(tr!("board-help-rule-majority", half = half));
    }
    text.push(tr!("board-help-rule-end"));
    text
}

fn grand_slam(rule: GrandSlam) -> String {
    match rule {
        GrandSlam::Capture => tr!("board-help-grand-slam-capture"),
        GrandSlam::NoCapture => tr!("board-help-grand-slam-no-capture"),
        GrandSlam::ForbiddenUnlessOnlyMove => tr!("board-help-grand-slam-only-move"),
        GrandSlam::Forbidden => tr!("board-help-grand-slam-forbidden"),
    }
}

fn goal(setup: &Setup) -> String {
    match setup.mode {
        Mode::Sorry => tr!("board-help-goal-sorry"),
        Mode::WinWin => tr!("board-help-goal-win-win"),
        Mode::Hurry { .. } => tr!(
            "board-help-goal-hurry",
            seconds = setup.hurry.as_secs(),
            goal = names::goal_key(setup.mode.goal()),
        ),
    }
}

/// Who the computer is and how it plays, when it plays a seat, with the
/// keys for it that work there.
fn computer(setup: &Setup, keys: &BoardKeys) -> Option<String> {
    let level = |player: Player| match setup.seats[player].kind {
        PlayerKind::Computer(level) => Some(level),
        PlayerKind::Human => None,
    };
    let name = |player: Player| setup.seats[player].name.as_str();
    match (level(Player::South), level(Player::North)) {
        (Some(south), Some(north)) => {
            let both = tr!(
                "board-help-demo",
                south = name(Player::South),
                south_level = names::level_word(south),
                north = name(Player::North),
                north_level = names::level_word(north),
            );
            Some(format!("{both} {}", BoardKeys::words(keys.demo_help)))
        }
        (Some(level), None) => Some(opponent(setup, Player::South, level, keys)),
        (None, Some(level)) => Some(opponent(setup, Player::North, level, keys)),
        (None, None) => None,
    }
}

/// The computer at `level` in `player`'s seat, against a person.
fn opponent(setup: &Setup, player: Player, level: Level, keys: &BoardKeys) -> String {
    let plays = tr!(
        "board-help-opponent",
        name = setup.seats[player].name.as_str(),
        level = names::level_word(level),
        description = tr!("board-level-description", level = level.name()),
        goal = names::goal_key(setup.mode.goal()),
    );
    match keys.undo_help {
        "" => plays,
        undo => format!("{plays} {}", BoardKeys::words(undo)),
    }
}

/// The keys, two to a line in columns, or one to a line where two do not
/// fit in `width`.
fn key_rows(n: usize, hints: bool, keys: &BoardKeys, width: usize) -> Vec<String> {
    let digits = if n >= 10 {
        "1-9, 0".to_owned()
    } else {
        format!("1-{n}")
    };
    let mut listed = vec![
        ("Left, Right".to_owned(), tr!("board-help-key-cursor")),
        ("Enter, Space".to_owned(), tr!("board-help-key-sow")),
        (digits, tr!("board-help-key-digits")),
        (
            tr!("board-help-key-click-name"),
            tr!("board-help-key-click"),
        ),
    ];
    let shown = keys
        .help
        .iter()
        .filter(|k| hints || k.action != Action::Hint)
        .map(|k: &Key| (crate::screen_keys::key_name(k.shown), k.long_words()));
    listed.extend(shown);
    let mut text = vec![tr!("board-help-keys")];
    text.extend(Columns::of(&listed).rows(&listed, width));
    text
}

/// The widths of the help's columns of keys: a key, what it does, a key,
/// what it does.
struct Columns([usize; 4]);

impl Columns {
    /// At least the widths the English words were laid out in, wider
    /// where a language's words are.
    fn of(listed: &[(String, String)]) -> Columns {
        let pairs = || listed.chunks_exact(2);
        let widest = |widths: &mut dyn Iterator<Item = usize>| widths.max().unwrap_or(0);
        Columns([
            widest(&mut listed.iter().step_by(2).map(|(key, _)| key.width())).max(14),
            widest(&mut pairs().map(|pair| pair[0].1.width())).max(24),
            widest(&mut pairs().map(|pair| pair[1].0.width())).max(13),
            widest(&mut pairs().map(|pair| pair[1].1.width())),
        ])
    }

    /// `listed` two to a line where the widest line fits in `width`,
    /// else one to a line.
    fn rows(&self, listed: &[(String, String)], width: usize) -> Vec<String> {
        let [key, what, key2, what2] = self.0;
        if 2 + key + 1 + what + 1 + key2 + 1 + what2 > width {
            let key = key.max(key2);
            return listed
                .iter()
                .map(|(k, w)| format!("  {} {w}", pad(k, key)))
                .collect();
        }
        listed
            .chunks(2)
            .map(|pair| match pair {
                [(k, w), (k2, w2)] => {
                    format!("  {} {} {} {w2}", pad(k, key), pad(w, what), pad(k2, key2))
                }
                [(k, w)] => format!("  {} {w}", pad(k, key)),
                _ => String::new(),
            })
            .collect()
    }
}

/// `text` with spaces after it up to `width` columns.
fn pad(text: &str, width: usize) -> String {
    format!("{text}{}", " ".repeat(width.saturating_sub(text.width())))
}
