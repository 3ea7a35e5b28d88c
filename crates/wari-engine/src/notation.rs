//! A position written on one line, as FEN writes a chess position:
//! `4 4 4 4 4 4 / 4 4 4 4 4 4 / 0 0 / s` is South's pits `A..`, North's
//! pits `a..`, the two stores (South's first) and the player to move.
//!
//! The board size is read from the rows, so the same notation serves every
//! variant; [`Diagram::position`] checks it against the rules in play.

use std::fmt;
use std::str::FromStr;

use super::pit::{MAX_PITS, MAX_PITS_PER_SIDE};
use super::rules::MIN_PITS_PER_SIDE;
use super::{ByPlayer, Player, Position, Rules, SetupError};

/// A position's pits, stores and player to move, without the rules: what
/// the notation holds. Parse it with [`str::parse`], print it with
/// `Display`, and turn it into a [`Position`] under some rules.
///
/// ```
/// use wari_engine::{Diagram, Player, Position, Rules};
/// let start = Position::start(Rules::default(), Player::South);
/// let text = Diagram::of(&start).to_string();
/// assert_eq!(text, "4 4 4 4 4 4 / 4 4 4 4 4 4 / 0 0 / s");
/// let back: Diagram = text.parse().unwrap();
/// assert_eq!(back.position(Rules::default()).unwrap(), start);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Diagram {
    pits: [u16; MAX_PITS],
    pits_per_side: u8,
    stores: ByPlayer<u16>,
    to_move: Player,
}

/// A line that is no position, and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiagramError {
    /// Not four parts separated by `/`.
    Parts(usize),
    /// A pit or store that is not a whole number of seeds.
    Number {
        /// Which part holds it.
        part: &'static str,
        /// The text found.
        text: String,
    },
    /// The two rows differ in length.
    Rows {
        /// Pits on South's row.
        south: usize,
        /// Pits on North's row.
        north: usize,
    },
    /// A row shorter or longer than any board.
    RowLength(usize),
    /// The stores part does not hold exactly two numbers.
    Stores(usize),
    /// The last part names no player.
    ToMove(String),
}

impl fmt::Display for DiagramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiagramError::Parts(got) => write!(
                f,
                "expected four parts separated by '/' (South's pits / North's pits / stores / s or n), \
                 got {got}"
            ),
            DiagramError::Number { part, text } => {
                write!(f, "{part}: {text:?} is not a number of seeds")
            }
            DiagramError::Rows { south, north } => write!(
                f,
                "South's row has {south} pits and North's {north}; the rows must be as long"
            ),
            DiagramError::RowLength(pits) => write!(
                f,
                "rows of {pits}: a board has {MIN_PITS_PER_SIDE} to {MAX_PITS_PER_SIDE} pits a side"
            ),
            DiagramError::Stores(got) => write!(
                f,
                "expected two stores, South's then North's, got {got} numbers"
            ),
            DiagramError::ToMove(text) => write!(
                f,
                "expected 's' or 'n' for the player to move, not {text:?}"
            ),
        }
    }
}

impl std::error::Error for DiagramError {}

impl Diagram {
    /// The diagram of `position`.
    pub fn of(position: &Position) -> Diagram {
        let mut pits = [0; MAX_PITS];
        pits[..position.pits().len()].copy_from_slice(position.pits());
        Diagram {
            pits,
            pits_per_side: position.rules().pits_per_side() as u8,
            stores: position.stores(),
            to_move: position.to_move(),
        }
    }

    /// Pits on each row, as read from the rows.
    pub const fn pits_per_side(&self) -> usize {
        self.pits_per_side as usize
    }

    /// The player to move.
    pub const fn to_move(&self) -> Player {
        self.to_move
    }

    /// Every pit's seeds, South's row first.
    pub fn pits(&self) -> &[u16] {
        &self.pits[..2 * self.pits_per_side()]
    }

