//! The tables against a plain exhaustive search: from each position as a
//! fresh start, every line of play is followed to its end, with the
//! repetition rule applied along the line as a game applies it.

use wari_engine::{Board, GrandSlam, Player, Position, Rules, Status};
use wari_search::tablebase::Value;

use super::{position, positions, rules, table};

/// The seeds `root` holds in the end, with perfect play from `position`,
/// `seen` being the boards since the last capture before it: exact when
/// it lies within `alpha..=beta`, and otherwise beyond the bound it
/// crossed (alpha-beta, which leaves the value of the whole search as it
/// is and spares it the lines that cannot change it).
fn search(
    position: &Position,
    seen: &mut Vec<Board>,
    root: Player,
    (mut alpha, mut beta): (u16, u16),
) -> u16 {
    match position.status(|board| seen.contains(board)) {
        Status::Over(outcome) => outcome.stores()[root],
        Status::Going(moves) => {
            let maximising = position.to_move() == root;
            let mut best = None;
            for m in moves.iter() {
                let mut next = *position;
                let result = if next.play_unchecked(m) {
                    search(&next, &mut Vec::new(), root, (alpha, beta))
                } else {
                    seen.push(*position.board());
                    let result = search(&next, seen, root, (alpha, beta));
                    seen.pop();
                    result
                };
                let better = |b: u16| if maximising { result > b } else { result < b };
                if best.is_none_or(better) {
                    best = Some(result);
                }
                if maximising {
                    alpha = alpha.max(result);
                } else {
                    beta = beta.min(result);
                }
                if alpha >= beta {
                    break;
                }
            }
            best.expect("a game going on has a move")
        }
    }
}

/// The real game's value from `position` as a fresh start, its stores
/// empty.
fn searched(position: &Position) -> u16 {
    let seeds = position.pits().iter().sum::<u16>();
    search(position, &mut Vec::new(), position.to_move(), (0, seeds))
}

/// A position where the table gives a range: its diagram, the range, the
/// table's one number for it, and the real game's value from a fresh start.
type Range = (String, Value, u8, u16);

/// Checks every position of up to `max` seeds, both players to move,
/// against the search; returns the positions where the table gives a
/// range, to show them.
fn check_all(rules: Rules, max: u16) -> Vec<Range> {
    let grand_slam = rules.grand_slam();
    let table = table(rules, max.into());
    let mut ranges = Vec::new();
    for position in positions(rules, max) {
        let probe = table.probe(&position).expect("in the table");
        let value = probe.value;
        let real = searched(&position);
        let diagram = wari_engine::Diagram::of(&position).to_string();
        assert!(
            (value.least().into()..=value.most().into()).contains(&real),
            "{diagram} under {grand_slam}: {value}, the game gives {real}"
        );
        if value.is_exact() {
            assert_eq!(u16::from(probe.seeds), real, "{diagram} under {grand_slam}");
        } else {
            ranges.push((diagram, value, probe.seeds, real));
        }
    }
    ranges
}

/// Every position of 6 pits a side with up to 2 seeds on the board, and
/// of 3 pits a side with up to 3: past that, following every line to its
/// repetition takes minutes, since the lines grow with the boards a game
/// can go round.
///
/// The table gives a range where both players can keep the seeds going
/// round without a capture, and the repetition rule shares the board as
/// the history has it. On 6 pits with 2 seeds there are such positions
/// under every rule, e.g. North to move at `0 0 0 0 0 0 / 0 1 0 0 0 1`:
/// North must feed with `f`, and the two seeds chase each other round the
/// board for ever, now both on one row, now one on each. Neither player
/// can keep play among boards that would give them both seeds, so the
/// table says `0..1`; the real game, ending at the first repeated board,
/// which has a seed on each row, gives North 1.
#[test]
fn every_small_position_agrees_with_the_exhaustive_search() {
    for grand_slam in GrandSlam::ALL {
        let ranges = check_all(rules(6, grand_slam), 2);
        assert!(
            ranges.iter().any(|(diagram, value, number, real)| {
                diagram == "0 0 0 0 0 0 / 0 1 0 0 0 1 / 0 0 / n"
                    && *value == Value::between(0, 1)
                    && (*number, *real) == (1, 1)
            }),
            "{grand_slam}: {ranges:?}"
        );
        check_all(rules(3, grand_slam), 3);
    }
}

/// The same for every position of 6 pits a side with up to 3 seeds, and
/// of 3 pits a side with up to 4: about two seconds in release, minutes in
/// a debug build, so `.ci/run` runs it in release. Past that the lines
/// grow beyond counting: 4 seeds on 6 pits take more than seven minutes.
#[test]
#[ignore = "minutes in a debug build; .ci/run runs it in release"]
fn every_position_up_to_3_seeds_agrees_with_the_exhaustive_search() {
    for grand_slam in GrandSlam::ALL {
        check_all(rules(6, grand_slam), 3);
        check_all(rules(3, grand_slam), 4);
    }
}

/// A seed on each row, with South to move: every move is forced, neither
/// seed ever lands on the other, and the board comes back after 24 plies,
/// having passed boards with both seeds on one row. The table gives the
/// range `0..1`; a game from here ends by repetition of this very board,
/// each player keeping one seed.
#[test]
fn two_seeds_that_chase_each_other_give_a_range() {
    let rules = rules(6, GrandSlam::ForbiddenUnlessOnlyMove);
    let start = position(rules, "1 0 0 0 0 0 / 1 0 0 0 0 0 / 0 0 / s");
    let probe = table(rules, 2).probe(&start).expect("in the table");
    assert_eq!(probe.value, Value::between(0, 1));
    assert_eq!(searched(&start), 1);
}
