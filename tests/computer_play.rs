//! Playing against the computer through `update` alone: the app asks for
//! searches and takes their answers as actions, and a synchronous driver
//! (tests/common `think`) stands in for the edge's search thread. Hints use
//! the same path: the rule of thumb at once, the search's reasons after.

mod common;
#[path = "../crates/wari-engine/tests/rules/positions.rs"]
mod positions;

use std::num::NonZeroUsize;
use std::sync::Arc;
use std::time::Duration;

use common::{against_computer, picks, press, screen_text, setup, think};
use wari::app::{
    Action, App, Found, Purpose, Question, SearchAnswer, SearchRequest, explain_hint, update,
};
use wari::engine::{ByPlayer, Move, Player, Rules};
use wari::look::Look;
use wari::search::{Goal, Level, Searcher};
use wari::setup::{Mode, PlayerKind, Seat};
use wari::tablebase::{Shape, Table};

fn message(app: &App) -> String {
    app.message().map(|m| m.text.clone()).unwrap_or_default()
}

fn pits(app: &App) -> Vec<u16> {
    app.game().position().pits().to_vec()
}

fn answer(ticket: u64, number: usize) -> Action {
    Action::Searched(SearchAnswer {
        ticket,
        found: Found::Move(Move::new(number).expect("a pit number")),
    })
}

/// The computer to move sows pit `number`: its search's answer arrives.
fn computer_sows(app: &mut App, number: usize) {
    let ticket = app.search_request().expect("the computer's turn").ticket;
    update(app, answer(ticket, number));
}

#[test]
fn a_computer_seat_asks_for_a_search_on_its_turn_only() {
    let mut app = against_computer(Mode::Sorry, Level::Hard);
    assert_eq!(app.search_request(), None, "Ama moves first");
    picks(&mut app, &[3]);
    let request = app.search_request().expect("Kofi's turn");
    assert_eq!(request.purpose, Purpose::Move);
    assert_eq!(request.level, Level::Hard);
    assert_eq!(request.goal, Goal::Win);
    assert_eq!(request.game, *app.game());
    assert!(request.budget > Duration::ZERO);
    assert!(app.computer_to_move());
    let screen = screen_text(&app, 80, 24);
    assert!(screen.contains("▶ Kofi (computer) is thinking…"));
    assert!(
        !screen.contains('┏'),
        "no cursor while the computer thinks:\n{screen}"
    );
}

#[test]
fn no_search_while_the_help_or_a_question_covers_the_board() {
    let mut app = against_computer(Mode::Sorry, Level::Medium);
    picks(&mut app, &[3]);
    press(&mut app, &[Action::Help]);
    assert_eq!(app.search_request(), None);
    press(&mut app, &[Action::Back, Action::Quit]);
    assert_eq!(app.search_request(), None, "the quit question is open");
    press(&mut app, &[Action::Back]);
    assert!(app.search_request().is_some());
}

#[test]
fn the_computer_plays_no_move_while_the_board_is_too_small_to_be_seen() {
    let mut app = against_computer(Mode::Sorry, Level::Medium);
    picks(&mut app, &[3]);
    let small = Action::Resize {
        width: 40,
        height: 12,
    };
    press(&mut app, &[small]);
    computer_sows(&mut app, 1);
    press(&mut app, &[Action::Tick(Duration::from_secs(10))]);
    assert_eq!(app.played().len(), 1, "its move waits to be seen");
    let big = Action::Resize {
        width: 80,
        height: 24,
    };
    press(&mut app, &[big, Action::Tick(Duration::from_secs(10))]);
    assert_eq!(app.played().len(), 2, "shown, it plays");
}

#[test]
fn no_search_while_the_players_move_is_still_being_sown() {
    let mut setup = common::setup(Mode::Sorry);
    setup.seats = ByPlayer::new(Seat::human("Ama"), Seat::computer("Kofi", Level::Easy));
    setup.seed_step = Duration::from_millis(100);
    let mut app = App::new(setup, Look::default(), 7);
    picks(&mut app, &[3]);
    assert!(app.animation().is_some());
    assert_eq!(app.search_request(), None);
    press(&mut app, &[Action::Tick(Duration::from_millis(400))]);
    assert!(app.search_request().is_some(), "the four seeds have fallen");
}

#[test]
fn the_computers_answer_plays_its_move() {
    let mut app = against_computer(Mode::Sorry, Level::Hard);
    picks(&mut app, &[3]);
    computer_sows(&mut app, 1);
    // North's a (5 after Ama's C) sows b..f.
    assert_eq!(
        app.game().position().pits(),
        [4, 4, 0, 5, 5, 5, 0, 5, 5, 5, 5, 5]
    );
    assert_eq!(app.game().position().to_move(), Player::South);
    assert_eq!(
        app.narration().as_deref(),
        Some("Kofi sowed 5 seeds from a. The last seed fell in Kofi's own f.")
    );
    assert_eq!(app.search_request(), None);
}

