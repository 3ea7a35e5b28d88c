//! The help screen's words: the loaded variant's rules in plain words,
//! built from its knobs so that a variant of one's own is explained too.

use ratatui::layout::Size;

use crate::engine::{GrandSlam, Player, Rules};
use crate::search::Level;

use super::super::keymap::Key;
use super::super::{Action, BoardKeys, Setup};
use crate::setup::{Goal, Mode, PlayerKind};

/// The help, one paragraph an item: the goal first, since that is what a
/// new player needs most, then where to learn the game, who the computer
/// is, the rules, and the keys that work there.
pub fn paragraphs(setup: &Setup, keys: &BoardKeys) -> Vec<String> {
    let mut text = vec![goal(setup), String::new()];
    if !keys.learn_help.is_empty() {
        text.extend([keys.learn_help.to_owned(), String::new()]);
    }
    if let Some(computer) = computer(setup, keys) {
        text.extend([computer, String::new()]);
    }
    text.push(format!("The rules of {}:", setup.variant));
    text.extend(rules(setup.rules));
    text.push(String::new());
    let hints = setup.mode.has_hints();
    text.extend(key_rows(setup.rules.pits_per_side(), hints, keys));
    text
}

/// How far the help can scroll on a screen of `size` inside its border:
/// far enough to show the last line, and no further.
pub fn scroll_limit(setup: &Setup, keys: &BoardKeys, size: Size) -> u16 {
    let width = usize::from(size.width.saturating_sub(2).max(1));
    let lines: usize = paragraphs(setup, keys)
        .iter()
        .map(|p| p.chars().count().div_ceil(width).max(1))
        .sum();
    // Words wrap less tightly than characters: two spare lines cover it.
    (lines as u16 + 2).saturating_sub(size.height.saturating_sub(2))
}

fn rules(rules: Rules) -> Vec<String> {
    let (n, seeds) = (rules.pits_per_side(), rules.seeds_per_pit());
    let mut text = vec![
        format!(
            "The board has two rows of {n} pits, each with {seeds} seeds at the start. \
             Each player sows from their own row of pits and keeps a store at their right hand."
        ),
        format!(
            "On your turn, pick one of your pits with seeds. Its seeds are sown one by one into \
             the next pits, counter-clockwise: rightwards along the bottom row, leftwards along the top. \
             A pit with {} or more seeds goes all the way round and skips the pit it came from.",
            2 * n
        ),
        "If your last seed lands in the other player's pit and makes 2 or 3 there, you take \
         those seeds, and the pit before it too if it holds 2 or 3, and so on back along their row."
            .to_owned(),
        "If the other player has no seeds, you must play a pit that gives them some.".to_owned(),
        grand_slam(rules.grand_slam()).to_owned(),
    ];
    if rules.majority_ends() {
        let half = rules.total_seeds() / 2;
        text.push(format!(
            "The game ends as soon as a store holds more than {half} seeds; {half} each is a draw."
        ));
    }
    text.push(
        "The game ends when the player to move cannot move, or when the same board comes round \
         again; then the seeds on each row go to its owner's store. You may also agree to stop \
         there (e): the board first shows what each of you would have."
            .to_owned(),
    );
    text
}

fn grand_slam(rule: GrandSlam) -> &'static str {
    match rule {
        GrandSlam::Capture => "A move may take every seed the other player has.",
        GrandSlam::NoCapture => {
            "A move that would take every seed the other player has is played, but takes nothing."
        }
        GrandSlam::ForbiddenUnlessOnlyMove => {
            "You may not take every seed the other player has, unless no other move is possible."
        }
        GrandSlam::Forbidden => {
            "You may not take every seed the other player has; if no other move is possible, \
             you play it but take nothing."
        }
    }
}

fn goal(setup: &Setup) -> String {
    let compete = "finish with more seeds in your store than the other player.";
    let cooperate = "play together so that both stores end level: then you both win.";
    let deeper = "then looks further ahead and says when another move is better, and why.";
    match setup.mode {
        Mode::Sorry => {
            format!(
                "Sorry Wari: {compete} h suggests the move that takes the most seeds now, {deeper}"
            )
        }
        Mode::WinWin => format!(
            "Win-Win Wari: {cooperate} h suggests the move that brings the stores closest now, \
             {deeper} The balance line shows how far apart you would end if you stopped now, \
             each row's seeds going to its owner."
        ),
        Mode::Hurry { coop } => format!(
            "Hurry Wari: each turn has {} seconds, shown as a bar; when time runs out, a random \
             move is played for you. No hints. Goal: {}",
            setup.hurry.as_secs(),
            if coop { cooperate } else { compete }
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
    let name = |player: Player| &setup.seats[player].name;
    match (level(Player::South), level(Player::North)) {
        (Some(south), Some(north)) => Some(format!(
            "The computer plays both sides, {} ({south}) and {} ({north}), and says what \
             each move did. {}",
            name(Player::South),
            name(Player::North),
            keys.demo_help
        )),
        (Some(level), None) => Some(opponent(setup, Player::South, level, keys)),
        (None, Some(level)) => Some(opponent(setup, Player::North, level, keys)),
        (None, None) => None,
    }
}

/// The computer at `level` in `player`'s seat, against a person.
fn opponent(setup: &Setup, player: Player, level: Level, keys: &BoardKeys) -> String {
    let plays = match setup.mode.goal() {
        Goal::Compete => "to win",
        Goal::Cooperate => "as your partner, for level stores",
    };
    let undo = keys.undo_help;
    format!(
        "{} is the computer ({level}: {}). It plays {plays}; on its turn it \
         thinks, then sows.{undo}",
        setup.seats[player].name,
        level.description()
    )
}

fn key_rows(n: usize, hints: bool, keys: &BoardKeys) -> Vec<String> {
    let digits = if n >= 10 {
        "1-9, 0".to_owned()
    } else {
        format!("1-{n}")
    };
    let row = |key: &str, what: &str, key2: &str, what2: &str| {
        format!("  {key:<14} {what:<24} {key2:<13} {what2}")
    };
    let mut text = vec![
        "Keys:".to_owned(),
        row(
            "Left, Right",
            "move over your pits",
            "Enter, Space",
            "sow that pit",
        ),
        row(
            &digits,
            "sow that pit at once",
            "mouse click",
            "sow the pit clicked",
        ),
    ];
    let shown: Vec<&Key> = keys
        .help
        .iter()
        .filter(|k| hints || k.action != Action::Hint)
        .collect();
    text.extend(rows(&shown, &row));
    text
}

/// Keys two to a line, as the help lists them.
fn rows(keys: &[&Key], row: &dyn Fn(&str, &str, &str, &str) -> String) -> Vec<String> {
    keys.chunks(2)
        .map(|pair| match pair {
            [a, b] => row(a.shown, a.long, b.shown, b.long),
            [a] => row(a.shown, a.long, "", "").trim_end().to_owned(),
            _ => String::new(),
        })
        .collect()
}
