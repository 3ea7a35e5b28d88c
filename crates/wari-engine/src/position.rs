//! The position: pits, stores, the player to move and the rules, all on the
//! stack so that search can copy it and play.

use std::fmt;
use std::num::NonZeroUsize;

use super::pit::{MAX_PITS, MAX_PITS_PER_SIDE, Move, Pit};
use super::report::{Capture, GrandSlamEffect, MoveReport};
use super::rules::{MAX_SEEDS_PER_PIT, Rules};
use super::{ByPlayer, EndReason, IllegalMove, MoveList, Outcome, Player, Status, Stuck};

/// The most seeds a position may hold: the largest board, fully seeded.
pub const MAX_TOTAL_SEEDS: usize = MAX_PITS * MAX_SEEDS_PER_PIT;

/// The pits and the player to move: what the repetition rule compares
/// (RULES.md 3.2). Pits past the board's size are always empty.
///
/// Aligned to 16 bytes, so that perft's and search's paths of boards are
/// compared and copied in aligned vector moves.
#[derive(Clone, Copy, Debug, Eq)]
#[repr(align(16))]
pub struct Board {
    pits: [u16; MAX_PITS],
    to_move: Player,
}

impl PartialEq for Board {
    /// Pit by pit, folded without a branch: perft and search compare
    /// boards at every node for the repetition rule, and a call to `memcmp`
    /// (what the derived comparison becomes) costs more than the
    /// comparison.
    #[inline]
    fn eq(&self, other: &Board) -> bool {
        let differ = self
            .pits
            .iter()
            .zip(&other.pits)
            .fold(0, |acc, (a, b)| acc | (a ^ b));
        differ == 0 && self.to_move == other.to_move
    }
}

impl std::hash::Hash for Board {
    /// The same fields as [`PartialEq`] compares, so equal boards hash alike.
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.pits.hash(state);
        self.to_move.hash(state);
    }
}

impl Board {
    /// The pits holding seeds, as bits by index.
    ///
    /// Read over the whole board in aligned lanes, as the sowing has just
    /// written it: reading a row from pit n would straddle two of those
    /// writes, which the processor cannot forward, and wait for both to
    /// reach the cache. Perft ran 17% faster for it.
    #[inline(always)]
    fn non_empty(&self) -> u32 {
        self.pits
            .iter()
            .enumerate()
            .fold(0, |bits, (i, &seeds)| bits | u32::from(seeds != 0) << i)
    }

    /// The player to move.
    pub const fn to_move(&self) -> Player {
        self.to_move
    }
}

/// A position that [`Position::from_parts`] cannot build.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The number of pits given is not twice the rules' pits a side.
    PitCount {
        /// Pits the rules call for.
        expected: usize,
        /// Pits given.
        got: usize,
    },
    /// More seeds than the largest game holds.
    TooManySeeds(usize),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PitCount { expected, got } => write!(
                f,
                "expected {expected} pits (two rows of {}), got {got}",
                expected / 2
            ),
            SetupError::TooManySeeds(seeds) => write!(
                f,
                "a position holds at most {MAX_TOTAL_SEEDS} seeds, not {seeds}"
            ),
        }
    }
}

impl std::error::Error for SetupError {}

/// A Wari position. It knows every rule but repetition, which needs the
/// boards since the last capture: [`Game`](super::Game) keeps those.
///
/// Aligned to 16 bytes so that the copy made for every move is a few
/// aligned vector moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(align(16))]
pub struct Position {
    board: Board,
    stores: ByPlayer<u16>,
    /// Every seed on the board and in the stores: fixed for a game, and kept
    /// here so the majority rule, checked at every node of a search, need
    /// not add up the board.
    total: u16,
    rules: Rules,
}

impl Position {
    /// The starting position: every pit holds `seeds_per_pit`, stores empty.
    pub fn start(rules: Rules, first: Player) -> Position {
        let mut pits = [0; MAX_PITS];
        let seeds = rules.seeds_per_pit() as u16;
        pits[..2 * rules.pits_per_side()].fill(seeds);
        Position {
            board: Board {
                pits,
                to_move: first,
            },
            stores: ByPlayer::default(),
            total: seeds * 2 * rules.pits_per_side() as u16,
            rules,
        }
    }

