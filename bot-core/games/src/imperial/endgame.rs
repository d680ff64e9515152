//! The end of a deal solved exactly: once few cards are left, every card of a seat is valued by
//! expectimax over the remaining tricks of one imagined deal — the seat plays its best, the
//! opponent at random, as the search models him — and the values are summed over several
//! imagined deals.

use std::collections::HashMap;

use super::Imperial;
use crate::card::{Card, CardSet};
use crate::game::Game;

/// A position of the play, as far as its future depends on it: both hands, the open trick,
/// whose turn, the standings and the tricks.
type Key = (CardSet, CardSet, Option<Card>, usize, [i64; 2], [u8; 2]);

/// What a position is worth to the solving seat when it plays its best from there.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Outcome {
    /// The expected [`Game::value`].
    pub value: f64,
    /// The probability that the deal ends won (value above 0).
    pub won: f64,
    /// The probability that it ends lost.
    pub lost: f64,
}

/// Expectimax for one seat over the rest of a deal, remembering positions it has valued.
pub(super) struct Solver {
    seat: usize,
    memo: HashMap<Key, Outcome>,
}

impl Solver {
    /// A solver for the seat.
    pub fn new(seat: usize) -> Solver {
        Solver {
            seat,
            memo: HashMap::new(),
        }
    }

    /// The position's worth, the seat playing its best and the opponent at random (for the
    /// measurements and tests; the player asks for [`Solver::options`]).
    #[cfg(test)]
    pub fn solve(&mut self, deal: &Imperial) -> Outcome {
        self.worth(&lean(deal))
    }

    /// Each card the seat to act may play, with the worth of the position after it.
    pub fn options(&mut self, deal: &Imperial) -> Vec<(Card, Outcome)> {
        self.after(&lean(deal))
    }

    fn worth(&mut self, deal: &Imperial) -> Outcome {
        if deal.over() {
            let value = deal.value(self.seat);
            return Outcome {
                value,
                won: f64::from(u8::from(value > 0.0)),
                lost: f64::from(u8::from(value < 0.0)),
            };
        }
        let key: Key = (
            deal.hands[0].iter().copied().collect(),
            deal.hands[1].iter().copied().collect(),
            deal.led,
            deal.turn,
            deal.marks,
            deal.tricks,
        );
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        let options = self.after(deal);
        let outcome = if deal.turn == self.seat {
            options
                .into_iter()
                .map(|(_, o)| o)
                .max_by(|a, b| a.value.total_cmp(&b.value))
                .unwrap_or_default()
        } else {
            let share = 1.0 / options.len() as f64;
            options
                .into_iter()
                .fold(Outcome::default(), |sum, (_, o)| Outcome {
                    value: sum.value + o.value * share,
                    won: sum.won + o.won * share,
                    lost: sum.lost + o.lost * share,
                })
        };
        self.memo.insert(key, outcome);
        outcome
    }

    fn after(&mut self, deal: &Imperial) -> Vec<(Card, Outcome)> {
        let seat = deal.turn;
        deal.playable(seat)
            .into_iter()
            .map(|card| {
                let mut next = deal.clone();
                next.play(seat, card);
                next.notes.clear();
                (card, self.worth(&next))
            })
            .collect()
    }
}

/// The deal without what play no longer reads (its notes, the declarations, the unused cards),
/// so that the many copies the solver makes are cheap.
fn lean(deal: &Imperial) -> Imperial {
    let mut lean = deal.clone();
    lean.notes.clear();
    lean.declared = Default::default();
    lean.stock.clear();
    lean
}
