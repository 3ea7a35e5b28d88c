//! The round-robin schedule: everyone meets everyone once, colours even.

mod common;

use std::collections::BTreeMap;

use common::{Rng, play_round, seated};
use wari_tournament::{Absent, GameResult, Outcome, SetupError, Tournament, TournamentError};

fn full_schedule(n: u32) -> Tournament<u32> {
    let mut cup = Tournament::round_robin((0..n).collect()).expect("2 to 10 players");
    let mut rng = Rng::new(u64::from(n));
    while cup.pair_next_round().is_ok() {
        play_round(&mut cup, &mut rng);
    }
    cup
}

#[test]
fn every_pair_meets_exactly_once_and_nobody_twice_in_a_round() {
    for n in 2..=10 {
        let cup = full_schedule(n);
        assert!(cup.is_finished());
        let mut meetings = BTreeMap::new();
        for round in cup.rounds() {
            let seated = seated(round);
            let expected: Vec<u32> = (0..n).collect();
            assert_eq!(seated, expected, "{n} players: everyone once a round");
            assert_eq!(round.bye().is_some(), n % 2 == 1);
            for p in round.pairings() {
                *meetings
                    .entry((p.south.min(p.north), p.south.max(p.north)))
                    .or_insert(0) += 1;
            }
        }
        assert_eq!(
            meetings.len() as u32,
            n * (n - 1) / 2,
            "{n} players: every pair"
        );
        assert!(meetings.values().all(|&m| m == 1), "{n} players: once each");
    }
}

#[test]
fn an_odd_count_gives_everyone_one_rest() {
    for n in [3, 5, 7, 9] {
        let cup = full_schedule(n);
        let mut rests = vec![0; n as usize];
        for round in cup.rounds() {
            rests[*round.bye().expect("odd count") as usize] += 1;
        }
        assert!(rests.iter().all(|&r| r == 1), "{n} players: {rests:?}");
    }
}

/// An even count plays an odd number of games, so one colour ahead is the
/// best there is; an odd count comes out exactly even. And no player has
/// the same colour three times running.
#[test]
fn colours_are_as_even_as_the_count_allows() {
    for n in 2..=10 {
        let cup = full_schedule(n);
        for player in 0..n {
            let sides: Vec<bool> = cup
                .rounds()
                .iter()
                .filter_map(|r| {
                    r.pairings()
                        .find(|p| p.has(&player))
                        .map(|p| p.south == player)
                })
                .collect();
            let souths = sides.iter().filter(|&&s| s).count() as i32;
            let norths = sides.len() as i32 - souths;
            let allowed = if n % 2 == 0 { 1 } else { 0 };
            assert_eq!(
                (souths - norths).abs(),
                allowed,
                "{n} players, player {player}"
            );
            assert!(sides.windows(3).all(|w| !(w[0] == w[1] && w[1] == w[2])));
        }
    }
}

#[test]
fn a_withdrawn_player_forfeits_every_game_left() {
    let mut cup = Tournament::round_robin((0..6).collect()).expect("6 players");
    let mut rng = Rng::new(7);
    cup.pair_next_round().expect("round 1");
    play_round(&mut cup, &mut rng);
    cup.pair_next_round().expect("round 2");
    cup.withdraw(&2).expect("in the tournament");
    let out: Vec<_> = cup.entrants().filter(|&(_, out)| out).collect();
    assert_eq!(out, [(&2, true)], "only 2 is listed as withdrawn");
    assert_eq!(cup.entrants().count(), 6, "and still listed");
    let forfeit = cup
        .current_round()
        .and_then(|r| r.games().iter().find(|g| g.pairing().has(&2)).cloned())
        .expect("2 plays in round 2");
    assert!(matches!(forfeit.outcome(), Some(Outcome::Forfeit(_))));
    assert_eq!(
        cup.record(forfeit.pairing(), GameResult::Draw),
        Err(TournamentError::Forfeited(forfeit.pairing().clone()))
    );
    play_round(&mut cup, &mut rng);
    while cup.pair_next_round().is_ok() {
        let round = cup.current_round().expect("just paired");
        let game = round
            .games()
            .iter()
            .find(|g| g.pairing().has(&2))
            .expect("scheduled");
        let absent = if game.pairing().south == 2 {
            Absent::South
        } else {
            Absent::North
        };
        assert_eq!(game.outcome(), Some(Outcome::Forfeit(absent)));
        play_round(&mut cup, &mut rng);
    }
    let standing = cup
        .standings()
        .into_iter()
        .find(|s| s.player == 2)
        .expect("listed");
    assert!(standing.withdrawn);
    assert!(standing.losses >= 4, "forfeits count as losses");
}

#[test]
fn more_than_ten_players_or_a_name_twice_is_refused() {
    assert_eq!(
        Tournament::round_robin((0..11).collect()),
        Err(SetupError::TooManyPlayers { count: 11, max: 10 })
    );
    assert_eq!(
        Tournament::round_robin(vec![1, 2, 1]),
        Err(SetupError::DuplicatePlayer(1))
    );
    assert_eq!(
        Tournament::round_robin(vec![1]),
        Err(SetupError::TooFewPlayers { count: 1 })
    );
}

#[test]
fn the_next_round_waits_for_every_result() {
    let mut cup = Tournament::round_robin((0..4).collect()).expect("4 players");
    cup.pair_next_round().expect("round 1");
    assert_eq!(
        cup.pair_next_round().map(|_| ()),
        Err(TournamentError::RoundUnfinished { undecided: 2 })
    );
}
