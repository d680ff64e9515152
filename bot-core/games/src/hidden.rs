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

/// Deals the cards of `hand` and `rest` again as [`redeal`] does, but never a card `barred`
/// from the hand into it — a card the opponent's answers showed he lacks (an answer that met a
/// later duty than that card would have): every deal the seat's knowledge allows is equally
/// likely. Where nothing is barred, or fewer cards may lie in the hand than it has places (the
/// opponent broke a rule the seat took for granted), exactly as [`redeal`].
pub(crate) fn redeal_barring<'a>(
    hand: impl IntoIterator<Item = &'a mut Card>,
    rest: impl IntoIterator<Item = &'a mut Card>,
    barred: impl Fn(Card) -> bool,
    rng: &mut dyn RngCore,
) {
    let hand: Vec<&mut Card> = hand.into_iter().collect();
    let rest: Vec<&mut Card> = rest.into_iter().collect();
    let (mut free, mut kept_out): (Vec<Card>, Vec<Card>) = hand
        .iter()
        .chain(&rest)
        .map(|c| **c)
        .partition(|&c| !barred(c));
    if kept_out.is_empty() || free.len() < hand.len() {
        return redeal(hand.into_iter().chain(rest), rng);
    }
    free.shuffle(rng);
    kept_out.extend(free.drain(hand.len()..));
    kept_out.shuffle(rng);
    for (place, card) in hand
        .into_iter()
        .zip(free)
        .chain(rest.into_iter().zip(kept_out))
    {
        *place = card;
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
    fn a_barred_card_never_lands_in_the_hand() {
        let cards = Pack::Twenty.cards();
        let barred = |c: Card| c.suit() == cards[0].suit();
        for seed in 0..50 {
            let (mut hand, mut rest) = (cards[..5].to_vec(), cards[5..12].to_vec());
            let mut rng = SmallRng::seed_from_u64(seed);
            redeal_barring(&mut hand, &mut rest, barred, &mut rng);
            assert!(hand.iter().all(|&c| !barred(c)), "{hand:?}");
            let all: CardSet = hand.iter().chain(&rest).copied().collect();
            assert_eq!(all, cards[..12].iter().copied().collect());
        }
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
