//! The endgame tables against a plain exhaustive search: from each
//! position as a fresh start, every line of play is followed to its end,
//! with the repetition rule applied along the line as a game applies it.

use std::collections::HashMap;
use std::num::NonZeroUsize;
use std::sync::Arc;

use wari::engine::{Board, ByPlayer, EndReason, Game, GrandSlam, Player, Position, Rules, Status};
use wari::search::{Goal, Limits, Searcher};
use wari::tablebase::{Shape, Table, Value};

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

/// Every board of `len` pits with at most `max` seeds, by plain recursion.
fn boards(len: usize, max: u16) -> Vec<Vec<u16>> {
    fn fill(len: usize, pits: &mut Vec<u16>, left: u16, out: &mut Vec<Vec<u16>>) {
        if pits.len() == len {
            out.push(pits.clone());
            return;
        }
        for seeds in 0..=left {
            pits.push(seeds);
            fill(len, pits, left - seeds, out);
            pits.pop();
        }
    }
    let mut out = Vec::new();
    fill(len, &mut Vec::new(), max, &mut out);
    out
}

fn rules(pits_per_side: u8, grand_slam: GrandSlam) -> Rules {
    Rules::new(pits_per_side, 4, grand_slam, false).expect("a board the engine plays")
}

fn position(rules: Rules, text: &str) -> Position {
    text.parse::<wari::engine::Diagram>()
        .expect("a diagram")
        .position(rules)
        .expect("a position")
}

fn table(rules: Rules, max_seeds: usize) -> Table {
    let shape = Shape::new(rules, max_seeds).expect("a small table");
    Table::build(shape, NonZeroUsize::new(2).expect("two"), |_, _| {})
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
    for pits in boards(2 * rules.pits_per_side(), max) {
        for to_move in Player::ALL {
            let position = Position::from_parts(rules, &pits, ByPlayer::default(), to_move)
                .expect("a small position");
            let probe = table.probe(&position).expect("in the table");
            let value = probe.value;
            let (least, most, real) = searched(&position);
            let diagram = wari::engine::Diagram::of(&position).to_string();
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

/// `least` and `most` for every position of `seeds` seeds, both players to
/// move and boards as they are, worked out apart from the table's code:
/// whole passes over the layer until nothing changes, `lower` holding the
/// layers below.
fn plain_layer(rules: Rules, seeds: u16, lower: &mut HashMap<Board, (u16, u16)>) -> Vec<Position> {
    let mut positions = Vec::new();
    for pits in boards(2 * rules.pits_per_side(), seeds) {
        if pits.iter().sum::<u16>() != seeds {
            continue;
        }
        for to_move in Player::ALL {
            positions.push(
                Position::from_parts(rules, &pits, ByPlayer::default(), to_move)
                    .expect("a small position"),
            );
        }
    }
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
                wari::engine::Diagram::of(&position)
            );
        }
    }
}

/// South's one seed in `F` makes North's one seed in `a` a pit of 2: a
/// capture of North's whole row, South's only move. Where a grand slam
/// captures, South wins both seeds. Where it does not, the seeds stay on
/// North's row, North cannot reach South's empty row, and the game ends
/// with North keeping both (RULES.md 3.3).
#[test]
fn a_forced_grand_slam_is_worth_what_its_rule_says() {
    for (grand_slam, value) in [
        (GrandSlam::Capture, 2),
        (GrandSlam::ForbiddenUnlessOnlyMove, 2),
        (GrandSlam::NoCapture, 0),
        (GrandSlam::Forbidden, 0),
    ] {
        let rules = rules(6, grand_slam);
        let probe = table(rules, 2)
            .probe(&position(rules, "0 0 0 0 0 1 / 1 0 0 0 0 0 / 0 0 / s"))
            .expect("in the table");
        assert_eq!(probe.value, Value::exact(value), "{grand_slam}");
        assert_eq!(probe.keeping().map(|m| m.number()).collect::<Vec<_>>(), [6]);
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

/// No seed on South's row: South cannot move, and North keeps its own
/// (RULES.md 3.3). North to move, with one seed in `f`, must feed `A`,
/// after which South cannot reach North's empty row and keeps it.
#[test]
fn a_player_who_cannot_move_wins_nothing_more() {
    let rules = rules(6, GrandSlam::ForbiddenUnlessOnlyMove);
    let table = table(rules, 3);
    let value = |text| {
        table
            .probe(&position(rules, text))
            .expect("in the table")
            .value
    };
    assert_eq!(
        value("0 0 0 0 0 0 / 0 0 0 0 0 1 / 0 0 / s"),
        Value::exact(0)
    );
    assert_eq!(
        value("0 0 0 0 0 0 / 0 0 0 0 0 1 / 0 0 / n"),
        Value::exact(0)
    );
    assert_eq!(
        value("0 0 0 0 0 0 / 0 0 0 0 0 0 / 7 9 / s"),
        Value::exact(0)
    );
    assert_eq!(
        value("2 0 0 0 0 0 / 0 0 0 0 0 0 / 0 0 / n"),
        Value::exact(0)
    );
}

#[test]
fn oversized_tables_are_refused() {
    let rules = rules(6, GrandSlam::Capture);
    assert!(Shape::new(rules, 20).is_ok());
    assert!(Shape::new(rules, 21).is_err());
    assert!(Shape::new(rules, 22).is_err());
    let largest = Rules::new(12, 4, GrandSlam::Capture, false).expect("the largest board");
    for seeds in [15, 20, 21] {
        assert!(Shape::new(largest, seeds).is_err(), "{seeds} seeds");
    }
    let table = table(rules, 2);
    let three = position(rules, "3 0 0 0 0 0 / 0 0 0 0 0 0 / 0 0 / s");
    assert!(table.probe(&three).is_err());
}

/// With a table, a search one ply deep plays perfectly from every position
/// of up to 6 seeds that the table settles: each move leads to a capture
/// or to the horizon, where the table's exact values are scored as
/// finished games. Its move keeps the value, and its score is the final
/// margin perfect play gives.
#[test]
fn a_search_with_the_table_plays_perfectly_where_it_settles() {
    let rules = rules(6, GrandSlam::ForbiddenUnlessOnlyMove);
    let table = Arc::new(table(rules, 6));
    let mut searcher = Searcher::new(1);
    searcher.set_tablebase(Some(Arc::clone(&table)));
    let mut checked = 0;
    for pits in boards(12, 6) {
        let position = Position::from_parts(rules, &pits, ByPlayer::default(), Player::South)
            .expect("a small position");
        let probe = table.probe(&position).expect("in the table");
        let settled = probe.value.is_exact() && probe.moves.iter().all(|(_, v, _)| v.is_exact());
        if !settled || probe.moves.is_empty() {
            continue;
        }
        let game = Game::from_position(position);
        let found = searcher
            .search(&game, Limits::depth(1), Goal::Win, |_| {})
            .expect("a move");
        let board = pits.iter().sum::<u16>() as i32;
        let won = i32::from(probe.seeds);
        assert!(
            probe.keeping().any(|m| m == found.best),
            "{}: {} does not keep {}",
            wari::engine::Diagram::of(&position),
            found.best.number(),
            probe.value
        );
        assert_eq!(found.score.decided_margin().unwrap_or(0), 2 * won - board);
        checked += 1;
    }
    assert!(checked > 10_000, "{checked} positions");
}
