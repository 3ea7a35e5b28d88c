//! The table's rules, on the state machine alone: no lock, clock, thread
//! or socket, so each runs in microseconds.

use std::time::Duration;

use crate::app::Action;
use crate::engine::{ByPlayer, Player, Rules};
use crate::search::Level;
use crate::setup::{Mode, TEACHER};

use super::*;

const AMA: SessionId = 1;
const KOFI: SessionId = 2;
const ZOE: SessionId = 3;
const KEEP: Duration = Duration::from_secs(600);

fn choice(players: Players, mode: Mode) -> Choice {
    Choice {
        variant: "kids-and-caboodles".into(),
        rules: Rules::kids_and_caboodles(),
        mode,
        players,
    }
}

fn open(players: Players, mode: Mode) -> (TableState, Vec<Note>) {
    TableState::open(1, choice(players, mode), AMA, "ama", KEEP, 7)
}

fn sit(table: &mut TableState, who: SessionId, name: &str) -> Vec<Note> {
    table.update(TableAction::Sit {
        who,
        name: name.into(),
        teacher: false,
    })
}

fn key(table: &mut TableState, who: SessionId, action: Action) -> Vec<Note> {
    let notes = table.update(TableAction::Key { who, action });
    // Long enough for any move's animation to end.
    let mut rest = table.update(TableAction::Tick(Duration::from_secs(30)));
    let mut all = notes;
    all.append(&mut rest);
    all
}

/// Ama South and Kofi North, in a game of Sorry Wari, Ama to move.
fn pair() -> TableState {
    let (mut table, _) = open(Players::Students, Mode::Sorry);
    sit(&mut table, KOFI, "kofi");
    table
}

fn ended(notes: &[Note]) -> Vec<&EndedGame> {
    notes
        .iter()
        .filter_map(|n| match n {
            Note::Ended(game) => Some(&**game),
            _ => None,
        })
        .collect()
}

fn refusal(notes: &[Note], who: SessionId) -> Option<Refusal> {
    notes.iter().find_map(|n| match n {
        Note::Refused { who: w, why } if *w == who => Some(why.clone()),
        _ => None,
    })
}

#[test]
fn the_game_starts_when_the_second_student_sits() {
    let (mut table, notes) = open(Players::Students, Mode::Sorry);
    assert!(notes.contains(&Note::Entered {
        who: AMA,
        role: Role::Player(Player::South)
    }));
    assert_eq!(table.phase(), Phase::Waiting);
    let notes = sit(&mut table, KOFI, "kofi");
    assert!(notes.contains(&Note::Entered {
        who: KOFI,
        role: Role::Player(Player::North)
    }));
    assert!(notes.iter().any(|n| matches!(
        n,
        Note::Started {
            first: Player::South,
            ..
        }
    )));
    assert!(notes.contains(&Note::LobbyChanged));
    assert_eq!(table.phase(), Phase::Playing);
    assert_eq!(table.to_move(), Some(Player::South));
}

#[test]
fn a_third_student_is_told_to_watch() {
    let mut table = pair();
    let notes = sit(&mut table, ZOE, "zoe");
    assert_eq!(refusal(&notes, ZOE), Some(Refusal::Full { table: 1 }));
    assert_eq!(table.role(ZOE), None);
}

#[test]
fn a_student_who_leaves_while_waiting_frees_the_seat() {
    let (mut table, _) = open(Players::Students, Mode::Sorry);
    table.update(TableAction::Watch { who: ZOE });
    table.update(TableAction::Drop { who: AMA });
    assert!(!table.is_deserted(), "Zoe still watches");
    sit(&mut table, 4, "ama");
    assert_eq!(table.phase(), Phase::Waiting);
    sit(&mut table, KOFI, "kofi");
    assert_eq!(table.phase(), Phase::Playing);
}

