//! The lines around the board: header, turn, narration, message, keys,
//! and the move list on a wide screen.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Wrap};
use unicode_width::UnicodeWidthStr;
use wari_words::tr;

use crate::engine::Player;
use crate::record::MoveNumber;

use super::super::keymap::HELP;
use super::super::{Action, Animation, App, BoardKeys, Seating};
use super::{Theme, board, names};

/// The goal and mode on the left; both names and scores on the right,
/// long names cut so that both scores show.
pub fn header(app: &App, theme: &Theme, frame: &mut Frame, area: Rect) {
    let setup = app.setup();
    let sep = theme.separator();
    let stores = board::shown_stores(app);
    let numbers = format!("{} {}{sep}", stores.south(), stores.north());
    let names_width = |most: usize| {
        let name = |player: Player| setup.seats[player].name.width().min(most);
        name(Player::South) + name(Player::North)
    };
    // What gives way, in order: the game's name, then the names beyond
    // 8 columns each, then what the game is played to; the way to play
    // stays.
    let width = usize::from(area.width);
    let parts = [
        tr!("board-header-game"),
        target(app),
        names::mode_title(setup.mode),
    ];
    let fits =
        |title: &String, most| title.width() + 2 + names_width(most) + numbers.width() + 2 <= width;
    let title = [(0, usize::MAX), (1, usize::MAX), (1, 8), (2, 8)]
        .into_iter()
        .map(|(skip, most)| (parts[skip..].join(sep), most))
        .find(|(title, most)| fits(title, *most))
        .map_or_else(|| parts[2].clone(), |(title, _)| title);
    let room = width.saturating_sub(title.width() + 2 + numbers.width() + 2) / 2;
    frame.render_widget(Line::styled(title, theme.bold()), area);
    let score = |player: Player| {
        let name = names::shorten(&setup.seats[player].name, room.max(3), theme);
        let text = format!("{name} {}", stores[player]);
        Span::styled(text, theme.player(player).patch(theme.bold()))
    };
    let line = Line::from(vec![
        score(Player::South),
        Span::raw(sep),
        score(Player::North),
    ]);
    frame.render_widget(line.right_aligned(), area);
}

/// What the game is played to: "25 wins" where a majority ends it
/// (RULES.md 3.1), which tells a child more than the variant's name; the
/// variant's name where the game is played out.
fn target(app: &App) -> String {
    let rules = app.setup().rules;
    if !rules.majority_ends() {
        return crate::variants::shown_name(&app.setup().variant);
    }
    let majority = rules.total_seeds() / 2 + 1;
    let goal = names::goal_key(app.setup().mode.goal());
    tr!("board-header-target", goal = goal, seeds = majority)
}

/// Whose turn it is and how to play, or that the game is over. While
/// seeds fall it names who sows them: the game may be over, or the other
/// player's turn, only once the board shows it.
pub fn turn(app: &App, theme: &Theme, bottom: Player, frame: &mut Frame, area: Rect) {
    if let Some(animation) = app.animation() {
        frame.render_widget(sowing(app, theme, animation, bottom), area);
        return;
    }
    if app.is_over() {
        frame.render_widget(Line::styled(tr!("board-turn-over"), theme.bold()), area);
        return;
    }
    let mover = app.game().position().to_move();
    let row = row_key(mover, bottom);
    if app.computer_to_move() {
        frame.render_widget(computer_turn(app, theme, mover, row), area);
        return;
    }
    let name = app.setup().seats[mover].name.as_str();
    let whose = format!(
        "{} {}",
        theme.turn_marker(),
        tr!("board-turn-name", name = name)
    );
    // At a classroom table everyone there reads this line; each player's
    // own keys are on their own screen's last row.
    let rest = if app.seating() == Seating::OneKeyboard {
        how_to_play(
            app,
            theme,
            row,
            usize::from(area.width).saturating_sub(whose.width() + 1),
        )
    } else {
        tr!("board-turn-row", row = row)
    };
    let line = Line::from(vec![
        Span::styled(whose, theme.player(mover).patch(theme.bold())),
        Span::raw(format!(" {rest}")),
    ]);
    frame.render_widget(line, area);
}

/// The mover's row and how to play, in `room` columns: the mouse is left
/// out where the whole does not fit. A name too long for even that is
/// cut at the screen's edge, as any line is.
fn how_to_play(app: &App, theme: &Theme, row: &str, room: usize) -> String {
    let last = app.setup().rules.pits_per_side().min(9);
    let arrows = theme.arrows();
    let whole = tr!(
        "board-turn-row-keys",
        row = row,
        arrows = arrows,
        last = last
    );
    let short = tr!(
        "board-turn-row-keys-short",
        row = row,
        arrows = arrows,
        last = last
    );
    if whole.width() > room && short.width() <= room {
        short
    } else {
        whole
    }
}

/// Which row the `mover` sows from on the screen, as the messages select
/// it: `bottom` or `top`.
fn row_key(mover: Player, bottom: Player) -> &'static str {
    if mover == bottom { "bottom" } else { "top" }
}

/// "▶ Ama sows from C… (bottom row)": the move being animated.
fn sowing(app: &App, theme: &Theme, animation: &Animation, bottom: Player) -> Line<'static> {
    let mover = animation.before().to_move();
    let name = app.setup().seats[mover].name.as_str();
    let n = app.setup().rules.pits_per_side();
    let pit = animation.report().from().label(n).to_string();
    let row = row_key(mover, bottom);
    Line::from(vec![
        Span::styled(
            format!(
                "{} {}{}",
                theme.turn_marker(),
                tr!("board-sowing", name = name, pit = pit),
                theme.ellipsis()
            ),
            theme.player(mover).patch(theme.bold()),
        ),
        Span::raw(format!(" {}", tr!("board-turn-row", row = row))),
    ])
}

