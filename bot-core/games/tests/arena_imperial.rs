//! Measures Impérial's computer player against random play, in release and on one thread:
//!
//! `DEALS=2000 cargo test --release -p bummerl-games --test arena_imperial -- --ignored --nocapture`
//!
//! It prints the searcher's share of the decided deals, its average score per deal, the decision
//! times (p50, p95) and the same deals between two random players (the baseline, near 50 %).
//! `DEALS` (default 400), `FIRST` (default 0: the first deal's number, so that several runs can
//! share deals) and `SEED` (default 1) choose the deals; `PLAYOUTS` (default the budget's 2,000)
//! caps the playouts of a decision and `MS` (default 30) its time. Ignored: it takes minutes.

use bummerl_games::arena::duel;
use bummerl_games::search::{self, Budget, Level};
use rand::SeedableRng;
use rand::rngs::SmallRng;

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The share of decided deals that seat `deal % 2` wins when both seats play at random.
fn random_baseline(first: u64, deals: u64, seed: u64) -> f64 {
    let spec = bummerl_games::spec("imperial").unwrap();
    let rules = spec.rules(&serde_json::Map::new()).unwrap();
    let (mut won, mut lost) = (0u64, 0u64);
    for deal in first..first + deals {
        let mut rng = SmallRng::seed_from_u64(seed ^ deal.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let mut game = (spec.new_match)(2, &rules, &mut rng).unwrap();
        let seat = (deal % 2) as usize;
        while game.get().result().is_none() {
            let actor = search::anyone(game.get(), &mut rng).unwrap();
            let mv = search::random_move(game.get(), actor, &mut rng).unwrap();
            game.get_mut().apply(actor, &mv).unwrap();
        }
        let value = game.get().value(seat);
        won += u64::from(value > 0.0);
        lost += u64::from(value < 0.0);
    }
    won as f64 / (won + lost) as f64
}

#[test]
#[ignore]
fn imperial_search_against_random_play() {
    let deals = env("DEALS", 400);
    let first = env("FIRST", 0);
    let seed = env("SEED", 1);
    let budget = Budget {
        playouts: env("PLAYOUTS", u64::from(Budget::default().playouts)) as u32,
        time: std::time::Duration::from_millis(env("MS", 30)),
    };
    let spec = bummerl_games::spec("imperial").unwrap();
    let r = duel(spec, Level::Search, first, deals, seed, budget);
    let ms = |q: f64| r.quantile(q).as_secs_f64() * 1000.0;
    println!(
        "imperial: deals {} won {} lost {} share {:.3} average {:.3} decisions {} p50 {:.1} ms p95 {:.1} ms",
        r.deals,
        r.won,
        r.lost,
        r.share(),
        r.average(),
        r.decisions,
        ms(0.5),
        ms(0.95),
    );
    println!(
        "random against random: share {:.3}",
        random_baseline(first, deals, seed)
    );
}
