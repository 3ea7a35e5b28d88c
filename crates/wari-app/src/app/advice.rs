//! Why the search's move beats the rule of thumb's, in words a child
//! understands: "E is better. F takes 3 seeds now, but then Kofi takes 8
//! from your C, D and E." The captures come from the engine's reports
//! along each line of play, so the words say what the board would show.

use crate::engine::{ByPlayer, Game, Move, MoveReport, Outcome, Pit, Player, Position};

use crate::setup::{Goal, Seat};
use crate::text::count;

/// Plies of each line a hint talks about: the move, the reply, and two
/// more turns each way. Further on, the search's line is a guess, and a
/// child cannot follow it anyway.
const HORIZON: usize = 5;

/// One capture along a line of play.
struct Take {
    /// Plies after the hinted move (0: the move itself).
    ply: usize,
    taker: Player,
    seeds: u16,
    /// The pits taken, in board order.
    pits: Vec<Pit>,
    /// How far apart the stores are after it.
    gap: u16,
}

impl Take {
    /// The capture `report` tells of, if any, `ply` plies into a line.
    fn of(ply: usize, report: &MoveReport, gap: u16) -> Option<Take> {
        let capture = report.capture();
        let mut pits: Vec<Pit> = capture.pits().map(|(pit, _)| pit).collect();
        pits.sort_by_key(|pit| pit.index());
        (!capture.is_empty()).then(|| Take {
            ply,
            taker: report.mover(),
            seeds: capture.total(),
            pits,
            gap,
        })
    }
}

/// What happens along the first [`HORIZON`] plies of a line.
struct Story {
    takes: Vec<Take>,
    /// How far apart the stores are after each ply.
    gaps: Vec<u16>,
    /// How the game ends, when it ends that soon.
    end: Option<Outcome>,
    /// The most the other player can take at once after the line's first
    /// move, whatever the line says they play: a hint must not blame a
    /// capture on the rule of thumb that the better move allows too.
    open: u16,
}

impl Story {
    /// Plays `line` from `game` as far as the horizon, the game's end or
    /// the first move that is not legal (a line is a guess, not a promise).
    fn of(game: &Game, line: &[Move]) -> Story {
        let mut game = game.clone();
        let mut story = Story {
            takes: Vec::new(),
            gaps: Vec::new(),
            end: None,
            open: 0,
        };
        for (ply, &m) in line.iter().enumerate().take(HORIZON) {
            let Ok(report) = game.play(m) else { break };
            if ply == 0 {
                story.open = most_taken(game.position());
            }
            let stores = game
                .outcome()
                .map_or(game.position().stores(), |o| o.stores());
            let gap = stores.south().abs_diff(stores.north());
            story.gaps.push(gap);
            story.takes.extend(Take::of(ply, &report, gap));
            story.end = game.outcome();
            if story.end.is_some() {
                break;
            }
        }
        story
    }

    /// Seeds `player` takes after the first ply.
    fn taken_later(&self, player: Player) -> u16 {
        self.later(player).map(|take| take.seeds).sum()
    }

    /// `player`'s takes after the first ply.
    fn later(&self, player: Player) -> impl Iterator<Item = &Take> {
        self.takes
            .iter()
            .filter(move |take| take.ply > 0 && take.taker == player)
    }

    /// The largest gap between the stores along the story.
    fn widest(&self) -> u16 {
        self.gaps.iter().copied().max().unwrap_or(0)
    }
}

/// Who is who, for the words: the player the hint is for, and the names.
struct Speaker<'a> {
    you: Player,
    seats: &'a ByPlayer<Seat>,
    n: usize,
}

/// The hint when the search's line `best` beats the rule of thumb's line
/// `rule` (its move first) in `game`, for the player to move there. It
/// names the better move first: in Win-Win the meter leaves the message a
/// single line, and a long name may cut off its end.
pub fn explain_hint(
    game: &Game,
    rule: &[Move],
    best: &[Move],
    goal: Goal,
    seats: &ByPlayer<Seat>,
) -> String {
    let position = game.position();
    let n = position.rules().pits_per_side();
    let speaker = Speaker {
        you: position.to_move(),
        seats,
        n,
    };
    let letter = |m: Option<&Move>| m.map_or('?', |m| m.pit(speaker.you, n).label(n));
    let letters = (letter(rule.first()), letter(best.first()));
    let (rule, best) = (Story::of(game, rule), Story::of(game, best));
    match goal {
        Goal::Compete => speaker.compete(&rule, &best, letters),
        Goal::Cooperate => speaker.cooperate(&rule, &best, letters),
    }
}

