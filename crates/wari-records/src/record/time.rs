//! A moment as a calendar date and a clock time in UTC, computed from a
//! `SystemTime` passed in: records are dated and archive files named
//! without this crate reading a clock or needing a date library.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// A moment in UTC, to the second.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Utc {
    /// The year, as in 2026.
    pub year: i64,
    /// The month, 1 to 12.
    pub month: u32,
    /// The day of the month, from 1.
    pub day: u32,
    /// Hours, 0 to 23.
    pub hour: u32,
    /// Minutes, 0 to 59.
    pub minute: u32,
    /// Seconds, 0 to 59.
    pub second: u32,
}

impl Utc {
    /// The moment `time` is, in UTC; times before 1970 count back.
    pub fn of(time: SystemTime) -> Utc {
        let seconds = match time.duration_since(UNIX_EPOCH) {
            Ok(after) => after.as_secs() as i64,
            Err(before) => -(before.duration().as_secs() as i64) - 1,
        };
        let (days, in_day) = (seconds.div_euclid(86_400), seconds.rem_euclid(86_400));
        let (year, month, day) = civil_from_days(days);
        Utc {
            year,
            month,
            day,
            hour: (in_day / 3600) as u32,
            minute: (in_day / 60 % 60) as u32,
            second: (in_day % 60) as u32,
        }
    }

    /// The date as a record's `[Date]` writes it: `2026.11.23`.
    pub fn record_date(&self) -> String {
        format!("{:04}.{:02}.{:02}", self.year, self.month, self.day)
    }

    /// Date and time for a file name, sorting in time order and holding
    /// no character a file system refuses: `2026-11-23_19-05-09`.
    pub fn file_stamp(&self) -> String {
        format!(
            "{:04}-{:02}-{:02}_{:02}-{:02}-{:02}",
            self.year, self.month, self.day, self.hour, self.minute, self.second
        )
    }

    /// Date and time as a spreadsheet reads it: `2026-11-23 19:05:09`.
    pub fn sheet_stamp(&self) -> String {
        format!(
            "{:04}-{:02}-{:02} {:02}:{:02}:{:02}",
            self.year, self.month, self.day, self.hour, self.minute, self.second
        )
    }
}

/// The proleptic Gregorian date of a day counted from 1970-01-01, by
/// Howard Hinnant's `civil_from_days`.
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// `seconds` after the Unix epoch, for tests and callers with a number.
pub fn from_unix(seconds: u64) -> SystemTime {
    UNIX_EPOCH + Duration::from_secs(seconds)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_moments_read_as_their_dates() {
        // 2000-02-29 12:34:56 UTC, a leap day in a century leap year.
        let utc = Utc::of(from_unix(951_827_696));
        assert_eq!(utc.sheet_stamp(), "2000-02-29 12:34:56");
        assert_eq!(Utc::of(from_unix(0)).record_date(), "1970.01.01");
        // 2026-11-23 00:00:00 UTC.
        let utc = Utc::of(from_unix(1_795_392_000));
        assert_eq!(utc.file_stamp(), "2026-11-23_00-00-00");
    }
}
