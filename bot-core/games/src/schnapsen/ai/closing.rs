//! Closing the talon, valued without clairvoyance.
//!
//! The sampling search values every action as if the seat would go on knowing the opponent's
//! hand. After a close that is worth most: the rest is played by the strict rules, where one
//! wrong guess about his cards loses the game — so closing looks better than it is. Here a close
//! is valued by playing the closed game out in each sampled deal with a strategy that does not
//! know the deal: at each of the seat's turns it takes the action with the best mean value over
//! the deals still consistent with what the opponent has played. The opponent answers perfectly
//! in each deal (as if he saw everything, which errs the other way).
//!
//! The talon's order does not matter once it is closed, so the solver's table is valid across
//! the deals and one search helps the next.
//!
//! Choosing every action of the closed game this way (each candidate valued by such a play-out,
//! instead of by its mean clairvoyant value) played worse: against easy (2,000 deals, seed 1)
//! 69.0% of the games against 70.25%. With the opponent answering as if he saw every card, and
//! only a third of the deals played out, the blind values are too pessimistic and too noisy to
//! rank the cards of one turn; they serve for the one yes-or-no question of closing.

use super::position::{Deck, Position};
use super::solver::{FULL_DEPTH, SCALE, Solver, position_value};
use crate::schnapsen::rules::{Action, Game};

/// Deals whose outcome is averaged: the first third of the search's deals, at most this many.
const TRUTH: usize = 24;

/// Deals over which the seat chooses its actions after closing: the next ones, at most this many.
const BELIEF: usize = 64;

/// One deal after the close, with its weight.
#[derive(Clone, Copy)]
struct World {
    p: Position,
    weight: f32,
}

/// The mean value, in game points for the seat to act, of closing the talon now in the
/// weighted `deals` (each consistent with the seat's view, closing legal in each), the rest
/// played without knowing which deal is the true one.
pub(crate) fn value(solver: &mut Solver, deals: &[(Game, f32)]) -> f32 {
    let Some((first, _)) = deals.first() else {
        return 0.0;
    };
    // The talon's order, the only part of a deck that differs between deals, no longer matters.
    let (_, deck) = Position::of(first);
    let worlds: Vec<World> = deals
        .iter()
        .map(|(game, weight)| {
            let (mut p, _) = Position::of(game);
            p.apply(&deck, Action::Close);
            World { p, weight: *weight }
        })
        .collect();
    let me = worlds[0].p.to_act;
    // The deals played out are not among those the choices are made over: a strategy chosen
    // knowing the true deal among few is clairvoyant again.
    let split = (worlds.len() / 3).clamp(1, TRUTH);
    let (truth, belief) = worlds.split_at(split);
    let truth = truth.to_vec();
    let belief = if belief.is_empty() {
        // A single deal: nothing to be blind to.
        truth.clone()
    } else {
        belief.iter().take(BELIEF).copied().collect()
    };
    let total: f32 = truth.iter().map(|w| w.weight).sum();
    if total <= 0.0 {
        return 0.0;
    }
    solver.new_deal();
    let sum = play_out(solver, &deck, me, truth, belief);
    sum / total / SCALE as f32
}

