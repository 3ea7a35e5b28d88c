//! Positions built by hand, each named for what it tests and worked out by
//! hand from RULES.md in its comment. Boards are written as RULES.md 6
//! does: South's pits A.. then North's a.., then the stores.

use super::*;
use crate::engine::{ByPlayer, GrandSlam, Player, Position, Rules};
use std::sync::Arc;

/// A game from a hand-built position, South to move.
fn game(rules: Rules, pits: &[u16], stores: (u16, u16)) -> Game {
    let stores = ByPlayer::new(stores.0, stores.1);
    let position = Position::from_parts(rules, pits, stores, Player::South).unwrap();
    Game::from_position(position)
}

/// A searcher whose evaluation is the store difference alone, at the
/// horizon itself, so that undecided scores can be worked out by hand.
fn searcher() -> Searcher {
    Searcher::new(1)
        .with_weights(Weights::STORES_ONLY)
        .with_quiescence(0)
}

fn best(game: &Game, depth: u32, goal: Goal) -> SearchResult {
    searcher()
        .search(game, Limits::depth(depth), goal, |_| {})
        .expect("the game goes on")
}

fn rules(pits: u8, grand_slam: GrandSlam, majority_ends: bool) -> Rules {
    Rules::new(pits, 4, grand_slam, majority_ends).unwrap()
}

fn mv(number: usize) -> Move {
    Move::new(number).unwrap()
}

/// Warri Society, `1 0 0 0 0 1 | 2 4 4 4 4 4`, stores 22-2 (48 seeds).
/// F's one seed makes North's a 3: South captures it, 25 > 24, and the
/// majority ends the game 25-2 with the board left as it is.
fn majority_capture() -> Game {
    game(
        Rules::warri_society(),
        &[1, 0, 0, 0, 0, 1, 2, 4, 4, 4, 4, 4],
        (22, 2),
    )
}

/// F wins at once by the majority (see [`majority_capture`]).
#[test]
fn forced_capture_that_wins_by_majority_is_found() {
    let game = majority_capture();
    for depth in [1, 6] {
        let found = best(&game, depth, Goal::Win);
        assert_eq!(found.best, mv(6), "depth {depth}");
        assert_eq!(found.score.decided_margin(), Some(23), "depth {depth}");
    }
}

/// Kids and Caboodles, `1 1 0 0 0 1 | 1 0 0 0 0 2`, stores 0-0.
/// - F takes a (2 seeds), but North's f then sows A and B to 2 each and
///   takes both: every seed South has, a grand slam, yet North's only
///   move, so it captures; South cannot move and the game ends 2-4.
/// - A makes B 2; North's f makes A 1 and B 3 and takes 3.
/// - B moves to C; North's f makes A 2 and ends in B, which holds 1: no
///   capture, and North's a captures nothing either: 0-0.
fn blunder_ahead() -> Game {
    game(
        Rules::kids_and_caboodles(),
        &[1, 1, 0, 0, 0, 1, 1, 0, 0, 0, 0, 2],
        (0, 0),
    )
}

/// Depth 1 sees only F's two seeds ([`blunder_ahead`]); depth 2 sees the
/// replies.
#[test]
fn one_move_blunder_is_avoided() {
    let game = blunder_ahead();
    let shallow = best(&game, 1, Goal::Win);
    assert_eq!((shallow.best, shallow.score), (mv(6), Score(200)));
    let deeper = best(&game, 2, Goal::Win);
    assert_eq!((deeper.best, deeper.score), (mv(2), Score(0)));
    let scores = searcher().score_moves(&game, 2, Goal::Win);
    assert_eq!(
        scores,
        vec![
            (mv(2), Score(0)),
            (mv(1), Score(-300)),
            (mv(6), Score(-Score::DECIDED - 200)),
        ]
    );
}

