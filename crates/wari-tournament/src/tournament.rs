//! A tournament: its players, its rounds so far and what is allowed next.

use std::collections::BTreeSet;

#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

use crate::history::{self, Record};
use crate::swiss::{self, Entrant};
use crate::{
    Absent, Game, GameResult, Outcome, Pairing, Points, Round, SetupError, Side, TournamentError,
    round_robin,
};

/// How the rounds are paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub enum Format {
    /// Everyone meets everyone once, on a schedule fixed at the start.
    RoundRobin,
    /// Each round pairs players with like scores who have not met.
    Swiss {
        /// How many rounds will be played.
        rounds: usize,
    },
}

impl Format {
    /// What a bye is worth. In a Swiss tournament it is a win, as the
    /// player was ready to play; in a round robin everyone rests once, so
    /// a rest scores nothing and points stay the games won.
    pub fn bye_points(self) -> Points {
        match self {
            Format::RoundRobin => Points::ZERO,
            Format::Swiss { .. } => Points::WIN,
        }
    }
}

/// A tournament between the players a teacher chose, identified by `P`
/// (a number, a name: anything ordered). It pairs one round at a time,
/// takes each game's result, and keeps the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub struct Tournament<P> {
    /// In seeding order, which breaks ties when pairing.
    players: Vec<P>,
    withdrawn: Vec<bool>,
    format: Format,
    rounds: Vec<Round<P>>,
}

impl<P> Tournament<P> {
    /// The same tournament with each player as `f` names them: to forget
    /// a player's name, say, and keep the games the others played. `f`
    /// must give different players different names.
    pub fn map_players<Q>(self, mut f: impl FnMut(P) -> Q) -> Tournament<Q> {
        Tournament {
            players: self.players.into_iter().map(&mut f).collect(),
            withdrawn: self.withdrawn,
            format: self.format,
            rounds: self.rounds.into_iter().map(|r| r.map(&mut f)).collect(),
        }
    }
}

impl<P: Ord + Clone> Tournament<P> {
    /// The most players a round robin takes: nine rounds is a class's worth.
    pub const MAX_ROUND_ROBIN: usize = 10;

    /// A round robin between `players`, 2 to [`Self::MAX_ROUND_ROBIN`] of them.
    pub fn round_robin(players: Vec<P>) -> Result<Self, SetupError<P>> {
        if players.len() > Self::MAX_ROUND_ROBIN {
            return Err(SetupError::TooManyPlayers {
                count: players.len(),
                max: Self::MAX_ROUND_ROBIN,
            });
        }
        Self::new(players, Format::RoundRobin)
    }

    /// A Swiss tournament of `rounds` rounds between `players`, given in
    /// seeding order (the first is paired as the strongest among equals).
    pub fn swiss(players: Vec<P>, rounds: usize) -> Result<Self, SetupError<P>> {
        if rounds == 0 {
            return Err(SetupError::NoRounds);
        }
        Self::new(players, Format::Swiss { rounds })
    }

    fn new(players: Vec<P>, format: Format) -> Result<Self, SetupError<P>> {
        if players.len() < 2 {
            return Err(SetupError::TooFewPlayers {
                count: players.len(),
            });
        }
        let mut seen = BTreeSet::new();
        if let Some(twice) = players.iter().find(|p| !seen.insert(*p)) {
            return Err(SetupError::DuplicatePlayer(twice.clone()));
        }
        Ok(Tournament {
            withdrawn: vec![false; players.len()],
            players,
            format,
            rounds: Vec::new(),
        })
    }

    /// The players, in seeding order.
    pub fn players(&self) -> &[P] {
        &self.players
    }

    /// How rounds are paired.
    pub fn format(&self) -> Format {
        self.format
    }

    /// How many rounds the tournament has in all.
    pub fn total_rounds(&self) -> usize {
        match self.format {
            Format::RoundRobin => round_robin::rounds(self.players.len()),
            Format::Swiss { rounds } => rounds,
        }
    }

    /// The rounds paired so far, the first first.
    pub fn rounds(&self) -> &[Round<P>] {
        &self.rounds
    }

    /// The round being played: the last one paired.
    pub fn current_round(&self) -> Option<&Round<P>> {
        self.rounds.last()
    }

    /// Whether every round has been paired and decided.
    pub fn is_finished(&self) -> bool {
        self.rounds.len() == self.total_rounds() && self.rounds.iter().all(Round::is_complete)
    }

