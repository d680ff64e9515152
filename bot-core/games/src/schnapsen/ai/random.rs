//! The `random` level: any legal action, uniformly — but never a claim without 66, which would
//! only throw the game away.

use rand::Rng;

use super::{Decision, Why};
use crate::schnapsen::rules::{Action, PlayerView, WINNING_POINTS};

/// A uniformly drawn legal action (claims only with 66).
pub(crate) fn decide(view: &PlayerView, rng: &mut impl Rng) -> Decision {
    let mut sensible: Vec<Action> = view
        .legal
        .iter()
        .filter(|&a| a != Action::Claim || view.points >= WINNING_POINTS)
        .collect();
    if sensible.is_empty() {
        sensible = view.legal.iter().collect();
    }
    let action = sensible[rng.random_range(0..sensible.len())];
    Decision {
        action,
        value: 0.0,
        why: if sensible.len() == 1 {
            Why::OnlyMove
        } else {
            Why::Random
        },
    }
}