#[test]
fn a_stale_answer_is_ignored() {
    let mut app = against_computer(Mode::Sorry, Level::Hard);
    picks(&mut app, &[3]);
    let old = app.search_request().expect("Kofi's turn").ticket;
    // Ama takes her move back while Kofi thinks, and plays another.
    press(&mut app, &[Action::Undo]);
    picks(&mut app, &[4]);
    let before = app.game().clone();
    update(&mut app, answer(old, 1));
    assert_eq!(*app.game(), before, "the answer was about another position");
    let new = app.search_request().expect("Kofi must still move");
    assert_ne!(new.ticket, old);
    // After a new game, too.
    press(&mut app, &[Action::NewGame, Action::Yes]);
    update(&mut app, answer(new.ticket, 1));
    assert_eq!(app.played().len(), 0);
}

#[test]
fn an_answer_to_a_search_no_longer_wanted_is_ignored() {
    let mut app = against_computer(Mode::Sorry, Level::Hard);
    picks(&mut app, &[3]);
    let ticket = app.search_request().expect("Kofi's turn").ticket;
    press(&mut app, &[Action::Help]);
    update(&mut app, answer(ticket, 1));
    assert_eq!(app.played().len(), 1, "the help was open: no move");
}

#[test]
fn undo_goes_back_to_the_persons_last_turn_and_redo_comes_forward_again() {
    let mut app = against_computer(Mode::Sorry, Level::Hard);
    let mut searcher = Searcher::new(1);
    picks(&mut app, &[3]);
    think(&mut app, &mut searcher, 2);
    picks(&mut app, &[1]);
    think(&mut app, &mut searcher, 2);
    assert_eq!(app.played().len(), 4);
    let after_four = app.game().clone();
    press(&mut app, &[Action::Undo]);
    assert_eq!(app.played().len(), 2, "Kofi's reply and Ama's A are gone");
    let said = message(&app);
    assert!(said.starts_with("Took back Ama's A and Kofi's "), "{said}");
    assert_eq!(app.game().position().to_move(), Player::South);
    assert_eq!(app.search_request(), None);
    press(&mut app, &[Action::Undo]);
    assert_eq!(app.played().len(), 0);
    press(&mut app, &[Action::Redo, Action::Redo]);
    assert_eq!(*app.game(), after_four);
}

#[test]
fn undo_while_the_computer_thinks_takes_back_the_persons_move() {
    let mut app = against_computer(Mode::Sorry, Level::Hard);
    picks(&mut app, &[3]);
    assert!(app.computer_to_move());
    press(&mut app, &[Action::Undo]);
    assert_eq!(app.played().len(), 0);
    assert_eq!(app.search_request(), None, "Ama's turn again");
}

#[test]
fn win_win_asks_the_computer_to_play_for_level_stores() {
    let mut app = against_computer(Mode::WinWin, Level::Hard);
    picks(&mut app, &[3]);
    let request = app.search_request().expect("Kofi's turn");
    assert_eq!(request.goal, Goal::Balance);
    let mut app = against_computer(Mode::Hurry { coop: true }, Level::Hard);
    picks(&mut app, &[3]);
    assert_eq!(app.search_request().map(|r| r.goal), Some(Goal::Balance));
    let mut app = against_computer(Mode::Hurry { coop: false }, Level::Hard);
    picks(&mut app, &[3]);
    assert_eq!(app.search_request().map(|r| r.goal), Some(Goal::Win));
}

#[test]
fn in_hurry_the_computer_answers_well_inside_the_countdown() {
    let mut setup = setup(Mode::Hurry { coop: false });
    setup.seats = ByPlayer::new(Seat::human("Ama"), Seat::computer("Kofi", Level::Hard));
    setup.hurry = Duration::from_secs(1);
    let mut app = App::new(setup, Look::default(), 7);
    picks(&mut app, &[3]);
    let countdown = app.countdown().expect("Kofi's clock runs");
    let request = app.search_request().expect("Kofi's turn");
    assert!(
        request.budget <= countdown / 2,
        "{request:?} for {countdown:?}"
    );
    // Half the turn gone (the help was open, say): half the budget.
    press(&mut app, &[Action::Tick(Duration::from_millis(600))]);
    let left = app.countdown().expect("the clock still runs");
    assert_eq!(left, Duration::from_millis(400));
    let request = app.search_request().expect("Kofi's turn");
    assert!(request.budget <= left / 2, "{request:?} for {left:?}");
}

