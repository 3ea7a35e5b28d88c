//! Playing against the computer through `update` alone: the app asks for
//! searches and takes their answers as actions, and a synchronous driver
//! (tests/common `think`) stands in for the edge's search thread.

mod common;

use std::time::Duration;

use common::{against_computer, picks, press, screen_text, setup, think};
use wari::app::{Action, App, Found, Look, Mode, Purpose, SearchAnswer, Seat, update};
use wari::engine::{ByPlayer, Move, Player};
use wari::search::{Goal, Level, Searcher};

fn message(app: &App) -> String {
    app.message().map(|m| m.text.clone()).unwrap_or_default()
}

fn answer(ticket: u64, number: usize) -> Action {
    Action::Searched(SearchAnswer {
        ticket,
        found: Found::Move(Move::new(number).expect("a pit number")),
    })
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
    assert!(screen_text(&app, 80, 24).contains("▶ Kofi (computer) is thinking…"));
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
    let ticket = app.search_request().expect("Kofi's turn").ticket;
    update(&mut app, answer(ticket, 1));
    // North's a (5 after Ama's C) sows b..f.
    assert_eq!(
        app.game().position().pits(),
        [4, 4, 0, 5, 5, 5, 0, 5, 5, 5, 5, 5]
    );
    assert_eq!(app.game().position().to_move(), Player::South);
    assert_eq!(
        app.narration().as_deref(),
        Some("Kofi sowed 5 seeds from a. The last seed made 5 in Kofi's f.")
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
    let ticket = app.search_request().expect("Kofi thinks").ticket;
    update(&mut app, answer(ticket, 1));
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
fn the_computer_answers_a_proposal_to_end_at_once() {
    // After C a: South [4 4 0 5 5 5], North [0 5 5 5 5 5]; ending now
    // gives Ama 23 and Kofi 25: Kofi agrees in Sorry Wari.
    let mut app = against_computer(Mode::Sorry, Level::Hard);
    picks(&mut app, &[3]);
    let ticket = app.search_request().expect("Kofi's turn").ticket;
    update(&mut app, answer(ticket, 1));
    press(&mut app, &[Action::ProposeEnd]);
    assert_eq!(app.question(), None);
    assert_eq!(
        app.game().outcome().map(|o| o.stores()),
        Some(ByPlayer::new(23, 25))
    );
    assert_eq!(message(&app), "Kofi agrees to end the game here.");
    // In Win-Win, 23 and 25 are not level: Kofi wants to play on.
    let mut app = against_computer(Mode::WinWin, Level::Hard);
    picks(&mut app, &[3]);
    let ticket = app.search_request().expect("Kofi's turn").ticket;
    update(&mut app, answer(ticket, 1));
    press(&mut app, &[Action::ProposeEnd]);
    assert_eq!(app.game().outcome(), None);
    assert_eq!(
        message(&app),
        "Kofi says no: ending here would leave the stores 2 seeds apart. Play on together!"
    );
}

#[test]
fn the_computer_declines_to_end_a_game_it_would_lose() {
    // Ama's A (4) sows B..E; Kofi's f (4) sows A..D: South [1 6 6 6 5 4]
    // holds 28, North [4 4 4 4 4 0] 20. Ending now, Kofi would lose.
    let mut app = against_computer(Mode::Sorry, Level::Hard);
    picks(&mut app, &[1]);
    let ticket = app.search_request().expect("Kofi's turn").ticket;
    update(&mut app, answer(ticket, 6));
    assert_eq!(
        app.game().position().pits(),
        [1, 6, 6, 6, 5, 4, 4, 4, 4, 4, 4, 0]
    );
    press(&mut app, &[Action::ProposeEnd]);
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
    // Ama plays her rule of thumb's hint every turn; Kofi answers through
    // the search, as the edge would.
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