    /// This position under `rules`, refused when the rules' board is
    /// another size or the seeds are more than any game holds.
    pub fn position(&self, rules: Rules) -> Result<Position, SetupError> {
        Position::from_parts(rules, self.pits(), self.stores, self.to_move)
    }
}

/// Reads the numbers of one part.
fn numbers(part: &'static str, text: &str) -> Result<Vec<u16>, DiagramError> {
    text.split_whitespace()
        .map(|word| {
            word.parse().map_err(|_| DiagramError::Number {
                part,
                text: word.to_owned(),
            })
        })
        .collect()
}

impl FromStr for Diagram {
    type Err = DiagramError;

    fn from_str(text: &str) -> Result<Diagram, DiagramError> {
        let parts: Vec<&str> = text.split('/').collect();
        let [south, north, stores, to_move] = parts[..] else {
            return Err(DiagramError::Parts(parts.len()));
        };
        let south = numbers("South's pits", south)?;
        let north = numbers("North's pits", north)?;
        if south.len() != north.len() {
            return Err(DiagramError::Rows {
                south: south.len(),
                north: north.len(),
            });
        }
        let n = south.len();
        if !(MIN_PITS_PER_SIDE..=MAX_PITS_PER_SIDE).contains(&n) {
            return Err(DiagramError::RowLength(n));
        }
        let stores = match numbers("stores", stores)?[..] {
            [south, north] => ByPlayer::new(south, north),
            ref other => return Err(DiagramError::Stores(other.len())),
        };
        let to_move = match to_move.trim() {
            "s" => Player::South,
            "n" => Player::North,
            other => return Err(DiagramError::ToMove(other.to_owned())),
        };
        let mut pits = [0; MAX_PITS];
        pits[..n].copy_from_slice(&south);
        pits[n..2 * n].copy_from_slice(&north);
        Ok(Diagram {
            pits,
            pits_per_side: n as u8,
            stores,
            to_move,
        })
    }
}

impl fmt::Display for Diagram {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let row = |seeds: &[u16]| {
            let words: Vec<String> = seeds.iter().map(u16::to_string).collect();
            words.join(" ")
        };
        let (south, north) = self.pits().split_at(self.pits_per_side());
        let to_move = match self.to_move {
            Player::South => 's',
            Player::North => 'n',
        };
        write!(
            f,
            "{} / {} / {} {} / {to_move}",
            row(south),
            row(north),
            self.stores.south(),
            self.stores.north()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_smaller_board_is_read_from_its_rows() {
        let diagram: Diagram = "1 0 / 2 1 / 3 1 / n".parse().unwrap();
        assert_eq!(diagram.pits_per_side(), 2);
        assert_eq!(diagram.pits(), [1, 0, 2, 1]);
        assert_eq!(diagram.to_move(), Player::North);
        assert_eq!(diagram.to_string(), "1 0 / 2 1 / 3 1 / n");
    }

    #[test]
    fn each_wrong_part_is_named() {
        let error = |text: &str| text.parse::<Diagram>().unwrap_err().to_string();
        assert!(error("4 4 / 4 4 / 0 0").contains("four parts"));
        assert_eq!(
            error("4 x / 4 4 / 0 0 / s"),
            "South's pits: \"x\" is not a number of seeds"
        );
        assert!(error("4 4 4 / 4 4 / 0 0 / s").contains("South's row has 3 pits and North's 2"));
        assert!(error("4 / 4 / 0 0 / s").contains("rows of 1:"));
        assert!(error("4 4 / 4 4 / 0 / s").contains("two stores"));
        assert!(error("4 4 / 4 4 / 0 0 / x").contains("'s' or 'n'"));
    }

    #[test]
    fn a_diagram_for_another_board_size_is_refused_by_the_rules() {
        let diagram: Diagram = "1 1 / 1 1 / 0 0 / s".parse().unwrap();
        assert!(matches!(
            diagram.position(Rules::default()),
            Err(SetupError::PitCount {
                expected: 12,
                got: 4
            })
        ));
    }
}
