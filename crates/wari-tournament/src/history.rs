//! What the rounds so far say about each player: the one summary both the
//! pairer and the standings read.

use std::collections::BTreeMap;

use crate::{Format, Outcome, Points, Round, Side};

/// One player's past, by their index in the tournament's list.
#[derive(Clone, Debug, Default)]
pub(crate) struct Record {
    pub(crate) points: Points,
    /// Everyone they were paired with, forfeits included, with repeats.
    pub(crate) opponents: Vec<usize>,
    pub(crate) wins: u32,
    pub(crate) draws: u32,
    pub(crate) losses: u32,
    pub(crate) byes: u32,
    /// Colours of games played over the board, the ones balancing is about.
    pub(crate) souths: u32,
    pub(crate) norths: u32,
    pub(crate) last_side: Option<Side>,
}

impl Record {
    /// Games decided, forfeits included, byes not.
    pub(crate) fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Souths minus Norths: the colour a player is owed has the sign's opposite.
    pub(crate) fn colour_balance(&self) -> i64 {
        i64::from(self.souths) - i64::from(self.norths)
    }

    fn take(&mut self, points: Points, opponent: usize, side: Side, played: bool) {
        self.points += points;
        self.opponents.push(opponent);
        match points.halves() {
            2 => self.wins += 1,
            1 => self.draws += 1,
            _ => self.losses += 1,
        }
        if played {
            match side {
                Side::South => self.souths += 1,
                Side::North => self.norths += 1,
            }
            self.last_side = Some(side);
        }
    }
}

/// Every player's record from the decided games of `rounds`.
pub(crate) fn records<P: Ord>(players: &[P], rounds: &[Round<P>], format: Format) -> Vec<Record> {
    let index: BTreeMap<&P, usize> = players.iter().enumerate().map(|(i, p)| (p, i)).collect();
    let mut records = vec![Record::default(); players.len()];
    for round in rounds {
        if let Some(&resting) = round.bye().and_then(|p| index.get(p)) {
            records[resting].byes += 1;
            records[resting].points += format.bye_points();
        }
        for game in round.games() {
            let (Some(outcome), Some(&south), Some(&north)) = (
                game.outcome(),
                index.get(&game.pairing().south),
                index.get(&game.pairing().north),
            ) else {
                continue;
            };
            let (south_points, north_points) = outcome.points();
            let played = Outcome::was_played(outcome);
            records[south].take(south_points, north, Side::South, played);
            records[north].take(north_points, south, Side::North, played);
        }
    }
    records
}

/// The sum of the opponents' points, forfeits included and byes adding
/// nothing: see [`crate::Standing::buchholz`].
pub(crate) fn buchholz(records: &[Record], player: usize) -> Points {
    records[player]
        .opponents
        .iter()
        .map(|&o| records[o].points)
        .sum()
}
