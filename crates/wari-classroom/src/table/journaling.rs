//! What a table tells the lesson's journal: a game begun, each move, a
//! game ended. Each is committed before the table's screens are redrawn,
//! so nobody sees a move that a crash could take back.

use std::time::SystemTime;

use crate::engine::EndReason;
use crate::engine::Player;
use crate::journal::{Event, Finish, millis};
use crate::record::Ending;

use super::state::Note;
use super::{EndedGame, Inner, Table};

impl Table {
    /// Journals the game the notes say began, then the moves played since
    /// the journal last heard, in order.
    pub(super) fn journal_play(&self, inner: &mut Inner, notes: &[Note]) {
        let Some(journal) = &self.journal else {
            return;
        };
        for note in notes {
            if let Note::Started { names, first } = note {
                journal(&Event::GameBegan {
                    table: self.id,
                    names: Player::ALL.map(|p| names[p].clone()),
                    first: *first,
                });
                inner.journaled = 0;
            }
        }
        let Some(game) = inner.state.game.as_ref() else {
            return;
        };
        let played = game.played();
        for ply in played.iter().skip(inner.journaled) {
            let number = ply.report.played().number();
            journal(&Event::Moved {
                table: self.id,
                pit: u8::try_from(number).unwrap_or(u8::MAX),
            });
        }
        inner.journaled = played.len();
    }

    /// Journals how `game` ended, at `finished`.
    pub(super) fn journal_end(&self, game: &EndedGame, finished: SystemTime) {
        let Some(journal) = &self.journal else {
            return;
        };
        let finish = match game.ending {
            Ending::Abandoned { .. } => Finish::Abandoned,
            Ending::Played(outcome) if outcome.reason() == EndReason::Agreement => {
                Finish::Agreement
            }
            Ending::Played(_) => Finish::Moves,
        };
        journal(&Event::GameEnded {
            table: self.id,
            finish,
            computer: Player::ALL.map(|p| game.computer[p]),
            sent_out: game.sent_out,
            finished: millis(finished),
        });
    }
}
