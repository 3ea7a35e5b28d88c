//! Why a table says no to one student: each refusal is shown to that
//! student alone, in words meant for them.

use super::TableId;

/// What a table refuses a student, and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// The demo is run by the student who opened it (or the teacher).
    #[error("Table {table} is {host}'s demo: w watches it.")]
    SomeonesDemo {
        /// The table.
        table: TableId,
        /// Who opened the demo.
        host: String,
    },
    /// Both seats are taken.
    #[error("Table {table} has two players already: w watches it.")]
    Full {
        /// The table.
        table: TableId,
    },
    /// A spectator's key, other than leaving or help.
    #[error("You are watching: q goes back to the lobby.")]
    Watching,
    /// A key before the second player sat down.
    #[error("Waiting for a second player to join this table.")]
    NoGameYet,
    /// A move on the other player's turn.
    #[error("It is {other}'s turn.")]
    NotYourTurn {
        /// The player to move.
        other: String,
    },
    /// A key that only plays, once the game is over.
    #[error("The game is over: n asks for another game, q goes back to the lobby.")]
    GameOver,
    /// A rematch asked of a player who has gone.
    #[error("{other} has left this table: q goes back to the lobby.")]
    OtherGone {
        /// The player who left.
        other: String,
    },
    /// An offer already waiting for the other player's answer.
    #[error("You asked already: {other} answers with y.")]
    AlreadyAsked {
        /// Who is asked.
        other: String,
    },
    /// A key the table does not use: take-backs and saves are the hot
    /// seat's, where they overrule nobody.
    #[error("At a classroom table: ← → Enter or a digit plays, e offers to end, q leaves.")]
    NotATableKey,
    /// A key that plays, while the teacher has paused the class.
    #[error("The teacher has paused the class: wait for them to go on.")]
    ClassPaused,
    /// A key the demo does not use.
    #[error("Your demo: Space pause · . step · 1 2 levels · + - speed · n new game · q lobby")]
    DemoKeys,
}
