//! Draws the teacher's console: a heading with the class's numbers, the
//! tabs, the chosen tab, and the keys or the question being asked.

use crate::text;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Wrap};
use wari_words::tr;

use crate::columns::{Column, Columns};
use crate::engine::{ByPlayer, Player};
use crate::screen_keys;
use crate::still_board;

use super::tournament::board_line;
use super::{Console, Prompt, Tab};
use crate::class::{Class, Glance, Standings};

/// Rows one table's card takes: a border above and below, the two rows of
/// the board and a line about the game.
const CARD_HEIGHT: u16 = 5;
/// The most rows the last line's question takes when it wraps.
pub(super) const MOST_FOOTER_ROWS: usize = 3;
/// Columns a card gives each name beside its store.
const CARD_NAME: u16 = 10;

impl Console {
    /// Draws the console over the whole frame for `class`.
    pub fn view(&self, frame: &mut Frame, class: &Class) {
        let width = usize::from(frame.area().width);
        // A question or a message being typed wraps whole onto up to three
        // rows, rather than lose its end ("Enter starts") past the edge.
        let keys = self.footer_line(class, width);
        let lines: Vec<Line> = text::wrap(&keys.to_string(), width)
            .into_iter()
            .take(MOST_FOOTER_ROWS)
            .map(|line| Line::styled(line, keys.style))
            .collect();
        let [heading, tabs, body, footer] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Length(1),
            Constraint::Fill(1),
            Constraint::Length(lines.len().max(1) as u16),
        ])
        .areas(frame.area());
        frame.render_widget(Paragraph::new(heading_line(class, width)), heading);
        frame.render_widget(Paragraph::new(self.tab_line()), tabs);
        match self.tab {
            Tab::Tables => self.draw_tables(frame, body, class),
            Tab::Students => self.draw_students(frame, body, class),
            Tab::Results => self.draw_results(frame, body, class),
            Tab::Tournament => draw_tournament(frame, body, class),
        }
        frame.render_widget(Paragraph::new(lines), footer);
    }

    fn tab_line(&self) -> Line<'static> {
        let spans = Tab::ALL.into_iter().flat_map(|tab| {
            let style = if tab == self.tab {
                Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
            } else {
                Style::new()
            };
            [
                Span::styled(format!(" {} ", tab.title()), style),
                Span::raw(" "),
            ]
        });
        Line::from(spans.collect::<Vec<_>>())
    }

    /// The keys, or the question being asked; `p` says what it does to a
    /// class that is paused or not.
    pub(super) fn footer_line(&self, class: &Class, width: usize) -> Line<'static> {
        let paused = class.paused;
        let bold = Style::new().add_modifier(Modifier::BOLD);
        match &self.prompt {
            Some(Prompt::Message(text)) => {
                Line::styled(tr!("console-ask-message", text = text.as_str()), bold)
            }
            Some(Prompt::Close(id)) => Line::styled(tr!("console-ask-close", table = *id), bold),
            Some(Prompt::Remove(name)) => {
                Line::styled(tr!("console-ask-remove", name = name.as_str()), bold)
            }
            Some(Prompt::Tournament(form)) => {
                Line::styled(form.line(self.players(class).len(), &class.variants), bold)
            }
            Some(Prompt::EndRound) => Line::styled(tr!("console-ask-end-round"), bold),
            Some(Prompt::Work(at)) => Line::styled(
                tr!("console-ask-work", work = super::work_title(class, *at)),
                bold,
            ),
            None => Line::raw(screen_keys::fitted(&self.keys_named(paused), width)),
        }
    }

    fn draw_tables(&self, frame: &mut Frame, area: Rect, class: &Class) {
        if class.tables.is_empty() {
            let text = tr!("console-no-tables");
            frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
            return;
        }
        let pits = class
            .tables
            .iter()
            .filter_map(|t| t.position.map(|p| p.rules().pits_per_side()))
            .max()
            .unwrap_or(6);
        if let Some(grid) = big_grid(area, class.tables.len(), pits) {
            let chosen = self.table_index(class).unwrap_or(0);
            for (index, (table, card)) in class.tables.iter().zip(grid).enumerate() {
                draw_big_card(frame, card, table, index == chosen);
            }
            return;
        }
        let pits = pits as u16;
        // The pits, the bar, the store, the turn mark, the name, the borders.
        let width = pits * 3 - 1 + 2 + 3 + 2 + CARD_NAME + 2;
        let across = (area.width / width).max(1) as usize;
        let rows_fit = (area.height.saturating_sub(1) / CARD_HEIGHT).max(1) as usize;
        let chosen = self.table_index(class).unwrap_or(0);
        // Scroll by whole rows of cards, keeping the chosen card in sight.
        let first_row = (chosen / across).saturating_sub(rows_fit - 1);
        let shown = class.tables.iter().enumerate().skip(first_row * across);
        for (index, table) in shown.take(rows_fit * across) {
            let slot = index - first_row * across;
            let card = Rect {
                x: area.x + (slot % across) as u16 * width,
                y: area.y + (slot / across) as u16 * CARD_HEIGHT,
                width: width.min(area.width),
                height: CARD_HEIGHT,
            };
            draw_card(frame, card, table, index == chosen);
        }
        let hidden = class
            .tables
            .len()
            .saturating_sub((first_row + rows_fit) * across);
        if first_row > 0 || hidden > 0 {
            let text = tr!(
                "console-tables-shown",
                first = first_row * across + 1,
                last = ((first_row + rows_fit) * across).min(class.tables.len()),
                count = class.tables.len()
            );
            let last = Rect {
                y: area.bottom() - 1,
                height: 1,
                ..area
            };
            frame.render_widget(Paragraph::new(text).right_aligned(), last);
        }
    }

    /// The students, the chosen one highlighted.
    fn draw_students(&self, frame: &mut Frame, area: Rect, class: &Class) {
        if class.students.is_empty() {
            let text = tr!("console-no-students");
            frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
            return;
        }
        let rows: Vec<[String; 5]> = class
            .students
            .iter()
            .map(|s| {
                let mark = if class.is_marked(&s.name) { "✓ " } else { "" };
                [
                    format!("{mark}{}", s.name),
                    format!("{} / {}", s.lessons_today(), s.lessons),
                    format!("{} / {}", s.puzzles_today(), s.puzzles),
                    format!("{} / {}", s.games.short(), s.term_games().short()),
                    s.place.words(),
                ]
            })
            .collect();
        // What the two numbers of each count are, over the list.
        let [caption, area] =
            Layout::vertical([Constraint::Length(1), Constraint::Fill(1)]).areas(area);
        let words = Paragraph::new(tr!("console-students-counts")).style(Style::new().dim());
        frame.render_widget(words, caption);
        let list = Columns::new(STUDENTS, &rows, "student").chosen(self.student_index(class));
        frame.render_widget(list, area);
    }

    /// The ended games, newest first, the chosen one highlighted.
    fn draw_results(&self, frame: &mut Frame, area: Rect, class: &Class) {
        if class.ended.is_empty() {
            let text = tr!("console-no-results");
            frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
            return;
        }
        let rows: Vec<[String; 5]> = class
            .ended
            .iter()
            .rev()
            .map(|game| {
                [
                    game.table.to_string(),
                    game.name(Player::South).to_owned(),
                    game.name(Player::North).to_owned(),
                    game.result(),
                    game.moves.to_string(),
                ]
            })
            .collect();
        let list = Columns::new(RESULTS, &rows, "game").chosen(self.result_row(class));
        frame.render_widget(list, area);
    }
}

