//! Game records: a game written as text in the spirit of chess's PGN and
//! of Aualé's OGN, read back and replayed, with no I/O.
//!
//! ```text
//! [Event "Class 4B"]
//! [Date "2026.11.23"]
//! [South "Ama"]
//! [North "Kofi"]
//! [Result "*"]
//! [Variant "kids-and-caboodles"]
//! [PitsPerSide "6"]
//! [SeedsPerPit "4"]
//! [GrandSlam "forbidden-unless-only-move"]
//! [MajorityEnds "false"]
//! [Mode "sorry"]
//! [HurrySeconds "5"]
//! [First "south"]
//! [SouthPlays "human"]
//! [NorthPlays "computer:easy"]
//!
//! 1. C f {North answers on the right} 2. A+2 *
//! ```
//!
//! Moves are the pits' letters (South `A..`, North `a..`, each from its
//! owner's left), numbered by full move; `+N` after a move is the seeds it
//! captured and is checked when present. On a move that ends the game by a
//! sweep, `+N` may also count the seeds swept into the mover's store, as
//! Aualé writes it. `{comments}` may stand anywhere
//! between tokens; `(variations)` are read over and dropped. The result is
//! `*` while the game is not over, else the final stores `South-North`.
//! A game that starts elsewhere than the start has a `[Position]` in
//! [`Diagram`](crate::engine::Diagram)'s notation.
//!
//! A game under the rules Aualé plays (Oware Abapa, which are Warri
//! Society's) is written in Aualé's form instead, so that Aualé opens it
//! as it opens its own files: [`Form`] says how the two differ.
//!
//! Reading replays every move, so a [`Record`] always holds a legal game.

mod auale;
mod ending;
mod error;
mod lex;
mod number;
mod parse;
mod time;
mod write;

use std::num::NonZeroU64;

use crate::engine::{ByPlayer, Game, IllegalMove, Move, Player, Position};
use crate::setup::{Mode, Seat};

pub use ending::Ending;
pub use error::{At, ErrorKind, RecordError};
pub use number::MoveNumber;
pub use time::{Utc, from_unix};

/// The tags a record describes its game with, apart from the rules and the
/// start, which its [`Position`] carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// What the game was played for: a lesson, a tournament; `?` if unknown.
    pub event: String,
    /// `YYYY.MM.DD`, with `?` for what is unknown, as PGN writes it.
    pub date: String,
    /// Each seat's name and who played it.
    pub seats: ByPlayer<Seat>,
    /// The variant's name, as the rules file calls it. A record in
    /// Aualé's form keeps it in `[WariVariant]`, since its `[Variant]` is
    /// Aualé's name for the rules.
    pub variant: String,
    /// The way it was played.
    pub mode: Mode,
    /// Each turn's countdown in Hurry Wari.
    pub hurry_seconds: NonZeroU64,
    /// Tags wari does not read, such as Aualé's `Site` and `Round`, kept in
    /// their order so they are written back; Aualé's form writes them
    /// sorted by name among wari's own, as Aualé does.
    pub extra: Vec<Tag>,
}

impl Header {
    /// A header for a game between `seats`, with nothing else known.
    pub fn new(variant: impl Into<String>, seats: ByPlayer<Seat>, mode: Mode) -> Header {
        Header {
            event: "?".to_owned(),
            date: UNKNOWN_DATE.to_owned(),
            seats,
            variant: variant.into(),
            mode,
            hurry_seconds: NonZeroU64::new(5).expect("5 is not zero"),
            extra: Vec::new(),
        }
    }
}

/// The date of a record that does not know it.
pub const UNKNOWN_DATE: &str = "????.??.??";

/// The event of a game played at a classroom's table for fun.
pub const CLASSROOM: &str = "wari classroom";

/// The event of a game of a class tournament, whose round its `Round`
/// tag names: left unfinished, such a game went to the fuller store.
pub const CLASS_TOURNAMENT: &str = "wari classroom tournament";

/// A tag wari does not read, kept as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tag {
    name: String,
    value: String,
}

