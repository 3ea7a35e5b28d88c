//! The solver's rating, by Glicko-2 (Mark Glickman, "Example of the
//! Glicko-2 system", 2013), as Lichess rates its puzzlers: each try at a
//! puzzle is a game against the puzzle, whose rating is fixed, won when
//! solved with no wrong move and no answer shown. The next puzzle is the
//! one nearest the solver's level.

use std::f64::consts::PI;

/// Glicko-2's scale: a rating of 1500 and a deviation of 173.7178 are
/// 0 and 1 on its inner scale.
const SCALE: f64 = 173.7178;
/// Glicko-2's τ, how much the volatility may change: Glickman suggests
/// 0.3 to 1.2; the middle of the low end keeps a child's rating calm.
const TAU: f64 = 0.5;
/// When the volatility's iteration stops.
const EPSILON: f64 = 0.000_001;

/// A rating with how sure it is.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rating {
    /// The rating itself.
    pub rating: f64,
    /// Its deviation: about a third of the range the true rating is
    /// likely in, either way.
    pub deviation: f64,
    /// How erratic the results are.
    pub volatility: f64,
}

impl Default for Rating {
    /// A newcomer: at the easiest puzzles' level (a capture seen one
    /// ply ahead), and unsure.
    fn default() -> Rating {
        Rating {
            rating: 850.0,
            deviation: 350.0,
            volatility: 0.06,
        }
    }
}

/// One result of a rating period: the opponent's rating and deviation,
/// and the score (1 a win, 0 a loss, 0.5 a draw).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Game {
    /// The opponent's rating.
    pub rating: f64,
    /// The opponent's deviation.
    pub deviation: f64,
    /// The score.
    pub score: f64,
}

impl Rating {
    /// The rating after one rating period with `games` (Glickman's
    /// steps 2 to 8).
    pub fn after(self, games: &[Game]) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        if games.is_empty() {
            let phi = (phi * phi + self.volatility * self.volatility).sqrt();
            return Rating {
                deviation: phi * SCALE,
                ..self
            };
        }
        let inner: Vec<(f64, f64, f64)> = games
            .iter()
            .map(|g| {
                let phi_j = g.deviation / SCALE;
                let g_phi = 1.0 / (1.0 + 3.0 * phi_j * phi_j / (PI * PI)).sqrt();
                let expected = 1.0 / (1.0 + (-g_phi * (mu - (g.rating - 1500.0) / SCALE)).exp());
                (g_phi, expected, g.score)
            })
            .collect();
        let v = 1.0
            / inner
                .iter()
                .map(|&(g, e, _)| g * g * e * (1.0 - e))
                .sum::<f64>();
        let improvement: f64 = inner.iter().map(|&(g, e, s)| g * (s - e)).sum();
        let delta = v * improvement;
        let sigma = volatility(self.volatility, phi, v, delta);
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * improvement;
        Rating {
            rating: mu_new * SCALE + 1500.0,
            deviation: phi_new * SCALE,
            volatility: sigma,
        }
    }

    /// The rating after one game against `opponent` with `score`.
    pub fn after_game(self, opponent: f64, deviation: f64, score: f64) -> Rating {
        self.after(&[Game {
            rating: opponent,
            deviation,
            score,
        }])
    }
}

/// The new volatility, by the Illinois algorithm (Glickman's step 5).
fn volatility(sigma: f64, phi: f64, v: f64, delta: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - d) / (2.0 * d * d) - (x - a) / (TAU * TAU)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * TAU) < 0.0 {
            k += 1.0;
        }
        a - k * TAU
    };
    let (mut f_a, mut f_b) = (f(big_a), f(big_b));
    while (big_b - big_a).abs() > EPSILON {
        let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = c;
        f_b = f_c;
    }
    (big_a / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Glickman's worked example: a player of 1500, deviation 200,
    /// volatility 0.06, with τ = 0.5, beats a 1400 (deviation 30) and
    /// loses to a 1550 (100) and a 1700 (300): 1464.06, 151.52, 0.05999.
    #[test]
    fn glickmans_worked_example() {
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let games = [
            Game {
                rating: 1400.0,
                deviation: 30.0,
                score: 1.0,
            },
            Game {
                rating: 1550.0,
                deviation: 100.0,
                score: 0.0,
            },
            Game {
                rating: 1700.0,
                deviation: 300.0,
                score: 0.0,
            },
        ];
        let after = player.after(&games);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn a_win_raises_a_loss_lowers_and_both_make_it_surer() {
        let start = Rating::default();
        let won = start.after_game(850.0, 60.0, 1.0);
        let lost = start.after_game(850.0, 60.0, 0.0);
        assert!(won.rating > start.rating && lost.rating < start.rating);
        assert!(won.deviation < start.deviation && lost.deviation < start.deviation);
    }
}
