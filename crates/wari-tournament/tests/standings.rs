//! The standings: points, then Buchholz, then the players' own order.

use wari_tournament::{GameResult, Pairing, Points, STANDINGS_HEADER, Tournament};

fn pairing(south: &'static str, north: &'static str) -> Pairing<&'static str> {
    Pairing { south, north }
}

/// Five players, seeded A to E, two Swiss rounds.
///
/// Round 1: all on 0, so the bye goes to the lowest seed, E; A–C and B–D
/// (top half against bottom half), the better seed South on board 1 and
/// North on board 2. A beats C; D and B draw.
/// Scores: A 1, E 1 (bye), B ½, D ½, C 0.
///
/// Round 2: only E has had a bye, so the lowest placed, C, rests. A would
/// meet E, but that leaves B–D, a rematch; A meets B instead (½, the next
/// group), E meets D. B had North, A South, so B is South; E has no
/// colour yet and D had South, so E is South. B–A draw; E beats D.
///
/// Points: E 2, A 1½, B 1, C 1, D ½.
/// Buchholz (opponents' points; a bye adds nothing):
///   E: D ½                 = ½
///   A: C 1 + B 1           = 2
///   B: D ½ + A 1½          = 2
///   C: A 1½                = 1½
///   D: B 1 + E 2           = 3
/// B and C are level on 1 point; B's Buchholz 2 beats C's 1½.
#[test]
fn a_hand_worked_swiss_table() -> Result<(), Box<dyn std::error::Error>> {
    let mut cup = Tournament::swiss(vec!["A", "B", "C", "D", "E"], 2)?;
    let round = cup.pair_next_round()?;
    assert_eq!(round.bye(), Some(&"E"));
    let boards: Vec<_> = round.pairings().cloned().collect();
    assert_eq!(boards, vec![pairing("A", "C"), pairing("D", "B")]);
    cup.record(&pairing("A", "C"), GameResult::SouthWins)?;
    cup.record(&pairing("D", "B"), GameResult::Draw)?;

    let round = cup.pair_next_round()?;
    assert_eq!(round.bye(), Some(&"C"));
    let boards: Vec<_> = round.pairings().cloned().collect();
    assert_eq!(boards, vec![pairing("B", "A"), pairing("E", "D")]);
    cup.record(&pairing("B", "A"), GameResult::Draw)?;
    cup.record(&pairing("E", "D"), GameResult::SouthWins)?;
    assert!(cup.is_finished());

    let table: Vec<(usize, &str, u32, u32)> = cup
        .standings()
        .iter()
        .map(|s| (s.rank, s.player, s.points.halves(), s.buchholz.halves()))
        .collect();
    assert_eq!(
        table,
        vec![
            (1, "E", 4, 1),
            (2, "A", 3, 4),
            (3, "B", 2, 4),
            (4, "C", 2, 3),
            (5, "D", 1, 6),
        ]
    );
    Ok(())
}

#[test]
fn players_level_on_everything_share_a_place_in_name_order()
-> Result<(), Box<dyn std::error::Error>> {
    let mut cup = Tournament::round_robin(vec!["Kofi", "Ama"])?;
    let round = cup.pair_next_round()?.clone();
    for p in round.pairings() {
        cup.record(p, GameResult::Draw)?;
    }
    let table = cup.standings();
    let places: Vec<(usize, &str)> = table.iter().map(|s| (s.rank, s.player)).collect();
    assert_eq!(places, vec![(1, "Ama"), (1, "Kofi")]);
    assert_eq!(table[0].points, Points::DRAW);
    Ok(())
}

#[test]
fn the_rows_for_standings_csv_start_with_the_header() -> Result<(), Box<dyn std::error::Error>> {
    let mut cup = Tournament::swiss(vec!["Ama", "Kofi", "Esi"], 1)?;
    let round = cup.pair_next_round()?.clone();
    for p in round.pairings() {
        cup.record(p, GameResult::NorthWins)?;
    }
    let rows = cup.standings_rows();
    assert_eq!(rows[0], STANDINGS_HEADER.to_vec());
    // Ama (South) lost to Kofi; Esi rested, and a Swiss bye is a win. Both
    // on 1; Kofi's opponent has 0, Esi has none: Buchholz 0 each, so the
    // names decide.
    assert_eq!(
        rows[1],
        ["1", "Esi", "1", "0", "0", "0", "0", "0", "1", "no"]
    );
    assert_eq!(
        rows[2],
        ["1", "Kofi", "1", "0", "1", "1", "0", "0", "0", "no"]
    );
    assert_eq!(
        rows[3],
        ["3", "Ama", "0", "1", "1", "0", "0", "1", "0", "no"]
    );
    Ok(())
}

#[test]
fn halves_read_as_decimals() {
    assert_eq!(Points::from_halves(3).to_string(), "1.5");
    assert_eq!(Points::from_halves(4).to_string(), "2");
    assert_eq!(Points::from_halves(1).to_string(), "0.5");
}

/// A player renamed (a child's name forgotten) keeps every point and
/// every game, and so does everyone else (ties are broken by the names,
/// so a rename may reorder players level on points).
#[test]
fn players_renamed_keep_their_games_and_points() -> Result<(), Box<dyn std::error::Error>> {
    let mut cup = Tournament::swiss(vec!["A", "B", "C", "D", "E"], 2)?;
    cup.pair_next_round()?;
    cup.record(&pairing("A", "C"), GameResult::SouthWins)?;
    cup.record(&pairing("D", "B"), GameResult::Draw)?;
    let before: Vec<(String, Points)> = cup
        .standings()
        .iter()
        .map(|s| (s.player.to_string(), s.points))
        .collect();
    let renamed = cup
        .clone()
        .map_players(|p| if p == "A" { "someone" } else { p });
    let mut after: Vec<(String, Points)> = renamed
        .standings()
        .iter()
        .map(|s| (s.player.to_string(), s.points))
        .collect();
    let mut expected: Vec<(String, Points)> = before
        .into_iter()
        .map(|(p, points)| (if p == "A" { "someone".into() } else { p }, points))
        .collect();
    after.sort();
    expected.sort();
    assert_eq!(after, expected);
    let round = &renamed.rounds()[0];
    assert_eq!(round.pairings().next(), Some(&pairing("someone", "C")));
    assert_eq!(round.bye(), Some(&"E"));
    Ok(())
}
