//! What a game at a classroom table counts for, decided here once: the
//! player's end screen, the lobby, the console's tabs, `results.csv`, the
//! lesson's summary and the records all read it, so none can say one
//! thing while another counts something else.
//!
//! A friendly game counts for itself: its result as the rules ended it,
//! and nobody wins one left unfinished (PLAYING.md). A game of a class
//! tournament's round counts for that round: there the fuller store takes
//! the point of a game left unfinished, level stores draw (CLASSROOM.md),
//! since every game of a round must have a result. A table plays one
//! game of a pairing, so no later game at it can count instead.

use std::cmp::Ordering;
use std::fmt;

use wari_tournament::GameResult;
use wari_words::tr;

use crate::app::{Unfinished, narrate};
use crate::engine::{ByPlayer, EndReason, Player, Stuck};
use crate::record::Ending;
use crate::setup::Goal;

/// A game that ended at a table and what it counts for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counted {
    /// How the game ended, with its stores.
    pub ending: Ending,
    /// The players' names, by seat.
    pub names: ByPlayer<String>,
    /// What the players were playing for.
    pub goal: Goal,
    /// The tournament round the game was played in; `None` for a
    /// friendly game.
    pub round: Option<usize>,
    /// The player sent out of the classroom, whose going ended the game:
    /// in a tournament they forfeit it, whatever the stores.
    pub sent_out: Option<Player>,
}

impl Counted {
    /// The rule a game left unfinished is decided by.
    pub fn rule(round: Option<usize>) -> Unfinished {
        match round {
            Some(_) => Unfinished::ByStores,
            None => Unfinished::NoWinner,
        }
    }

    /// What the game gives its round of the tournament: the fuller store
    /// wins, level stores draw, whether the rules ended the game or it was
    /// left unfinished; but a player sent out forfeits. `None` for a
    /// friendly game.
    pub fn result(&self) -> Option<GameResult> {
        self.round?;
        match self.sent_out {
            Some(Player::South) => return Some(GameResult::NorthWins),
            Some(Player::North) => return Some(GameResult::SouthWins),
            None => {}
        }
        let stores = self.ending.stores();
        Some(match stores[Player::South].cmp(&stores[Player::North]) {
            Ordering::Greater => GameResult::SouthWins,
            Ordering::Less => GameResult::NorthWins,
            Ordering::Equal => GameResult::Draw,
        })
    }

    /// The result in a few words, in the reader's language: "esi won
    /// 25-23", "left unfinished at 21-23: esi takes the point by the
    /// stores", "left unfinished at 12-10: nobody wins".
    pub fn words(&self) -> String {
        if let (Some(_), Some(gone)) = (self.round, self.sent_out) {
            return tr!(
                "table-counted-sent-out",
                gone = self.names[gone].as_str(),
                name = self.names[!gone].as_str()
            );
        }
        let names = ByPlayer::new(
            self.names[Player::South].as_str(),
            self.names[Player::North].as_str(),
        );
        narrate::short_result(self.ending, names, self.goal, Counted::rule(self.round))
    }

    /// What the game counted for, as `results.csv`'s `counted` column
    /// says it: `friendly`, or the round and the points South and North
    /// took in it (`round 2: 1-0`, `round 3: 0.5-0.5`).
    pub fn column(&self) -> String {
        let (Some(round), Some(result)) = (self.round, self.result()) else {
            return "friendly".to_owned();
        };
        let points = match result {
            GameResult::SouthWins => "1-0",
            GameResult::NorthWins => "0-1",
            GameResult::Draw => "0.5-0.5",
        };
        format!("round {round}: {points}")
    }
}

impl fmt::Display for Counted {
    /// The result in a few words, with why it ended when a rule or an
    /// agreement ended it: "ama won 27-21 (more than half the seeds are
    /// in one store)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = self.words();
        match self.ending {
            Ending::Played(outcome) => f.write_str(&tr!(
                "table-result-why",
                result = words,
                reason = reason(outcome.reason()),
            )),
            Ending::Abandoned { .. } => f.write_str(&words),
        }
    }
}

/// Why a game ended, as the catalogs' selectors name it.
fn reason(reason: EndReason) -> &'static str {
    match reason {
        EndReason::Majority => "majority",
        EndReason::Split => "split",
        EndReason::Repetition => "repetition",
        EndReason::NoMoves(Stuck::EmptyRow) => "empty-row",
        EndReason::NoMoves(Stuck::CannotFeed) => "cannot-feed",
        EndReason::Agreement => "agreement",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn left_at(south: u16, north: u16, round: Option<usize>) -> Counted {
        Counted {
            ending: Ending::Abandoned {
                stores: ByPlayer::new(south, north),
            },
            names: ByPlayer::new("ama".into(), "esi".into()),
            goal: Goal::Compete,
            round,
            sent_out: None,
        }
    }

    #[test]
    fn a_tournament_game_left_unfinished_goes_to_the_fuller_store() {
        let game = left_at(21, 23, Some(2));
        assert_eq!(game.result(), Some(GameResult::NorthWins));
        assert_eq!(
            game.words(),
            "left unfinished at 21-23: esi takes the point by the stores"
        );
        assert_eq!(game.column(), "round 2: 0-1");
        let level = left_at(12, 12, Some(1));
        assert_eq!(level.result(), Some(GameResult::Draw));
        assert_eq!(
            level.words(),
            "left unfinished at 12-12: a draw by the stores"
        );
        assert_eq!(level.column(), "round 1: 0.5-0.5");
    }

    #[test]
    fn a_tournament_player_sent_out_forfeits_whatever_the_stores() {
        let game = Counted {
            sent_out: Some(Player::North),
            ..left_at(21, 23, Some(2))
        };
        assert_eq!(game.result(), Some(GameResult::SouthWins));
        assert_eq!(game.words(), "esi was sent out: ama takes the point");
        assert_eq!(game.column(), "round 2: 1-0");
        let friendly = Counted {
            round: None,
            ..game
        };
        assert_eq!(friendly.words(), "left unfinished at 21-23: nobody wins");
    }

    #[test]
    fn a_friendly_game_left_unfinished_has_no_winner() {
        let game = left_at(21, 23, None);
        assert_eq!(game.result(), None);
        assert_eq!(game.words(), "left unfinished at 21-23: nobody wins");
        assert_eq!(game.column(), "friendly");
    }
}
