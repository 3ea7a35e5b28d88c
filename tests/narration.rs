//! The narration of a move against positions built by hand, each worked
//! out from RULES.md: what was sown, where the last seed fell, what it
//! took, and which rule decided when it took nothing; and in the endgame,
//! read from a small table built here, what perfect play makes of the
//! position the move left, worked out by hand.

#[path = "../crates/wari-engine/tests/rules/positions.rs"]
mod positions;

use std::num::NonZeroUsize;
use std::sync::Arc;
use std::time::Duration;

use positions::position;
use wari::app::narrate::{last_move, narration, reason};
use wari::app::{Action, App, Setup, Unfinished, update};
use wari::engine::{ByPlayer, EndReason, Game, GrandSlam, Move, Player, Rules};
use wari::look::Look;
use wari::record::Ending;
use wari::search::perfect_play;
use wari::setup::{Mode, Seat};
use wari::tablebase::{Shape, Table};
use wari::variants::Variants;

fn variant(name: &str) -> Rules {
    Variants::builtin()
        .get(name)
        .expect("a shipped variant")
        .rules()
}

/// How the narration tells South's (Ama's) move `number` from `rows`.
fn told(rules: Rules, rows: &str, stores: (u16, u16), number: usize) -> String {
    let before = position(rules, rows, stores, Player::South);
    let m = Move::new(number).expect("a move number");
    let (_, report) = before.play(m).expect("a legal move");
    last_move(&before, &report, &seats())
}

fn seats() -> ByPlayer<Seat> {
    ByPlayer::new(Seat::human("Ama"), Seat::human("Kofi"))
}

#[test]
fn a_move_that_takes_nothing_says_so_and_where_the_last_seed_fell() {
    // RULES.md 6.2: E's four seeds go into F, a, b, c; c holds 5.
    assert_eq!(
        told(
            variant("warri-society"),
            "4 4 4 4 4 4 | 4 4 4 4 4 4",
            (0, 0),
            5
        ),
        "Ama sowed 4 seeds from E. The last seed fell in Kofi's c: nothing captured."
    );
}

#[test]
fn a_last_seed_on_the_movers_own_row_says_it_is_their_own() {
    // A's two seeds go into B and C, both South's.
    assert_eq!(
        told(
            variant("kids-and-caboodles"),
            "2 4 4 4 4 4 | 4 4 4 4 4 4",
            (2, 0),
            1
        ),
        "Ama sowed 2 seeds from A. The last seed fell in Ama's own C."
    );
}

#[test]
fn a_chain_names_every_pit_it_takes() {
    // RULES.md 6.4: c makes 3, b and a make 2.
    assert_eq!(
        told(
            variant("warri-society"),
            "4 4 4 5 4 4 | 1 1 2 4 4 4",
            (0, 0),
            4
        ),
        "Ama sowed 5 seeds from D. The last seed made 3 in Kofi's c: Ama takes 3, \
         and 2 more from b, and 2 more from a."
    );
}

#[test]
fn a_move_forced_by_feeding_says_why_it_was_played() {
    // RULES.md 6.6: North has no seed; only F's seed reaches a.
    assert_eq!(
        told(
            variant("warri-society"),
            "1 1 0 0 1 1 | 0 0 0 0 0 0",
            (22, 22),
            6
        ),
        "Ama sowed 1 seed from F. The last seed fell in Kofi's a: nothing captured. \
         Kofi had no seeds, so Ama had to give them some."
    );
}

/// South's only seeds are F's three, which make a, b and c hold 2 each:
/// taking them would leave North's row empty, a grand slam, and F is
/// South's only move.
const ONLY_A_GRAND_SLAM: &str = "0 0 0 0 0 3 | 1 1 1 0 0 0";

#[test]
fn a_grand_slam_under_no_capture_says_it_takes_nothing() {
    assert_eq!(
        told(variant("warri-society"), ONLY_A_GRAND_SLAM, (20, 22), 6),
        "Ama sowed 3 seeds from F. The last seed made 2 in Kofi's c, but taking \
         would leave Kofi no seeds: a grand slam takes nothing in this game."
    );
}

#[test]
fn a_grand_slam_played_as_the_only_move_captures_under_no_starving() {
    assert_eq!(
        told(
            variant("kids-and-caboodles"),
            ONLY_A_GRAND_SLAM,
            (20, 22),
            6
        ),
        "Ama sowed 3 seeds from F. The last seed made 2 in Kofi's c: Ama takes 2, \
         and 2 more from b, and 2 more from a, every seed Kofi had: a grand slam, \
         allowed as Ama had no other move."
    );
}

