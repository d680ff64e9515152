//! Whole random games: the workload of the engine benchmark and of the property tests.

use rand::Rng;

use crate::rules::{Game, HouseRules, Outcome, Variant};

/// Deals a game and plays it to the end with every action drawn uniformly from the legal actions
/// (announcements, exchanges, closes and claims included). Returns the outcome and the number of
/// actions applied.
pub fn random_game(variant: Variant, rules: HouseRules, rng: &mut impl Rng) -> (Outcome, u32) {
    let mut game = Game::shuffled(variant, rules, rng);
    let mut actions = 0;
    loop {
        let Some(seat) = game.to_act() else {
            let outcome = *game
                .outcome()
                .expect("a game without a seat to act is over");
            return (outcome, actions);
        };
        let legal = game.legal_actions();
        let action = legal
            .nth(rng.random_range(0..legal.len()))
            .expect("index below len");
        game.apply(seat, action).expect("a legal action applies");
        actions += 1;
    }
}
