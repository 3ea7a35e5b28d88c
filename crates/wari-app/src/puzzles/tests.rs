//! The shipped set checked against the search, move by move, and the
//! generator's promise that a seed makes the same set.

use crate::engine::{Diagram, Game};
use crate::search::Searcher;

use super::*;

/// Every shipped puzzle: its answer is still the search's best move by at
/// least its stated margin at its stated depth, with every legal move
/// searched, and its grade is the one that depth gives.
#[test]
fn every_shipped_answer_beats_every_other_move_by_its_margin() {
    let puzzles = shipped();
    let mut searcher = Searcher::new(1);
    for (number, puzzle) in puzzles.iter().enumerate() {
        let game = Game::from_position(puzzle.position);
        let found = lead(&mut searcher, &game, puzzle.depth).expect("two moves or more");
        assert!(
            found.shows(puzzle.answer, puzzle.margin),
            "puzzle {}: {found:?} at depth {}, expected {} by {}",
            number + 1,
            puzzle.depth,
            puzzle.answer_letter(),
            puzzle.margin
        );
        assert!(puzzle.margin >= MARGIN, "puzzle {}", number + 1);
        assert_eq!(puzzle.grade, Grade::for_depth(puzzle.depth));
    }
}

#[test]
fn the_shipped_set_has_about_thirty_puzzles_of_every_grade_under_warri_society_rules() {
    let puzzles = shipped();
    assert!((25..=40).contains(&puzzles.len()), "{}", puzzles.len());
    for grade in Grade::ALL {
        assert!(puzzles.iter().any(|p| p.grade == grade), "no {grade:?}");
    }
    assert!(puzzles.iter().all(|p| p.variant == "warri-society"));
    assert!(SET_SOURCE.contains("cargo run --release --example make_puzzles -- --seed"));
}

#[test]
fn the_generator_makes_the_same_set_for_the_same_seed() {
    let budget = Budget {
        games: 2,
        depth: 3,
        per_grade: 1,
    };
    let first = generate(11, budget);
    assert!(!first.is_empty());
    assert_eq!(first, generate(11, budget));
    let text = to_text(11, budget, &first);
    assert_eq!(parse(&text), Ok(first));
}

/// A position worked out by hand: South's F sows its 2 seeds into North's
/// a and b, making them 2 and 3, and takes both, 5 seeds; A, B and C take
/// nothing, and North's 9s take nothing back after F. So F leads by about
/// 5 seeds even one ply deep.
#[test]
fn a_capture_only_one_move_makes_is_its_lead_from_depth_one() {
    let diagram: Diagram = "1 1 1 0 0 2 / 1 2 9 9 9 9 / 0 0 / s".parse().unwrap();
    let rules = crate::engine::Rules::warri_society();
    let game = Game::from_position(diagram.position(rules).unwrap());
    let found = lead(&mut Searcher::new(1), &game, 1).unwrap();
    assert_eq!(found.best.number(), 6);
    assert!(found.centiseeds >= 500, "{found:?}");
}