    /// A position built by hand, for tests, puzzles and teaching. `pits` are
    /// in RULES.md's counter-clockwise order, South's row first.
    ///
    /// The majority rule reads "half the seeds" as half of what this
    /// position holds in pits and stores together.
    pub fn from_parts(
        rules: Rules,
        pits: &[u16],
        stores: ByPlayer<u16>,
        to_move: Player,
    ) -> Result<Position, SetupError> {
        let expected = 2 * rules.pits_per_side();
        if pits.len() != expected {
            return Err(SetupError::PitCount {
                expected,
                got: pits.len(),
            });
        }
        let on_board: usize = pits.iter().map(|&s| s as usize).sum();
        let total = on_board + stores.south() as usize + stores.north() as usize;
        if total > MAX_TOTAL_SEEDS {
            return Err(SetupError::TooManySeeds(total));
        }
        let mut board = Board {
            pits: [0; MAX_PITS],
            to_move,
        };
        board.pits[..expected].copy_from_slice(pits);
        Ok(Position {
            board,
            stores,
            total: total as u16,
            rules,
        })
    }

    /// The rules this position is played under.
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// The pits and player to move, as the repetition rule compares them.
    pub const fn board(&self) -> &Board {
        &self.board
    }

    /// The player to move.
    pub const fn to_move(&self) -> Player {
        self.board.to_move
    }

    /// Every pit's seeds, in RULES.md's counter-clockwise order.
    pub fn pits(&self) -> &[u16] {
        &self.board.pits[..2 * self.n()]
    }

    /// The seeds in one pit.
    pub fn seeds(&self, pit: Pit) -> u16 {
        self.board.pits[pit.index()]
    }

    /// One player's row, from that player's left.
    pub fn row(&self, player: Player) -> &[u16] {
        &self.board.pits[self.row_range(player)]
    }

    /// The seeds on one player's row.
    pub fn row_total(&self, player: Player) -> u16 {
        self.row(player).iter().sum()
    }

    /// Both stores.
    pub const fn stores(&self) -> ByPlayer<u16> {
        self.stores
    }

    /// Every seed in the position, on the board and in the stores; it never
    /// changes during a game.
    pub const fn total_seeds(&self) -> u16 {
        self.total
    }

    /// The seeds still on the board: every seed but the stores'. What is
    /// left to play for, and what an endgame table is indexed by.
    pub fn seeds_on_board(&self) -> u16 {
        self.total - self.stores.south() - self.stores.north()
    }

    /// The pit a move of the player to move sows.
    pub fn pit_of(&self, m: Move) -> Pit {
        m.pit(self.to_move(), self.n())
    }

    const fn n(&self) -> usize {
        self.rules.pits_per_side()
    }

    fn row_range(&self, player: Player) -> std::ops::Range<usize> {
        match player {
            Player::South => 0..self.n(),
            Player::North => self.n()..2 * self.n(),
        }
    }

    /// The majority end (RULES.md 3.1), when the rules have it and a store
    /// holds more than half the seeds, or both hold exactly half.
    pub fn majority(&self) -> Option<EndReason> {
        if !self.rules.majority_ends() {
            return None;
        }
        let total = self.total;
        let (south, north) = (self.stores.south(), self.stores.north());
        if 2 * south > total || 2 * north > total {
            Some(EndReason::Majority)
        } else if 2 * south == total && 2 * north == total {
            Some(EndReason::Split)
        } else {
            None
        }
    }

    /// The legal moves, in ascending order; empty once a majority ends the
    /// game or when the player to move cannot move.
    ///
    /// The rules are applied as RULES.md 2.6 orders them: first the non-empty
    /// pits; then, if the opponent's row is empty, only the pits whose seeds
    /// reach it (feeding, 2.5); then, under the two `forbidden` grand-slam
    /// rules, the moves that would capture the opponent's whole row are
    /// dropped unless every remaining move is such a grand slam (2.4). Lap
    /// skipping (2.2) is part of the sowing each check simulates, so a pit of
    /// 2n or more seeds may feed or grand-slam through later laps.
    ///
    /// ```
    /// use wari_engine::{Player, Position, Rules};
    /// let start = Position::start(Rules::default(), Player::South);
    /// assert_eq!(start.legal_moves().to_string(), "1 2 3 4 5 6");
    /// ```
    pub fn legal_moves(&self) -> MoveList {
        if self.majority().is_some() {
            MoveList::new()
        } else {
            self.moves()
        }
    }

