//! A class over a term: every lesson of its journal folded, and each
//! student's lessons attended, games and what they learned, a row a
//! student, for `wari class report`.

use std::collections::BTreeMap;

use wari_tournament::GameResult;

use crate::engine::Player;
use crate::game::EndedGame;
use crate::record::Ending;
use crate::setup::name_key;

use super::Lesson;

/// The header of the term's report, as `--csv` writes it.
pub const TERM_HEADER: [&str; 9] = [
    "student",
    "lessons",
    "games",
    "wins",
    "draws",
    "losses",
    "unfinished",
    "lessons_finished",
    "puzzles_solved",
];

/// One student's term.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StudentTerm {
    /// Their name, as they last spelled it.
    pub name: String,
    /// The lessons they came to.
    pub lessons: usize,
    /// Their games against a classmate or the computer, each counted as
    /// it counted ([`Counted`](crate::counted::Counted)).
    pub games: Games,
    /// The lessons of the game they had finished by the last lesson.
    pub lessons_finished: usize,
    /// The puzzles they had solved by the last lesson.
    pub puzzles_solved: usize,
}

/// A student's games: won, drawn, lost, or left unfinished with no
/// winner.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Games {
    /// Games won.
    pub wins: usize,
    /// Games drawn.
    pub draws: usize,
    /// Games lost.
    pub losses: usize,
    /// Friendly games left unfinished: nobody won them.
    pub unfinished: usize,
}

impl Games {
    /// Every game played.
    pub fn played(self) -> usize {
        self.wins + self.draws + self.losses + self.unfinished
    }

    /// Counts one more game, gone as `went`.
    pub fn add(&mut self, went: Went) {
        match went {
            Went::Won => self.wins += 1,
            Went::Drawn => self.draws += 1,
            Went::Lost => self.losses += 1,
            Went::Unfinished => self.unfinished += 1,
        }
    }

    /// These games and `other`'s together.
    #[must_use]
    pub fn and(self, other: Games) -> Games {
        Games {
            wins: self.wins + other.wins,
            draws: self.draws + other.draws,
            losses: self.losses + other.losses,
            unfinished: self.unfinished + other.unfinished,
        }
    }

    /// Won, drawn and lost, as the console shows them: "2-0-1".
    pub fn short(self) -> String {
        format!("{}-{}-{}", self.wins, self.draws, self.losses)
    }
}

/// How a game went for one of its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Went {
    /// They won it.
    Won,
    /// Nobody won it, by the rules or by agreement.
    Drawn,
    /// They lost it.
    Lost,
    /// Left unfinished where that leaves no winner.
    Unfinished,
}

/// Each student who played `game` (not the computer), by name as the
/// game has it, with how it went for them as it counted.
pub fn went(game: &EndedGame) -> Vec<(&str, Went)> {
    let result = game.counted().result().or(match game.ending {
        Ending::Played(outcome) => Some(match outcome.winner() {
            Some(Player::South) => GameResult::SouthWins,
            Some(Player::North) => GameResult::NorthWins,
            None => GameResult::Draw,
        }),
        Ending::Abandoned { .. } => None,
    });
    Player::ALL
        .into_iter()
        .filter(|&player| game.computer[player].is_none())
        .map(|player| {
            let went = match (result, player) {
                (None, _) => Went::Unfinished,
                (Some(GameResult::Draw), _) => Went::Drawn,
                (Some(GameResult::SouthWins), Player::South)
                | (Some(GameResult::NorthWins), Player::North) => Went::Won,
                (Some(_), _) => Went::Lost,
            };
            (game.names[player].as_str(), went)
        })
        .collect()
}

impl StudentTerm {
    /// The report's row.
    pub fn row(&self) -> Vec<String> {
        let games = self.games;
        let numbers = [
            self.lessons,
            games.played(),
            games.wins,
            games.draws,
            games.losses,
            games.unfinished,
            self.lessons_finished,
            self.puzzles_solved,
        ];
        std::iter::once(self.name.clone())
            .chain(numbers.iter().map(usize::to_string))
            .collect()
    }
}

/// The term that `lessons` (oldest first) make: a row a student, by name
/// as names compare.
pub fn term(lessons: &[Lesson]) -> Vec<StudentTerm> {
    let mut students: BTreeMap<String, StudentTerm> = BTreeMap::new();
    for lesson in lessons {
        for (key, name) in &lesson.class.students {
            let student = students.entry(key.clone()).or_default();
            student.name = name.clone();
            student.lessons += 1;
        }
        for (key, learned) in &lesson.class.learned {
            let student = students.entry(key.clone()).or_default();
            student.name.clone_from(&learned.name);
            student.lessons_finished = learned.lessons_finished();
            student.puzzles_solved = learned.puzzles_solved();
        }
        for (game, _) in &lesson.ended {
            for (name, went) in went(game) {
                // A student let in; not a name forgotten since.
                if let Some(student) = students.get_mut(&name_key(name)) {
                    student.games.add(went);
                }
            }
        }
    }
    students.into_values().collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;
    use crate::game::Players;
    use crate::journal::{Event, Finish};
    use crate::setup::Mode;

    /// A lesson where ama (South) and kofi play C f A e at table 1 and
    /// the game ends as `finish` says.
    fn lesson(finish: Finish) -> Lesson {
        let mut events = vec![
            Event::Entered { name: "Ama".into() },
            Event::Entered {
                name: "kofi".into(),
            },
            Event::TableOpened {
                table: 1,
                variant: "kids-and-caboodles".into(),
                rules: Rules::kids_and_caboodles(),
                mode: Mode::Sorry,
                players: Players::Students,
                round: None,
            },
            Event::GameBegan {
                table: 1,
                names: ["Ama".into(), "kofi".into()],
                first: Player::South,
            },
        ];
        events.extend([3, 6, 1, 5].map(|pit| Event::Moved { table: 1, pit }));
        events.push(Event::GameEnded {
            table: 1,
            finish,
            computer: [None, None],
            sent_out: None,
            finished: 0,
        });
        Lesson::fold(&events)
    }

    #[test]
    fn a_term_counts_each_students_lessons_and_games_as_they_counted() {
        // Agreed after C f A e: 27-21 to Ama (RULES.md 3.4). Left there
        // unfinished at a friendly table: nobody won (PLAYING.md).
        let lessons = [lesson(Finish::Agreement), lesson(Finish::Abandoned)];
        let term = term(&lessons);
        let rows: Vec<Vec<String>> = term.iter().map(StudentTerm::row).collect();
        assert_eq!(
            rows,
            [
                ["Ama", "2", "2", "1", "0", "0", "1", "0", "0"],
                ["kofi", "2", "2", "0", "0", "1", "1", "0", "0"],
            ]
        );
        assert_eq!(TERM_HEADER.len(), rows[0].len());
    }
}
