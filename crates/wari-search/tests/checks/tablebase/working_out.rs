//! The tables against a plain working-out of the same ranges.

use std::collections::HashMap;

use wari_engine::{Board, GrandSlam, Position, Rules, Status};

use super::{positions, rules, table};

/// `least` and `most` for every position of `seeds` seeds, both players to
/// move and boards as they are, worked out apart from the table's code:
/// whole passes over the layer until nothing changes, `lower` holding the
/// layers below.
fn plain_layer(rules: Rules, seeds: u16, lower: &mut HashMap<Board, (u16, u16)>) -> Vec<Position> {
    let positions: Vec<Position> = positions(rules, seeds)
        .into_iter()
        .filter(|p| p.seeds_on_board() == seeds)
        .collect();
    let mut layer: HashMap<Board, (u16, u16)> =
        positions.iter().map(|p| (*p.board(), (0, seeds))).collect();
    loop {
        let mut changed = false;
        for position in &positions {
            let mover = position.to_move();
            let range = match position.status(|_| false) {
                Status::Over(outcome) => (outcome.stores()[mover], outcome.stores()[mover]),
                Status::Going(moves) => moves.iter().fold((0, 0), |(least, most), m| {
                    let mut next = *position;
                    let (low, high) = if next.play_unchecked(m) {
                        lower[next.board()]
                    } else {
                        layer[next.board()]
                    };
                    // What the move captures and what the opponent leaves.
                    (least.max(seeds - high), most.max(seeds - low))
                }),
            };
            changed |= layer.insert(*position.board(), range) != Some(range);
        }
        if !changed {
            break;
        }
    }
    lower.extend(layer);
    positions
}

/// Every position with up to 8 seeds on 6 pits a side, both players to
/// move, under two grand-slam rules (the two others differ from these
/// only in what a grand slam captures, which the exhaustive searches
/// above cover): the table's ranges equal a plain working-out that shares
/// none of its code, its numbering or its turning of North's boards.
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