    /// Where the game stands in this position, reached by a move: every end
    /// rule of RULES.md 3 in its order, decided here once for
    /// [`Game`](super::Game), perft and search.
    ///
    /// 1. a majority (or an even split) ends it, the board left as it is;
    /// 2. `repeated`, asked only past the majority, says whether this board
    ///    (with the same player to move) came before since the last capture:
    ///    the position does not keep that history, its caller does;
    /// 3. a player to move with no legal move ends it.
    ///
    /// The repeated and stuck ends sweep each row to its owner: the
    /// outcome's stores are the final ones, while `self` is left unswept.
    ///
    /// ```
    /// use wari_engine::{Player, Position, Rules, Status};
    /// let start = Position::start(Rules::default(), Player::South);
    /// assert!(matches!(start.status(|_| false), Status::Going(moves) if moves.len() == 6));
    /// let Status::Over(outcome) = start.status(|_| true) else { panic!() };
    /// assert_eq!(outcome.stores().south(), 24);
    /// ```
    #[inline]
    pub fn status(&self, repeated: impl FnOnce(&Board) -> bool) -> Status {
        let going = |position: &Position| {
            let moves = position.moves();
            (!moves.is_empty()).then_some(moves)
        };
        match self.decide(repeated, going) {
            Ok(moves) => Status::Going(moves),
            Err(outcome) => Status::Over(outcome),
        }
    }

    /// How many legal moves the player to move has, 0 if the game is over
    /// here ([`Position::status`]): what perft needs one ply from its
    /// leaves, where building the list would cost more than the count.
    #[inline]
    pub(crate) fn moves_if_going(&self, repeated: impl FnOnce(&Board) -> bool) -> usize {
        let going = |position: &Position| NonZeroUsize::new(position.move_count());
        self.decide(repeated, going).map_or(0, NonZeroUsize::get)
    }

    /// RULES.md 3's order, for [`Position::status`] and
    /// [`Position::moves_if_going`]: `going` gives the moves (as a list or a
    /// count), or `None` when there are none.
    #[inline(always)]
    fn decide<T>(
        &self,
        repeated: impl FnOnce(&Board) -> bool,
        going: impl FnOnce(&Position) -> Option<T>,
    ) -> Result<T, Outcome> {
        if let Some(reason) = self.majority() {
            return Err(Outcome::new(reason, self.stores));
        }
        if repeated(&self.board) {
            return Err(Outcome::new(EndReason::Repetition, self.swept()));
        }
        going(self).ok_or_else(|| {
            let stuck = Stuck::of_row(self.row_total(self.to_move()));
            Outcome::new(EndReason::NoMoves(stuck), self.swept())
        })
    }

    /// The legal moves when no majority has ended the game: see
    /// [`Position::legal_moves`].
    ///
    /// It runs at every node of perft and search, so it reads the whole
    /// board whatever its size (pits past it are empty) and makes each
    /// rule a bit mask rather than a branch a pit: loops of a fixed length
    /// compile to a few vector instructions, and which pits are empty is
    /// what a branch predictor cannot guess.
    #[inline(always)]
    fn moves(&self) -> MoveList {
        let (allowed, grand_slams_possible) = self.allowed();
        let mut moves = MoveList::from_offsets(allowed);
        if grand_slams_possible {
            self.drop_grand_slams(&mut moves);
        }
        moves
    }

    /// The number of [`Position::moves`], counted without the list unless
    /// the grand-slam rule needs it.
    #[inline(always)]
    fn move_count(&self) -> usize {
        match self.allowed() {
            (allowed, false) => allowed.count_ones() as usize,
            (_, true) => self.moves().len(),
        }
    }

