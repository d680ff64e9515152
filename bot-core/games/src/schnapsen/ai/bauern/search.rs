//! An exact search of one deal with every hand known (alpha-beta over the two sides), for the
//! strong level's sampled deals once few cards are left.
//!
//! A marriage is announced whenever its King or Queen is led and it may be (announcing never
//! hurts), and a side claims as soon as it has 66 ([`Sim`] does that), so the only moves are
//! cards. The heuristic's card is tried first, which makes the cut-offs come early.

use super::heuristic;
use super::sim::{Move, Sim};
use crate::schnapsen::rules::{Card, Rank, Seat};
use crate::search::solve::Window;

/// The result for `me` (game points won, negative when lost) with best play by both sides;
/// `None` once more than `budget` nodes have been searched.
pub(super) fn solve<const N: usize>(sim: &Sim<N>, me: Seat, budget: &mut u64) -> Option<i32> {
    value(sim, me, i32::MIN + 1, i32::MAX, budget)
}

/// Plays `card` for the seat to act, announcing its marriage first where that is possible.
pub(super) fn play_announcing<const N: usize>(sim: &mut Sim<N>, card: Card) {
    if matches!(card.rank(), Rank::King | Rank::Queen) && sim.marriages().any(|s| s == card.suit())
    {
        sim.apply(Move::Announce(card.suit()));
        if sim.end.is_some() {
            return;
        }
    }
    sim.apply(Move::Play(card));
}

fn value<const N: usize>(
    sim: &Sim<N>,
    me: Seat,
    alpha: i32,
    beta: i32,
    budget: &mut u64,
) -> Option<i32> {
    if sim.end.is_some() {
        return Some(sim.score(me));
    }
    *budget = budget.checked_sub(1)?;
    let maxing = sim.same_side(sim.to_act, me);
    let legal = sim.legal_plays();
    let first = heuristic::card(sim);
    let mut window = Window::new(maxing, alpha, beta, (i32::MIN, i32::MAX));
    for card in std::iter::once(first).chain(legal.iter().filter(|&c| c != first)) {
        let mut next = *sim;
        play_announcing(&mut next, card);
        let (alpha, beta) = window.bounds();
        if window.take(value(&next, me, alpha, beta, budget)?) {
            break;
        }
    }
    Some(window.best())
}
