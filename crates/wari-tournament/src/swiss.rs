//! Who meets whom in a Swiss round.
//!
//! The players come in rank order (points, then seed). The pairer fixes
//! boards from the top: each player takes the partner the Dutch system
//! prefers (the top half of a score group meets the bottom half; an odd
//! group's lowest player floats down to the next), unless that choice
//! would force more rematches on the players below than the field needs.
//! That test is exact (see [`crate::matching`]), so the round has a
//! rematch only when no pairing of the field avoids one, and the fewest
//! such rematches.

use crate::Points;
use crate::matching::Matcher;

/// A player to pair, as the pairer needs to know them.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entrant {
    /// Their score so far, which makes the score groups.
    pub(crate) points: Points,
    /// Whether the bye may go to them: they have had no more byes than
    /// anyone else in the round.
    pub(crate) may_rest: bool,
}

/// The round's boards as pairs of positions in the rank order (the better
/// placed first), board 1 first, and the position of the player who rests.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Draw {
    pub(crate) boards: Vec<(usize, usize)>,
    pub(crate) bye: Option<usize>,
}

/// Pairs `entrants` (in rank order); `met(a, b)` says whether the players
/// at positions `a` and `b` have already been paired.
pub(crate) fn pair(entrants: &[Entrant], met: impl Fn(usize, usize) -> bool) -> Draw {
    let n = entrants.len();
    let mut matcher = Matcher::new(not_met_graph(entrants, &met));
    let mut left: Vec<usize> = (0..n).collect();
    let bye = (n % 2 == 1).then(|| rest_one(&mut matcher, entrants, &mut left, n));
    let mut boards = Vec::with_capacity(n / 2);
    while let Some(&top) = left.first() {
        let partner = choose_partner(&mut matcher, entrants, &left, top);
        left.retain(|&p| p != top && p != partner);
        boards.push((top, partner));
    }
    Draw {
        boards,
        bye: bye.flatten(),
    }
}

/// The graph of pairs that would not be rematches; with an odd count, an
/// extra vertex (the bye, at index `n`) is joined to whoever may rest.
fn not_met_graph(entrants: &[Entrant], met: &impl Fn(usize, usize) -> bool) -> Vec<Vec<bool>> {
    let n = entrants.len();
    let joined = |a: usize, b: usize| match (a < n, b < n) {
        _ if a == b => false,
        (true, true) => !met(a, b),
        (true, false) => entrants[a].may_rest,
        (false, true) => entrants[b].may_rest,
        (false, false) => false,
    };
    let size = n + n % 2;
    (0..size)
        .map(|a| (0..size).map(|b| joined(a, b)).collect())
        .collect()
}

/// Gives the bye to the lowest-placed player who may rest and whose rest
/// leaves the others a pairing with the fewest rematches.
fn rest_one(
    matcher: &mut Matcher,
    entrants: &[Entrant],
    left: &mut Vec<usize>,
    bye_vertex: usize,
) -> Option<usize> {
    let resting = (0..entrants.len())
        .rev()
        .filter(|&p| matcher.joined(bye_vertex, p))
        .find_map(|p| keeping_optimum(matcher, bye_vertex, p).map(|rest| (p, rest)));
    let (player, rest) = resting?;
    *matcher = rest;
    left.retain(|&p| p != player);
    Some(player)
}

/// The partner `top` takes: the first in its order of preference that
/// keeps the round's rematches at the fewest the field allows, whether
/// that partner is new or not.
fn choose_partner(
    matcher: &mut Matcher,
    entrants: &[Entrant],
    left: &[usize],
    top: usize,
) -> usize {
    let order = preferences(entrants, left, top);
    let chosen = order
        .iter()
        .find_map(|&p| keeping_optimum(matcher, top, p).map(|rest| (p, rest)));
    match chosen {
        Some((partner, rest)) => {
            *matcher = rest;
            partner
        }
        // Unreachable: some partner always keeps the optimum (the top
        // player's mate, or another unmatched player). Pairing down the
        // list still gives a legal round.
        None => order.first().copied().unwrap_or(top),
    }
}

/// The matching of the others if `a` meets `b`, provided that leaves the
/// round no more rematches than the best pairing of everyone: a new pair
/// must have been one of the fewest a maximum matching misses, so the
/// others' matching shrinks by exactly one; a rematch must leave it whole.
fn keeping_optimum(matcher: &Matcher, a: usize, b: usize) -> Option<Matcher> {
    let rest = matcher.without_pair(a, b);
    let new_pair = usize::from(matcher.joined(a, b));
    (rest.size() + new_pair == matcher.size()).then_some(rest)
}

/// The players left, other than `top`, in the order `top` would take them:
/// its own score group from the top of its lower half down, then back up
/// the upper half, then the lower groups in rank order.
fn preferences(entrants: &[Entrant], left: &[usize], top: usize) -> Vec<usize> {
    let points = entrants[top].points;
    let (group, below): (Vec<usize>, Vec<usize>) = left
        .iter()
        .copied()
        .filter(|&p| p != top)
        .partition(|&p| entrants[p].points == points);
    let half = group.len().div_ceil(2);
    let split = half.saturating_sub(1);
    let mut order: Vec<usize> = group[split..].to_vec();
    order.extend(group[..split].iter().rev());
    order.extend(below);
    order
}

#[cfg(test)]
mod tests {
    use super::{Draw, Entrant, pair};
    use crate::Points;

    fn field(points: &[u32]) -> Vec<Entrant> {
        points
            .iter()
            .map(|&halves| Entrant {
                points: Points::from_halves(halves),
                may_rest: true,
            })
            .collect()
    }

    #[test]
    fn the_top_half_of_a_score_group_meets_the_bottom_half() {
        let draw = pair(&field(&[0; 6]), |_, _| false);
        assert_eq!(
            draw,
            Draw {
                boards: vec![(0, 3), (1, 4), (2, 5)],
                bye: None
            }
        );
    }

    #[test]
    fn an_odd_group_floats_its_lowest_player_down() {
        let draw = pair(&field(&[2, 2, 2, 0, 0, 0]), |_, _| false);
        assert_eq!(draw.boards, vec![(0, 1), (2, 3), (4, 5)]);
    }

    #[test]
    fn the_bye_goes_to_the_lowest_placed_player() {
        let draw = pair(&field(&[2, 2, 0, 0, 0]), |_, _| false);
        assert_eq!(draw.bye, Some(4));
        assert_eq!(draw.boards, vec![(0, 1), (2, 3)]);
    }

    #[test]
    fn a_rematch_at_the_top_is_avoided() {
        // 0 and 1 met: 0 takes the first new opponent instead.
        let draw = pair(&field(&[2, 2, 0, 0]), |a, b| (a.min(b), a.max(b)) == (0, 1));
        assert_eq!(draw.boards, vec![(0, 2), (1, 3)]);
    }
}
