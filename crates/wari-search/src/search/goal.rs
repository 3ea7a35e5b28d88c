//! What the computer plays for, and how well: the goal of the way to play
//! (RULES.md 5) and the strength a player picks.

/// What the search maximises.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Sorry Wari: finish with more seeds than the opponent. Each player
    /// maximises their own margin (negamax).
    #[default]
    Win,
    /// Win-Win Wari: both players work together for equal stores at the
    /// end. Both maximise the same score, minus the final gap.
    Balance,
}

impl Goal {
    /// Both goals, for tests and help screens.
    pub const ALL: [Goal; 2] = [Goal::Win, Goal::Balance];

    /// The name on the command line and in the engine protocol.
    pub const fn name(self) -> &'static str {
        match self {
            Goal::Win => "win",
            Goal::Balance => "balance",
        }
    }

    /// Whether both players maximise the same score, so a child's score is
    /// the parent's as it stands instead of negated.
    pub(super) const fn shared(self) -> bool {
        matches!(self, Goal::Balance)
    }
}

/// How strong the computer plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Level {
    /// For a child: looks one or two plies ahead and misjudges moves by up to
    /// a seed and a half, so it misses captures now and then and falls for
    /// simple traps; the same seed gives the same mistakes.
    Easy,
    /// For a casual player: no mistakes, but it looks only five plies ahead.
    Medium,
    /// Full strength in the time it is given.
    #[default]
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The name `computer:LEVEL` takes.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// One line for `--help` and menus.
    pub const fn description(self) -> &'static str {
        match self {
            Level::Easy => "looks a move or two ahead and makes a child's mistakes",
            Level::Medium => "makes no mistakes but looks only five plies ahead",
            Level::Hard => "plays at full strength in the time it is given",
        }
    }
}

/// A name that is not a [`Goal`] or [`Level`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown {kind} {name:?}; expected one of {expected}")]
pub struct UnknownName {
    kind: &'static str,
    name: String,
    expected: &'static str,
}

impl std::str::FromStr for Goal {
    type Err = UnknownName;

    fn from_str(s: &str) -> Result<Goal, UnknownName> {
        Goal::ALL
            .into_iter()
            .find(|g| g.name() == s)
            .ok_or_else(|| UnknownName {
                kind: "goal",
                name: s.to_owned(),
                expected: "win, balance",
            })
    }
}

impl std::str::FromStr for Level {
    type Err = UnknownName;

    fn from_str(s: &str) -> Result<Level, UnknownName> {
        Level::ALL
            .into_iter()
            .find(|l| l.name() == s)
            .ok_or_else(|| UnknownName {
                kind: "level",
                name: s.to_owned(),
                expected: "easy, medium, hard",
            })
    }
}

impl std::fmt::Display for Goal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back() {
        for level in Level::ALL {
            assert_eq!(level.to_string().parse::<Level>(), Ok(level));
        }
        for goal in Goal::ALL {
            assert_eq!(goal.to_string().parse::<Goal>(), Ok(goal));
        }
    }

    #[test]
    fn an_unknown_level_lists_the_known_ones() {
        let error = "expert".parse::<Level>().unwrap_err().to_string();
        assert_eq!(
            error,
            "unknown level \"expert\"; expected one of easy, medium, hard"
        );
    }
}
