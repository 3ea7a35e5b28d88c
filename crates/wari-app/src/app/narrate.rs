//! The game in plain words a child understands: the last move and, in
//! the endgame, what perfect play makes of it, why a pit cannot be played,
//! and how the game ended.

use crate::record::Ending;
use crate::text::count;
use std::cmp::Ordering;

use crate::engine::{
    ByPlayer, EndReason, GrandSlam, GrandSlamEffect, IllegalMove, Move, MoveList, MoveReport, Pit,
    Player, Position, Stuck,
};
use crate::search::PerfectPlay;

use crate::setup::{Goal, Seat};

/// What a move did, in words: "Ama sowed 5 seeds from C. The last seed
/// made 3 in Kofi's d: Ama takes 3, and 2 more from c." A move that takes
/// nothing says so and, where a rule decided it, which: the grand slam,
/// or the feeding that left the mover no other choice. `before` is the
/// position the move was played from.
pub fn last_move(before: &Position, report: &MoveReport, seats: &ByPlayer<Seat>) -> String {
    let n = before.rules().pits_per_side();
    let mover = report.mover();
    let mut text = format!(
        "{} sowed {} from {}. {}.",
        seats[mover].name,
        count(report.seeds(), "seed"),
        report.from().label(n),
        where_it_ended(before, report, seats),
    );
    if before.row_total(!mover) == 0 {
        text += &format!(
            " {} had no seeds, so {} had to give them some.",
            seats[!mover].name, seats[mover].name
        );
    }
    text
}

/// The last seed and what it took: "The last seed fell in Kofi's b:
/// nothing captured".
fn where_it_ended(before: &Position, report: &MoveReport, seats: &ByPlayer<Seat>) -> String {
    let n = before.rules().pits_per_side();
    let (mover, last) = (report.mover(), report.last());
    let name = &seats[mover].name;
    let victim = &seats[!mover].name;
    if last.owner(n) == mover {
        return format!("The last seed fell in {name}'s own {}", last.label(n));
    }
    let landed = report.sown().filter(|&pit| pit == last).count() as u16;
    let made = before.seeds(last) + landed;
    let capture = report.capture();
    let mut pits = capture.pits();
    let Some((_, first)) = pits.next() else {
        return match report.grand_slam() {
            Some(GrandSlamEffect::CapturedNothing) => format!(
                "The last seed made {made} in {}, but taking would leave {victim} no seeds: {}",
                pit_name(last, seats, n),
                uncaptured_grand_slam(before.rules().grand_slam(), name)
            ),
            _ => format!(
                "The last seed fell in {}: nothing captured",
                pit_name(last, seats, n)
            ),
        };
    };
    let mut text = format!(
        "The last seed made {made} in {}: {name} takes {first}",
        pit_name(last, seats, n)
    );
    for (pit, seeds) in pits {
        text += &format!(", and {seeds} more from {}", pit.label(n));
    }
    if report.grand_slam() == Some(GrandSlamEffect::Captured) {
        text += &format!(", every seed {victim} had");
        if before.rules().grand_slam() != GrandSlam::Capture {
            text += &format!(": a grand slam, allowed as {name} had no other move");
        }
    }
    text
}

/// Why a grand slam took nothing, as the variant says (RULES.md 2.4).
fn uncaptured_grand_slam(rule: GrandSlam, name: &str) -> String {
    match rule {
        GrandSlam::Forbidden => {
            format!("{name} had no other move, and a grand slam played so takes nothing")
        }
        _ => "a grand slam takes nothing in this game".to_owned(),
    }
}

/// Whom words about perfect play speak to.
#[derive(Clone, Copy, Debug)]
pub enum Voice<'a> {
    /// The player to move, as "you", their store first: a hint, which is
    /// theirs.
    Mover,
    /// The players by name, the winner's store first: the narration,
    /// which both players read, so "you" would mean neither.
    Named(&'a ByPlayer<Seat>),
}

