//! The `strong` level: perfect-information Monte Carlo. The hidden cards are dealt out in ways
//! consistent with the view (all of them when there are few, as after closing; a random sample
//! otherwise), every candidate action is valued in each deal by the alpha-beta [`Solver`], and the
//! action with the best mean value is taken — each deal weighted by how well it explains the
//! opponent's earlier play ([`inference`]).
//!
//! Once the talon is exhausted there is one deal and the play is exact; after closing the search
//! runs to the end over every opponent hand the view allows (or a sample of them). With the talon
//! open it searches a few card plays deep ([`OPEN_DEPTH`]) with the solver's fitted estimate at
//! the horizon, and to the end where the talon runs out within them. A close the search would
//! choose is checked by playing it out without clairvoyance ([`closing`]).
//!
//! Depth, sample count and the closing margin were chosen by measuring games against the easy
//! level (`bummerl arena`), hundreds of deals per setting.

use std::cell::RefCell;
use std::time::Instant;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::solver::{FULL_DEPTH, SCALE, Solver};
use super::{Budget, Decision, Why};
use super::{closing, inference, sampling};
use crate::schnapsen::rules::{Action, PlayerView, Variant, WINNING_POINTS, beats};

thread_local! {
    /// One solver per thread, so that its table is allocated once, not per decision.
    static SOLVER: RefCell<Solver> = RefCell::new(Solver::new(16));
}

/// What the search found: each candidate's mean value over the deals, weighted.
#[derive(Clone, Debug)]
pub(crate) struct Search {
    /// The candidates in the order searched.
    pub actions: Vec<Action>,
    /// Mean value of each, in game points.
    pub values: Vec<f32>,
}

/// The strong player's choice for the view's seat.
pub(crate) fn decide(view: &PlayerView, budget: &Budget, rng: &mut impl Rng) -> Decision {
    let legal = view.legal;
    let p = &view.public;
    if legal.claim && view.points >= WINNING_POINTS {
        // 66: claim — in Schnorps close first where allowed, since a closer is paid double.
        let action = if legal.close && p.variant == Variant::Schnorps {
            Action::Close
        } else {
            Action::Claim
        };
        let value = claim_value(view, action);
        let why = if action == Action::Close {
            Why::CloseToClaim
        } else {
            Why::Claim
        };
        return Decision { action, value, why };
    }
    let search = search(view, budget, rng);
    let best = choice(&search.actions, &search.values);
    let action = search.actions[best];
    Decision {
        action,
        value: search.values[best],
        why: why(view, action, search.actions.len()),
    }
}

/// The game points of `action` followed by a claim (the engine's own scoring, on any deal
/// consistent with the view: a good claim's value depends on public facts only).
fn claim_value(view: &PlayerView, action: Action) -> f32 {
    let Some(hidden) = sampling::Hidden::of(view) else {
        return 0.0;
    };
    let Some(mut game) = hidden.sample(view, &mut SmallRng::seed_from_u64(0)) else {
        return 0.0;
    };
    let mut claimed = game.apply(view.seat, action).map(|_| ());
    if claimed.is_ok() && !game.is_over() {
        claimed = game.apply(view.seat, Action::Claim).map(|_| ());
    }
    if claimed.is_err() {
        return 0.0;
    }
    super::solver::outcome_value(&game, view.seat) as f32 / SCALE as f32
}

/// Values every sensible legal action over deals consistent with the view.
pub(crate) fn search(view: &PlayerView, budget: &Budget, rng: &mut impl Rng) -> Search {
    let started = Instant::now();
    let mut actions: Vec<Action> = view
        .legal
        .iter()
        .filter(|&a| a != Action::Claim || view.points >= WINNING_POINTS)
        .collect();
    // Ties go to the first: a claim, then marriages and the exchange (points now rather than
    // later), then cards, closing last.
    actions.sort_by_key(|a| match a {
        Action::Claim => 0,
        Action::Announce(_) => 1,
        Action::Exchange => 2,
        Action::Play(_) => 3,
        Action::Close => 4,
    });
    let deals = sampling::deals(view, budget.samples.max(1), rng);
    let depth = budget.depth.unwrap_or_else(|| default_depth(view));
    let mut sums = vec![0f64; actions.len()];
    let mut total = 0f64;
    let mut weighted = Vec::with_capacity(deals.len());
    SOLVER.with_borrow_mut(|solver| {
        let start = solver.nodes;
        for deal in deals {
            solver.new_deal();
            let w = inference::weight(view, deal.hand(view.seat.other()));
            let values = solver.action_values(&deal, &actions, depth);
            for (s, v) in sums.iter_mut().zip(values) {
                *s += f64::from(w) * f64::from(v);
            }
            total += f64::from(w);
            weighted.push((deal, w));
            let spent = solver.nodes - start;
            if spent >= budget.nodes || budget.time.is_some_and(|t| started.elapsed() >= t) {
                break;
            }
        }
    });
    let n = if total > 0.0 { total } else { 1.0 } * f64::from(SCALE);
    let mut values: Vec<f32> = sums.iter().map(|&s| (s / n) as f32).collect();
    // A close that would be chosen is valued again, played out without clairvoyance.
    let best = choice(&actions, &values);
    if actions[best] == Action::Close {
        values[best] = SOLVER.with_borrow_mut(|solver| closing::value(solver, &weighted));
    }
    Search { values, actions }
}

