//! The teacher's console: every table at a glance, the students and the
//! lesson's results, and the class's controls. Like the app, it is a state
//! machine with no I/O: a key and the class as it is now go in, a
//! [`Intent`] for the session comes out, and the view only draws.

mod summary;
mod tournament;
mod view;

pub use crate::class::{Class, Ended, Glance, Place, Plays, Student};
pub use summary::lesson_summary;
pub(crate) use view::{STANDINGS, standing_rows};

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Frame;
use ratatui::layout::Size;
use wari_words::tr;

use super::intent::{Asks, Intent};
use super::learned::Work;
use super::table::TableId;
use crate::screen_keys::{self, ScreenKey};
use tournament::{Filled, TournamentForm};

/// The longest message to the class, in characters: a line a student reads
/// at a glance.
pub const MESSAGE_MAX: usize = 120;

/// Which list the console shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tab {
    /// The tables, as small boards.
    #[default]
    Tables,
    /// The students and where they are.
    Students,
    /// The games that have ended.
    Results,
    /// The class tournament: its round and standings.
    Tournament,
}

impl Tab {
    /// The tabs in the order Tab cycles through them.
    pub const ALL: [Tab; 4] = [Tab::Tables, Tab::Students, Tab::Results, Tab::Tournament];

    /// The tab's title.
    pub fn title(self) -> String {
        match self {
            Tab::Tables => tr!("console-tab-tables"),
            Tab::Students => tr!("console-tab-students"),
            Tab::Results => tr!("console-tab-results"),
            Tab::Tournament => tr!("console-tab-tournament"),
        }
    }

    /// The keys on this tab.
    fn keys(self) -> &'static [ScreenKey<ConsoleKey>] {
        match self {
            Tab::Tables => TABLES_KEYS,
            Tab::Students => STUDENTS_KEYS,
            Tab::Results => RESULTS_KEYS,
            Tab::Tournament => TOURNAMENT_KEYS,
        }
    }

    fn next(self) -> Tab {
        let at = Tab::ALL.iter().position(|&t| t == self).unwrap_or(0);
        Tab::ALL[(at + 1) % Tab::ALL.len()]
    }
}

/// What a key on the console does, before a question or a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ConsoleKey {
    Previous,
    Next,
    NextTab,
    Watch,
    Close,
    Remove,
    Review,
    NewTable,
    Pause,
    Message,
    Mark,
    StartTournament,
    NextRound,
    EndRound,
    SetWork,
    Quit,
}

const PREVIOUS: ScreenKey<ConsoleKey> =
    ScreenKey::unnamed(&[KeyCode::Up, KeyCode::Left], ConsoleKey::Previous);
const NEXT: ScreenKey<ConsoleKey> =
    ScreenKey::unnamed(&[KeyCode::Down, KeyCode::Right], ConsoleKey::Next);
const NEW_TABLE: ScreenKey<ConsoleKey> = ScreenKey::named(
    &[KeyCode::Char('n')],
    ConsoleKey::NewTable,
    "n",
    "console-key-new",
);
const PAUSE: ScreenKey<ConsoleKey> = ScreenKey::named(
    &[KeyCode::Char('p')],
    ConsoleKey::Pause,
    "p",
    "console-key-pause",
);
const MESSAGE: ScreenKey<ConsoleKey> = ScreenKey::named(
    &[KeyCode::Char('m')],
    ConsoleKey::Message,
    "m",
    "console-key-message",
);
const MORE: ScreenKey<ConsoleKey> = ScreenKey::named(
    &[KeyCode::Tab],
    ConsoleKey::NextTab,
    "Tab",
    "console-key-more",
);
const QUIT: ScreenKey<ConsoleKey> = ScreenKey::named(
    &[KeyCode::Char('q')],
    ConsoleKey::Quit,
    "q",
    "console-key-quit",
);

/// How a row shows all four arrows at once.
const ARROWS: &str = "arrows";

