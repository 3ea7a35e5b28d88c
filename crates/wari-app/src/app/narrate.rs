//! The game in plain words a child understands: the last move and, in
//! the endgame, what perfect play makes of it, why a pit cannot be played,
//! and how the game ended. Each sentence is one message of the reader's
//! catalog, its names, pits and counts given as arguments.

use std::cmp::Ordering;
use std::fmt;

use wari_words::tr;

use crate::engine::{
    ByPlayer, EndReason, GrandSlam, GrandSlamEffect, IllegalMove, Move, MoveList, MoveReport, Pit,
    Player, Position, Stuck,
};
use crate::record::Ending;
use crate::search::PerfectPlay;
use crate::setup::{Goal, Seat};
use crate::text::seeds;

use super::Unfinished;

/// What a move did, in words: "Ama sowed 5 seeds from C. The last seed
/// made 3 in Kofi's d: Ama takes 3, and 2 more from c." A move that takes
/// nothing says so and, where a rule decided it, which: the grand slam,
/// or the feeding that left the mover no other choice. `before` is the
/// position the move was played from.
pub fn last_move(before: &Position, report: &MoveReport, seats: &ByPlayer<Seat>) -> String {
    let n = before.rules().pits_per_side();
    let mover = report.mover();
    let sowed = tr!(
        "board-sowed",
        mover = seats[mover].name.as_str(),
        seeds = seeds(report.seeds()),
        pit = letter(report.from(), n),
    );
    let mut text = format!("{sowed} {}", where_it_ended(before, report, seats));
    if before.row_total(!mover) == 0 {
        let fed = tr!(
            "board-fed",
            mover = seats[mover].name.as_str(),
            victim = seats[!mover].name.as_str(),
        );
        text = format!("{text} {fed}");
    }
    text
}

/// The last seed and what it took: "The last seed fell in Kofi's b:
/// nothing captured."
fn where_it_ended(before: &Position, report: &MoveReport, seats: &ByPlayer<Seat>) -> String {
    let n = before.rules().pits_per_side();
    let (mover, last) = (report.mover(), report.last());
    let name = seats[mover].name.as_str();
    let victim = seats[!mover].name.as_str();
    let pit = letter(last, n);
    if last.owner(n) == mover {
        return tr!("board-last-own-row", mover = name, pit = pit);
    }
    let landed = report.sown().filter(|&pit| pit == last).count() as u16;
    let made = before.seeds(last) + landed;
    let capture = report.capture();
    let mut pits = capture.pits();
    let Some((_, first)) = pits.next() else {
        return match report.grand_slam() {
            // Why a grand slam took nothing, as the variant says (RULES.md 2.4).
            Some(GrandSlamEffect::CapturedNothing) => tr!(
                "board-last-grand-slam-takes-nothing",
                made = made,
                victim = victim,
                pit = pit,
                mover = name,
                rule = match before.rules().grand_slam() {
                    GrandSlam::Forbidden => "forced",
                    _ => "never",
                },
            ),
            _ => tr!("board-last-nothing", victim = victim, pit = pit),
        };
    };
    // The chain's other pits, each its own words after a comma.
    let more: String = pits
        .map(|(pit, seeds)| {
            let more = tr!("board-took-more", taken = seeds, pit = letter(pit, n));
            format!(", {more}")
        })
        .collect();
    tr!(
        "board-last-took",
        made = made,
        victim = victim,
        pit = pit,
        mover = name,
        taken = first,
        more = more,
        slam = slam(report, before.rules().grand_slam()),
    )
}

/// What a capture says of the grand slam, as the messages select on it:
/// "every" seed was taken where the rules allow it, "forced" where they
/// allow it only for lack of another move (RULES.md 2.4), else "none".
fn slam(report: &MoveReport, rule: GrandSlam) -> &'static str {
    match report.grand_slam() {
        Some(GrandSlamEffect::Captured) if rule == GrandSlam::Capture => "every",
        Some(GrandSlamEffect::Captured) => "forced",
        _ => "none",
    }
}