    /// The pits the mover may sow by the feeding rule, as bits by offset
    /// from the mover's left, and whether the grand-slam rule may still
    /// drop some of them.
    #[inline(always)]
    fn allowed(&self) -> (u16, bool) {
        let n = self.n();
        let (own, theirs) = match self.to_move() {
            Player::South => (0, n),
            Player::North => (n, 0),
        };
        let on_row = (1u32 << n) - 1;
        let non_empty = self.board.non_empty();
        let sown = non_empty >> own & on_row;
        let fed = non_empty >> theirs & on_row != 0;
        let allowed = if fed { sown } else { self.feeding(own) };
        // After a grand slam every seed on the opponent's row sits in a pit
        // of 2 or 3, so a row of more than 3n seeds cannot be taken whole.
        let grand_slams_possible = self.rules.grand_slam().is_forbidden()
            && usize::from(self.row_total(!self.to_move())) <= 3 * n;
        (allowed as u16, grand_slams_possible)
    }

    /// The pits of the row from `own` whose seeds reach the other row, as
    /// bits by offset: the only moves when that row is empty (RULES.md 2.5).
    #[cold]
    fn feeding(&self, own: usize) -> u32 {
        let n = self.n();
        let row = &self.board.pits[own..own + n];
        // From the k-th pit, n - k seeds are needed to reach the other row.
        (0..n).fold(0, |bits, k| {
            bits | u32::from(usize::from(row[k]) + k >= n) << k
        })
    }

    /// Drops the grand slams from `moves` unless every move is one
    /// (RULES.md 2.4, under the two `forbidden` rules). Kept out of line:
    /// the rest of move generation is small enough to inline.
    #[inline(never)]
    fn drop_grand_slams(&self, moves: &mut MoveList) {
        let mut grand = [false; MAX_PITS_PER_SIDE + 1];
        for m in moves.iter() {
            grand[m.number()] = self.is_grand_slam(m);
        }
        if !moves.iter().all(|m| grand[m.number()]) {
            moves.retain(|m| !grand[m.number()]);
        }
    }

    /// Why `m` is illegal here, if it is; the legal moves otherwise.
    fn check(&self, m: Move) -> Result<MoveList, IllegalMove> {
        let legal = self.legal_moves();
        let number = m.number();
        if legal.contains(m) {
            Ok(legal)
        } else if legal.is_empty() {
            Err(IllegalMove::GameOver)
        } else if number > self.n() {
            Err(IllegalMove::NoSuchPit {
                number,
                pits_per_side: self.n(),
                legal,
            })
        } else if self.seeds(self.pit_of(m)) == 0 {
            Err(IllegalMove::EmptyPit { number, legal })
        } else if self.row_total(!self.to_move()) == 0 {
            Err(IllegalMove::MustFeed {
                number,
                starved: !self.to_move(),
                legal,
            })
        } else {
            Err(IllegalMove::GrandSlamForbidden {
                number,
                victim: !self.to_move(),
                legal,
            })
        }
    }

    /// The move named by a 1-based number from the mover's left, as players
    /// and scripts type it; refused with the legal moves if there is no such
    /// pit or the move is illegal.
    pub fn parse_move(&self, number: usize) -> Result<Move, IllegalMove> {
        let no_such_pit = || IllegalMove::NoSuchPit {
            number,
            pits_per_side: self.n(),
            legal: self.legal_moves(),
        };
        let m = Move::new(number).ok_or_else(no_such_pit)?;
        self.check(m).map(|_| m)
    }

    /// Plays `m` and reports what happened; on an illegal move, returns why
    /// and the legal moves, and `self` is untouched.
    ///
    /// A lone position has no history, so the repetition rule is not applied:
    /// play through a [`Game`](super::Game) for that. Every other end rule is.
    ///
    /// ```
    /// use wari_engine::{Move, Player, Position, Rules};
    /// let start = Position::start(Rules::default(), Player::South);
    /// let (after, report) = start.play(Move::new(3).unwrap()).unwrap();
    /// assert_eq!(after.pits(), [4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4]);
    /// assert_eq!(report.seeds(), 4);
    /// ```
    pub fn play(&self, m: Move) -> Result<(Position, MoveReport), IllegalMove> {
        self.play_after(m, &[])
    }