/// The index of the action to take: the best value, closing only by a margin over the rest
/// (see [`CLOSE_MARGIN`]); the first best action wins ties.
fn choice(actions: &[Action], values: &[f32]) -> usize {
    let score = |i: usize| {
        let margin = if actions[i] == Action::Close {
            CLOSE_MARGIN
        } else {
            0.0
        };
        values[i] - margin
    };
    let mut best = 0;
    for i in 1..actions.len() {
        if score(i) > score(best) {
            best = i;
        }
    }
    best
}

/// How deep to search, in card plays: to the end once the talon is closed or exhausted; with
/// it open, [`OPEN_DEPTH`] plays, and on to the end if the talon runs out within them (the
/// solver always searches the strict phase to the end).
fn default_depth(view: &PlayerView) -> u8 {
    let p = &view.public;
    if p.closing.is_some() || p.talon_len == 0 {
        FULL_DEPTH
    } else {
        OPEN_DEPTH
    }
}

/// Card plays searched while the talon is open, before the solver's fitted estimate takes over.
/// Shallow on purpose: every sampled deal fixes the order of the talon, and the deeper the
/// search the more it plays as if it knew what it will draw. Measured over 2,000-deal arenas of
/// Schnapsen against the easy level (seeds 11 and 12): three plays won 67.7% and 67.2% of the
/// games, four 67.3% and 66.9%, five 66.9%; the earlier rule (eight plays, stopping short of
/// the exhausted talon, a full search from fourteen cards left) 65.2%.
///
/// With the network estimate (2,000 deals, seeds 1 and 2) three plays won 70.3% and 69.9% of the
/// games at 3.9 ms per decision, four 70.0% and 69.7% at 6.1 ms. Against the MCTS rival (500
/// deals, seeds 1 and 2) three plays won 51.3% and 51.8% of the games, Bummerl 89:68 and 94:72;
/// four 51.3% and 52.1%, Bummerl 87:78 and 92:73, at 7 ms per decision.
const OPEN_DEPTH: u8 = 3;

/// Game points taken off the mean value of closing the talon before it is compared with the
/// other actions. In every sampled deal the search plays on knowing both hands, and after a
/// close that knowledge is worth more than before it, so closing looks better than it is. The
/// margin was measured against the easy level (1,500-deal arenas, seed 13): 0.2 off won 65.6% of
/// the games, 0.4 66.7%, 0.6 67.3%, 0.8 67.6%, 1.1 67.4%; from 0.8 up the games won by closing
/// cost more game points (and Bummerl) than the extra games bring.
///
/// A close that passes the margin is valued again by playing it out blind ([`closing`]) and
/// must pass the margin once more. Measured over 2,000-deal arenas (seeds 1 and 2): against
/// random 91.6% and 89.9% of the games (clairvoyant value alone: 90.7% and 88.8%), point
/// difference 7,980 and 7,675 (7,886 and 7,543); against easy 69.7% and 68.4% (69.6% and
/// 68.2%), Bummerl 597:65 and 583:71 (595:74 and 586:78). A second margin of 0.3 closes too
/// often: 89.8% and 88.3% against random, 69.1% and 67.8% against easy.
///
/// Measured again with the linear estimate fitted to self-play outcomes (against easy, seeds 1 and
/// 2): 0.4 won 69.7% and 69.0% of the games, 0.6 69.9% and 69.2%, 0.8 69.8% and 69.2%, with Bummerl
/// 623:59 and 622:62, 614:58 and 620:55, 606:57 and 610:51 — no setting better beyond noise.
///
/// Against the MCTS rival the closes decide the match (1,000 deals, seed 7, games compared deal by
/// deal): in the 57% of the games nobody closes, strong wins 59.9% and gains 0.37 game points a
/// game; it closes in 15.6% and wins 91.3%; the rival closes in 27.4% and wins 88.9%, taking 1.62
/// a game. Its closes are sound: a defender told the closer's hand wins no more of them (10.7%
/// either way, 300 deals). Closing more does not pay either: without the margin on the blind value
/// strong closes twice as often (32%, winning 78.5%) for a change of +0.000 ± 0.018 game points
/// a game; closing exactly when the rival's own rule would close (21.6%, winning 92.3%) changes
/// it by −0.018 ± 0.016. Only knowing the deal does: closing whenever closing wins with the cards
/// known (48.5% of the games) would gain 0.34 a game — the rival's edge in closing is the cards
/// it holds, not a better rule.
const CLOSE_MARGIN: f32 = 0.6;

/// The reason to give for `action`.
fn why(view: &PlayerView, action: Action, candidates: usize) -> Why {
    if candidates == 1 {
        return Why::OnlyMove;
    }
    match action {
        Action::Claim => Why::Claim,
        Action::Announce(_) => Why::Marriage,
        Action::Exchange => Why::Exchange,
        Action::Close => Why::Close,
        Action::Play(card) => match view.public.trick {
            None if view.public.announced.is_some() => Why::Marriage,
            None => Why::Lead,
            Some((_, led)) if beats(card, led, view.public.trump) => Why::Take,
            Some(_) => Why::Duck,
        },
    }
}
