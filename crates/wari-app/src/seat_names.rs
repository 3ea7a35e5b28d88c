//! The names a seat is given when nobody typed one, in the words of the
//! person who sets the game up: a French child plays "Robot", not
//! "Computer". Once given, a name is the seat's, like one typed.

use wari_words::tr;

use crate::engine::Player;

/// A person's seat, or a computer's in a game of two computers, named by
/// its side: "South".
pub fn side_name(player: Player) -> String {
    match player {
        Player::South => tr!("name-south"),
        Player::North => tr!("name-north"),
    }
}

/// The computer's seat against a person: "Computer".
pub fn computer_name() -> String {
    tr!("name-computer")
}

/// A computer's seat in a demo, where the computer plays both sides:
/// "South (computer)", so that the game's record says who played.
pub fn computer_side_name(player: Player) -> String {
    tr!("name-computer-side", side = side_name(player))
}
