//! How long a turn may last in Hurry Wari, wherever the seconds are given.

use std::num::NonZeroU64;
use std::ops::RangeInclusive;

/// The seconds a turn may have in Hurry Wari, wherever they are given: the
/// `--hurry-seconds` flag, a save, a record's `[HurrySeconds]`, the JSON
/// form. Under a second no one can move; over ten minutes it is no hurry,
/// and a countdown read from a file is bounded like one typed.
pub const HURRY_SECONDS: RangeInclusive<u64> = 1..=600;

/// A Hurry turn of seconds outside [`HURRY_SECONDS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a turn has {min} to {max} seconds, not {0}", min = HURRY_SECONDS.start(), max = HURRY_SECONDS.end())]
pub struct HurrySecondsError(pub u64);

/// `seconds` as a Hurry turn, if [`HURRY_SECONDS`] allows them.
pub fn hurry_seconds(seconds: u64) -> Result<NonZeroU64, HurrySecondsError> {
    NonZeroU64::new(seconds)
        .filter(|_| HURRY_SECONDS.contains(&seconds))
        .ok_or(HurrySecondsError(seconds))
}
