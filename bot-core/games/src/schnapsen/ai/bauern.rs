//! The computer player for Bauernschnapsen (`Game<4>`) and Dreierschnapsen (`Game<3>`): decides
//! for one seat from its [`PlayerView`] only — the view is all it is given, so it cannot read
//! another hand, the talon or the cards laid away.
//!
//! - `random`: any legal action, uniformly (a claim only with 66).
//! - `easy`: trump, bidding, doubles and the talon exchange by fixed rules (module `calls`:
//!   pass unless a game wins at least [`CERTAIN`] of sampled deals); the cards by a greedy
//!   heuristic that plays by the game's goal and respects the partner.
//! - `strong`: the same calls with more samples; every card by perfect-information Monte Carlo —
//!   deals of the unseen cards consistent with the view (shown cards, voids and failures to beat
//!   inferred from every answer), each card played out to the end by the greedy heuristic for
//!   every seat, the card with the best mean result taken; each deal is searched exactly
//!   (alpha-beta, both sides playing their best) while a node budget lasts.
//!
//! The reasons ([`Why`]) are the two-player ones: trump choice `Lead`, pass and laying away
//! `Duck`, bid and double `Take`.
//!
//! Both claim exactly when the side has 66 and announce every marriage they may (trumps first).
//! Decisions are deterministic in the seed.

mod calls;
mod heuristic;
mod sample;
mod search;
mod sim;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use self::sim::Sim;
use super::{Level, Why};
use crate::schnapsen::rules::bauern::{Action, Phase, PlayerView};
use crate::schnapsen::rules::{Card, CardSet, WINNING_POINTS};

pub use calls::CERTAIN;

/// How many deals the computer samples for one decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Deals for evaluating a bid or a double.
    pub bidding: usize,
    /// Deals for choosing a card (the strong level).
    pub play: usize,
    /// Search nodes for choosing a card, over all deals; a deal left without is played out by
    /// the heuristic instead.
    pub nodes: u64,
}

impl Budget {
    /// The easy level's budget (it plays its cards without sampling).
    pub const EASY: Budget = Budget {
        bidding: 24,
        play: 0,
        nodes: 0,
    };

    /// The strong level's budget: well under 30 ms a decision on one core (release build).
    pub const STRONG: Budget = Budget {
        bidding: 64,
        play: 64,
        nodes: 400_000,
    };

    /// The budget of a level.
    pub const fn of(level: Level) -> Budget {
        match level {
            Level::Strong => Budget::STRONG,
            _ => Budget::EASY,
        }
    }
}

/// What the computer does for one seat, and why.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Decision {
    /// The action; always one of the view's legal actions.
    pub action: Action,
    /// Why: a reason of the play, or of the call before it.
    pub why: Why,
}

/// What the computer does for one seat of a four- or three-player game, deterministic in
/// `seed`. `None` only when the seat has no legal action — or when it is not the seat to act
/// and does not want to double (out of turn only a double is possible; see [`wants_double`]).
pub fn decide<const N: usize>(level: Level, view: &PlayerView<N>, seed: u64) -> Option<Decision> {
    decide_with(level, Budget::of(level), view, seed)
}

/// [`decide`] with an explicit budget (smaller ones for tests and quick arenas).
pub fn decide_with<const N: usize>(
    level: Level,
    budget: Budget,
    view: &PlayerView<N>,
    seed: u64,
) -> Option<Decision> {
    let legal = &view.legal;
    if legal.is_empty() {
        return None;
    }
    if view.public.to_act != Some(view.seat) {
        return wants_double(view).map(|action| Decision {
            action,
            why: Why::Double,
        });
    }
    let decision = if legal.len() == 1 {
        let action = legal.nth(0).expect("one action");
        Decision {
            action,
            why: Why::OnlyMove,
        }
    } else if legal.claim && view.side_points >= WINNING_POINTS {
        Decision {
            action: Action::Claim,
            why: Why::Claim,
        }
    } else {
        let mut rng = SmallRng::seed_from_u64(seed);
        match level {
            Level::Random => random(view, &mut rng),
            Level::Easy | Level::Strong => considered(view, budget, &mut rng),
        }
    };
    debug_assert!(
        legal.contains(decision.action),
        "{} is not legal",
        decision.action
    );
    Some(decision)
}

