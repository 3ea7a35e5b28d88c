//! The home screen's lines and the choice of who plays.

use crate::engine::Player;

/// One line of the home screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// Who plays.
    Who,
    /// The computer's level, when it plays.
    Level,
    /// Sorry, Win-Win, Hurry or Hurry together.
    Mode,
    /// The variant of the rules file.
    Variant,
    /// Seeds a pit at the start.
    Seeds,
    /// A person's name, typed.
    Name(Player),
    /// Start the game chosen.
    Play,
    /// Continue the game saved last.
    Continue,
    /// Leave.
    Quit,
}

/// Who plays, as the home screen offers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    /// Two people at one keyboard.
    People,
    /// A person against the computer, which plays this side (South moves
    /// first).
    Computer(Player),
    /// The computer against itself, to watch.
    Watch,
}

impl Who {
    /// Every choice, in the order ← → cycles through them.
    pub const ALL: [Who; 4] = [
        Who::People,
        Who::Computer(Player::North),
        Who::Computer(Player::South),
        Who::Watch,
    ];

    /// Whether the computer plays `player`'s seat.
    pub fn computer_plays(self, player: Player) -> bool {
        match self {
            Who::People => false,
            Who::Computer(side) => side == player,
            Who::Watch => true,
        }
    }

    /// The words on the screen.
    pub const fn words(self) -> &'static str {
        match self {
            Who::People => "two people",
            Who::Computer(Player::North) => "you first, then the computer",
            Who::Computer(Player::South) => "the computer first, then you",
            Who::Watch => "watch the computer play itself",
        }
    }

    /// The word the remembered choices keep.
    pub const fn key(self) -> &'static str {
        match self {
            Who::People => "people",
            Who::Computer(Player::North) => "computer-north",
            Who::Computer(Player::South) => "computer-south",
            Who::Watch => "watch",
        }
    }
}