    /// Plays `m` after the boards `seen` since the last capture.
    pub(crate) fn play_after(
        &self,
        m: Move,
        seen: &[Board],
    ) -> Result<(Position, MoveReport), IllegalMove> {
        self.check(m)?;
        let mover = self.to_move();
        let mut next = *self;
        let chain = next.sow_and_find_chain(m);
        let mut capture = Capture::none(chain.last());
        if chain.captures(self.rules) {
            for index in chain.pits().rev() {
                capture.push(next.board.pits[index]);
            }
            next.take(&chain, mover);
        }
        let outcome = next.end(if capture.is_empty() { seen } else { &[] });
        let report = MoveReport {
            mover,
            mv: m,
            seeds: self.seeds(self.pit_of(m)),
            last: chain.last(),
            capture,
            grand_slam: chain.grand_slam.then_some(if capture.is_empty() {
                GrandSlamEffect::CapturedNothing
            } else {
                GrandSlamEffect::Captured
            }),
            outcome,
            pits_per_side: self.n() as u8,
        };
        Ok((next, report))
    }

    /// Decides whether the game ends here ([`Position::status`]), sweeping
    /// the board when the end calls for it. `seen` are the boards since the
    /// last capture, before this one.
    pub(crate) fn end(&mut self, seen: &[Board]) -> Option<Outcome> {
        match self.status(|board| seen.contains(board)) {
            Status::Going(_) => None,
            Status::Over(outcome) => {
                if outcome.reason().sweeps_board() {
                    self.sweep();
                }
                Some(outcome)
            }
        }
    }

    /// The stores once each row's seeds have gone to its owner: what ending
    /// the game here by agreement would give (RULES.md 3.4), which players
    /// weigh before they stop.
    pub fn swept(&self) -> ByPlayer<u16> {
        ByPlayer::new(
            self.stores.south() + self.row_total(Player::South),
            self.stores.north() + self.row_total(Player::North),
        )
    }

    /// Ends the game here: each row's seeds go to its owner's store (RULES.md
    /// 3.2 to 3.4).
    pub(crate) fn sweep(&mut self) {
        self.stores = self.swept();
        self.board.pits = [0; MAX_PITS];
    }

    /// Plays a legal move without checking it or deciding the end, for
    /// search and perft; returns whether it captured, which clears the
    /// repetition history.
    ///
    /// # Panics
    ///
    /// May panic, or leave a position no game reaches, if `m` is not in
    /// [`Position::legal_moves`].
    #[inline]
    pub fn play_unchecked(&mut self, m: Move) -> bool {
        let mover = self.to_move();
        let chain = self.sow_and_find_chain(m);
        let captures = chain.captures(self.rules);
        if captures {
            self.take(&chain, mover);
        }
        captures
    }

    /// Whether `m` would capture every seed on the opponent's row.
    fn is_grand_slam(&self, m: Move) -> bool {
        // Without a lap the last pit gains one seed: it must land on the
        // opponent's row in a pit of 1 or 2 to capture at all. Most moves
        // fail this, and it costs less than sowing a copy.
        let from = self.pit_of(m).index();
        let (seeds, len) = (self.board.pits[from] as usize, 2 * self.n());
        if seeds < len - 1 {
            let last = (from + seeds) % len;
            let on_their_row = self.row_range(!self.to_move()).contains(&last);
            if !on_their_row || !matches!(self.board.pits[last], 1 | 2) {
                return false;
            }
        }
        let mut after = *self;
        after.sow_and_find_chain(m).grand_slam
    }

    /// Sows `m`, passes the turn, and finds what its last seed would capture;
    /// captures nothing yet, so the caller can apply the grand-slam rule.
    #[inline(always)]
    fn sow_and_find_chain(&mut self, m: Move) -> Chain {
        let mover = self.to_move();
        let last = self.sow(self.pit_of(m).index());
        self.board.to_move = !mover;
        self.chain(last, mover)
    }

    /// Moves the chain's seeds into `mover`'s store.
    fn take(&mut self, chain: &Chain, mover: Player) {
        for index in chain.pits() {
            self.stores[mover] += std::mem::take(&mut self.board.pits[index]);
        }
    }

