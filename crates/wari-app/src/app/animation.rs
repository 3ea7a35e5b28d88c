//! A move shown seed by seed, then its captured pits flashing, computed
//! from the [`MoveReport`] and the position before it: the rules never run
//! again for the animation.

use std::time::Duration;

use crate::engine::{MoveReport, Pit, Position};

/// How many seed steps the captured pits flash for.
const FLASH_STEPS: u32 = 4;

/// A move being shown. Time only moves forward through `Animation::advance`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Animation {
    before: Position,
    report: MoveReport,
    step: Duration,
    elapsed: Duration,
}

impl Animation {
    /// Starts showing `report`, played from `before`, one seed per `step`.
    pub(super) fn new(before: Position, report: MoveReport, step: Duration) -> Animation {
        Animation {
            before,
            report,
            step,
            elapsed: Duration::ZERO,
        }
    }

    /// Lets `dt` pass.
    pub(super) fn advance(&mut self, dt: Duration) {
        self.elapsed += dt;
    }

    /// Seeds dropped so far.
    pub fn dropped(&self) -> usize {
        let steps = self.elapsed.as_nanos() / self.step.as_nanos().max(1);
        steps.min(usize::from(self.report.seeds()) as u128) as usize
    }

    /// Whether the captured pits are flashing now: every seed has fallen and
    /// the move captured.
    pub fn flashing(&self) -> bool {
        self.dropped() == usize::from(self.report.seeds()) && !self.report.capture().is_empty()
    }

    /// Whether the flashing pits are lit at this moment: they blink, on for
    /// one seed step and off for the next.
    pub fn flash_lit(&self) -> bool {
        let steps = self.elapsed.as_nanos() / self.step.as_nanos().max(1);
        self.flashing() && steps.is_multiple_of(2)
    }

    /// Whether the whole move has been shown.
    pub fn is_done(&self) -> bool {
        self.elapsed >= self.length()
    }

    /// Time until the picture next changes.
    pub fn until_next_change(&self) -> Duration {
        let step = self.step.max(Duration::from_millis(1));
        let into = Duration::from_nanos((self.elapsed.as_nanos() % step.as_nanos()) as u64);
        (step - into).min(self.length().saturating_sub(self.elapsed))
    }

    /// The pits as the picture shows them now, in RULES.md order.
    pub fn pits(&self) -> Vec<u16> {
        let mut pits = self.before.pits().to_vec();
        pits[self.report.from().index()] = 0;
        for pit in self.report.sown().take(self.dropped()) {
            pits[pit.index()] += 1;
        }
        pits
    }

    /// The position before the move: its stores are what the picture shows.
    pub fn before(&self) -> &Position {
        &self.before
    }

    /// The pit the latest seed fell into, to draw the eye to it.
    pub fn latest(&self) -> Option<Pit> {
        self.report.sown().take(self.dropped()).last()
    }

    /// The move being shown.
    pub fn report(&self) -> &MoveReport {
        &self.report
    }

    fn length(&self) -> Duration {
        let mut steps = u32::from(self.report.seeds());
        if !self.report.capture().is_empty() {
            steps += FLASH_STEPS;
        }
        self.step * steps
    }
}