/// The double a seat says out of turn (after the bidding, before the first card): only with a
/// hand that wins nearly every deal against the declared game ([`CERTAIN`]), else `None`.
pub fn wants_double<const N: usize>(view: &PlayerView<N>) -> Option<Action> {
    calls::double(view)
}

/// Any legal action, uniformly; a claim only with 66.
fn random<const N: usize>(view: &PlayerView<N>, rng: &mut impl Rng) -> Decision {
    let sensible: Vec<Action> = view.legal.iter().filter(|&a| a != Action::Claim).collect();
    Decision {
        action: sensible[rng.random_range(0..sensible.len())],
        why: Why::Random,
    }
}

/// The easy and strong levels.
fn considered<const N: usize>(
    view: &PlayerView<N>,
    budget: Budget,
    rng: &mut impl Rng,
) -> Decision {
    let decision = |action, why| Decision { action, why };
    match view.public.phase {
        Phase::Trump => {
            let action = calls::trump(view);
            decision(action, call_why(action))
        }
        Phase::Bidding => {
            let action = calls::bid(view, budget.bidding, rng);
            decision(action, call_why(action))
        }
        Phase::Exchange => {
            let p = &view.public;
            let trump = p.trump.unwrap_or(crate::schnapsen::rules::Suit::Hearts);
            let pair = calls::discard(view.legal.discard, p.contract.game, trump);
            decision(Action::Discard(pair), Why::Discard)
        }
        Phase::Play | Phase::Over => match wants_double(view) {
            Some(action) => decision(action, Why::Double),
            None => play(view, budget, rng),
        },
    }
}

/// The reason for a call before the play: trump, the bidding, a double.
fn call_why(action: Action) -> Why {
    match action {
        Action::Trump(_) => Why::Trump,
        Action::Turn(_) => Why::Turn,
        Action::Redeal => Why::Redeal,
        Action::Pass => Why::Pass,
        Action::Double(_) => Why::Double,
        _ => Why::Bid,
    }
}

/// A card (or a marriage) in the play.
fn play<const N: usize>(view: &PlayerView<N>, budget: Budget, rng: &mut impl Rng) -> Decision {
    let mut hands = [CardSet::EMPTY; N];
    hands[view.seat.index()] = view.hand;
    let sim = sample::sim_of(view, hands);
    if let Some(suit) = heuristic::best_marriage(&sim) {
        return Decision {
            action: Action::Announce(suit),
            why: Why::Marriage,
        };
    }
    let card = if budget.play == 0 || view.legal.plays.len() == 1 {
        heuristic::card(&sim)
    } else {
        monte_carlo(view, budget, heuristic::card(&sim), rng)
    };
    let why = if sim.announced.is_some() {
        Why::Marriage
    } else if sim.trick_len == 0 {
        Why::Lead
    } else if matches!(sim.winning, Some((_, w)) if sim.rule.beats(card, w)) {
        Why::Take
    } else {
        Why::Duck
    };
    Decision {
        action: Action::Play(card),
        why,
    }
}

/// The card with the best mean result over `samples` deals consistent with the view, each
/// searched exactly while the node budget lasts, else played out by the heuristic; ties go to
/// `preferred` (the heuristic's own card).
fn monte_carlo<const N: usize>(
    view: &PlayerView<N>,
    budget: Budget,
    preferred: Card,
    rng: &mut impl Rng,
) -> Card {
    let excluded = sample::exclusions(view);
    let cards: Vec<Card> = view.legal.plays.iter().collect();
    let mut totals = vec![0i64; cards.len()];
    let mut nodes = budget.nodes;
    for _ in 0..budget.play {
        let dealt = sample::deal(view, &excluded, rng);
        let base: Sim<N> = sample::sim_of(view, dealt.hands);
        for (total, &card) in totals.iter_mut().zip(&cards) {
            let mut sim = base;
            search::play_announcing(&mut sim, card);
            let exact = search::solve(&sim, view.seat, &mut nodes);
            *total += i64::from(exact.unwrap_or_else(|| {
                sim.finish(heuristic::choose);
                sim.score(view.seat)
            }));
        }
    }
    let score = |i: usize| totals[i] * 2 + i64::from(cards[i] == preferred);
    let best = (0..cards.len())
        .max_by_key(|&i| score(i))
        .expect("a legal card");
    cards[best]
}