#[test]
fn a_dropped_player_comes_back_to_the_seat_kept_for_their_name() {
    let mut table = pair();
    table.update(TableAction::Drop { who: KOFI });
    assert!(notice(&table).contains("kofi left the table"));
    assert!(!table.summary().present[Player::North]);
    // Someone else cannot take the kept seat.
    assert_eq!(
        refusal(&sit(&mut table, ZOE, "zoe"), ZOE),
        Some(Refusal::Full { table: 1 })
    );
    let notes = sit(&mut table, 9, "kofi");
    assert!(notes.contains(&Note::Entered {
        who: 9,
        role: Role::Player(Player::North)
    }));
    assert_eq!(notice(&table), "kofi is back.");
    assert_eq!(table.phase(), Phase::Playing);
}

#[test]
fn seats_of_players_both_away_are_kept_for_the_keep_time_then_the_game_is_abandoned() {
    let mut table = pair();
    key(&mut table, AMA, Action::Pick(3));
    table.update(TableAction::Drop { who: AMA });
    table.update(TableAction::Drop { who: KOFI });
    assert!(!table.is_deserted());
    assert_eq!(table.next_tick(), Some(KEEP));
    let notes = table.update(TableAction::Tick(KEEP - Duration::from_secs(1)));
    assert!(ended(&notes).is_empty());
    assert_eq!(table.phase(), Phase::Playing);
    let notes = table.update(TableAction::Tick(Duration::from_secs(1)));
    let games = ended(&notes);
    assert_eq!(games.len(), 1);
    assert!(games[0].ending.is_abandoned(), "{:?}", games[0].ending);
    assert_eq!(games[0].plies(), 1);
    assert!(table.is_deserted());
    assert!(
        table
            .summary()
            .result
            .unwrap()
            .to_string()
            .starts_with("left unfinished at")
    );
}

#[test]
fn coming_back_in_time_keeps_the_game() {
    let mut table = pair();
    table.update(TableAction::Drop { who: AMA });
    table.update(TableAction::Drop { who: KOFI });
    table.update(TableAction::Tick(KEEP / 2));
    sit(&mut table, 5, "ama");
    // One player back: the game waits for the other, for as long as it takes.
    table.update(TableAction::Tick(KEEP * 3));
    assert_eq!(table.phase(), Phase::Playing);
}

#[test]
fn a_student_alone_against_the_computer_who_drops_keeps_the_game() {
    let computer = Players::Computer {
        side: Player::North,
        level: Level::Easy,
    };
    let (mut table, _) = open(computer, Mode::Sorry);
    assert_eq!(table.phase(), Phase::Playing);
    table.update(TableAction::Drop { who: AMA });
    assert!(!table.is_deserted());
    let notes = sit(&mut table, 6, "ama");
    assert!(notes.contains(&Note::Entered {
        who: 6,
        role: Role::Player(Player::South)
    }));
    table.update(TableAction::Drop { who: 6 });
    table.update(TableAction::Tick(KEEP));
    assert_eq!(table.phase(), Phase::Finished);
    assert!(table.is_deserted());
}

#[test]
fn q_mid_game_asks_first_and_leaving_abandons_the_game_with_the_score() {
    let mut table = pair();
    key(&mut table, AMA, Action::Pick(3));
    let notes = key(&mut table, KOFI, Action::Quit);
    assert!(!notes.contains(&Note::Left { who: KOFI }));
    let question = table.line_for(KOFI).unwrap();
    assert!(
        question.starts_with("Leave? The game is abandoned at ama 0, kofi 0."),
        "{question}"
    );
    // Any other key stays.
    key(&mut table, KOFI, Action::Other);
    assert_eq!(table.role(KOFI), Some(Role::Player(Player::North)));
    key(&mut table, KOFI, Action::Quit);
    let notes = key(&mut table, KOFI, Action::Yes);
    assert!(notes.contains(&Note::Left { who: KOFI }));
    let games = ended(&notes);
    assert_eq!(games.len(), 1);
    assert!(games[0].ending.is_abandoned(), "{:?}", games[0].ending);
    // Ama's C (4 seeds) captured nothing: the stores stood empty.
    assert_eq!(games[0].ending.stores(), crate::engine::ByPlayer::new(0, 0));
    assert!(notice(&table).contains("abandoned at ama 0, kofi 0"));
}