    /// The players, in seeding order, each with whether they have
    /// withdrawn: for a look at every player, which asking of each in
    /// turn would make quadratic.
    pub fn entrants(&self) -> impl Iterator<Item = (&P, bool)> + '_ {
        self.players.iter().zip(self.withdrawn.iter().copied())
    }

    /// Whether `player` has withdrawn.
    pub fn is_withdrawn(&self, player: &P) -> bool {
        self.index(player).is_some_and(|i| self.withdrawn[i])
    }

    fn index(&self, player: &P) -> Option<usize> {
        self.players.iter().position(|p| p == player)
    }

    /// Pairs the next round once every game of the current one has a
    /// result. In a round robin, a game with a withdrawn player is
    /// decided at once as a forfeit.
    pub fn pair_next_round(&mut self) -> Result<&Round<P>, TournamentError<P>> {
        if let Some(current) = self.rounds.last() {
            let undecided = current
                .games()
                .iter()
                .filter(|g| g.outcome().is_none())
                .count();
            if undecided > 0 {
                return Err(TournamentError::RoundUnfinished { undecided });
            }
        }
        if self.rounds.len() >= self.total_rounds() {
            return Err(TournamentError::AllRoundsPaired);
        }
        let round = match self.format {
            Format::RoundRobin => self.round_robin_round(),
            Format::Swiss { .. } => self.swiss_round()?,
        };
        self.rounds.push(round);
        self.rounds.last().ok_or(TournamentError::NoRound)
    }

    fn round_robin_round(&self) -> Round<P> {
        let (boards, bye) = round_robin::round(self.players.len(), self.rounds.len());
        let games = boards
            .into_iter()
            .map(|(south, north)| {
                let absent = match (self.withdrawn[south], self.withdrawn[north]) {
                    (false, false) => None,
                    (true, false) => Some(Absent::South),
                    (false, true) => Some(Absent::North),
                    (true, true) => Some(Absent::Both),
                };
                Game::new(self.pairing(south, north), absent.map(Outcome::Forfeit))
            })
            .collect();
        Round::new(games, bye.map(|i| self.players[i].clone()))
    }

    fn swiss_round(&self) -> Result<Round<P>, TournamentError<P>> {
        let records = history::records(&self.players, &self.rounds, self.format);
        let ranked = self.ranked_active(&records);
        if ranked.len() < 2 {
            return Err(TournamentError::TooFewPlayersLeft);
        }
        let fewest_byes = ranked.iter().map(|&i| records[i].byes).min().unwrap_or(0);
        let entrants: Vec<Entrant> = ranked
            .iter()
            .map(|&i| Entrant {
                points: records[i].points,
                may_rest: records[i].byes == fewest_byes,
            })
            .collect();
        let met = |a: usize, b: usize| records[ranked[a]].opponents.contains(&ranked[b]);
        let draw = swiss::pair(&entrants, met);
        let games = draw
            .boards
            .iter()
            .enumerate()
            .map(|(board, &(a, b))| {
                let (a, b) = (ranked[a], ranked[b]);
                let (south, north) = if south_first(&records[a], &records[b], board) {
                    (a, b)
                } else {
                    (b, a)
                };
                Game::new(self.pairing(south, north), None)
            })
            .collect();
        Ok(Round::new(
            games,
            draw.bye.map(|p| self.players[ranked[p]].clone()),
        ))
    }

    /// The players still in, best placed first: by points, then seed.
    fn ranked_active(&self, records: &[Record]) -> Vec<usize> {
        let mut ranked: Vec<usize> = (0..self.players.len())
            .filter(|&i| !self.withdrawn[i])
            .collect();
        ranked.sort_by_key(|&i| (std::cmp::Reverse(records[i].points), i));
        ranked
    }

    fn pairing(&self, south: usize, north: usize) -> Pairing<P> {
        Pairing {
            south: self.players[south].clone(),
            north: self.players[north].clone(),
        }
    }

    /// Records how the current round's game `pairing` ended. A result
    /// given again replaces the first, so a slip can be put right until
    /// the next round is paired.
    pub fn record(
        &mut self,
        pairing: &Pairing<P>,
        result: GameResult,
    ) -> Result<(), TournamentError<P>> {
        let round = self.rounds.last_mut().ok_or(TournamentError::NoRound)?;
        let game = round
            .game_mut(pairing)
            .ok_or_else(|| TournamentError::NotInRound(pairing.clone()))?;
        if let Some(Outcome::Forfeit(_)) = game.outcome() {
            return Err(TournamentError::Forfeited(pairing.clone()));
        }
        game.decide(Outcome::Played(result));
        Ok(())
    }

    /// Withdraws `player`: they are paired no more (a round robin scores
    /// their remaining games as forfeits), and their undecided game in
    /// the current round is a forfeit win for the opponent. Games already
    /// decided, and a bye already given, stand.
    pub fn withdraw(&mut self, player: &P) -> Result<(), TournamentError<P>> {
        let index = self
            .index(player)
            .ok_or_else(|| TournamentError::UnknownPlayer(player.clone()))?;
        if self.withdrawn[index] {
            return Err(TournamentError::AlreadyWithdrawn(player.clone()));
        }
        self.withdrawn[index] = true;
        let current = self
            .rounds
            .last_mut()
            .and_then(|round| round.game_of_mut(player));
        if let Some(game) = current.filter(|game| game.outcome().is_none()) {
            let absent = if game.pairing().south == *player {
                Absent::South
            } else {
                Absent::North
            };
            game.decide(Outcome::Forfeit(absent));
        }
        Ok(())
    }

    /// Takes a withdrawn `player` back in: they are paired again from the
    /// next round on. The games they forfeited stand.
    pub fn rejoin(&mut self, player: &P) -> Result<(), TournamentError<P>> {
        let index = self
            .index(player)
            .ok_or_else(|| TournamentError::UnknownPlayer(player.clone()))?;
        if !self.withdrawn[index] {
            return Err(TournamentError::NotWithdrawn(player.clone()));
        }
        self.withdrawn[index] = false;
        Ok(())
    }

    pub(crate) fn records(&self) -> Vec<Record> {
        history::records(&self.players, &self.rounds, self.format)
    }

    pub(crate) fn withdrawn_flags(&self) -> &[bool] {
        &self.withdrawn
    }
}

/// Whether the better-placed player `a` of board `board` (from 0) takes
/// South: whoever has had fewer Souths does; if even, each alternates
/// from their last game, `a`'s wish first; with no history at all, board
/// by board, so half the top players start.
fn south_first(a: &Record, b: &Record, board: usize) -> bool {
    let (owed_a, owed_b) = (a.colour_balance(), b.colour_balance());
    if owed_a != owed_b {
        return owed_a < owed_b;
    }
    match (a.last_side, b.last_side) {
        (Some(side), _) => side == Side::North,
        (None, Some(side)) => side == Side::South,
        (None, None) => board.is_multiple_of(2),
    }
}