/// The tournament: its round's games, who rests, and the standings.
fn draw_tournament(frame: &mut Frame, area: Rect, class: &Class) {
    let Some(cup) = &class.tournament else {
        let text = tr!("console-no-tournament");
        frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
        return;
    };
    let state = if cup.finished {
        tr!("console-cup-finished")
    } else if cup.round_over {
        tr!("console-cup-round-over")
    } else {
        tr!("console-cup-playing")
    };
    let heading = tr!(
        "console-cup-heading",
        title = cup.title.words(),
        round = cup.round,
        rounds = cup.rounds,
        state = state
    );
    // Each line wraps whole onto more rows rather than lose its end past
    // the edge.
    let width = usize::from(area.width);
    let wrapped = |line: String| text::wrap(&line, width).into_iter();
    let mut lines: Vec<Line> = wrapped(heading)
        .map(|row| Line::styled(row, bold()))
        .collect();
    let boards = cup.boards.iter().map(board_line);
    let bye = cup
        .bye
        .iter()
        .map(|bye| tr!("console-bye", name = bye.as_str()));
    lines.extend(boards.chain(bye).flat_map(wrapped).map(Line::raw));
    let height = (lines.len() as u16 + 1).min(area.height / 2);
    let [games, table] =
        Layout::vertical([Constraint::Length(height), Constraint::Fill(1)]).areas(area);
    frame.render_widget(Paragraph::new(lines), games);
    let rows = standing_rows(cup);
    frame.render_widget(Columns::new(STANDINGS, &rows, "player"), table);
}

