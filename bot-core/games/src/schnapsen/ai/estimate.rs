//! The solver's estimate of an open-phase position where its search stops: a small network per
//! variant over what each side holds and has taken, fitted to how games really ended.
//!
//! The networks were fitted by least squares to the outcomes of games the strong level played
//! against itself: at every turn between tricks with the talon open, the game points the seat
//! to act went on to win (positive) or lose (negative). Outcomes, not the exact values of the
//! positions, which the first (linear) models were fitted to: an exact value is what a position
//! is worth when both players see every card, and that flatters the side ahead, and the seat to
//! lead, more than real play does (the exact-value Schnapsen model gave the leader half a game
//! point, real games 0.05).
//!
//! How well each model predicts held-out games (the last fifth), as R²: Schnapsen 0.34 for the
//! exact-value model, 0.47 for a linear model over the same features fitted to outcomes, 0.50
//! for a network (Sechsundsechzig 0.41, 0.46, 0.48; Schnorps 0.15, 0.34, 0.35). The Schnapsen
//! network used here, fitted to a second round of games as well, predicts the held-out games of
//! that round with 0.47, the linear outcome model with 0.44.
//!
//! How well the strong level plays with each, in `bummerl arena` (Schnapsen, 2,000 deals, seeds 1
//! and 2; the MCTS rival 500 deals; the other variants 1,000 deals, seed 1), exact-value model →
//! linear outcome model → network:
//! - against easy: games 69.7% → 69.9% → 70.3% and 68.4% → 69.2% → 69.9%; point difference
//!   2,966 → 3,179 → 3,264 and 2,791 → 3,121 → 3,184; Bummerl 597:65 → 614:58 → 629:58 and
//!   583:71 → 620:55 → 624:57;
//! - against random: games 91.6% → 91.8% → 91.9% and 89.9% → 90.45% → 90.05%;
//! - against the MCTS rival: games 49.0% → 51.1% → 51.3%, Bummerl 76:85 → 87:72 → 89:68;
//!   seed 2: games 50.3% → 51.8%, Bummerl 83:87 → 94:72 (linear → network);
//! - Sechsundsechzig against easy: 65.4% → 66.3% → 67.9%, Bummerl 269:47 → 290:36 → 285:37;
//! - Schnorps against easy: 62.3% → 65.6% → 66.7%, Bummerl 382:96 → 432:68 → 442:78.
//!
//! The network costs time: a Schnapsen decision takes 3.7 ms on average (2.9 ms with the linear
//! model), 95th percentile 22 ms, at most 40 ms (500 deals against easy on one core).
//!
//! The Schnapsen network was fitted to 296,813 positions from 60,000 games: half played with the
//! exact-value model, half with the linear outcome model, whose refit on its own games hardly
//! moved (the player's games are close to what its estimate expects). Sechsundsechzig: 63,167
//! positions from 11,000 games; Schnorps: 68,992 positions from 7,500 games.
//!
//! A third round of 30,000 Schnapsen games, played with the network (148,832 positions): the
//! network predicts its held-out fifth with R² 0.4665, a refit on it with 0.4677, so the fit has
//! converged on the player's own games. Tried on that round and not adopted: inputs about the
//! talon (its trumps, its other aces and tens, the bottom card's points), each side's marriage
//! halves whose partner is still in the talon, and an exchange to come. They raised R² to 0.4735
//! but not the play, and cost a quarter more time per decision: against easy 69.95% and 70.3% of
//! the games (seeds 1 and 2), against the MCTS rival 50.6% and 50.9%, Bummerl 80:77 and 94:75.
//!
//! The MCTS rival closes far more often than the strong level does in self-play, and mostly early:
//! of the closes it wins (1,000 deals, seed 7), a quarter take 3 game points (the defender had no
//! trick yet) and more than half take 2. Valuing a trick taken and 33 points reached by 0.15 game points each, on top of
//! the network (the protection those give against such closes), changed little: −0.009 ± 0.019
//! game points a game against the rival (1,000 deals, seed 7, compared deal by deal).

mod nets;

use super::position::{Deck, Position};
use super::solver::SCALE;
use crate::schnapsen::rules::Variant;

/// Features per side ([`features`]).
const FEATURES: usize = 13;

/// Inputs of a network: the features of the seat to act, its opponent's, and the talon size.
const INPUTS: usize = 2 * FEATURES + 1;

/// Hidden units of a network.
const HIDDEN: usize = 8;

/// A network with one hidden layer: `b2 + w2 · tanh(w1 x + b1)`, in game points for the seat to
/// act.
struct Net {
    w1: [[f32; INPUTS]; HIDDEN],
    b1: [f32; HIDDEN],
    w2: [f32; HIDDEN],
    b2: f32,
}

impl Net {
    /// The network for `variant`.
    fn of(variant: Variant) -> &'static Net {
        match variant {
            Variant::Schnapsen => &nets::SCHNAPSEN,
            Variant::Sechsundsechzig => &nets::SECHSUNDSECHZIG,
            Variant::Schnorps => &nets::SCHNORPS,
        }
    }

    /// The network's output for the inputs `x`.
    fn eval(&self, x: &[f32; INPUTS]) -> f32 {
        let mut out = self.b2;
        for ((w1, b1), w2) in self.w1.iter().zip(&self.b1).zip(&self.w2) {
            let z = w1.iter().zip(x).fold(*b1, |z, (w, x)| z + w * x);
            out += w2 * tanh(z);
        }
        out
    }
}

