//! The end of a deal solved exactly: once few cards are left, every card of a seat is valued by
//! expectimax over the remaining tricks of one imagined deal — the seat plays its best, the
//! opponent at random, as the search models him — and the values are summed over several
//! imagined deals.
//!
//! The solver plays on its own small copy of the position ([`Position`]: hands as bit sets, the
//! open trick, the tricks and the standings), by the deal's rules turned into bit masks
//! ([`Play`]), so that a branch is a copy of a few words rather than of the deal; the tests hold
//! it to the deal's own play.

use std::collections::HashMap;

use rustc_hash::FxBuildHasher;

use super::cards::{height, honour};
use super::{House, Imperial};
use crate::card::{Card, CardSet, Suit};

/// What a position is worth to the solving seat when it plays its best from there.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(super) struct Outcome {
    /// The expected [`crate::Game::value`].
    pub value: f64,
    /// The probability that the deal ends won (value above 0).
    pub won: f64,
    /// The probability that it ends lost.
    pub lost: f64,
}

impl Outcome {
    fn ended(value: f64) -> Outcome {
        Outcome {
            value,
            won: f64::from(u8::from(value > 0.0)),
            lost: f64::from(u8::from(value < 0.0)),
        }
    }
}

/// The play of a deal as far as its future depends on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Position {
    /// Each seat's cards, as [`CardSet`] bits.
    hands: [u64; 2],
    /// The index of the card led to the open trick.
    led: Option<u8>,
    turn: u8,
    tricks: [u8; 2],
    marks: [i64; 2],
}

/// Where a card leaves the play.
enum Step {
    /// Play goes on.
    Going(Position),
    /// The deal is over, with the standings and the Partie's winner if it ended the Partie.
    Ended([i64; 2], Option<usize>),
}

/// The deal's rules of play as bit masks.
struct Play<'a> {
    house: &'a House,
    /// The cards of the trump suit.
    trump: u64,
    /// The cards of each suit.
    suits: [u64; 4],
    /// For each card, the cards of its suit that beat it.
    above: [u64; 52],
    /// The trump honours.
    honours: u64,
}

fn bit(index: u8) -> u64 {
    1 << index
}

fn card(index: u8) -> Card {
    Card::from_index(index).expect("an index of the set's bits")
}

impl<'a> Play<'a> {
    fn of(deal: &'a Imperial) -> Play<'a> {
        let trump = deal.trump();
        let suit_of = |suit: Suit| -> u64 {
            (0..52u8)
                .filter(|&i| card(i).suit() == suit)
                .fold(0, |m, i| m | bit(i))
        };
        let suits = Suit::ALL.map(suit_of);
        let mut above = [0; 52];
        for (i, above) in (0..52u8).zip(&mut above) {
            let c = card(i);
            *above = (0..52u8)
                .filter(|&j| card(j).suit() == c.suit() && height(card(j)) > height(c))
                .fold(0, |m, j| m | bit(j));
        }
        let honours = (0..52u8)
            .filter(|&i| honour(card(i), trump))
            .fold(0, |m, i| m | bit(i));
        Play {
            house: &deal.house,
            trump: suits[trump as usize],
            suits,
            above,
            honours,
        }
    }

    fn suit(&self, index: u8) -> u64 {
        self.suits[card(index).suit() as usize]
    }

    /// The cards the seat to act may play ([`super::cards::answers`]).
    fn playable(&self, pos: &Position) -> u64 {
        let hand = pos.hands[usize::from(pos.turn)];
        let Some(led) = pos.led else {
            return hand;
        };
        let follow = hand & self.suit(led);
        if follow != 0 {
            let heads = follow & self.above[usize::from(led)];
            return if self.house.must_head && heads != 0 {
                heads
            } else {
                follow
            };
        }
        match hand & self.trump {
            0 => hand,
            trumps => trumps,
        }
    }

    /// Whether `second` beats `first` in a trick ([`super::cards::beats`]).
    fn beats(&self, second: u8, first: u8) -> bool {
        match (bit(first) & self.trump != 0, bit(second) & self.trump != 0) {
            (false, true) => true,
            (true, false) => false,
            _ => self.above[usize::from(first)] & bit(second) != 0,
        }
    }

    /// Marks points for a seat ([`Imperial::mark`]); whether they reach the Partie.
    fn mark(&self, marks: &mut [i64; 2], seat: usize, points: i64) -> bool {
        if points == 0 {
            return false;
        }
        let old = marks[seat];
        marks[seat] += points;
        if marks[seat] >= self.house.target {
            return true;
        }
        let other = 1 - seat;
        let singles = marks[other] % 6;
        if self.house.demarkiren && marks[seat] / 6 > old / 6 && singles > 0 {
            marks[other] -= singles;
        }
        false
    }

    /// The seat to act plays a card ([`Imperial::play`]).
    fn step(&self, mut pos: Position, index: u8) -> Step {
        let seat = usize::from(pos.turn);
        pos.hands[seat] &= !bit(index);
        let Some(led) = pos.led.take() else {
            pos.led = Some(index);
            pos.turn = 1 - pos.turn;
            return Step::Going(pos);
        };
        let leader = 1 - seat;
        let (winner, top) = if self.beats(index, led) {
            (seat, index)
        } else {
            (leader, led)
        };
        pos.tricks[winner] += 1;
        pos.turn = winner as u8;
        let honours = if self.house.every_honour {
            i64::from(((bit(led) | bit(index)) & self.honours).count_ones())
        } else {
            i64::from(bit(top) & self.honours != 0)
        };
        if self.mark(&mut pos.marks, winner, honours) {
            return Step::Ended(pos.marks, Some(winner));
        }
        if pos.tricks[0] + pos.tricks[1] < 12 {
            return Step::Going(pos);
        }
        for s in 0..2 {
            let points = match pos.tricks[s] {
                12 => 12,
                t if t > self.house.trick_threshold => i64::from(t - self.house.trick_threshold),
                _ => 0,
            };
            if self.mark(&mut pos.marks, s, points) {
                return Step::Ended(pos.marks, Some(s));
            }
        }
        Step::Ended(pos.marks, None)
    }
}

/// Expectimax for one seat over the rest of one deal, remembering the positions it has valued:
/// a solver serves one deal (one imagined world).
pub(super) struct Solver {
    seat: usize,
    memo: HashMap<Position, Outcome, FxBuildHasher>,
}

impl Solver {
    /// A solver for the seat.
    pub fn new(seat: usize) -> Solver {
        Solver {
            seat,
            memo: HashMap::default(),
        }
    }

