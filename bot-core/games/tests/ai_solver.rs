//! The exact solver: puzzles with one winning move, "Zwanzig, danke genug", and agreement with a
//! brute-force minimax written here over the engine's own `Game` on random strict-phase
//! positions of every variant.

use bummerl_games::Level;
use bummerl_games::schnapsen::ai::solver::{FULL_DEPTH, SCALE, Solver, outcome_value};
use bummerl_games::schnapsen::ai::{self, Budget};
use bummerl_games::schnapsen::rules::{
    Action, Card, Deal, Game, HouseRules, Seat, Suit, Variant, WINNING_POINTS,
};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

const F: Seat = Seat::FOREHAND;
const D: Seat = Seat::DEALER;

fn cards(codes: &str) -> Vec<Card> {
    codes
        .split_whitespace()
        .map(|c| c.parse().unwrap())
        .collect()
}

fn play(game: &mut Game, seat: Seat, action: &str) {
    game.apply(seat, action.parse().unwrap())
        .unwrap_or_else(|e| panic!("{action} by {seat}: {e}"));
}

/// Every legal action with its exact value for the seat to act (false claims left out).
fn values(game: &Game) -> Vec<(String, i32)> {
    let seat = game.to_act().unwrap();
    let actions: Vec<Action> = game
        .legal_actions()
        .iter()
        .filter(|&a| a != Action::Claim || game.points(seat) >= WINNING_POINTS)
        .collect();
    let mut solver = Solver::new(14);
    let values = solver.action_values(game, &actions, FULL_DEPTH);
    actions.iter().map(|a| a.to_string()).zip(values).collect()
}

/// A brute-force minimax over the engine (no pruning, no table): the value for `seat`.
fn minimax(game: &Game, seat: Seat) -> i32 {
    let Some(to_act) = game.to_act() else {
        return outcome_value(game, seat);
    };
    let legal = game.legal_actions();
    let claim_now = legal.claim && game.points(to_act) >= WINNING_POINTS;
    let mut best: Option<i32> = None;
    for action in legal.iter() {
        let sensible = match action {
            Action::Claim => claim_now,
            // With 66 at lead the claim is all (Schnorps: or close first, then claim).
            Action::Close => !claim_now || game.variant() == Variant::Schnorps,
            _ => !claim_now,
        };
        if !sensible {
            continue;
        }
        let mut child = *game;
        child.apply(to_act, action).unwrap();
        let v = minimax(&child, seat);
        best = Some(match best {
            None => v,
            Some(b) if to_act == seat => b.max(v),
            Some(b) => b.min(v),
        });
    }
    best.expect("a game in play has a sensible action")
}

/// Schnapsen, trump spades, the forehand closes at once (`close_first_lead`). He needs every
/// trick: only the ten of trumps first draws the dealer's lone queen of trumps; after any other
/// lead the dealer trumps or heads a trick and the closer fails.
#[test]
fn only_the_trump_ten_wins_the_closed_game() {
    let rules = HouseRules {
        close_first_lead: true,
        ..HouseRules::default()
    };
    let mut game = Deal {
        variant: Variant::Schnapsen,
        hands: [cards("KH TH TD JS TS"), cards("QS JC KC TC AC")],
        talon: cards("JH JD AD QD QC KS QH AH KD AS"),
    }
    .start(rules)
    .unwrap();
    play(&mut game, F, "close");
    let values = values(&game);
    for (action, value) in &values {
        let expected = if action == "play:TS" { 3 } else { -3 };
        assert_eq!(*value, expected * SCALE, "{action}: {values:?}");
    }
    let mut solver = Solver::new(14);
    assert_eq!(
        solver.best(&game, FULL_DEPTH),
        Some((Action::Play("TS".parse().unwrap()), 3 * SCALE))
    );
}

/// After one trick of a closed game, trump hearts: the forehand (13 points) must lead the ace of
/// trumps to pull the dealer's queen; the jack would be headed by it, anything else trumped.
#[test]
fn only_the_trump_ace_wins_after_one_trick() {
    let rules = HouseRules {
        close_first_lead: true,
        ..HouseRules::default()
    };
    let mut game = Deal {
        variant: Variant::Schnapsen,
        hands: [cards("JH AH KD TD TC"), cards("QH QD KS TS AS")],
        talon: cards("QS QC JD AC TH JC JS AD KC KH"),
    }
    .start(rules)
    .unwrap();
    for (seat, action) in [(F, "close"), (F, "play:TD"), (D, "play:QD")] {
        play(&mut game, seat, action);
    }
    assert_eq!(game.points(F), 13);
    let values = values(&game);
    let winners: Vec<&String> = values
        .iter()
        .filter(|(_, v)| *v > 0)
        .map(|(a, _)| a)
        .collect();
    assert_eq!(winners, ["play:AH"], "{values:?}");
}

