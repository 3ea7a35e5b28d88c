//! The puzzle generator: the computer plays itself at mixed levels from
//! random openings, and every position on the way is searched move by
//! move; one where a move beats every other by [`MARGIN`] seeds or more
//! becomes a puzzle. Everything random comes from one seed, so a seed
//! makes the same set every time.

use std::collections::HashSet;

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use crate::engine::{ByPlayer, Diagram, Game, Player, Position};
use crate::review::explainer;
use crate::search::{Goal, Level, Limits, Searcher};
use crate::variants::Variant;

use super::{Grade, MARGIN, Puzzle, RawPuzzle, Theme, lead};

/// How deep the computer looks when it plays at the hard level in the
/// generator's games: enough for sound games, quick enough for many.
const PLAY_DEPTH: u32 = 6;

/// Random moves at the start of each game, at most, so games differ.
const MAX_OPENING: u32 = 6;

/// Puzzles taken from one game, at most, so one game does not fill the set
/// with near copies of one position.
const PER_GAME: usize = 2;

/// Moves a game may last before it is given up on.
const MAX_PLIES: usize = 300;

/// How much work the generator may do, and how many puzzles it keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Games played, at most.
    pub games: u32,
    /// The deepest search, in plies: what a puzzle's answer is judged by,
    /// and the hardest grade's limit.
    pub depth: u32,
    /// Puzzles kept of each grade, at most; the generator stops once
    /// every grade has as many.
    pub per_grade: usize,
}

/// Makes puzzles in `variant` from the computer's games, seeded by
/// `seed`, easiest first and otherwise in the order they were found.
pub fn generate(seed: u64, budget: Budget, variant: &Variant) -> Vec<Puzzle> {
    let rules = variant.rules();
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut searcher = explainer(1);
    let mut found: Vec<Puzzle> = Vec::new();
    let mut seen: HashSet<Diagram> = HashSet::new();
    let themes: Vec<Theme> = Theme::ALL
        .into_iter()
        .filter(|t| t.applies(rules.grand_slam()))
        .collect();
    for _ in 0..budget.games {
        if enough(&found, budget, &themes) {
            break;
        }
        let levels = ByPlayer::new(pick_level(&mut rng), pick_level(&mut rng));
        let mut game = Game::new(rules, Player::South);
        for _ in 0..rng.random_range(1..=MAX_OPENING) {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves.as_slice()[rng.random_range(0..moves.len())];
            let _ = game.play(m);
        }
        let mut kept = 0;
        let mut plies = 0;
        while game.outcome().is_none() && plies < MAX_PLIES {
            let turned = south_to_move(game.position());
            if kept < PER_GAME
                && seen.insert(Diagram::of(&turned))
                && let Some(puzzle) = consider(&mut searcher, turned, budget.depth, variant.name())
                && wanted(&found, &puzzle, budget)
            {
                found.push(puzzle);
                kept += 1;
            }
            let level = levels[game.position().to_move()];
            let limits = Limits::depth(PLAY_DEPTH);
            // The table holds the puzzles' searches too; without it the
            // games follow from the seed alone, whatever is measured.
            searcher.clear();
            let Some(choice) = searcher.choose(&game, level, Goal::Win, limits, rng.random())
            else {
                break;
            };
            let _ = game.play(choice.best);
            plies += 1;
        }
    }
    found.sort_by_key(|p| p.grade);
    found
}

/// Puzzles of each theme a set keeps at least, where the games give them.
pub const PER_THEME: usize = 3;

/// Whether `found` has every grade's puzzles and `PER_THEME` of each of
/// `themes`.
fn enough(found: &[Puzzle], budget: Budget, themes: &[Theme]) -> bool {
    let graded = Grade::ALL
        .iter()
        .all(|&grade| found.iter().filter(|p| p.grade == grade).count() >= budget.per_grade);
    graded
        && themes
            .iter()
            .all(|&theme| found.iter().filter(|p| p.theme == theme).count() >= PER_THEME)
}

/// Whether `puzzle` is wanted beside `found`: its grade is short of the
/// budget's count, or its theme of `PER_THEME`.
fn wanted(found: &[Puzzle], puzzle: &Puzzle, budget: Budget) -> bool {
    let grade = found.iter().filter(|p| p.grade == puzzle.grade).count();
    let theme = found.iter().filter(|p| p.theme == puzzle.theme).count();
    grade < budget.per_grade || theme < PER_THEME
}

/// A level for one side of a game: the easy level's mistakes make the
/// positions where a clear best move exists, the others make sound ones.
fn pick_level(rng: &mut SmallRng) -> Level {
    Level::ALL[rng.random_range(0..Level::ALL.len())]
}

/// `position` with South to move: when North is, the rows and stores are
/// swapped, which the rules treat alike, so that the solver always sits
/// South as in the lessons and answers with `A`...
fn south_to_move(position: &Position) -> Position {
    if position.to_move() == Player::South {
        return *position;
    }
    let n = position.rules().pits_per_side();
    let pits: Vec<u16> = position.pits()[n..]
        .iter()
        .chain(&position.pits()[..n])
        .copied()
        .collect();
    let stores = position.stores();
    Position::from_parts(
        position.rules(),
        &pits,
        ByPlayer::new(stores.north(), stores.south()),
        Player::South,
    )
    .expect("the same seeds on the same board")
}

/// The puzzle `position` makes, if one move beats every other by the
/// margin at `depth` plies, with the least depth from which it does so at
/// every depth up to `depth`.
fn consider(
    searcher: &mut Searcher,
    position: Position,
    depth: u32,
    variant: &str,
) -> Option<Puzzle> {
    let game = Game::from_position(position);
    if game.legal_moves().len() < 3 {
        return None;
    }
    let deepest = lead(searcher, &game, depth)?;
    if !deepest.shows(deepest.best, MARGIN) {
        return None;
    }
    let mut needed = (depth, deepest);
    for shallower in (1..depth).rev() {
        match lead(searcher, &game, shallower) {
            Some(found) if found.shows(deepest.best, MARGIN) => needed = (shallower, found),
            _ => break,
        }
    }
    let (needed, at_needed) = needed;
    let margin = u32::try_from(at_needed.centiseeds / 100).unwrap_or(MARGIN);
    Some(Puzzle {
        position,
        variant: variant.to_owned(),
        answer: deepest.best,
        margin,
        grade: Grade::for_depth(needed),
        depth: needed,
        theme: Theme::of(&position, deepest.best),
    })
}

/// The puzzle file for `puzzles` of `variant`, made with `seed` and
/// `budget`; its header says how to make it again.
pub fn to_text(variant: &str, seed: u64, budget: Budget, puzzles: &[Puzzle]) -> String {
    let set = super::set::RawSet {
        puzzle: puzzles
            .iter()
            .map(Puzzle::to_raw)
            .collect::<Vec<RawPuzzle>>(),
    };
    let body = toml::to_string(&set).expect("plain strings and numbers make TOML");
    format!(
        "# Wari puzzles, {variant} rules: South to move; the answer beats every other\n\
         # move by at least `margin` seeds in a search `depth` plies deep.\n\
         # Made by:\n\
         #   wari --variant {variant} puzzles make --seed {seed} --games {} --depth {} \
         --per-grade {}\n\n{body}",
        budget.games, budget.depth, budget.per_grade
    )
}
