//! The sanity suites' harness (#42): in every game, positions where a move is clearly right or
//! clearly wrong by the logic of its rules file (`../shared/RULES*.md`), and the strong player,
//! deciding each from its seat's own view as at a table ([`search::choose`]) at a fixed number
//! of play-outs (so that it decides the same on any machine), must play a right one and never a
//! wrong one, whatever its seed. Each suite file (`tests/sanity_*.rs`) holds the cases of a few
//! games as scenarios of the conformance format, up to the decision.

#![allow(dead_code)] // each suite file uses the part of the harness its cases need

use bummerl_games::{Level, replay, search};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use serde_json::Value;

/// What a case asks of the strong player's move, by the move's notation as a replay lists it
/// (`play:KH`, `bid:solo`, …).
pub enum Expect {
    /// It plays one of these.
    OneOf(Vec<String>),
    /// It plays none of these.
    NoneOf(Vec<String>),
    /// Its move names none of these cards: it neither plays nor lays away any of them (for a
    /// move of cards chosen under a bare verb, as a discard, which no list names in full).
    Keeps(Vec<String>),
}

impl Expect {
    /// It plays one of `moves`.
    pub fn one_of(moves: &[&str]) -> Expect {
        Expect::OneOf(moves.iter().map(|m| m.to_string()).collect())
    }

    /// It plays none of `moves`.
    pub fn none_of(moves: &[&str]) -> Expect {
        Expect::NoneOf(moves.iter().map(|m| m.to_string()).collect())
    }

    /// It keeps `cards` in hand.
    pub fn keeps(cards: &[&str]) -> Expect {
        Expect::Keeps(cards.iter().map(|c| c.to_string()).collect())
    }
}

/// One position and what the strong player must (not) play in it.
pub struct Case {
    /// Why the move is clearly right or wrong, in a few words (shown when it fails).
    pub why: &'static str,
    /// The scenario up to the decision (`actions` brings the deal there; each must be legal).
    pub scenario: Value,
    /// The seat that decides.
    pub seat: usize,
    /// What it must play.
    pub expect: Expect,
}

/// Play-outs per decision: about what the strong level makes in its 30 ms on a release build.
pub const PLAYOUTS: u32 = 2_000;

/// The seeds each case is decided with: a right move must not be luck.
pub const SEEDS: u64 = 3;

/// Checks every case, each with every seed, and fails naming all that went wrong.
pub fn check(cases: &[Case]) {
    let mut failures = Vec::new();
    for case in cases {
        let game = replay::position(&case.scenario)
            .unwrap_or_else(|e| panic!("{}: the scenario does not read: {e}", case.why));
        let outcomes = replay::run(&case.scenario).expect("read above");
        let refused: Vec<&Value> = outcomes["actions"]
            .as_array()
            .expect("a list of outcomes")
            .iter()
            .filter(|outcome| *outcome != "ok")
            .collect();
        assert!(
            refused.is_empty(),
            "{}: the scenario's actions are refused: {refused:?}",
            case.why
        );
        let deal = game.get();
        let legal: Vec<String> = deal
            .legal(case.seat)
            .iter()
            .map(|m| m.to_string())
            .collect();
        match &case.expect {
            Expect::OneOf(moves) | Expect::NoneOf(moves) => {
                for mv in moves {
                    assert!(
                        legal.iter().any(|l| l == mv),
                        "{}: {mv} is not a legal move of seat {} here ({legal:?})",
                        case.why,
                        case.seat
                    );
                }
            }
            Expect::Keeps(cards) => {
                let hand: Vec<String> =
                    deal.hand(case.seat).iter().map(|c| c.to_string()).collect();
                for card in cards {
                    assert!(
                        hand.contains(card),
                        "{}: {card} is not in the hand of seat {} ({hand:?})",
                        case.why,
                        case.seat
                    );
                }
            }
        }
        for seed in 0..SEEDS {
            let mut rng = SmallRng::seed_from_u64(seed);
            let budget = search::deterministic(PLAYOUTS);
            let Some(chosen) = search::choose(deal, case.seat, Level::Strong, budget, &mut rng)
            else {
                failures.push(format!("{}: seat {} has no move", case.why, case.seat));
                break;
            };
            let named_cards: Vec<String> = chosen.cards().iter().map(|c| c.to_string()).collect();
            let chosen = chosen.to_string();
            let right = match &case.expect {
                Expect::OneOf(moves) => moves.contains(&chosen),
                Expect::NoneOf(moves) => !moves.contains(&chosen),
                Expect::Keeps(cards) => !named_cards.iter().any(|c| cards.contains(c)),
            };
            if !right {
                failures.push(format!("{}: seed {seed} played {chosen}", case.why));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