#[test]
fn an_offer_to_end_shows_what_ending_gives_and_needs_the_others_yes() {
    let mut table = pair();
    key(&mut table, AMA, Action::ProposeEnd);
    // Each row holds 24 seeds at the start: ending sweeps them, a draw.
    assert_eq!(
        table.line_for(AMA).as_deref(),
        Some("Stop now? ama 24, kofi 24: a draw. y offers it, other keys play on.")
    );
    assert_eq!(table.line_for(KOFI), None);
    key(&mut table, AMA, Action::Yes);
    let asked = table.line_for(KOFI).unwrap();
    assert!(
        asked.starts_with("ama offers to stop: ama 24, kofi 24: a draw"),
        "{asked}"
    );
    let notes = key(&mut table, KOFI, Action::Yes);
    assert_eq!(table.phase(), Phase::Finished);
    let games = ended(&notes);
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].ending.name(), "draw");
    // The end is told once, however long the table stays.
    let later = table.update(TableAction::Tick(Duration::from_secs(5)));
    assert!(ended(&later).is_empty());
}

#[test]
fn an_offer_to_end_lapses_with_the_next_move() {
    let mut table = pair();
    key(&mut table, AMA, Action::ProposeEnd);
    key(&mut table, AMA, Action::Yes);
    key(&mut table, AMA, Action::Pick(3));
    assert!(notice(&table).contains("ama's offer to end the game lapsed"));
    assert_eq!(table.prompt(KOFI), None);
    key(&mut table, KOFI, Action::Yes);
    assert_eq!(table.phase(), Phase::Playing);
}

#[test]
fn any_other_key_declines_an_offer_to_end() {
    let mut table = pair();
    key(&mut table, AMA, Action::ProposeEnd);
    key(&mut table, AMA, Action::Yes);
    key(&mut table, KOFI, Action::Other);
    assert_eq!(notice(&table), "kofi wants to play on.");
    key(&mut table, KOFI, Action::Yes);
    assert_eq!(table.phase(), Phase::Playing);
}

#[test]
fn the_player_left_alone_may_end_the_game_which_counts_as_abandoned() {
    let mut table = pair();
    table.update(TableAction::Drop { who: KOFI });
    let notes = key(&mut table, AMA, Action::ProposeEnd);
    assert!(
        ended(&notes)[0].ending.is_abandoned(),
        "{:?}",
        ended(&notes)[0].ending
    );
    assert_eq!(notice(&table), "ama ended the game while kofi was away.");
}

fn ended_pair() -> TableState {
    let mut table = pair();
    key(&mut table, AMA, Action::ProposeEnd);
    key(&mut table, AMA, Action::Yes);
    key(&mut table, KOFI, Action::Yes);
    table
}

#[test]
fn a_rematch_asks_the_other_player_who_then_moves_first() {
    let mut table = ended_pair();
    key(&mut table, AMA, Action::NewGame);
    assert_eq!(table.phase(), Phase::Finished, "kofi has not said yes");
    assert!(notice(&table).starts_with("ama asks for another game"));
    assert_eq!(
        refusal(&key(&mut table, AMA, Action::NewGame), AMA).map(|r| r.to_string()),
        Some("You asked already: kofi answers with y.".into())
    );
    let notes = key(&mut table, KOFI, Action::Yes);
    assert!(notes.iter().any(|n| matches!(
        n,
        Note::Started {
            first: Player::North,
            ..
        }
    )));
    assert_eq!(table.to_move(), Some(Player::North));
    // Ama asked last time; now kofi asks, and ama moves first.
    key(&mut table, KOFI, Action::ProposeEnd);
    key(&mut table, KOFI, Action::Yes);
    key(&mut table, AMA, Action::Yes);
    key(&mut table, KOFI, Action::NewGame);
    // `n` from the one asked is not also yes: it says how to answer.
    assert_eq!(
        refusal(&key(&mut table, AMA, Action::NewGame), AMA).map(|r| r.to_string()),
        Some("kofi asked for another game already: y agrees.".into())
    );
    assert_eq!(table.phase(), Phase::Finished);
    key(&mut table, AMA, Action::Yes);
    assert_eq!(table.to_move(), Some(Player::South));
}

