//! What the solver has done, and its text in the puzzle file of the data
//! directory. Reading and writing the file is the edge's; this only turns
//! the text into a record and back, so a damaged file is told apart from
//! an empty one.

use std::collections::BTreeSet;

use super::{Grade, Rating};

/// How sure a puzzle's fixed rating is.
const PUZZLE_DEVIATION: f64 = 60.0;

/// The solver's record.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// Puzzles solved in a row without a wrong move or the answer shown.
    pub streak: u32,
    /// The longest such run so far.
    pub best_streak: u32,
    /// The hardest grade solved without help.
    pub hardest: Option<Grade>,
    /// The positions of the puzzles solved, in the one-line notation: a
    /// puzzle is known by its position, so a new set keeps what matches.
    pub solved: BTreeSet<String>,
    /// The solver's rating; a record from before ratings starts at the
    /// newcomer's.
    #[serde(default)]
    pub rating: Rating,
}

impl Record {
    /// Reads the file's text; an error means it is damaged.
    pub fn parse(text: &str) -> Result<Record, serde_json::Error> {
        serde_json::from_str(text)
    }

    /// The text to write to the file.
    pub fn to_text(&self) -> String {
        let mut text = serde_json::to_string_pretty(self).unwrap_or_default();
        text.push('\n');
        text
    }

    /// A puzzle of `grade` at `position` solved; `clean` when without a
    /// wrong move or the answer shown, which alone counts for the streak
    /// and the hardest.
    pub fn solve(&mut self, position: &str, grade: Grade, clean: bool) {
        self.solved.insert(position.to_owned());
        if clean {
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
            self.hardest = self.hardest.max(Some(grade));
        }
    }

    /// A wrong move or the answer shown: the streak starts again.
    pub fn break_streak(&mut self) {
        self.streak = 0;
    }

    /// A try at a puzzle rated `rating`: `solved` with no wrong move and
    /// no answer shown, or not; the rating moves by Glicko-2.
    pub fn rate(&mut self, rating: f64, solved: bool) {
        let score = if solved { 1.0 } else { 0.0 };
        self.rating = self.rating.after_game(rating, PUZZLE_DEVIATION, score);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clean_solves_build_the_streak_and_a_miss_ends_it_but_not_the_best() {
        let mut record = Record::default();
        record.solve("p1", Grade::Medium, true);
        record.solve("p2", Grade::Easy, true);
        record.break_streak();
        record.solve("p3", Grade::Hard, false);
        assert_eq!((record.streak, record.best_streak), (0, 2));
        assert_eq!(record.hardest, Some(Grade::Medium));
        assert_eq!(record.solved.len(), 3);
    }

    #[test]
    fn a_record_from_before_ratings_reads_with_a_newcomers_rating() {
        let old = r#"{"streak": 2, "best_streak": 3, "hardest": "easy", "solved": ["0 0 / s"]}"#;
        let record = Record::parse(old).expect("an old record");
        assert_eq!((record.streak, record.rating), (2, Rating::default()));
    }

    #[test]
    fn the_text_reads_back_and_a_stranger_is_refused() {
        let mut record = Record::default();
        record.solve("0 0 / s", Grade::Hard, true);
        assert_eq!(Record::parse(&record.to_text()).unwrap(), record);
        assert!(Record::parse("{\"streak\": \"many\"}").is_err());
        assert!(Record::parse("not json").is_err());
    }
}
