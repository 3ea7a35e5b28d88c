//! Swiss pairing, checked against an exhaustive search of every pairing
//! of small fields: no rematch that some pairing avoids, byes spread, and
//! score groups kept together as far as they can be.

mod common;

use std::cmp::Reverse;

use common::{Past, Rng, pasts, play_round, seated};
use wari_tournament::{Round, Tournament, TournamentError};

/// Rematches, and games between different scores, in a pairing.
type Cost = (u32, u32);

/// The least cost of any perfect pairing of `left` (fewest rematches,
/// then fewest games across scores), by brute force.
fn best(left: &[u32], pasts: &[Past]) -> Cost {
    let Some((&first, rest)) = left.split_first() else {
        return (0, 0);
    };
    let mut best_cost = (u32::MAX, u32::MAX);
    for (i, &other) in rest.iter().enumerate() {
        let mut others = rest.to_vec();
        others.remove(i);
        let (r, c) = best(&others, pasts);
        let cost = (
            r + rematch(first, other, pasts),
            c + crossing(first, other, pasts),
        );
        best_cost = best_cost.min(cost);
    }
    best_cost
}

fn rematch(a: u32, b: u32, pasts: &[Past]) -> u32 {
    u32::from(pasts[a as usize].met.contains(&b))
}

fn crossing(a: u32, b: u32, pasts: &[Past]) -> u32 {
    u32::from(pasts[a as usize].halves != pasts[b as usize].halves)
}

fn without(players: &[u32], resting: u32) -> Vec<u32> {
    players.iter().copied().filter(|&p| p != resting).collect()
}

/// Checks one freshly paired round of `players` (all still in, in seed
/// order) against everything any pairing could have done.
fn check_round(round: &Round<u32>, players: &[u32], pasts: &[Past]) {
    assert_eq!(seated(round), players, "everyone once");
    let produced = round.pairings().fold((0, 0), |(r, c), p| {
        (
            r + rematch(p.south, p.north, pasts),
            c + crossing(p.south, p.north, pasts),
        )
    });
    let fewest_byes = players.iter().map(|&p| pasts[p as usize].byes).min();
    let may_rest: Vec<u32> = players
        .iter()
        .copied()
        .filter(|&p| Some(pasts[p as usize].byes) == fewest_byes)
        .collect();
    let Some(&resting) = round.bye() else {
        assert_eq!(players.len() % 2, 0);
        assert_eq!(produced.0, best(players, pasts).0, "fewest rematches");
        check_floats(round, players, pasts, produced.0);
        return;
    };
    assert!(
        may_rest.contains(&resting),
        "a second bye while others had none"
    );
    let rematches_if = |p: u32| best(&without(players, p), pasts).0;
    let fewest = may_rest.iter().map(|&p| rematches_if(p)).min();
    assert_eq!(Some(produced.0), fewest, "a rematch some pairing avoids");
    // Nobody placed below the resting player could have rested instead.
    let place = |p: u32| (Reverse(pasts[p as usize].halves), p);
    for &lower in may_rest.iter().filter(|&&p| place(p) > place(resting)) {
        assert!(
            Some(rematches_if(lower)) > fewest,
            "{lower} should have rested"
        );
    }
    check_floats(round, &without(players, resting), pasts, produced.0);
}

/// Boards are fixed best-placed player first, and each takes the partner
/// nearest their own score that still lets the rest be paired with the
/// round's fewest rematches: so a 1-point player meets a 0-point player
/// only when no 1-point (or ½-point) partner could be found for them.
fn check_floats(round: &Round<u32>, paired: &[u32], pasts: &[Past], rematches: u32) {
    let place = |p: u32| (Reverse(pasts[p as usize].halves), p);
    let score = |p: u32| pasts[p as usize].halves;
    let mut left = paired.to_vec();
    let mut fixed_rematches = 0;
    for p in round.pairings() {
        let (top, partner) = if place(p.south) < place(p.north) {
            (p.south, p.north)
        } else {
            (p.north, p.south)
        };
        assert_eq!(
            left.iter().copied().min_by_key(|&q| place(q)),
            Some(top),
            "boards from the top"
        );
        let gap = |q: u32| score(top).abs_diff(score(q));
        for &closer in left.iter().filter(|&&q| q != top && gap(q) < gap(partner)) {
            let others = without(&without(&left, top), closer);
            let total = fixed_rematches + rematch(top, closer, pasts) + best(&others, pasts).0;
            assert!(
                total > rematches,
                "{top} could have met {closer} rather than {partner}"
            );
        }
        fixed_rematches += rematch(top, partner, pasts);
        left = without(&without(&left, top), partner);
    }
}

/// Colours: whoever has had fewer Souths takes South.
fn check_colours(round: &Round<u32>, pasts: &[Past]) {
    for p in round.pairings() {
        let balance = |q: u32| pasts[q as usize].souths - pasts[q as usize].norths;
        assert!(
            balance(p.south) <= balance(p.north),
            "{p:?} against the colour owed"
        );
    }
}