/// "Zwanzig, danke genug" with forty: the forehand has 42 from two tricks and the trump marriage;
/// announcing it makes 82 and the claim wins three (the dealer has no trick). The solver, and the
/// strong player from the forehand's view, announce and then claim.
#[test]
fn forty_and_enough() {
    let mut game = Deal {
        variant: Variant::Schnapsen,
        hands: [cards("AH AD KS QS JC"), cards("TH TD KH KD QC")],
        talon: cards("JH QH JD QD KC TC AC TS AS JS"),
    }
    .start(HouseRules::default())
    .unwrap();
    for (seat, action) in [
        (F, "play:AH"),
        (D, "play:TH"),
        (F, "play:AD"),
        (D, "play:TD"),
    ] {
        play(&mut game, seat, action);
    }
    assert_eq!(game.points(F), 42);
    assert_eq!(game.trump(), Suit::Spades);
    let values = values(&game);
    let announce = values.iter().find(|(a, _)| a == "announce:S").unwrap().1;
    assert_eq!(announce, 3 * SCALE);
    assert!(values.iter().all(|(_, v)| *v <= announce), "{values:?}");

    let decision = ai::decide(Level::Strong, &game.view(F), &Budget::SMALL, 1).unwrap();
    assert_eq!(decision.action, Action::Announce(Suit::Spades));
    play(&mut game, F, "announce:S");
    let decision = ai::decide(Level::Strong, &game.view(F), &Budget::SMALL, 1).unwrap();
    assert_eq!(decision.action, Action::Claim);
    assert!((decision.value - 3.0).abs() < 1e-6, "{decision:?}");
    // The easy level knows it too.
    let easy = ai::decide(Level::Easy, &game.view(F), &Budget::SMALL, 1).unwrap();
    assert_eq!(easy.action, Action::Claim);
}

/// The solver's value equals brute-force minimax on random positions of every variant once the
/// talon is closed or exhausted (few enough cards for the brute force).
#[test]
fn agrees_with_brute_force_in_the_strict_phase() {
    let mut rng = SmallRng::seed_from_u64(11);
    let mut solver = Solver::new(14);
    let mut checked = 0;
    for round in 0..600 {
        let variant = Variant::ALL[round % 3];
        let rules = HouseRules {
            close_first_lead: true,
            ..HouseRules::for_variant(variant)
        };
        let mut game = Game::shuffled(variant, rules, &mut rng);
        // Random play (no false claims) until the strict phase with at most 8 cards in hand.
        while let Some(seat) = game.to_act() {
            let in_hands = game.hand(F).len() + game.hand(D).len();
            if game.is_strict() && in_hands <= 8 {
                break;
            }
            let legal = game.legal_actions();
            let action = legal.nth(rng.random_range(0..legal.len())).unwrap();
            if action == Action::Claim && game.points(seat) < WINNING_POINTS {
                continue;
            }
            game.apply(seat, action).unwrap();
        }
        let Some(seat) = game.to_act() else {
            continue;
        };
        solver.new_deal();
        assert_eq!(
            solver.value(&game, seat, FULL_DEPTH),
            minimax(&game, seat),
            "round {round} ({variant})"
        );
        checked += 1;
    }
    assert!(checked > 300, "only {checked} positions checked");
}

/// A depth-limited search from the deal returns values within the range of game points.
#[test]
fn limited_depth_values_stay_in_range() {
    let mut rng = SmallRng::seed_from_u64(5);
    let mut solver = Solver::new(14);
    for variant in Variant::ALL {
        for _ in 0..20 {
            let game = Game::shuffled(variant, HouseRules::for_variant(variant), &mut rng);
            solver.new_deal();
            let v = solver.value(&game, F, 3);
            assert!(v.abs() <= 8 * SCALE, "{variant}: {v}");
        }
    }
}
