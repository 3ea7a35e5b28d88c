//! Hand-worked positions, the tables' limits, and the search that reads
//! them.

use std::cmp::Ordering;
use std::collections::HashMap;
use std::sync::Arc;

use wari_engine::{ByPlayer, Game, GrandSlam, Move, Player, Position, Rules, Status};
use wari_search::search::{Goal, Limits, Score, Searcher};
use wari_search::tablebase::{Shape, Table, Value};

use super::{boards, position, rules, table};

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

/// A table of `max_seeds` seeds under `rules`, and a searcher that reads it.
fn searching_with_table(rules: Rules, max_seeds: usize) -> (Arc<Table>, Searcher) {
    let table = Arc::new(table(rules, max_seeds));
    let mut searcher = Searcher::new(1);
    searcher.set_tablebase(Some(Arc::clone(&table)));
    (table, searcher)
}

/// `pits`, with `stores` taken and South to move.
fn south_to_move(rules: Rules, pits: &[u16], stores: ByPlayer<u16>) -> Position {
    Position::from_parts(rules, pits, stores, Player::South)
        .expect("a position of 48 seeds at most")
}

/// With a table, a search one ply deep plays perfectly from every position
/// of up to 6 seeds that the table settles: each move leads to a capture
/// or to the horizon, where the table's exact values are scored as
/// finished games. Its move keeps the value, and its score is the final
/// margin perfect play gives.
#[test]
fn a_search_with_the_table_plays_perfectly_where_it_settles() {
    let rules = rules(6, GrandSlam::ForbiddenUnlessOnlyMove);
    let (table, mut searcher) = searching_with_table(rules, 6);
    let mut checked = 0;
    for pits in boards(12, 6) {
        let position = south_to_move(rules, &pits, ByPlayer::default());
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
            wari_engine::Diagram::of(&position),
            found.best.number(),
            probe.value
        );
        assert_eq!(found.score.decided_margin().unwrap_or(0), 2 * won - board);
        checked += 1;
    }
    assert!(checked > 10_000, "{checked} positions");
}

/// Where the table gives a range and the stores make every value of it a
/// win, a search one ply deep knows the game won, by the margin the
/// range's low end gives, whatever board repeats: stores of `25 - least`
/// for the mover win by 2 at that end.
#[test]
fn a_search_with_the_table_knows_a_range_with_one_winner_is_won() {
    let rules = rules(6, GrandSlam::ForbiddenUnlessOnlyMove);
    let (table, mut searcher) = searching_with_table(rules, 6);
    let mut checked = 0;
    for pits in boards(12, 6) {
        let board = pits.iter().sum::<u16>();
        let bare = south_to_move(rules, &pits, ByPlayer::default());
        let value = table.value(&bare);
        if value.is_exact() {
            continue;
        }
        let south = 25 - u16::from(value.least());
        let stores = ByPlayer::new(south, 48 - board - south);
        let position = south_to_move(rules, &pits, stores);
        let game = Game::from_position(position);
        let found = searcher
            .search(&game, Limits::depth(1), Goal::Win, |_| {})
            .expect("a move");
        assert_eq!(
            found.score.decided_margin(),
            Some(2),
            "{} with the range {value}",
            wari_engine::Diagram::of(&position)
        );
        checked += 1;
    }
    assert!(checked > 1_000, "{checked} positions");
}

/// Each move from South's `position` under the table that the game goes
/// on from: the value it leads to for South, and whether it captures.
fn moves_with_values(table: &Table, position: &Position) -> Vec<(Move, Value, bool)> {
    let probe = table.probe(position).expect("in the table");
    probe
        .moves
        .iter()
        .filter_map(|&(m, value, _)| {
            let mut next = *position;
            let captured = next.play_unchecked(m);
            let going = matches!(next.status(|_| false), Status::Going(_));
            going.then_some((m, value, captured))
        })
        .collect()
}