/// A pit's letter, as the messages take it.
fn letter(pit: Pit, n: usize) -> String {
    pit.label(n).to_string()
}

/// How perfect play ends the game from a position the endgame tables
/// settle, as the hints and the narration both tell it. Under the majority
/// end the game stops as soon as a store passes half, before the stores
/// the tables count are reached, so only the result is told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PerfectEnd {
    /// A majority ends it, the stores level.
    Draw,
    /// A majority ends it, won by this player.
    Won(Player),
    /// It ends with these stores.
    Stores(ByPlayer<u16>),
}

impl PerfectEnd {
    /// How `perfect`, the tables' answer for a position, ends the game;
    /// `majority_ends` says whether a majority stops it sooner.
    pub(crate) fn of(perfect: PerfectPlay, mover: Player, majority_ends: bool) -> PerfectEnd {
        let stores = perfect.stores;
        let winner = match stores[mover].cmp(&stores[!mover]) {
            Ordering::Greater => Some(mover),
            Ordering::Less => Some(!mover),
            Ordering::Equal => None,
        };
        match winner {
            _ if !majority_ends => PerfectEnd::Stores(stores),
            Some(winner) => PerfectEnd::Won(winner),
            None => PerfectEnd::Draw,
        }
    }

    /// The end told to both players by name, a sentence of its own:
    /// "Perfect play from here ends 27-21 to Ama."
    fn told(self, seats: &ByPlayer<Seat>) -> String {
        let (end, winner, won, lost) = match self {
            PerfectEnd::Draw => ("draw", None, 0, 0),
            PerfectEnd::Won(winner) => ("wins", Some(winner), 0, 0),
            PerfectEnd::Stores(stores) => match stores.south().cmp(&stores.north()) {
                Ordering::Equal => ("level", None, stores.south(), stores.north()),
                Ordering::Greater => ("score", Some(Player::South), stores.south(), stores.north()),
                Ordering::Less => ("score", Some(Player::North), stores.north(), stores.south()),
            },
        };
        let name = winner.map_or("", |winner| seats[winner].name.as_str());
        tr!(
            "board-perfect-end",
            end = end,
            name = name,
            won = won,
            lost = lost,
        )
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
    let end = PerfectEnd::of(perfect, !report.mover(), majority_ends);
    format!("{text} {}", end.told(seats))
}

/// Why `error` refused the move, and what to play instead: "North has no
/// seeds: you must play a pit that reaches them: E or F".
pub fn illegal(error: &IllegalMove, seats: &ByPlayer<Seat>, mover: Player, n: usize) -> String {
    let pits = |legal: &MoveList| pit_list(legal, mover, n);
    let label = |number: usize| pit_label(number, mover, n);
    match error {
        IllegalMove::NoSuchPit { number, legal, .. } => {
            tr!("board-illegal-no-pit", number = *number, pits = pits(legal))
        }
        IllegalMove::EmptyPit { number, legal } => {
            tr!(
                "board-illegal-empty",
                pit = label(*number),
                pits = pits(legal)
            )
        }
        IllegalMove::MustFeed { starved, legal, .. } => tr!(
            "board-illegal-must-feed",
            name = seats[*starved].name.as_str(),
            pits = pits(legal),
        ),
        IllegalMove::GrandSlamForbidden {
            number,
            victim,
            legal,
        } => tr!(
            "board-illegal-grand-slam",
            pit = label(*number),
            name = seats[*victim].name.as_str(),
            pits = pits(legal),
        ),
        IllegalMove::GameOver => tr!("board-illegal-game-over"),
    }
}

/// Why `error` refused the move, without the pits that may be played
/// instead: "C is empty". A lesson says this and a pointer, so that the
/// answer is not given away by a wrong try.
pub fn refusal(error: &IllegalMove, seats: &ByPlayer<Seat>, mover: Player, n: usize) -> String {
    let label = |number: usize| pit_label(number, mover, n);
    match error {
        IllegalMove::NoSuchPit { number, .. } => tr!("board-refused-no-pit", number = *number),
        IllegalMove::EmptyPit { number, .. } => tr!("board-refused-empty", pit = label(*number)),
        IllegalMove::MustFeed { starved, .. } => tr!(
            "board-refused-must-feed",
            name = seats[*starved].name.as_str()
        ),
        IllegalMove::GrandSlamForbidden { number, victim, .. } => tr!(
            "board-refused-grand-slam",
            pit = label(*number),
            name = seats[*victim].name.as_str(),
        ),
        IllegalMove::GameOver => tr!("board-refused-game-over"),
    }
}

/// The letter of `mover`'s pit `number`, or `?` for a pit the board has
/// not.
fn pit_label(number: usize, mover: Player, n: usize) -> String {
    Move::new(number)
        .map_or('?', |m| m.pit(mover, n).label(n))
        .to_string()
}

/// The pits of `moves` as letters: "E or F", "A, B or D".
pub fn pit_list(moves: &MoveList, mover: Player, n: usize) -> String {
    let letters: Vec<String> = moves
        .iter()
        .map(|m| m.pit(mover, n).label(n).to_string())
        .collect();
    match letters.split_last() {
        None => tr!("board-no-pit"),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => tr!("board-or", rest = rest.join(", "), last = last.as_str()),
    }
}

/// Items as a list that names each one: "E", "D and E", "C, D and E".
pub(crate) fn and_list(items: &[String]) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => tr!("board-and", rest = rest.join(", "), last = last.as_str()),
    }
}