/// The weighted sum of the values for `me` of the `truth` deals, played on from positions with
/// the same public history; the seat chooses its actions over the `belief` deals, others with
/// that history, which it cannot tell apart from them.
fn play_out(
    solver: &mut Solver,
    deck: &Deck,
    me: u8,
    mut truth: Vec<World>,
    mut belief: Vec<World>,
) -> f32 {
    let p = truth[0].p;
    if p.outcome.is_some() {
        return truth
            .iter()
            .map(|w| w.weight * position_value(&w.p, me) as f32)
            .sum();
    }
    if p.to_act == me {
        let actions = solver.sensible(&p, deck);
        let action = if actions.len() == 1 {
            actions[0]
        } else {
            let mut sums = vec![0f32; actions.len()];
            for w in &belief {
                let values = solver.values_at(&w.p, deck, &actions, FULL_DEPTH);
                for (s, v) in sums.iter_mut().zip(values) {
                    *s += w.weight * v as f32;
                }
            }
            let mut best = 0;
            for i in 1..sums.len() {
                if sums[i] > sums[best] {
                    best = i;
                }
            }
            actions[best]
        };
        for w in truth.iter_mut().chain(belief.iter_mut()) {
            w.p.apply(deck, action);
        }
        return play_out(solver, deck, me, truth, belief);
    }
    // The opponent's best answer in each true deal; the deals are told apart by it.
    let mut answers: Vec<(Action, World)> = truth
        .into_iter()
        .map(|w| (solver.best_at(&w.p, deck, FULL_DEPTH).0, w))
        .collect();
    answers.sort_by_key(|(a, _)| super::solver::encode(*a));
    let mut sum = 0.0;
    for group in answers.chunk_by(|a, b| a.0 == b.0) {
        let action = group[0].0;
        let after = |w: &World| {
            let mut w = *w;
            w.p.apply(deck, action);
            w
        };
        let truth: Vec<World> = group.iter().map(|(_, w)| after(w)).collect();
        let mut seen: Vec<World> = belief
            .iter()
            .filter(|w| w.p.legal(deck).contains(action))
            .map(after)
            .collect();
        if seen.is_empty() {
            // No deal chosen over explains his play: choose over the true ones.
            seen.clone_from(&truth);
        }
        sum += play_out(solver, deck, me, truth, seen);
    }
    sum
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::*;
    use crate::level::Level;
    use crate::schnapsen::ai::{Player, sampling};
    use crate::schnapsen::rules::{HouseRules, Variant};

    /// Games at a lead where closing is legal, from greedy games in all three variants.
    fn closable(games: u64) -> Vec<Game> {
        let mut rng = SmallRng::seed_from_u64(21);
        let mut out = Vec::new();
        for n in 0..games {
            let variant = Variant::ALL[n as usize % 3];
            let mut game = Game::shuffled(variant, HouseRules::for_variant(variant), &mut rng);
            let mut player = Player::new(Level::Easy, n);
            while let Some(seat) = game.to_act() {
                let view = game.view(seat);
                if view.legal.close && game.talon_len() <= 8 {
                    out.push(game);
                }
                let action = player.decide(&view).unwrap().action;
                game.apply(seat, action).unwrap();
            }
        }
        out
    }

    /// The exact value of closing in `game` for the seat to act, in game points.
    fn exact(solver: &mut Solver, game: &Game) -> f32 {
        solver.new_deal();
        solver.action_values(game, &[Action::Close], FULL_DEPTH)[0] as f32 / SCALE as f32
    }

    /// With one deal there is nothing to be blind to: the value is the exact one.
    #[test]
    fn a_single_deal_is_valued_exactly() {
        let mut solver = Solver::new(16);
        let games = closable(20);
        assert!(games.len() > 20, "{}", games.len());
        for game in &games {
            let blind = value(&mut solver, &[(*game, 1.0)]);
            assert_eq!(blind, exact(&mut solver, game), "{game:?}");
        }
    }

    /// Against an opponent who plays perfectly, no strategy does better than the exact value in
    /// each deal, so the blind value is at most their mean; and it is often below it, since a
    /// blind player guesses wrong.
    #[test]
    fn the_blind_value_is_at_most_the_clairvoyant_one() {
        let mut solver = Solver::new(16);
        let mut rng = SmallRng::seed_from_u64(4);
        let (mut positions, mut below) = (0, 0);
        for game in closable(40).iter().step_by(3) {
            let view = game.view(game.to_act().unwrap());
            let deals: Vec<(Game, f32)> = sampling::deals(&view, 30, &mut rng)
                .into_iter()
                .map(|d| (d, 1.0))
                .collect();
            let blind = value(&mut solver, &deals);
            let truth = (deals.len() / 3).clamp(1, TRUTH);
            let clairvoyant = deals[..truth]
                .iter()
                .map(|(d, _)| exact(&mut solver, d))
                .sum::<f32>()
                / truth as f32;
            assert!(blind <= clairvoyant + 1e-4, "{blind} > {clairvoyant}");
            positions += 1;
            if blind < clairvoyant - 0.01 {
                below += 1;
            }
        }
        assert!(positions > 20, "{positions}");
        assert!(below * 5 > positions, "{below} of {positions} below");
    }
}
