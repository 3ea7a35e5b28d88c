//! What the tests share: a seeded random source and a reading of the
//! rounds that does not go through the crate's own bookkeeping.

#![allow(dead_code)]

use std::collections::BTreeSet;

use wari_tournament::{GameResult, Outcome, Round, Side, Tournament};

/// SplitMix64: a few lines, seeded, the same on every machine.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)) % n
    }

    pub fn result(&mut self) -> GameResult {
        match self.below(5) {
            0 | 1 => GameResult::SouthWins,
            2 | 3 => GameResult::NorthWins,
            _ => GameResult::Draw,
        }
    }
}

/// Each player's past, read straight from the rounds.
#[derive(Clone, Debug, Default)]
pub struct Past {
    pub halves: u32,
    pub met: BTreeSet<u32>,
    pub byes: u32,
    pub souths: i32,
    pub norths: i32,
}

/// The past of players `0..n` after `rounds`, with byes worth `bye` halves.
pub fn pasts(n: u32, rounds: &[Round<u32>], bye: u32) -> Vec<Past> {
    let mut pasts = vec![Past::default(); n as usize];
    for round in rounds {
        if let Some(&p) = round.bye() {
            pasts[p as usize].byes += 1;
            pasts[p as usize].halves += bye;
        }
        for game in round.games() {
            let (s, n) = (game.pairing().south, game.pairing().north);
            pasts[s as usize].met.insert(n);
            pasts[n as usize].met.insert(s);
            let Some(outcome) = game.outcome() else {
                continue;
            };
            let (sp, np) = outcome.points();
            pasts[s as usize].halves += sp.halves();
            pasts[n as usize].halves += np.halves();
            if outcome.was_played() {
                pasts[s as usize].souths += 1;
                pasts[n as usize].norths += 1;
            }
        }
    }
    pasts
}

/// Every player of a round, each as often as they appear in it.
pub fn seated(round: &Round<u32>) -> Vec<u32> {
    let mut seated: Vec<u32> = round
        .pairings()
        .flat_map(|p| [p.south, p.north])
        .chain(round.bye().copied())
        .collect();
    seated.sort_unstable();
    seated
}

/// Gives every undecided game of the current round a random result.
pub fn play_round(cup: &mut Tournament<u32>, rng: &mut Rng) {
    let Some(round) = cup.current_round().cloned() else {
        return;
    };
    for game in round.games() {
        if game.outcome().is_none() {
            cup.record(game.pairing(), rng.result())
                .expect("a game of the round");
        }
    }
}

/// The side a player took in a decided, played game.
pub fn side_of(round: &Round<u32>, player: u32) -> Option<Side> {
    round.games().iter().find_map(|g| {
        let played = g.outcome().is_some_and(Outcome::was_played);
        if !played {
            None
        } else if g.pairing().south == player {
            Some(Side::South)
        } else if g.pairing().north == player {
            Some(Side::North)
        } else {
            None
        }
    })
}