/// The end screen's headline under the mode's goal, and for a game left
/// unfinished under the rule that decides it.
pub fn result(ending: Ending, seats: &ByPlayer<Seat>, goal: Goal, rule: Unfinished) -> String {
    let stores = ending.stores();
    let (south, north) = (stores.south(), stores.north());
    let Ending::Played(outcome) = ending else {
        return match rule {
            Unfinished::NoWinner => tr!("board-result-unfinished", south = south, north = north),
            Unfinished::ByStores => {
                let names = ByPlayer::new(
                    seats[Player::South].name.as_str(),
                    seats[Player::North].name.as_str(),
                );
                let counted = unfinished(stores, names, rule);
                tr!("board-result-counted", counted = capitalised(&counted))
            }
        };
    };
    match goal {
        Goal::Compete => match outcome.winner() {
            Some(winner) => tr!(
                "board-result-won",
                name = seats[winner].name.as_str(),
                won = stores[winner],
                lost = stores[!winner],
            ),
            None => tr!("board-result-draw", seeds = seeds(south)),
        },
        Goal::Cooperate if south == north => {
            tr!("board-result-level", south = south, north = north)
        }
        Goal::Cooperate => tr!(
            "board-result-apart",
            apart = seeds(south.abs_diff(north)),
            south = south,
            north = north,
        ),
    }
}

/// A game left unfinished at `stores` and what `rule` makes of it, in
/// the words every list, file and end screen uses: "left unfinished at
/// 21-23: esi takes the point by the stores", "left unfinished at 12-10:
/// nobody wins".
pub fn unfinished(stores: ByPlayer<u16>, names: ByPlayer<&str>, rule: Unfinished) -> String {
    let score = format!("{}-{}", stores.south(), stores.north());
    let (decided, fuller) = match (rule, stores.south().cmp(&stores.north())) {
        (Unfinished::NoWinner, _) => ("none", Player::South),
        (Unfinished::ByStores, Ordering::Equal) => ("level", Player::South),
        (Unfinished::ByStores, Ordering::Greater) => ("stores", Player::South),
        (Unfinished::ByStores, Ordering::Less) => ("stores", Player::North),
    };
    tr!(
        "board-unfinished",
        rule = decided,
        score = score,
        name = names[fuller]
    )
}