#[test]
fn swiss_rounds_match_the_best_any_pairing_could_do() {
    for n in 2..=12u32 {
        for seed in 0..6 {
            let players: Vec<u32> = (0..n).collect();
            let rounds = n as usize + 1;
            let mut cup = Tournament::swiss(players.clone(), rounds).expect("a field");
            let mut rng = Rng::new(seed * 100 + u64::from(n));
            for _ in 0..rounds {
                let before = pasts(n, cup.rounds(), 2);
                let round = cup.pair_next_round().expect("rounds left").clone();
                check_round(&round, &players, &before);
                check_colours(&round, &before);
                play_round(&mut cup, &mut rng);
            }
        }
    }
}

#[test]
fn byes_go_round_before_anyone_has_a_second() {
    for n in [3u32, 5, 7, 9, 11] {
        let mut cup = Tournament::swiss((0..n).collect(), 2 * n as usize).expect("a field");
        let mut rng = Rng::new(u64::from(n));
        for round in 0..2 * n {
            cup.pair_next_round().expect("rounds left");
            play_round(&mut cup, &mut rng);
            let byes: Vec<u32> = pasts(n, cup.rounds(), 2).iter().map(|p| p.byes).collect();
            let (least, most) = (byes.iter().min(), byes.iter().max());
            assert!(
                most.zip(least).is_some_and(|(m, l)| m - l <= 1),
                "after round {round}: {byes:?}"
            );
        }
    }
}

#[test]
fn the_first_round_pairs_the_top_half_against_the_bottom_half() {
    let mut cup = Tournament::swiss((0..8).collect(), 3).expect("a field");
    let round = cup.pair_next_round().expect("round 1");
    let boards: Vec<(u32, u32)> = round.pairings().map(|p| (p.south, p.north)).collect();
    // Board by board the better seed takes South, then North, and so on.
    assert_eq!(boards, vec![(0, 4), (5, 1), (2, 6), (7, 3)]);
}

#[test]
fn a_withdrawn_player_is_not_paired_and_forfeits_the_game_in_hand() {
    let mut cup = Tournament::swiss((0..6).collect(), 4).expect("a field");
    let mut rng = Rng::new(3);
    let round = cup.pair_next_round().expect("round 1").clone();
    let leaving = round.pairings().next().expect("a board").clone();
    cup.withdraw(&leaving.north).expect("in the tournament");
    assert_eq!(
        cup.withdraw(&leaving.north),
        Err(TournamentError::AlreadyWithdrawn(leaving.north))
    );
    let winner = cup
        .standings()
        .into_iter()
        .find(|s| s.player == leaving.south);
    assert_eq!(winner.map(|s| s.wins), Some(1), "a forfeit win");
    play_round(&mut cup, &mut rng);
    for _ in 1..4 {
        let round = cup.pair_next_round().expect("rounds left");
        assert!(!seated(round).contains(&leaving.north));
        assert_eq!(seated(round).len(), 5);
        play_round(&mut cup, &mut rng);
    }
    assert!(cup.is_finished());
    assert_eq!(
        cup.pair_next_round().map(|_| ()),
        Err(TournamentError::AllRoundsPaired)
    );
}

#[test]
fn a_result_for_a_game_not_in_the_round_is_refused() {
    let mut cup = Tournament::swiss((0..4).collect(), 2).expect("a field");
    let round = cup.pair_next_round().expect("round 1").clone();
    let pairing = round.pairings().next().expect("a board").clone();
    let swapped = wari_tournament::Pairing {
        south: pairing.north,
        north: pairing.south,
    };
    assert_eq!(
        cup.record(&swapped, wari_tournament::GameResult::Draw),
        Err(TournamentError::NotInRound(swapped))
    );
    assert_eq!(cup.withdraw(&9), Err(TournamentError::UnknownPlayer(9)));
}

#[test]
fn a_player_who_comes_back_is_paired_again_and_keeps_the_forfeit() {
    let mut cup = Tournament::swiss((0..4).collect(), 3).expect("4 players");
    let mut rng = Rng::new(3);
    cup.pair_next_round().expect("round 1");
    cup.withdraw(&1).expect("in the tournament");
    play_round(&mut cup, &mut rng);
    let round = cup.pair_next_round().expect("round 2");
    assert!(!seated(round).contains(&1), "away for round 2");
    play_round(&mut cup, &mut rng);
    cup.rejoin(&1).expect("withdrawn");
    assert_eq!(cup.rejoin(&1), Err(TournamentError::NotWithdrawn(1)));
    let round = cup.pair_next_round().expect("round 3");
    assert_eq!(seated(round), vec![0, 1, 2, 3], "back for round 3");
    let standing = cup.standings().into_iter().find(|s| s.player == 1);
    let standing = standing.expect("listed");
    assert!(!standing.withdrawn);
    assert_eq!(standing.points.to_string(), "0", "the forfeit stands");
}
