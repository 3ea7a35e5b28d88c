//! The knobs that make a variant: board size, seeds and the two end rules.

use std::fmt;

use super::pit::MAX_PITS_PER_SIDE;

/// The fewest pits a side the engine supports.
pub const MIN_PITS_PER_SIDE: usize = 2;

/// The fewest seeds a pit may start with.
pub const MIN_SEEDS_PER_PIT: usize = 1;

/// The most seeds a pit may start with.
pub const MAX_SEEDS_PER_PIT: usize = 24;

/// What happens to a grand slam: a capture that would take every seed on the
/// opponent's row (RULES.md 2.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GrandSlam {
    /// Allowed; it captures as usual.
    Capture,
    /// Allowed; the sowing stands but nothing is captured (Warri Society,
    /// OpenSpiel).
    NoCapture,
    /// Illegal while the mover has another legal move; when every legal move
    /// is a grand slam, it captures as usual (Kids and Caboodles, Traditional).
    ForbiddenUnlessOnlyMove,
    /// Illegal while the mover has another legal move; when every legal move
    /// is a grand slam, it captures nothing (Dutch leaflet).
    Forbidden,
}

impl GrandSlam {
    /// Every value, so tests and help screens can loop over them.
    pub const ALL: [GrandSlam; 4] = [
        GrandSlam::Capture,
        GrandSlam::NoCapture,
        GrandSlam::ForbiddenUnlessOnlyMove,
        GrandSlam::Forbidden,
    ];

    /// The name used in `rules.toml`.
    pub const fn name(self) -> &'static str {
        match self {
            GrandSlam::Capture => "capture",
            GrandSlam::NoCapture => "no-capture",
            GrandSlam::ForbiddenUnlessOnlyMove => "forbidden-unless-only-move",
            GrandSlam::Forbidden => "forbidden",
        }
    }

    /// Whether a grand slam is refused while another legal move exists.
    pub const fn is_forbidden(self) -> bool {
        matches!(
            self,
            GrandSlam::ForbiddenUnlessOnlyMove | GrandSlam::Forbidden
        )
    }

    /// Whether a grand slam that is played captures its seeds.
    pub const fn captures(self) -> bool {
        matches!(
            self,
            GrandSlam::Capture | GrandSlam::ForbiddenUnlessOnlyMove
        )
    }
}

impl std::fmt::Display for GrandSlam {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

crate::by_name!(GrandSlam);

/// A knob outside the range the engine supports. The value is kept as wide
/// as a file or a flag may write it, so the message repeats what was given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// `pits_per_side` is not between 2 and 12.
    PitsPerSide(i64),
    /// `seeds_per_pit` is not between 1 and 24.
    SeedsPerPit(i64),
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::PitsPerSide(pits) => write!(
                f,
                "pits_per_side must be from {MIN_PITS_PER_SIDE} to {MAX_PITS_PER_SIDE}, not {pits}"
            ),
            RulesError::SeedsPerPit(seeds) => write!(
                f,
                "seeds_per_pit must be from {MIN_SEEDS_PER_PIT} to {MAX_SEEDS_PER_PIT}, not {seeds}"
            ),
        }
    }
}

impl std::error::Error for RulesError {}

impl RulesError {
    /// The knob that is wrong, as [`RawRules`] and the files name it.
    pub const fn key(&self) -> &'static str {
        match self {
            RulesError::PitsPerSide(_) => "pits_per_side",
            RulesError::SeedsPerPit(_) => "seeds_per_pit",
        }
    }
}

/// The rules as a file, JSON or a flag gives them, before any check: the
/// numbers as wide as TOML and JSON read them, so that a value out of range
/// is reported as such rather than as a type error. `Rules::try_from` is
/// the one check every such place goes through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(deny_unknown_fields)
)]
pub struct RawRules {
    /// Pits in each row.
    pub pits_per_side: i64,
    /// Seeds each pit starts with.
    pub seeds_per_pit: i64,
    /// What a grand slam does.
    pub grand_slam: GrandSlam,
    /// Whether holding more than half the seeds ends the game.
    pub majority_ends: bool,
}

impl From<Rules> for RawRules {
    fn from(rules: Rules) -> RawRules {
        RawRules {
            pits_per_side: rules.pits_per_side.into(),
            seeds_per_pit: rules.seeds_per_pit.into(),
            grand_slam: rules.grand_slam,
            majority_ends: rules.majority_ends,
        }
    }
}

impl TryFrom<RawRules> for Rules {
    type Error = RulesError;

    fn try_from(raw: RawRules) -> Result<Rules, RulesError> {
        let pits = check_pits_per_side(raw.pits_per_side)?;
        let seeds = check_seeds_per_pit(raw.seeds_per_pit)?;
        Rules::new(pits, seeds, raw.grand_slam, raw.majority_ends)
    }
}

/// `pits_per_side` as a file or a flag writes it, checked alone, so that
/// a file with both numbers wrong is told of both at once.
pub fn check_pits_per_side(pits_per_side: i64) -> Result<u8, RulesError> {
    u8::try_from(pits_per_side)
        .ok()
        .filter(|&pits| (MIN_PITS_PER_SIDE..=MAX_PITS_PER_SIDE).contains(&usize::from(pits)))
        .ok_or(RulesError::PitsPerSide(pits_per_side))
}

/// `seeds_per_pit` as a file or a flag writes it, checked alone, as
/// [`check_pits_per_side`].
pub fn check_seeds_per_pit(seeds_per_pit: i64) -> Result<u8, RulesError> {
    u8::try_from(seeds_per_pit)
        .ok()
        .filter(|&seeds| (MIN_SEEDS_PER_PIT..=MAX_SEEDS_PER_PIT).contains(&usize::from(seeds)))
        .ok_or(RulesError::SeedsPerPit(seeds_per_pit))
}

