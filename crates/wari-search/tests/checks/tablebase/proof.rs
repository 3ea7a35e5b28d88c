//! The tables' ranges proved, for every position of up to 8 seeds on 6
//! pits, to hold the value of the game with its repetition rule from each
//! position as a fresh start.
//!
//! Following every line of play ([`exhaustive`](super::exhaustive)) takes
//! minutes past 3 seeds: the lines that go round without a capture grow
//! with the boards they can pass through. A proof needs less. For each
//! end of a position's range, one player has a strategy that makes sure
//! of it, whatever the other plays, along the line the game takes, board
//! history and all. A player makes sure of a share of the board in one of
//! two ways:
//!
//! - **By keeping play among boards that give it.** Take the boards where
//!   the player's row holds the share, less those from which the other
//!   player can leave them by a move that stays without a capture, or
//!   takes a capture worth less, and those from which the player cannot
//!   stay, again and again until none is left to take away. Whatever
//!   board of those that remain repeats, each row going to its owner
//!   gives the player their share; and a capture or end they meet gives
//!   it too.
//! - **By forcing their way there**, or to a capture or an end worth the
//!   share. That is shown by proving the positions one by one, each only
//!   from positions proved before it: the player's move, and every reply,
//!   lead to an earlier one. Along any line of such a strategy the
//!   positions are proved ever earlier until the kept boards are reached,
//!   so none of them comes twice, and after that play never leaves the
//!   kept boards.
//!
//! Every position must be proved, both ends. The real game's value, where
//! a repetition shares the board as RULES.md 3.2 has it, then lies
//! between them. A capture clears the boards the repetition rule
//! compares, so what follows it is a fresh start too. Besides, every
//! range is no wider than its moves one ply on show.

use std::collections::HashMap;

use wari_engine::{Board, Diagram, GrandSlam, Player, Position, Rules, Status};
use wari_search::tablebase::Value;

use super::{position, positions, rules, table};

/// A position with its range and where its moves lead.
struct Node {
    position: Position,
    seeds: u16,
    least: u16,
    most: u16,
    /// What the game is over here gives the mover: `None` while it goes
    /// on.
    end: Option<u16>,
    /// The positions the moves lead to, by index, stores set aside.
    after: Vec<usize>,
}

/// Every position of up to `max` seeds, both players to move, stores
/// empty, with the range `value` gives it.
fn nodes(rules: Rules, max: u16, value: impl Fn(&Position) -> Value) -> Vec<Node> {
    let positions = positions(rules, max);
    let index: HashMap<Board, usize> = positions
        .iter()
        .enumerate()
        .map(|(i, p)| (*p.board(), i))
        .collect();
    positions
        .into_iter()
        .map(|position| {
            let range = value(&position);
            let (end, after) = match position.status(|_| false) {
                Status::Over(outcome) => (Some(outcome.stores()[position.to_move()]), Vec::new()),
                Status::Going(moves) => {
                    let after = moves.iter().map(|m| {
                        let mut next = position;
                        next.play_unchecked(m);
                        index[next.board()]
                    });
                    (None, after.collect())
                }
            };
            Node {
                position,
                seeds: position.pits().iter().sum(),
                least: range.least().into(),
                most: range.most().into(),
                end,
                after,
            }
        })
        .collect()
}

/// A range end no strategy reaches, by the position's diagram.
#[derive(Debug, PartialEq)]
enum Unproved {
    /// A range that disagrees with the moves one ply on.
    Inconsistent(String),
    /// `least`, which the mover cannot be shown to force.
    Least(String),
    /// `most`, which the opponent cannot be shown to hold the mover to.
    Most(String),
}

/// Proves every range end of `nodes`, or names one that is not proved.
fn prove(nodes: &[Node]) -> Result<(), Unproved> {
    let diagram = |node: &Node| Diagram::of(&node.position).to_string();
    for node in nodes {
        if !consistent(nodes, node) {
            return Err(Unproved::Inconsistent(diagram(node)));
        }
    }
    let (least, most) = forced(nodes);
    if let Some(i) = least.iter().position(|&proved| !proved) {
        return Err(Unproved::Least(diagram(&nodes[i])));
    }
    if let Some(i) = most.iter().position(|&proved| !proved) {
        return Err(Unproved::Most(diagram(&nodes[i])));
    }
    Ok(())
}

/// Whether `node`'s range is no wider than its moves one ply on show.
/// The mover's share after a move is the seeds of the board less what
/// the opponent then gets, captures included: no move may make sure of
/// more than `least`, and some move must leave the opponent no more than
/// `most` allows. Where the game is over both ends are what it gives.
fn consistent(nodes: &[Node], node: &Node) -> bool {
    let Some(end) = node.end else {
        let after = || node.after.iter().map(|&i| &nodes[i]);
        let held = after().all(|next| node.seeds - next.most <= node.least);
        let kept = after().any(|next| node.seeds - next.least >= node.most);
        return held && kept;
    };
    node.least >= end && node.most <= end
}

