//! rdeep (VU Amsterdam's Schnapsen platform, 2022 version): every move is tried on 16 deals,
//! each drawn afresh at random from those consistent with the view; from each the game is played
//! on at random for four tricks (an exchange counts as one, as there), and the position is scored
//! by the seat's share of the points taken. The move with the best mean share is played; moves
//! are tried in random order and the first best kept.

use rand::Rng;
use rand::seq::SliceRandom;

use super::{actions, choices, pick};
use crate::schnapsen::ai::position::{Deck, Position};
use crate::schnapsen::ai::sampling::Hidden;
use crate::schnapsen::rules::{Action, PlayerView};

/// Deals per move.
const SAMPLES: usize = 16;

/// Tricks played at random from each deal.
const DEPTH: u32 = 4;

pub(super) fn decide(view: &PlayerView, rng: &mut impl Rng) -> Option<Action> {
    let hidden = Hidden::of(view)?;
    let first = hidden.sample(view, rng)?;
    let (p, deck) = Position::of(&first);
    let mut moves: Vec<Action> = actions(choices(&p, &deck, false)).collect();
    moves.shuffle(rng);
    let me = usize::from(p.to_act);
    let mut best: Option<(Action, f64)> = None;
    for action in moves {
        let mut total = 0.0;
        for _ in 0..SAMPLES {
            let game = hidden.sample(view, rng)?;
            let (p, deck) = Position::of(&game);
            total += playout(p, &deck, action, me, rng);
        }
        let mean = total / SAMPLES as f64;
        if best.is_none_or(|(_, b)| mean > b) {
            best = Some((action, mean));
        }
    }
    best.map(|(a, _)| a)
}

/// `first`, then random actions for [`DEPTH`] tricks or to the end: the share of the points
/// taken that are `me`'s (a half when nobody has any).
fn playout(mut p: Position, deck: &Deck, first: Action, me: usize, rng: &mut impl Rng) -> f64 {
    let mut action = first;
    let mut tricks = 0;
    loop {
        p.apply(deck, action);
        let trick_done = matches!(action, Action::Play(_)) && p.between_tricks();
        if trick_done || action == Action::Exchange {
            tricks += 1;
        }
        if p.outcome.is_some() || tricks >= DEPTH {
            break;
        }
        action = pick(choices(&p, deck, false), rng);
    }
    let (mine, theirs) = (f64::from(p.points[me]), f64::from(p.points[me ^ 1]));
    if mine + theirs == 0.0 {
        0.5
    } else {
        mine / (mine + theirs)
    }
}