#[test]
fn the_computer_waits_a_moment_so_people_can_follow() {
    let mut setup = setup(Mode::Sorry);
    setup.seats = ByPlayer::new(Seat::human("Ama"), Seat::computer("Kofi", Level::Easy));
    setup.seed_step = Duration::from_millis(100);
    let mut app = App::new(setup, Look::default(), 7);
    picks(&mut app, &[3]);
    press(&mut app, &[Action::Tick(Duration::from_millis(400))]);
    assert!(app.animation().is_none(), "Ama's four seeds are sown");
    // Four seed steps of pause against a person: 400 ms.
    assert_eq!(app.next_tick(), Some(Duration::from_millis(400)));
    computer_sows(&mut app, 1);
    assert_eq!(app.played().len(), 1, "the answer waits for the pause");
    assert_eq!(app.search_request(), None, "the answer is in");
    press(&mut app, &[Action::Tick(Duration::from_millis(300))]);
    assert_eq!(app.played().len(), 1);
    assert_eq!(app.next_tick(), Some(Duration::from_millis(100)));
    press(&mut app, &[Action::Tick(Duration::from_millis(100))]);
    assert_eq!(app.played().len(), 2, "Kofi sows");
    assert!(app.animation().is_some());
}

#[test]
fn the_persons_keys_wait_on_the_computers_turn() {
    let mut app = against_computer(Mode::Sorry, Level::Hard);
    picks(&mut app, &[3]);
    press(&mut app, &[Action::Pick(2)]);
    assert_eq!(app.played().len(), 1);
    assert_eq!(message(&app), "Kofi is thinking: wait for its move.");
    press(&mut app, &[Action::ProposeEnd]);
    assert_eq!(app.question(), None);
    assert_eq!(
        message(&app),
        "Propose the end on your own turn, when Kofi has moved."
    );
}

#[test]
fn the_computer_answers_an_offer_to_stop_at_once() {
    // After C a: South [4 4 0 5 5 5], North [0 5 5 5 5 5]; ending now
    // gives Ama 23 and Kofi 25: Kofi agrees in Sorry Wari.
    let mut app = against_computer(Mode::Sorry, Level::Hard);
    picks(&mut app, &[3]);
    computer_sows(&mut app, 1);
    press(&mut app, &[Action::ProposeEnd]);
    assert_eq!(
        app.question(),
        Some(Question::OfferEnd),
        "Ama sees the result first"
    );
    press(&mut app, &[Action::Yes]);
    assert_eq!(app.question(), None);
    assert_eq!(
        app.game().outcome().map(|o| o.stores()),
        Some(ByPlayer::new(23, 25))
    );
    assert_eq!(message(&app), "Kofi agrees to end the game here.");
    // In Win-Win, 23 and 25 are not level: Kofi wants to play on.
    let mut app = against_computer(Mode::WinWin, Level::Hard);
    picks(&mut app, &[3]);
    computer_sows(&mut app, 1);
    press(&mut app, &[Action::ProposeEnd, Action::Yes]);
    assert_eq!(app.game().outcome(), None);
    assert_eq!(
        message(&app),
        "Kofi says no: the stores would end 2 seeds apart. Play on together!"
    );
}

#[test]
fn the_computer_declines_to_end_a_game_it_would_lose() {
    // Ama's A (4) sows B..E; Kofi's f (4) sows A..D: South [1 6 6 6 5 4]
    // holds 28, North [4 4 4 4 4 0] 20. Ending now, Kofi would lose.
    let mut app = against_computer(Mode::Sorry, Level::Hard);
    picks(&mut app, &[1]);
    computer_sows(&mut app, 6);
    assert_eq!(
        app.game().position().pits(),
        [1, 6, 6, 6, 5, 4, 4, 4, 4, 4, 4, 0]
    );
    press(&mut app, &[Action::ProposeEnd, Action::Yes]);
    assert_eq!(app.game().outcome(), None);
    assert_eq!(
        message(&app),
        "Kofi says no: ending here would leave Kofi behind, 20 to 28. Play on!"
    );
}

#[test]
fn the_demo_plays_itself_to_the_end_and_space_pauses_it() {
    let mut setup = setup(Mode::Sorry);
    setup.seats = ByPlayer::new(
        Seat::computer("South", Level::Easy),
        Seat::computer("North", Level::Medium),
    );
    let mut app = App::new(setup, Look::default(), 7);
    assert!(app.is_demo());
    press(&mut app, &[Action::Sow]);
    assert!(app.paused());
    assert_eq!(app.search_request(), None);
    assert!(screen_text(&app, 80, 24).contains("South (computer) is paused: Space goes on"));
    press(&mut app, &[Action::Sow]);
    let mut searcher = Searcher::new(1);
    let searches = think(&mut app, &mut searcher, 3);
    let outcome = app.game().outcome().expect("the demo played to the end");
    assert_eq!(searches, app.played().len());
    assert_eq!(outcome.stores().south() + outcome.stores().north(), 48);
    assert!(screen_text(&app, 80, 24).contains("Game over"));
}

