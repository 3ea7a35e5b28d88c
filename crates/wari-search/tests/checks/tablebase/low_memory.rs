//! A table built within a small memory budget, its layers narrowed
//! without their graphs of moves, is the table built with them, cell for
//! cell.

use std::num::NonZeroUsize;

use wari_engine::GrandSlam;
use wari_search::tablebase::{MemoryBudget, Shape, Table};

use super::rules;

fn built_within(pits_per_side: u8, max_seeds: usize, memory: MemoryBudget) {
    let threads = NonZeroUsize::new(2).expect("two");
    for grand_slam in GrandSlam::ALL {
        let shape = Shape::new(rules(pits_per_side, grand_slam), max_seeds).expect("a small table");
        let with_graphs = Table::build(shape, threads, |_, _| {});
        let within = Table::build_within(shape, threads, memory, |_, _| {});
        assert!(
            within == with_graphs,
            "{grand_slam}, {pits_per_side} pits a side, within {} bytes",
            memory.bytes()
        );
    }
}

#[test]
fn no_graph_on_six_pits_gives_the_same_table() {
    built_within(6, 8, MemoryBudget::megabytes(0));
}

#[test]
fn no_graph_with_laps_gives_the_same_table() {
    // 3 pits a side: a pit of 5 seeds or more sows a lap.
    built_within(3, 14, MemoryBudget::megabytes(0));
}

#[test]
fn graphs_for_the_small_layers_and_some_moves_kept_give_the_same_table() {
    // Room for the graphs of up to 6 seeds on 6 pits a side, for every
    // move of the 7-seed layer, and for the moves of
    // part of the 8-seed layer.
    built_within(6, 8, MemoryBudget::megabytes(1));
}

/// A table grown from a smaller one is the table built at once, and each
/// table it hands on as it grows is the table built at once of that many
/// seeds: what a build stopped half way leaves, and takes up again.
#[test]
fn a_table_grown_layer_by_layer_is_the_table_built_at_once() {
    let threads = NonZeroUsize::new(2).expect("two");
    let rules = rules(6, GrandSlam::NoCapture);
    let at_once = |seeds| {
        let shape = Shape::new(rules, seeds).expect("a small table");
        Table::build(shape, threads, |_, _| {})
    };
    let mut kept = Vec::new();
    let grown = at_once(3).extend_within(
        Shape::new(rules, 7).expect("a small table"),
        threads,
        MemoryBudget::megabytes(0),
        |_, _| {},
        |table| kept.push(table.clone()),
    );
    assert!(grown == at_once(7));
    let seeds: Vec<u8> = kept.iter().map(Table::max_seeds).collect();
    assert_eq!(seeds, [4, 5, 6, 7]);
    for table in kept {
        assert!(
            table == at_once(table.max_seeds().into()),
            "{}",
            table.max_seeds()
        );
    }
}