/// A search's score for each move of `game`, one ply deep.
fn scores_one_ply_deep(searcher: &mut Searcher, game: &Game) -> HashMap<Move, Score> {
    searcher
        .score_moves(game, 1, Goal::Win)
        .into_iter()
        .collect()
}

/// Where one move leads to a settled value and another to a range that
/// reaches it only at its better end, a search one ply deep scores the
/// settled move higher: the table makes sure of the one, while the other
/// needs the repetition rule's help.
#[test]
fn a_settled_value_is_worth_more_than_a_range_that_only_reaches_it() {
    let rules = rules(6, GrandSlam::ForbiddenUnlessOnlyMove);
    let (table, mut searcher) = searching_with_table(rules, 6);
    let mut checked = 0;
    for pits in boards(12, 6) {
        let position = south_to_move(rules, &pits, ByPlayer::default());
        let moves = moves_with_values(&table, &position);
        let pairs: Vec<(Move, Move)> = moves
            .iter()
            .filter(|(_, sure, _)| sure.is_exact())
            .flat_map(|&(sure, value, _)| {
                moves
                    .iter()
                    .filter(move |(_, r, _)| !r.is_exact() && r.most() == value.least())
                    .map(move |&(hoped, _, _)| (sure, hoped))
            })
            .collect();
        if pairs.is_empty() {
            continue;
        }
        let scores = scores_one_ply_deep(&mut searcher, &Game::from_position(position));
        for (sure, hoped) in pairs {
            assert!(
                scores[&sure] > scores[&hoped],
                "{}: {} scores {} and {} scores {}",
                wari_engine::Diagram::of(&position),
                sure.number(),
                scores[&sure],
                hoped.number(),
                scores[&hoped]
            );
            checked += 1;
        }
    }
    assert!(checked > 1_000, "{checked} pairs");
}

/// A settled value is what a player forces from a fresh start; after a
/// quiet move the boards already played may stand in the way of the
/// player who needs a capture to get it. So where a capture and a quiet
/// move lead to the same settled value, a search one ply deep scores the
/// capture higher when a repetition of the quiet move's board would give
/// South less than that value, and lower when it would give South more.
#[test]
fn a_settled_value_reached_by_a_capture_beats_one_the_play_may_go_round_from() {
    let rules = rules(6, GrandSlam::ForbiddenUnlessOnlyMove);
    let (table, mut searcher) = searching_with_table(rules, 6);
    let mut checked = HashMap::new();
    for pits in boards(12, 6) {
        let position = south_to_move(rules, &pits, ByPlayer::default());
        let moves = moves_with_values(&table, &position);
        let exact = |capture: bool| {
            moves
                .iter()
                .filter(move |&&(_, v, c)| v.is_exact() && c == capture)
        };
        let pairs: Vec<(Move, Move, u8)> = exact(true)
            .flat_map(|&(capture, value, _)| {
                exact(false)
                    .filter(move |(_, v, _)| *v == value)
                    .map(move |&(quiet, _, _)| (capture, quiet, value.least()))
            })
            .collect();
        if pairs.is_empty() {
            continue;
        }
        let scores = scores_one_ply_deep(&mut searcher, &Game::from_position(position));
        for (capture, quiet, won) in pairs {
            let mut after = position;
            after.play_unchecked(quiet);
            let repeated = after.row_total(Player::South) as u8;
            let (capture, quiet) = (scores[&capture], scores[&quiet]);
            let context = || format!("{} after {repeated}", wari_engine::Diagram::of(&position));
            let way = repeated.cmp(&won);
            match way {
                Ordering::Less => assert!(capture > quiet, "{}", context()),
                Ordering::Greater => assert!(capture < quiet, "{}", context()),
                Ordering::Equal => assert_eq!(capture, quiet, "{}", context()),
            }
            *checked.entry(way).or_insert(0) += 1;
        }
    }
    let count = |way| checked.get(&way).copied().unwrap_or(0);
    assert!(
        count(Ordering::Less) > 50 && count(Ordering::Greater) > 50,
        "{checked:?} pairs"
    );
}