#[test]
fn a_person_plays_a_whole_game_against_the_computer_to_the_end_screen() {
    // Ama plays the hint every turn, with the search's deeper look; Kofi
    // answers through the search, as the edge would.
    let mut app = against_computer(Mode::Sorry, Level::Medium);
    let mut searcher = Searcher::new(1);
    let mut turns = 0;
    while app.game().outcome().is_none() {
        assert!(!app.computer_to_move());
        press(&mut app, &[Action::Hint]);
        think(&mut app, &mut searcher, 4);
        press(&mut app, &[Action::Sow]);
        think(&mut app, &mut searcher, 4);
        turns += 1;
        assert!(turns < 500, "the game must end");
    }
    let outcome = app.game().outcome().expect("over");
    assert_eq!(outcome.stores().south() + outcome.stores().north(), 48);
    let screen = screen_text(&app, 80, 24);
    assert!(screen.contains("Game over"), "{screen}");
    let headline = match outcome.winner() {
        Some(Player::South) => "Ama wins",
        Some(Player::North) => "Kofi wins",
        None => "A draw",
    };
    assert!(screen.contains(headline), "{screen}");
    // Both played: every other move is Kofi's, once Ama began.
    let movers: Vec<Player> = app.played().iter().map(|p| p.report.mover()).collect();
    assert!(movers.chunks(2).all(|pair| pair[0] == Player::South));
    assert!(movers.contains(&Player::North));
}

#[test]
fn a_new_game_against_the_computer_starting_asks_for_its_move_at_once() {
    let mut setup = setup(Mode::Sorry);
    setup.seats = ByPlayer::new(Seat::human("Ama"), Seat::computer("Kofi", Level::Easy));
    setup.first = Player::North;
    let mut app = App::new(setup, Look::default(), 7);
    assert!(app.search_request().is_some());
    let mut searcher = Searcher::new(1);
    think(&mut app, &mut searcher, 2);
    assert_eq!(app.played().len(), 1);
    // Undo at Ama's first turn goes back to the start; Kofi moves again.
    press(&mut app, &[Action::Undo]);
    assert_eq!(app.played().len(), 0);
    assert!(app.search_request().is_some());
}

// Hints: the rule of thumb at once, the search's deeper look after.

/// The search's hint on a position built by hand, with `rule` (the rule of
/// thumb's move) to explain, searched `depth` plies deep as the edge would
/// (fixed depth, so the answer does not depend on the machine's speed).
fn deeper_hint(
    rows: &str,
    stores: (u16, u16),
    goal: wari::setup::Goal,
    rule: usize,
) -> (Found, String) {
    let game = positions::game(Rules::default(), rows, stores, Player::South);
    let request = SearchRequest {
        ticket: 0,
        purpose: Purpose::Hint {
            rule: Move::new(rule).expect("a pit number"),
        },
        game: game.clone(),
        level: Level::Hard,
        goal: match goal {
            wari::setup::Goal::Compete => Goal::Win,
            wari::setup::Goal::Cooperate => Goal::Balance,
        },
        budget: Duration::from_millis(300),
        depth: Some(6),
        seed: 7,
    };
    let Action::Searched(answer) = request.run(&mut Searcher::new(1), None) else {
        panic!("a search answers with Action::Searched");
    };
    let seats = ByPlayer::new(Seat::human("Ama"), Seat::human("Kofi"));
    let words = match &answer.found {
        Found::Hint { best, rule, .. } if !rule.is_empty() => {
            explain_hint(&game, rule, best, goal, &seats)
        }
        found => format!("{found:?}"),
    };
    (answer.found, words)
}

#[test]
fn a_hint_shows_the_rule_of_thumb_at_once_and_asks_the_search_without_blocking() {
    // After B a C e D (tests/app_update.rs): Kofi's b takes 4, the most.
    let mut app = common::app(Mode::Sorry);
    picks(&mut app, &[2, 1, 3, 5, 4]);
    press(&mut app, &[Action::Hint]);
    assert_eq!(message(&app), "Hint: b takes 4 seeds now.");
    assert!(screen_text(&app, 80, 24).contains("Hint: b takes 4 seeds now. Looking ahead…"));
    let request = app.search_request().expect("the hint asks the search");
    assert_eq!(
        request.purpose,
        Purpose::Hint {
            rule: Move::new(2).expect("b")
        }
    );
    assert_eq!(request.level, Level::Hard);
    // Kofi need not wait for the search: his move makes the hint stale.
    let mut hasty = app.clone();
    press(&mut hasty, &[Action::Sow]);
    assert_eq!(hasty.played().len(), 6, "b is played at once");
    assert_eq!(hasty.search_request(), None);
    // b is also the search's move: the hint says so.
    think(&mut app, &mut Searcher::new(1), 6);
    assert_eq!(
        message(&app),
        "Hint: b takes 4 seeds now. Looking ahead, b is a good move."
    );
    assert_eq!(app.search_request(), None, "the hint is answered");
}

