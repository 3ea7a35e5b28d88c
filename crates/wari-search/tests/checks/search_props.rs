//! Property tests of the computer player under random variants and
//! positions reached by random play: it never plays an illegal move, its
//! principal variation is a legal line, and its score is the best move's.

use proptest::prelude::*;
use wari_engine::{Game, GrandSlam, Player, Rules};
use wari_search::search::{Goal, Level, Limits, Searcher};

prop_compose! {
    /// A game under random rules, up to `max_pits` a side and `max_seeds`
    /// a pit, after up to `max_plies` random legal moves (each `choice`
    /// picks among the legal moves).
    fn random_game(max_pits: u8, max_seeds: u8, max_plies: usize)(
        pits in 2u8..=max_pits,
        seeds in 1u8..=max_seeds,
        slam in 0usize..4,
        majority in any::<bool>(),
        choices in proptest::collection::vec(any::<u8>(), 0..max_plies),
    ) -> Game {
        let rules = Rules::new(pits, seeds, GrandSlam::ALL[slam], majority).expect("in range");
        let mut game = Game::new(rules, Player::South);
        for choice in choices {
            let legal = game.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = legal.as_slice()[usize::from(choice) % legal.len()];
            game.play(m).expect("a legal move plays");
        }
        game
    }
}

/// Either goal: a win, or Win-Win's balance.
fn goals() -> impl Strategy<Value = Goal> {
    prop_oneof![Just(Goal::Win), Just(Goal::Balance)]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn search_plays_legal_moves_and_legal_lines(
        game in random_game(8, 6, 150),
        depth in 1u32..=5,
        goal in goals(),
    ) {
        let found = Searcher::new(1).search(&game, Limits::depth(depth), goal, |_| {});
        let legal = game.legal_moves();
        prop_assert_eq!(found.is_none(), legal.is_empty());
        let Some(found) = found else { return Ok(()) };
        prop_assert!(legal.contains(found.best));
        prop_assert_eq!(found.pv.first(), Some(&found.best));
        prop_assert!(found.pv.len() <= depth as usize);
        let mut line = game.clone();
        for &m in &found.pv {
            prop_assert!(line.play(m).is_ok(), "pv {:?} from {:?}", found.pv, game.position());
        }
        let scored = Searcher::new(1).score_moves(&game, depth.min(3), goal);
        let mut moves: Vec<_> = scored.iter().map(|&(m, _)| m).collect();
        moves.sort();
        prop_assert_eq!(moves.as_slice(), legal.as_slice());
    }

    /// The search to a depth narrows its window around the last depth's
    /// score: what it answers must still be the position's score at that
    /// depth, the best of its moves each searched with no window. Both
    /// search with a table of one slot: with a larger one, a position met
    /// again along another path can take a deeper result stored there, so
    /// two searches of the same depth may differ by what each happened to
    /// store, window or not.
    #[test]
    fn a_search_to_a_depth_scores_the_best_move_searched_alone(
        game in random_game(6, 4, 60),
        depth in 4u32..=6,
        goal in goals(),
    ) {
        let Some(found) = Searcher::new(0).search(&game, Limits::depth(depth), goal, |_| {}) else {
            return Ok(());
        };
        let scored = Searcher::new(0).score_moves(&game, depth, goal);
        prop_assert_eq!(Some(found.score), scored.first().map(|&(_, score)| score));
    }

    #[test]
    fn every_level_plays_a_legal_move(
        game in random_game(8, 6, 150),
        level in 0usize..3,
        seed in any::<u64>(),
    ) {
        let limits = Limits::depth(6);
        let found = Searcher::new(1).choose(&game, Level::ALL[level], Goal::Win, limits, seed);
        match found {
            None => prop_assert!(game.legal_moves().is_empty()),
            Some(found) => prop_assert!(game.legal_moves().contains(found.best)),
        }
    }
}
