//! The knobs that make a variant: board size, seeds and the two end rules.

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

super::by_name!(GrandSlam);

/// A knob outside the range the engine supports.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    /// `pits_per_side` is not between 2 and 12.
    #[error("pits_per_side must be from {MIN_PITS_PER_SIDE} to {MAX_PITS_PER_SIDE}, not {0}")]
    PitsPerSide(i64),
    /// `seeds_per_pit` is not between 1 and 24.
    #[error("seeds_per_pit must be from {MIN_SEEDS_PER_PIT} to {MAX_SEEDS_PER_PIT}, not {0}")]
    SeedsPerPit(i64),
}

/// A checked set of rules: a `Rules` value is always playable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    pits_per_side: u8,
    seeds_per_pit: u8,
    grand_slam: GrandSlam,
    majority_ends: bool,
}

impl Rules {
    /// Checks the board size and seeds and builds the rules.
    pub fn new(
        pits_per_side: i64,
        seeds_per_pit: i64,
        grand_slam: GrandSlam,
        majority_ends: bool,
    ) -> Result<Rules, RulesError> {
        let pits_range = MIN_PITS_PER_SIDE as i64..=MAX_PITS_PER_SIDE as i64;
        let seeds_range = MIN_SEEDS_PER_PIT as i64..=MAX_SEEDS_PER_PIT as i64;
        if !pits_range.contains(&pits_per_side) {
            return Err(RulesError::PitsPerSide(pits_per_side));
        }
        if !seeds_range.contains(&seeds_per_pit) {
            return Err(RulesError::SeedsPerPit(seeds_per_pit));
        }
        Ok(Rules {
            pits_per_side: pits_per_side as u8,
            seeds_per_pit: seeds_per_pit as u8,
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
    pub fn with_pits_per_side(self, pits_per_side: i64) -> Result<Rules, RulesError> {
        Rules::new(
            pits_per_side,
            self.seeds_per_pit as i64,
            self.grand_slam,
            self.majority_ends,
        )
    }

    /// The same rules with another number of seeds a pit.
    pub fn with_seeds_per_pit(self, seeds_per_pit: i64) -> Result<Rules, RulesError> {
        Rules::new(
            self.pits_per_side as i64,
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