#[test]
fn a_greedy_capture_that_loses_more_is_explained_in_words() {
    // South [3 0 2 2 1 1], North [2 3 3 3 3 5], Ama to move. By hand: only
    // F reaches an opponent's pit that it makes 2 or 3 (a: 2 -> 3), so the
    // rule of thumb says F. Then North's a is empty and Kofi's f (5) sows
    // A..E: C 2->3, D 2->3, E 1->2, B 0->1 stops the chain: 8 seeds. After
    // E instead (1 seed into F), f makes E 1: nothing, and no other pit of
    // Kofi's reaches a South pit it makes 2 or 3.
    let (found, words) = deeper_hint(
        "3 0 2 2 1 1 | 2 3 3 3 3 5",
        (10, 10),
        wari::setup::Goal::Compete,
        6,
    );
    let Found::Hint { best, rule, .. } = found else {
        panic!("a hint, not {found:?}");
    };
    assert_eq!(best[0].number(), 5, "E");
    assert_eq!(
        rule[..2],
        [Move::new(6).expect("F"), Move::new(6).expect("f")]
    );
    assert_eq!(
        words,
        "Hint: E is better. F takes 3 seeds now, but then Kofi takes 8 from your C, D and E."
    );
}

#[test]
fn a_quiet_move_that_sets_up_a_capture_is_explained_and_pointed_at() {
    // D e B f from the start: South [6 1 7 2 7 6], North [6 5 4 4 0 0],
    // Ama to move. By hand, no South move ends where it makes 2 or 3, so
    // the rule of thumb names A. The search plays B (C gets its seed);
    // after Kofi's b (5: c..f and A), e and f hold 1 each, and Ama's F (6)
    // sows a..f, making e and f 2: she takes 4.
    let mut app = common::app(Mode::Sorry);
    picks(&mut app, &[4, 5, 2, 6]);
    assert_eq!(pits(&app), [6, 1, 7, 2, 7, 6, 6, 5, 4, 4, 0, 0]);
    press(&mut app, &[Action::Hint]);
    assert_eq!(
        message(&app),
        "Hint: no move takes seeds now; A is as good as any."
    );
    assert_eq!(app.hint().map(|m| m.number()), Some(1));
    think(&mut app, &mut Searcher::new(1), 6);
    assert_eq!(
        message(&app),
        "Hint: no move takes seeds now; looking ahead, B is best. A takes nothing now, but \
         with B you take 4 from Kofi's e and f on your next turn."
    );
    assert_eq!(
        app.hint().map(|m| m.number()),
        Some(2),
        "the hint now shows B"
    );
    assert_eq!(app.cursor().number(), 2, "Enter plays B");
    // The longer hint wraps onto the meter's line, which Sorry Wari leaves
    // empty.
    let screen = screen_text(&app, 80, 24);
    assert!(screen.contains("on your next turn."), "{screen}");
}

#[test]
fn win_win_explains_the_capture_that_pulls_the_stores_apart() {
    // South [1 1 0 0 0 1], North [0 0 0 0 0 2], stores 22 and 21. No move
    // captures, so every move leaves the stores 1 apart and the rule of
    // thumb names A. After A (B 1 -> 2), Kofi's only pit f (2) sows A and
    // B, making B 3: he must take it, and the stores are 22 and 24.
    let (found, words) = deeper_hint(
        "1 1 0 0 0 1 | 0 0 0 0 0 2",
        (22, 21),
        wari::setup::Goal::Cooperate,
        1,
    );
    assert!(matches!(found, Found::Hint { ref best, .. } if best[0].number() == 2));
    assert_eq!(
        words,
        "Hint: B is better. After A, Kofi takes 3 from your B: 2 apart."
    );
}

