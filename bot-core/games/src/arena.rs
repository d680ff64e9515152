//! The searching computer player against random play, for any game of the registry: `bummerl
//! arena --game ID` prints what it measures. Every deal is a fresh first deal of a match with
//! the default house rules; the searcher takes each side in turn, every other seat plays at
//! random. A side is a seat, or in a game of partners ([`Deal::side`]: Bauernschnapsen) the
//! partners together: the searcher plays all of its seats, as one player's partnership. In a
//! game whose seats differ (a banker and punters) the report tells each seat apart; the same
//! duel with a random "searcher" is the baseline to read it against. With `--matches`
//! ([`duel_matches`]) it plays whole matches instead, deal after deal from the first: the
//! measure for a game whose deals have no winner of their own, only marks toward a Partie.
//!
//! The same duels pit two players against each other ([`Opponents::Player`], `bummerl arena
//! --game ID --b PLAYER`): player A on one side, player B in every other seat, each deal played
//! once with A on each side (in a two-seat game twice, the seats swapped) so that the luck of the
//! cards cancels out — say the search with its time budget against the same search with the
//! fixed playouts a slower surface reached in that time (`--against-playouts N`).
//!
//! A player ([`Player`]) is a computer level, one of the kernel's searches by name
//! ([`search::RIVALS`]: `search`, the flat search; `tree`, the tree search; `flat`, the strong
//! level before the tree; `seer` and `oracle`, searches that see every card), or one of the game's
//! own players that no table seats ([`Computer::players`]: the two-player Schnapsen family's
//! re-implemented rivals). The arena asks the game for its own by name and knows none of them.
//!
//! [`Computer::players`]: crate::game::Computer::players
//! [`Deal::side`]: crate::game::Deal::side

use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::SmallRng;
use serde_json::{Value, json};

use crate::any::AnyGame;
use crate::level::Level;
use crate::registry::GameSpec;
use crate::search::{self, Budget};

/// Who plays a side of a duel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// The computer at a level ([`search::choose`]).
    Level(Level),
    /// A search of the kernel ([`search::RIVALS`]) or one of the game's own players, by its
    /// name ([`Computer::players`]).
    ///
    /// [`Computer::players`]: crate::game::Computer::players
    Own(&'static str),
}

impl Player {
    /// The player of a name at `spec`'s game: a level (`random`, `easy`, `strong`), a search
    /// of the kernel ([`search::RIVALS`]), or one of the game's own players
    /// ([`crate::game::Computer::players`], asked of a new deal).
    pub fn named(spec: &GameSpec, name: &str) -> Result<Player, String> {
        if let Ok(level) = name.parse() {
            return Ok(Player::Level(level));
        }
        let own = own_players(spec);
        let wanted = name.trim().to_lowercase();
        search::RIVALS
            .iter()
            .chain(own)
            .find(|&&p| p == wanted)
            .map(|&p| Player::Own(p))
            .ok_or_else(|| {
                let levels = Level::ALL.iter().map(|l| l.name());
                let known: Vec<&str> = levels
                    .chain(search::RIVALS.iter().copied())
                    .chain(own.iter().copied())
                    .collect();
                format!(
                    "unknown player {name:?} at {} ({})",
                    spec.id,
                    known.join(", ")
                )
            })
    }
}

impl std::fmt::Display for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Player::Level(level) => level.fmt(f),
            Player::Own(name) => f.write_str(name),
        }
    }
}

/// The game's own players of `spec`'s game, asked of a first deal with the default rules.
fn own_players(spec: &GameSpec) -> &'static [&'static str] {
    let rules = spec
        .rules(&serde_json::Map::new())
        .expect("the defaults are rules");
    let mut rng = SmallRng::seed_from_u64(0);
    (spec.new_match)(spec.seats.0, &rules, &mut rng).map_or(&[], |game| game.get().players())
}

/// A player of a duel: who plays and what a search may spend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Side {
    /// Who plays.
    pub player: Player,
    /// The budget of its searches per decision (a level that searches; the game's own players
    /// and its own knowledge spend their own).
    pub budget: Budget,
}

impl Side {
    /// A side of a level.
    pub fn level(level: Level, budget: Budget) -> Side {
        Side {
            player: Player::Level(level),
            budget,
        }
    }