/// A checked set of rules: a `Rules` value is always playable. With serde
/// it reads and writes as [`RawRules`], checked on the way in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(into = "RawRules", try_from = "RawRules")
)]
pub struct Rules {
    pits_per_side: u8,
    seeds_per_pit: u8,
    grand_slam: GrandSlam,
    majority_ends: bool,
}

impl Rules {
    /// Checks the board size and seeds and builds the rules. A file's or a
    /// flag's wider numbers come through [`RawRules`].
    pub fn new(
        pits_per_side: u8,
        seeds_per_pit: u8,
        grand_slam: GrandSlam,
        majority_ends: bool,
    ) -> Result<Rules, RulesError> {
        check_pits_per_side(pits_per_side.into())?;
        check_seeds_per_pit(seeds_per_pit.into())?;
        Ok(Rules {
            pits_per_side,
            seeds_per_pit,
            grand_slam,
            majority_ends,
        })
    }

    /// The rules of the default variant, Kids and Caboodles (RULES.md 4).
    pub const fn kids_and_caboodles() -> Rules {
        Rules {
            pits_per_side: 6,
            seeds_per_pit: 4,
            grand_slam: GrandSlam::ForbiddenUnlessOnlyMove,
            majority_ends: false,
        }
    }

    /// The Warri Society rules, which OpenSpiel's `oware` follows exactly.
    pub const fn warri_society() -> Rules {
        Rules {
            pits_per_side: 6,
            seeds_per_pit: 4,
            grand_slam: GrandSlam::NoCapture,
            majority_ends: true,
        }
    }

    /// Pits in each row, `n`.
    pub const fn pits_per_side(self) -> usize {
        self.pits_per_side as usize
    }

    /// Seeds each pit starts with.
    pub const fn seeds_per_pit(self) -> usize {
        self.seeds_per_pit as usize
    }

    /// Seeds in the game, `T = 2 x pits x seeds`.
    pub const fn total_seeds(self) -> usize {
        2 * self.pits_per_side() * self.seeds_per_pit()
    }

    /// What a grand slam does.
    pub const fn grand_slam(self) -> GrandSlam {
        self.grand_slam
    }

    /// Whether holding more than half the seeds ends the game (RULES.md 3.1).
    pub const fn majority_ends(self) -> bool {
        self.majority_ends
    }

    /// The same rules on another board size; checked like [`Rules::new`].
    pub fn with_pits_per_side(self, pits_per_side: u8) -> Result<Rules, RulesError> {
        Rules::new(
            pits_per_side,
            self.seeds_per_pit,
            self.grand_slam,
            self.majority_ends,
        )
    }

    /// The same rules with another number of seeds a pit.
    pub fn with_seeds_per_pit(self, seeds_per_pit: u8) -> Result<Rules, RulesError> {
        Rules::new(
            self.pits_per_side,
            seeds_per_pit,
            self.grand_slam,
            self.majority_ends,
        )
    }
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::kids_and_caboodles()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn raw(pits_per_side: i64, seeds_per_pit: i64) -> RawRules {
        RawRules {
            pits_per_side,
            seeds_per_pit,
            ..Rules::default().into()
        }
    }

    #[test]
    fn raw_numbers_past_the_engines_are_refused_as_written() {
        for pits in [-3, 0, 13, 258, i64::MAX] {
            assert_eq!(
                Rules::try_from(raw(pits, 4)),
                Err(RulesError::PitsPerSide(pits))
            );
        }
        for seeds in [-1, 0, 25, 260, i64::MIN] {
            assert_eq!(
                Rules::try_from(raw(6, seeds)),
                Err(RulesError::SeedsPerPit(seeds))
            );
        }
        assert_eq!(RulesError::SeedsPerPit(0).key(), "seeds_per_pit");
    }

    #[test]
    fn the_raw_form_of_rules_checks_back_to_the_same_rules() {
        for grand_slam in GrandSlam::ALL {
            let rules = Rules::new(12, 24, grand_slam, true).expect("the largest board");
            assert_eq!(Rules::try_from(RawRules::from(rules)), Ok(rules));
        }
        assert_eq!(Rules::try_from(raw(2, 1)).map(Rules::total_seeds), Ok(4));
    }

    #[test]
    fn each_knob_is_checked_alone_so_a_file_hears_of_both() {
        assert_eq!(check_pits_per_side(13), Err(RulesError::PitsPerSide(13)));
        assert_eq!(check_seeds_per_pit(25), Err(RulesError::SeedsPerPit(25)));
        assert_eq!(check_pits_per_side(12), Ok(12));
        assert_eq!(check_seeds_per_pit(1), Ok(1));
    }

    #[cfg(feature = "serde")]
    #[test]
    fn rules_read_back_from_json_as_their_raw_form_and_are_checked() {
        let rules = Rules::new(6, 4, GrandSlam::NoCapture, true).expect("Oware's rules");
        let json = serde_json::to_string(&rules).expect("rules as JSON");
        assert_eq!(
            json,
            r#"{"pits_per_side":6,"seeds_per_pit":4,"grand_slam":"no-capture","majority_ends":true}"#
        );
        assert_eq!(serde_json::from_str::<Rules>(&json).ok(), Some(rules));
        let thirteen = json.replace(":6,", ":13,");
        assert!(serde_json::from_str::<Rules>(&thirteen).is_err());
    }
}
