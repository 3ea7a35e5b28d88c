//! Over any results and withdrawals: nobody sits twice in a round, a
//! withdrawn player is not paired, and the points add up.

mod common;

use common::seated;
use proptest::prelude::*;
use wari_tournament::{Absent, Format, GameResult, Outcome, Tournament};

fn result(code: u8) -> GameResult {
    match code % 3 {
        0 => GameResult::SouthWins,
        1 => GameResult::NorthWins,
        _ => GameResult::Draw,
    }
}

/// A player who leaves, the round they leave in, and whether before it is
/// paired or while its games are played.
type Leaving = (u32, usize, bool);

/// Plays every round, withdrawing the `leaving` players when their time
/// comes, and checks each round as it is paired.
fn play(mut cup: Tournament<u32>, codes: &[u8], leaving: &[Leaving]) -> Tournament<u32> {
    let mut codes = codes.iter().cycle();
    for round_index in 0..cup.total_rounds() {
        let leave_now = |during: bool| {
            leaving
                .iter()
                .filter(move |&&(_, r, d)| r == round_index && d == during)
                .map(|&(player, _, _)| player)
        };
        for player in leave_now(false) {
            let _ = cup.withdraw(&player);
        }
        let Ok(round) = cup.pair_next_round().cloned() else {
            break;
        };
        let seated = seated(&round);
        let mut unique = seated.clone();
        unique.dedup();
        assert_eq!(seated, unique, "a player twice in a round");
        if let Format::Swiss { .. } = cup.format() {
            assert!(
                seated.iter().all(|p| !cup.is_withdrawn(p)),
                "a withdrawn player paired"
            );
        }
        for player in leave_now(true) {
            let _ = cup.withdraw(&player);
        }
        let round = cup.current_round().cloned().expect("just paired");
        for game in round.games().iter().filter(|g| g.outcome().is_none()) {
            let code = codes.next().copied().unwrap_or(0);
            cup.record(game.pairing(), result(code))
                .expect("a game of the round");
        }
    }
    cup
}

/// Every decided game hands out a win's worth (a double forfeit nothing),
/// and every Swiss bye one more.
fn points_add_up(cup: &Tournament<u32>) {
    let mut expected = 0;
    for round in cup.rounds() {
        for outcome in round.games().iter().filter_map(|g| g.outcome()) {
            if outcome != Outcome::Forfeit(Absent::Both) {
                expected += 2;
            }
        }
        if round.bye().is_some() {
            expected += cup.format().bye_points().halves();
        }
    }
    let total: u32 = cup.standings().iter().map(|s| s.points.halves()).sum();
    assert_eq!(total, expected);
}

proptest! {
    #[test]
    fn swiss_tournaments_stay_sound(
        n in 2u32..=16,
        rounds in 1usize..=7,
        codes in proptest::collection::vec(any::<u8>(), 1..64),
        leaving in proptest::collection::vec((0u32..16, 0usize..7, any::<bool>()), 0..4),
    ) {
        let cup = Tournament::swiss((0..n).collect(), rounds).expect("a field");
        let cup = play(cup, &codes, &leaving);
        points_add_up(&cup);
    }

    #[test]
    fn round_robins_stay_sound(
        n in 2u32..=10,
        codes in proptest::collection::vec(any::<u8>(), 1..64),
        leaving in proptest::collection::vec((0u32..10, 0usize..9, any::<bool>()), 0..4),
    ) {
        let cup = Tournament::round_robin((0..n).collect()).expect("a field");
        let cup = play(cup, &codes, &leaving);
        prop_assert!(cup.is_finished());
        points_add_up(&cup);
    }
}