/// `tanh`, to within 1e-4 (Lambert's continued fraction, cut after seven terms): several times
/// cheaper than the exact function, which the search would call millions of times a decision.
fn tanh(x: f32) -> f32 {
    let x2 = x * x;
    let y = x * (135_135.0 + x2 * (17_325.0 + x2 * (378.0 + x2)))
        / (135_135.0 + x2 * (62_370.0 + x2 * (3_150.0 + x2 * 28.0)));
    y.clamp(-1.0, 1.0)
}

/// One seat's side of a position, each feature roughly within 0..2: points taken (/30),
/// marriage points waiting for a trick (/20), trump ace, trump ten, trump king and queen, lower
/// trumps, other aces, other tens, points of other kings, queens and jacks (/10), trump
/// marriage, other marriages, number of trumps, has a trick.
fn features(p: &Position, seat: usize) -> [f32; FEATURES] {
    let hand = p.hands[seat];
    let trump = u32::from(p.trump);
    let trumps = hand & (0xFF << (trump * 8));
    let others = hand & !trumps;
    let rank = |r: u32| 0x0101_0101u32 << r;
    let has = |r: u32| f32::from(u8::from(trumps & rank(r) != 0));
    let count = |set: u32| set.count_ones() as f32;
    let small_points = count(others & rank(5)) * 4.0
        + count(others & rank(4)) * 3.0
        + count(others & rank(3)) * 2.0;
    let mut trump_marriage = 0.0;
    let mut other_marriages = 0.0;
    for suit in 0..4u32 {
        let pair = (1u32 << (suit * 8 + 5)) | (1 << (suit * 8 + 4));
        if hand & pair == pair {
            if suit == trump {
                trump_marriage = 1.0;
            } else {
                other_marriages += 1.0;
            }
        }
    }
    [
        f32::from(p.points[seat]) / 30.0,
        f32::from(p.pending[seat]) / 20.0,
        has(7),
        has(6),
        has(5) + has(4),
        count(trumps & 0x0F0F_0F0F),
        count(others & rank(7)),
        count(others & rank(6)),
        small_points / 10.0,
        trump_marriage,
        other_marriages,
        count(trumps),
        f32::from(u8::from(p.tricks[seat] > 0)),
    ]
}

/// An estimate, in [`SCALE`] units for the seat to act, of a game whose search stopped at the
/// end of a trick in the open phase.
pub(super) fn estimate(p: &Position, deck: &Deck) -> i32 {
    let me = usize::from(p.to_act);
    let mut x = [0f32; INPUTS];
    x[..FEATURES].copy_from_slice(&features(p, me));
    x[FEATURES..2 * FEATURES].copy_from_slice(&features(p, me ^ 1));
    x[2 * FEATURES] = f32::from(p.remaining) / 10.0;
    (Net::of(deck.variant).eval(&x) * SCALE as f32) as i32
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::*;
    use crate::level::Level;
    use crate::schnapsen::ai::Player;
    use crate::schnapsen::rules::{Game, HouseRules};

    #[test]
    fn the_fast_tanh_is_within_its_bound() {
        for i in -8000..=8000 {
            let x = i as f32 / 1000.0;
            assert!((tanh(x) - x.tanh()).abs() < 1e-4, "tanh({x})");
        }
    }

    /// Open-phase positions between tricks, from games of the easy level.
    fn positions(variant: Variant) -> Vec<(Position, Deck)> {
        let mut rng = SmallRng::seed_from_u64(7);
        let mut found = Vec::new();
        for n in 0..20 {
            let mut game = Game::shuffled(variant, HouseRules::for_variant(variant), &mut rng);
            let mut player = Player::new(Level::Easy, n);
            while let Some(seat) = game.to_act() {
                let (p, deck) = Position::of(&game);
                if p.between_tricks() && !p.is_strict() {
                    found.push((p, deck));
                }
                let action = player.decide(&game.view(seat)).unwrap().action;
                game.apply(seat, action).unwrap();
            }
        }
        found
    }

    /// Wiring: the seat to act's points must count for it and the opponent's against it, in
    /// every variant's network. A network is not monotone by construction, and in positions rare
    /// in its games it may not be, so a few exceptions are allowed; with the two sides' features
    /// swapped almost every position would fail.
    #[test]
    fn points_taken_count_for_the_side_that_took_them() {
        for variant in [
            Variant::Schnapsen,
            Variant::Sechsundsechzig,
            Variant::Schnorps,
        ] {
            let positions = positions(variant);
            let mut wrong = 0;
            for &(p, deck) in &positions {
                let base = estimate(&p, &deck);
                let (me, other) = (usize::from(p.to_act), usize::from(p.to_act ^ 1));
                let mut ahead = p;
                ahead.points[me] += 20;
                let mut behind = p;
                behind.points[other] += 20;
                wrong += usize::from(estimate(&ahead, &deck) <= base);
                wrong += usize::from(estimate(&behind, &deck) >= base);
            }
            let checks = 2 * positions.len();
            assert!(checks >= 80, "{variant:?}: {checks}");
            assert!(
                wrong * 20 <= checks,
                "{variant:?}: {wrong} of {checks} wrong"
            );
        }
    }
}
