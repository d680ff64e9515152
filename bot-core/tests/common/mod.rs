//! Helpers shared by the integration tests: house rules drawn at random, so that the random
//! games cover every switch.
#![allow(dead_code)] // each test file uses some of them

use bot_core::rules::bauern;
use bot_core::rules::{HouseRules, Variant};
use rand::Rng;
use rand::rngs::SmallRng;

/// Two-player house rules for `variant` with every switch drawn at random (claims made
/// automatically only now and then, so that games run long).
pub fn random_rules(rng: &mut SmallRng, variant: Variant) -> HouseRules {
    let mut rules = HouseRules::for_variant(variant);
    rules.exchange_first_lead = rng.random();
    rules.exchange_last_pair = rng.random();
    rules.close_first_lead = rng.random();
    rules.auto_claim = rng.random_bool(0.2);
    rules.forced_rob = rng.random();
    rules.black_close_penalty = rng.random_range(2..=4);
    rules
}

/// Bauernschnapsen house rules with every switch drawn at random.
pub fn random_bauern_rules(rng: &mut SmallRng) -> bauern::HouseRules {
    bauern::HouseRules {
        rufer_stichzwang: rng.random_bool(0.3),
        undertrump: rng.random_bool(0.7),
        kontra_after_bidding: rng.random_bool(0.7),
        herrengangl: rng.random_bool(0.8),
        discards_to_defenders: rng.random_bool(0.3),
        bummerl_all_above_zero: rng.random_bool(0.3),
        retourschneider: rng.random_bool(0.3),
        auto_claim: rng.random_bool(0.2),
        show_own_points: true,
    }
}
