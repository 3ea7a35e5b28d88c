//! The one place where terminal events become [`Action`]s, so the local
//! terminal, an SSH session and the tests all share the same keys.

use crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

use super::Action;

/// The action for a terminal event, if it means anything. Only key presses
/// count: terminals that report releases and repeats would otherwise play
/// twice.
pub fn action_for(event: &Event) -> Option<Action> {
    match *event {
        Event::Key(key) if key.kind == KeyEventKind::Press => Some(action_for_key(key)),
        Event::Mouse(mouse) => action_for_mouse(mouse),
        Event::Resize(width, height) => Some(Action::Resize { width, height }),
        _ => None,
    }
}

/// The action for a key press; keys with no meaning become [`Action::Other`].
pub fn action_for_key(key: KeyEvent) -> Action {
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return match key.code {
            KeyCode::Char('c') => Action::Interrupt,
            _ => Action::Other,
        };
    }
    match key.code {
        KeyCode::Left => Action::Left,
        KeyCode::Right => Action::Right,
        KeyCode::Up => Action::Up,
        KeyCode::Down => Action::Down,
        KeyCode::Enter | KeyCode::Char(' ') => Action::Sow,
        KeyCode::Esc => Action::Back,
        KeyCode::Char(c) => action_for_char(c),
        _ => Action::Other,
    }
}

fn action_for_char(c: char) -> Action {
    match c {
        '1'..='9' => Action::Pick(c as usize - '0' as usize),
        '0' => Action::Pick(10),
        c => KEYS
            .iter()
            .find(|k| k.typed == Some(c))
            .map_or(Action::Other, |k| k.action.clone()),
    }
}

/// Where a list of keys is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Where {
    /// The footer at one keyboard, during play.
    Board,
    /// The footer at one keyboard, once the game is over.
    BoardOver,
    /// The footer at one keyboard while the computer plays both sides
    /// (after Space, whose word changes with the pause).
    BoardDemo,
    /// The help at one keyboard.
    BoardHelp,
    /// A player's last row at a classroom table, during play.
    Table,
    /// A player's last row at a table, once the game is over.
    TableOver,
    /// A watcher's last row at a table.
    Watching,
    /// The last row of whoever runs a demo at a table (after Space).
    TableDemo,
    /// The help at a table.
    TableHelp,
}

/// One key: what it does, and how each list on screen names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Key {
    /// The character typed, or `None` for a line that only names keys
    /// mapped elsewhere (the digits).
    pub typed: Option<char>,
    /// What it does.
    pub action: Action,
    /// The key as the lists show it.
    pub shown: &'static str,
    /// Its word in a footer.
    pub short: &'static str,
    /// Its words in the help.
    pub long: &'static str,
    /// The lists that show it; empty for a key only mapped, shown with
    /// another (`-` with `+`).
    pub at: &'static [Where],
}

use Where::{
    Board, BoardDemo, BoardHelp, BoardOver, Table, TableDemo, TableHelp, TableOver, Watching,
};

const fn key(
    typed: Option<char>,
    action: Action,
    (shown, short, long): (&'static str, &'static str, &'static str),
    at: &'static [Where],
) -> Key {
    Key {
        typed,
        action,
        shown,
        short,
        long,
        at,
    }
}

/// Every key beyond the moves, in the order the lists show them; the
/// characters map to their actions from here too, so the lists on screen
/// and what the keys do cannot disagree. A key named twice (`n`, `q`)
/// does the same everywhere and is only named differently.
pub static KEYS: &[Key] = &[
    key(
        Some('.'),
        Action::Step,
        (".", "step", "one move while paused"),
        &[BoardDemo, TableDemo],
    ),
    key(
        None,
        Action::Other,
        ("1 2", "levels", "South's and North's level"),
        &[TableDemo],
    ),
    key(
        Some('+'),
        Action::Faster,
        ("+ -", "speed", "faster and slower"),
        &[BoardDemo, TableDemo],
    ),
    key(Some('-'), Action::Slower, ("-", "slower", "slower"), &[]),
    key(
        Some('?'),
        Action::Help,
        ("?", "help", "this help"),
        &[
            Board, BoardOver, BoardDemo, BoardHelp, Table, TableOver, Watching, TableDemo,
            TableHelp,
        ],
    ),
    key(
        Some('h'),
        Action::Hint,
        ("h", "hint", "hint"),
        &[Board, BoardHelp, TableHelp],
    ),
    key(
        Some('u'),
        Action::Undo,
        ("u", "undo", "undo"),
        &[Board, BoardOver, BoardDemo, BoardHelp],
    ),
    key(
        Some('r'),
        Action::Redo,
        ("r", "redo", "redo"),
        &[Board, BoardHelp],
    ),
    key(
        Some('e'),
        Action::ProposeEnd,
        ("e", "stop here", "offer to stop here"),
        &[Board, BoardHelp, Table, TableHelp],
    ),
    key(
        Some('v'),
        Action::Review,
        ("v", "review", "review the game: where it was won and lost"),
        &[BoardOver],
    ),
    key(
        Some('s'),
        Action::Save,
        ("s", "save", "save"),
        &[Board, BoardOver, BoardDemo, BoardHelp],
    ),
    key(
        Some('n'),
        Action::NewGame,
        ("n", "new", "new game"),
        &[Board, BoardOver, BoardDemo, BoardHelp],
    ),
    key(
        Some('n'),
        Action::NewGame,
        ("n", "another game", "another game, once over"),
        &[TableOver, TableHelp],
    ),
    key(
        Some('q'),
        Action::Quit,
        ("q", "quit", "quit"),
        &[Board, BoardOver, BoardDemo, BoardHelp],
    ),
    key(
        Some('q'),
        Action::Quit,
        ("q", "lobby", "back to the lobby"),
        &[Table, TableOver, Watching, TableDemo, TableHelp],
    ),
    key(
        Some('f'),
        Action::Flip,
        ("f", "turn", "turn the board round"),
        &[BoardHelp, Watching],
    ),
    key(Some('y'), Action::Yes, ("y", "yes", "yes"), &[]),
];

/// The keys shown at `at`, in order.
pub fn keys_at(at: Where) -> Vec<Key> {
    KEYS.iter()
        .filter(|k| k.at.contains(&at))
        .cloned()
        .collect()
}

/// The keys shown at `at` as one line: "? help · e end · q lobby".
pub fn line(at: Where) -> String {
    let words: Vec<String> = keys_at(at)
        .iter()
        .map(|k| format!("{} {}", k.shown, k.short))
        .collect();
    words.join(" · ")
}

fn action_for_mouse(mouse: MouseEvent) -> Option<Action> {
    match mouse.kind {
        MouseEventKind::Down(MouseButton::Left) => Some(Action::Click {
            column: mouse.column,
            row: mouse.row,
        }),
        _ => None,
    }
}