/// The keys on the Tables tab, in the order its last row names them; cut
/// to fit 80 columns.
static TABLES_KEYS: &[ScreenKey<ConsoleKey>] = &[
    ScreenKey {
        shown: ARROWS,
        ..PREVIOUS
    },
    NEXT,
    ScreenKey::named(
        &[KeyCode::Enter, KeyCode::Char('w')],
        ConsoleKey::Watch,
        "Enter",
        "console-key-watch",
    ),
    ScreenKey::named(
        &[KeyCode::Char('c')],
        ConsoleKey::Close,
        "c",
        "console-key-close",
    ),
    NEW_TABLE,
    PAUSE,
    MESSAGE,
    ScreenKey { word: "", ..MORE },
    QUIT,
];

/// The keys on the Students tab.
static STUDENTS_KEYS: &[ScreenKey<ConsoleKey>] = &[
    ScreenKey {
        shown: "↑↓",
        word: "console-key-choose",
        ..PREVIOUS
    },
    NEXT,
    ScreenKey::named(
        &[KeyCode::Char('x')],
        ConsoleKey::Remove,
        "x",
        "console-key-remove",
    ),
    ScreenKey::named(
        &[KeyCode::Char(' ')],
        ConsoleKey::Mark,
        "Space",
        "console-key-mark",
    ),
    ScreenKey::named(
        &[KeyCode::Char('l')],
        ConsoleKey::SetWork,
        "l",
        "console-key-set-lesson",
    ),
    // Works here too, named on the Tables tab alone for room.
    ScreenKey::unnamed(&[KeyCode::Char('n')], ConsoleKey::NewTable),
    PAUSE,
    MESSAGE,
    MORE,
    QUIT,
];

/// The keys on the Results tab.
static RESULTS_KEYS: &[ScreenKey<ConsoleKey>] = &[
    ScreenKey {
        shown: "↑↓",
        word: "console-key-choose",
        ..PREVIOUS
    },
    NEXT,
    ScreenKey::named(
        &[KeyCode::Enter],
        ConsoleKey::Review,
        "Enter",
        "console-key-review",
    ),
    // Works here too, named on the Tables tab alone for room.
    ScreenKey::unnamed(&[KeyCode::Char('n')], ConsoleKey::NewTable),
    PAUSE,
    MESSAGE,
    MORE,
    QUIT,
];

/// The keys on the Tournament tab.
static TOURNAMENT_KEYS: &[ScreenKey<ConsoleKey>] = &[
    ScreenKey::named(
        &[KeyCode::Char('t')],
        ConsoleKey::StartTournament,
        "t",
        "console-key-new-tournament",
    ),
    ScreenKey::named(
        &[KeyCode::Char('r')],
        ConsoleKey::NextRound,
        "r",
        "console-key-next-round",
    ),
    ScreenKey::named(
        &[KeyCode::Char('e')],
        ConsoleKey::EndRound,
        "e",
        "console-key-end-round",
    ),
    PAUSE,
    MESSAGE,
    MORE,
    QUIT,
];

/// A question or a line being typed, over the tab.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Prompt {
    /// The message to the class, as typed so far.
    Message(String),
    /// Closing a table, waiting for y: its game may be lost.
    Close(TableId),
    /// Sending a student out, waiting for y.
    Remove(String),
    /// Setting up a tournament.
    Tournament(TournamentForm),
    /// Ending the tournament's round, waiting for y: its games still
    /// going are decided by their stores.
    EndRound,
    /// Choosing the work to set the class: this place among the class's
    /// lessons, or just past them for the puzzles.
    Work(usize),
}

/// One teacher's console: what is chosen and what is being asked. The
/// class itself is read from the room at every key and every frame.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Console {
    tab: Tab,
    /// The table chosen, by number, so tables opening and closing do not
    /// move the choice to another.
    table: Option<TableId>,
    /// The student chosen, by name, likewise.
    student: Option<String>,
    /// The ended game chosen, by its place among the lesson's games from
    /// the first to end, so games ending meanwhile do not move the choice.
    result: Option<usize>,
    prompt: Option<Prompt>,
}

impl Console {
    /// Handles a key, with `class` as the teacher sees it now.
    pub fn key(&mut self, key: KeyEvent, class: &Class) -> Option<Intent> {
        match self.prompt.take() {
            Some(Prompt::Message(text)) => self.type_message(key, text),
            Some(Prompt::Close(id)) => yes(key).then_some(Intent::Close(id)),
            Some(Prompt::Remove(name)) => yes(key).then_some(Intent::Remove(name)),
            Some(Prompt::EndRound) => yes(key).then_some(Intent::EndRound),
            Some(Prompt::Work(at)) => self.choose_work(key, at, class),
            Some(Prompt::Tournament(form)) => {
                match form.key(key, class.variants.len(), self.players(class)) {
                    Filled::Open(form) => self.prompt = Some(Prompt::Tournament(form)),
                    Filled::Cancelled => {}
                    Filled::Start(intent) => return Some(intent),
                }
                None
            }
            None => self.command(key, class),
        }
    }