    /// Lifts the seeds of pit `from` and drops them one a pit
    /// counter-clockwise, skipping `from` on every lap; returns the index of
    /// the pit the last seed fell into.
    ///
    /// Without a lap the pits sown are one run, wrapping past the last pit
    /// to the first: every pit gains 1 if it is in the run, the run being
    /// made of windows on [`STEPS`], in a few vector instructions, where a
    /// loop over the run would branch on its length, which no predictor
    /// guesses.
    #[inline]
    fn sow(&mut self, from: usize) -> usize {
        let len = 2 * self.n();
        let seeds = std::mem::take(&mut self.board.pits[from]) as usize;
        if seeds >= len - 1 {
            return self.sow_laps(from, seeds);
        }
        let end = from + seeds;
        // The run is from + 1..=stop on this lap, then ..wrapped.
        let (stop, wrapped) = (end.min(len - 1), (end + 1).saturating_sub(len));
        let (on, off, wrap) = (from_lane(from + 1), from_lane(stop + 1), from_lane(wrapped));
        for (i, pit) in self.board.pits.iter_mut().enumerate() {
            *pit += on[i] - off[i] + (1 - wrap[i]);
        }
        if end < len { end } else { end - len }
    }

    /// [`Position::sow`] for a pit that goes all the way round (RULES.md 2.2).
    #[cold]
    fn sow_laps(&mut self, from: usize, seeds: usize) -> usize {
        let len = 2 * self.n();
        // Whole laps put one seed in every other pit; the rest go one by one.
        let (laps, rest) = (seeds / (len - 1), seeds % (len - 1));
        for pit in &mut self.board.pits[..len] {
            *pit += laps as u16;
        }
        self.board.pits[from] = 0;
        let mut pit = from;
        for _ in 0..rest {
            pit = if pit + 1 == len { 0 } else { pit + 1 };
            self.board.pits[pit] += 1;
        }
        if rest == 0 {
            // The last whole lap ended just before the pit sown from.
            (from + len - 1) % len
        } else {
            pit
        }
    }

    /// Finds the pits a last seed in `last` captures for `mover` (RULES.md
    /// 2.3) and whether that would be a grand slam (2.4).
    #[inline]
    fn chain(&self, last: usize, mover: Player) -> Chain {
        let row = self.row_range(!mover);
        let mut first = last + 1;
        if row.contains(&last) {
            while first > row.start && matches!(self.board.pits[first - 1], 2 | 3) {
                first -= 1;
            }
        }
        let whole_row = first == row.start && first <= last;
        Chain {
            first,
            end: last + 1,
            grand_slam: whole_row && self.board.pits[last + 1..row.end].iter().all(|&s| s == 0),
        }
    }
}

/// Zeros, then ones: the window of [`from_lane`].
const STEPS: [u16; 2 * MAX_PITS] = {
    let mut steps = [0; 2 * MAX_PITS];
    let mut i = MAX_PITS;
    while i < 2 * MAX_PITS {
        steps[i] = 1;
        i += 1;
    }
    steps
};

/// A lane for each pit, 1 from pit `k` on and 0 before it; `k` is at most
/// [`MAX_PITS`].
#[inline(always)]
fn from_lane(k: usize) -> &'static [u16; MAX_PITS] {
    STEPS[MAX_PITS - k..][..MAX_PITS]
        .try_into()
        .expect("a window of MAX_PITS lanes")
}

/// The pits a move's last seed would capture, before the grand-slam rule is
/// applied: `first..end`, empty when nothing is captured.
struct Chain {
    first: usize,
    end: usize,
    grand_slam: bool,
}

impl Chain {
    fn pits(&self) -> std::ops::Range<usize> {
        self.first..self.end
    }

    fn last(&self) -> Pit {
        Pit::new(self.end - 1).expect("the last seed lands on the board")
    }

    /// Whether the capture happens: a chain that is not a grand slam always
    /// does; a grand slam, when the rules let a legal one capture.
    fn captures(&self, rules: Rules) -> bool {
        self.first < self.end && (!self.grand_slam || rules.grand_slam().captures())
    }
}