#[test]
fn a_grand_slam_played_as_the_only_move_takes_nothing_under_the_dutch_rule() {
    assert_eq!(
        told(variant("dutch"), ONLY_A_GRAND_SLAM, (20, 22), 6),
        "Ama sowed 3 seeds from F. The last seed made 2 in Kofi's c, but taking \
         would leave Kofi no seeds: Ama had no other move, and a grand slam played \
         so takes nothing."
    );
}

#[test]
fn a_majority_says_whose_store_holds_it() {
    // F's seed makes 2 in a: Ama takes them, and 23 + 2 = 25 of 48 is
    // more than half (RULES.md 3.1).
    let before = position(
        variant("warri-society"),
        "0 0 0 0 1 1 | 1 4 4 4 4 4",
        (23, 2),
        Player::South,
    );
    let mut game = Game::from_position(before);
    game.play_number(6).expect("a legal move");
    let outcome = game.outcome().expect("a majority ends the game");
    assert_eq!(outcome.reason(), EndReason::Majority);
    let to_move = game.position().to_move();
    assert_eq!(
        reason(
            Ending::Played(outcome),
            &seats(),
            to_move,
            "You agreed to stop",
            Unfinished::NoWinner
        ),
        "Ama's store holds more than half of the seeds."
    );
}

/// Why the game ended, as the board says it, after `to_move` was left
/// at `rows` with `stores` and no move.
fn told_end(rows: &str, stores: (u16, u16), to_move: Player) -> String {
    let game = Game::from_position(position(
        variant("kids-and-caboodles"),
        rows,
        stores,
        to_move,
    ));
    let outcome = game.outcome().expect("nobody can move");
    reason(
        Ending::Played(outcome),
        &seats(),
        to_move,
        "",
        Unfinished::NoWinner,
    )
}

#[test]
fn a_player_with_no_seeds_left_is_told_so() {
    // RULES.md 3.3: Kofi's row is empty and it is his turn.
    assert_eq!(
        told_end("1 0 0 0 0 0 | 0 0 0 0 0 0", (23, 24), Player::North),
        "Kofi had no seeds left to play, so each side's seeds went to its \
         owner's store."
    );
}

#[test]
fn a_player_who_cannot_feed_is_not_said_to_have_had_nothing() {
    // RULES.md 3.3 and 2.5: Kofi has 3 seeds, but Ama's row is empty and
    // his a, b and e hold one seed each, which reaches only the next pit.
    assert_eq!(
        told_end("0 0 0 0 0 0 | 1 1 0 0 1 0", (23, 22), Player::North),
        "Ama's row was empty and none of Kofi's pits could reach it, so each \
         side's seeds went to its owner's store."
    );
}

/// An endgame table of every position with at most 6 seeds on the board
/// under `rules`: all that the endgames below need, built in
/// milliseconds.
fn small_table(rules: Rules) -> Arc<Table> {
    let shape = Shape::new(rules, 6).expect("6 seeds make a small table");
    Arc::new(Table::build(shape, NonZeroUsize::MIN, |_, _| {}))
}

/// How the narration tells `to_move`'s move `number` from `rows`, with
/// what a table of 6 seeds says of the position it leaves.
fn told_in_endgame(
    rules: Rules,
    rows: &str,
    stores: (u16, u16),
    to_move: Player,
    number: usize,
) -> String {
    let before = position(rules, rows, stores, to_move);
    let m = Move::new(number).expect("a move number");
    let (after, report) = before.play(m).expect("a legal move");
    let perfect = perfect_play(&small_table(rules), &after);
    narration(&before, &report, &seats(), perfect)
}

/// F's seed makes 2 in Kofi's a, and Ama takes them; Kofi keeps the seed
/// in b, so this is no grand slam. Kofi is left with one
/// seed in b and must sow it into his own c; Ama's row is then empty and
/// she cannot move, so the game ends and Kofi keeps the seed (RULES.md
/// 3.3). Every move is forced and no board comes round again, so the
/// table's value is exact: Kofi wins the 1 seed left.
const ONE_SEED_LEFT_FOR_KOFI: &str = "0 0 0 0 0 1 | 1 1 0 0 0 0";

