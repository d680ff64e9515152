//! `bummerl bench …`: throughput measurements that print one JSON line.

use std::time::Instant;

use bot_core::rules::{HouseRules, Variant};
use bot_core::simulate::random_game;
use rand::SeedableRng;
use rand::rngs::SmallRng;
use serde_json::json;

/// `bummerl bench engine`: plays `games` complete random games single-threaded.
pub fn engine(games: u64, variant: Variant, seed: u64) -> serde_json::Value {
    let rules = HouseRules::for_variant(variant);
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut actions = 0u64;
    let start = Instant::now();
    for _ in 0..games {
        let (_, n) = random_game(variant, rules, &mut rng);
        actions += u64::from(n);
    }
    let seconds = start.elapsed().as_secs_f64();
    json!({
        "variant": variant.name(),
        "games": games,
        "actions": actions,
        "seconds": seconds,
        "games_per_sec": games as f64 / seconds,
    })
}
