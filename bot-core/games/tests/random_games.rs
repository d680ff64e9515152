//! Property tests over thousands of seeded random games of every variant: every legal action
//! applies, every other action is refused and changes nothing, the pack is accounted for at every
//! step, the strict phase holds against an independent reference, points and game points add up,
//! views hide what they must, and a game rebuilt from a view matches the real one.

use bummerl_games::schnapsen::rules::{
    Action, Card, CardSet, Game, HouseRules, Reason, Seat, Suit, Variant, WINNING_POINTS,
};
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// Every action there could be in a variant: each card of the pack, each marriage, the rest.
fn all_actions(variant: Variant) -> Vec<Action> {
    let mut all: Vec<Action> = variant.pack().iter().map(Action::Play).collect();
    all.extend(Suit::ALL.map(Action::Announce));
    all.extend([Action::Exchange, Action::Close, Action::Claim]);
    all
}

/// The strict-phase order written out independently of the engine: head the trick in the suit
/// led, else follow, else trump, else anything.
fn strict_ok(hand: CardSet, led: Card, played: Card, trump: Suit) -> bool {
    let rank = |c: Card| c.rank() as u8;
    let same = |c: Card| c.suit() == led.suit();
    let higher = hand.iter().any(|c| same(c) && rank(c) > rank(led));
    if higher {
        return same(played) && rank(played) > rank(led);
    }
    if hand.iter().any(same) {
        return same(played);
    }
    if hand.iter().any(|c| c.suit() == trump) {
        return played.suit() == trump;
    }
    true
}

fn play_checked_game(variant: Variant, seed: u64) -> Result<(), TestCaseError> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let rules = HouseRules::random(&mut rng, variant);
    let mut game = Game::shuffled(variant, rules, &mut rng);
    let actions = all_actions(variant);
    while let Some(seat) = game.to_act() {
        prop_assert_eq!(game.check(), Ok(()));
        let legal = game.legal_actions();
        prop_assert!(!legal.is_empty());
        // Every action outside the legal set is refused and changes nothing.
        for &action in &actions {
            if !legal.contains(action) {
                let before = game;
                prop_assert!(game.apply(seat, action).is_err(), "{} applied", action);
                prop_assert_eq!(game, before);
            }
        }
        // The seat not to act is always refused.
        let before = game;
        prop_assert!(game.apply(seat.other(), legal.nth(0).unwrap()).is_err());
        prop_assert_eq!(game, before);
        // Views: nobody sees the other's hand; a game rebuilt from a view matches.
        for s in [Seat::FOREHAND, Seat::DEALER] {
            let view = game.view(s);
            prop_assert_eq!(view.hand, game.hand(s));
            let hidden = game.hand(s.other());
            prop_assert!(hidden.is_superset(view.public.shown[s.other()]));
            prop_assert!((view.unseen() | view.public.shown[s.other()]).is_superset(hidden));
            prop_assert!((view.unseen() & view.hand).is_empty());
            let face_down: Vec<Card> = game
                .talon_cards()
                .take(game.talon_len().saturating_sub(1))
                .collect();
            let rebuilt = Game::from_view(&view, hidden, &face_down);
            prop_assert!(rebuilt.is_ok(), "{:?}", rebuilt.err());
            prop_assert_eq!(rebuilt.unwrap().view(s), view);
        }
        let action = legal.nth(rng.random_range(0..legal.len())).unwrap();
        if let (Action::Play(card), Some(led), true) = (action, game.lead(), game.is_strict()) {
            prop_assert!(strict_ok(game.hand(seat), led, card, game.trump()));
        }
        prop_assert!(game.apply(seat, action).is_ok());
    }
    prop_assert_eq!(game.check(), Ok(()));
    let outcome = *game.outcome().unwrap();
    prop_assert!(game.legal_actions().is_empty());
    let played_out = (0..2).all(|s| game.hand(Seat::new(s, 2).unwrap()).is_empty());
    let tricks: CardSet = (0..2).fold(CardSet::EMPTY, |set, s| {
        set | game.takings(Seat::new(s, 2).unwrap()).won
    });
    if played_out {
        // After a closed talon its cards stay unplayed; otherwise every card is in a trick.
        let talon: CardSet = game.talon_cards().collect();
        prop_assert_eq!(tricks | talon, variant.pack());
        let card_points: u16 = (0..2)
            .map(|s| game.takings(Seat::new(s, 2).unwrap()).card_points)
            .sum();
        let bonus = if variant.last_trick_bonus() && game.closing().is_none() {
            10
        } else {
            0
        };
        prop_assert_eq!(card_points, tricks.points() + bonus);
        if game.closing().is_none() {
            prop_assert_eq!(card_points, 120 + bonus);
        }
    }
    match outcome.winner {
        None => {
            prop_assert_eq!(outcome.reason, Reason::Tie);
            prop_assert!(variant.can_tie());
            prop_assert_eq!(outcome.points.0, [65, 65]);
            prop_assert_eq!(outcome.game_points, 0);
        }
        Some(winner) => {
            prop_assert!(outcome.reason != Reason::Tie);
            let range = match variant {
                Variant::Schnapsen => 1..=3,
                Variant::Sechsundsechzig => 1..=rules.black_close_penalty.max(3),
                Variant::Schnorps => 1..=8,
            };
            prop_assert!(range.contains(&outcome.game_points), "{:?}", outcome);
            if outcome.reason == Reason::Claim {
                prop_assert!(outcome.points[winner] >= WINNING_POINTS);
            }
            if outcome.reason == Reason::FalseClaim {
                prop_assert!(outcome.points[winner.other()] < WINNING_POINTS);
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn schnapsen_random_games(seed in any::<u64>()) {
        play_checked_game(Variant::Schnapsen, seed)?;
    }

    #[test]
    fn sechsundsechzig_random_games(seed in any::<u64>()) {
        play_checked_game(Variant::Sechsundsechzig, seed)?;
    }

    #[test]
    fn schnorps_random_games(seed in any::<u64>()) {
        play_checked_game(Variant::Schnorps, seed)?;
    }
}