    /// Its move for a seat, or `None` if it has none or waits.
    fn choose(
        self,
        game: &dyn crate::game::Game,
        seat: usize,
        rng: &mut SmallRng,
    ) -> Option<crate::game::Move> {
        match self.player {
            Player::Level(level) => search::choose(game, seat, level, self.budget, rng),
            Player::Own(name) => match search::rival(game, name, seat, self.budget, rng) {
                Some(decided) => decided,
                None => game.play_as(name, seat, rng).flatten(),
            },
        }
    }
}

/// Who plays the seats other than player A's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponents {
    /// A random legal move ([`search::random_move`]) in every seat of the other sides; each
    /// deal is played once, A on side `deal % sides`.
    Random,
    /// Player B in every seat of the other sides; each deal is played once with A on each side.
    Player(Side),
}

impl Opponents {
    /// How often a deal is played at a table of `sides` sides: once, or once with A on each.
    fn seatings(self, sides: usize) -> usize {
        match self {
            Opponents::Random => 1,
            Opponents::Player(_) => sides,
        }
    }

    /// A move of one of the other seats, or `None` if it has none or (a player) waits.
    fn choose(
        self,
        game: &dyn crate::game::Game,
        seat: usize,
        rng: &mut SmallRng,
    ) -> Option<crate::game::Move> {
        match self {
            Opponents::Random => search::random_move(game, seat, rng),
            Opponents::Player(b) => b.choose(game, seat, rng),
        }
    }
}

/// What a duel measured: about player A, "the searcher"; against [`Opponents::Player`] each
/// deal counts once per seating, and `b` tells player B's side.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Report {
    /// Deals played to their end.
    pub deals: u64,
    /// Deals the searcher won: its [`crate::game::Computer::value`] (its score, or where deals
    /// score only at the match's end, what it gained toward it) above the other sides' (the
    /// mean of their seats'; where scores add up to nothing, its own above 0).
    pub won: u64,
    /// Deals it lost (its value below theirs).
    pub lost: u64,
    /// The sum of its scores, in the game's unit.
    pub score: i64,
    /// Its decisions (moves where it had a choice of more than one).
    pub decisions: u64,
    /// The time of each decision, sorted.
    pub times: Vec<Duration>,
    /// What it did in each seat (index: the seat; in a game of partners, its side's first).
    pub seats: Vec<SeatReport>,
    /// Whether it counts whole matches ([`duel_matches`]) rather than deals: then `deals`,
    /// `won`, `lost` and `score` are about matches.
    pub matches: bool,
    /// Against [`Opponents::Player`]: what player B did, each of its seats in each deal (each
    /// match) counted as one; `None` against random play.
    pub b: Option<SeatReport>,
    /// Counting whole matches: the searcher's deals inside them (a Schnapsen deal's game points
    /// beside the Bummerl), empty otherwise.
    pub in_matches: SeatReport,
}

/// The share of `won` among the decided deals, 0 if none was decided.
fn share(won: u64, lost: u64) -> f64 {
    if won + lost == 0 {
        0.0
    } else {
        won as f64 / (won + lost) as f64
    }
}

/// The average of a `score` summed over `deals`, 0 over none.
fn average(score: i64, deals: u64) -> f64 {
    if deals == 0 {
        0.0
    } else {
        score as f64 / deals as f64
    }
}

/// What the searcher did in one seat of a duel (or player B in all of its seats).
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
    /// Deals in which it declared a game ([`crate::game::Computer::declared`]).
    pub declared: u64,
    /// Of those, the games it made in full.
    pub made: u64,
}

impl SeatReport {
    /// Its share of the decided deals in the seat.
    pub fn share(&self) -> f64 {
        share(self.won, self.lost)
    }

    /// Its average score per deal in the seat.
    pub fn average(&self) -> f64 {
        average(self.score, self.deals)
    }

    /// Its share of made games among those it declared (0 without any).
    pub fn made_share(&self) -> f64 {
        share(self.made, self.declared - self.made)
    }

    /// Counts a deal it played to the end with `score` and [`crate::game::Computer::value`] `value`.
    fn count(&mut self, score: i64, value: f64) {
        self.deals += 1;
        self.score += score;
        self.won += u64::from(value > 0.0);
        self.lost += u64::from(value < 0.0);
    }

    /// Counts a game it declared, made or not.
    fn declare(&mut self, made: bool) {
        self.declared += 1;
        self.made += u64::from(made);
    }