/// How perfect play ends the game from a position the endgame tables
/// settle as `perfect`, `mover` to move: "perfect play from here ends
/// 27-21". Under the majority end (`majority_ends`) the game stops as soon
/// as a store passes half, before the stores the tables count are
/// reached, so only the result is named: "with perfect play you win".
/// Hints and the narration both say it so.
pub fn perfect_end(
    perfect: PerfectPlay,
    mover: Player,
    majority_ends: bool,
    voice: Voice,
) -> String {
    let stores = perfect.stores;
    let winner = match stores[mover].cmp(&stores[!mover]) {
        Ordering::Greater => Some(mover),
        Ordering::Less => Some(!mover),
        Ordering::Equal => None,
    };
    match (voice, winner) {
        (_, None) if majority_ends => "perfect play from here ends in a draw".to_owned(),
        (Voice::Mover, Some(winner)) if majority_ends && winner == mover => {
            "with perfect play you win".to_owned()
        }
        (Voice::Mover, Some(_)) if majority_ends => "with perfect play you lose".to_owned(),
        (Voice::Named(seats), Some(winner)) if majority_ends => {
            format!("with perfect play {} wins", seats[winner].name)
        }
        (Voice::Mover, _) => format!(
            "perfect play from here ends {}-{}",
            stores[mover], stores[!mover]
        ),
        (Voice::Named(seats), Some(winner)) => format!(
            "perfect play from here ends {}-{} to {}",
            stores[winner], stores[!winner], seats[winner].name
        ),
        (Voice::Named(_), None) => {
            format!("perfect play from here ends {0}-{0}", stores[mover])
        }
    }
}

/// What the board says of a move: [`last_move`] and, when the endgame
/// tables settle the position the move left (`perfect`, from
/// [`search::perfect_play`](crate::search::perfect_play)), what perfect
/// play makes of it: "... Ama takes 2. Perfect play from here ends 27-21
/// to Ama." The players see at once what the move won or gave away, with
/// no search to wait for.
pub fn narration(
    before: &Position,
    report: &MoveReport,
    seats: &ByPlayer<Seat>,
    perfect: Option<PerfectPlay>,
) -> String {
    let text = last_move(before, report, seats);
    let Some(perfect) = perfect else {
        return text;
    };
    let majority_ends = before.rules().majority_ends();
    let mut end = perfect_end(perfect, !report.mover(), majority_ends, Voice::Named(seats));
    if let Some(first) = end.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    format!("{text} {end}.")
}

/// Why `error` refused the move, and what to play instead: "North has no
/// seeds: you must play a pit that reaches them: E or F".
pub fn illegal(error: &IllegalMove, seats: &ByPlayer<Seat>, mover: Player, n: usize) -> String {
    let why = refusal(error, seats, mover, n);
    let letters = |legal: &MoveList| pit_list(legal, mover, n);
    match error {
        IllegalMove::NoSuchPit { legal, .. } | IllegalMove::EmptyPit { legal, .. } => {
            format!("{why}: play {}.", letters(legal))
        }
        IllegalMove::MustFeed { legal, .. } => format!("{why}: {}", letters(legal)),
        IllegalMove::GrandSlamForbidden { legal, .. } => {
            format!("{why}. Play {}.", letters(legal))
        }
        IllegalMove::GameOver => format!("{why}."),
    }
}

/// Why `error` refused the move, without the pits that may be played
/// instead: "C is empty". A lesson says this and a pointer, so that the
/// answer is not given away by a wrong try.
pub fn refusal(error: &IllegalMove, seats: &ByPlayer<Seat>, mover: Player, n: usize) -> String {
    let label = |number: usize| Move::new(number).map_or('?', |m| m.pit(mover, n).label(n));
    match error {
        IllegalMove::NoSuchPit { number, .. } => format!("There is no pit {number}"),
        IllegalMove::EmptyPit { number, .. } => format!("{} is empty", label(*number)),
        IllegalMove::MustFeed { starved, .. } => format!(
            "{} has no seeds: you must play a pit that reaches them",
            seats[*starved].name
        ),
        IllegalMove::GrandSlamForbidden { number, victim, .. } => format!(
            "Not {}: that would take all of {}'s seeds",
            label(*number),
            seats[*victim].name
        ),
        IllegalMove::GameOver => "The game is over: n starts a new one".to_owned(),
    }
}

