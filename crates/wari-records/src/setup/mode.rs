//! The three ways to play (RULES.md 5) and the goal each one sets.

/// What the players are trying to do together or against each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Finish with more seeds in your store than the other player.
    Compete,
    /// Finish with both stores equal: both win together.
    Cooperate,
}

/// One of Kids and Caboodles' three ways to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Sorry Wari: competitive, with hints that capture the most.
    Sorry,
    /// Win-Win Wari: co-operative, with hints that balance the stores.
    WinWin,
    /// Hurry Wari: a countdown each turn, no hints; `coop` picks Win-Win's
    /// goal instead of Sorry's.
    Hurry {
        /// Whether the players share Win-Win's goal.
        coop: bool,
    },
}

impl Mode {
    /// Every mode, in the order menus offer them.
    pub const ALL: [Mode; 4] = [
        Mode::Sorry,
        Mode::WinWin,
        Mode::Hurry { coop: false },
        Mode::Hurry { coop: true },
    ];

    /// A word or two for a narrow column, like the classroom's lobby.
    pub const fn short(self) -> &'static str {
        match self {
            Mode::Sorry => "Sorry",
            Mode::WinWin => "Win-Win",
            Mode::Hurry { coop: false } => "Hurry",
            Mode::Hurry { coop: true } => "Hurry together",
        }
    }

    /// The goal the end screen judges the game by.
    pub const fn goal(self) -> Goal {
        match self {
            Mode::Sorry | Mode::Hurry { coop: false } => Goal::Compete,
            Mode::WinWin | Mode::Hurry { coop: true } => Goal::Cooperate,
        }
    }

    /// The modes `--mode` and a TOML save name: there Hurry played
    /// together is `hurry` with `--coop` (`coop = true`).
    pub const APART_FROM_COOP: [Mode; 3] = [Mode::Sorry, Mode::WinWin, Mode::Hurry { coop: false }];

    /// The name records, JSON, `--mode` and saves use.
    pub const fn name(self) -> &'static str {
        match self {
            Mode::Sorry => "sorry",
            Mode::WinWin => "win-win",
            Mode::Hurry { coop: false } => "hurry",
            Mode::Hurry { coop: true } => "hurry-together",
        }
    }

    /// The mode, played together if `coop` and it is Hurry: what `--mode`
    /// with `--coop` means.
    pub const fn with_coop(self, coop: bool) -> Mode {
        match self {
            Mode::Hurry { .. } => Mode::Hurry { coop },
            other => other,
        }
    }

    /// The name a player reads on the board.
    pub const fn title(self) -> &'static str {
        match self {
            Mode::Sorry => "Sorry Wari",
            Mode::WinWin => "Win-Win Wari",
            Mode::Hurry { coop: false } => "Hurry Wari",
            Mode::Hurry { coop: true } => "Hurry Wari (together)",
        }
    }

    /// Whether `h` may suggest a move: Hurry leaves no time to think.
    pub const fn has_hints(self) -> bool {
        !matches!(self, Mode::Hurry { .. })
    }

    /// Whether each turn runs against a countdown.
    pub const fn is_hurry(self) -> bool {
        matches!(self, Mode::Hurry { .. })
    }
}

crate::engine::by_name!(Mode);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Named, find_among};

    #[test]
    fn the_names_are_those_saves_and_records_already_hold() {
        let names = Mode::ALL.map(Mode::name);
        assert_eq!(names, ["sorry", "win-win", "hurry", "hurry-together"]);
        for mode in Mode::ALL {
            assert_eq!(Mode::from_name(mode.name()), Ok(mode));
        }
    }

    #[test]
    fn the_flag_names_hurry_once_and_coop_makes_it_together() {
        assert_eq!(
            find_among(&Mode::APART_FROM_COOP, "hurry-together").map_err(|e| e.to_string()),
            Err("expected \"sorry\", \"win-win\" or \"hurry\", not \"hurry-together\"".to_owned())
        );
        let hurry = find_among(&Mode::APART_FROM_COOP, "hurry");
        assert_eq!(
            hurry.map(|m| m.with_coop(true)),
            Ok(Mode::Hurry { coop: true })
        );
        assert_eq!(Mode::WinWin.with_coop(true), Mode::WinWin);
    }
}