impl Speaker<'_> {
    /// Sorry Wari: what the rule of thumb's move takes now, and then the
    /// game lost at once, a capture the other player gets after it, or one
    /// the search's move sets up. With none of these to show, only which
    /// move is better.
    fn compete(&self, rule: &Story, best: &Story, (worse, better): (char, char)) -> String {
        let now = rule.takes.first().filter(|take| take.ply == 0);
        match (now, self.why_compete(rule, best, better)) {
            (Some(take), Some(why)) => format!(
                "Hint: {better} is better. {worse} takes {} now, but {why}.",
                count(take.seeds, "seed")
            ),
            (None, Some(why)) => {
                format!("Hint: {better} is better. {worse} takes nothing now, but {why}.")
            }
            (Some(take), None) => format!(
                "Hint: {better} is better. {worse} takes {} now, but {better} \
                 does better over the next moves.",
                count(take.seeds, "seed")
            ),
            (None, None) => {
                format!("Hint: no move takes seeds now; looking ahead, {better} is best.")
            }
        }
    }

    /// The part after "but": the first of these reasons that holds, if any.
    fn why_compete(&self, rule: &Story, best: &Story, better: char) -> Option<String> {
        let them = !self.you;
        if let Some(end) = rule.end.filter(|end| end.winner() != Some(self.you)) {
            return Some(match end.winner() {
                Some(winner) => format!(
                    "then the game ends with {} ahead, {} to {}",
                    self.seats[winner].name,
                    end.stores()[winner],
                    end.stores()[!winner]
                ),
                None => "then the game ends in a draw".to_owned(),
            });
        }
        if rule.taken_later(them) > best.taken_later(them)
            && let Some(take) = biggest(rule.later(them))
            && (take.ply > 1 || take.seeds > best.open)
        {
            return Some(format!("{} {}", when(take.ply), self.take(take)));
        }
        if best.taken_later(self.you) > rule.taken_later(self.you)
            && let Some(take) = biggest(best.later(self.you))
        {
            let turn = if take.ply == 2 {
                "on your next turn"
            } else {
                "later"
            };
            return Some(format!("with {better} {} {turn}", self.take(take)));
        }
        None
    }

    /// Win-Win Wari: the game ending apart after the rule of thumb's
    /// move, or the capture that pulls the stores further apart than the
    /// search's line ever lets them be.
    fn cooperate(&self, rule: &Story, best: &Story, (worse, better): (char, char)) -> String {
        let head = format!("Hint: {better} is better.");
        if let Some(end) = rule.end {
            let stores = end.stores();
            let apart = stores.south().abs_diff(stores.north());
            if apart > 0 {
                let apart = count(apart, "seed");
                return format!("{head} After {worse}, the game ends {apart} apart.");
            }
        }
        let widest = rule.widest();
        let apart = rule.takes.iter().find(|t| t.ply > 0 && t.gap == widest);
        match apart.filter(|_| widest > best.widest()) {
            // "12 apart", as the balance line says it: Win-Win's message
            // has one line.
            Some(take) => format!(
                "{head} After {worse}, {}: {} apart.",
                self.take(take),
                take.gap
            ),
            None => format!("Hint: {better} is better than {worse}: it keeps the stores closer."),
        }
    }

    /// "Kofi takes 6 from your E", "you take 5 from Kofi's c and d".
    fn take(&self, take: &Take) -> String {
        let letters: Vec<char> = take.pits.iter().map(|pit| pit.label(self.n)).collect();
        let pits = and_list(&letters);
        if take.taker == self.you {
            let them = &self.seats[!self.you].name;
            format!("you take {} from {them}'s {pits}", take.seeds)
        } else {
            let them = &self.seats[take.taker].name;
            format!("{them} takes {} from your {pits}", take.seeds)
        }
    }
}

/// The most the player to move in `position` can take with one move.
fn most_taken(position: &Position) -> u16 {
    let moves = position.legal_moves();
    let taken = moves.iter().filter_map(|m| {
        let (_, report) = position.play(m).ok()?;
        Some(report.capture().total())
    });
    taken.max().unwrap_or(0)
}

/// The largest take, the earliest of equals.
fn biggest<'a>(takes: impl Iterator<Item = &'a Take>) -> Option<&'a Take> {
    takes.fold(None, |big: Option<&Take>, take| match big {
        Some(big) if big.seeds >= take.seeds => Some(big),
        _ => Some(take),
    })
}

/// "then" for the reply to the hinted move, "later" beyond it.
fn when(ply: usize) -> &'static str {
    if ply == 1 { "then" } else { "later" }
}

/// "E", "D and E", "C, D and E".
fn and_list(letters: &[char]) -> String {
    match letters.split_last() {
        None => String::new(),
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => {
            let rest: Vec<String> = rest.iter().map(char::to_string).collect();
            format!("{} and {last}", rest.join(", "))
        }
    }
}