/// The pits of `moves` as letters: "E or F", "A, B or D".
pub fn pit_list(moves: &MoveList, mover: Player, n: usize) -> String {
    let letters: Vec<String> = moves
        .iter()
        .map(|m| m.pit(mover, n).label(n).to_string())
        .collect();
    match letters.split_last() {
        None => "nothing".to_owned(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

/// The end screen's headline under the mode's goal.
pub fn result(ending: Ending, seats: &ByPlayer<Seat>, goal: Goal) -> String {
    let stores = ending.stores();
    let (south, north) = (stores.south(), stores.north());
    let Ending::Played(outcome) = ending else {
        return format!("Nobody wins: the game was left unfinished at {south} to {north}.");
    };
    match goal {
        Goal::Compete => match outcome.winner() {
            Some(winner) => {
                let (won, lost) = (stores[winner], stores[!winner]);
                format!("{} wins, {won} to {lost}!", seats[winner].name)
            }
            None => format!("A draw: {south} seeds each."),
        },
        Goal::Cooperate if south == north => {
            format!("You both won! The stores are level: {south} and {north}.")
        }
        Goal::Cooperate => format!(
            "You ended {} apart ({south} and {north}). Try again to finish level!",
            count(south.abs_diff(north), "seed")
        ),
    }
}

/// The result in a few words, for a list of games (the lobby, the
/// teacher's console, the lesson's summary): "Ama won 26-22", "a draw,
/// 24-24", "both won, 24-24", "26-22, 4 apart", "abandoned at 12-10".
pub fn short_result(ending: Ending, names: ByPlayer<&str>, goal: Goal) -> String {
    let score = ending.score();
    match (ending, goal, ending.winner()) {
        (Ending::Abandoned { .. }, ..) => format!("abandoned at {score}"),
        (_, Goal::Compete, Some(winner)) => {
            let stores = ending.stores();
            let (won, lost) = (stores[winner], stores[!winner]);
            format!("{} won {won}-{lost}", names[winner])
        }
        (_, Goal::Compete, None) => format!("a draw, {score}"),
        (_, Goal::Cooperate, None) => format!("both won, {score}"),
        (_, Goal::Cooperate, Some(_)) => {
            let stores = ending.stores();
            let apart = stores.south().abs_diff(stores.north());
            format!("{score}, {apart} apart")
        }
    }
}

/// What ending the game now would give, each row's seeds going to its
/// owner (RULES.md 3.4), judged by the mode's goal: "Ama 20, Kofi 28: Kofi
/// would win". The players see it before they offer or agree to stop.
pub fn end_preview(position: &Position, names: ByPlayer<&str>, goal: Goal) -> String {
    use std::cmp::Ordering;
    let end = position.swept();
    let (south, north) = (end.south(), end.north());
    let (south_name, north_name) = (names[Player::South], names[Player::North]);
    let verdict = match (goal, south.cmp(&north)) {
        (Goal::Compete, Ordering::Greater) => format!("{south_name} would win"),
        (Goal::Compete, Ordering::Less) => format!("{north_name} would win"),
        (Goal::Compete, Ordering::Equal) => "a draw".to_owned(),
        (Goal::Cooperate, Ordering::Equal) => "both would win".to_owned(),
        (Goal::Cooperate, _) => format!("{} apart", count(south.abs_diff(north), "seed")),
    };
    format!("{south_name} {south}, {north_name} {north}: {verdict}")
}

/// Why the game ended, in words; `ended_early` says why for an end by
/// agreement ("You agreed to stop"). `to_move` is the player who was to
/// move at the end: the one stuck when nobody could move (RULES.md 3.3).
pub fn reason(
    ending: Ending,
    seats: &ByPlayer<Seat>,
    to_move: Player,
    ended_early: &str,
) -> String {
    let Ending::Played(outcome) = ending else {
        return "The seeds left on the board go to nobody.".to_owned();
    };
    let sweep = "each side's seeds went to its owner's store";
    match outcome.reason() {
        EndReason::Majority => {
            let stores = outcome.stores();
            let fuller = if stores.south() > stores.north() {
                Player::South
            } else {
                Player::North
            };
            format!(
                "{}'s store holds more than half of the seeds.",
                seats[fuller].name
            )
        }
        EndReason::Split => "Both stores hold exactly half of the seeds.".to_owned(),
        EndReason::Repetition => {
            format!("The board came round to the same seeds again, so {sweep}.")
        }
        EndReason::NoMoves(Stuck::EmptyRow) => {
            format!(
                "{} had no seeds left to play, so {sweep}.",
                seats[to_move].name
            )
        }
        EndReason::NoMoves(Stuck::CannotFeed) => format!(
            "{}'s row was empty and none of {}'s pits could reach it, so {sweep}.",
            seats[!to_move].name, seats[to_move].name
        ),
        EndReason::Agreement => format!("{ended_early}, so {sweep}."),
    }
}

/// A pit as the narration names it: "Kofi's d".
pub fn pit_name(pit: Pit, seats: &ByPlayer<Seat>, n: usize) -> String {
    format!("{}'s {}", seats[pit.owner(n)].name, pit.label(n))
}
