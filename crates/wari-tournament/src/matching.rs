//! Maximum matchings in a general graph (Edmonds' blossoms), kept maximum
//! while vertices are taken out.
//!
//! The Swiss pairer fixes one board at a time, best-placed player first,
//! and must never fix a board that leaves the rest with more rematches
//! than needed. Whether it does is a question about the maximum matching
//! of the "not met yet" graph on the players left, and taking two players
//! out changes that matching by at most two augmenting paths. Asking it
//! costs a few breadth-first searches, so the pairer never backtracks
//! blindly and stays fast for hundreds of players.

use std::collections::VecDeque;
use std::rc::Rc;

/// No vertex: the mate of an unmatched vertex, the parent of an unreached one.
const NONE: usize = usize::MAX;

/// A graph given by its adjacency matrix, the vertices still in it, and a
/// maximum matching of them.
#[derive(Clone, Debug)]
pub(crate) struct Matcher {
    /// Shared by every matching tried on the way to a round: the pairer
    /// asks about each board on a copy, and a thousand players' matrix is
    /// a megabyte to copy, where the rest is a few kilobytes.
    edges: Rc<Vec<Vec<bool>>>,
    alive: Vec<bool>,
    /// How many vertices are still in the graph.
    living: usize,
    mate: Vec<usize>,
    size: usize,
}

impl Matcher {
    /// A maximum matching of the graph with these edges (a symmetric
    /// matrix; the diagonal is ignored).
    pub(crate) fn new(edges: Vec<Vec<bool>>) -> Matcher {
        let n = edges.len();
        let mut matcher = Matcher {
            edges: Rc::new(edges),
            alive: vec![true; n],
            living: n,
            mate: vec![NONE; n],
            size: 0,
        };
        matcher.grow_greedily();
        for v in 0..n {
            if matcher.mate[v] == NONE && matcher.augment_from(v) {
                matcher.size += 1;
            }
        }
        matcher
    }

    /// How many edges the maximum matching has.
    pub(crate) fn size(&self) -> usize {
        self.size
    }

    /// Whether `a` and `b` are joined.
    pub(crate) fn joined(&self, a: usize, b: usize) -> bool {
        a != b && self.edges[a][b]
    }

    /// The matching with `a` and `b` taken out, still maximum.
    pub(crate) fn without_pair(&self, a: usize, b: usize) -> Matcher {
        let mut rest = self.clone();
        rest.remove(a);
        rest.remove(b);
        rest
    }

    /// Takes `v` out. Its mate, now free, is the only vertex an augmenting
    /// path could start from (any other would have existed before), so
    /// one search from it restores a maximum matching.
    fn remove(&mut self, v: usize) {
        self.alive[v] = false;
        self.living -= 1;
        let partner = self.mate[v];
        if partner == NONE {
            return;
        }
        self.mate[v] = NONE;
        self.mate[partner] = NONE;
        self.size -= 1;
        // An augmenting path joins two free vertices: with the mate the
        // only one, none can exist, and the search, which would look at
        // every edge of the graph to find none, is spared. This is the
        // usual case (a field with a perfect pairing losing a player), and
        // without it pairing a round took time cubic in the field.
        if self.living - 2 * self.size <= 1 {
            return;
        }
        if self.augment_from(partner) {
            self.size += 1;
        }
    }

    /// A quick start: most pairs the searches would find one by one.
    fn grow_greedily(&mut self) {
        let n = self.edges.len();
        for v in 0..n {
            if self.mate[v] != NONE {
                continue;
            }
            if let Some(u) = (v + 1..n).find(|&u| self.mate[u] == NONE && self.edges[v][u]) {
                self.mate[v] = u;
                self.mate[u] = v;
                self.size += 1;
            }
        }
    }

