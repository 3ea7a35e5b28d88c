//! The table: who leads, and by what.

use std::cmp::Reverse;
use std::fmt::Display;

#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

use crate::history;
use crate::{Points, Tournament};

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub struct Standing<P> {
    /// The place, from 1; players level on points and Buchholz share it
    /// (1, 2, 2, 4).
    pub rank: usize,
    /// Who.
    pub player: P,
    /// Wins, draws, forfeits won, and (in a Swiss tournament) byes.
    pub points: Points,
    /// The tie-break: the sum of the points of everyone the player was
    /// paired with, forfeited games included, as the schedule gave those
    /// opponents. A bye has no opponent and adds nothing, the plain
    /// convention club pairing programs call "bye counts zero"; it keeps
    /// the tie-break a measure of who was actually faced.
    pub buchholz: Points,
    /// Games decided, forfeits included, byes not.
    pub games: u32,
    /// Games won, forfeits included.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost, forfeits included.
    pub losses: u32,
    /// Rounds rested.
    pub byes: u32,
    /// Whether the player has withdrawn.
    pub withdrawn: bool,
}

/// The column names of [`Tournament::standings_rows`].
pub const STANDINGS_HEADER: [&str; 10] = [
    "rank",
    "player",
    "points",
    "buchholz",
    "games",
    "wins",
    "draws",
    "losses",
    "byes",
    "withdrawn",
];

impl<P: Ord + Clone> Tournament<P> {
    /// The standings from every decided game: by points, then Buchholz,
    /// then the players' own order (their names, if `P` is a name) so the
    /// table never shuffles between two readings.
    pub fn standings(&self) -> Vec<Standing<P>> {
        let records = self.records();
        let withdrawn = self.withdrawn_flags();
        let mut table: Vec<Standing<P>> = self
            .players()
            .iter()
            .enumerate()
            .map(|(i, player)| Standing {
                rank: 0,
                player: player.clone(),
                points: records[i].points,
                buchholz: history::buchholz(&records, i),
                games: records[i].games(),
                wins: records[i].wins,
                draws: records[i].draws,
                losses: records[i].losses,
                byes: records[i].byes,
                withdrawn: withdrawn[i],
            })
            .collect();
        table.sort_by(|a, b| {
            (Reverse(a.points), Reverse(a.buchholz), &a.player).cmp(&(
                Reverse(b.points),
                Reverse(b.buchholz),
                &b.player,
            ))
        });
        share_ranks(&mut table);
        table
    }

    /// The standings as rows of fields ready for `standings.csv`, the
    /// header ([`STANDINGS_HEADER`]) first. Quoting is the writer's.
    pub fn standings_rows(&self) -> Vec<Vec<String>>
    where
        P: Display,
    {
        let header = STANDINGS_HEADER.iter().map(|s| s.to_string()).collect();
        let rows = self.standings().into_iter().map(|s| {
            vec![
                s.rank.to_string(),
                s.player.to_string(),
                s.points.to_string(),
                s.buchholz.to_string(),
                s.games.to_string(),
                s.wins.to_string(),
                s.draws.to_string(),
                s.losses.to_string(),
                s.byes.to_string(),
                if s.withdrawn { "yes" } else { "no" }.to_string(),
            ]
        });
        std::iter::once(header).chain(rows).collect()
    }
}

/// Numbers the sorted table, giving equal places to equal scores.
fn share_ranks<P>(table: &mut [Standing<P>]) {
    for i in 0..table.len() {
        let level = i > 0
            && table[i].points == table[i - 1].points
            && table[i].buchholz == table[i - 1].buchholz;
        table[i].rank = if level { table[i - 1].rank } else { i + 1 };
    }
}
