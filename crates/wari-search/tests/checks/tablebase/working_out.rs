//! The tables against a plain working-out of the same ranges, one player
//! and one share at a time.

use std::collections::HashMap;

use wari_engine::{Board, ByPlayer, GrandSlam, Player, Position, Rules, Status};

use super::{positions, rules, table};

/// Where a position's game goes: its end, or each move's capture and the
/// board it leads to.
enum Next {
    /// The game is over, with these seeds to each player.
    Over(ByPlayer<u16>),
    /// Each legal move: the seeds it captures for the mover, and the
    /// position it leads to, by its place in the layer when it captured
    /// nothing, itself otherwise.
    Moves(Vec<(u16, Result<usize, Position>)>),
}

/// One layer: every position of `seeds` seeds, both players to move, and
/// where each goes.
struct Layer {
    seeds: u16,
    positions: Vec<Position>,
    next: Vec<Next>,
}

impl Layer {
    fn new(rules: Rules, seeds: u16) -> Layer {
        let positions: Vec<Position> = positions(rules, seeds)
            .into_iter()
            .filter(|p| p.seeds_on_board() == seeds)
            .collect();
        let place: HashMap<Board, usize> = positions
            .iter()
            .enumerate()
            .map(|(i, p)| (*p.board(), i))
            .collect();
        let next = positions
            .iter()
            .map(|position| match position.status(|_| false) {
                Status::Over(outcome) => Next::Over(outcome.stores()),
                Status::Going(moves) => Next::Moves(
                    moves
                        .iter()
                        .map(|m| {
                            let mut after = *position;
                            let captured = after.play_unchecked(m);
                            let taken = seeds - after.seeds_on_board();
                            let to = if captured {
                                Err(after)
                            } else {
                                Ok(place[after.board()])
                            };
                            (taken, to)
                        })
                        .collect(),
                ),
            })
            .collect();
        Layer {
            seeds,
            positions,
            next,
        }
    }

    /// Whether `player` makes sure of at least `share` seeds of the board
    /// from each position, `lower` holding the ranges of the smaller
    /// layers.
    ///
    /// Among positions where `player`'s row holds `share` or more, the
    /// largest set they can keep play in, leaving it only by a capture
    /// worth as much: whatever board of it repeats gives them their
    /// share. Then every position from which they can force their way
    /// there, or to such a capture or end, step by step, no board twice.
    fn makes_sure(&self, player: Player, share: u16, lower: &Lower) -> Vec<bool> {
        let row = |p: &Position| p.row_total(player);
        let mut kept: Vec<bool> = self.positions.iter().map(|p| row(p) >= share).collect();
        self.settle(player, share, lower, &mut kept, |now, i| now[i]);
        let mut forced = kept.clone();
        self.settle(player, share, lower, &mut forced, |now, i| !now[i]);
        forced
    }

    /// Passes over the layer until nothing changes: a position whose
    /// `set` membership `flips` from is set to whether `player` gets
    /// their `share` there with `set` as it stands.
    fn settle(
        &self,
        player: Player,
        share: u16,
        lower: &Lower,
        set: &mut [bool],
        flips: impl Fn(&[bool], usize) -> bool,
    ) {
        let mut changed = true;
        while changed {
            changed = false;
            for i in 0..set.len() {
                if flips(set, i) {
                    let gets = self.gets(i, player, share, lower, set);
                    changed |= gets != set[i];
                    set[i] = gets;
                }
            }
        }
    }

    /// Whether `player` gets `share` from position `i` one move on, the
    /// positions of `set` counting as giving it.
    fn gets(&self, i: usize, player: Player, share: u16, lower: &Lower, set: &[bool]) -> bool {
        let mover = self.positions[i].to_move();
        let good = |&(taken, to): &(u16, Result<usize, Position>)| match to {
            Ok(j) => set[j],
            Err(after) => {
                let (least, most) = lower[after.board()];
                let rest = after.seeds_on_board();
                // The opponent moves next: the player's part of what
                // remains is what the opponent cannot keep, or keeps.
                let part = if player == mover {
                    rest - most + taken
                } else {
                    least
                };
                part >= share
            }
        };
        match &self.next[i] {
            Next::Over(stores) => stores[player] >= share,
            Next::Moves(moves) if player == mover => moves.iter().any(good),
            Next::Moves(moves) => moves.iter().all(good),
        }
    }
}

/// The ranges of every position worked out so far, by board (the mover
/// with it).
type Lower = HashMap<Board, (u16, u16)>;

/// Works out a layer and adds its ranges to `lower`: `least` is the most
/// the mover makes sure of, `most` the seeds less what the opponent makes
/// sure of.
fn plain_layer(rules: Rules, seeds: u16, lower: &mut Lower) -> Vec<Position> {
    let layer = Layer::new(rules, seeds);
    let mut sure = HashMap::new();
    for player in Player::ALL {
        for share in 1..=seeds {
            for (i, yes) in layer
                .makes_sure(player, share, lower)
                .into_iter()
                .enumerate()
            {
                if yes {
                    sure.insert((i, player), share);
                }
            }
        }
    }
    for (i, position) in layer.positions.iter().enumerate() {
        let mover = position.to_move();
        let of = |player| sure.get(&(i, player)).copied().unwrap_or(0);
        let range = (of(mover), layer.seeds - of(!mover));
        lower.insert(*position.board(), range);
    }
    layer.positions
}

/// Every position with up to 8 seeds on 6 pits a side, both players to
/// move, under two grand-slam rules (the two others differ from these
/// only in what a grand slam captures, which the exhaustive searches
/// cover): the table's ranges equal a plain working-out that shares none
/// of its code, its numbering or its turning of North's boards, and works
/// out each player's share one number at a time rather than as a range.
#[test]
fn every_position_up_to_8_seeds_agrees_with_a_plain_working_out() {
    for grand_slam in [GrandSlam::NoCapture, GrandSlam::ForbiddenUnlessOnlyMove] {
        let rules = rules(6, grand_slam);
        let table = table(rules, 8);
        let mut plain = HashMap::new();
        let positions: Vec<Position> = (0..=8)
            .flat_map(|seeds| plain_layer(rules, seeds, &mut plain))
            .collect();
        assert_eq!(positions.len(), 2 * 125_970);
        for position in positions {
            let (least, most) = plain[position.board()];
            let value = table.value(&position);
            assert_eq!(
                (u16::from(value.least()), u16::from(value.most())),
                (least, most),
                "{} under {grand_slam}",
                wari_engine::Diagram::of(&position)
            );
        }
    }
}
