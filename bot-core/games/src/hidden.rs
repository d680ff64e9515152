//! What a seat could imagine of a deal ([`crate::game::Deal::determinize`]): the cards hidden from it
//! dealt again at random among the places they lie in, each place keeping its size.

use rand::RngCore;
use rand::seq::SliceRandom;

use crate::card::Card;

/// Deals the cards of `places` again among those places: the cards, read in order, are
/// shuffled and laid back in the same order of places.
pub(crate) fn redeal<'a>(places: impl IntoIterator<Item = &'a mut Card>, rng: &mut dyn RngCore) {
    let mut places: Vec<&mut Card> = places.into_iter().collect();
    let mut cards: Vec<Card> = places.iter().map(|place| **place).collect();
    cards.shuffle(rng);
    for (place, card) in places.iter_mut().zip(cards) {
        **place = card;
    }
}

/// Puts the cards of `hand` that `known` keeps in place first, in their order, and the others
/// after them; how many it keeps (the hidden cards are `hand[kept..]`).
pub(crate) fn known_first(hand: &mut Vec<Card>, known: impl Fn(Card) -> bool) -> usize {
    let (kept, hidden): (Vec<Card>, Vec<Card>) = hand.iter().partition(|&&c| known(c));
    let count = kept.len();
    *hand = kept.into_iter().chain(hidden).collect();
    count
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::*;
    use crate::card::{CardSet, Pack};

    #[test]
    fn a_redeal_keeps_the_cards_and_the_places_sizes() {
        let cards = Pack::Twenty.cards();
        let (mut hand, mut stock) = (cards[..5].to_vec(), cards[5..].to_vec());
        redeal(
            hand.iter_mut().skip(1).chain(&mut stock),
            &mut SmallRng::seed_from_u64(5),
        );
        assert_eq!(hand[0], cards[0]);
        assert_eq!((hand.len(), stock.len()), (5, 15));
        let all: CardSet = hand.iter().chain(&stock).copied().collect();
        assert_eq!(all, Pack::Twenty.set());
    }

    #[test]
    fn known_cards_go_first_in_their_order() {
        let cards = Pack::Twenty.cards();
        let mut hand = cards[..4].to_vec();
        let kept = known_first(&mut hand, |c| c == cards[1] || c == cards[3]);
        assert_eq!(kept, 2);
        assert_eq!(hand, [cards[1], cards[3], cards[0], cards[2]]);
    }
}