/// Which positions' `least` the mover makes sure of and which positions'
/// `most` the opponent holds the mover to, each proved only from
/// positions proved before it, as many passes as it takes.
///
/// An end is proved at once where play is kept among boards that give
/// it. Otherwise, the mover forces `least` with a move to a position whose
/// opponent is held to what leaves the mover `least` (a `most` proved);
/// the opponent holds the mover to `most` if every move leads to a
/// position whose mover, the opponent, forces what leaves the mover no
/// more (a `least` proved).
fn forced(nodes: &[Node]) -> (Vec<bool>, Vec<bool>) {
    let kept = Kept::new(nodes);
    let mut least: Vec<bool> = nodes
        .iter()
        .enumerate()
        .map(|(i, n)| kept.gives(i, n.position.to_move(), n.least))
        .collect();
    let mut most: Vec<bool> = nodes
        .iter()
        .enumerate()
        .map(|(i, n)| kept.gives(i, !n.position.to_move(), n.seeds - n.most))
        .collect();
    let mut changed = true;
    while changed {
        changed = false;
        for (i, node) in nodes.iter().enumerate() {
            // An ended game was judged above; and `all` of no moves would
            // prove anything.
            if node.end.is_some() {
                continue;
            }
            if !least[i] {
                least[i] = node
                    .after
                    .iter()
                    .any(|&j| most[j] && node.seeds - nodes[j].most >= node.least);
                changed |= least[i];
            }
            if !most[i] {
                most[i] = node
                    .after
                    .iter()
                    .all(|&j| least[j] && node.seeds - nodes[j].least <= node.most);
                changed |= most[i];
            }
        }
    }
    (least, most)
}

/// For each player and share, the positions where play is kept among
/// boards that give the player that share.
struct Kept {
    sets: HashMap<(Player, u16), Vec<bool>>,
}

impl Kept {
    fn new(nodes: &[Node]) -> Kept {
        let most = nodes.iter().map(|n| n.seeds).max().unwrap_or(0);
        let sets = Player::ALL
            .into_iter()
            .flat_map(|player| (1..=most).map(move |share| (player, share)))
            .map(|(player, share)| ((player, share), keep(nodes, player, share)))
            .collect();
        Kept { sets }
    }

    /// Whether `player` gets `share` at node `i` by keeping play there.
    fn gives(&self, i: usize, player: Player, share: u16) -> bool {
        share == 0 || self.sets[&(player, share)][i]
    }
}

/// The boards `player` keeps play among, each giving them `share`.
fn keep(nodes: &[Node], player: Player, share: u16) -> Vec<bool> {
    let mut kept: Vec<bool> = nodes
        .iter()
        .map(|n| n.position.row_total(player) >= share)
        .collect();
    let mut changed = true;
    while changed {
        changed = false;
        for (i, node) in nodes.iter().enumerate() {
            if kept[i] && !stays(nodes, node, player, share, &kept) {
                kept[i] = false;
                changed = true;
            }
        }
    }
    kept
}

/// Whether, from `node`, play stays among the `kept` boards or meets a
/// capture or end that gives `player` their `share`, whoever moves.
fn stays(nodes: &[Node], node: &Node, player: Player, share: u16, kept: &[bool]) -> bool {
    let mover = node.position.to_move();
    if let Some(end) = node.end {
        let part = if player == mover {
            end
        } else {
            node.seeds - end
        };
        return part >= share;
    }
    let good = |&j: &usize| {
        let next = &nodes[j];
        if next.seeds == node.seeds {
            return kept[j];
        }
        // A capture: what the player makes sure of from here on.
        let part = if player == mover {
            node.seeds - next.most
        } else {
            next.least
        };
        part >= share
    };
    if player == mover {
        node.after.iter().any(good)
    } else {
        node.after.iter().all(good)
    }
}

/// Every position of up to 8 seeds on 6 pits a side, both players to
/// move, under each grand-slam rule.
#[test]
fn every_range_up_to_8_seeds_holds_what_the_game_gives() {
    for grand_slam in GrandSlam::ALL {
        let rules = rules(6, grand_slam);
        let table = table(rules, 8);
        let nodes = nodes(rules, 8, |p| table.value(p));
        assert_eq!(nodes.len(), 2 * 125_970);
        assert_eq!(prove(&nodes), Ok(()), "{grand_slam}");
    }
}

/// The proof can fail. North to move at `0 0 0 0 0 0 / 0 1 0 0 0 1`
/// must feed, and the two seeds then chase each other round the board,
/// now both on one row, now one on each: the range is `0..1`. A `most` of
/// 0 claims South holds North to nothing, but every board a repetition
/// can end on gives North a seed or both, and the proof does not hold.
/// The real game gives North 1, by repetition of a board with a seed on
/// each row; but North can neither keep play among such boards nor force
/// an end, so a `least` of 1 is not proved either: the proof holds only
/// what the table's own reasoning shows.
#[test]
fn a_range_the_strategies_do_not_reach_is_not_proved() {
    let rules = rules(6, GrandSlam::ForbiddenUnlessOnlyMove);
    let table = table(rules, 2);
    let chase = position(rules, "0 0 0 0 0 0 / 0 1 0 0 0 1 / 0 0 / n");
    assert_eq!(table.value(&chase), Value::between(0, 1));
    let claiming = |claim| {
        let table = &table;
        move |p: &Position| {
            if p.board() == chase.board() {
                claim
            } else {
                table.value(p)
            }
        }
    };
    let diagram = Diagram::of(&chase).to_string();
    assert_eq!(
        prove(&nodes(rules, 2, claiming(Value::exact(1)))),
        Err(Unproved::Least(diagram.clone()))
    );
    assert_eq!(
        prove(&nodes(rules, 2, claiming(Value::exact(0)))),
        Err(Unproved::Most(diagram))
    );
    assert_eq!(prove(&nodes(rules, 2, |p| table.value(p))), Ok(()));
}
