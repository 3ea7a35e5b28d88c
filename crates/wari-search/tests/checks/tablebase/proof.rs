//! The tables' ranges proved, for every position of up to 8 seeds on 6
//! pits, to be the values of the game with its repetition rule from each
//! position as a fresh start.
//!
//! Following every line of play ([`exhaustive`](super::exhaustive)) takes
//! minutes past 3 seeds: the lines that go round without a capture grow
//! with the boards they can pass through. A proof needs less. For each
//! end of a position's range, one player has a strategy that makes sure
//! of it, whatever the other plays, along the line the game takes, board
//! history and all:
//!
//! - **Where a repetition would help the player** (`least` for the
//!   mover's opponent, when a repetition gives the mover nothing; `most`
//!   for the mover, when it gives them everything), it is enough that the
//!   ranges agree with each move one ply on. Each move the player picks
//!   keeps their share, every reply does too, and a line that ends by
//!   repetition gives them the whole board, more than any share.
//! - **Where a repetition would hurt the player** (`least` for the mover,
//!   `most` for the opponent), the player must force an end. That is shown
//!   by proving the positions one by one, each only from positions proved
//!   before it: the player's move, and every reply, lead to an earlier
//!   one. Along any line of such a strategy the positions are proved ever
//!   earlier, so no board comes twice and the repetition rule never
//!   applies. Every position must be proved.
//!
//! Each range end is then what the game gives, and the real game's value,
//! where a repetition shares the board as RULES.md 3.2 has it, lies
//! between them. A capture clears the boards the repetition rule compares,
//! so what follows it is a fresh start too.

use std::collections::HashMap;

use wari_engine::{Board, Diagram, GrandSlam, Position, Rules, Status};
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

/// Whether the player a repetition helps keeps each end of `node`'s range
/// one ply on. The mover's share after a move is the seeds of the board
/// less what the opponent then gets, captures included.
///
/// The opponent holds the mover to `least` if no move gives the mover
/// more with the opponent held to `most` after it; the mover makes sure
/// of `most` if some move leaves the opponent no more than `least`. Where
/// the game is over both ends are what it gives.
fn consistent(nodes: &[Node], node: &Node) -> bool {
    let Some(end) = node.end else {
        let after = || node.after.iter().map(|&i| &nodes[i]);
        let held = after().all(|next| node.seeds - next.most <= node.least);
        let kept = after().any(|next| node.seeds - next.least >= node.most);
        return held && kept;
    };
    node.least >= end && node.most <= end
}

/// Which positions' `least` the mover forces and which positions' `most`
/// the opponent holds the mover to, each proved only from positions proved
/// before it, as many passes as it takes.
///
/// The mover forces `least` with a move to a position whose opponent is
/// held to what leaves the mover `least` (a `most` proved); the opponent
/// holds the mover to `most` if every move leads to a position whose
/// mover, the opponent, forces what leaves the mover no more (a `least`
/// proved).
fn forced(nodes: &[Node]) -> (Vec<bool>, Vec<bool>) {
    let mut least: Vec<bool> = nodes
        .iter()
        .map(|n| n.least == 0 || n.end.is_some_and(|end| end >= n.least))
        .collect();
    let mut most: Vec<bool> = nodes
        .iter()
        .map(|n| n.most == n.seeds || n.end.is_some_and(|end| end <= n.most))
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

/// Every position of up to 8 seeds on 6 pits a side, both players to
/// move, under each grand-slam rule.
#[test]
fn every_range_up_to_8_seeds_is_what_the_game_gives() {
    for grand_slam in GrandSlam::ALL {
        let rules = rules(6, grand_slam);
        let table = table(rules, 8);
        let nodes = nodes(rules, 8, |p| table.value(p));
        assert_eq!(nodes.len(), 2 * 125_970);
        assert_eq!(prove(&nodes), Ok(()), "{grand_slam}");
    }
}

/// The proof can fail. North to move at `0 0 0 0 0 0 / 0 1 0 0 0 1`
/// must feed, and the two seeds then chase each other round the board:
/// the range is `0..2`. The real game gives North 1, by repetition; but
/// North cannot force 1 without it, so a `least` of 1 is not proved, and
/// South cannot be held to less than all when a repetition gives South
/// everything, so a `most` of 1 is not either.
#[test]
fn a_range_that_claims_more_than_the_game_gives_is_not_proved() {
    let rules = rules(6, GrandSlam::ForbiddenUnlessOnlyMove);
    let table = table(rules, 2);
    let chase = position(rules, "0 0 0 0 0 0 / 0 1 0 0 0 1 / 0 0 / n");
    assert_eq!(table.value(&chase), Value::between(0, 2));
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
        prove(&nodes(rules, 2, claiming(Value::between(1, 2)))),
        Err(Unproved::Least(diagram.clone()))
    );
    assert_eq!(
        prove(&nodes(rules, 2, claiming(Value::between(0, 1)))),
        Err(Unproved::Most(diagram))
    );
    assert_eq!(prove(&nodes(rules, 2, |p| table.value(p))), Ok(()));
}
