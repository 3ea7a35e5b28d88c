//! Properties of the engine that hold for every variant and every line of
//! play, checked with proptest over random rules and random legal games.

use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use wari_engine::{Game, GrandSlam, IllegalMove, Move, MoveList, Player, Rules};

/// Plies after which a random game is taken to run forever. The repetition
/// rule makes every game finite; the longest of 20,000 random games over
/// every variant and board size (12 pits of 24 seeds) took 4,488 plies.
const PLY_BOUND: usize = 50_000;

fn rules() -> impl Strategy<Value = Rules> {
    let grand_slam = proptest::sample::select(GrandSlam::ALL.to_vec());
    (2u8..=12, 1u8..=24, grand_slam, any::<bool>())
        .prop_map(|(pits, seeds, gs, majority)| Rules::new(pits, seeds, gs, majority).unwrap())
}

fn first() -> impl Strategy<Value = Player> {
    prop_oneof![Just(Player::South), Just(Player::North)]
}

/// Every number from 0 to one past the last pit, legal or not.
fn every_number(rules: Rules) -> impl Iterator<Item = usize> {
    0..=rules.pits_per_side() + 1
}

/// Plays a random legal game, calling `check` on the game before each move.
fn random_game(rules: Rules, first: Player, seed: u64, mut check: impl FnMut(&Game)) -> Game {
    let mut game = Game::new(rules, first);
    // Seeded, so one seed drives a whole game reproducibly.
    let mut rng = SmallRng::seed_from_u64(seed);
    for _ in 0..PLY_BOUND {
        check(&game);
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        let choice = legal.as_slice()[rng.random_range(0..legal.len())];
        game.play(choice).expect("a legal move is accepted");
    }
    check(&game);
    game
}

fn seeds_everywhere(game: &Game) -> usize {
    let stores = game.position().stores();
    game.position()
        .pits()
        .iter()
        .map(|&s| s as usize)
        .sum::<usize>()
        + stores.south() as usize
        + stores.north() as usize
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn seeds_are_conserved(rules in rules(), first in first(), seed in any::<u64>()) {
        random_game(rules, first, seed, |game| {
            assert_eq!(seeds_everywhere(game), rules.total_seeds());
        });
    }

    #[test]
    fn every_game_ends_within_the_bound(rules in rules(), first in first(), seed in any::<u64>()) {
        let game = random_game(rules, first, seed, |_| {});
        prop_assert!(game.outcome().is_some(), "still going after {PLY_BOUND} plies");
    }

    #[test]
    fn moves_exist_exactly_until_the_end(rules in rules(), first in first(), seed in any::<u64>()) {
        random_game(rules, first, seed, |game| {
            assert_eq!(game.legal_moves().is_empty(), game.outcome().is_some());
        });
    }

    #[test]
    fn every_legal_move_is_accepted_and_every_other_refused(
        rules in rules(), first in first(), seed in any::<u64>()
    ) {
        random_game(rules, first, seed, |game| {
            let legal = game.legal_moves();
            for number in every_number(rules) {
                check_one_number(game, &legal, number);
            }
        });
    }
}

/// Playing `number` succeeds exactly when it is in `legal`; a refusal leaves
/// the game as it was and names the same legal moves.
fn check_one_number(game: &Game, legal: &MoveList, number: usize) {
    let mut copy = game.clone();
    let is_legal = Move::new(number).is_some_and(|m| legal.contains(m));
    match copy.play_number(number) {
        Ok(_) => assert!(is_legal, "{number} was played but is not in {legal}"),
        Err(refusal) => {
            assert!(
                !is_legal,
                "{number} is in {legal} but was refused: {refusal}"
            );
            assert_eq!(copy, *game, "a refused move changed the game");
            if refusal != IllegalMove::GameOver {
                assert_eq!(refusal.legal(), *legal);
            }
        }
    }
}
