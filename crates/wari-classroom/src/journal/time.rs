//! Times as the journal keeps them: milliseconds since the Unix epoch.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// `time` in milliseconds since the Unix epoch.
pub fn millis(time: SystemTime) -> i64 {
    let since = time.duration_since(UNIX_EPOCH).unwrap_or_default();
    i64::try_from(since.as_millis()).unwrap_or(i64::MAX)
}

/// The time `millis` milliseconds after the Unix epoch.
pub fn from_millis(millis: i64) -> SystemTime {
    let millis = u64::try_from(millis).unwrap_or(0);
    UNIX_EPOCH + Duration::from_millis(millis)
}
