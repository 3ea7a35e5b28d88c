//! The tables against a plain exhaustive search: from each position as a
//! fresh start, every line of play is followed to its end, with the
//! repetition rule applied along the line as a game applies it.

use wari_engine::{Board, EndReason, GrandSlam, Player, Position, Rules, Status};
use wari_search::tablebase::Value;

use super::{position, positions, rules, table};

/// What a repetition gives, for the three searches a table is checked
/// against.
#[derive(Clone, Copy, Debug)]
enum Repetition {
    /// Each row to its owner, as RULES.md 3.2 has it.
    Sweeps,
    /// Nothing more to the root's mover: the table's `least`.
    RootGetsNothing,
    /// The whole board to the root's mover: the table's `most`.
    RootGetsAll,
}

/// The seeds `root` holds in the end, with perfect play from `position`,
/// `seen` being the boards since the last capture before it: exact when
/// it lies within `alpha..=beta`, and otherwise beyond the bound it
/// crossed (alpha-beta, which leaves the value of the whole search as it
/// is and spares it the lines that cannot change it).
fn search(
    position: &Position,
    seen: &mut Vec<Board>,
    root: Player,
    rule: Repetition,
    (mut alpha, mut beta): (u16, u16),
) -> u16 {
    match position.status(|board| seen.contains(board)) {
        Status::Over(outcome) => match (outcome.reason(), rule) {
            (EndReason::Repetition, Repetition::RootGetsNothing) => position.stores()[root],
            (EndReason::Repetition, Repetition::RootGetsAll) => {
                position.stores()[root] + position.pits().iter().sum::<u16>()
            }
            _ => outcome.stores()[root],
        },
        Status::Going(moves) => {
            let maximising = position.to_move() == root;
            let mut best = None;
            for m in moves.iter() {
                let mut next = *position;
                let result = if next.play_unchecked(m) {
                    search(&next, &mut Vec::new(), root, rule, (alpha, beta))
                } else {
                    seen.push(*position.board());
                    let result = search(&next, seen, root, rule, (alpha, beta));
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

/// The three searches from `position`, its stores empty: the table's
/// `least` and `most`, and the real game's value, which lies between.
fn searched(position: &Position) -> (u16, u16, u16) {
    let root = position.to_move();
    let seeds = position.pits().iter().sum::<u16>();
    let run = |rule| search(position, &mut Vec::new(), root, rule, (0, seeds));
    (
        run(Repetition::RootGetsNothing),
        run(Repetition::RootGetsAll),
        run(Repetition::Sweeps),
    )
}

/// A position where the table gives a range: its diagram, the range, the
/// table's one number for it, and the real game's value from a fresh start.
type Range = (String, Value, u8, u16);

/// Checks every position of up to `max` seeds, both players to move,
/// against the searches; returns the positions where the table gives a
/// range, to show them.
fn check_all(rules: Rules, max: u16) -> Vec<Range> {
    let grand_slam = rules.grand_slam();
    let table = table(rules, max.into());
    let mut ranges = Vec::new();
    for position in positions(rules, max) {
        let probe = table.probe(&position).expect("in the table");
        let value = probe.value;
        let (least, most, real) = searched(&position);
        let diagram = wari_engine::Diagram::of(&position).to_string();
        assert_eq!(
            (u16::from(value.least()), u16::from(value.most())),
            (least, most),
            "{diagram} under {grand_slam}"
        );
        assert!(
            least <= real && real <= most,
            "{diagram} under {grand_slam}"
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
/// The table and the search differ by definition only where the table
/// gives a range: there both players can keep the seeds going round
/// without a capture, and the repetition rule shares the board as the
/// history has it. On 6 pits with 2 seeds there are such positions under
/// every rule, e.g. North to move at `0 0 0 0 0 0 / 0 1 0 0 0 1`: North
/// must feed with `f`, and the two seeds chase each other round the board
/// for ever; the table says `0..2` and the real game, ending at the first
/// repeated board with a seed on each row, gives North 1. The table's one
/// number is the board split as it stands, 2 for North: the board where
/// the game will repeat is not this one, and the table cannot know which.
#[test]
fn every_small_position_agrees_with_the_exhaustive_search() {
    for grand_slam in GrandSlam::ALL {
        let ranges = check_all(rules(6, grand_slam), 2);
        assert!(
            ranges.iter().any(|(diagram, value, number, real)| {
                diagram == "0 0 0 0 0 0 / 0 1 0 0 0 1 / 0 0 / n"
                    && *value == Value::between(0, 2)
                    && (*number, *real) == (2, 1)
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

/// A seed on each row, six pits apart, with South to move: every move is
/// forced, neither seed ever lands on the other, and the board comes back
/// after 24 plies. The table gives the range `0..2`; a game from here ends
/// by repetition, each player keeping one seed.
#[test]
fn two_seeds_that_chase_each_other_give_a_range() {
    let rules = rules(6, GrandSlam::ForbiddenUnlessOnlyMove);
    let start = position(rules, "1 0 0 0 0 0 / 1 0 0 0 0 0 / 0 0 / s");
    let probe = table(rules, 2).probe(&start).expect("in the table");
    assert_eq!(probe.value, Value::between(0, 2));
    assert_eq!(searched(&start), (0, 2, 1));
}