    /// Adds another count of the same seat.
    fn add(&mut self, other: &SeatReport) {
        self.deals += other.deals;
        self.won += other.won;
        self.lost += other.lost;
        self.score += other.score;
        self.declared += other.declared;
        self.made += other.made;
    }
}

impl Report {
    /// Counts a deal (a match) played to the end with the seats' `scores` and
    /// [`crate::game::Computer::value`]s `value`: the searcher's, in seat `a`, overall and under
    /// seat `label` (where it sat, or started the match); against a player, the seats not among
    /// `ours` (the searcher's side, one bit a seat: [`side_of`]) for player B. A game declared
    /// in the deal ([`crate::game::Computer::declared`]: its seat and whether it was made)
    /// counts for the side that sat there.
    fn count(
        &mut self,
        label: usize,
        a: usize,
        ours: u64,
        scores: &[i64],
        value: impl Fn(usize) -> f64,
        declared: Option<(usize, bool)>,
    ) {
        let (score, mine) = (
            scores[a],
            ahead(&value, a, every_seat(scores.len()) & !ours),
        );
        self.deals += 1;
        self.score += score;
        self.won += u64::from(mine > 0.0);
        self.lost += u64::from(mine < 0.0);
        self.seats[label].count(score, mine);
        match declared {
            Some((seat, made)) if ours & 1 << seat != 0 => self.seats[label].declare(made),
            Some((_, made)) => {
                if let Some(b) = &mut self.b {
                    b.declare(made);
                }
            }
            None => {}
        }
        if let Some(b) = &mut self.b {
            let theirs = scores
                .iter()
                .enumerate()
                .filter(|&(seat, _)| ours & 1 << seat == 0);
            for (seat, &score) in theirs {
                b.count(score, ahead(&value, seat, ours));
            }
        }
    }

    /// Its share of the decided deals.
    pub fn share(&self) -> f64 {
        share(self.won, self.lost)
    }

    /// Its average score per deal.
    pub fn average(&self) -> f64 {
        average(self.score, self.deals)
    }