impl Tag {
    /// A tag, if `name` is letters, digits and `_` and is none of the tags
    /// wari reads itself, and the tag says something (see
    /// [`Tag::says_nothing`]).
    pub fn new(name: impl Into<String>, value: impl Into<String>) -> Option<Tag> {
        let (name, value) = (name.into(), value.into());
        let well_formed =
            !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        (well_formed
            && !parse::KNOWN_TAGS.contains(&name.as_str())
            && !Tag::says_nothing(&name, &value))
        .then_some(Tag { name, value })
    }

    /// Whether a tag holds Aualé's `?` in `Site` or `Round`, two of the
    /// tags Aualé writes in every file: nobody filled it in. Such a tag is
    /// not kept, so that a header without it and one with it are the same,
    /// as they are once written in Aualé's form, which puts the `?` back.
    pub fn says_nothing(name: &str, value: &str) -> bool {
        value == auale::UNKNOWN && auale::ROSTER.contains(&name)
    }

    /// The tag's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The tag's value.
    pub fn value(&self) -> &str {
        &self.value
    }
}

/// How a record's game stopped, beyond what its moves say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finish {
    /// The moves say it all: the game ended by a rule, or is not over.
    Moves,
    /// The players agreed to end it after the last move (RULES.md 3.4).
    Agreement,
    /// It was left unfinished and will not be continued.
    Abandoned,
}

/// The form a record is written in: [`Record::form`] picks it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// wari's own: its tags in its order, `+N` for the seeds a move
    /// captured, a comment anywhere, `*` while the game is not over.
    Wari,
    /// Aualé's OGN, which Aualé reads as it reads its own files: its eight
    /// tags first (`Variant "Oware Abapa"`), wari's after them sorted by
    /// name as Aualé sorts them, a `FEN` tag when the start is not the
    /// usual one with South to move, `+N` for what the mover's store gained
    /// (the end's sweep included), one comment after a move, the final
    /// stores once the game is over and nothing while it is not.
    Auale,
}

/// A comment, and after how many moves it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comment {
    /// Moves played before it: 0 is before the first move.
    pub after: usize,
    /// Its text, whitespace folded, without braces.
    pub text: String,
}

/// A record that cannot be built from a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BuildError {
    /// A move the rules refuse.
    #[error("move {ply} is illegal: {error}")]
    Illegal {
        /// The move's 1-based place in the game.
        ply: usize,
        /// Why.
        error: IllegalMove,
    },
    /// The game cannot end by agreement or be abandoned: the moves ended it.
    #[error("the moves already end the game")]
    AlreadyOver,
    /// A comment placed after more moves than the game has, or holding a
    /// `}` that would end it early.
    #[error("a comment after move {after} of {moves}, or holding '}}', cannot be written")]
    Comment {
        /// Where it was to stand.
        after: usize,
        /// Moves in the game.
        moves: usize,
    },
}

/// A whole game: its header, start, moves, comments and finish, replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    header: Header,
    start: Position,
    moves: Vec<Move>,
    comments: Vec<Comment>,
    finish: Finish,
    /// The game after every move and the finish.
    game: Game,
}

impl Record {
    /// The record of a game from `start` (whose player to move plays
    /// first) through `moves`, finished as `finish` says; refused if a move
    /// is illegal, or the moves already ended a game said to end otherwise.
    pub fn new(
        header: Header,
        start: Position,
        moves: Vec<Move>,
        finish: Finish,
    ) -> Result<Record, BuildError> {
        let mut game = Game::from_position(start);
        for (index, &m) in moves.iter().enumerate() {
            game.play(m).map_err(|error| BuildError::Illegal {
                ply: index + 1,
                error,
            })?;
        }
        if finish != Finish::Moves && game.outcome().is_some() {
            return Err(BuildError::AlreadyOver);
        }
        if finish == Finish::Agreement {
            game.agree_to_end();
        }
        Ok(Record {
            header,
            start,
            moves,
            comments: Vec::new(),
            finish,
            game,
        })
    }