#[test]
fn no_rematch_once_the_other_player_has_gone() {
    let mut table = ended_pair();
    key(&mut table, KOFI, Action::Quit);
    let notes = key(&mut table, AMA, Action::NewGame);
    assert_eq!(
        refusal(&notes, AMA),
        Some(Refusal::OtherGone {
            other: "kofi".into()
        })
    );
}

#[test]
fn in_sorry_wari_a_hint_is_shown_only_to_the_player_who_asked() {
    let mut table = pair();
    table.update(TableAction::Watch { who: ZOE });
    key(&mut table, AMA, Action::Hint);
    assert!(table.shows_hint_to(AMA));
    assert!(!table.shows_hint_to(KOFI));
    assert!(!table.shows_hint_to(ZOE));
    let kofi_reads = table.through_view_of(KOFI, |game| game.message());
    assert_eq!(kofi_reads, Some(None));
}

#[test]
fn in_win_win_wari_the_partners_and_watchers_all_see_a_hint() {
    let (mut table, _) = open(Players::Students, Mode::WinWin);
    sit(&mut table, KOFI, "kofi");
    table.update(TableAction::Watch { who: ZOE });
    key(&mut table, AMA, Action::Hint);
    for who in [AMA, KOFI, ZOE] {
        assert!(table.shows_hint_to(who), "{who}");
    }
}

#[test]
fn a_win_win_table_cannot_be_stopped_before_each_player_has_moved() {
    let (mut table, _) = open(Players::Students, Mode::WinWin);
    sit(&mut table, KOFI, "kofi");
    assert_eq!(
        refusal(&key(&mut table, AMA, Action::ProposeEnd), AMA),
        Some(Refusal::TooEarlyToStop)
    );
    key(&mut table, AMA, Action::Pick(3));
    key(&mut table, KOFI, Action::Pick(1));
    assert_eq!(
        refusal(&key(&mut table, AMA, Action::ProposeEnd), AMA),
        None,
        "one move each: ama may offer to stop"
    );
}

#[test]
fn only_the_player_to_move_plays_and_watchers_only_watch() {
    let mut table = pair();
    table.update(TableAction::Watch { who: ZOE });
    let notes = key(&mut table, KOFI, Action::Pick(1));
    assert_eq!(
        refusal(&notes, KOFI),
        Some(Refusal::NotYourTurn {
            other: "ama".into()
        })
    );
    assert_eq!(
        refusal(&key(&mut table, ZOE, Action::Pick(1)), ZOE),
        Some(Refusal::Watching)
    );
    assert_eq!(
        refusal(&key(&mut table, AMA, Action::Undo), AMA),
        Some(Refusal::NotATableKey)
    );
    assert!(key(&mut table, ZOE, Action::Quit).contains(&Note::Left { who: ZOE }));
    assert_eq!(table.to_move(), Some(Player::South));
}

#[test]
fn the_end_note_carries_the_whole_game_for_the_archive() {
    let computer = Players::Computer {
        side: Player::South,
        level: Level::Hard,
    };
    let (mut table, notes) = open(computer, Mode::Sorry);
    assert!(
        notes.iter().any(|n| matches!(n, Note::Search(_))),
        "the computer moves first"
    );
    let answer = crate::app::SearchAnswer {
        ticket: table
            .game
            .as_ref()
            .unwrap()
            .search_request()
            .unwrap()
            .ticket,
        found: crate::app::Found::Move(crate::engine::Move::new(2).unwrap()),
    };
    table.update(TableAction::Searched(answer));
    table.update(TableAction::Tick(Duration::from_secs(30)));
    assert_eq!(table.to_move(), Some(Player::North));
    // Ama offers to end; the computer answers for itself.
    let notes = key(&mut table, AMA, Action::ProposeEnd);
    let game = ended(&notes)
        .into_iter()
        .next()
        .cloned()
        .expect("the computer agrees");
    assert_eq!(
        game.names,
        crate::engine::ByPlayer::new("Computer".to_owned(), "ama".to_owned())
    );
    assert_eq!(
        game.computer,
        crate::engine::ByPlayer::new(Some(Level::Hard), None)
    );
    assert_eq!(game.first, Player::South);
    assert_eq!(game.moves, vec![crate::engine::Move::new(2).unwrap()]);
    assert_eq!(game.variant, "kids-and-caboodles");
    assert_eq!(game.mode, Mode::Sorry);
    assert_eq!(
        game.ending.stores()[Player::South] + game.ending.stores()[Player::North],
        48
    );
}

