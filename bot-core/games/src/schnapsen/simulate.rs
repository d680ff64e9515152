//! Whole random games of the family's engines, for their criterion benchmark and property
//! tests: two-player games, and Bauernschnapsen / Dreierschnapsen.

use rand::Rng;

use super::rules::{Game, HouseRules, Outcome, Seat, Variant, bauern};

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

/// Deals a game of Bauernschnapsen (`N` = 4) or Dreierschnapsen (`N` = 3) and plays it to the end
/// with every action drawn uniformly from the legal actions of all seats together (the seat to
/// act's, and doubles out of turn). Returns the outcome and the number of actions applied.
pub fn random_bauern_game<const N: usize>(
    rules: bauern::HouseRules,
    rng: &mut impl Rng,
) -> (bauern::Outcome<N>, u32) {
    let mut game = bauern::Game::<N>::shuffled(rules, rng);
    let mut actions = 0;
    loop {
        if let Some(outcome) = game.outcome() {
            return (*outcome, actions);
        }
        let legal: [bauern::Legal; N] =
            std::array::from_fn(|i| game.legal_actions(Seat::new(i, N).expect("a seat")));
        let total: usize = legal.iter().map(bauern::Legal::len).sum();
        let mut pick = rng.random_range(0..total);
        for (i, seat_legal) in legal.iter().enumerate() {
            if pick < seat_legal.len() {
                let action = seat_legal.nth(pick).expect("index below len");
                let seat = Seat::new(i, N).expect("a seat");
                game.apply(seat, action).expect("a legal action applies");
                break;
            }
            pick -= seat_legal.len();
        }
        actions += 1;
    }
}
