//! What is drawn over the board: a question, the end screen, the help, and
//! the message on a terminal too small for the board.

use ratatui::Frame;
use ratatui::layout::{Constraint, Rect, Size};
use ratatui::text::Line;
use ratatui::widgets::{Block, Clear, Paragraph, Wrap};

use super::super::{Action, App, Question, Seating, narrate};
use super::{Theme, help_text};

/// A box of `width` by `height` in the middle of `area`, cleared.
fn popup(frame: &mut Frame, area: Rect, width: u16, height: u16) -> Rect {
    let rect = area.centered(
        Constraint::Length(width.min(area.width)),
        Constraint::Length(height.min(area.height)),
    );
    frame.render_widget(Clear, rect);
    rect
}

/// The words of `question`.
fn question_text(app: &App, question: Question) -> String {
    let seats = &app.setup().seats;
    let mover = app.game().position().to_move();
    match question {
        Question::Quit => "Leave this game? It is not over: s saves it, then leaves.".to_owned(),
        Question::NewGame => "Start a new game? This one is not over.".to_owned(),
        Question::OfferEnd => format!(
            "Stop now? Each of you would take the seeds on your own row: {}.",
            app.end_preview()
        ),
        Question::EndByAgreement => format!(
            "{}, {} offers to stop here, each of you taking the seeds on your own row: {}. Do you agree?",
            seats[!mover].name,
            seats[mover].name,
            app.end_preview()
        ),
    }
}

/// The open question and how to answer it.
pub fn question(app: &App, question: Question, theme: &Theme, frame: &mut Frame, area: Rect) {
    let text = question_text(app, question);
    let width = 60u16.min(area.width);
    let lines = (text.chars().count() as u16).div_ceil(width.saturating_sub(2).max(1));
    // One spare row: words wrap less tightly than characters.
    let rect = popup(frame, area, width, lines + 3);
    let block = Block::bordered()
        .border_set(theme.border())
        .title(" Question ")
        .title_bottom(answers(app, question));
    frame.render_widget(
        Paragraph::new(text).wrap(Wrap { trim: true }).block(block),
        rect,
    );
}

/// The keys a question takes, under its box.
fn answers(app: &App, question: Question) -> String {
    match question {
        Question::Quit => " y: leave   s: save and leave   any other key: stay ".to_owned(),
        Question::OfferEnd => {
            let other = &app.setup().seats[!app.game().position().to_move()].name;
            format!(" y: offer it to {other}   any other key: no ")
        }
        Question::EndByAgreement => " y: agree   any other key: play on ".to_owned(),
        Question::NewGame => " y: yes   any other key: no ".to_owned(),
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
        Line::styled(narrate::result(ending, seats, goal), theme.warning()),
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
            ended_early(app.seating()),
        )),
    ];
    let rect = popup(frame, area, 64, 8);
    let title = format!(
        " Game over{}{} ",
        theme.separator(),
        app.setup().mode.title()
    );
    let block = Block::bordered()
        .border_set(theme.border())
        .title(title)
        .title_bottom(app.keys().end_line);
    frame.render_widget(
        Paragraph::new(lines).wrap(Wrap { trim: true }).block(block),
        rect,
    );
}

/// Why a game ended by agreement: at one keyboard both players agreed;
/// elsewhere one of them may have ended it alone, the other away.
fn ended_early(seating: Seating) -> &'static str {
    match seating {
        Seating::OneKeyboard => "You agreed to stop",
        Seating::OwnScreens => "The game was ended early",
    }
}

/// The help screen over everything, scrolled by `scroll` lines.
pub fn help(app: &App, scroll: u16, theme: &Theme, frame: &mut Frame, area: Rect) {
    frame.render_widget(Clear, area);
    let setup = app.setup();
    let title = format!(
        " Help: {}{}{} ",
        setup.variant,
        theme.separator(),
        setup.mode.title()
    );
    let block = Block::bordered()
        .border_set(theme.border())
        .title(title)
        .title_bottom(" Up, Down: scroll   any other key: back to the game ");
    let lines: Vec<Line> = help_text::paragraphs(setup, app.keys())
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
        .map_or("quit", |key| key.long);
    let mut text = format!(
        "The board needs a terminal of at least {}x{}; this one is {}x{}. Please make the window bigger; q: {quit}.",
        need.width, need.height, area.width, area.height
    );
    if app.question() == Some(Question::Quit) {
        text = format!(
            "{} y: leave, s: save and leave, other keys: stay. {text}",
            question_text(app, Question::Quit)
        );
    }
    let paragraph = Paragraph::new(text)
        .style(theme.bold())
        .wrap(Wrap { trim: true })
        .centered();
    frame.render_widget(paragraph, area);
}