#[test]
fn a_pairings_players_are_not_away_before_they_first_sit_down_only_after_they_leave() {
    let names = ByPlayer::new("ama".to_owned(), "kofi".to_owned());
    let choice = choice(Players::Students, Mode::Sorry);
    let (mut table, _) =
        TableState::open_pairing(1, choice, (&names, 1), Duration::from_secs(60), 0);
    assert_eq!(table.summary().present, ByPlayer::new(true, true));
    sit(&mut table, AMA, "ama");
    table.update(TableAction::Drop { who: AMA });
    assert_eq!(table.summary().present, ByPlayer::new(false, true));
    sit(&mut table, 8, "ama");
    assert_eq!(table.summary().present, ByPlayer::new(true, true));
}

#[test]
fn a_demos_seats_say_the_computer_plays_each_side() {
    let (table, _) = open(Players::Demo(Level::Easy), Mode::Sorry);
    let names = table.summary().names;
    assert_eq!(names[Player::South].as_deref(), Some("South (computer)"));
    assert_eq!(names[Player::North].as_deref(), Some("North (computer)"));
}

#[test]
fn the_demo_is_run_by_its_opener_or_the_teacher_alone() {
    let (mut table, notes) = open(Players::Demo(Level::Easy), Mode::Sorry);
    assert!(notes.contains(&Note::Entered {
        who: AMA,
        role: Role::Host
    }));
    let refused = sit(&mut table, KOFI, "kofi");
    assert_eq!(
        refusal(&refused, KOFI),
        Some(Refusal::SomeonesDemo {
            table: 1,
            host: "ama".into()
        })
    );
    let teacher = table.update(TableAction::Sit {
        who: ZOE,
        name: "zoe".into(),
        teacher: true,
    });
    assert!(teacher.contains(&Note::Entered {
        who: ZOE,
        role: Role::Host
    }));
    // The opener steps away and comes back to run it.
    table.update(TableAction::Drop { who: AMA });
    assert!(sit(&mut table, 8, "ama").contains(&Note::Entered {
        who: 8,
        role: Role::Host
    }));
}

#[test]
fn the_demos_host_sets_each_sides_level_the_speed_and_steps_while_paused() {
    let (mut table, _) = open(Players::Demo(Level::Easy), Mode::Sorry);
    key(&mut table, AMA, Action::Pick(2));
    let seats = &table.game.as_ref().unwrap().setup().seats;
    assert_eq!(
        seats[Player::North].kind,
        crate::setup::PlayerKind::Computer(Level::Medium)
    );
    assert_eq!(
        seats[Player::South].kind,
        crate::setup::PlayerKind::Computer(Level::Easy)
    );
    let step = table.game.as_ref().unwrap().setup().seed_step;
    key(&mut table, AMA, Action::Faster);
    assert_eq!(table.game.as_ref().unwrap().setup().seed_step, step / 2);
    key(&mut table, AMA, Action::Sow);
    assert!(table.paused());
    // Paused, no search runs; a step asks for one, and plays its move.
    assert!(table.game.as_ref().unwrap().search_request().is_none());
    let notes = key(&mut table, AMA, Action::Step);
    let Some(Note::Search(request)) = notes.iter().find(|n| matches!(n, Note::Search(_))) else {
        panic!("a step searches: {notes:?}");
    };
    let answer = crate::app::SearchAnswer {
        ticket: request.ticket,
        found: crate::app::Found::Move(crate::engine::Move::new(1).unwrap()),
    };
    table.update(TableAction::Searched(answer));
    table.update(TableAction::Tick(Duration::from_secs(30)));
    assert_eq!(table.game.as_ref().unwrap().played().len(), 1);
    assert!(table.paused());
    assert!(table.game.as_ref().unwrap().search_request().is_none());
    // A watcher may not.
    table.update(TableAction::Watch { who: ZOE });
    assert_eq!(
        refusal(&key(&mut table, ZOE, Action::Step), ZOE),
        Some(Refusal::Watching)
    );
}

