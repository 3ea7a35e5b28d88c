//! What can happen to the app ([`Action`]) and what it asks the edge to do
//! in return ([`Effect`]).

use std::time::Duration;

use super::SearchAnswer;
use crate::record::Record;

/// One event, already translated from keys, mouse or clock. The keymap
/// makes these from terminal events; tests make them directly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Move the cursor one pit left on the screen.
    Left,
    /// Move the cursor one pit right on the screen.
    Right,
    /// Sow the pit under the cursor.
    Sow,
    /// Sow the mover's pit with this number (1 is the mover's leftmost).
    Pick(usize),
    /// A mouse click at this cell.
    Click {
        /// Column from the left edge.
        column: u16,
        /// Row from the top edge.
        row: u16,
    },
    /// Take back the last move.
    Undo,
    /// Play again the move last taken back.
    Redo,
    /// Open or close the help screen.
    Help,
    /// Suggest a move, as the mode sees a good one.
    Hint,
    /// Propose ending the game by agreement (RULES.md 3.4).
    ProposeEnd,
    /// Start a new game with the same players and rules.
    NewGame,
    /// Both players have agreed to end the game (RULES.md 3.4) somewhere
    /// the app did not ask them: it ends now, whatever is on the screen.
    /// Offers made and answered through the app go through
    /// [`App::act`](super::App::act) instead.
    EndAgreed,
    /// The move being sown is shown at once, as it ends: a classroom table
    /// sends it before a key from a player who did not watch it fall.
    ShowMoveAtOnce,
    /// The game is left unfinished, whatever is on the screen: nobody wins
    /// and the seeds stay where they lie. A classroom table sends it when
    /// a player ends the game while the other is away, or leaves it, or
    /// the teacher closes the table.
    Abandon,
    /// A new game with the same players and rules, `first` to move,
    /// whatever is on the screen: a classroom demo's host starts it again
    /// with the other side first.
    Rematch {
        /// Who moves first in the new game.
        first: crate::engine::Player,
    },
    /// Play the demo faster: each seed falls quicker.
    Faster,
    /// Play the demo slower.
    Slower,
    /// While the demo is paused: play its next move, then stay paused.
    Step,
    /// Leave the program (after a question while a game is in progress).
    Quit,
    /// Save the game.
    Save,
    /// Review the game just played, on the end screen.
    Review,
    /// Turn the board round: South at the bottom, North, the player to move.
    Flip,
    /// Answer yes to the open question.
    Yes,
    /// Close what is open (Esc); answers no to a question.
    Back,
    /// Scroll the help up a line.
    Up,
    /// Scroll the help down a line.
    Down,
    /// Ctrl-C: leave, asking first while a game is in progress, and at
    /// once the second time.
    Interrupt,
    /// Text pasted (see [`crate::paste`]): it plays nothing, and is told so.
    Pasted,
    /// Any other key: it still skips an animation or answers no.
    Other,
    /// This much time has passed since the last tick.
    Tick(Duration),
    /// The terminal now has this size.
    Resize {
        /// Columns.
        width: u16,
        /// Rows.
        height: u16,
    },
    /// The edge finished a save: the file's name, or why it failed.
    Saved(Result<String, String>),
    /// The edge finished a search the app asked for with
    /// [`App::search_request`](super::App::search_request).
    Searched(SearchAnswer),
}

/// Work that only the edge can do, because it touches the outside world.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Write this save file's text; answer with [`Action::Saved`].
    Save(String),
    /// Open the review screen on this game; the board waits behind it.
    Review(Box<Record>),
}
