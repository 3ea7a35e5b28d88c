//! The lessons as a program: a list, the pages of the lesson picked, then
//! its exercises on the board. [`Tutor`] holds the state and
//! [`Tutor::update`] changes it; what it needs done outside (saving the
//! progress) comes back as an [`Effect`], as in the game's own app.

use wari_words::tr;

use crate::engine::{Move, Position, Rules};

use super::{Exercise, LESSONS, Lesson, Offer, Progress, Verdict};

/// What the learner asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// The lesson above in the list.
    Up,
    /// The lesson below in the list.
    Down,
    /// Enter or Space: open the lesson, turn the page, try again, go on.
    Next,
    /// Backspace: the page before.
    Back,
    /// Sow the learner's pit with this number, counted from their left.
    Pit(usize),
    /// A hint: the pointer first, then the answer.
    Hint,
    /// `q`: back to the list, or from the list out of the lessons.
    Leave,
    /// Ctrl-C: out of the lessons from anywhere.
    Quit,
    /// Page Down: further down words longer than their rows.
    PageDown,
    /// Page Up: back up them.
    PageUp,
    /// Saving the progress failed; why.
    SaveFailed(String),
}

/// What the edge must do after an update.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Write this text to the progress file.
    SaveProgress(String),
}

/// Where the learner is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The list of lessons, this one picked.
    List {
        /// The picked lesson's place in the list.
        selected: usize,
    },
    /// A lesson's page of words.
    Reading {
        /// The lesson's place in the list.
        lesson: usize,
        /// The page shown.
        page: usize,
    },
    /// An exercise on the board.
    Practice(Practice),
}

/// One exercise being done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Practice {
    /// The lesson's place in the list.
    pub lesson: usize,
    /// The exercise's place in the lesson.
    pub exercise: usize,
    /// The board shown: the start, or after the move just played.
    pub board: Position,
    /// Where the attempt stands.
    pub attempt: Attempt,
    /// What to read under the board: the last move's verdict or a hint.
    pub said: Option<Said>,
    /// Hints given so far on this exercise.
    pub hints: u8,
}

/// What the learner reads under an exercise's board, kept as what
/// happened and put into words when drawn, in the reader's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Said {
    /// The verdict on this move, tried from the exercise's start.
    Tried(Move),
    /// The first hint: where to look.
    Pointer,
    /// The second hint: the answer and what it does.
    Answer,
}

/// A line for the learner on the list.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Notice {
    /// From outside the lessons, as it was written.
    Told(String),
    /// Saving the progress failed, for this reason, in the system's words.
    NotSaved(String),
}

/// How far an exercise has got.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Attempt {
    /// Waiting for a move.
    Trying,
    /// A move was played that did not do it; the board shows its result.
    Missed,
    /// Done.
    Solved,
}

/// The lessons, as offered in one game, and where the learner is.
#[derive(Clone, Debug)]
pub struct Tutor {
    rules: Rules,
    game: String,
    offers: Vec<(Lesson, Offer)>,
    progress: Progress,
    screen: Screen,
    notice: Option<Notice>,
    quit: bool,
}

impl Tutor {
    /// The lessons for `game` (its name, shown in the title) played under
    /// `rules`, with the progress so far.
    pub fn new(game: &str, rules: Rules, progress: Progress) -> Tutor {
        let offers: Vec<_> = LESSONS.iter().map(|l| (*l, l.offer(rules))).collect();
        let selected = open_from(&offers, 0..offers.len()).unwrap_or(0);
        Tutor {
            rules,
            game: game.to_owned(),
            offers,
            progress,
            screen: Screen::List { selected },
            notice: None,
            quit: false,
        }
    }

    /// Opens the lesson at `lesson` in the list at its first page, as
    /// Enter on its row does; false, on the list still, when this game has
    /// no such lesson or skips it.
    pub fn open(&mut self, lesson: usize) -> bool {
        let open = matches!(self.offers.get(lesson), Some((_, Offer::Open(_))));
        if open {
            self.screen = Screen::Reading { lesson, page: 0 };
        }
        open
    }

    /// A line for the learner from outside the lessons, such as a damaged
    /// progress file set aside; shown on the list until the learner goes
    /// on into a lesson.
    pub fn tell(&mut self, notice: String) {
        self.notice = Some(Notice::Told(notice));
    }

    /// The game's name.
    pub fn game(&self) -> &str {
        &self.game
    }

    /// The rules the lessons follow.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Every lesson with how it is offered in this game.
    pub fn offers(&self) -> &[(Lesson, Offer)] {
        &self.offers
    }

    /// The lessons finished so far.
    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// Where the learner is.
    pub fn screen(&self) -> &Screen {
        &self.screen
    }

    /// The line for the learner on the list, if any, in the reader's
    /// language.
    pub fn notice(&self) -> Option<String> {
        self.notice.as_ref().map(|notice| match notice {
            Notice::Told(text) => text.clone(),
            Notice::NotSaved(why) => tr!("lesson-not-saved", why = why.as_str()),
        })
    }

    /// Whether the learner has left the lessons.
    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// The exercise being practised, with its starting position.
    pub fn exercise(&self, practice: &Practice) -> Option<(Exercise, Position)> {
        match &self.offers.get(practice.lesson)?.1 {
            Offer::Open(exercises) => exercises.get(practice.exercise).copied(),
            Offer::Skipped(_) => None,
        }
    }