    /// The games it declared and made, over its seats (in whole matches: in their deals).
    pub fn declared(&self) -> SeatReport {
        let mut all = self.in_matches.clone();
        for seat in &self.seats {
            all.declared += seat.declared;
            all.made += seat.made;
        }
        SeatReport {
            declared: all.declared,
            made: all.made,
            ..SeatReport::default()
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

    /// The report as JSON, the searcher's average per deal (per match) also seat by seat (the
    /// seats it was counted under); times in milliseconds. Against a player, the searcher's
    /// figures are player A's (`a_…`) and player B's follow (`b_…`).
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
            .filter(|(_, s)| s.deals > 0)
            .map(|(seat, s)| {
                let mut out = json!({"seat": seat, "won": s.won, "lost": s.lost});
                if s.declared > 0 {
                    out["declared"] = json!(s.declared);
                    out["made"] = json!(s.made);
                }
                out[units] = json!(s.deals);
                out[&average] = json!(round(s.average(), 1000.0));
                out
            })
            .collect();
        let a = if self.b.is_some() { "a" } else { "search" };
        let mut out = json!({
            "decisions": self.decisions,
            "p50_ms": ms(self.quantile(0.5)),
            "p95_ms": ms(self.quantile(0.95)),
        });
        out[units] = json!(self.deals);
        out[format!("{a}_won")] = json!(self.won);
        out[format!("{a}_lost")] = json!(self.lost);
        out[format!("{a}_by_seat")] = json!(seats);
        out[format!("{a}_share_of_decided_{units}")] = json!(round(self.share(), 1000.0));
        out[format!("{a}_{average}")] = json!(round(self.average(), 1000.0));
        if self.matches {
            let played = &self.in_matches;
            out["deals"] = json!(played.deals);
            out[format!("{a}_deals_won")] = json!(played.won);
            out[format!("{a}_deals_lost")] = json!(played.lost);
            out[format!("{a}_average_score_per_deal")] = json!(round(played.average(), 1000.0));
        }
        let declared = self.declared();
        if declared.declared > 0 {
            out[format!("{a}_declared")] = json!(declared.declared);
            out[format!("{a}_made")] = json!(declared.made);
            out[format!("{a}_made_share")] = json!(round(declared.made_share(), 1000.0));
        }
        if let Some(b) = &self.b {
            if b.declared > 0 {
                out["b_declared"] = json!(b.declared);
                out["b_made"] = json!(b.made);
                out["b_made_share"] = json!(round(b.made_share(), 1000.0));
            }
            out["b_won"] = json!(b.won);
            out["b_lost"] = json!(b.lost);
            out[format!("b_share_of_decided_{units}")] = json!(round(b.share(), 1000.0));
            out[format!("b_{average}")] = json!(round(b.average(), 1000.0));
        }
        out
    }
}

/// Plays `deals` deals of `spec`'s game at its fewest seats, the searcher `a` against
/// `opponents` in the other seats: against random play in seat `deal % seats` (at
/// [`Level::Random`]: the baseline, random against random), against a player in each seat in
/// turn; `first` numbers the first deal (so that several threads can share a run).
pub fn duel(
    spec: &GameSpec,
    a: Side,
    opponents: Opponents,
    first: u64,
    deals: u64,
    seed: u64,
) -> Report {
    each(
        spec,
        opponents,
        first,
        deals,
        seed,
        false,
        |mut game, searcher, rng, report| {
            play_out(&mut game, searcher, a, opponents, rng, report);
            if let Some(score) = game.get().score() {
                let declared = game.get().declared();
                report.count(
                    searcher,
                    searcher,
                    side_of(game.get(), searcher),
                    &score,
                    |seat| game.get().value(seat),
                    declared,
                );
            }
        },
    )
}

/// Plays `matches` whole matches of `spec`'s game — the game's unit: a Partie, a Bummerl, a
/// round of chips — deal after deal until [`crate::game::Deal::match_result`] decides it, the searcher
/// starting in seat `match % seats` and followed through the deals' changes of seat. The
/// report counts matches where [`duel`] counts deals: `won`/`lost` are matches, `score` the sum
/// of the searcher's match results, `seats` by the seat it started in; a match still open
/// after 1,000 deals is not counted. Against a player, each match is played once with the
/// searcher starting in each seat.
pub fn duel_matches(
    spec: &GameSpec,
    a: Side,
    opponents: Opponents,
    first: u64,
    matches: u64,
    seed: u64,
) -> Report {
    let seats = spec.seats.0;
    each(
        spec,
        opponents,
        first,
        matches,
        seed,
        true,
        |mut game, started, rng, report| {
            let mut searcher = started;
            for _ in 0..1_000 {
                play_out(&mut game, searcher, a, opponents, rng, report);
                let Some(score) = game.get().score() else {
                    break;
                };
                let ours = side_of(game.get(), searcher);
                let others = every_seat(score.len()) & !ours;
                let value = |seat| game.get().value(seat);
                report
                    .in_matches
                    .count(score[searcher], ahead(&value, searcher, others));
                if let Some((_, made)) = game.get().declared().filter(|&(s, _)| ours & 1 << s != 0)
                {
                    report.in_matches.declare(made);
                }
                if let Some(result) = game.get().match_result() {
                    let value = |seat| result[seat] as f64;
                    report.count(started, searcher, ours, &result, value, None);
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
/// numbered from `first`, each from its own seed, and lets `one` play each with the searcher on
/// side `number % sides` (in the side's first seat) — against a player once more from the same
/// seed for each further side in turn — counting into one report.
fn each(
    spec: &GameSpec,
    opponents: Opponents,
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
        b: matches!(opponents, Opponents::Player(_)).then(SeatReport::default),
        ..Report::default()
    };
    for number in first..first + count {
        // Each seating deals the same match afresh from the same seed.
        let deal = || {
            let mut rng =
                SmallRng::seed_from_u64(seed ^ number.wrapping_mul(0x9E37_79B9_7F4A_7C15));
            let game = (spec.new_match)(seats, &rules, &mut rng).expect("a new match");
            (game, rng)
        };
        let mut dealt = Some(deal());
        let firsts = dealt
            .as_ref()
            .map_or_else(Vec::new, |(g, _)| first_seats(g.get()));
        for seating in 0..opponents.seatings(firsts.len()) {
            let (game, mut rng) = dealt.take().unwrap_or_else(deal);
            let searcher = firsts[(number as usize + seating) % firsts.len()];
            one(game, searcher, &mut rng, &mut report);
        }
    }
    report.times.sort();
    report
}

/// The first seat of each side of `game` ([`crate::game::Deal::side`]), in seat order.
fn first_seats(game: &dyn crate::game::Game) -> Vec<usize> {
    let seats = game.seats();
    (0..seats)
        .filter(|&s| (0..s).all(|t| game.side(t) != game.side(s)))
        .collect()
}

/// The seats of `seat`'s side in `game` ([`crate::game::Deal::side`]), one bit each.
fn side_of(game: &dyn crate::game::Game, seat: usize) -> u64 {
    let side = game.side(seat);
    (0..game.seats())
        .filter(|&s| game.side(s) == side)
        .fold(0, |bits, s| bits | 1 << s)
}

/// Every seat of a deal of `seats`, one bit a seat.
fn every_seat(seats: usize) -> u64 {
    (1u64 << seats) - 1
}

/// How far `seat` came out of a deal ahead of the seats `rivals` (one bit a seat): its
/// [`crate::game::Computer::value`] less the mean of theirs; its value alone without rivals.
/// Where a deal's scores add up to nothing this has the sign of the seat's own value; where
/// they do not (Piquemedrille's plate: a deal thrown in costs both players the stake, a
/// Remise pays into the plate) a deal is won by the seat that fared better, and one that left
/// both alike is won by nobody.
fn ahead(value: &impl Fn(usize) -> f64, seat: usize, rivals: u64) -> f64 {
    let theirs: Vec<f64> = (0..64)
        .filter(|&s| rivals & 1 << s != 0)
        .map(value)
        .collect();
    if theirs.is_empty() {
        return value(seat);
    }
    value(seat) - theirs.iter().sum::<f64>() / theirs.len() as f64
}

/// Plays one deal to its end (or until nobody can act), the searcher `a` in every seat of
/// `searcher`'s side and `opponents` in the others, and records the time of each of its
/// decisions.
fn play_out(
    game: &mut AnyGame,
    searcher: usize,
    a: Side,
    opponents: Opponents,
    rng: &mut SmallRng,
    report: &mut Report,
) {
    let ours = side_of(game.get(), searcher);
    // The seats that chose to wait, one bit each.
    let mut waiting = 0u64;
    for _ in 0..10_000 {
        if game.get().score().is_some() {
            break;
        }
        // A seat that chose to wait lets the others act until something changes.
        let Some(seat) = search::anyone(game.get(), rng) else {
            break;
        };
        let seat = if waiting & (1 << seat) != 0 {
            match game
                .get()
                .to_act()
                .into_iter()
                .find(|&s| waiting & (1 << s) == 0)
            {
                Some(other) => other,
                None => break,
            }
        } else {
            seat
        };
        let mv = if ours & 1 << seat != 0 {
            let many = game.get().legal(seat).len() > 1;
            let start = Instant::now();
            let mv = a.choose(game.get(), seat, rng);
            if many {
                report.decisions += 1;
                report.times.push(start.elapsed());
            }
            mv
        } else {
            opponents.choose(game.get(), seat, rng)
        };
        let Some(mv) = mv else {
            if !game.get().legal(seat).is_empty() {
                waiting |= 1 << seat;
                continue;
            }
            break;
        };
        waiting = 0;
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
        all.in_matches.add(&r.in_matches);
        if let Some(b) = &r.b {
            all.b.get_or_insert_with(SeatReport::default).add(b);
        }
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

    /// A player at `level` spending exactly `playouts` per decision.
    fn side(level: Level, playouts: u32) -> Side {
        Side::level(level, deterministic(playouts))
    }

    #[test]
    fn a_duel_counts_every_deal_it_plays() {
        let spec = crate::registry::spec("boehmischer_schneider").unwrap();
        let r = duel(spec, side(Level::Strong, 20), Opponents::Random, 0, 4, 1);
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
            let spec = crate::registry::spec(id).unwrap();
            let r = duel_matches(spec, side(Level::Random, 20), Opponents::Random, 0, 6, 3);
            assert_eq!(r.deals, 6, "{id}: every match is decided");
            assert_eq!(r.won + r.lost, 6, "{id}: a match has a winner");
            assert_eq!((r.seats[0].deals, r.seats[1].deals), (3, 3), "{id}");
            assert_eq!(r.seats[0].score + r.seats[1].score, r.score, "{id}");
            let json = r.json();
            assert_eq!(json["matches"], 6, "{id}");
            assert!(json["search_share_of_decided_matches"].is_number(), "{id}");
            assert_eq!(
                json["deals"], r.in_matches.deals,
                "{id}: the deals inside them"
            );
            assert!(r.in_matches.deals >= 6, "{id}");
            assert!(
                r.in_matches.won + r.in_matches.lost <= r.in_matches.deals,
                "{id}"
            );
        }
        // Random against random, the first seat's Partien won and lost balance out over many.
        let spec = crate::registry::spec("imperial").unwrap();
        let r = duel_matches(spec, side(Level::Random, 20), Opponents::Random, 0, 200, 1);
        assert_eq!(r.won + r.lost, 200);
        assert!(
            (70..=130).contains(&r.won),
            "{} of 200 won at random",
            r.won
        );
    }

    #[test]
    fn a_deal_is_won_by_the_seat_that_fared_better() {
        let mut r = Report {
            seats: vec![SeatReport::default(); 2],
            b: Some(SeatReport::default()),
            ..Report::default()
        };
        // Piquemedrille's scores: thrown in, both paid the stake; a Remise of a Frage, the
        // declarer (seat 1) paying the plate, the other at nothing; a Solo made.
        for scores in [[-1, -1], [0, -5], [-4, 2]] {
            r.count(0, 0, 0b01, &scores, |seat| scores[seat] as f64, None);
        }
        assert_eq!((r.deals, r.won, r.lost, r.score), (3, 1, 1, -5));
        let b = r.b.unwrap();
        assert_eq!((b.deals, b.won, b.lost, b.score), (3, 1, 1, -4));
        // Where the scores add up to nothing, the sign of the seat's own.
        let mut r = Report {
            seats: vec![SeatReport::default(); 3],
            ..Report::default()
        };
        r.count(
            1,
            1,
            0b010,
            &[6, -3, -3],
            |seat| [6.0, -3.0, -3.0][seat],
            None,
        );
        r.count(
            1,
            1,
            0b010,
            &[-2, 1, 1],
            |seat| [-2.0, 1.0, 1.0][seat],
            None,
        );
        assert_eq!((r.won, r.lost), (1, 1));
    }

    #[test]
    fn a_duel_tells_each_seat_apart() {
        let spec = crate::registry::spec("bassette").unwrap();
        let r = duel(spec, side(Level::Strong, 20), Opponents::Random, 0, 6, 1);
        assert_eq!(r.seats.len(), 2);
        assert_eq!((r.seats[0].deals, r.seats[1].deals), (3, 3));
        assert_eq!(r.seats[0].score + r.seats[1].score, r.score);
        // As a punter it stakes in its style (Bassette's computer, #42).
        assert!(
            r.seats[1].won + r.seats[1].lost > 0,
            "as a punter it stakes"
        );
        let json = r.json();
        assert_eq!(json["search_by_seat"][1]["deals"], 3);
        assert_eq!(json["deals"], 6);
        let baseline = duel(spec, side(Level::Random, 20), Opponents::Random, 0, 6, 1);
        assert_eq!(baseline.deals, 6);
    }

    #[test]
    fn partners_are_one_side_of_a_duel() {
        let spec = crate::registry::spec("bauernschnapsen").unwrap();
        let b = Opponents::Player(side(Level::Random, 1));
        let r = duel(spec, side(Level::Easy, 1), b, 0, 3, 1);
        assert_eq!(r.deals, 6, "three deals, A on each side once");
        let counted: Vec<u64> = r.seats.iter().map(|s| s.deals).collect();
        assert_eq!(counted, [3, 3, 0, 0], "under each side's first seat");
        let theirs = r.b.clone().expect("player B's side");
        assert_eq!(theirs.deals, 12, "B holds the other side's two seats");
        assert_eq!((theirs.won, theirs.lost), (2 * r.lost, 2 * r.won));
        assert_eq!(r.json()["a_by_seat"].as_array().unwrap().len(), 2);
        let alone = duel(spec, side(Level::Easy, 1), Opponents::Random, 0, 4, 1);
        assert_eq!((alone.seats[0].deals, alone.seats[1].deals), (2, 2));
    }

    #[test]
    fn a_head_to_head_duel_plays_each_deal_with_the_seats_swapped() {
        let spec = crate::registry::spec("boehmischer_schneider").unwrap();
        let b = Opponents::Player(side(Level::Strong, 5));
        let r = duel(spec, side(Level::Strong, 20), b, 0, 5, 2);
        assert_eq!(r.deals, 10, "five deals, each twice");
        assert_eq!((r.seats[0].deals, r.seats[1].deals), (5, 5));
        let theirs = r.b.clone().expect("player B's side");
        assert_eq!(theirs.deals, 10);
        assert_eq!(
            (theirs.won, theirs.lost),
            (r.lost, r.won),
            "one wins what the other loses"
        );
        assert_eq!(theirs.score, -r.score);
        // Budgets of playouts only: the same seed plays the same games.
        let again = duel(spec, side(Level::Strong, 20), b, 0, 5, 2);
        assert_eq!(
            (again.won, again.score, again.b),
            (r.won, r.score, r.b.clone())
        );
        // Split among threads, the same deals.
        let split = merge(vec![
            duel(spec, side(Level::Strong, 20), b, 0, 2, 2),
            duel(spec, side(Level::Strong, 20), b, 2, 3, 2),
        ]);
        assert_eq!((split.won, split.score, &split.b), (r.won, r.score, &r.b));
        let json = r.json();
        assert_eq!(json["deals"], 10);
        assert!(json["a_share_of_decided_deals"].is_number());
        assert!(json["b_average_score_per_deal"].is_number());
        assert!(json.get("search_won").is_none());
    }

    #[test]
    fn a_games_own_players_play_by_name() {
        let schnapsen = crate::registry::spec("schnapsen").unwrap();
        assert_eq!(
            Player::named(schnapsen, "Strong"),
            Ok(Player::Level(Level::Strong))
        );
        assert_eq!(Player::named(schnapsen, "RDEEP"), Ok(Player::Own("rdeep")));
        assert_eq!(
            Player::named(schnapsen, "mcts").unwrap().to_string(),
            "mcts"
        );
        let err = Player::named(schnapsen, "bully").unwrap_err();
        assert!(
            err.contains(
                "random, easy, strong, search, tree, flat, seer, oracle, hands, rdeep, mcts"
            ),
            "{err}"
        );
        let elfern = crate::registry::spec("elfern").unwrap();
        let err = Player::named(elfern, "rdeep").unwrap_err();
        assert!(
            err.ends_with("(random, easy, strong, search, tree, flat, seer, oracle, hands)"),
            "{err}"
        );
        assert_eq!(Player::named(elfern, "Tree"), Ok(Player::Own("tree")));
        // The rival plays whole deals against a level, each deal with the seats swapped.
        let rdeep = Opponents::Player(Side {
            player: Player::Own("rdeep"),
            budget: deterministic(1),
        });
        let r = duel(schnapsen, side(Level::Easy, 1), rdeep, 0, 3, 3);
        assert_eq!(r.deals, 6);
        let theirs = r.b.clone().expect("player B's side");
        assert_eq!((theirs.won, theirs.lost), (r.lost, r.won));
        let again = duel(schnapsen, side(Level::Easy, 1), rdeep, 0, 3, 3);
        assert_eq!((again.won, again.score, again.b), (r.won, r.score, r.b));
    }

    #[test]
    fn a_much_larger_budget_beats_a_tiny_one() {
        let spec = crate::registry::spec("elfern").unwrap();
        let tiny = Opponents::Player(side(Level::Strong, 1));
        let r = duel(spec, side(Level::Strong, 60), tiny, 0, 20, 1);
        assert_eq!(r.deals, 40);
        assert!(r.won > 2 * r.lost, "{} won, {} lost", r.won, r.lost);
    }

    #[test]
    fn a_head_to_head_match_duel_counts_each_seating() {
        let spec = crate::registry::spec("imperial").unwrap();
        let b = Opponents::Player(side(Level::Random, 1));
        let r = duel_matches(spec, side(Level::Random, 1), b, 0, 3, 4);
        assert_eq!(r.deals, 6, "three matches, each twice");
        assert_eq!(r.won + r.lost, 6, "a match has a winner");
        let theirs = r.b.as_ref().expect("player B's side");
        assert_eq!((theirs.won, theirs.lost), (r.lost, r.won));
        assert_eq!(r.json()["matches"], 6);
    }
}