    /// The position's worth, the seat playing its best and the opponent at random (for the
    /// measurements and tests; the player asks for [`Solver::options`]).
    #[cfg(test)]
    pub fn solve(&mut self, deal: &Imperial) -> Outcome {
        use crate::Game;
        if deal.over() {
            return Outcome::ended(deal.value(self.seat));
        }
        let play = Play::of(deal);
        self.worth(&play, position(deal))
    }

    /// Each card the seat to act may play, in the deal's order of them, with the worth of the
    /// position after it.
    pub fn options(&mut self, deal: &Imperial) -> Vec<(Card, Outcome)> {
        let play = Play::of(deal);
        let pos = position(deal);
        deal.playable(deal.turn)
            .into_iter()
            .map(|c| (c, self.after(&play, pos, c.index())))
            .collect()
    }

    fn after(&mut self, play: &Play, pos: Position, index: u8) -> Outcome {
        match play.step(pos, index) {
            Step::Going(next) => self.worth(play, next),
            Step::Ended(marks, winner) => {
                Outcome::ended(play.house.deal_value(marks, winner, self.seat))
            }
        }
    }

    fn worth(&mut self, play: &Play, pos: Position) -> Outcome {
        if let Some(&known) = self.memo.get(&pos) {
            return known;
        }
        let mut cards = play.playable(&pos);
        let mine = usize::from(pos.turn) == self.seat;
        let share = 1.0 / f64::from(cards.count_ones());
        let mut outcome: Option<Outcome> = None;
        while cards != 0 {
            let index = cards.trailing_zeros() as u8;
            cards &= cards - 1;
            let next = self.after(play, pos, index);
            outcome = Some(match outcome {
                None if mine => next,
                None => Outcome {
                    value: next.value * share,
                    won: next.won * share,
                    lost: next.lost * share,
                },
                Some(best) if mine => {
                    if next.value > best.value {
                        next
                    } else {
                        best
                    }
                }
                Some(sum) => Outcome {
                    value: sum.value + next.value * share,
                    won: sum.won + next.won * share,
                    lost: sum.lost + next.lost * share,
                },
            });
        }
        let outcome = outcome.unwrap_or_default();
        self.memo.insert(pos, outcome);
        outcome
    }
}

/// The position of a deal in play.
fn position(deal: &Imperial) -> Position {
    let set = |cards: &[Card]| cards.iter().copied().collect::<CardSet>().bits();
    Position {
        hands: [set(&deal.hands[0]), set(&deal.hands[1])],
        led: deal.led.map(Card::index),
        turn: deal.turn as u8,
        tricks: deal.tricks,
        marks: deal.marks,
    }
}
