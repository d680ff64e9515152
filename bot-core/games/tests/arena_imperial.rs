//! Measures Impérial's computer player against random play, in release and on one thread:
//!
//! `DEALS=2000 cargo test --release -p bummerl-games --test arena_imperial -- --ignored --nocapture`
//!
//! It prints the searcher's share of the decided deals, its average score per deal, the decision
//! times (p50, p95) and the same deals between two random players (the baseline, near 50 %).
//! `DEALS` (default 400), `FIRST` (default 0: the first deal's number, so that several runs can
//! share deals) and `SEED` (default 1) choose the deals; `PLAYOUTS` (default the budget's 50,000)
//! caps the playouts of a decision and `MS` (default 30) its time; `MATCHES=1` plays whole
//! Partien instead of deals (`DEALS` of them). Ignored: it takes minutes.

use bummerl_games::GameSpec;
use bummerl_games::Level;
use bummerl_games::arena::{Opponents, Report, Side, duel, duel_matches};
use bummerl_games::search::Budget;

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
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
    type Duel = fn(&GameSpec, Side, Opponents, u64, u64, u64) -> Report;
    let (play, unit): (Duel, &str) = if env("MATCHES", 0) == 1 {
        (duel_matches, "partien")
    } else {
        (duel, "deals")
    };
    let against_random = |level| {
        let side = Side::level(level, budget);
        play(spec, side, Opponents::Random, first, deals, seed)
    };
    let r = against_random(Level::Strong);
    let ms = |q: f64| r.quantile(q).as_secs_f64() * 1000.0;
    println!(
        "imperial: {unit} {} won {} lost {} share {:.3} average {:.3} decisions {} p50 {:.1} ms p95 {:.1} ms",
        r.deals,
        r.won,
        r.lost,
        r.share(),
        r.average(),
        r.decisions,
        ms(0.5),
        ms(0.95),
    );
    let baseline = against_random(Level::Random);
    println!("random against random: share {:.3}", baseline.share());
}
