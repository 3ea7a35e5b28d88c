//! Which side of the board faces the person looking: their own row at the
//! bottom, read left to right as their own A, B, C…, their store at their
//! right hand. Turning the board round changes nothing but the picture:
//! the seeds still travel counter-clockwise as seen.

use crate::engine::Player;

/// Whose row is drawn at the bottom of the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Perspective {
    /// This player's row, whoever is to move: a classroom player's own
    /// seat, or the side a watcher chose.
    Seat(Player),
    /// The row of the player to move: the board turns round after each
    /// move, for two players passing one screen between them.
    Mover,
}

impl Default for Perspective {
    fn default() -> Perspective {
        Perspective::SOUTH
    }
}

impl Perspective {
    /// The usual board: South at the bottom, as in RULES.md's diagrams.
    pub const SOUTH: Perspective = Perspective::Seat(Player::South);

    /// The player whose row is at the bottom when `mover` is to move (or,
    /// while a move is shown, made it: the board turns once it is sown).
    pub fn bottom(self, mover: Player) -> Player {
        match self {
            Perspective::Seat(player) => player,
            Perspective::Mover => mover,
        }
    }

    /// The next way round, for the key that turns the board: South at the
    /// bottom, then North, then whoever is to move, then South again.
    pub fn next(self) -> Perspective {
        match self {
            Perspective::Seat(Player::South) => Perspective::Seat(Player::North),
            Perspective::Seat(Player::North) => Perspective::Mover,
            Perspective::Mover => Perspective::SOUTH,
        }
    }

    /// Says how the board now faces, in the reader's language, for the
    /// message after turning it.
    pub fn describe(self) -> String {
        let facing = match self {
            Perspective::Seat(Player::South) => "south",
            Perspective::Seat(Player::North) => "north",
            Perspective::Mover => "mover",
        };
        wari_words::tr!("board-facing", facing = facing)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turning_three_times_comes_back_round() {
        let start = Perspective::SOUTH;
        assert_ne!(start.next(), start);
        assert_ne!(start.next().next(), start);
        assert_eq!(start.next().next().next(), start);
    }

    #[test]
    fn the_mover_is_at_the_bottom_only_when_asked() {
        for mover in Player::ALL {
            assert_eq!(Perspective::Mover.bottom(mover), mover);
            assert_eq!(Perspective::SOUTH.bottom(mover), Player::South);
        }
    }
}
