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

    /// The name `--mode` takes and save files hold.
    pub const fn name(self) -> &'static str {
        match self {
            Mode::Sorry => "sorry",
            Mode::WinWin => "win-win",
            Mode::Hurry { .. } => "hurry",
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
