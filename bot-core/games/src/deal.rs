//! Dealing: a shuffled pack given out in packets, hand after hand, then single cards (a card
//! turned for trump) and what is left (the stock).

use rand::RngCore;
use rand::seq::SliceRandom;

use crate::card::{Card, Pack};

/// A shuffled pack being dealt from the top.
pub(crate) struct Deck {
    /// The cards, top first.
    cards: Vec<Card>,
    /// How many are dealt.
    dealt: usize,
}

impl Deck {
    /// A pack shuffled.
    pub fn shuffled(pack: Pack, rng: &mut dyn RngCore) -> Deck {
        let mut cards = pack.cards();
        cards.shuffle(rng);
        Deck { cards, dealt: 0 }
    }

    /// Packets of these sizes from the top, the first to the first hand, the next to the next,
    /// round the hands again and again.
    pub fn give(&mut self, hands: &mut [Vec<Card>], packets: &[usize]) {
        for (i, &size) in packets.iter().enumerate() {
            let hand = &mut hands[i % hands.len()];
            hand.extend_from_slice(&self.cards[self.dealt..self.dealt + size]);
            self.dealt += size;
        }
    }

    /// New hands dealt in packets ([`Deck::give`]).
    pub fn hands<const N: usize>(&mut self, packets: &[usize]) -> [Vec<Card>; N] {
        let mut hands = std::array::from_fn(|_| Vec::new());
        self.give(&mut hands, packets);
        hands
    }

    /// Hands of two dealt in packets `before` the card turned for trump and `after` it; the
    /// stock is the rest with the turned card laid under it (its last card).
    pub fn trump_under_stock(
        pack: Pack,
        rng: &mut dyn RngCore,
        before: &[usize],
        after: &[usize],
    ) -> ([Vec<Card>; 2], Vec<Card>) {
        let mut deck = Deck::shuffled(pack, rng);
        let mut hands = deck.hands(before);
        let turned = deck.top();
        deck.give(&mut hands, after);
        let mut stock = deck.rest();
        stock.push(turned);
        (hands, stock)
    }

    /// Takes the top card alone (a card turned for trump).
    pub fn top(&mut self) -> Card {
        self.dealt += 1;
        self.cards[self.dealt - 1]
    }

    /// The cards not dealt, top first.
    pub fn rest(self) -> Vec<Card> {
        let mut cards = self.cards;
        cards.drain(..self.dealt);
        cards
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::*;

    #[test]
    fn packets_go_round_the_hands_from_the_top() {
        let mut rng = SmallRng::seed_from_u64(1);
        let mut deck = Deck::shuffled(Pack::Twenty, &mut rng);
        let top = deck.cards.clone();
        let hands: [Vec<Card>; 2] = deck.hands(&[2, 1, 1]);
        assert_eq!(hands, [[top[0], top[1], top[3]].to_vec(), vec![top[2]]]);
        assert_eq!(deck.top(), top[4]);
        assert_eq!(deck.rest(), top[5..]);
    }
}