/// 6 pits, `1 0 0 0 0 1 | 1 0 0 0 0 0`, stores 0-0: F would make North's
/// only seed 2 and take North's whole row, a grand slam. A moves to B.
/// - `capture`: F takes 2; North has no seed and cannot move, so the game
///   ends and South's A is swept to South: 3-0, the best result there is.
/// - `no-capture`: F is legal and captures nothing (it scores 0 at depth 1).
/// - both `forbidden` values: F is illegal while A can be played.
#[test]
fn grand_slam_rules_decide_whether_the_capture_is_played() {
    let pits = [1, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0];
    for grand_slam in GrandSlam::ALL {
        let game = game(rules(6, grand_slam, false), &pits, (0, 0));
        let scores = searcher().score_moves(&game, 1, Goal::Win);
        let moves: Vec<Move> = scores.iter().map(|&(m, _)| m).collect();
        match grand_slam {
            GrandSlam::Capture => {
                let found = best(&game, 4, Goal::Win);
                assert_eq!(found.best, mv(6));
                assert_eq!(found.score.decided_margin(), Some(3));
            }
            GrandSlam::NoCapture => {
                assert!(scores.contains(&(mv(6), Score(0))), "{scores:?}");
            }
            GrandSlam::ForbiddenUnlessOnlyMove | GrandSlam::Forbidden => {
                assert_eq!(moves, vec![mv(1)], "{grand_slam}");
                assert_eq!(best(&game, 4, Goal::Win).best, mv(1));
            }
        }
    }
}

/// 6 pits, `0 0 0 0 0 1 | 1 0 0 0 0 0`, stores 0-0: F is South's only
/// move and a grand slam. Where a lone grand slam captures (`capture`,
/// `forbidden-unless-only-move`) North is left with nothing, cannot move,
/// and South wins 2-0. Where it captures nothing (`no-capture`,
/// `forbidden`) North's a holds 2, cannot reach South's empty row, so
/// North cannot move and keeps its 2: South loses 0-2.
#[test]
fn a_lone_grand_slam_scores_as_each_rule_says() {
    let pits = [0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0];
    for grand_slam in GrandSlam::ALL {
        let game = game(rules(6, grand_slam, false), &pits, (0, 0));
        let found = best(&game, 3, Goal::Win);
        let expected = if grand_slam.captures() { 2 } else { -2 };
        assert_eq!(found.best, mv(6));
        assert_eq!(found.score.decided_margin(), Some(expected), "{grand_slam}");
    }
}

/// Kids and Caboodles, `5 0 0 0 2 0 | 0 0 0 0 0 0`, stores 20-21: North's
/// row is empty, so South must feed. A's five seeds stop at F; E's two
/// reach a. Only E is legal, and the search plays it.
#[test]
fn feeding_is_respected() {
    let game = game(
        Rules::kids_and_caboodles(),
        &[5, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0],
        (20, 21),
    );
    assert_eq!(searcher().score_moves(&game, 1, Goal::Win).len(), 1);
    for depth in [1, 5] {
        assert_eq!(best(&game, depth, Goal::Win).best, mv(5));
    }
}

