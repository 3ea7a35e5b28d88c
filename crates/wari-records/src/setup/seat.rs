//! Who sits in each seat: a person at the keyboard or the computer at one
//! of its levels, and the name the board and the narration use.

use crate::search::{Level, UnknownName};

/// Who makes a seat's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerKind {
    /// A person at the keyboard (or the mouse).
    Human,
    /// The computer at this level: whatever runs the game searches for its
    /// move when its turn comes.
    Computer(Level),
}

/// The level `computer` means when no level is given: strong enough to be
/// worth beating, quick enough for a child to enjoy.
pub const DEFAULT_LEVEL: Level = Level::Medium;

impl PlayerKind {
    /// The name `--south`, `--north` and save files use: `human`,
    /// `computer:easy`, `computer:medium` or `computer:hard`.
    pub fn name(self) -> String {
        match self {
            PlayerKind::Human => "human".to_owned(),
            PlayerKind::Computer(level) => format!("computer:{level}"),
        }
    }

    /// Whether the computer plays this seat.
    pub const fn is_computer(self) -> bool {
        matches!(self, PlayerKind::Computer(_))
    }

    /// Reads `human`, `computer` or `computer:LEVEL`, in any case. `None`
    /// when `text` names no kind at all (so it may be a person's name);
    /// an error when it starts like a computer but names no level.
    pub fn parse(text: &str) -> Option<Result<PlayerKind, UnknownName>> {
        let lower = text.to_ascii_lowercase();
        match lower.split_once(':') {
            _ if lower == "human" => Some(Ok(PlayerKind::Human)),
            _ if lower == "computer" => Some(Ok(PlayerKind::Computer(DEFAULT_LEVEL))),
            Some(("computer", level)) => Some(level.parse().map(PlayerKind::Computer)),
            _ => None,
        }
    }
}

/// One player's seat: the name shown and who makes its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    /// The name used on the board and in the narration.
    pub name: String,
    /// Who plays this seat's moves.
    pub kind: PlayerKind,
}

impl Seat {
    /// A person called `name`.
    pub fn human(name: impl Into<String>) -> Seat {
        Seat {
            name: name.into(),
            kind: PlayerKind::Human,
        }
    }

    /// The computer at `level`, called `name`.
    pub fn computer(name: impl Into<String>, level: Level) -> Seat {
        Seat {
            name: name.into(),
            kind: PlayerKind::Computer(level),
        }
    }

    /// Whether the computer plays this seat.
    pub fn is_computer(&self) -> bool {
        self.kind.is_computer()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_read_back_from_their_names() {
        let kinds = [PlayerKind::Human]
            .into_iter()
            .chain(Level::ALL.map(PlayerKind::Computer));
        for kind in kinds {
            assert_eq!(PlayerKind::parse(&kind.name()), Some(Ok(kind)));
        }
    }

    #[test]
    fn computer_alone_means_the_default_level_and_case_does_not_matter() {
        assert_eq!(
            PlayerKind::parse("Computer"),
            Some(Ok(PlayerKind::Computer(Level::Medium)))
        );
        assert_eq!(
            PlayerKind::parse("COMPUTER:Hard"),
            Some(Ok(PlayerKind::Computer(Level::Hard)))
        );
    }

    #[test]
    fn a_name_is_no_kind_and_a_bad_level_is_an_error() {
        assert_eq!(PlayerKind::parse("Ama"), None);
        assert_eq!(PlayerKind::parse("computers"), None);
        let error = PlayerKind::parse("computer:expert").and_then(Result::err);
        assert_eq!(
            error.map(|e| e.to_string()).as_deref(),
            Some("unknown level \"expert\"; expected one of easy, medium, hard")
        );
    }
}
