//! `--south WHO` and `--north WHO`, with `--south-name` and `--north-name`:
//! who plays each seat, and what it is called.
//!
//! WHO is what a player types most: a person's name (`--south Ama`), or
//! `human`, `computer` or `computer:LEVEL`. A name is the common case for
//! people, so it needs no extra option; `--south-name` names any seat, and
//! is how a computer gets a name (`--north computer:easy --north-name Kofi`).

use anyhow::bail;
use wari::engine::{ByPlayer, Player};
use wari::seat_names;
use wari::setup::{Name, PlayerKind, Seat, same_name};

/// One seat as typed on the command line.
#[derive(Clone, Copy, Debug)]
pub struct SeatArg<'a> {
    /// `--south`/`--north`: a name, `human`, `computer[:LEVEL]`.
    pub who: &'a str,
    /// `--south-name`/`--north-name`.
    pub name: Option<&'a str>,
}

/// Both seats from what was typed. Unnamed seats are called South and
/// North, except a computer playing a person, which is "Computer": "Ama
/// 3 · Computer 5" and "Computer takes 2" read best. In a demo (computer
/// against computer) the sides tell them apart.
pub fn seats(south: SeatArg, north: SeatArg) -> anyhow::Result<ByPlayer<Seat>> {
    let south_kind = kind(south, Player::South)?;
    let north_kind = kind(north, Player::North)?;
    let both = south_kind.0.is_computer() && north_kind.0.is_computer();
    let seat = |(kind, name): (PlayerKind, Option<String>), player: Player| {
        let name = name.unwrap_or_else(|| default_name(kind, player, both));
        Seat { name, kind }
    };
    let (south, north) = (
        seat(south_kind, Player::South),
        seat(north_kind, Player::North),
    );
    // "Ama takes 2" must say which Ama: the board and the narration tell
    // the players apart by name alone.
    if same_name(&south.name, &north.name) {
        bail!(
            "both players are called {}: give one another name (--north-name NAME)",
            north.name
        );
    }
    Ok(ByPlayer::new(south, north))
}

/// The seat's kind and the name given for it, if any.
fn kind(arg: SeatArg, player: Player) -> anyhow::Result<(PlayerKind, Option<String>)> {
    let side = player.name();
    let kind = match PlayerKind::parse(arg.who) {
        Some(Ok(kind)) => kind,
        Some(Err(error)) => bail!("--{side} {}: {error}", arg.who),
        None => {
            if let Some(name) = arg.name {
                bail!(
                    "--{side} {} already names a person; --{side}-name {name} would name them twice",
                    arg.who
                );
            }
            return Ok((PlayerKind::Human, Some(checked(arg.who, side)?)));
        }
    };
    let name = arg.name.map(|name| checked(name, side)).transpose()?;
    Ok((kind, name))
}

/// A name as the board shows it, or why `name` cannot be one.
fn checked(name: &str, side: &str) -> anyhow::Result<String> {
    match Name::typed(name) {
        Ok(name) => Ok(name.into()),
        Err(error) => bail!("--{side} {name:?}: {error}"),
    }
}

fn default_name(kind: PlayerKind, player: Player, both_computers: bool) -> String {
    match kind {
        PlayerKind::Computer(_) if !both_computers => seat_names::computer_name(),
        PlayerKind::Computer(_) | PlayerKind::Human => seat_names::side_name(player),
    }
}

#[cfg(test)]
mod tests {
    use wari::search::Level;

    use super::*;

    fn arg(who: &str) -> SeatArg<'_> {
        SeatArg { who, name: None }
    }

    #[test]
    fn a_plain_word_is_a_persons_name() {
        let seats = seats(arg("Ama"), arg("Kofi")).unwrap();
        assert_eq!(seats[Player::South], Seat::human("Ama"));
        assert_eq!(seats[Player::North], Seat::human("Kofi"));
    }

    #[test]
    fn a_computer_is_called_computer_unless_named() {
        let seats = seats(arg("human"), arg("computer:hard")).unwrap();
        assert_eq!(seats[Player::South], Seat::human("South"));
        assert_eq!(
            seats[Player::North],
            Seat::computer("Computer", Level::Hard)
        );
        let named = SeatArg {
            who: "computer:easy",
            name: Some("Kofi"),
        };
        let seats = super::seats(arg("Ama"), named).unwrap();
        assert_eq!(seats[Player::North], Seat::computer("Kofi", Level::Easy));
    }

    #[test]
    fn two_players_with_one_name_are_refused_whatever_the_case() {
        let error = seats(arg("Ama"), arg("ama")).unwrap_err().to_string();
        assert_eq!(
            error,
            "both players are called ama: give one another name (--north-name NAME)"
        );
        let named = SeatArg {
            who: "computer",
            name: Some("AMA"),
        };
        assert!(super::seats(arg("Ama"), named).is_err());
    }

    #[test]
    fn two_computers_are_told_apart_by_their_sides() {
        let seats = seats(arg("computer"), arg("computer:hard")).unwrap();
        assert_eq!(seats[Player::South], Seat::computer("South", Level::Medium));
        assert_eq!(seats[Player::North], Seat::computer("North", Level::Hard));
    }

    #[test]
    fn a_name_given_twice_or_a_bad_level_is_refused() {
        let twice = SeatArg {
            who: "Ama",
            name: Some("Abena"),
        };
        let error = seats(twice, arg("Kofi")).unwrap_err().to_string();
        assert_eq!(
            error,
            "--south Ama already names a person; --south-name Abena would name them twice"
        );
        let error = seats(arg("Ama"), arg("computer:expert"))
            .unwrap_err()
            .to_string();
        assert_eq!(
            error,
            "--north computer:expert: unknown level \"expert\"; expected one of easy, medium, hard"
        );
        let refused = |who| seats(arg(who), arg("Kofi")).unwrap_err().to_string();
        assert_eq!(refused(" "), "--south \" \": a name cannot be empty");
        assert_eq!(
            refused("Ama\u{1b}[2J"),
            "--south \"Ama\\u{1b}[2J\": a name is letters, digits, emoji, spaces and - _ . ' only, not '\\u{1b}'"
        );
        assert_eq!(
            refused("Kwabena Asamoah-Boateng"),
            "--south \"Kwabena Asamoah-Boateng\": a name has at most 20 characters, not 23"
        );
    }
}