/// "▶ Kofi (computer) is thinking… (top row)": the indicator that the
/// search is running, or that the demo waits for Space.
fn computer_turn(app: &App, theme: &Theme, mover: Player, row: &str) -> Line<'static> {
    let name = &app.setup().seats[mover].name;
    let doing = if app.paused() {
        BoardKeys::words(app.keys().paused)
    } else {
        format!("{}{}", tr!("board-thinking"), theme.ellipsis())
    };
    // "Computer (computer)" would say it twice.
    let computer = tr!("board-computer");
    let tag = if name.to_lowercase().contains(&computer.to_lowercase()) {
        String::new()
    } else {
        format!(" ({computer})")
    };
    Line::from(vec![
        Span::styled(
            format!("{} {name}{tag}", theme.turn_marker()),
            theme.player(mover).patch(theme.bold()),
        ),
        Span::raw(format!(" {doing} {}", tr!("board-turn-row", row = row))),
    ])
}

/// The last move in words, or how to begin.
pub fn narration(app: &App, frame: &mut Frame, area: Rect) {
    let text = narration_text(app);
    frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
}

/// What the narration says: the last move, or how to begin.
pub fn narration_text(app: &App) -> String {
    app.narration().unwrap_or_else(|| {
        let first = app.setup().seats[app.setup().first].name.as_str();
        tr!("board-new-game", name = first)
    })
}

/// The latest refusal, hint or save; a hint still waiting for the
/// search says so, so the player knows more is coming.
pub fn message(app: &App, theme: &Theme, frame: &mut Frame, area: Rect) {
    if let Some(message) = app.message() {
        let style = if message.refusal {
            theme.warning()
        } else {
            theme.hint()
        };
        let text = message_text(app, theme).unwrap_or_default();
        // Styled words, not the area: a short message must not underline
        // the blank line under it.
        let text = Paragraph::new(Span::styled(text, style));
        frame.render_widget(text.wrap(Wrap { trim: true }), area);
    }
}

/// The message's words as they are drawn: with "looking ahead…" while
/// a hint's deeper search runs.
pub fn message_text(app: &App, theme: &Theme) -> Option<String> {
    let message = app.message()?;
    let mut text = message.text.clone();
    if message.pending {
        text += &format!(" {}{}", tr!("board-looking-ahead"), theme.ellipsis());
    }
    Some(text)
}

/// The keys that work now, always visible.
pub fn footer(app: &App, theme: &Theme, frame: &mut Frame, area: Rect) {
    let board_keys = app.keys();
    let over = app.is_over();
    let listed = match (over, app.is_demo()) {
        (true, _) => board_keys.over,
        (false, true) => board_keys.demo,
        (false, false) => board_keys.playing,
    };
    let hints = app.setup().mode.has_hints();
    let mut keys: Vec<(String, String)> = listed
        .iter()
        .filter(|k| hints || k.action != Action::Hint)
        .map(|k| (crate::screen_keys::key_name(k.shown), k.short_words()))
        .collect();
    if app.is_demo() && !over {
        let pause = if app.paused() {
            tr!("board-footer-go-on")
        } else {
            tr!("board-footer-pause")
        };
        keys.insert(0, (crate::screen_keys::key_name("Space"), pause));
    }
    let mut spans = Vec::new();
    for (key, what) in fitted(keys, usize::from(area.width)) {
        spans.push(Span::styled(key, theme.bold()));
        spans.push(Span::styled(format!(" {what}{GAP}"), theme.dim()));
    }
    frame.render_widget(Line::from(spans), area);
}

/// The footer's keys that fit in `width` columns, two spaces apart so
/// that each key reads with its own word ("? help  h hint", never
/// "? help h hint"). Where not all fit, those before the last give way
/// from the end, but for `?`, whose help lists them all: a narrow screen
/// still shows how to leave (q) and how to find the rest.
fn fitted(mut keys: Vec<(String, String)>, width: usize) -> Vec<(String, String)> {
    let used = |keys: &[(String, String)]| -> usize {
        keys.iter()
            .map(|(k, w)| k.width() + 1 + w.width() + GAP.len())
            .sum()
    };
    while used(&keys) > width + GAP.len() {
        let last = keys.len().saturating_sub(1);
        let Some(drop) = (0..last).rev().find(|&at| keys[at].0 != HELP.shown) else {
            break;
        };
        keys.remove(drop);
    }
    keys
}

/// Between two keys of the footer.
const GAP: &str = "  ";

/// The moves so far, newest at the bottom: who, which pit, what it took.
pub fn move_list(app: &App, theme: &Theme, frame: &mut Frame, area: Rect) {
    let block = Block::bordered()
        .border_set(theme.border())
        .title(format!(" {} ", tr!("board-moves-title")));
    let rows = usize::from(block.inner(area).height);
    let n = app.setup().rules.pits_per_side();
    let played = app.shown_played();
    let skip = played.len().saturating_sub(rows);
    let lines: Vec<Line> = played
        .iter()
        .enumerate()
        .skip(skip)
        .map(|(ply, played)| {
            let report = &played.report;
            let taken = report.capture().total();
            let gain = if taken > 0 {
                format!(" +{taken}")
            } else {
                String::new()
            };
            // Numbered as the record and the review number it, in pairs.
            let number = MoveNumber::of_index(ply);
            let name = names::shorten(&app.setup().seats[report.mover()].name, 8, theme);
            let text = format!("{number:>5} {name:<8} {}{gain}", report.from().label(n));
            Line::styled(text, theme.player(report.mover()))
        })
        .collect();
    frame.render_widget(Paragraph::new(lines).block(block), area);
}