    /// Looks for an augmenting path from the free vertex `root`, shrinking
    /// odd cycles (blossoms) as they appear, and flips it if found.
    fn augment_from(&mut self, root: usize) -> bool {
        let mut search = Search::new(self.edges.len(), root);
        while let Some(v) = search.queue.pop_front() {
            for u in 0..self.edges.len() {
                if !self.alive[u] || u == v || !self.edges[v][u] {
                    continue;
                }
                if search.base[v] == search.base[u] || self.mate[v] == u {
                    continue;
                }
                if u == root || (self.mate[u] != NONE && search.parent[self.mate[u]] != NONE) {
                    search.shrink(&self.mate, v, u);
                } else if search.parent[u] == NONE {
                    search.parent[u] = v;
                    if self.mate[u] == NONE {
                        self.flip(&search.parent, u);
                        return true;
                    }
                    search.reach(self.mate[u]);
                }
            }
        }
        false
    }

    /// Flips the alternating path that ends at the free vertex `end`.
    fn flip(&mut self, parent: &[usize], end: usize) {
        let mut u = end;
        while u != NONE {
            let v = parent[u];
            let next = self.mate[v];
            self.mate[u] = v;
            self.mate[v] = u;
            u = next;
        }
    }
}

/// One breadth-first search for an augmenting path.
struct Search {
    parent: Vec<usize>,
    base: Vec<usize>,
    reached: Vec<bool>,
    queue: VecDeque<usize>,
}

impl Search {
    fn new(n: usize, root: usize) -> Search {
        let mut search = Search {
            parent: vec![NONE; n],
            base: (0..n).collect(),
            reached: vec![false; n],
            queue: VecDeque::new(),
        };
        search.reach(root);
        search
    }

    fn reach(&mut self, v: usize) {
        self.reached[v] = true;
        self.queue.push_back(v);
    }

    /// Shrinks the blossom the edge `v`–`u` closes into its base.
    fn shrink(&mut self, mate: &[usize], v: usize, u: usize) {
        let base = self.common_base(mate, v, u);
        let mut in_blossom = vec![false; self.base.len()];
        self.mark_path(mate, &mut in_blossom, v, base, u);
        self.mark_path(mate, &mut in_blossom, u, base, v);
        for i in 0..self.base.len() {
            if in_blossom[self.base[i]] {
                self.base[i] = base;
                if !self.reached[i] {
                    self.reach(i);
                }
            }
        }
    }

    /// The nearest base both `a` and `b` reach walking back to the root.
    fn common_base(&self, mate: &[usize], mut a: usize, mut b: usize) -> usize {
        let mut seen = vec![false; self.base.len()];
        loop {
            a = self.base[a];
            seen[a] = true;
            if mate[a] == NONE {
                break;
            }
            a = self.parent[mate[a]];
        }
        loop {
            b = self.base[b];
            if seen[b] {
                return b;
            }
            b = self.parent[mate[b]];
        }
    }

    fn mark_path(
        &mut self,
        mate: &[usize],
        in_blossom: &mut [bool],
        mut v: usize,
        base: usize,
        mut child: usize,
    ) {
        while self.base[v] != base {
            in_blossom[self.base[v]] = true;
            in_blossom[self.base[mate[v]]] = true;
            self.parent[v] = child;
            child = mate[v];
            v = self.parent[mate[v]];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Matcher;

    fn graph(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<bool>> {
        let mut matrix = vec![vec![false; n]; n];
        for &(a, b) in edges {
            matrix[a][b] = true;
            matrix[b][a] = true;
        }
        matrix
    }

    #[test]
    fn a_blossom_is_shrunk_to_find_the_path_through_it() {
        // A triangle 1-2-3 hanging from 0, with 4 off 3 and 5 off 2: the
        // greedy start pairs 0-1 and 2-3, and only a path through the
        // blossom pairs all six.
        let matcher = Matcher::new(graph(6, &[(0, 1), (1, 2), (2, 3), (3, 1), (3, 4), (2, 5)]));
        assert_eq!(matcher.size(), 3);
    }

    #[test]
    fn taking_out_a_pair_keeps_the_matching_maximum() {
        // A path 0-1-2-3-4-5: all six pair; without 1 and 2, only 3-4 or 4-5.
        let matcher = Matcher::new(graph(6, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 5)]));
        assert_eq!(matcher.size(), 3);
        assert_eq!(matcher.without_pair(1, 2).size(), 1);
        assert_eq!(matcher.without_pair(0, 1).size(), 2);
    }
}
