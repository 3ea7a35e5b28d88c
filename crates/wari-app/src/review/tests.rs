use super::*;
use crate::engine::{Diagram, Rules};
use crate::review_screen::{ReviewAction, ReviewScreen};
use crate::screen::Screen;

/// Deep enough for every case here, and quick in a debug build.
const DEPTH: u32 = 8;

fn game(diagram: &str) -> Game {
    let diagram: Diagram = diagram.parse().expect("a diagram");
    Game::from_position(diagram.position(Rules::default()).expect("a position"))
}

fn seats() -> ByPlayer<Seat> {
    ByPlayer::new(Seat::human("Ama"), Seat::human("Kofi"))
}

fn review(game: &Game, number: usize, goal: Goal) -> MoveReview {
    let played = Move::new(number).expect("a move number");
    review_move(&mut explainer(4), game, played, goal, DEPTH, &seats())
}

/// South's A, B and C hold 2 each and North's f holds 3: f sows one seed
/// into each of A, B and C, making three 3s, and RULES.md 2.3's chain
/// takes all 9. South's D (4 seeds: E, F, a, b) leaves them so; South's A
/// (2 seeds: B and C, making 3 and 3) leaves f to make A 1, B 4 and C 4,
/// which takes nothing.
const TRAP: &str = "2 2 2 4 4 4 / 4 4 4 4 4 3 / 4 3 / s";

#[test]
fn a_move_that_lets_the_reply_take_nine_is_a_blunder() {
    let before = game(TRAP);
    let mut after = before.clone();
    after.play_number(4).expect("D is legal");
    let reply = after.play_number(6).expect("f is legal");
    assert_eq!(reply.capture().total(), 9, "the hand count above");

    let d = review(&before, 4, Goal::Compete);
    assert_eq!(d.verdict, Some(Verdict::Blunder));
    assert!(d.loss >= BLUNDER, "loss {}", d.loss);
    assert_eq!(d.best, Move::new(1).expect("A"));
    let why = d.explanation_words().expect("a blunder is explained");
    assert!(why.contains("Kofi takes 9 from your A, B and C"), "{why:?}");
    assert!(why.starts_with("A is better."), "{why:?}");
}

#[test]
fn the_best_move_is_never_marked() {
    for diagram in [TRAP, "4 4 4 4 4 4 / 4 4 4 4 4 4 / 0 0 / s"] {
        let before = game(diagram);
        for goal in [Goal::Compete, Goal::Cooperate] {
            let best = review(&before, 1, goal).best;
            let reviewed = review(&before, best.number(), goal);
            assert_eq!((reviewed.verdict, reviewed.loss), (None, 0), "{diagram}");
            assert_eq!(reviewed.explanation, None);
        }
    }
}

/// South's only seeds are the 2 in F: one move, whatever it does.
#[test]
fn a_forced_move_is_never_marked() {
    let before = game("0 0 0 0 0 2 / 1 2 1 0 0 0 / 20 22 / s");
    assert_eq!(before.legal_moves().len(), 1);
    let reviewed = review(&before, 6, Goal::Compete);
    assert!(reviewed.forced);
    assert_eq!(reviewed.verdict, None);
}

#[test]
fn in_win_win_the_partner_takes_nothing_so_the_same_move_is_not_marked() {
    let reviewed = review(&game(TRAP), 4, Goal::Cooperate);
    assert_eq!(reviewed.verdict, None);
}

#[test]
fn a_reviewer_gives_one_review_a_move_in_order() {
    let text = format!("[Position \"{TRAP}\"]\n[South \"Ama\"]\n[North \"Kofi\"]\n\n1. D f+9 *");
    let record = Record::parse(&text).expect("a record");
    let reviews: Vec<MoveReview> = Reviewer::new(&record, DEPTH).collect();
    let movers: Vec<Player> = reviews.iter().map(|r| r.mover).collect();
    assert_eq!(movers, [Player::South, Player::North]);
    assert_eq!(reviews[0].verdict, Some(Verdict::Blunder));
    // Taking the 9 was North's best.
    assert_eq!(reviews[1].verdict, None);
    let summary = summarise(&reviews);
    assert_eq!(summary[Player::South].worst.map(|(ply, ..)| ply), Some(1));
    assert_eq!(summary[Player::South].kept_percent(), Some(0));
    assert_eq!(summary[Player::North].kept_percent(), Some(100));
}

#[test]
fn a_player_who_made_no_move_has_no_share_of_moves_kept() {
    let text = format!("[Position \"{TRAP}\"]\n[South \"Ama\"]\n[North \"Kofi\"]\n\n1. D *");
    let record = Record::parse(&text).expect("a record");
    let reviews: Vec<MoveReview> = Reviewer::new(&record, DEPTH).collect();
    let summary = summarise(&reviews);
    assert_eq!(summary[Player::North].moves, 0);
    assert_eq!(summary[Player::North].kept_percent(), None);
}

