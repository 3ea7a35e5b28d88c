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
