//! Rivals: our own re-implementations of the algorithms of two published Schnapsen programs, so
//! that the strong player can be measured against them here (`bummerl arena --b rdeep`) while the
//! originals, which need their own platforms, are out of reach.
//!
//! - [`Rival::Rdeep`]: the "rdeep" bot of VU Amsterdam's Schnapsen course platform — for each
//!   move, 16 random deals consistent with what it has seen, a random playout of four tricks from
//!   each, and the move with the best mean share of the card points.
//! - [`Rival::Mcts`]: the MCTS player of cpatrasciuc/schnapsen-card-game in its 100k setting —
//!   150 deals, a separate UCT tree of 667 iterations on each (more when fewer deals are
//!   possible), random playouts to the end, solved subtrees backed up exactly, the move with the
//!   best mean value over the trees.
//!
//! They play our rules, as their programs would if ported: both end the game as soon as they have
//! 66 (their platforms do so by themselves), and rdeep never closes the talon (its platform has no
//! closing). Both draw their deals with our [`sampling`](super::sampling), which also uses what
//! the opponent's answers after closing show he lacks; the MCTS player's platform does the same,
//! rdeep's does not, which if anything makes our rdeep a little stronger than the original. They
//! are measuring instruments only, not levels a table can seat.
//!
//! Where the strong level stands (Schnapsen, default budget, `--threads 2`): against rdeep 73.4%
//! and 73.5% of the games (1,000 deals, seeds 1 and 2), Bummerl 315:22 and 319:24; against the
//! MCTS player even on games, 50.65% over seeds 1–6 of 500 deals (6,000 games, between 48.5% and
//! 51.8% per seed), and a little ahead on Bummerl, 514:461 (52.7%).
//!
//! Against our easy level, on the same deals (Schnapsen, 500 deals, seeds 1 and 2): the MCTS
//! player wins 68.4% and 68.6% of the games, Bummerl 146:15 and 152:19; strong 70.8% and 70.7%,
//! Bummerl 158:10 and 157:13. rdeep wins 49.0% against easy (1,000 deals, seed 1): the greedy
//! level is as strong as rdeep.

mod mcts;
mod rdeep;

use std::fmt;
use std::str::FromStr;

use rand::Rng;

use super::position::{Deck, Position};
use super::solver::decode;
use crate::schnapsen::rules::{Action, PlayerView, WINNING_POINTS};

/// A re-implemented outside program.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rival {
    /// VU Amsterdam's rdeep: sampled deals and short random playouts.
    Rdeep,
    /// cpatrasciuc's MCTS player with 100,000 iterations per move.
    Mcts,
}

impl Rival {
    /// Every rival.
    pub const ALL: [Rival; 2] = [Rival::Rdeep, Rival::Mcts];

    /// The name used on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Rival::Rdeep => "rdeep",
            Rival::Mcts => "mcts",
        }
    }

    /// The rival's choice for the seat of `view`, which must be the seat to act (`None`
    /// otherwise, or for a view no game could have produced).
    pub fn decide(self, view: &PlayerView, rng: &mut impl Rng) -> Option<Action> {
        if view.public.to_act != Some(view.seat) || view.legal.is_empty() {
            return None;
        }
        match self {
            Rival::Rdeep => rdeep::decide(view, rng),
            Rival::Mcts => mcts::decide(view, rng, mcts::DEALS, mcts::ITERATIONS),
        }
    }
}

impl fmt::Display for Rival {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A rival name that is not known.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown rival {0:?} (rdeep, mcts)")]
pub struct UnknownRival(pub String);

impl FromStr for Rival {
    type Err = UnknownRival;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.trim().to_lowercase();
        Rival::ALL
            .into_iter()
            .find(|r| r.name() == lower)
            .ok_or_else(|| UnknownRival(s.to_owned()))
    }
}

/// The actions a rival considers, as a mask of action codes: with 66 only the claim (the game
/// is over on their platforms); otherwise every legal action but the claim, closing only if
/// `close`.
fn choices(p: &Position, deck: &Deck, close: bool) -> u64 {
    const CLAIM: u64 = 1 << 38;
    const CLOSE: u64 = 1 << 37;
    let legal = p.legal(deck).codes();
    if legal & CLAIM != 0 && p.points[usize::from(p.to_act)] >= WINNING_POINTS {
        return CLAIM;
    }
    let mut mask = legal & !CLAIM;
    if !close {
        mask &= !CLOSE;
    }
    if mask == 0 { legal } else { mask }
}

