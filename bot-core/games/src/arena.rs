//! The searching computer player against random play, for any game of the registry: `bummerl
//! arena --game ID` prints what it measures. Every deal is a fresh first deal of a match with
//! the default house rules; the searcher takes each seat in turn, every other seat plays at
//! random.

use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::SmallRng;

use crate::registry::GameSpec;
use crate::search::{self, Budget, Level};

/// What a duel measured.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Report {
    /// Deals played to their end.
    pub deals: u64,
    /// Deals the searcher won (its [`crate::Game::value`] above 0: its score, or where deals
    /// score only at the match's end, what it gained toward it).
    pub won: u64,
    /// Deals it lost (below 0).
    pub lost: u64,
    /// The sum of its scores, in the game's unit.
    pub score: i64,
    /// Its decisions (moves where it had a choice of more than one).
    pub decisions: u64,
    /// The time of each decision, sorted.
    pub times: Vec<Duration>,
}

impl Report {
    /// Its share of the decided deals.
    pub fn share(&self) -> f64 {
        let decided = self.won + self.lost;
        if decided == 0 {
            0.0
        } else {
            self.won as f64 / decided as f64
        }
    }

    /// Its average score per deal.
    pub fn average(&self) -> f64 {
        if self.deals == 0 {
            0.0
        } else {
            self.score as f64 / self.deals as f64
        }
    }

    /// A quantile of the decision times (`q` from 0 to 1).
    pub fn quantile(&self, q: f64) -> Duration {
        if self.times.is_empty() {
            return Duration::ZERO;
        }
        let i = ((self.times.len() - 1) as f64 * q).round() as usize;
        self.times[i]
    }
}

/// Plays `deals` deals of `spec`'s game at its fewest seats, the searcher with `budget` in seat
/// `deal % seats` against random play in the others; `first` numbers the first deal (so that
/// several threads can share a run).
pub fn duel(spec: &GameSpec, first: u64, deals: u64, seed: u64, budget: Budget) -> Report {
    let seats = spec.seats.0;
    let rules = spec
        .rules(&serde_json::Map::new())
        .expect("the defaults are rules");
    let mut report = Report::default();
    for deal in first..first + deals {
        let mut rng = SmallRng::seed_from_u64(seed ^ deal.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let mut game = (spec.new_match)(seats, &rules, &mut rng).expect("a new match");
        let searcher = (deal % seats as u64) as usize;
        let mut waited = false;
        for _ in 0..10_000 {
            if game.get().result().is_some() {
                break;
            }
            // A searcher that chose to wait lets the others act until something changes.
            let Some(seat) = search::anyone(game.get(), &mut rng) else {
                break;
            };
            let seat = if seat == searcher && waited {
                match game.get().to_act().into_iter().find(|&s| s != searcher) {
                    Some(other) => other,
                    None => break,
                }
            } else {
                seat
            };
            let mv = if seat == searcher {
                let many = game.get().legal(seat).len() > 1;
                let start = Instant::now();
                let mv = search::choose(game.get(), seat, Level::Search, budget, &mut rng);
                if many {
                    report.decisions += 1;
                    report.times.push(start.elapsed());
                }
                mv
            } else {
                search::random_move(game.get(), seat, &mut rng)
            };
            let Some(mv) = mv else {
                if seat == searcher && !game.get().legal(seat).is_empty() {
                    waited = true;
                    continue;
                }
                break;
            };
            waited = false;
            game.get_mut()
                .apply(seat, &mv)
                .expect("legal moves are applied");
        }
        if let Some(score) = game.get().score() {
            let value = game.get().value(searcher);
            report.deals += 1;
            report.score += score[searcher];
            report.won += u64::from(value > 0.0);
            report.lost += u64::from(value < 0.0);
        }
    }
    report.times.sort();
    report
}

/// Several duels' reports as one.
pub fn merge(reports: Vec<Report>) -> Report {
    let mut all = Report::default();
    for r in reports {
        all.deals += r.deals;
        all.won += r.won;
        all.lost += r.lost;
        all.score += r.score;
        all.decisions += r.decisions;
        all.times.extend(r.times);
    }
    all.times.sort();
    all
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::deterministic;

    #[test]
    fn a_duel_counts_every_deal_it_plays() {
        let spec = crate::spec("boehmischer_schneider").unwrap();
        let r = duel(spec, 0, 4, 1, deterministic(20));
        assert_eq!(r.deals, 4);
        assert!(r.won + r.lost <= 4);
        assert_eq!(r.times.len() as u64, r.decisions);
        assert!(r.quantile(0.95) >= r.quantile(0.5));
        let both = merge(vec![r.clone(), r.clone()]);
        assert_eq!(both.deals, 8);
        assert_eq!(both.score, 2 * r.score);
    }
}