/// When nothing can feed the empty row, the game is already over (RULES.md
/// 6.7) and there is no move to search.
#[test]
fn no_search_when_nothing_can_feed() {
    let game = game(
        Rules::kids_and_caboodles(),
        &[3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        (20, 25),
    );
    assert!(game.outcome().is_some());
    assert_eq!(best_or_none(&game), None);
}

fn best_or_none(game: &Game) -> Option<SearchResult> {
    searcher().search(game, Limits::depth(3), Goal::Win, |_| {})
}

/// 2 pits, `1 0 | 1 0`, stores 5-0, no majority rule. Every move is forced:
/// South A to B; North a to b; South B to a (1, no capture), leaving South
/// empty; North must feed, and only b reaches A. That brings back the
/// starting board with South to move: the game ends by repetition and each
/// row is swept, 6-1. Three plies see only the stores (+5); four see the
/// repetition and the win by 5, though the board repeats a position from
/// before the search began.
#[test]
fn repetition_along_the_search_path_ends_the_game() {
    let game = game(rules(2, GrandSlam::Capture, false), &[1, 0, 1, 0], (5, 0));
    let three = best(&game, 3, Goal::Win);
    assert_eq!(three.score, Score(500));
    let four = best(&game, 4, Goal::Win);
    assert_eq!(four.score.decided_margin(), Some(5));
    assert_eq!(four.pv, vec![mv(1), mv(1), mv(2), mv(2)]);
}

/// The same cycle three plies in: North's only move repeats the game's
/// first board. With the game's history the search knows at depth 1 that
/// the game ends 6-1 (North loses by 5); from the same position with no
/// history the move does not end the game, and depth 1 sees -5 seeds.
#[test]
fn repetition_with_the_games_own_history_ends_the_game() {
    let mut game = game(rules(2, GrandSlam::Capture, false), &[1, 0, 1, 0], (5, 0));
    for number in [1, 1, 2] {
        game.play_number(number).unwrap();
    }
    let with_history = best(&game, 1, Goal::Win);
    assert_eq!(with_history.best, mv(2));
    assert_eq!(with_history.score.decided_margin(), Some(-5));
    let fresh = Game::from_position(*game.position());
    assert_eq!(best(&fresh, 1, Goal::Win).score, Score(-500));
}

/// `capture` rules, 2 pits, `1 1 | 1 0`, stores 0-0.
/// - B makes a 2 and takes it: North's whole row, which `capture` allows;
///   North cannot move, South's A is swept: 3-0.
/// - A makes B 2; North's only move a goes to b; South's only move B makes
///   a 1 and b 2 and takes b; North must feed but a's one seed cannot
///   reach: the game ends, a swept to North: 2-1.
///
/// To win, B (by 3); to balance the stores, A (a gap of 1).
#[test]
fn balance_plays_for_equal_stores_where_win_plays_for_more() {
    let game = game(rules(2, GrandSlam::Capture, false), &[1, 1, 1, 0], (0, 0));
    let win = best(&game, 4, Goal::Win);
    assert_eq!(win.best, mv(2));
    assert_eq!(win.score.decided_margin(), Some(3));
    let balance = best(&game, 4, Goal::Balance);
    assert_eq!((balance.best, balance.score), (mv(1), Score(-100)));
}

/// Depth 1 always finishes, even when the time is up before the search
/// starts, so there is always a move to play.
#[test]
fn an_expired_deadline_still_gives_a_move() {
    let game = Game::new(Rules::default(), Player::South);
    let past = std::time::Instant::now();
    let limits = Limits {
        deadline: Some(past),
        ..Limits::default()
    };
    let found = Searcher::new(1)
        .search(&game, limits, Goal::Win, |_| {})
        .unwrap();
    assert_eq!(found.depth, 1);
    assert!(game.legal_moves().contains(found.best));
}

/// A stop flag set from another thread ends a search that has no other limit.
#[test]
fn a_stop_flag_ends_an_unlimited_search() {
    use std::sync::atomic::{AtomicBool, Ordering};
    let game = Game::new(Rules::default(), Player::South);
    let stop = Arc::new(AtomicBool::new(false));
    let limits = Limits::default().with_stop(stop.clone());
    let thinker =
        std::thread::spawn(move || Searcher::new(1).search(&game, limits, Goal::Win, |_| {}));
    std::thread::sleep(Duration::from_millis(50));
    stop.store(true, Ordering::Relaxed);
    let found = thinker.join().unwrap().unwrap();
    assert!(found.depth < MAX_DEPTH);
}

/// In [`blunder_ahead`], the easy level sometimes grabs F's two seeds and
/// loses four, and sometimes does not; the other levels never do.
#[test]
fn easy_sometimes_falls_for_the_blunder_and_the_others_never() {
    let game = blunder_ahead();
    let choose = |level, seed| {
        Searcher::new(1)
            .choose(&game, level, Goal::Win, Limits::depth(6), seed)
            .unwrap()
            .best
    };
    let easy: Vec<Move> = (0..40).map(|seed| choose(Level::Easy, seed)).collect();
    assert!(easy.contains(&mv(6)), "{easy:?}");
    assert!(easy.iter().any(|&m| m != mv(6)), "{easy:?}");
    for level in [Level::Medium, Level::Hard] {
        assert_ne!(choose(level, 0), mv(6), "{level}");
    }
}

/// The easy level makes the same choice from the same seed.
#[test]
fn easy_is_repeatable_for_a_seed() {
    let game = Game::new(Rules::default(), Player::South);
    let choose = |seed| {
        Searcher::new(1)
            .choose(&game, Level::Easy, Goal::Win, Limits::default(), seed)
            .unwrap()
            .best
    };
    for seed in 0..20 {
        assert_eq!(choose(seed), choose(seed));
    }
}

/// [`majority_capture`] again: a timed search on two threads, the helper
/// sharing the table, still plays the winning capture and scores it as the
/// finished game it is.
#[test]
fn a_search_on_two_threads_finds_the_winning_capture() {
    let game = majority_capture();
    let mut searcher = searcher().with_threads(2);
    let limits = Limits::movetime(Duration::from_millis(50));
    let found = searcher.search(&game, limits, Goal::Win, |_| {}).unwrap();
    assert_eq!(found.best, mv(6));
    assert_eq!(found.score.decided_margin(), Some(23));
}

/// A search to a fixed depth answers the same on one thread or several,
/// from an empty table: depth searches stay repeatable.
#[test]
fn a_depth_search_answers_alike_whatever_the_threads() {
    let game = Game::new(Rules::warri_society(), Player::South);
    let answer = |threads| {
        let found = Searcher::new(4)
            .with_threads(threads)
            .search(&game, Limits::depth(9), Goal::Win, |_| {})
            .unwrap();
        (found.best, found.score, found.depth, found.nodes, found.pv)
    };
    assert_eq!(answer(1), answer(4));
}

/// A score that rests on a board of the game's past repeating holds for
/// that past only. Searched first with a past and then without it (the same
/// position as a fresh start), the searcher must answer as a fresh one:
/// on boards this small every line ends, so both answers are exact.
#[test]
fn a_score_resting_on_a_repetition_is_not_carried_to_another_past() {
    use rand::rngs::SmallRng;
    use rand::{RngExt, SeedableRng};
    for (pits, seeds) in [(2, 1), (2, 2), (3, 1)] {
        let rules = Rules::new(pits, seeds, GrandSlam::NoCapture, true).unwrap();
        for walk in 0..40 {
            let mut rng = SmallRng::seed_from_u64(walk);
            let mut game = Game::new(rules, Player::South);
            for _ in 0..rng.random_range(2..12) {
                let moves: Vec<Move> = game.legal_moves().into_iter().collect();
                if game.outcome().is_some() || moves.is_empty() {
                    break;
                }
                game.play(moves[rng.random_range(0..moves.len())]).unwrap();
            }
            if game.outcome().is_some() || game.boards_since_capture().len() < 2 {
                continue;
            }
            let fresh = Game::from_position(*game.position());
            let solve = |searcher: &mut Searcher, game: &Game| {
                searcher
                    .search(game, Limits::default(), Goal::Win, |_| {})
                    .unwrap()
                    .score
            };
            let mut warm = searcher();
            solve(&mut warm, &game);
            let after_the_past = solve(&mut warm, &fresh);
            let cold = solve(&mut searcher(), &fresh);
            assert_eq!(after_the_past, cold, "{pits} pits of {seeds}, walk {walk}");
        }
    }
}

/// Warri Society, North to move at `0 0 0 1 0 2 | 1 2 1 0 2 2`, stores
/// 15-22 (from a game against another engine). South's F (2 seeds) sows
/// North's a and b:
/// - after c (into d), e (into f and A) or f (into A and B), that makes a
///   2 and b 3, and F takes both: 5 seeds;
/// - after a (b becomes 3, a empty) F makes a 1 and b 4, and after b (into
///   c and d) a 2 and b 1: nothing to take.
///
/// So every answer is a or b, however short the search is cut; even when,
/// between iterations, another thread has written c as the table's move
/// for this position: the root searches the last depth's best first, and
/// only a move searched in full that beats it takes its place.
#[test]
fn a_search_cut_short_answers_a_move_that_held_up_not_the_tables_root_move() {
    let pits = [0, 0, 0, 1, 0, 2, 1, 2, 1, 0, 2, 2];
    let stores = ByPlayer::new(15, 22);
    let position =
        Position::from_parts(Rules::warri_society(), &pits, stores, Player::North).unwrap();
    let game = Game::from_position(position);
    let root = key::key(&position);
    for budget in (1..=64).map(|k| k * limits::NODE_STEP) {
        let mut searcher = Searcher::new(1);
        let table = Arc::clone(&searcher.table);
        let found = searcher
            .search(&game, Limits::nodes(budget), Goal::Win, |_| {
                table.store(root, 0, 0, table::Bound::Upper, mv(3));
            })
            .expect("the game goes on");
        assert!(
            [mv(1), mv(2)].contains(&found.best),
            "after {budget} nodes: {}",
            found.best
        );
    }
}

/// A thread leaves the moves another thread is searching for last, and
/// then searches them. In [`blunder_ahead`], F's capture is searched
/// first; with every move marked as another thread's, a search three plies
/// deep still comes back to B, the one move that does not lose, and plays
/// it.
#[test]
fn moves_another_thread_is_searching_are_searched_last_not_skipped() {
    let game = blunder_ahead();
    let busy = Busy::new();
    for m in game.legal_moves() {
        let mut position = *game.position();
        position.play_unchecked(m);
        busy.enter(key::key(&position));
    }
    let mut searcher = Searcher {
        busy: Some(Arc::new(busy)),
        ..searcher()
    };
    searcher.prepare(&game, Limits::depth(3), Goal::Win);
    let root = negamax::Node::root(&game);
    let score = searcher.negamax(&root, 3, -score::INFINITY, score::INFINITY, 0);
    assert_eq!((searcher.pv[0][0], score), (mv(2), 0));
}