#[test]
fn win_win_explains_an_ending_the_rule_of_thumb_walks_into() {
    // South [1 1 0 0 0 0], North [0 0 0 0 0 2], stores 20 and 24. After A,
    // Kofi's f makes A 1 and B 3 and takes 3; North's row is empty and no
    // South pit reaches it, so the game ends: Ama 20 + 1, Kofi 27, 6 apart.
    // After B (C gets 1), f makes A 2 and B 1, taking nothing; the game
    // ends the same way with Ama 20 + 4 = 24 and Kofi 24: level.
    let (_, words) = deeper_hint(
        "1 1 0 0 0 0 | 0 0 0 0 0 2",
        (20, 24),
        wari::setup::Goal::Cooperate,
        1,
    );
    assert_eq!(
        words,
        "Hint: B is better. After A, the game ends 6 seeds apart."
    );
}

#[test]
fn a_hint_put_away_before_the_search_answers_stays_away() {
    let mut app = common::app(Mode::Sorry);
    press(&mut app, &[Action::Hint]);
    let ticket = app
        .search_request()
        .expect("the hint asks the search")
        .ticket;
    press(&mut app, &[Action::Back]);
    assert_eq!(app.search_request(), None, "nothing left to look deeper at");
    update(
        &mut app,
        Action::Searched(SearchAnswer {
            ticket,
            found: Found::Hint {
                best: vec![Move::new(2).expect("B")],
                rule: vec![Move::new(1).expect("A")],
                perfect: None,
            },
        }),
    );
    assert_eq!(app.message(), None);
}

/// South's one seed in F makes North's one seed in a a pit of 2: a grand
/// slam, South's only move, which captures under Kids and Caboodles
/// (RULES.md 2.4), and then the board is empty. With the endgame tables
/// the hint knows it: South wins both seeds left, and the game ends 22-26.
#[test]
fn a_hint_in_the_endgame_tells_what_perfect_play_makes_of_it() {
    let game = positions::game(
        Rules::default(),
        "0 0 0 0 0 1 | 1 0 0 0 0 0",
        (20, 26),
        Player::South,
    );
    let shape = Shape::new(Rules::default(), 4).expect("a small table");
    let table = Table::build(shape, NonZeroUsize::MIN, |_, _| {});
    let request = SearchRequest {
        ticket: 0,
        purpose: Purpose::Hint {
            rule: Move::new(6).expect("F"),
        },
        game,
        level: Level::Hard,
        goal: Goal::Win,
        budget: Duration::from_millis(300),
        depth: Some(4),
        seed: 7,
    };
    let mut searcher = Searcher::new(1);
    let Action::Searched(answer) = request.clone().run(&mut searcher, None) else {
        panic!("a search answers with Action::Searched");
    };
    assert!(
        matches!(answer.found, Found::Hint { perfect: None, .. }),
        "no table, no word of it"
    );
    searcher.set_tablebase(Some(Arc::new(table)));
    let Action::Searched(answer) = request.run(&mut searcher, None) else {
        panic!("a search answers with Action::Searched");
    };
    let Found::Hint {
        perfect: Some(perfect),
        ..
    } = answer.found
    else {
        panic!("the tables know the position: {:?}", answer.found);
    };
    assert_eq!((perfect.won, perfect.left), (2, 2));
    assert_eq!(perfect.stores, ByPlayer::new(22, 26));
}

#[test]
fn hurry_asks_the_search_for_no_hint() {
    let mut app = common::app(Mode::Hurry { coop: false });
    press(&mut app, &[Action::Hint]);
    assert_eq!(app.search_request(), None);
}

/// The words for lines chosen by hand (no search), Ama to move.
fn words_for(
    game: &wari::engine::Game,
    rule: &[usize],
    best: &[usize],
    goal: wari::setup::Goal,
) -> String {
    let moves = |numbers: &[usize]| -> Vec<Move> {
        numbers
            .iter()
            .map(|&n| Move::new(n).expect("a pit number"))
            .collect()
    };
    let seats = ByPlayer::new(Seat::human("Ama"), Seat::human("Kofi"));
    explain_hint(game, &moves(rule), &moves(best), goal, &seats)
}

#[test]
fn a_greedy_capture_that_lets_the_game_be_lost_at_once_says_so() {
    // The board of the greedy capture above, under rules where a majority
    // ends the game, with stores 2 and 18: F takes 3 (Ama 5), then Kofi's
    // f takes 8 (Kofi 26 of 48), which ends it.
    let rules = Rules::new(6, 4, wari::engine::GrandSlam::ForbiddenUnlessOnlyMove, true)
        .expect("valid rules");
    let game = positions::game(rules, "3 0 2 2 1 1 | 2 3 3 3 3 5", (2, 18), Player::South);
    assert_eq!(
        words_for(&game, &[6, 6], &[5], wari::setup::Goal::Compete),
        "Hint: E is better. F takes 3 seeds now, but then the game ends with Kofi ahead, 26 to 5."
    );
}