/// The standings' columns: the place, the name (which gives way first),
/// points, Buchholz and games played.
pub(crate) const STANDINGS: [Column; 5] = [
    Column::whole("#"),
    Column::cut("console-column-student", 6),
    Column::whole("console-column-points"),
    Column::whole("console-column-buchholz"),
    Column::whole("console-column-games"),
];

/// The standings as rows of [`STANDINGS`], in the reader's language; a
/// player who left is marked.
pub(crate) fn standing_rows(cup: &Standings) -> Vec<[String; 5]> {
    cup.table
        .iter()
        .map(|s| {
            let name = s.player.as_str();
            [
                s.rank.to_string(),
                if s.withdrawn {
                    tr!("console-left", name = name)
                } else {
                    name.to_owned()
                },
                s.points.to_string(),
                s.buchholz.to_string(),
                s.games.to_string(),
            ]
        })
        .collect()
}

/// The Students tab's columns: a long name gives way, and where its
/// student is wraps rather than be cut; the lessons finished, the puzzles
/// solved and the games won, drawn and lost (this lesson, then the term)
/// are counts, never cut.
const STUDENTS: [Column; 5] = [
    Column::cut("console-column-student", 0),
    Column::whole("console-column-lessons"),
    Column::whole("console-column-puzzles"),
    Column::whole("console-column-won-drawn-lost"),
    Column::wrap("console-column-where", 16),
];

/// The Results tab's columns. The result, what the teacher reads the list
/// for, is never cut: it wraps, keeping 32 columns to do so. The names
/// give way before it, North's first, though South leaves it 8 columns.
const RESULTS: [Column; 5] = [
    Column::whole("console-column-table"),
    Column::cut("console-column-south", 8),
    Column::cut("console-column-north", 8),
    Column::wrap("console-column-result", 32),
    Column::whole("console-column-moves"),
];

/// The console's first row, `width` columns: the class's numbers, after
/// the room's name or, while the class is paused, after the word that says
/// so. The pause takes the name's place, at the start, so 80 columns always
/// show it: the teacher must not lose sight of a class left paused. The
/// numbers that do not fit are left off whole, the last first, rather than
/// cut.
fn heading_line(class: &Class, width: usize) -> Line<'static> {
    // The teacher's other screens (a projector, a laptop) are counted
    // apart from the students, after the room's name ("teacher on 2
    // screens"); after the pause's words they would read as part of them.
    let screens = match class.teacher_screens {
        _ if class.paused => String::new(),
        0 | 1 => String::new(),
        n => format!(" {}", tr!("console-screens", count = n)),
    };
    let mut counts = vec![
        tr!("console-students", count = class.students.len()),
        tr!("console-tables", count = class.tables.len()),
        tr!("console-ended", count = class.ended.len()),
    ];
    if class.waiting > 0 {
        counts.push(tr!("console-logging-in", count = class.waiting));
    }
    let loud = Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD);
    // A lesson that is not being kept is said before all else, and the
    // pause after it.
    let first = match (&class.journal_trouble, class.paused) {
        (Some(_), true) => Span::styled(
            format!("{} · {}", tr!("console-not-kept"), tr!("console-paused")),
            loud,
        ),
        (Some(_), false) => Span::styled(tr!("console-not-kept"), loud),
        (None, true) => Span::styled(tr!("console-paused"), loud),
        (None, false) => Span::styled(tr!("console-title"), bold()),
    };
    let mut text = screens;
    for count in counts {
        let more = format!(" · {count}");
        if first.content.chars().count() + text.chars().count() + more.chars().count() > width {
            break;
        }
        text.push_str(&more);
    }
    Line::from(vec![first, Span::styled(text, bold())])
}