/// `words` with a capital first letter, to open a sentence.
fn capitalised(words: &str) -> String {
    let mut chars = words.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// The result in a few words, for a list of games (the lobby, the
/// teacher's console, the lesson's summary): "Ama won 26-22", "a draw,
/// 24-24", "both won, 24-24", "26-22, 4 apart", "left unfinished at
/// 12-10: nobody wins".
pub fn short_result(ending: Ending, names: ByPlayer<&str>, goal: Goal, rule: Unfinished) -> String {
    let score = ending.score();
    let stores = ending.stores();
    match (ending, goal, ending.winner()) {
        (Ending::Abandoned { .. }, ..) => unfinished(stores, names, rule),
        (_, Goal::Compete, Some(winner)) => tr!(
            "board-short-won",
            name = names[winner],
            won = stores[winner],
            lost = stores[!winner],
        ),
        (_, Goal::Compete, None) => tr!("board-short-draw", score = score),
        (_, Goal::Cooperate, None) => tr!("board-short-level", score = score),
        (_, Goal::Cooperate, Some(_)) => tr!(
            "board-short-apart",
            score = score,
            apart = stores.south().abs_diff(stores.north()),
        ),
    }
}

/// What ending the game now would give, each row's seeds going to its
/// owner (RULES.md 3.4), judged by the mode's goal: "Ama 20, Kofi 28: Kofi
/// would win". The players see it before they offer or agree to stop; it
/// is kept as names and numbers, and put into words when shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndPreview {
    names: ByPlayer<String>,
    stores: ByPlayer<u16>,
    goal: Goal,
}

impl EndPreview {
    /// What ending the game at `position` would give the players `names`
    /// under `goal`.
    pub fn of(position: &Position, names: ByPlayer<&str>, goal: Goal) -> EndPreview {
        EndPreview {
            names: ByPlayer::new(
                names[Player::South].to_owned(),
                names[Player::North].to_owned(),
            ),
            stores: position.swept(),
            goal,
        }
    }
}

impl fmt::Display for EndPreview {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (south, north) = (self.stores.south(), self.stores.north());
        let verdict = match (self.goal, south.cmp(&north)) {
            (Goal::Compete, Ordering::Greater) => "south",
            (Goal::Compete, Ordering::Less) => "north",
            (Goal::Compete, Ordering::Equal) => "draw",
            (Goal::Cooperate, Ordering::Equal) => "both",
            (Goal::Cooperate, _) => "apart",
        };
        f.write_str(&tr!(
            "board-end-preview",
            south_name = self.names[Player::South].as_str(),
            south = south,
            north_name = self.names[Player::North].as_str(),
            north = north,
            verdict = verdict,
            apart = seeds(south.abs_diff(north)),
        ))
    }
}

/// Why the game ended, in words; `ended_early` says why for an end by
/// agreement ("You agreed to stop"), a clause in the reader's words.
/// `to_move` is the player who was to move at the end: the one stuck when
/// nobody could move (RULES.md 3.3).
pub fn reason(
    ending: Ending,
    seats: &ByPlayer<Seat>,
    to_move: Player,
    ended_early: &str,
    rule: Unfinished,
) -> String {
    let Ending::Played(outcome) = ending else {
        return match rule {
            Unfinished::NoWinner => tr!("board-reason-unfinished"),
            Unfinished::ByStores => tr!("board-reason-unfinished-stores"),
        };
    };
    match outcome.reason() {
        EndReason::Majority => {
            let stores = outcome.stores();
            let fuller = if stores.south() > stores.north() {
                Player::South
            } else {
                Player::North
            };
            tr!("board-reason-majority", name = seats[fuller].name.as_str())
        }
        EndReason::Split => tr!("board-reason-split"),
        EndReason::Repetition => tr!("board-reason-repetition"),
        EndReason::NoMoves(Stuck::EmptyRow) => tr!(
            "board-reason-empty-row",
            name = seats[to_move].name.as_str()
        ),
        EndReason::NoMoves(Stuck::CannotFeed) => tr!(
            "board-reason-cannot-feed",
            empty = seats[!to_move].name.as_str(),
            stuck = seats[to_move].name.as_str(),
        ),
        EndReason::Agreement => tr!("board-reason-agreement", ended_early = ended_early),
    }
}

#[cfg(test)]
mod tests {
    use wari_words::{Lang, reader};

    use super::*;
    use crate::engine::{Diagram, Rules};