#[test]
fn with_nothing_to_show_soon_a_hint_only_says_which_move_is_better() {
    // From the start nothing is taken in the first plies of these lines.
    let game = wari::engine::Game::new(Rules::default(), Player::South);
    assert_eq!(
        words_for(&game, &[1, 1], &[3, 1], wari::setup::Goal::Compete),
        "Hint: no move takes seeds now; looking ahead, C is best."
    );
    assert_eq!(
        words_for(&game, &[1, 1], &[3, 1], wari::setup::Goal::Cooperate),
        "Hint: C is better than A: it keeps the stores closer."
    );
}

#[test]
fn the_help_says_who_the_computer_is() {
    let mut app = against_computer(Mode::WinWin, Level::Hard);
    press(&mut app, &[Action::Help]);
    let screen = screen_text(&app, 120, 40);
    assert!(screen.contains("Kofi is the computer (hard: plays at full strength in the"));
    assert!(screen.contains("It plays as your partner,"), "{screen}");
    let mut setup = setup(Mode::Sorry);
    setup.seats = ByPlayer::new(
        Seat::computer("South", Level::Easy),
        Seat::computer("North", Level::Hard),
    );
    let mut demo = App::new(setup, Look::default(), 7);
    press(&mut demo, &[Action::Help]);
    let screen = screen_text(&demo, 120, 40);
    assert!(screen.contains("The computer plays both sides, South (easy) and North (hard)"));
    assert!(screen.contains("Space pauses it"));
}

#[test]
fn a_capture_the_better_move_allows_too_is_not_blamed_on_the_rule_of_thumb() {
    // South [1 1 0 1 0 1], North [2 0 0 0 1 2]: F takes 3 (a 2 -> 3), the
    // only capture. After F or after D alike, Kofi's f (2) makes A and B 2
    // and takes 4; the line given for D has him play e instead, but that
    // capture is no reason to prefer D.
    let game = positions::game(
        Rules::default(),
        "1 1 0 1 0 1 | 2 0 0 0 1 2",
        (20, 19),
        Player::South,
    );
    assert_eq!(
        words_for(&game, &[6, 6], &[4, 5], wari::setup::Goal::Compete),
        "Hint: D is better. F takes 3 seeds now, but D does better over the next moves."
    );
}

#[test]
fn in_a_demo_a_key_during_the_sowing_skips_it_and_still_works() {
    let mut setup = setup(Mode::Sorry);
    setup.seats = ByPlayer::new(
        Seat::computer("South", Level::Easy),
        Seat::computer("North", Level::Easy),
    );
    setup.seed_step = Duration::from_millis(100);
    let mut app = App::new(setup, Look::default(), 7);
    computer_sows(&mut app, 3);
    press(&mut app, &[Action::Tick(Duration::from_secs(2))]);
    assert!(app.animation().is_some(), "South's C is being sown");
    press(&mut app, &[Action::Sow]);
    assert!(app.animation().is_none());
    assert!(app.paused(), "Space paused the demo at once");
    press(&mut app, &[Action::Sow]);
    computer_sows(&mut app, 1);
    press(&mut app, &[Action::Tick(Duration::from_secs(2))]);
    assert!(app.animation().is_some(), "North's a is being sown");
    press(&mut app, &[Action::Quit]);
    assert_eq!(app.question(), Some(wari::app::Question::Quit));
}

#[test]
fn a_paused_demo_steps_one_move_at_a_time() {
    let mut setup = setup(Mode::Sorry);
    setup.seats = ByPlayer::new(
        Seat::computer("South", Level::Easy),
        Seat::computer("North", Level::Easy),
    );
    let mut app = App::new(setup, Look::default(), 7);
    press(&mut app, &[Action::Sow]);
    assert_eq!(app.search_request(), None, "paused: nobody thinks");
    press(&mut app, &[Action::Step]);
    // The step's move is played as soon as it is found, with no pause.
    computer_sows(&mut app, 3);
    assert_eq!(app.played().len(), 1);
    assert!(app.paused());
    assert_eq!(app.search_request(), None, "one move, then paused again");
    // A step while running means nothing.
    press(&mut app, &[Action::Sow, Action::Step]);
    assert!(!app.paused());
}

#[test]
fn a_demos_levels_and_speed_change_between_moves() {
    let mut setup = setup(Mode::Sorry);
    setup.seats = ByPlayer::new(
        Seat::computer("South", Level::Easy),
        Seat::computer("North", Level::Hard),
    );
    setup.seed_step = Duration::from_millis(160);
    let step = setup.seed_step;
    let mut app = App::new(setup, Look::default(), 7);
    let before = app.search_request().expect("South thinks").ticket;
    press(&mut app, &[Action::Pick(1)]);
    let request = app.search_request().expect("South thinks again");
    assert_eq!(request.level, Level::Medium);
    assert_ne!(request.ticket, before, "the easy search's answer is stale");
    // Hard wraps round to easy.
    press(&mut app, &[Action::Pick(2)]);
    assert_eq!(
        app.setup().seats[Player::North].kind,
        PlayerKind::Computer(Level::Easy)
    );
    press(&mut app, &[Action::Faster]);
    assert_eq!(app.setup().seed_step, step / 2);
    press(&mut app, &[Action::Slower, Action::Slower]);
    assert_eq!(app.setup().seed_step, step * 2);
}