#[test]
fn a_move_into_a_settled_endgame_says_how_perfect_play_ends_it() {
    // 25 + 2 for Ama, 20 + 1 for Kofi.
    assert_eq!(
        told_in_endgame(
            variant("kids-and-caboodles"),
            ONE_SEED_LEFT_FOR_KOFI,
            (25, 20),
            Player::South,
            6
        ),
        "Ama sowed 1 seed from F. The last seed made 2 in Kofi's a: Ama takes 2. \
         Perfect play from here ends 27-21 to Ama."
    );
    // 22 + 2 for Ama, 23 + 1 for Kofi: level.
    assert_eq!(
        told_in_endgame(
            variant("kids-and-caboodles"),
            ONE_SEED_LEFT_FOR_KOFI,
            (22, 23),
            Player::South,
            6
        ),
        "Ama sowed 1 seed from F. The last seed made 2 in Kofi's a: Ama takes 2. \
         Perfect play from here ends 24-24."
    );
}

#[test]
fn under_the_majority_end_perfect_play_names_only_the_result() {
    // The same ending: Ama 21 + 2 = 23 and Kofi 24 leave the game going
    // (neither passes 24 of 48, RULES.md 3.1), and Kofi's last seed makes
    // him 25.
    let rules = variant("warri-society");
    assert_eq!(
        told_in_endgame(rules, ONE_SEED_LEFT_FOR_KOFI, (21, 24), Player::South, 6),
        "Ama sowed 1 seed from F. The last seed made 2 in Kofi's a: Ama takes 2. \
         With perfect play Kofi wins."
    );
    // Ama 22 + 2 and Kofi 23 + 1: half each, a draw.
    assert_eq!(
        told_in_endgame(rules, ONE_SEED_LEFT_FOR_KOFI, (22, 23), Player::South, 6),
        "Ama sowed 1 seed from F. The last seed made 2 in Kofi's a: Ama takes 2. \
         Perfect play from here ends in a draw."
    );
}

#[test]
fn a_move_into_an_endgame_the_repetition_rule_decides_adds_nothing() {
    // Kofi must feed Ama, and only f reaches her: its seed falls in her
    // empty A. Then Ama's one seed and Kofi's, six pits apart, each have
    // one move, and chase each other along the rows without ever landing
    // on a seed, until Ama's reaches Kofi's a and Kofi must feed her from
    // f again: the same board comes round, Ama to move, and the
    // repetition gives each player the seed on their row. That is what
    // this game gives; from the board alone, with no earlier boards
    // known, the repetition could give Ama anything from none to both,
    // so the table does not settle it and the narration says no more.
    let rules = variant("kids-and-caboodles");
    let before = position(rules, "0 0 0 0 0 0 | 1 0 0 0 0 1", (23, 23), Player::North);
    let (after, _) = before
        .play(Move::new(6).expect("a move number"))
        .expect("a legal move");
    assert_eq!(perfect_play(&small_table(rules), &after), None);
    assert_eq!(
        told_in_endgame(
            rules,
            "0 0 0 0 0 0 | 1 0 0 0 0 1",
            (23, 23),
            Player::North,
            6
        ),
        "Kofi sowed 1 seed from f. The last seed fell in Ama's A: nothing captured. \
         Ama had no seeds, so Kofi had to give them some."
    );
}

/// Two pits a side with one seed in each, 4 seeds in all, so a small
/// table holds every position of the game.
fn tiny_rules() -> Rules {
    Rules::new(2, 1, GrandSlam::ForbiddenUnlessOnlyMove, false).expect("valid rules")
}

/// Ama and Kofi playing [`tiny_rules`] in `mode`, each move's seeds
/// falling a step each `seed_step`, with a small table handed over as an
/// edge hands over the cache's.
fn tiny_game(mode: Mode, seed_step: Duration) -> App {
    let mut setup = Setup::new("kids-and-caboodles", tiny_rules());
    setup.seats = seats();
    setup.mode = mode;
    setup.seed_step = seed_step;
    let mut app = App::new(setup, Look::default(), 7);
    app.set_tablebase(Some(small_table(tiny_rules())));
    app
}

/// From "1 1 | 1 1", Ama's B makes 2 in Kofi's a and takes them. Kofi's
/// one move, b, then makes 2 in Ama's A: every seed she has, a grand
/// slam, but his only move, so it takes them (RULES.md 2.4), and Ama,
/// with no seed, cannot move: 2-2.
const TAKES_TWO: Action = Action::Pick(2);

/// The narration of [`TAKES_TWO`] alone.
const TOOK_TWO: &str = "Ama sowed 1 seed from B. The last seed made 2 in Kofi's a: Ama takes 2.";

#[test]
fn the_board_tells_perfect_play_once_the_edge_has_the_table() {
    let mut app = tiny_game(Mode::Sorry, Duration::ZERO);
    update(&mut app, TAKES_TWO);
    assert_eq!(
        app.narration().as_deref(),
        Some(format!("{TOOK_TWO} Perfect play from here ends 2-2.").as_str())
    );
    // A table not ready yet is none: the words do not wait for it.
    app.set_tablebase(None);
    assert_eq!(app.narration().as_deref(), Some(TOOK_TWO));
}

