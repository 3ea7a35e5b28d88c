//! The round-robin schedule, by the circle method.
//!
//! With an even count `m` (an odd count gets an empty seat, whose
//! opponent rests), seat `m - 1` stays put and the others turn one place
//! a round around a circle; seat `i` plays seat `m - 1 - i`. Over `m - 1`
//! rounds every pair meets once.
//!
//! Colours go by seat: on the board of the fixed seat, the player in seat
//! 0 is South in even rounds; on every other board the even seat is South
//! (a board joins seats of opposite parity). A player moves down one seat
//! a round, so their colours alternate, at worst once repeated when they
//! pass the fixed seat. With an odd count everyone ends with as many
//! Souths as Norths; with an even count each plays an odd number of games
//! and ends one colour ahead, as balanced as colours can be.

/// Rounds a round robin of `players` takes.
pub(crate) fn rounds(players: usize) -> usize {
    let seats = players + players % 2;
    seats.saturating_sub(1)
}

/// Round `round` (from 0) of a round robin of `players`: its boards as
/// (South, North) player indices, and the player who rests.
pub(crate) fn round(players: usize, round: usize) -> (Vec<(usize, usize)>, Option<usize>) {
    let seats = players + players % 2;
    let turning = seats - 1;
    // Who sits in seat `s` this round: the last seat is fixed, the others turn.
    let sitter = |s: usize| {
        if s == turning {
            turning
        } else {
            (s + round) % turning
        }
    };
    let mut boards = Vec::with_capacity(seats / 2);
    let mut bye = None;
    for i in 0..seats / 2 {
        let (a, b) = (sitter(i), sitter(seats - 1 - i));
        let a_south = if i == 0 {
            round.is_multiple_of(2)
        } else {
            i.is_multiple_of(2)
        };
        let (south, north) = if a_south { (a, b) } else { (b, a) };
        if north >= players {
            bye = Some(south);
        } else if south >= players {
            bye = Some(north);
        } else {
            boards.push((south, north));
        }
    }
    (boards, bye)
}