    /// The same record with these comments, in order of `after`; its
    /// whitespace is folded as reading would fold it.
    pub fn with_comments(mut self, comments: Vec<Comment>) -> Result<Record, BuildError> {
        let moves = self.moves.len();
        let mut comments = comments;
        for comment in &mut comments {
            if comment.after > moves || comment.text.contains('}') {
                return Err(BuildError::Comment {
                    after: comment.after,
                    moves,
                });
            }
            comment.text = comment
                .text
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
        }
        comments.sort_by_key(|c| c.after);
        self.comments = comments;
        Ok(self)
    }

    /// Reads a record; every move is replayed and the result checked.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        parse::record(text)
    }

    /// The tags.
    pub const fn header(&self) -> &Header {
        &self.header
    }

    /// The tags, to change the event, date or names before writing.
    pub fn header_mut(&mut self) -> &mut Header {
        &mut self.header
    }

    /// The position before the first move.
    pub const fn start(&self) -> &Position {
        &self.start
    }

    /// Whether the game starts from the usual start of its rules.
    pub fn starts_at_start(&self) -> bool {
        self.start == Position::start(self.start.rules(), self.start.to_move())
    }

    /// Who moved first.
    pub fn first(&self) -> Player {
        self.start.to_move()
    }

    /// The moves, in order, each numbered from its mover's left.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The moves as the board's letters (South `A..`, North `a..`).
    pub fn letters(&self) -> Vec<char> {
        let n = self.start.rules().pits_per_side();
        let mut mover = self.first();
        self.moves
            .iter()
            .map(|&m| {
                let letter = m.pit(mover, n).label(n);
                mover = !mover;
                letter
            })
            .collect()
    }

    /// The comments, in order.
    pub fn comments(&self) -> &[Comment] {
        &self.comments
    }

    /// The form [`Display`](std::fmt::Display) writes the record in:
    /// Aualé's for a game under the rules Aualé plays (Oware Abapa, which
    /// are Warri Society's on 6 pits of 4 seeds) whose comments Aualé's
    /// reader takes (each after a move, one a move), so that Aualé opens
    /// every such game wari saves; wari's own for any other.
    pub fn form(&self) -> Form {
        if self.start.rules() == auale::rules() && auale::takes_comments(&self.comments) {
            Form::Auale
        } else {
            Form::Wari
        }
    }

    /// How the game stopped beyond its moves.
    pub const fn finish(&self) -> Finish {
        self.finish
    }

    /// The game after every move (and the agreement, if any).
    pub const fn game(&self) -> &Game {
        &self.game
    }

    /// The result token: `*`, or the final stores `South-North`.
    pub fn result(&self) -> String {
        match self.game.outcome() {
            Some(outcome) => {
                let stores = outcome.stores();
                format!("{}-{}", stores.south(), stores.north())
            }
            None => "*".to_owned(),
        }
    }

    /// How the game ended; `None` while it may go on.
    pub fn ending(&self) -> Option<Ending> {
        match (self.finish, self.game.outcome()) {
            (Finish::Abandoned, _) => Some(Ending::Abandoned {
                stores: self.game.position().stores(),
            }),
            (_, outcome) => outcome.map(Ending::Played),
        }
    }

    /// Why the game ended, as `[Termination]` writes it: an end rule's
    /// name, `agreement` or `abandoned`; `None` while it may go on.
    pub fn termination(&self) -> Option<&'static str> {
        termination(self.finish, &self.game)
    }
}

/// `[Termination]`'s value for a game finished so.
fn termination(finish: Finish, game: &Game) -> Option<&'static str> {
    match (finish, game.outcome()) {
        (Finish::Abandoned, _) => Some("abandoned"),
        (_, outcome) => outcome.map(|o| o.reason().name()),
    }
}

impl std::str::FromStr for Record {
    type Err = RecordError;

    fn from_str(text: &str) -> Result<Record, RecordError> {
        Record::parse(text)
    }
}