/// One action of a non-empty code mask, drawn uniformly.
fn pick(mask: u64, rng: &mut impl Rng) -> Action {
    decode(nth_bit(mask, rng.random_range(0..mask.count_ones())))
}

/// The code of the `nth` set bit of `mask`.
fn nth_bit(mask: u64, nth: u32) -> u8 {
    let mut bits = mask;
    for _ in 0..nth {
        bits &= bits - 1;
    }
    bits.trailing_zeros() as u8
}

/// The actions of a code mask, lowest code first.
fn actions(mask: u64) -> impl Iterator<Item = Action> {
    (0..64u8).filter(move |&c| mask & (1 << c) != 0).map(decode)
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::*;
    use crate::level::Level;
    use crate::schnapsen::ai::Player;
    use crate::schnapsen::rules::{Game, HouseRules, Seat, Variant};

    /// Plays whole games of a rival (`decide`) against itself and checks every action is
    /// legal, no claim is false and rdeep never closes.
    fn plays_legally(
        rival: Rival,
        games: u64,
        decide: impl Fn(&PlayerView, &mut SmallRng) -> Option<Action>,
    ) {
        for variant in Variant::ALL {
            for seed in 0..games {
                let mut rng = SmallRng::seed_from_u64(seed);
                let mut game = Game::shuffled(variant, HouseRules::for_variant(variant), &mut rng);
                while let Some(seat) = game.to_act() {
                    let view = game.view(seat);
                    let action = decide(&view, &mut rng).expect("a decision");
                    let claimed = action == Action::Claim;
                    assert!(
                        !claimed || view.points >= WINNING_POINTS,
                        "{rival} claimed with {} in {variant} game {seed}",
                        view.points
                    );
                    if rival == Rival::Rdeep {
                        assert_ne!(action, Action::Close, "rdeep has no closing");
                    }
                    game.apply(seat, action)
                        .unwrap_or_else(|e| panic!("{rival} chose {action}: {e}"));
                }
            }
        }
    }

    #[test]
    fn rdeep_plays_only_legal_actions() {
        plays_legally(Rival::Rdeep, 20, |view, rng| Rival::Rdeep.decide(view, rng));
    }

    #[test]
    fn mcts_plays_only_legal_actions() {
        // A small budget: the 100k setting takes seconds per move in a debug build.
        plays_legally(Rival::Mcts, 10, small_mcts);
    }

    /// Both rivals must beat random play clearly: a wrong side in their scoring would not.
    #[test]
    fn rivals_beat_random_play() {
        let rdeep = |view: &PlayerView, rng: &mut SmallRng| Rival::Rdeep.decide(view, rng);
        for decide in [rdeep, small_mcts] {
            let mut won = 0;
            for seed in 0..60u64 {
                let mut rng = SmallRng::seed_from_u64(seed);
                let mut game = Game::shuffled(Variant::Schnapsen, HouseRules::default(), &mut rng);
                let rival = Seat::new((seed % 2) as usize, 2).unwrap();
                let mut random = Player::new(Level::Random, seed);
                while let Some(seat) = game.to_act() {
                    let view = game.view(seat);
                    let action = if seat == rival {
                        decide(&view, &mut rng)
                    } else {
                        random.decide(&view).map(|d| d.action)
                    };
                    game.apply(seat, action.unwrap()).unwrap();
                }
                won += u32::from(game.outcome().unwrap().winner == Some(rival));
            }
            assert!(won >= 42, "won {won} of 60 against random play");
        }
    }

    #[test]
    fn choices_are_repeatable_per_seed() {
        let mut rng = SmallRng::seed_from_u64(5);
        let game = Game::shuffled(Variant::Schnapsen, HouseRules::default(), &mut rng);
        let view = game.view(game.to_act().unwrap());
        let rdeep = |view: &PlayerView, rng: &mut SmallRng| Rival::Rdeep.decide(view, rng);
        for decide in [rdeep, small_mcts] {
            let first = decide(&view, &mut SmallRng::seed_from_u64(9));
            assert!(first.is_some());
            assert_eq!(decide(&view, &mut SmallRng::seed_from_u64(9)), first);
        }
    }

    /// The MCTS player on a small budget: the 100k setting takes seconds per move in a debug
    /// build.
    fn small_mcts(view: &PlayerView, rng: &mut SmallRng) -> Option<Action> {
        mcts::decide(view, rng, 8, 50)
    }

    #[test]
    fn names_round_trip() {
        for rival in Rival::ALL {
            assert_eq!(rival.name().parse::<Rival>(), Ok(rival));
        }
        assert!("bully".parse::<Rival>().is_err());
    }
}
