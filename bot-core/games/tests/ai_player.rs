//! The computer player at every level and in every variant: only legal actions over many random
//! games (with random house rules), claims exactly at 66, the same decisions for the same seed,
//! and decisions that depend on the seat's view only.

use bummerl_games::Level;
use bummerl_games::schnapsen::ai::{self, Budget, Decision, Player, Why};
use bummerl_games::schnapsen::rules::{
    Action, Card, CardSet, Game, HouseRules, Seat, Variant, WINNING_POINTS,
};
use bummerl_games::{replay, search};
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// Plays one game between two players and checks every decision; returns the actions.
fn checked_game(
    variant: Variant,
    levels: [Level; 2],
    budget: Budget,
    seed: u64,
) -> Result<Vec<Action>, TestCaseError> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let rules = HouseRules::random(&mut rng, variant);
    let mut game = Game::shuffled(variant, rules, &mut rng);
    let mut players = levels.map(|level| Player::with_budget(level, budget, rng.random()));
    let mut actions = Vec::new();
    while let Some(seat) = game.to_act() {
        let view = game.view(seat);
        let level = levels[seat.index()];
        let decision = players[seat.index()]
            .decide(&view)
            .expect("the seat to act gets a decision");
        let action = decision.action;
        prop_assert!(
            view.legal.contains(action),
            "{level} chose the illegal {action} ({variant}, seed {seed})"
        );
        if action == Action::Claim {
            prop_assert!(
                view.points >= WINNING_POINTS,
                "{level} claimed with {} ({variant}, seed {seed})",
                view.points
            );
        }
        // Easy and strong claim the moment they may (strong in Schnorps may close first).
        if level != Level::Random && view.legal.claim && view.points >= WINNING_POINTS {
            let schnorps_close =
                level == Level::Strong && variant == Variant::Schnorps && action == Action::Close;
            prop_assert!(
                action == Action::Claim || schnorps_close,
                "{level} did not claim with {}: {action}",
                view.points
            );
            // Closing has its own reason: close, then claim.
            let why = if schnorps_close {
                Why::CloseToClaim
            } else {
                Why::Claim
            };
            prop_assert_eq!(decision.why, why);
        }
        prop_assert!(decision.value.is_finite());
        game.apply(seat, action)
            .map_err(|e| TestCaseError::fail(format!("{action} refused: {e}")))?;
        actions.push(action);
    }
    Ok(actions)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Random and easy, against each other, in every variant.
    #[test]
    fn random_and_easy_play_only_legal_actions(seed in any::<u64>(), v in 0..3usize) {
        let variant = Variant::ALL[v];
        checked_game(variant, [Level::Random, Level::Easy], Budget::SMALL, seed)?;
        checked_game(variant, [Level::Easy, Level::Random], Budget::SMALL, seed)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// Strong (with a small budget) against random and against easy, in every variant.
    #[test]
    fn strong_plays_only_legal_actions(seed in any::<u64>(), v in 0..3usize) {
        let variant = Variant::ALL[v];
        checked_game(variant, [Level::Strong, Level::Random], Budget::SMALL, seed)?;
        checked_game(variant, [Level::Easy, Level::Strong], Budget::SMALL, seed)?;
    }
}

#[test]
fn the_same_seed_gives_the_same_game() {
    for variant in Variant::ALL {
        let levels = [Level::Strong, Level::Random];
        let once = checked_game(variant, levels, Budget::SMALL, 3).unwrap();
        let again = checked_game(variant, levels, Budget::SMALL, 3).unwrap();
        assert_eq!(once, again, "{variant}");
    }
}

#[test]
fn decide_is_a_function_of_view_and_seed() {
    let mut rng = SmallRng::seed_from_u64(8);
    for variant in Variant::ALL {
        let game = Game::shuffled(variant, HouseRules::for_variant(variant), &mut rng);
        let view = game.view(Seat::FOREHAND);
        for level in Level::ALL {
            let a = ai::decide(level, &view, &Budget::SMALL, 99);
            let b = ai::decide(level, &view, &Budget::SMALL, 99);
            assert_eq!(a, b, "{level} {variant}");
        }
        // Not the seat to act: no decision.
        assert_eq!(
            ai::decide(Level::Strong, &game.view(Seat::DEALER), &Budget::SMALL, 1),
            None
        );
    }
}

