//! The deal as one seat could imagine it: its own hand and laid cards, the cards played and
//! what the bidding and the call told it are kept; the other cards are dealt again among the
//! places it cannot see (the other hand, the other's laid cards, the talon), sizes kept.

use rand::RngCore;
use rand::seq::{IndexedRandom, SliceRandom};

use super::order::SPADILLE;
use super::{Phase, Piquemedrille};
use crate::card::Card;

/// The places hidden from a seat.
const HAND: usize = 0;
const LAID: usize = 1;
const TALON: usize = 2;

impl Piquemedrille {
    /// A world consistent with what `seat` knows.
    // Reading: what the other player's discards (not following suit) tell is inference, not
    // knowledge of a card's place; only places the rules make public are kept.
    pub(super) fn imagine(&self, seat: usize, rng: &mut dyn RngCore) -> Piquemedrille {
        let mut world = self.clone();
        if self.over() {
            return world;
        }
        let other = 1 - seat;
        let hidden = |c: Card| {
            self.hands[other].contains(&c)
                || self.laid[other].contains(&c)
                || self.talon.contains(&c)
        };
        // Cards known to lie in the other hand, and cards known to lie in some of the places.
        let mut fixed: Vec<Card> = Vec::new();
        let mut bound: Vec<(Card, [bool; 3])> = Vec::new();
        let called = match self.phase {
            Phase::Lay(king) => Some(king),
            _ => self.called,
        };
        if let (Some(king), Some(declarer)) = (called, self.declarer)
            && hidden(king)
        {
            if self.given.is_some() {
                // The opponent gave it: it is in the declarer's hand, and everybody knows.
                fixed.push(king);
            } else if seat == declarer {
                // In the talon at the call; the opponent may have bought it.
                bound.push((king, [true, false, true]));
            } else {
                // The declarer lacks it and never buys: still in the talon.
                bound.push((king, [false, false, true]));
            }
        }
        if let Some(card) = self.given.filter(|&c| hidden(c)) {
            // The declarer's laid card went to the opponent, who may have laid it away.
            bound.push((card, [true, true, false]));
        }
        if self.forced && self.declarer == Some(other) && hidden(SPADILLE) {
            // Everybody saw who holds Spadille; he may have laid it away buying.
            bound.push((SPADILLE, [true, true, false]));
        }
        let sizes = [
            self.hands[other].len() - fixed.len(),
            self.laid[other].len(),
            self.talon.len(),
        ];
        let group = |i: usize| match i {
            i if i < sizes[0] => HAND,
            i if i < sizes[0] + sizes[1] => LAID,
            _ => TALON,
        };
        let mut pool: Vec<Card> = self.hands[other]
            .iter()
            .chain(&self.laid[other])
            .chain(&self.talon)
            .copied()
            .filter(|c| !fixed.contains(c) && !bound.iter().any(|(b, _)| b == c))
            .collect();
        let mut slots: Vec<Option<Card>> = vec![None; sizes.iter().sum()];
        for (card, allowed) in bound {
            let free: Vec<usize> = (0..slots.len())
                .filter(|&i| slots[i].is_none() && allowed[group(i)])
                .collect();
            match free.choose(rng) {
                Some(&i) => slots[i] = Some(card),
                None => pool.push(card),
            }
        }
        pool.shuffle(rng);
        for slot in slots.iter_mut().filter(|s| s.is_none()) {
            *slot = pool.pop();
        }
        let cards: Vec<Card> = slots.into_iter().flatten().collect();
        world.hands[other] = fixed;
        world.hands[other].extend_from_slice(&cards[..sizes[0]]);
        world.laid[other] = cards[sizes[0]..sizes[0] + sizes[1]].to_vec();
        world.talon = cards[sizes[0] + sizes[1]..].to_vec();
        world
    }
}
