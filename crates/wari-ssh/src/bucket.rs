//! A token bucket: so many at once, then one more every so often. The
//! classroom bounds two things so: the wrong codes a network may try, and
//! the keys a session may send.

use std::time::{Duration, Instant};

/// How many may come at once, and how fast the allowance comes back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Allowance {
    /// How many may come at once.
    pub burst: u32,
    /// One more is allowed every this long.
    pub every: Duration,
}

/// What is left of an [`Allowance`], refilled at its steady rate.
#[derive(Clone, Copy, Debug)]
pub struct Bucket {
    allowance: Allowance,
    /// Allowed now; below zero when spending at one moment overdrew it,
    /// which later waits pay back.
    tokens: f64,
    last: Instant,
}

impl Bucket {
    /// The whole allowance, at `now`.
    pub fn full(allowance: Allowance, now: Instant) -> Bucket {
        Bucket {
            allowance,
            tokens: f64::from(allowance.burst),
            last: now,
        }
    }

    /// Refills for the time since the last look.
    pub fn refill(&mut self, now: Instant) {
        let elapsed = now.saturating_duration_since(self.last);
        let gained = elapsed.as_secs_f64() / self.allowance.every.as_secs_f64();
        self.tokens = (self.tokens + gained).min(f64::from(self.allowance.burst));
        self.last = now;
    }

    /// How long until one more is allowed; zero when one is now.
    pub fn wait(&self) -> Duration {
        if self.tokens >= 1.0 {
            Duration::ZERO
        } else {
            self.allowance.every.mul_f64(1.0 - self.tokens)
        }
    }

    /// Spends one, allowed or not: what has already happened is counted.
    pub fn spend(&mut self) {
        self.tokens -= 1.0;
    }

    /// Spends one at `now` if one is allowed, and says whether it was.
    pub fn take(&mut self, now: Instant) -> bool {
        self.refill(now);
        let allowed = self.wait().is_zero();
        if allowed {
            self.spend();
        }
        allowed
    }

    /// How much is left, as of the last refill.
    pub fn left(&self) -> f64 {
        self.tokens
    }

    /// Whether the whole allowance is back, as of the last refill.
    pub fn is_full(&self) -> bool {
        self.tokens >= f64::from(self.allowance.burst)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEN_A_SECOND: Allowance = Allowance {
        burst: 3,
        every: Duration::from_millis(100),
    };

    #[test]
    fn beyond_the_burst_one_waits_until_time_refills_the_bucket() {
        let start = Instant::now();
        let mut bucket = Bucket::full(TEN_A_SECOND, start);
        assert!(bucket.take(start) && bucket.take(start) && bucket.take(start));
        assert!(!bucket.take(start));
        assert_eq!(bucket.wait(), Duration::from_millis(100));
        let later = start + Duration::from_millis(100);
        assert!(bucket.take(later));
        assert!(!bucket.take(later));
    }

    #[test]
    fn an_overdrawn_bucket_is_paid_back_before_one_more_is_allowed() {
        let start = Instant::now();
        let mut bucket = Bucket::full(TEN_A_SECOND, start);
        for _ in 0..5 {
            bucket.spend();
        }
        // Two below zero: three tenths of a second until one is allowed.
        assert_eq!(bucket.wait(), Duration::from_millis(300));
        bucket.refill(start + Duration::from_secs(10));
        assert!(bucket.is_full());
    }
}
