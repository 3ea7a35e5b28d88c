//! The lesson as its events make it: a pure fold, with no clock, lock,
//! file or thread, from which the room is rebuilt after a crash: the
//! class's own facts ([`ClassFacts`], which the live room folds too),
//! every table with its game, the games ended and the tournament.

use std::collections::BTreeMap;

use crate::engine::{ByPlayer, Game, Move, Player};
use crate::game::{Choice, EndedGame, TableId};
use crate::record::Ending;

use super::class_facts::{Applied, ClassFacts};
use super::event::{Event, Finish, TournamentFacts};

/// A lesson folded from its journal.
#[derive(Clone, Debug)]
pub struct Lesson {
    /// Where its records and CSV files are written.
    pub records: Option<String>,
    /// The class's own facts: who came, the marks, the message, the
    /// pause, the work, who was sent out, what each learned.
    pub class: ClassFacts,
    /// Every table opened, by number.
    pub tables: BTreeMap<TableId, KeptTable>,
    /// The number the next table gets.
    pub next_table: TableId,
    /// The games that ended, oldest first, each with when it ended
    /// (milliseconds since the Unix epoch).
    pub ended: Vec<(EndedGame, i64)>,
    /// The class tournament, once started.
    pub tournament: Option<TournamentFacts>,
    /// Events that did not fit the lesson as folded so far (a move at a
    /// table that had closed, say): none, in a journal this wari wrote.
    pub skipped: usize,
}

/// A table as the journal left it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptTable {
    /// What it plays.
    pub choice: Choice,
    /// The tournament round its game counts for.
    pub round: Option<usize>,
    /// Its game, once one began.
    pub game: Option<KeptGame>,
}

/// A table's game as the journal left it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptGame {
    /// The names at its seats.
    pub names: ByPlayer<String>,
    /// Who moved first.
    pub first: Player,
    /// The moves, in order.
    pub moves: Vec<Move>,
    /// The game as the moves leave it.
    pub game: Game,
    /// Whether it has ended.
    pub over: bool,
}

impl Default for Lesson {
    fn default() -> Lesson {
        Lesson {
            records: None,
            class: ClassFacts::default(),
            tables: BTreeMap::new(),
            next_table: 1,
            ended: Vec::new(),
            tournament: None,
            skipped: 0,
        }
    }
}

impl Lesson {
    /// The lesson that `events` make.
    pub fn fold<'a>(events: impl IntoIterator<Item = &'a Event>) -> Lesson {
        let mut lesson = Lesson::default();
        for event in events {
            if lesson.apply(event).is_none() {
                lesson.skipped += 1;
            }
        }
        lesson
    }

    /// The lesson after `event`; `None` when the event does not fit it,
    /// which leaves the lesson as it was.
    pub fn apply(&mut self, event: &Event) -> Option<()> {
        match self.class.apply(event) {
            Applied::Yes => return Some(()),
            Applied::Skipped => return None,
            Applied::NotTheClass => {}
        }
        match event {
            Event::Began { records } => self.records = Some(records.clone()),
            Event::TableOpened {
                table,
                variant,
                rules,
                mode,
                players,
                round,
            } => self.opened(*table, choice(variant, *rules, *mode, *players), *round),
            &Event::GameBegan {
                table,
                ref names,
                first,
            } => self.began(table, names, first)?,
            &Event::Moved { table, pit } => self.moved(table, pit)?,
            &Event::GameEnded {
                table,
                finish,
                computer,
                sent_out,
                finished,
            } => self.game_ended(table, finish, computer, sent_out, finished)?,
            Event::Tournament(facts) => self.tournament = Some(facts.clone()),
            // The class's own, applied above.
            Event::Entered { .. }
            | Event::Marked { .. }
            | Event::Message { .. }
            | Event::Paused { .. }
            | Event::SentOut { .. }
            | Event::WorkSet { .. }
            | Event::Learned { .. } => {}
        }
        Some(())
    }

    fn opened(&mut self, table: TableId, choice: Choice, round: Option<usize>) {
        self.next_table = self.next_table.max(table + 1);
        let kept = KeptTable {
            choice,
            round,
            game: None,
        };
        self.tables.insert(table, kept);
    }

    fn began(&mut self, table: TableId, names: &[String; 2], first: Player) -> Option<()> {
        let kept = self.tables.get_mut(&table)?;
        kept.game = Some(KeptGame {
            names: ByPlayer::new(names[0].clone(), names[1].clone()),
            first,
            moves: Vec::new(),
            game: Game::new(kept.choice.rules, first),
            over: false,
        });
        Some(())
    }

    fn moved(&mut self, table: TableId, pit: u8) -> Option<()> {
        let kept = self.tables.get_mut(&table)?.game.as_mut()?;
        let m = Move::new(usize::from(pit))?;
        kept.game.play(m).ok()?;
        kept.moves.push(m);
        Some(())
    }

    fn game_ended(
        &mut self,
        table: TableId,
        finish: Finish,
        computer: [Option<crate::search::Level>; 2],
        sent_out: Option<Player>,
        finished: i64,
    ) -> Option<()> {
        let kept = self.tables.get_mut(&table)?;
        let game = kept.game.as_mut().filter(|g| !g.over)?;
        let ending = match finish {
            Finish::Moves => Ending::Played(game.game.outcome()?),
            Finish::Agreement => Ending::Played(game.game.clone().agree_to_end()),
            Finish::Abandoned => Ending::Abandoned {
                stores: game.game.position().stores(),
            },
        };
        game.over = true;
        let ended = EndedGame {
            table,
            names: game.names.clone(),
            computer: ByPlayer::new(computer[0], computer[1]),
            variant: kept.choice.variant.clone(),
            rules: kept.choice.rules,
            mode: kept.choice.mode,
            first: game.first,
            moves: game.moves.clone(),
            ending,
            round: kept.round,
            sent_out,
        };
        self.ended.push((ended, finished));
        Some(())
    }
}