#[test]
fn a_demos_levels_as_its_host_changed_them_are_shown_and_recorded() {
    let (mut table, _) = open(Players::Demo(Level::Easy), Mode::Sorry);
    assert_eq!(table.summary().demo_levels(), "easy");
    // 2 steps North's level up; the lobby hears of it.
    let notes = key(&mut table, AMA, Action::Pick(2));
    assert!(notes.contains(&Note::LobbyChanged), "{notes:?}");
    let summary = table.summary();
    assert_eq!(
        summary.levels,
        ByPlayer::new(Some(Level::Easy), Some(Level::Medium))
    );
    assert_eq!(summary.demo_levels(), "easy/medium");
    // A new game keeps them, and the record says who played at what.
    key(&mut table, AMA, Action::NewGame);
    let notes = table.update(TableAction::Close);
    let [game] = ended(&notes)[..] else {
        panic!("one game ended: {notes:?}");
    };
    assert_eq!(
        game.computer,
        ByPlayer::new(Some(Level::Easy), Some(Level::Medium))
    );
}

#[test]
fn a_student_against_the_computer_has_a_level_only_on_the_computers_side() {
    let players = Players::Computer {
        side: Player::North,
        level: Level::Hard,
    };
    let (table, _) = open(players, Mode::Sorry);
    assert_eq!(
        table.summary().levels,
        ByPlayer::new(None, Some(Level::Hard))
    );
}

#[test]
fn while_the_class_is_paused_nobody_plays_and_no_time_passes() {
    let mut table = pair();
    table.update(TableAction::PauseClass(true));
    assert_eq!(notice(&table), "The teacher has paused the class.");
    assert_eq!(
        refusal(&key(&mut table, AMA, Action::Pick(3)), AMA),
        Some(Refusal::ClassPaused)
    );
    assert_eq!(table.game.as_ref().unwrap().played().len(), 0);
    assert_eq!(table.next_tick(), None, "the clock sleeps");
    // Leaving still asks first, as it plays nothing.
    assert_eq!(refusal(&key(&mut table, AMA, Action::Quit), AMA), None);
    table.update(TableAction::Key {
        who: AMA,
        action: Action::Back,
    });
    table.update(TableAction::PauseClass(false));
    assert_eq!(notice(&table), "The class goes on.");
    key(&mut table, AMA, Action::Pick(3));
    assert_eq!(table.game.as_ref().unwrap().played().len(), 1);
}

#[test]
fn a_computer_move_found_while_the_class_is_paused_waits_for_the_class() {
    let side = Players::Computer {
        side: Player::South,
        level: Level::Easy,
    };
    let (mut table, notes) = open(side, Mode::Sorry);
    let Some(Note::Search(request)) = notes.iter().find(|n| matches!(n, Note::Search(_))) else {
        panic!("the computer moves first: {notes:?}");
    };
    table.update(TableAction::PauseClass(true));
    let answer = crate::app::SearchAnswer {
        ticket: request.ticket,
        found: crate::app::Found::Move(crate::engine::Move::new(1).unwrap()),
    };
    table.update(TableAction::Searched(answer));
    table.update(TableAction::Tick(Duration::from_secs(30)));
    assert_eq!(table.game.as_ref().unwrap().played().len(), 0);
    table.update(TableAction::PauseClass(false));
    table.update(TableAction::Tick(Duration::from_secs(30)));
    assert_eq!(table.game.as_ref().unwrap().played().len(), 1);
}

#[test]
fn the_teacher_closing_a_table_abandons_its_game_with_the_score() {
    let mut table = pair();
    key(&mut table, AMA, Action::Pick(3));
    let notes = table.update(TableAction::Close);
    assert!(table.is_closed());
    let games = ended(&notes);
    assert_eq!(games.len(), 1);
    assert!(games[0].ending.is_abandoned(), "{:?}", games[0].ending);
    assert_eq!(games[0].plies(), 1);
    // Closing again tells nothing more.
    assert!(ended(&table.update(TableAction::Close)).is_empty());
}

