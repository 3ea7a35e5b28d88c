//! The visitor's keys, as every program over SSH needs them: the
//! client's bytes decoded with a lone Esc told from the start of a
//! sequence by a pause, a rate so one client's flood cannot load the
//! server, and an idle clock with a warning before it closes.

use std::time::{Duration, Instant};

use crossterm::event::Event;

use crate::bucket::{Allowance, Bucket};
use crate::input::InputParser;

/// How long a lone Esc waits for the rest of a sequence before it counts
/// as the Esc key, from the last bytes that came: other wake-ups (a
/// clock, a window change) do not move it.
pub const ESC_WAIT: Duration = Duration::from_millis(50);

/// The client's bytes as key and mouse events.
#[derive(Debug)]
pub struct Keyboard {
    parser: InputParser,
    /// When bytes last came: an Esc still pending counts as the key once
    /// the rest of a sequence has not followed in [`ESC_WAIT`].
    last_bytes: Instant,
}

impl Keyboard {
    /// A keyboard with nothing typed, at `now`.
    pub fn new(now: Instant) -> Keyboard {
        Keyboard {
            parser: InputParser::new(),
            last_bytes: now,
        }
    }

    /// The events in `bytes`, come at `now`.
    pub fn feed(&mut self, bytes: &[u8], now: Instant) -> Vec<Event> {
        self.last_bytes = now;
        self.parser.feed(bytes)
    }

    /// When a pending Esc counts as the key, unless more bytes come.
    pub fn deadline(&self) -> Option<Instant> {
        self.parser
            .has_pending()
            .then(|| self.last_bytes + ESC_WAIT)
    }

    /// The pending Esc as a key, once its wait is over at `now`.
    pub fn flush_due(&mut self, now: Instant) -> Vec<Event> {
        match self.deadline() {
            Some(due) if due <= now => self.parser.flush(),
            _ => Vec::new(),
        }
    }
}

/// One visitor's keys: a burst, then a steady rate.
#[derive(Clone, Copy, Debug)]
pub struct KeyRate(Bucket);

impl KeyRate {
    /// A full bucket of `burst` keys refilled at `per_second`, at `now`.
    pub fn new(burst: u32, per_second: u32, now: Instant) -> KeyRate {
        let allowance = Allowance {
            burst,
            // A rate of none would divide by zero: one a second is the least.
            every: Duration::from_secs(1) / per_second.max(1),
        };
        KeyRate(Bucket::full(allowance, now))
    }

    /// Whether one more key at `now` is within the rate; takes its token.
    pub fn allow(&mut self, now: Instant) -> bool {
        self.0.take(now)
    }
}

/// How long before closing an idle visit its visitor is warned.
const IDLE_WARNING: Duration = Duration::from_secs(60);

/// The idle clock: time without a key, not counting time the program
/// excuses (watching, waiting: time that needs no keys).
#[derive(Clone, Copy, Debug)]
pub struct Idle {
    /// The time without a key after which the visit is closed.
    pub limit: Duration,
    /// Since when the visitor counts as idle.
    since: Instant,
    /// Whether the visitor's time was excused when last looked at.
    excused: bool,
}

impl Idle {
    /// A clock that closes after `limit` without a key, from `now`.
    pub fn new(limit: Duration, now: Instant) -> Idle {
        Idle {
            limit,
            since: now,
            excused: false,
        }
    }

    /// A key or a click at `now`.
    pub fn key(&mut self, now: Instant) {
        self.since = now;
    }

    /// Whether the visitor's time is excused (watching, waiting, a paused
    /// class) at `now`, looked at on every wake-up: the time until then
    /// was not idle if it was excused before or is now (a change that ends
    /// it wakes the visit).
    pub fn look(&mut self, excused: bool, now: Instant) {
        if self.excused || excused {
            self.since = now;
        }
        self.excused = excused;
    }

    /// When the visit closes, unless a key comes first; never while its
    /// time is excused.
    pub fn closes_at(&self) -> Option<Instant> {
        (!self.excused).then(|| self.since + self.limit)
    }