/// The game with one hidden card of the opponent's swapped with one of the face-down talon and
/// the talon reversed: what `seat` cannot see is different, everything it can see is the same.
fn other_hidden_cards(game: &Game, seat: Seat) -> Option<Game> {
    let view = game.view(seat);
    let opponent = game.hand(seat.other());
    let hidden_in_hand = opponent - view.public.shown[seat.other()];
    let mut face_down: Vec<Card> = game.talon_cards().collect();
    if view.public.trump_card.is_some() {
        face_down.pop();
    }
    let (x, y) = (hidden_in_hand.first()?, *face_down.first()?);
    let mut hand = opponent;
    hand.remove(x);
    hand.insert(y);
    face_down[0] = x;
    face_down.reverse();
    Some(Game::from_view(&view, hand, &face_down).expect("a consistent deal"))
}

#[test]
fn hidden_cards_change_neither_the_view_nor_the_decision() {
    let mut rng = SmallRng::seed_from_u64(21);
    let mut compared = 0;
    for round in 0..60 {
        let variant = Variant::ALL[round % 3];
        let mut game = Game::shuffled(variant, HouseRules::for_variant(variant), &mut rng);
        let steps = rng.random_range(0..12);
        for _ in 0..steps {
            let Some(seat) = game.to_act() else { break };
            let d = ai::decide(Level::Easy, &game.view(seat), &Budget::SMALL, 0).unwrap();
            game.apply(seat, d.action).unwrap();
        }
        let Some(seat) = game.to_act() else { continue };
        let Some(other) = other_hidden_cards(&game, seat) else {
            continue;
        };
        assert_ne!(
            (
                other.hand(seat.other()),
                other.talon_cards().collect::<Vec<_>>()
            ),
            (
                game.hand(seat.other()),
                game.talon_cards().collect::<Vec<_>>()
            ),
            "the hidden cards differ"
        );
        let view = game.view(seat);
        assert_eq!(
            other.view(seat),
            view,
            "round {round}: the view shows hidden cards"
        );
        // Nothing of the opponent's hand or the face-down talon is in the view.
        let json = serde_json::to_string(&view).unwrap();
        let hidden: CardSet = view.unseen();
        for card in hidden {
            assert!(
                !json.contains(&format!("\"{card}\"")),
                "{card} appears in {json}"
            );
        }
        for level in Level::ALL {
            let a: Option<Decision> = ai::decide(level, &view, &Budget::SMALL, 5);
            let b = ai::decide(level, &other.view(seat), &Budget::SMALL, 5);
            assert_eq!(a, b, "round {round}: {level}");
        }
        compared += 1;
    }
    assert!(compared > 30, "only {compared} positions compared");
}

/// What `bummerl suggest` does: the strong level's move for the seat to act after a scenario's
/// actions, through the surface from that seat's view only; it is one of the seat's legal moves,
/// and its value some game points won or lost.
#[test]
fn suggestion_for_a_scenario_is_legal() {
    let scenario = serde_json::json!({
        "variant": "schnapsen",
        "hands": [["KH", "QH", "AS", "JC", "TD"], ["AH", "TH", "KS", "QS", "JD"]],
        "talon": ["AC", "TC", "KC", "QC", "AD", "KD", "QD", "TS", "JS", "JH"],
        "actions": [
            {"p": 0, "do": "announce", "suit": "H"},
            {"p": 0, "do": "play", "card": "KH"},
            {"p": 1, "do": "play", "card": "AH"}
        ]
    });
    let game = replay::position(&scenario).unwrap();
    let game = game.get();
    let seat = game.to_act()[0];
    let mut rng = SmallRng::seed_from_u64(1);
    let mv = search::choose(
        game,
        seat,
        Level::Strong,
        search::Budget::default(),
        &mut rng,
    )
    .expect("a move");
    assert!(game.legal(seat).contains(&mv), "{mv}");
    let value = search::estimate(game, seat, &mv, 200, &mut rng).expect("play-outs end");
    assert!(value.abs() <= 3.0, "{value}");
}

#[test]
fn levels_parse_and_print() {
    for level in Level::ALL {
        assert_eq!(level.to_string().parse::<Level>().unwrap(), level);
    }
    assert_eq!("Strong".parse::<Level>().unwrap(), Level::Strong);
    assert!("genius".parse::<Level>().is_err());
}
