//! Why a table says no to one student: each refusal is shown to that
//! student alone, in words meant for them, in their language.

use std::fmt;

use wari_words::tr;

use super::TableId;

/// What a table refuses a student, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The demo is run by the student who opened it (or the teacher).
    SomeonesDemo {
        /// The table.
        table: TableId,
        /// Who opened the demo.
        host: String,
    },
    /// Both seats are taken.
    Full {
        /// The table.
        table: TableId,
    },
    /// A spectator's key, other than leaving or help.
    Watching,
    /// A key before the second player sat down.
    NoGameYet,
    /// A move on the other player's turn.
    NotYourTurn {
        /// The player to move.
        other: String,
    },
    /// A key that only plays, once the game is over.
    GameOver,
    /// A rematch asked of a player who has gone.
    OtherGone {
        /// The player who left.
        other: String,
    },
    /// An offer already waiting for the other player's answer.
    AlreadyAsked {
        /// Who is asked.
        other: String,
    },
    /// `n` pressed by the player asked for another game, who answers
    /// with their yes key: no key both asks and answers.
    AnswerWithYes {
        /// Who asked.
        other: String,
    },
    /// A key the table does not use: take-backs and saves are the hot
    /// seat's, where they overrule nobody.
    NotATableKey,
    /// A key that plays, while the teacher has paused the class.
    ClassPaused,
    /// A key the demo does not use.
    DemoKeys,
    /// Another game asked for at a tournament table, where the game
    /// played is the one that counts for the round.
    NoRematch {
        /// The round the game counted for.
        round: usize,
    },
    /// `e` in a Win-Win game before each player has moved once.
    TooEarlyToStop,
    /// A hint asked for in a tournament game, which the players play on
    /// their own.
    NoHint,
}

impl fmt::Display for Refusal {
    /// The refusal in the reader's words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = match self {
            Refusal::SomeonesDemo { table, host } => tr!(
                "table-refused-someones-demo",
                table = *table,
                host = host.as_str()
            ),
            Refusal::Full { table } => tr!("table-refused-full", table = *table),
            Refusal::Watching => tr!("table-refused-watching"),
            Refusal::NoGameYet => tr!("table-refused-no-game-yet"),
            Refusal::NotYourTurn { other } => {
                tr!("table-refused-not-your-turn", other = other.as_str())
            }
            Refusal::GameOver => tr!("table-refused-game-over"),
            Refusal::OtherGone { other } => tr!("table-refused-other-gone", other = other.as_str()),
            Refusal::AlreadyAsked { other } => {
                tr!("table-refused-already-asked", other = other.as_str())
            }
            Refusal::AnswerWithYes { other } => {
                tr!("table-refused-answer-yes", other = other.as_str())
            }
            Refusal::NotATableKey => tr!("table-refused-not-a-table-key"),
            Refusal::ClassPaused => tr!("table-refused-class-paused"),
            Refusal::DemoKeys => tr!("table-refused-demo-keys"),
            Refusal::NoRematch { round } => tr!("table-refused-no-rematch", round = *round),
            Refusal::NoHint => tr!("table-refused-no-hint"),
            Refusal::TooEarlyToStop => tr!("board-refused-too-early-to-stop"),
        };
        f.write_str(&words)
    }
}

impl std::error::Error for Refusal {}
