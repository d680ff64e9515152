//! The searching computer player against random play, for any game of the registry: `bummerl
//! arena --game ID` prints what it measures. Every deal is a fresh first deal of a match with
//! the default house rules; the searcher takes each seat in turn, every other seat plays at
//! random. In a game whose seats differ (a banker and punters) the report tells each seat apart;
//! the same duel with a random "searcher" is the baseline to read it against. With `--matches`
//! ([`duel_matches`]) it plays whole matches instead, deal after deal from the first: the
//! measure for a game whose deals have no winner of their own, only marks toward a Partie.

use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::SmallRng;
use serde_json::{Value, json};

use crate::any::AnyGame;
use crate::registry::GameSpec;
use crate::search::{self, Budget, Level};

/// What a duel measured.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Report {
    /// Deals played to their end.
    pub deals: u64,
    /// Deals the searcher won (its [`crate::game::Computer::value`] above 0: its score, or where deals
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
    /// What it did in each seat (index: the seat).
    pub seats: Vec<SeatReport>,
    /// Whether it counts whole matches ([`duel_matches`]) rather than deals: then `deals`,
    /// `won`, `lost` and `score` are about matches.
    pub matches: bool,
}

/// What the searcher did in one seat of a duel.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SeatReport {
    /// Deals it played to their end in the seat.
    pub deals: u64,
    /// Deals it won there.
    pub won: u64,
    /// Deals it lost there.
    pub lost: u64,
    /// The sum of its scores there.
    pub score: i64,
}

impl SeatReport {
    /// Its average score per deal in the seat.
    pub fn average(&self) -> f64 {
        if self.deals == 0 {
            0.0
        } else {
            self.score as f64 / self.deals as f64
        }
    }

    /// Counts a deal it played to the end with `score` and [`crate::game::Computer::value`] `value`.
    fn count(&mut self, score: i64, value: f64) {
        self.deals += 1;
        self.score += score;
        self.won += u64::from(value > 0.0);
        self.lost += u64::from(value < 0.0);
    }

    /// Adds another count of the same seat.
    fn add(&mut self, other: &SeatReport) {
        self.deals += other.deals;
        self.won += other.won;
        self.lost += other.lost;
        self.score += other.score;
    }
}

impl Report {
    /// Counts a deal (a match) the searcher played to the end in `seat` with `score` and
    /// [`crate::game::Computer::value`] `value`, overall and for the seat.
    fn count(&mut self, seat: usize, score: i64, value: f64) {
        self.deals += 1;
        self.score += score;
        self.won += u64::from(value > 0.0);
        self.lost += u64::from(value < 0.0);
        self.seats[seat].count(score, value);
    }

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

    /// The report as JSON, the searcher's average per deal (per match) also seat by seat;
    /// times in milliseconds.
    pub fn json(&self) -> Value {
        let round = |x: f64, to: f64| (x * to).round() / to;
        let ms = |d: Duration| round(d.as_secs_f64() * 1000.0, 100.0);
        let (unit, units) = if self.matches {
            ("match", "matches")
        } else {
            ("deal", "deals")
        };
        let average = format!("average_score_per_{unit}");
        let seats: Vec<Value> = self
            .seats
            .iter()
            .enumerate()
            .map(|(seat, s)| {
                let mut out = json!({"seat": seat, "won": s.won, "lost": s.lost});
                out[units] = json!(s.deals);
                out[&average] = json!(round(s.average(), 1000.0));
                out
            })
            .collect();
        let mut out = json!({
            "search_won": self.won,
            "search_lost": self.lost,
            "search_by_seat": seats,
            "decisions": self.decisions,
            "p50_ms": ms(self.quantile(0.5)),
            "p95_ms": ms(self.quantile(0.95)),
        });
        out[units] = json!(self.deals);
        out[format!("search_share_of_decided_{units}")] = json!(round(self.share(), 1000.0));
        out[format!("search_{average}")] = json!(round(self.average(), 1000.0));
        out
    }
}

/// Plays `deals` deals of `spec`'s game at its fewest seats, the searcher at `level` with
/// `budget` in seat `deal % seats` against random play in the others (at [`Level::Random`]: the
/// baseline, random against random); `first` numbers the first deal (so that several threads
/// can share a run).
pub fn duel(
    spec: &GameSpec,
    level: Level,
    first: u64,
    deals: u64,
    seed: u64,
    budget: Budget,
) -> Report {
    each(
        spec,
        first,
        deals,
        seed,
        false,
        |mut game, searcher, rng, report| {
            play_out(&mut game, searcher, level, budget, rng, report);
            if let Some(score) = game.get().score() {
                report.count(searcher, score[searcher], game.get().value(searcher));
            }
        },
    )
}

/// Plays `matches` whole matches of `spec`'s game — the game's unit: a Partie, a Bummerl, a
/// round of chips — deal after deal until [`crate::game::Deal::match_result`] decides it, the searcher
/// starting in seat `match % seats` and followed through the deals' changes of seat. The
/// report counts matches where [`duel`] counts deals: `won`/`lost` are matches, `score` the sum
/// of the searcher's match results, `seats` by the seat it started in; a match still open
/// after 1,000 deals is not counted.
pub fn duel_matches(
    spec: &GameSpec,
    level: Level,
    first: u64,
    matches: u64,
    seed: u64,
    budget: Budget,
) -> Report {
    let seats = spec.seats.0;
    each(
        spec,
        first,
        matches,
        seed,
        true,
        |mut game, started, rng, report| {
            let mut searcher = started;
            for _ in 0..1_000 {
                play_out(&mut game, searcher, level, budget, rng, report);
                if game.get().score().is_none() {
                    break;
                }
                if let Some(result) = game.get().match_result() {
                    let score = result[searcher];
                    report.count(started, score, score as f64);
                    break;
                }
                let Some((next, shift)) = game.get().next_deal(rng) else {
                    break;
                };
                // Seat `i` of the next deal is seat `(i + shift) % seats` of this one.
                searcher = (searcher + seats - shift % seats) % seats;
                game = next;
            }
        },
    )
}