#[tokio::test]
async fn the_shell_hands_each_ended_game_to_the_rooms_hook_once() {
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    use std::sync::{Arc, Mutex};

    let seen = Arc::new(Mutex::new(Vec::new()));
    let hook: EndedHook = {
        let seen = seen.clone();
        Arc::new(move |game: &EndedGame, _| seen.lock().unwrap().push(game.clone()))
    };
    let (table, _) = Table::new(Opening {
        id: 4,
        choice: choice(Players::Students, Mode::Sorry),
        opener: Opener::Student {
            who: AMA,
            name: "ama".into(),
        },
        keep: KEEP,
        lobby: Arc::new(tokio::sync::watch::Sender::new(0)),
        ended: Some(hook),
        deserted: None,
        journal: None,
        searches: crate::pool::Pool::new(std::num::NonZeroUsize::MIN),
    });
    assert_eq!(
        table.sit(KOFI, "kofi", false),
        Ok(Role::Player(Player::North))
    );
    let press = |who, c| table.press(who, KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
    press(AMA, 'e');
    press(AMA, 'y');
    press(KOFI, 'y');
    assert_eq!(table.phase(), Phase::Finished);
    // Leaving afterwards ends nothing more, and tells the one who left
    // nothing: they are back in the lobby.
    let left = press(KOFI, 'q');
    assert!(left.left && left.note.is_none(), "{left:?}");
    let seen = seen.lock().unwrap();
    assert_eq!(seen.len(), 1);
    assert_eq!((seen[0].table, seen[0].ending.name()), (4, "draw"));
    assert_eq!(seen[0].score(), "24-24");
}

/// C f A e, Kofi's e taking 3 from Ama's C; then Kofi's connection dies
/// and Ama ends the game: its notes.
fn ended_while_kofi_away(table: &mut TableState) -> Vec<Note> {
    for (who, pit) in [(AMA, 3), (KOFI, 6), (AMA, 1), (KOFI, 5)] {
        key(table, who, Action::Pick(pit));
    }
    table.update(TableAction::Drop { who: KOFI });
    key(table, AMA, Action::ProposeEnd)
}

/// The table as Ama's 80x24 screen shows it.
fn seen_by_ama(table: &mut TableState) -> String {
    use ratatui::{Terminal, backend::TestBackend};
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a test terminal");
    terminal
        .draw(|frame| {
            table.draw_for(AMA, frame);
        })
        .expect("drawn");
    terminal.backend().to_string()
}

/// `game`'s row of `results.csv`, as the archive writes it.
fn results_row(game: &EndedGame) -> String {
    use crate::archive::{Archive, RESULTS};
    let dir = tempfile::tempdir().expect("a temporary folder");
    let archive = Archive::new(dir.path()).expect("an archive");
    archive
        .write(game, std::time::SystemTime::UNIX_EPOCH)
        .expect("written");
    let csv = std::fs::read_to_string(dir.path().join(RESULTS)).expect("results.csv");
    csv.lines().nth(1).expect("one game's row").to_owned()
}

#[test]
fn a_game_ended_while_the_other_is_away_is_abandoned_on_screen_as_in_results_csv() {
    let mut table = pair();
    let notes = ended_while_kofi_away(&mut table);
    let games = ended(&notes);
    let row = results_row(games[0]);
    assert!(row.contains(",ama,kofi,"), "{row}");
    assert!(row.contains(",abandoned,0,3,4,"), "{row}");

    let screen = seen_by_ama(&mut table);
    assert!(
        screen.contains("Nobody wins: the game was left unfinished at 0 to 3."),
        "{screen}"
    );
    assert!(!screen.contains("wins,"), "{screen}");
    assert!(screen.contains("ama 0 · kofi 3"), "{screen}");
}

#[test]
fn a_player_sent_out_abandons_the_game_and_closes_the_table_with_the_reason() {
    let mut table = pair();
    key(&mut table, AMA, Action::Pick(3));
    let notes = table.update(TableAction::SendOut { who: KOFI });
    let games = ended(&notes);
    assert!(games[0].ending.is_abandoned(), "{:?}", games[0].ending);
    assert!(notes.contains(&Note::Left { who: KOFI }));
    assert!(table.is_closed());
    assert_eq!(
        notice(&table),
        "kofi was sent out of the classroom, so the game is abandoned at ama 0, kofi 0."
    );
}

#[test]
fn the_teachers_demo_plays_on_unwatched_and_a_students_does_not() {
    let demo = choice(Players::Demo(Level::Easy), Mode::Sorry);
    let (mut teachers, _) = TableState::open(2, demo.clone(), ZOE, TEACHER, KEEP, 7);
    teachers.update(TableAction::Drop { who: ZOE });
    assert!(!teachers.is_deserted());
    let (mut students, _) = TableState::open(3, demo, AMA, "ama", KEEP, 7);
    students.update(TableAction::Drop { who: AMA });
    assert!(students.is_deserted());
}

/// The table's notice as everyone at it reads it; empty if none.
fn notice(table: &TableState) -> String {
    table.notice().map(ToString::to_string).unwrap_or_default()
}

/// A tournament's table for round 2, Ama South and Kofi North, both
/// seated: the game has begun, Ama to move.
fn tournament_pair() -> TableState {
    let names = ByPlayer::new("ama".to_owned(), "kofi".to_owned());
    let choice = choice(Players::Students, Mode::Sorry);
    let (mut table, _) = TableState::open_pairing(1, choice, (&names, 2), KEEP, 7);
    sit(&mut table, AMA, "ama");
    sit(&mut table, KOFI, "kofi");
    table
}

#[test]
fn a_tournament_game_left_unfinished_says_on_the_board_what_it_counted_for() {
    let mut table = tournament_pair();
    let notes = ended_while_kofi_away(&mut table);
    let games = ended(&notes);
    assert_eq!(games[0].round, Some(2));
    let screen = seen_by_ama(&mut table);
    // CLASSROOM.md: a tournament game left unfinished is decided by its
    // stores, so Kofi's 3 take the point; the board says so, not "nobody
    // wins".
    let words = "Left unfinished at 0-3: kofi takes the point by the stores.";
    assert!(screen.contains(words), "{screen}");
    assert!(!screen.contains("Nobody wins"), "{screen}");
    // The lobby's line and results.csv say the same.
    let lobby = table.summary().result.expect("a result").to_string();
    assert_eq!(
        lobby,
        "left unfinished at 0-3: kofi takes the point by the stores"
    );
    let row = results_row(games[0]);
    assert!(row.ends_with(",round 2: 0-1"), "{row}");
}

#[test]
fn a_tournament_table_plays_one_game_and_no_rematch_replaces_it() {
    let mut table = tournament_pair();
    key(&mut table, AMA, Action::ProposeEnd);
    key(&mut table, AMA, Action::Yes);
    key(&mut table, KOFI, Action::Yes);
    assert_eq!(table.phase(), Phase::Finished);
    for who in [KOFI, AMA] {
        let notes = key(&mut table, who, Action::NewGame);
        assert_eq!(refusal(&notes, who), Some(Refusal::NoRematch { round: 2 }));
        assert!(!notes.iter().any(|n| matches!(n, Note::Started { .. })));
    }
    let why = Refusal::NoRematch { round: 2 }.to_string();
    assert!(why.contains("round 2 of the tournament"), "{why}");
    assert!(why.contains("friendly"), "{why}");
    assert_eq!(table.phase(), Phase::Finished, "no second game began");
}

#[test]
fn a_tournament_game_gives_no_hints() {
    let mut table = tournament_pair();
    let notes = key(&mut table, AMA, Action::Hint);
    assert_eq!(refusal(&notes, AMA), Some(Refusal::NoHint));
    // A friendly table's player to move gets one.
    let mut friendly = pair();
    let notes = key(&mut friendly, AMA, Action::Hint);
    assert_eq!(refusal(&notes, AMA), None);
}