/// What a table plays.
fn choice(
    variant: &str,
    rules: crate::engine::Rules,
    mode: crate::setup::Mode,
    players: crate::game::Players,
) -> Choice {
    Choice {
        variant: variant.to_owned(),
        rules,
        mode,
        players,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;
    use crate::game::Players;
    use crate::setup::Mode;

    fn opened(table: TableId) -> Event {
        Event::TableOpened {
            table,
            variant: "kids-and-caboodles".into(),
            rules: Rules::kids_and_caboodles(),
            mode: Mode::Sorry,
            players: Players::Students,
            round: None,
        }
    }

    fn began(table: TableId) -> Event {
        Event::GameBegan {
            table,
            names: ["ama".into(), "kofi".into()],
            first: Player::South,
        }
    }

    fn moved(table: TableId, pit: u8) -> Event {
        Event::Moved { table, pit }
    }

    #[test]
    fn a_game_agreed_after_c_f_a_e_ends_27_to_21_as_the_rows_go_to_their_owners() {
        // C f A e, Kofi's e taking 3 from C, then agreed: each row goes to
        // its owner, 27 to Ama and 3+18 to Kofi (RULES.md 3.4).
        let events = [
            opened(2),
            began(2),
            moved(2, 3),
            moved(2, 6),
            moved(2, 1),
            moved(2, 5),
            Event::GameEnded {
                table: 2,
                finish: Finish::Agreement,
                computer: [None, None],
                sent_out: None,
                finished: 1_795_428_900_000,
            },
        ];
        let lesson = Lesson::fold(&events);
        assert_eq!(lesson.skipped, 0);
        assert_eq!(lesson.next_table, 3);
        let (game, finished) = &lesson.ended[0];
        assert_eq!(*finished, 1_795_428_900_000);
        assert_eq!(game.ending.score(), "27-21");
        assert_eq!(game.plies(), 4);
        assert!(lesson.tables[&2].game.as_ref().is_some_and(|g| g.over));
    }

    #[test]
    fn an_event_that_does_not_fit_is_counted_and_changes_nothing() {
        let events = [
            opened(1),
            began(1),
            // No pit 9 on a board of six; no table 7; no game at table 3.
            moved(1, 9),
            moved(7, 1),
            opened(3),
            moved(3, 1),
            moved(1, 3),
        ];
        let lesson = Lesson::fold(&events);
        assert_eq!(lesson.skipped, 3);
        let game = lesson.tables[&1].game.as_ref().expect("a game");
        assert_eq!(game.moves.len(), 1, "the one legal move");
    }
}