/// Starts `count` matches of `spec`'s game with the default house rules at its fewest seats,
/// numbered from `first`, each from its own seed, and lets `one` play each with the searcher in
/// seat `number % seats`, counting into one report.
fn each(
    spec: &GameSpec,
    first: u64,
    count: u64,
    seed: u64,
    matches: bool,
    mut one: impl FnMut(AnyGame, usize, &mut SmallRng, &mut Report),
) -> Report {
    let seats = spec.seats.0;
    let rules = spec
        .rules(&serde_json::Map::new())
        .expect("the defaults are rules");
    let mut report = Report {
        seats: vec![SeatReport::default(); seats],
        matches,
        ..Report::default()
    };
    for number in first..first + count {
        let mut rng = SmallRng::seed_from_u64(seed ^ number.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let game = (spec.new_match)(seats, &rules, &mut rng).expect("a new match");
        let searcher = (number % seats as u64) as usize;
        one(game, searcher, &mut rng, &mut report);
    }
    report.times.sort();
    report
}

/// Plays one deal to its end (or until nobody can act), the searcher in `searcher`'s seat, and
/// records the time of each of its decisions.
fn play_out(
    game: &mut AnyGame,
    searcher: usize,
    level: Level,
    budget: Budget,
    rng: &mut SmallRng,
    report: &mut Report,
) {
    let mut waited = false;
    for _ in 0..10_000 {
        if game.get().score().is_some() {
            break;
        }
        // A searcher that chose to wait lets the others act until something changes.
        let Some(seat) = search::anyone(game.get(), rng) else {
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
            let mv = search::choose(game.get(), seat, level, budget, rng);
            if many {
                report.decisions += 1;
                report.times.push(start.elapsed());
            }
            mv
        } else {
            search::random_move(game.get(), seat, rng)
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
        all.matches |= r.matches;
        all.times.extend(r.times);
        if all.seats.len() < r.seats.len() {
            all.seats.resize(r.seats.len(), SeatReport::default());
        }
        for (sum, seat) in all.seats.iter_mut().zip(&r.seats) {
            sum.add(seat);
        }
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
        let r = duel(spec, Level::Search, 0, 4, 1, deterministic(20));
        assert_eq!(r.deals, 4);
        assert!(r.won + r.lost <= 4);
        assert_eq!(r.times.len() as u64, r.decisions);
        assert!(r.quantile(0.95) >= r.quantile(0.5));
        let both = merge(vec![r.clone(), r.clone()]);
        assert_eq!(both.deals, 8);
        assert_eq!(both.score, 2 * r.score);
        assert_eq!(both.seats[0].deals + both.seats[1].deals, 8);
    }

    #[test]
    fn a_match_duel_plays_each_match_to_its_end() {
        for id in ["imperial", "boehmischer_schneider"] {
            let spec = crate::spec(id).unwrap();
            let r = duel_matches(spec, Level::Random, 0, 6, 3, deterministic(20));
            assert_eq!(r.deals, 6, "{id}: every match is decided");
            assert_eq!(r.won + r.lost, 6, "{id}: a match has a winner");
            assert_eq!((r.seats[0].deals, r.seats[1].deals), (3, 3), "{id}");
            assert_eq!(r.seats[0].score + r.seats[1].score, r.score, "{id}");
            let json = r.json();
            assert_eq!(json["matches"], 6, "{id}");
            assert!(json["search_share_of_decided_matches"].is_number(), "{id}");
            assert!(json.get("deals").is_none(), "{id}");
        }
        // Random against random, the first seat's Partien won and lost balance out over many.
        let spec = crate::spec("imperial").unwrap();
        let r = duel_matches(spec, Level::Random, 0, 200, 1, deterministic(20));
        assert_eq!(r.won + r.lost, 200);
        assert!(
            (70..=130).contains(&r.won),
            "{} of 200 won at random",
            r.won
        );
    }

    #[test]
    fn a_duel_tells_each_seat_apart() {
        let spec = crate::spec("bassette").unwrap();
        let r = duel(spec, Level::Search, 0, 6, 1, deterministic(20));
        assert_eq!(r.seats.len(), 2);
        assert_eq!((r.seats[0].deals, r.seats[1].deals), (3, 3));
        assert_eq!(r.seats[0].score + r.seats[1].score, r.score);
        let never_staked = SeatReport {
            deals: 3,
            ..SeatReport::default()
        };
        assert_eq!(r.seats[1], never_staked, "as a punter it never stakes");
        let json = r.json();
        assert_eq!(json["search_by_seat"][1]["average_score_per_deal"], 0.0);
        assert_eq!(json["deals"], 6);
        let baseline = duel(spec, Level::Random, 0, 6, 1, deterministic(20));
        assert_eq!(baseline.deals, 6);
    }
}