#[test]
fn a_review_keeps_the_pit_letters_as_the_board_writes_them() {
    assert_eq!(
        in_review_words("e is better. f takes 9 seeds now."),
        "e is better. f takes 9 seeds now."
    );
    assert_eq!(
        in_review_words("no move takes seeds now; looking ahead, E is best."),
        "No move takes seeds now; looking ahead, E is best."
    );
}

/// Level stores, 21 each. South's F (1 seed) makes North's a 2 and takes
/// it: 23. North's f (1 seed) then makes South's A 3 and takes it: 24.
/// South's row is empty, so South cannot move and the game ends 23-24
/// (RULES.md 3.3). A, sown into B and C, leaves nothing to take.
#[test]
fn a_move_into_a_game_lost_for_sure_is_a_blunder_whatever_the_seeds() {
    let before = game("2 0 0 0 0 1 / 1 0 0 0 0 1 / 21 21 / s");
    let mut after = before.clone();
    after.play_number(6).expect("F is legal");
    after.play_number(6).expect("f is legal");
    let outcome = after.outcome().expect("South cannot move");
    assert_eq!(
        outcome.stores(),
        ByPlayer::new(23, 24),
        "the hand count above"
    );

    let f = review(&before, 6, Goal::Compete);
    assert!(f.loss < MISTAKE, "only {} by the seeds", f.loss);
    assert_eq!(f.verdict, Some(Verdict::Blunder));
    assert_eq!(f.best, Move::new(1).expect("A"));
}

/// Win-Win, stores 20 and 23 with 5 seeds on the board. South's F and E
/// both take North's a (1 seed made 2) for 22; the search finds that
/// after F the partners can still finish level and after E they cannot.
/// Under the balance goal E is marked, and the words say why in the
/// hint's Win-Win terms.
#[test]
fn in_win_win_a_move_that_leaves_the_stores_apart_is_marked() {
    let before = game("0 0 0 0 2 1 / 1 1 0 0 0 0 / 20 23 / s");
    for number in [5, 6] {
        let mut after = before.clone();
        let report = after.play_number(number).expect("E and F are legal");
        assert_eq!(report.capture().total(), 2, "the hand count above");
    }
    let e = review(&before, 5, Goal::Cooperate);
    assert!(e.verdict.is_some(), "{e:?}");
    assert_eq!(e.best, Move::new(6).expect("F"));
    let why = e.explanation_words().expect("a marked move is explained");
    assert!(why.starts_with("F is better"), "{why}");
    assert_eq!(review(&before, 6, Goal::Cooperate).verdict, None);
}

/// A four-seed endgame an 8-seed table settles: the review of South's E
/// says what perfect play makes of it, as the table has it, and names the
/// table at the start; without a table, nothing is told as settled.
#[test]
fn the_review_reads_the_table_it_is_given_and_tells_a_settled_endgame() {
    use crate::tablebase::{Shape, Table};
    let text = "[Position \"0 0 0 0 1 2 / 0 0 0 1 0 0 / 22 22 / s\"]\n\
                [South \"Ama\"]\n[North \"Kofi\"]\n\n1. E *";
    let record = Record::parse(text).expect("a record");
    let rules = record.start().rules();
    let shape = Shape::new(rules, 8).expect("a small table");
    let table = Arc::new(Table::build(shape, std::num::NonZeroUsize::MIN, |_, _| {}));
    let after = record
        .start()
        .play(Move::new(5).expect("E"))
        .expect("legal")
        .0;
    let settled = crate::search::perfect_play(&table, &after).expect("settled by the table");
    let reviews: Vec<MoveReview> = Reviewer::new(&record, DEPTH)
        .with_table(Some(table.clone()))
        .collect();
    assert_eq!(reviews[0].perfect, Some(settled));
    let without: Vec<MoveReview> = Reviewer::new(&record, DEPTH).collect();
    assert_eq!(without[0].perfect, None, "no table, nothing settled");
    let mut screen = ReviewScreen::new(record).reading_table(Some(8));
    screen.update(ReviewAction::Reviewed(Box::new(reviews[0].clone())));
    let text = words_on(&screen);
    assert!(text.contains("ending with 8 seeds or fewer left"), "{text}");
    screen.update(ReviewAction::Next);
    let text = words_on(&screen);
    let (ama, kofi) = (settled.stores.south(), settled.stores.north());
    let end = if ama > kofi {
        format!("Perfect play from here ends {ama}-{kofi} to Ama.")
    } else {
        format!("Perfect play from here ends {kofi}-{ama} to Kofi.")
    };
    assert!(text.contains(&end), "{text}");
}

/// The words left of the move list on the review screen at 80x24 (its
/// first 54 columns), their lines joined by one space.
fn words_on(screen: &ReviewScreen) -> String {
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24))
        .expect("a test terminal");
    terminal
        .draw(|frame| screen.view(frame))
        .expect("drawn into memory");
    let buffer = terminal.backend().buffer();
    let rows = buffer.content.chunks(80).map(|row| {
        row[..54]
            .iter()
            .map(|cell| cell.symbol())
            .collect::<String>()
    });
    let text: String = rows.collect::<Vec<_>>().join(" ");
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}