    /// What the learner reads under the board of `practice`, in the
    /// reader's language.
    pub fn said(&self, practice: &Practice) -> Option<String> {
        let (exercise, start) = self.exercise(practice)?;
        Some(match practice.said? {
            Said::Tried(m) => exercise.judge(&start, m).text().to_owned(),
            Said::Pointer => exercise.pointer.text(),
            Said::Answer => exercise.answer_text(&start),
        })
    }

    /// Applies `action`; returns what the edge must do, if anything.
    pub fn update(&mut self, action: Action) -> Option<Effect> {
        match action {
            Action::Quit => {
                self.quit = true;
                return None;
            }
            Action::SaveFailed(why) => {
                self.notice = Some(Notice::NotSaved(why));
                return None;
            }
            _ => {}
        }
        if !matches!(self.screen, Screen::List { .. }) {
            self.notice = None;
        }
        match self.screen.clone() {
            Screen::List { selected } => self.on_list(selected, action),
            Screen::Reading { lesson, page } => self.on_page(lesson, page, action),
            Screen::Practice(practice) => self.on_practice(practice, action),
        }
    }

    fn on_list(&mut self, selected: usize, action: Action) -> Option<Effect> {
        let offers = &self.offers;
        self.screen = match action {
            Action::Up => Screen::List {
                selected: open_from(offers, (0..selected).rev()).unwrap_or(selected),
            },
            Action::Down => Screen::List {
                selected: open_from(offers, selected + 1..offers.len()).unwrap_or(selected),
            },
            Action::Next if matches!(self.offers[selected].1, Offer::Open(_)) => Screen::Reading {
                lesson: selected,
                page: 0,
            },
            Action::Leave => {
                self.quit = true;
                return None;
            }
            _ => return None,
        };
        None
    }

    fn on_page(&mut self, lesson: usize, page: usize, action: Action) -> Option<Effect> {
        let pages = self.offers[lesson].0.pages.len();
        match action {
            Action::Next if page + 1 < pages => {
                self.screen = Screen::Reading {
                    lesson,
                    page: page + 1,
                };
            }
            Action::Next => return self.start_exercise(lesson, 0),
            Action::Back if page > 0 => {
                self.screen = Screen::Reading {
                    lesson,
                    page: page - 1,
                };
            }
            Action::Back | Action::Leave => self.screen = Screen::List { selected: lesson },
            _ => {}
        }
        None
    }

    /// Sets up the lesson's exercise `exercise`, or finishes the lesson
    /// when there is none left.
    fn start_exercise(&mut self, lesson: usize, exercise: usize) -> Option<Effect> {
        let next = match &self.offers[lesson].1 {
            Offer::Open(exercises) => exercises.get(exercise).map(|&(_, start)| start),
            Offer::Skipped(_) => None,
        };
        match next {
            Some(board) => {
                self.screen = Screen::Practice(Practice {
                    lesson,
                    exercise,
                    board,
                    attempt: Attempt::Trying,
                    said: None,
                    hints: 0,
                });
                None
            }
            None => self.finish(lesson),
        }
    }

    /// Marks the lesson finished, back on the list at the next lesson that
    /// can be opened.
    fn finish(&mut self, lesson: usize) -> Option<Effect> {
        let selected = open_from(&self.offers, lesson + 1..self.offers.len()).unwrap_or(lesson);
        self.screen = Screen::List { selected };
        let key = self.offers[lesson].0.key;
        self.progress
            .finish(key)
            .then(|| Effect::SaveProgress(self.progress.to_text()))
    }

    fn on_practice(&mut self, mut practice: Practice, action: Action) -> Option<Effect> {
        let (exercise, start) = self.exercise(&practice)?;
        match (action, practice.attempt) {
            (Action::Pit(number), Attempt::Trying) => {
                let m = Move::new(number)?;
                practice.attempt = match exercise.judge(&start, m) {
                    Verdict::Done(_) => Attempt::Solved,
                    Verdict::Missed(_) => Attempt::Missed,
                    Verdict::Refused(_) => Attempt::Trying,
                };
                if practice.attempt != Attempt::Trying {
                    practice.board = start.play(m).map_or(start, |(after, _)| after);
                }
                practice.said = Some(Said::Tried(m));
            }
            (Action::Hint, Attempt::Trying | Attempt::Missed) => {
                practice.board = start;
                practice.attempt = Attempt::Trying;
                practice.said = Some(if practice.hints == 0 {
                    Said::Pointer
                } else {
                    Said::Answer
                });
                practice.hints = practice.hints.saturating_add(1);
            }
            (Action::Next, Attempt::Missed) => {
                practice.board = start;
                practice.attempt = Attempt::Trying;
                practice.said = None;
            }
            (Action::Next, Attempt::Solved) => {
                return self.start_exercise(practice.lesson, practice.exercise + 1);
            }
            (Action::Back, _) => {
                let lesson = practice.lesson;
                self.screen = Screen::Reading {
                    lesson,
                    page: self.offers[lesson].0.pages.len().saturating_sub(1),
                };
                return None;
            }
            (Action::Leave, _) => {
                self.screen = Screen::List {
                    selected: practice.lesson,
                };
                return None;
            }
            _ => return None,
        }
        self.screen = Screen::Practice(practice);
        None
    }
}

/// The first lesson in `places` (in their order) that can be opened: the
/// list's cursor passes over a skipped lesson, where Enter would do
/// nothing, and its row says why it is skipped instead.
fn open_from(offers: &[(Lesson, Offer)], mut places: impl Iterator<Item = usize>) -> Option<usize> {
    places.find(|&place| matches!(offers.get(place), Some((_, Offer::Open(_)))))
}
