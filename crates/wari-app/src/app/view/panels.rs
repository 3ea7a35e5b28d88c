//! The lines around the board: header, turn, narration, message, keys,
//! and the move list on a wide screen.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Wrap};

use crate::engine::Player;
use crate::record::MoveNumber;

use super::super::{Action, Animation, App, Seating};
use super::{Theme, board, names};
use crate::setup::Goal;

/// The goal and mode on the left; both names and scores on the right,
/// long names cut so that both scores show.
pub fn header(app: &App, theme: &Theme, frame: &mut Frame, area: Rect) {
    let setup = app.setup();
    let sep = theme.separator();
    let title = format!("WARI{sep}{}{sep}{}", target(app), setup.mode.title());
    let stores = board::shown_stores(app);
    let numbers = format!("{} {}{sep}", stores.south(), stores.north());
    let room = usize::from(area.width)
        .saturating_sub(title.chars().count() + 2 + numbers.chars().count() + 2)
        / 2;
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
        return app.setup().variant.clone();
    }
    let majority = rules.total_seeds() / 2 + 1;
    match app.setup().mode.goal() {
        Goal::Compete => format!("{majority} wins"),
        Goal::Cooperate => format!("ends at {majority}"),
    }
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
        frame.render_widget(Line::styled("Game over.", theme.bold()), area);
        return;
    }
    let mover = app.game().position().to_move();
    let row = if mover == bottom { "bottom" } else { "top" };
    if app.computer_to_move() {
        frame.render_widget(computer_turn(app, theme, mover, row), area);
        return;
    }
    let n = app.setup().rules.pits_per_side().min(9);
    let name = &app.setup().seats[mover].name;
    // At a classroom table everyone there reads this line; each player's
    // own keys are on their own screen's last row.
    let how = if app.seating() == Seating::OneKeyboard {
        format!(": {} then Enter, or 1-{n}, or click a pit", theme.arrows())
    } else {
        String::new()
    };
    let line = Line::from(vec![
        Span::styled(
            format!("{} {name}'s turn", theme.turn_marker()),
            theme.player(mover).patch(theme.bold()),
        ),
        Span::raw(format!(" ({row} row){how}")),
    ]);
    frame.render_widget(line, area);
}

/// "▶ Ama sows from C… (bottom row)": the move being animated.
fn sowing(app: &App, theme: &Theme, animation: &Animation, bottom: Player) -> Line<'static> {
    let mover = animation.before().to_move();
    let name = &app.setup().seats[mover].name;
    let n = app.setup().rules.pits_per_side();
    let pit = animation.report().from().label(n);
    let row = if mover == bottom { "bottom" } else { "top" };
    Line::from(vec![
        Span::styled(
            format!(
                "{} {name} sows from {pit}{}",
                theme.turn_marker(),
                theme.ellipsis()
            ),
            theme.player(mover).patch(theme.bold()),
        ),
        Span::raw(format!(" ({row} row)")),
    ])
}

/// "▶ Kofi (computer) is thinking… (top row)": the indicator that the
/// search is running, or that the demo waits for Space.
fn computer_turn(app: &App, theme: &Theme, mover: Player, row: &str) -> Line<'static> {
    let name = &app.setup().seats[mover].name;
    let doing = if app.paused() {
        app.keys().paused.to_owned()
    } else {
        format!(" is thinking{}", theme.ellipsis())
    };
    // "Computer (computer)" would say it twice.
    let tag = if name.to_lowercase().contains("computer") {
        ""
    } else {
        " (computer)"
    };
    Line::from(vec![
        Span::styled(
            format!("{} {name}{tag}", theme.turn_marker()),
            theme.player(mover).patch(theme.bold()),
        ),
        Span::raw(format!("{doing} ({row} row)")),
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
        let first = &app.setup().seats[app.setup().first].name;
        format!("A new game: {first} plays first. Press ? for the rules.")
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
        let mut text = message.text.clone();
        if message.pending {
            text += &format!(" Looking ahead{}", theme.ellipsis());
        }
        // Styled words, not the area: a short message must not underline
        // the blank line under it.
        let text = Paragraph::new(Span::styled(text, style));
        frame.render_widget(text.wrap(Wrap { trim: true }), area);
    }
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
    let mut keys: Vec<(&str, &str)> = listed
        .iter()
        .filter(|k| hints || k.action != Action::Hint)
        .map(|k| (k.shown, k.short))
        .collect();
    if app.is_demo() && !over {
        let pause = if app.paused() { "go on" } else { "pause" };
        keys.insert(0, ("Space", pause));
    }
    // Two spaces between keys where they fit, else one, so that a narrow
    // screen still shows the last key (q).
    let width: usize = keys.iter().map(|(k, w)| k.len() + 1 + w.len() + 2).sum();
    let gap = if width <= usize::from(area.width) + 2 {
        "  "
    } else {
        " "
    };
    let mut spans = Vec::new();
    for (key, what) in keys {
        spans.push(Span::styled(key, theme.bold()));
        spans.push(Span::styled(format!(" {what}{gap}"), theme.dim()));
    }
    frame.render_widget(Line::from(spans), area);
}

/// The moves so far, newest at the bottom: who, which pit, what it took.
pub fn move_list(app: &App, theme: &Theme, frame: &mut Frame, area: Rect) {
    let block = Block::bordered()
        .border_set(theme.border())
        .title(" Moves ");
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
