//! What is drawn over the board: a question, the end screen, the help, and
//! the message on a terminal too small for the board.

use ratatui::Frame;
use ratatui::layout::{Constraint, Rect, Size};
use ratatui::text::Line;
use ratatui::widgets::{Block, Clear, Padding, Paragraph, Wrap};
use unicode_width::UnicodeWidthStr;
use wari_words::tr;

use super::super::{Action, App, BoardKeys, Question, Seating, narrate};
use super::{Theme, help_text, names};

/// A box of `width` by `height` in the middle of `area`, cleared.
fn popup(frame: &mut Frame, area: Rect, width: u16, height: u16) -> Rect {
    let rect = area.centered(
        Constraint::Length(width.min(area.width)),
        Constraint::Length(height.min(area.height)),
    );
    frame.render_widget(Clear, rect);
    rect
}

/// A box over the board, its words a column in from its border so that
/// none touches it.
fn boxed(theme: &Theme) -> Block<'static> {
    Block::bordered()
        .border_set(theme.border())
        .padding(Padding::horizontal(1))
}

/// The words of `question`.
fn question_text(app: &App, question: Question) -> String {
    let seats = &app.setup().seats;
    let mover = app.game().position().to_move();
    match question {
        Question::Quit => tr!("board-question-quit"),
        Question::NewGame => tr!("board-question-new-game"),
        Question::OfferEnd => tr!("board-question-offer-end", preview = app.end_preview()),
        Question::EndByAgreement => tr!(
            "board-question-agree",
            other = seats[!mover].name.as_str(),
            proposer = seats[mover].name.as_str(),
            preview = app.end_preview(),
        ),
    }
}

/// The open question and how to answer it, in a box wide enough for the
/// answers where the screen is, at the foot of `area`.
pub fn question(app: &App, question: Question, theme: &Theme, frame: &mut Frame, area: Rect) {
    let text = question_text(app, question);
    let answers = format!(" {} ", answers(app, question));
    // As wide as the board, so that no word under it shows beside the box.
    let width = area.width;
    let lines = (text.chars().count() as u16).div_ceil(width.saturating_sub(4).max(1));
    // One spare row: words wrap less tightly than characters.
    let height = (lines + 3).min(area.height);
    let foot = Rect {
        y: area.bottom() - height,
        height,
        ..area
    };
    let rect = popup(frame, foot, width, height);
    let block = boxed(theme)
        .title(format!(" {} ", tr!("board-question-title")))
        .title_bottom(answers);
    frame.render_widget(
        Paragraph::new(text).wrap(Wrap { trim: true }).block(block),
        rect,
    );
}

/// `width` columns, or more where `title` on a border needs them.
fn widest(width: u16, title: &str) -> u16 {
    let needed = u16::try_from(title.width() + 2).unwrap_or(u16::MAX);
    width.max(needed)
}

/// The keys a question takes, under its box.
fn answers(app: &App, question: Question) -> String {
    match question {
        Question::Quit => tr!("board-answers-quit"),
        Question::OfferEnd => {
            let other = &app.setup().seats[!app.game().position().to_move()].name;
            tr!("board-answers-offer", other = other.as_str())
        }
        Question::EndByAgreement => tr!("board-answers-agree"),
        Question::NewGame => tr!("board-answers-new-game"),
    }
}

/// The end screen: the result under the mode's goal, the scores, and why.
pub fn end(app: &App, theme: &Theme, frame: &mut Frame, area: Rect) {
    let Some(ending) = app.ending() else {
        return;
    };
    let seats = &app.setup().seats;
    let stores = ending.stores();
    let goal = app.setup().mode.goal();
    let lines = vec![
        Line::styled(
            narrate::result(ending, seats, goal, app.setup().unfinished),
            theme.warning(),
        ),
        Line::from(""),
        Line::from(format!(
            "{} {}{}{} {}",
            seats[crate::engine::Player::South].name,
            stores.south(),
            theme.separator(),
            seats[crate::engine::Player::North].name,
            stores.north()
        )),
        Line::from(narrate::reason(
            ending,
            seats,
            app.game().position().to_move(),
            &ended_early(app.seating()),
            app.setup().unfinished,
        )),
    ];
    let title = format!(
        " {}{}{} ",
        tr!("board-end-title"),
        theme.separator(),
        names::mode_title(app.setup().mode)
    );
    let keys = format!(" {} ", BoardKeys::words(app.keys().end_line));
    let width = widest(widest(64, &title), &keys).min(area.width);
    // As tall as the result, the scores and why take wrapped, and no
    // less than eight rows, so that a short ending is not a sliver.
    let inner = usize::from(width.saturating_sub(4).max(1));
    let rows: usize = lines
        .iter()
        .map(|line| crate::text::wrapped_rows(&line.to_string(), inner))
        .sum();
    let height = u16::try_from(rows + 2).unwrap_or(u16::MAX).max(8);
    let rect = popup(frame, area, width, height);
    let block = boxed(theme).title(title).title_bottom(keys);
    frame.render_widget(
        Paragraph::new(lines).wrap(Wrap { trim: true }).block(block),
        rect,
    );
}

/// Why a game ended by agreement: at one keyboard both players agreed;
/// elsewhere one of them may have ended it alone, the other away.
fn ended_early(seating: Seating) -> String {
    match seating {
        Seating::OneKeyboard => tr!("board-ended-agreed"),
        Seating::OwnScreens => tr!("board-ended-early"),
    }
}

/// The help screen over everything, scrolled by `scroll` lines.
pub fn help(app: &App, scroll: u16, theme: &Theme, frame: &mut Frame, area: Rect) {
    frame.render_widget(Clear, area);
    let setup = app.setup();
    let title = format!(
        " {}{}{} ",
        tr!(
            "board-help-title",
            variant = crate::variants::shown_name(&setup.variant)
        ),
        theme.separator(),
        names::mode_title(setup.mode)
    );
    let block = boxed(theme)
        .title(title)
        .title_bottom(format!(" {} ", tr!("board-help-bottom")));
    let width = usize::from(area.width.saturating_sub(4));
    let lines: Vec<Line> = help_text::paragraphs(setup, app.keys(), width)
        .into_iter()
        .map(Line::from)
        .collect();
    let text = Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .scroll((scroll, 0))
        .block(block);
    frame.render_widget(text, area);
}

/// Instead of a broken board: how big the terminal must be, the one key
/// that works meanwhile, and the quit question if `q` asked it.
pub fn too_small(app: &App, need: Size, theme: &Theme, frame: &mut Frame, area: Rect) {
    let quit = app
        .keys()
        .playing
        .iter()
        .find(|key| key.action == Action::Quit)
        .map_or_else(|| tr!("board-help-key-quit"), |key| key.long_words());
    let mut text = tr!(
        "board-too-small",
        need_width = need.width,
        need_height = need.height,
        width = area.width,
        height = area.height,
        quit = quit,
    );
    if app.question() == Some(Question::Quit) {
        text = format!(
            "{} {} {text}",
            question_text(app, Question::Quit),
            tr!("board-too-small-answers")
        );
    }
    let paragraph = Paragraph::new(text)
        .style(theme.bold())
        .wrap(Wrap { trim: true })
        .centered();
    frame.render_widget(paragraph, area);
}