/// One table as a small board: North's row above (read right to left, as
/// on the students' boards), South's below, each with its store and name;
/// then the game, whose turn and who watches, or the result.
fn draw_card(frame: &mut Frame, area: Rect, table: &Glance, chosen: bool) {
    let (about, watching) = about(table, area.width.saturating_sub(2));
    let title = match watching {
        Some(watching) => format!(" {} · {} · {watching} ", table.id, table.phase.word()),
        None => format!(" {} · {} ", table.id, table.phase.word()),
    };
    let mut block = Block::bordered().title(title);
    if chosen {
        block = block
            .border_type(ratatui::widgets::BorderType::Thick)
            .style(bold());
    }
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let lines = match &table.position {
        Some(position) => {
            let side = |player: Player| {
                let mut pits: Vec<String> = position
                    .row(player)
                    .iter()
                    .map(|s| format!("{s:>2}"))
                    .collect();
                if player == Player::North {
                    pits.reverse();
                }
                let turn = if table.to_move() == Some(player) {
                    "▶"
                } else {
                    " "
                };
                let away = if table.present[player] {
                    String::new()
                } else {
                    format!(" {}", tr!("console-away"))
                };
                format!(
                    "{} │{:>3} {turn}{}{away}",
                    pits.join(" "),
                    position.stores()[player],
                    short(table.name(player), CARD_NAME as usize)
                )
            };
            vec![side(Player::North), side(Player::South), about]
        }
        None => vec![
            tr!("console-waits", name = table.name(Player::South)),
            String::new(),
            about,
        ],
    };
    frame.render_widget(Paragraph::new(lines.join("\n")), inner);
}

/// The cards of `tables` tables laid out over `area` so that every board
/// has its counts in big digits (a projector with a few tables), fewest
/// columns first; `None` when they do not all fit so.
fn big_grid(area: Rect, tables: usize, pits: usize) -> Option<Vec<Rect>> {
    (1..=tables).find_map(|across| {
        let down = tables.div_ceil(across);
        let width = area.width / across as u16;
        let height = area.height / down as u16;
        let card = Rect::new(area.x, area.y, width, height);
        still_board::is_big(board_of_card(card), pits).then(|| {
            (0..tables)
                .map(|i| Rect {
                    x: area.x + (i % across) as u16 * width,
                    y: area.y + (i / across) as u16 * height,
                    ..card
                })
                .collect()
        })
    })
}

/// Where a big card draws its board: inside the border, above the line
/// about the game.
fn board_of_card(card: Rect) -> Rect {
    let inner = Block::bordered().inner(card);
    Rect {
        height: inner.height.saturating_sub(1),
        ..inner
    }
}

/// One table on a projector: the game's board in big digits, whose turn
/// in the title, and the line about the game under it.
fn draw_big_card(frame: &mut Frame, area: Rect, table: &Glance, chosen: bool) {
    let turn = table
        .to_move()
        .map(|player| tr!("console-to-move", name = table.name(player)));
    let away = Player::ALL
        .into_iter()
        .filter(|&p| table.position.is_some() && !table.present[p])
        .map(|p| tr!("console-name-away", name = table.name(p)));
    let board = board_of_card(area);
    let (about, watching) = about(table, board.width);
    let parts: Vec<String> = [table.id.to_string(), table.phase.word()]
        .into_iter()
        .chain(turn)
        .chain(away)
        .chain(watching)
        .collect();
    let title = format!(" {} ", parts.join(" · "));
    let mut block = Block::bordered().title(title);
    if chosen {
        block = block
            .border_type(ratatui::widgets::BorderType::Thick)
            .style(bold());
    }
    frame.render_widget(block, area);
    let line = Rect {
        y: board.bottom(),
        height: 1,
        ..board
    };
    frame.render_widget(Paragraph::new(about), line);
    let Some(position) = &table.position else {
        let waits = tr!("console-waits", name = table.name(Player::South));
        frame.render_widget(Paragraph::new(waits), board);
        return;
    };
    let still = still_board::Still {
        position,
        names: ByPlayer::new(table.name(Player::South), table.name(Player::North)),
        report: None,
        text: Paragraph::default(),
    };
    still_board::draw(still, frame, board);
}

/// The card's last line, `width` columns: the result, or who watches and
/// the game; and who watches, for the card's title, when the line has no
/// room for them beside the whole game (in a language of longer words).
fn about(table: &Glance, width: u16) -> (String, Option<String>) {
    let width = usize::from(width);
    if let Some(result) = &table.result {
        return (short(&result.to_string(), width), None);
    }
    let game = table.game();
    if table.watchers == 0 {
        return (short(&game, width), None);
    }
    let watching = tr!("console-watching", count = table.watchers);
    let line = format!("{watching} · {game}");
    match line.chars().count() <= width {
        true => (line, None),
        false => (short(&game, width), Some(watching)),
    }
}

/// `name` cut to `width` columns, with an ellipsis when cut.
fn short(name: &str, width: usize) -> String {
    crate::text::cut(name, width, "…")
}

fn bold() -> Style {
    Style::new().add_modifier(Modifier::BOLD)
}