    /// A key with no question open: what it does on the tab shown.
    fn command(&mut self, key: KeyEvent, class: &Class) -> Option<Intent> {
        match screen_keys::action_of(self.tab.keys(), key.code)? {
            ConsoleKey::NextTab => self.tab = self.tab.next(),
            ConsoleKey::Previous => self.step(class, -1),
            ConsoleKey::Next => self.step(class, 1),
            ConsoleKey::Pause => return Some(Intent::Pause(!class.paused)),
            ConsoleKey::Message => self.prompt = Some(Prompt::Message(String::new())),
            ConsoleKey::NewTable => return Some(Intent::NewTable),
            ConsoleKey::Quit => return Some(Intent::Quit),
            ConsoleKey::Watch => return self.chosen_table(class).map(Intent::Watch),
            ConsoleKey::Review => return self.result_index(class).map(Intent::ReviewEnded),
            ConsoleKey::Close => self.prompt = self.chosen_table(class).map(Prompt::Close),
            ConsoleKey::Mark => {
                return self
                    .chosen_student(class)
                    .map(|s| Intent::Mark(s.name.clone()));
            }
            ConsoleKey::StartTournament => {
                self.prompt = Some(Prompt::Tournament(TournamentForm::default()));
            }
            ConsoleKey::NextRound => return Some(Intent::NextRound),
            ConsoleKey::EndRound => self.prompt = Some(Prompt::EndRound),
            ConsoleKey::SetWork => self.prompt = Some(Prompt::Work(0)),
            ConsoleKey::Remove => {
                self.prompt = self
                    .chosen_student(class)
                    .map(|s| Prompt::Remove(s.name.clone()));
            }
        }
        None
    }

    /// A key while the work is chosen: ←→ go through the lessons and the
    /// puzzles, Enter sets it, Esc and other keys drop it.
    fn choose_work(&mut self, key: KeyEvent, at: usize, class: &Class) -> Option<Intent> {
        let choices = class.lessons.len() + 1;
        match key.code {
            KeyCode::Left | KeyCode::Up => self.prompt = Some(Prompt::Work(at.saturating_sub(1))),
            KeyCode::Right | KeyCode::Down => {
                self.prompt = Some(Prompt::Work((at + 1).min(choices - 1)));
            }
            KeyCode::Enter => return Some(Intent::SetWork(work_at(class, at))),
            _ => {}
        }
        None
    }

    /// Who plays in the tournament the form starts: the marked students
    /// still in the room, in the list's order; when none is, everyone.
    fn players(&self, class: &Class) -> Vec<String> {
        let names = class.students.iter().map(|s| s.name.clone());
        let marked: Vec<String> = names.clone().filter(|n| class.is_marked(n)).collect();
        if marked.is_empty() {
            names.collect()
        } else {
            marked
        }
    }

    /// The tab's keys as its last row names them; `p` says what it does
    /// to a class that is `paused` or not. The four arrows, named in a
    /// word rather than drawn, are named in the reader's.
    fn keys_named(&self, paused: bool) -> Vec<String> {
        let named = screen_keys::named_with(self.tab.keys(), |k| match k.action {
            ConsoleKey::Pause if paused => "console-key-go-on",
            _ => k.word,
        });
        let arrows = |key: String| match key.as_str() {
            ARROWS => tr!("console-key-arrows"),
            _ => key,
        };
        named.into_iter().map(arrows).collect()
    }

    /// A key while the message is typed: Enter sends it, Esc drops it.
    fn type_message(&mut self, key: KeyEvent, mut text: String) -> Option<Intent> {
        match key.code {
            KeyCode::Enter => {
                let text = text.trim();
                return (!text.is_empty()).then(|| Intent::Message(text.to_owned()));
            }
            KeyCode::Esc => return None,
            KeyCode::Backspace => {
                text.pop();
            }
            KeyCode::Char(c)
                if !c.is_control()
                    && !key.modifiers.contains(KeyModifiers::CONTROL)
                    && text.chars().count() < MESSAGE_MAX =>
            {
                text.push(c);
            }
            _ => {}
        }
        self.prompt = Some(Prompt::Message(text));
        None
    }

