//! Why a record was refused, and where in its text.

use crate::engine::{DiagramError, IllegalMove, Player, RulesError, SetupError};

/// A place in a record's text: 1-based line and column (in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct At {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, counted in characters.
    pub column: usize,
}

/// A record that cannot be read: where, and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {}, column {}: {kind}", at.line, at.column)]
pub struct RecordError {
    /// Where the problem starts.
    pub at: At,
    /// What it is.
    pub kind: ErrorKind,
}

/// What is wrong with a record.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ErrorKind {
    /// Text that fits nowhere.
    #[error("expected {expected}, found {found}")]
    Unexpected {
        /// What was there.
        found: String,
        /// What could have been there.
        expected: &'static str,
    },
    /// A comment or variation that never closes; the position is where it opens.
    #[error("this {0} is never closed with '{1}'")]
    Unclosed(&'static str, char),
    /// The same tag twice.
    #[error("the tag {0} is given twice")]
    DuplicateTag(String),
    /// A tag among or after the moves.
    #[error("the tag {0} comes after the moves; tags come first")]
    LateTag(String),
    /// A tag's value that does not fit the tag.
    #[error("[{tag}]: expected {expected}, not {value:?}")]
    TagValue {
        /// The tag.
        tag: &'static str,
        /// What it holds.
        value: String,
        /// What it may hold.
        expected: String,
    },
    /// A rule knob out of range.
    #[error("{0}")]
    Rules(RulesError),
    /// A `[Position]` that is no position.
    #[error("[Position]: {0}")]
    Diagram(DiagramError),
    /// A `[Position]` that does not fit the rules.
    #[error("[Position]: {0}")]
    Setup(SetupError),
    /// `[First]` names another player than the `[Position]`'s.
    #[error("[First] says {first} moves first, but [Position] has {to_move} to move")]
    FirstDisagrees {
        /// The `[First]` tag's player.
        first: Player,
        /// The player to move in `[Position]`.
        to_move: Player,
    },
    /// A move number that is not the next full move's.
    #[error("expected move number {expected}, found {found}")]
    MoveNumber {
        /// The next full move.
        expected: usize,
        /// The number written.
        found: u64,
    },
    /// A letter that names no pit on this board.
    #[error("{letter} is no pit on this board; {mover} to move, legal moves: {legal}")]
    NoSuchPit {
        /// The letter written.
        letter: char,
        /// The player to move.
        mover: Player,
        /// The legal moves, in letters.
        legal: String,
    },
    /// A pit of the player not to move.
    #[error("{letter} is {owner}'s pit, but {mover} is to move; legal moves: {legal}")]
    NotYourTurn {
        /// The letter written.
        letter: char,
        /// Whose pit it is.
        owner: Player,
        /// The player to move.
        mover: Player,
        /// The legal moves, in letters.
        legal: String,
    },
    /// A move the rules refuse here.
    #[error("{letter} is illegal: {error} ({legal} in letters)")]
    Illegal {
        /// The letter written.
        letter: char,
        /// Why, with the legal moves by number.
        error: IllegalMove,
        /// The legal moves, in letters.
        legal: String,
    },
    /// A `+N` that is neither what the move captures nor, on a move that
    /// ends the game by a sweep, what the mover's store gains with it.
    #[error("{letter}+{written}: the move captures {actual}{}", sweep_note(*with_sweep))]
    Capture {
        /// The letter written.
        letter: char,
        /// The number written.
        written: u64,
        /// What the move captures.
        actual: u16,
        /// What the mover's store gains when the move ends the game and
        /// the end sweeps seeds from the mover's row into it, as Aualé
        /// counts `+N`; `None` when that is the capture alone.
        with_sweep: Option<u16>,
    },
    /// Text after the result, which ends the record.
    #[error("the result ends the record; found more after it")]
    AfterResult,
    /// A result that is not where the moves lead.
    #[error("the result says {written}, but {actual}")]
    Result {
        /// The result written.
        written: String,
        /// What the moves give.
        actual: String,
    },
}

/// The end of a `+N` message for a move that ended the game by a sweep.
fn sweep_note(with_sweep: Option<u16>) -> String {
    with_sweep.map_or_else(String::new, |gain| {
        format!(", or {gain} with the seeds the game's end sweeps into the mover's store")
    })
}
