//! `bummerl arena`: two computer players over many deals, printing one JSON line.
//!
//! Every deal is played twice, once with player A as forehand and once with B, so that the luck
//! of the cards cancels out in the game counts.
//!
//! Bummerl are formed from the same games in two series. Series one starts with B dealing (A is
//! forehand in deal 0), series two with A dealing. Each series takes the deals in order and, for
//! each deal, the one of its two games whose seating follows the variant's dealing rule: in
//! Schnapsen the dealer alternates (so series two is series one with the seats swapped); in
//! Sechsundsechzig and Schnorps the winner of a game deals the next, and after a tie the dealer
//! deals again. Along a series the game points (Marken in Schnorps) are struck off a Bummerl from
//! 7; when it ends the winner is counted and a new one starts. A tie doubles the points of the
//! next decided game (a second tie doubles again), as the match rules of those variants say. A
//! Bummerl still running when the deals run out is reported as unfinished.

use std::fmt;
use std::str::FromStr;
use std::time::Instant;

use bot_core::ai::rivals::Rival;
use bot_core::ai::{Budget, Player};
use bot_core::games::Level;
use bot_core::games::arena::{Opponents, Side};
use bot_core::rules::{Action, Bummerl, Game, HouseRules, Outcome, PlayerView, Seat, Variant};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use serde_json::{Value, json};

/// Who plays: one of our levels, or a re-implemented outside program ([`Rival`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contender {
    /// A level of our computer player.
    Level(Level),
    /// A rival program.
    Rival(Rival),
}

impl fmt::Display for Contender {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Contender::Level(level) => level.fmt(f),
            Contender::Rival(rival) => rival.fmt(f),
        }
    }
}

impl FromStr for Contender {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.parse()
            .map(Contender::Level)
            .or_else(|_| s.parse().map(Contender::Rival))
            .map_err(|_| format!("unknown player {s:?} (random, easy, strong, rdeep, mcts)"))
    }
}

/// A contender at a table, with its own random stream.
enum Seated {
    Level(Player),
    Rival(Rival, SmallRng),
}

impl Seated {
    fn new(who: Contender, budget: Budget, seed: u64) -> Seated {
        match who {
            Contender::Level(level) => Seated::Level(Player::with_budget(level, budget, seed)),
            Contender::Rival(rival) => Seated::Rival(rival, SmallRng::seed_from_u64(seed)),
        }
    }

    fn decide(&mut self, view: &PlayerView) -> Option<Action> {
        match self {
            Seated::Level(player) => player.decide(view).map(|d| d.action),
            Seated::Rival(rival, rng) => rival.decide(view, rng),
        }
    }
}

/// What to play.
#[derive(Clone, Debug)]
pub struct Config {
    /// Player A.
    pub a: Contender,
    /// Player B.
    pub b: Contender,
    /// Deals (each played twice).
    pub deals: u64,
    /// The seed of the deals and of the players.
    pub seed: u64,
    /// The variant.
    pub variant: Variant,
    /// The strong players' budget.
    pub budget: Budget,
    /// Worker threads (results do not depend on it; timings may).
    pub threads: usize,
}

/// One played game: who won and the time of each decision.
struct Played {
    outcome: Outcome,
    /// Player A's seat.
    a_seat: Seat,
    /// Decision times in milliseconds, for A and for B.
    ms: [Vec<f64>; 2],
}

impl Played {
    /// The winning player: 0 for A, 1 for B, `None` for a tie.
    fn winner(&self) -> Option<usize> {
        self.outcome
            .winner
            .map(|w| if w == self.a_seat { 0 } else { 1 })
    }
}