#[test]
fn perfect_play_is_told_only_of_a_game_played_to_win_and_still_going() {
    // In Win-Win Wari level stores are the goal, which the table does not
    // answer.
    let mut app = tiny_game(Mode::WinWin, Duration::ZERO);
    update(&mut app, TAKES_TWO);
    assert_eq!(app.narration().as_deref(), Some(TOOK_TWO));
    // Kofi's reply ends the game: there is no more play to tell of.
    let mut app = tiny_game(Mode::Sorry, Duration::ZERO);
    update(&mut app, TAKES_TWO);
    update(&mut app, Action::Pick(2));
    assert!(app.game().outcome().is_some());
    let told = app.narration().unwrap_or_default();
    assert!(told.starts_with("Kofi sowed 1 seed from b."), "{told}");
    assert!(!told.contains("Perfect play"), "{told}");
}

#[test]
fn while_the_seeds_fall_perfect_play_is_told_of_the_move_before() {
    let mut app = tiny_game(Mode::Sorry, Duration::from_millis(100));
    update(&mut app, TAKES_TWO);
    // The key ends Ama's sowing, then plays Kofi's reply, whose seed
    // still falls: the words, like the board, are still after Ama's move.
    update(&mut app, Action::Pick(2));
    assert!(app.animation().is_some());
    assert_eq!(
        app.narration().as_deref(),
        Some(format!("{TOOK_TWO} Perfect play from here ends 2-2.").as_str())
    );
}

#[test]
fn a_list_of_games_says_each_result_in_a_few_words_under_its_goal() {
    use wari::app::narrate::short_result;
    use wari::setup::Goal;

    let names = ByPlayer::new("Ama", "Kofi");
    // Agreed at once, each row goes to its owner: 24 seeds each.
    let level = Ending::Played(Game::new(Rules::default(), Player::South).agree_to_end());
    // C f A e, Kofi's e taking 3 from C, then agreed: the rows hold
    // 1+7+0+7+6+6 and 5+4+4+4+0+1, so 27 to Ama and 3+18 to Kofi.
    let mut game = Game::new(Rules::default(), Player::South);
    for n in [3, 6, 1, 5] {
        game.play(Move::new(n).expect("a pit")).expect("legal");
    }
    let apart = Ending::Played(game.agree_to_end());
    let left = Ending::Abandoned {
        stores: ByPlayer::new(0, 3),
    };
    let said = |ending, goal| short_result(ending, names, goal, Unfinished::NoWinner);
    assert_eq!(said(level, Goal::Compete), "a draw, 24-24");
    assert_eq!(said(level, Goal::Cooperate), "both won, 24-24");
    assert_eq!(said(apart, Goal::Compete), "Ama won 27-21");
    assert_eq!(said(apart, Goal::Cooperate), "27-21, 6 apart");
    // PLAYING.md: a game left unfinished has no winner.
    assert_eq!(
        said(left, Goal::Compete),
        "left unfinished at 0-3: nobody wins"
    );
    assert_eq!(
        said(left, Goal::Cooperate),
        "left unfinished at 0-3: nobody wins"
    );
    // CLASSROOM.md: in a tournament the fuller store takes the point.
    let counted = short_result(left, names, Goal::Compete, Unfinished::ByStores);
    assert_eq!(
        counted,
        "left unfinished at 0-3: Kofi takes the point by the stores"
    );
}

#[test]
fn one_board_tells_each_reader_its_last_move_in_their_own_language() {
    use wari_words::{Lang, reader};

    // As at a classroom table: the game is one, its readers two.
    let mut app = tiny_game(Mode::Sorry, Duration::ZERO);
    update(&mut app, TAKES_TWO);
    let told = |code| {
        let lang = Lang::from_code(code).expect("a language");
        reader::reading(lang, || app.narration().unwrap_or_default())
    };
    assert_eq!(
        told("fr"),
        "Ama a semé 1 graine de la case B. La dernière graine fait 2 en a, chez Kofi\u{a0}: \
         Ama en prend 2. Avec un jeu parfait, ça finit à 2-2."
    );
    assert_eq!(
        told("nl"),
        "Ama zaaide 1 zaadje uit putje B. Het laatste zaadje maakte 2 in a van Kofi: \
         Ama pakt er 2. Met perfect spel eindigt het op 2-2."
    );
    assert_eq!(
        app.narration().as_deref(),
        Some(format!("{TOOK_TWO} Perfect play from here ends 2-2.").as_str()),
        "the process's own reader still reads English"
    );
}