    /// Ama's (South's) move `number` from `diagram` under the Warri
    /// Society's rules, as `code`'s readers are told it.
    fn told_in(code: &str, diagram: &str, number: usize) -> String {
        let diagram: Diagram = diagram.parse().expect("a diagram");
        let before = diagram
            .position(Rules::warri_society())
            .expect("a position");
        let m = Move::new(number).expect("a move number");
        let (_, report) = before.play(m).expect("a legal move");
        let seats = ByPlayer::new(Seat::human("Ama"), Seat::human("Kofi"));
        let lang = Lang::from_code(code).expect("a language");
        reader::reading(lang, || last_move(&before, &report, &seats))
    }

    /// RULES.md 6.3: D's five seeds go into E, F, a, b and c; c then holds
    /// 3, which Ama takes, and b, holding 5, stops the chain.
    const TAKES_THREE: &str = "4 4 4 5 4 4 / 4 4 2 4 4 4 / 0 0 / s";

    #[test]
    fn a_capture_is_told_in_french_and_in_dutch_with_its_names_pit_and_count() {
        assert_eq!(
            told_in("en", TAKES_THREE, 4),
            "Ama sowed 5 seeds from D. The last seed made 3 in Kofi's c: Ama takes 3."
        );
        assert_eq!(
            told_in("fr", TAKES_THREE, 4),
            "Ama a semé 5 graines de la case D. La dernière graine fait 3 en c, \
             chez Kofi\u{a0}: Ama en prend 3."
        );
        assert_eq!(
            told_in("nl", TAKES_THREE, 4),
            "Ama zaaide 5 zaadjes uit putje D. Het laatste zaadje maakte 3 in c \
             van Kofi: Ama pakt er 3."
        );
    }

    #[test]
    fn a_chain_names_each_pit_it_takes_in_each_language() {
        // RULES.md 6.4: c makes 3, then b and a make 2 each: 7 seeds.
        let chain = "4 4 4 5 4 4 / 1 1 2 4 4 4 / 0 0 / s";
        assert_eq!(
            told_in("fr", chain, 4),
            "Ama a semé 5 graines de la case D. La dernière graine fait 3 en c, \
             chez Kofi\u{a0}: Ama en prend 3, et 2 de plus en b, et 2 de plus en a."
        );
        assert_eq!(
            told_in("nl", chain, 4),
            "Ama zaaide 5 zaadjes uit putje D. Het laatste zaadje maakte 3 in c \
             van Kofi: Ama pakt er 3, en nog 2 uit b, en nog 2 uit a."
        );
    }

    #[test]
    fn one_seed_sown_to_feed_is_counted_in_the_singular() {
        // RULES.md 6.6: Kofi has no seed; only F's one seed reaches a.
        let feeding = "1 1 0 0 1 1 / 0 0 0 0 0 0 / 22 22 / s";
        assert_eq!(
            told_in("fr", feeding, 6),
            "Ama a semé 1 graine de la case F. La dernière graine est tombée en a, \
             chez Kofi\u{a0}: rien de pris. Kofi n'avait plus de graines\u{a0}: Ama a dû \
             lui en donner."
        );
        assert_eq!(
            told_in("nl", feeding, 6),
            "Ama zaaide 1 zaadje uit putje F. Het laatste zaadje viel in a van \
             Kofi: niets gepakt. Kofi had geen zaadjes, dus Ama moest er wat geven."
        );
    }

    #[test]
    fn every_word_of_a_capture_comes_from_the_catalog() {
        // In the pseudo-language every word of the catalog's is accented:
        // what is left plain is the names and the pits' letters.
        let told = told_in("en-XA", "4 4 4 5 4 4 / 1 1 2 4 4 4 / 0 0 / s", 4);
        let plain: Vec<&str> = told
            .split(|c: char| !c.is_ascii_alphabetic())
            .filter(|word| !word.is_empty())
            .collect();
        assert!(
            plain
                .iter()
                .all(|word| ["Ama", "Kofi", "D", "c", "b", "a"].contains(word)),
            "{told}"
        );
    }
}