    /// Moves the choice in the tab shown by `by` rows.
    fn step(&mut self, class: &Class, by: isize) {
        let moved = |at: Option<usize>, len: usize| {
            let at = at.unwrap_or(0) as isize + by;
            at.clamp(0, len.saturating_sub(1) as isize) as usize
        };
        match self.tab {
            Tab::Tables => {
                let at = moved(self.table_index(class), class.tables.len());
                self.table = class.tables.get(at).map(|t| t.id);
            }
            Tab::Students => {
                let at = moved(self.student_index(class), class.students.len());
                self.student = class.students.get(at).map(|s| s.name.clone());
            }
            Tab::Results => {
                let at = moved(self.result_row(class), class.ended.len());
                self.result = class.ended.len().checked_sub(at + 1);
            }
            Tab::Tournament => {}
        }
    }

    /// The tab shown.
    pub fn tab(&self) -> Tab {
        self.tab
    }

    /// Where the chosen table is in the class's list: the first when none
    /// is chosen or it has closed.
    fn table_index(&self, class: &Class) -> Option<usize> {
        let chosen = self
            .table
            .and_then(|id| class.tables.iter().position(|t| t.id == id));
        chosen.or((!class.tables.is_empty()).then_some(0))
    }

    fn chosen_table(&self, class: &Class) -> Option<TableId> {
        Some(class.tables[self.table_index(class)?].id)
    }

    /// The chosen ended game's place among the lesson's games, the first
    /// to end first: the newest when none is chosen.
    fn result_index(&self, class: &Class) -> Option<usize> {
        let newest = class.ended.len().checked_sub(1)?;
        Some(self.result.map_or(newest, |at| at.min(newest)))
    }

    /// The chosen ended game's row on the Results tab, newest first.
    fn result_row(&self, class: &Class) -> Option<usize> {
        let newest = class.ended.len().checked_sub(1)?;
        Some(newest - self.result_index(class)?)
    }

    fn student_index(&self, class: &Class) -> Option<usize> {
        let chosen = self
            .student
            .as_ref()
            .and_then(|name| class.students.iter().position(|s| &s.name == name));
        chosen.or((!class.students.is_empty()).then_some(0))
    }

    fn chosen_student<'a>(&self, class: &'a Class) -> Option<&'a Student> {
        class.students.get(self.student_index(class)?)
    }
}

/// The work at `at` among the class's lessons, then the puzzles.
fn work_at(class: &Class, at: usize) -> Work {
    class
        .lessons
        .get(at)
        .map_or(Work::Puzzles, |&(lesson, _)| Work::Lesson(lesson))
}

/// The work at `at` in words, for the question's line.
fn work_title(class: &Class, at: usize) -> String {
    match class.lessons.get(at) {
        Some((_, title)) => tr!("console-work-lesson", title = title.text()),
        None => tr!("console-work-puzzles"),
    }
}

/// The console as a screen, with the class as the teacher last saw it.
#[derive(Debug, Default)]
pub struct ConsoleScreen {
    console: Console,
    /// The class as the next draw and key see it.
    pub class: Class,
}

impl Asks for ConsoleScreen {
    fn ask(&mut self, key: KeyEvent) -> Option<Intent> {
        self.console.key(key, &self.class)
    }

    fn leaving(&self) -> Intent {
        Intent::Quit
    }

    fn view(&self, frame: &mut Frame) {
        self.console.view(frame, &self.class);
    }

    fn needs(&self) -> Size {
        Size::new(60, 14)
    }

    fn keys(&self) -> Vec<String> {
        self.console.keys_named(self.class.paused)
    }

    fn typing(&self) -> bool {
        self.console.prompt.is_some()
    }
}

/// Whether `key` answers a question yes.
fn yes(key: KeyEvent) -> bool {
    matches!(key.code, KeyCode::Char(c) if wari_words::is_yes(c))
}

#[cfg(test)]
mod tests;
