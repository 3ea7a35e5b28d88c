//! A move's number as players count them, the same in a record's
//! movetext, the board's move list and the review, so that a move named
//! in one can be found in the others.

use std::fmt;

/// The number of one move of a record: moves are counted in pairs from the
/// record's first move, whoever makes it, as Aualé counts them, so move 1
/// is the first move and its reply. Written "19." for the first of a pair
/// and "19..." for the reply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct MoveNumber {
    /// The move's place in the record, from 0.
    index: usize,
}

impl MoveNumber {
    /// The number of the record's move at `index`, counted from 0.
    pub const fn of_index(index: usize) -> MoveNumber {
        MoveNumber { index }
    }

    /// The pair the move belongs to, from 1.
    pub const fn pair(self) -> usize {
        self.index / 2 + 1
    }

    /// Whether the move is the second of its pair: the reply.
    pub const fn is_reply(self) -> bool {
        self.index % 2 == 1
    }
}

impl fmt::Display for MoveNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dots = if self.is_reply() { "..." } else { "." };
        // Padded as a whole, so that a column of numbers lines up.
        f.pad(&format!("{}{dots}", self.pair()))
    }
}

#[cfg(test)]
mod tests {
    use super::MoveNumber;

    #[test]
    fn a_pair_is_a_move_and_its_reply_whoever_moved_first() {
        let numbers: Vec<String> = (0..4)
            .map(|index| MoveNumber::of_index(index).to_string())
            .collect();
        assert_eq!(numbers, ["1.", "1...", "2.", "2..."]);
        assert_eq!(format!("{:>5}", MoveNumber::of_index(1)), " 1...");
    }
}