/// The end ending now would give: each row's seeds to its owner.
fn end_now(app: &App) -> (u16, u16) {
    let position = app.game().position();
    let end = |p: Player| position.stores()[p] + position.row_total(p);
    (end(Player::South), end(Player::North))
}

#[test]
fn a_win_win_demo_of_two_partners_ends_level_by_agreement() {
    let mut setup = setup(Mode::WinWin);
    setup.seats = ByPlayer::new(
        Seat::computer("Ama", Level::Hard),
        Seat::computer("Kofi", Level::Hard),
    );
    let mut app = App::new(setup, Look::default(), 7);
    let mut searcher = Searcher::new(1);
    // Partners that only balance the stores shuffle seeds for thousands of
    // plies without capturing; the offer ends the demo long before.
    let plies = think(&mut app, &mut searcher, 4);
    let outcome = app.game().outcome().expect("the demo ended");
    assert_eq!(outcome.reason(), wari::engine::EndReason::Agreement);
    assert_eq!(
        outcome.stores()[Player::South],
        outcome.stores()[Player::North]
    );
    assert!((20..1000).contains(&plies), "{plies} plies");
    let said = message(&app);
    assert!(said.contains("offers to stop here"), "{said}");
    assert!(
        said.contains("(Ama 24, Kofi 24: both would win), and "),
        "{said}"
    );
    assert!(said.ends_with(" agrees."), "{said}");
}

/// Ama plays as a partner would (a short search for level stores), Kofi
/// searches, until Kofi asks Ama to stop; returns the plies played then.
fn until_the_computer_offers(app: &mut App, searcher: &mut Searcher) -> usize {
    for _ in 0..2000 {
        think(app, searcher, 2);
        if app.question() == Some(Question::EndByAgreement) {
            return app.played().len();
        }
        let over = app.game().outcome();
        assert!(
            over.is_none(),
            "the game ended first: {over:?} at {}",
            app.played().len()
        );
        let limits = wari::search::Limits::depth(2);
        let found = searcher.search(app.game(), limits, Goal::Balance, |_| {});
        let m = found.expect("Ama moves").best;
        update(app, Action::Pick(m.number()));
    }
    panic!("Kofi never offered to stop");
}

#[test]
fn the_computer_partner_asks_a_person_to_stop_when_the_end_would_be_level() {
    let mut app = against_computer(Mode::WinWin, Level::Hard);
    let mut searcher = Searcher::new(1);
    let first = until_the_computer_offers(&mut app, &mut searcher);
    assert!(first >= 20, "not in the opening: {first} plies");
    assert!(app.computer_to_move(), "Kofi offers on his own turn");
    let (south, north) = end_now(&app);
    assert_eq!(south, north);
    let screen = screen_text(&app, 80, 24);
    assert!(screen.contains("Kofi offers to stop here"), "{screen}");
    assert!(screen.contains("both would win"), "{screen}");
    // No: Kofi plays the move he found, and does not ask again at once.
    press(&mut app, &[Action::Back]);
    assert_eq!(app.played().len(), first + 1, "Kofi played on");
    assert!(app.game().outcome().is_none());
    let second = until_the_computer_offers(&mut app, &mut searcher);
    assert!(
        second >= first + 20,
        "asked again at {second}, after {first}"
    );
    // Yes: the game ends level, both winning.
    press(&mut app, &[Action::Yes]);
    let outcome = app.game().outcome().expect("agreed");
    assert_eq!(outcome.reason(), wari::engine::EndReason::Agreement);
    assert_eq!(
        outcome.stores()[Player::South],
        outcome.stores()[Player::North]
    );
}

#[test]
fn in_sorry_wari_the_computer_never_offers_to_stop() {
    let mut setup = setup(Mode::Sorry);
    setup.seats = ByPlayer::new(
        Seat::computer("Ama", Level::Medium),
        Seat::computer("Kofi", Level::Medium),
    );
    let mut app = App::new(setup, Look::default(), 7);
    think(&mut app, &mut Searcher::new(1), 2);
    let outcome = app.game().outcome().expect("the demo ended");
    assert_ne!(outcome.reason(), wari::engine::EndReason::Agreement);
}