    /// How long before closing the warning shows: a minute, or half the
    /// idle time when that is shorter, so it always shows before closing.
    fn lead(&self) -> Duration {
        IDLE_WARNING.min(self.limit / 2)
    }

    /// The whole seconds left at `now`, rounded up, once within the
    /// warning's lead: the visitor is to be told.
    pub fn warning(&self, now: Instant) -> Option<u64> {
        let left = self.closes_at()?.saturating_duration_since(now);
        (left <= self.lead()).then(|| left.as_secs_f64().ceil() as u64)
    }

    /// When to redraw next for the warning: its start, then each second
    /// of its countdown.
    pub fn next_tick(&self, now: Instant) -> Option<Instant> {
        let closes = self.closes_at()?;
        let warns = closes.checked_sub(self.lead())?;
        if now < warns {
            return Some(warns);
        }
        let left = closes.saturating_duration_since(now);
        let within = Duration::from_nanos((left.as_nanos() % 1_000_000_000) as u64);
        Some(
            now + if within.is_zero() {
                Duration::from_secs(1)
            } else {
                within
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HALF_HOUR: Duration = Duration::from_secs(30 * 60);

    #[test]
    fn idle_time_does_not_run_while_watching_or_waiting() {
        let start = Instant::now();
        let mut idle = Idle::new(HALF_HOUR, start);
        idle.look(true, start + Duration::from_secs(60));
        assert_eq!(idle.closes_at(), None);
        assert_eq!(idle.next_tick(start), None);
        // Two hours of a game watched, then the game ends: the half hour
        // starts from the end.
        let ended = start + Duration::from_secs(2 * 60 * 60);
        idle.look(false, ended);
        assert_eq!(idle.closes_at(), Some(ended + HALF_HOUR));
    }

    #[test]
    fn a_minute_before_closing_a_warning_counts_down_and_a_key_ends_it() {
        let start = Instant::now();
        let mut idle = Idle::new(HALF_HOUR, start);
        let warns = start + HALF_HOUR - Duration::from_secs(60);
        assert_eq!(idle.warning(warns - Duration::from_secs(1)), None);
        assert_eq!(idle.next_tick(start), Some(warns));
        let shown = idle.warning(warns + Duration::from_millis(17_500));
        assert_eq!(shown, Some(43));
        // The next redraw is when the count reaches 42.
        let tick = idle.next_tick(warns + Duration::from_millis(17_500));
        assert_eq!(tick, Some(warns + Duration::from_secs(18)));
        idle.key(warns + Duration::from_secs(30));
        assert_eq!(idle.warning(warns + Duration::from_secs(30)), None);
    }

    #[test]
    fn a_short_idle_time_still_warns_before_it_closes() {
        let start = Instant::now();
        let idle = Idle::new(Duration::from_secs(2), start);
        assert_eq!(idle.warning(start + Duration::from_millis(900)), None);
        assert!(idle.warning(start + Duration::from_secs(1)).is_some());
    }

    #[test]
    fn keys_beyond_the_burst_are_refused_until_time_refills_the_bucket() {
        let start = Instant::now();
        let mut rate = KeyRate::new(3, 10, start);
        assert!(rate.allow(start) && rate.allow(start) && rate.allow(start));
        assert!(!rate.allow(start));
        // A tenth of a second at ten a second gives one key back.
        assert!(rate.allow(start + Duration::from_millis(100)));
        assert!(!rate.allow(start + Duration::from_millis(100)));
    }

    #[test]
    fn a_lone_esc_is_the_key_once_its_wait_is_over() {
        let start = Instant::now();
        let mut keyboard = Keyboard::new(start);
        assert!(keyboard.feed(&[0x1b], start).is_empty());
        assert_eq!(keyboard.deadline(), Some(start + ESC_WAIT));
        assert!(keyboard.flush_due(start).is_empty());
        let esc = keyboard.flush_due(start + ESC_WAIT);
        assert!(matches!(&esc[..], [Event::Key(k)] if k.code == crossterm::event::KeyCode::Esc));
        assert_eq!(keyboard.deadline(), None);
    }
}