/// A seed for each (deal, purpose), independent of the order games are played in.
fn mix(seed: u64, deal: u64, purpose: u64) -> u64 {
    let mut z = seed
        ^ deal.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ purpose.wrapping_mul(0xD1B5_4A32_D192_ED03);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn play(cfg: &Config, deal: u64, a_forehand: bool) -> Played {
    let rules = HouseRules::for_variant(cfg.variant);
    let mut game = Game::shuffled(
        cfg.variant,
        rules,
        &mut SmallRng::seed_from_u64(mix(cfg.seed, deal, 0)),
    );
    let a_seat = if a_forehand {
        Seat::FOREHAND
    } else {
        Seat::DEALER
    };
    let orientation = u64::from(a_forehand);
    let mut players = [
        Seated::new(cfg.a, cfg.budget, mix(cfg.seed, deal, 1 + 2 * orientation)),
        Seated::new(cfg.b, cfg.budget, mix(cfg.seed, deal, 2 + 2 * orientation)),
    ];
    let names = [cfg.a, cfg.b];
    let mut ms = [Vec::new(), Vec::new()];
    while let Some(seat) = game.to_act() {
        let who = usize::from(seat != a_seat);
        let view = game.view(seat);
        let started = Instant::now();
        let action = players[who]
            .decide(&view)
            .expect("the seat to act gets a decision");
        ms[who].push(started.elapsed().as_secs_f64() * 1000.0);
        if let Err(refusal) = game.apply(seat, action) {
            panic!(
                "{} player chose the illegal {action} ({refusal}) in deal {deal}",
                names[who]
            );
        }
    }
    Played {
        outcome: *game.outcome().expect("played to the end"),
        a_seat,
        ms,
    }
}

/// Bummerl won in one series of games, in player order A, B, with Schneider-Bummerl and the
/// unfinished one at the end.
#[derive(Default)]
struct Series {
    won: [u64; 2],
    schneider: [u64; 2],
    unfinished: u64,
}

fn series(cfg: &Config, games: &[[Played; 2]], a_deals_first: bool, out: &mut Series) {
    let mut a_deals = a_deals_first;
    let mut bummerl = Bummerl::new(2);
    let mut factor = 1u8;
    let mut running = false;
    for pair in games {
        // pair[0]: A is forehand (B deals); pair[1]: A deals.
        let game = &pair[usize::from(a_deals)];
        running = true;
        match game.winner() {
            Some(w) => {
                bummerl.record(&[w], game.outcome.game_points.saturating_mul(factor));
                factor = 1;
                if cfg.variant.winner_deals() {
                    a_deals = w == 0;
                } else {
                    a_deals = !a_deals;
                }
            }
            None => {
                factor = factor.saturating_mul(2);
                if !cfg.variant.winner_deals() {
                    a_deals = !a_deals;
                }
            }
        }
        if let Some(result) = bummerl.result() {
            let loser = result.losers[0];
            out.won[1 - loser] += 1;
            if result.schneider {
                out.schneider[1 - loser] += 1;
            }
            bummerl = Bummerl::new(2);
            running = false;
        }
    }
    out.unfinished += u64::from(running);
}

fn stats(ms: &mut [f64]) -> Value {
    if ms.is_empty() {
        return json!({"mean": 0.0, "p95": 0.0, "max": 0.0, "decisions": 0});
    }
    ms.sort_by(f64::total_cmp);
    let mean = ms.iter().sum::<f64>() / ms.len() as f64;
    let p95 = ms[((ms.len() as f64 * 0.95).ceil() as usize).clamp(1, ms.len()) - 1];
    let round = |x: f64| (x * 1000.0).round() / 1000.0;
    json!({
        "mean": round(mean),
        "p95": round(p95),
        "max": round(ms[ms.len() - 1]),
        "decisions": ms.len(),
    })
}

/// Plays the arena and returns its JSON report.
pub fn run(cfg: &Config) -> Value {
    let started = Instant::now();
    let threads = cfg.threads.max(1);
    let mut games: Vec<Option<[Played; 2]>> = (0..cfg.deals).map(|_| None).collect();
    std::thread::scope(|scope| {
        let chunks: Vec<_> = games
            .chunks_mut(cfg.deals.div_ceil(threads as u64).max(1) as usize)
            .enumerate()
            .collect();
        let per = cfg.deals.div_ceil(threads as u64).max(1);
        for (i, chunk) in chunks {
            scope.spawn(move || {
                for (j, slot) in chunk.iter_mut().enumerate() {
                    let deal = i as u64 * per + j as u64;
                    *slot = Some([play(cfg, deal, true), play(cfg, deal, false)]);
                }
            });
        }
    });
    let games: Vec<[Played; 2]> = games.into_iter().map(|g| g.expect("played")).collect();
    let mut won = [0u64; 2];
    let mut ties = 0u64;
    let mut points = [0u64; 2];
    let mut ms: [Vec<f64>; 2] = [Vec::new(), Vec::new()];
    for g in games.iter().flatten() {
        match g.winner() {
            Some(w) => {
                won[w] += 1;
                points[w] += u64::from(g.outcome.game_points);
            }
            None => ties += 1,
        }
        for (all, mine) in ms.iter_mut().zip(&g.ms) {
            all.extend_from_slice(mine);
        }
    }
    let mut bummerl = Series::default();
    series(cfg, &games, false, &mut bummerl);
    series(cfg, &games, true, &mut bummerl);
    let total = (games.len() * 2) as f64;
    let [ms_a, ms_b] = &mut ms;
    json!({
        "variant": cfg.variant.name(),
        "a": cfg.a.to_string(),
        "b": cfg.b.to_string(),
        "deals": cfg.deals,
        "games": games.len() * 2,
        "seed": cfg.seed,
        "games_won": {"a": won[0], "b": won[1], "tie": ties},
        "a_game_share": if total > 0.0 { (won[0] as f64 / total * 10000.0).round() / 10000.0 } else { 0.0 },
        "game_points": {"a": points[0], "b": points[1]},
        "bummerl_won": {"a": bummerl.won[0], "b": bummerl.won[1], "unfinished": bummerl.unfinished},
        "schneider_bummerl_won": {"a": bummerl.schneider[0], "b": bummerl.schneider[1]},
        "ms_per_decision": {"a": stats(ms_a), "b": stats(ms_b)},
        "seconds": (started.elapsed().as_secs_f64() * 100.0).round() / 100.0,
    })
}

/// `bummerl arena --game ID`: the searching player `a` of a registry game (or, at level
/// random, a random one: the baseline) against `opponents` — random play, or player B head to
/// head — over `deals` deals split among `threads` threads, as one JSON line: its averages per
/// deal overall and seat by seat (and B's), with `level` and `budget` A's and `b_level` and
/// `b_budget` B's; with `matches`, whole matches instead of deals
/// ([`bot_core::games::arena::duel_matches`]).
pub fn games(
    game: bot_core::games::GameId,
    a: Side,
    opponents: Opponents,
    deals: u64,
    seed: u64,
    threads: usize,
    matches: bool,
) -> Value {
    use bot_core::games::arena;
    let duel = if matches {
        arena::duel_matches
    } else {
        arena::duel
    };
    let threads = threads.max(1) as u64;
    let per = deals.div_ceil(threads);
    let started = Instant::now();
    let reports = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let first = t * per;
                let count = per.min(deals.saturating_sub(first));
                s.spawn(move || duel(game.spec(), a, opponents, first, count, seed))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a duel thread"))
            .collect()
    });
    let budget = |side: Side| {
        let ms = side.budget.time.as_millis() as u64;
        json!({"playouts": side.budget.playouts, "ms": ms})
    };
    let mut out = arena::merge(reports).json();
    out["game"] = json!(game.id());
    out["level"] = json!(a.level);
    out["budget"] = budget(a);
    if let Opponents::Player(b) = opponents {
        out["b_level"] = json!(b.level);
        out["b_budget"] = budget(b);
    }
    out["seconds"] = json!((started.elapsed().as_secs_f64() * 10.0).round() / 10.0);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_arena_counts_deals_or_whole_matches() {
        use bot_core::games::GameId;
        use bot_core::games::{Level, search::deterministic};
        let game = GameId::of("boehmischer_schneider").unwrap();
        let a = Side {
            level: Level::Strong,
            budget: deterministic(10),
        };
        let deals = games(game, a, Opponents::Random, 4, 1, 2, false);
        assert_eq!(deals["deals"], 4);
        assert!(deals.get("matches").is_none());
        assert!(deals.get("b_level").is_none());
        let matches = games(game, a, Opponents::Random, 4, 1, 2, true);
        assert_eq!(matches["matches"], 4);
        let won = matches["search_won"].as_u64().unwrap();
        let lost = matches["search_lost"].as_u64().unwrap();
        assert_eq!(won + lost, 4, "a match always has a winner: {matches}");
        assert!(matches["search_share_of_decided_matches"].is_number());
    }

    #[test]
    fn a_game_arena_plays_two_budgets_head_to_head() {
        use bot_core::games::GameId;
        use bot_core::games::{Level, search::deterministic};
        let game = GameId::of("boehmischer_schneider").unwrap();
        let side = |playouts| Side {
            level: Level::Strong,
            budget: deterministic(playouts),
        };
        let out = games(game, side(10), Opponents::Player(side(2)), 3, 1, 2, false);
        assert_eq!(out["deals"], 6, "each deal twice, the seats swapped: {out}");
        assert_eq!(out["b_budget"]["playouts"], 2);
        assert_eq!(out["budget"]["playouts"], 10);
        let [a_won, a_lost, b_won, b_lost] =
            ["a_won", "a_lost", "b_won", "b_lost"].map(|k| out[k].as_u64().unwrap());
        assert_eq!((a_won, a_lost), (b_lost, b_won), "{out}");
        assert!(out.get("search_won").is_none());
    }

    #[test]
    fn contenders_are_levels_or_rivals() {
        assert_eq!("easy".parse(), Ok(Contender::Level(Level::Easy)));
        assert_eq!("RDEEP".parse(), Ok(Contender::Rival(Rival::Rdeep)));
        assert_eq!(Contender::Rival(Rival::Mcts).to_string(), "mcts");
        let err = "bully".parse::<Contender>().unwrap_err();
        assert!(err.contains("rdeep"), "{err}");
    }

    #[test]
    fn a_rival_plays_whole_games_in_the_arena() {
        let cfg = Config {
            a: Contender::Level(Level::Easy),
            b: Contender::Rival(Rival::Rdeep),
            deals: 6,
            seed: 3,
            variant: Variant::Schnapsen,
            budget: Budget::SMALL,
            threads: 2,
        };
        let report = run(&cfg);
        assert_eq!(report["b"], "rdeep");
        assert_eq!(report["games"], 12);
        let won = &report["games_won"];
        let total = ["a", "b", "tie"].map(|k| won[k].as_u64().unwrap());
        assert_eq!(total.iter().sum::<u64>(), 12, "{report}");
        // Same seed, same games: the rival is repeatable too.
        assert_eq!(run(&cfg)["game_points"], report["game_points"]);
    }
}
