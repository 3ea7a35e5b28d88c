//! How hard a puzzle is: how far ahead one must look to see its answer.

use wari_words::tr;

use crate::learn::OTHER;

/// A puzzle's grade, from the depth at which the answer first stands out.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Grade {
    /// Seen within the move and the reply: a capture now, or one to stop.
    Easy,
    /// Seen within two moves each.
    Medium,
    /// Needs three moves each or more.
    Hard,
}

impl Grade {
    /// Every grade, easiest first.
    pub const ALL: [Grade; 3] = [Grade::Easy, Grade::Medium, Grade::Hard];

    /// The grade of a puzzle whose answer stands out from `depth` plies on.
    pub const fn for_depth(depth: u32) -> Grade {
        match depth {
            0..=2 => Grade::Easy,
            3..=4 => Grade::Medium,
            _ => Grade::Hard,
        }
    }

    /// The name in the puzzle file: the same in every language.
    pub const fn name(self) -> &'static str {
        match self {
            Grade::Easy => "easy",
            Grade::Medium => "medium",
            Grade::Hard => "hard",
        }
    }

    /// The name on screen, in the reader's language.
    pub fn words(self) -> String {
        match self {
            Grade::Easy => tr!("puzzle-grade-easy"),
            Grade::Medium => tr!("puzzle-grade-medium"),
            Grade::Hard => tr!("puzzle-grade-hard"),
        }
    }

    /// What to look for, the first hint on a puzzle of this grade, in the
    /// reader's language.
    pub fn pointer(self) -> String {
        match self {
            Grade::Easy => tr!("puzzle-pointer-easy", them = OTHER),
            Grade::Medium => tr!("puzzle-pointer-medium", them = OTHER),
            Grade::Hard => tr!("puzzle-pointer-hard", them = OTHER),
        }
    }
}

impl std::str::FromStr for Grade {
    type Err = String;

    fn from_str(s: &str) -> Result<Grade, String> {
        Grade::ALL
            .into_iter()
            .find(|g| g.name() == s)
            .ok_or_else(|| format!("unknown grade {s:?}; expected easy, medium or hard"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn depths_one_and_two_are_easy_three_and_four_medium_beyond_hard() {
        let grades: Vec<Grade> = (1..=6).map(Grade::for_depth).collect();
        use Grade::*;
        assert_eq!(grades, [Easy, Easy, Medium, Medium, Hard, Hard]);
    }

    #[test]
    fn every_grade_reads_back_from_its_name() {
        for grade in Grade::ALL {
            assert_eq!(grade.name().parse::<Grade>(), Ok(grade));
        }
        assert!("tricky".parse::<Grade>().is_err());
    }
}
