//! Cards and suits in words, through the one glossary of cards ([`crate::glossary`]) with the
//! family's face, [`FACE`]: the short form shown on a table (`A♥`, `10♠`, `D♣` in German, `Q♣` in
//! English) and the suits' names and symbols.

use crate::glossary::Face;
use crate::lang::Lang;
use crate::schnapsen::card_of;
use crate::schnapsen::rules::{Card, CardSet, Rank, Suit};

/// The face of the family's packs: French (`A 10 K D B` in German, `A 10 K Q J` in English).
pub const FACE: Face = Face::French;

/// The kernel's suit of a family suit.
fn kernel_suit(suit: Suit) -> crate::card::Suit {
    card_of(Card::new(Rank::Ace, suit)).suit()
}

/// The suit's symbol: ♥ ♦ ♠ ♣.
pub fn suit_symbol(suit: Suit) -> &'static str {
    FACE.symbol(kernel_suit(suit))
}

/// The suit's name: Herz, Karo, Pik, Treff / Hearts, Diamonds, Spades, Clubs.
pub fn suit_name(lang: Lang, suit: Suit) -> &'static str {
    FACE.suit(kernel_suit(suit), lang)
}

/// A card's short form: rank then suit symbol, `A♥`, `10♠`, `Q♣` (German `D♣`).
pub fn card_short(lang: Lang, card: Card) -> &'static str {
    FACE.card(card_of(card), lang)
}

/// A card's place in a shown hand: by suit (♥ ♦ ♠ ♣), within a suit from the highest down.
pub fn hand_order(card: Card) -> (Suit, std::cmp::Reverse<Rank>) {
    (card.suit(), std::cmp::Reverse(card.rank()))
}

/// Cards in the order a hand is shown: by suit (♥ ♦ ♠ ♣), within a suit from the highest down.
pub fn sorted(cards: CardSet) -> Vec<Card> {
    in_hand_order(cards).collect()
}

/// Cards one by one in the order a hand is shown ([`hand_order`]), without sorting: a suit's
/// cards are a byte of the set with its highest rank the byte's top bit, so the set with each
/// byte's bits reversed lists them lowest bit first.
pub fn in_hand_order(cards: CardSet) -> impl Iterator<Item = Card> {
    let mut bits = cards.bits().reverse_bits().swap_bytes();
    std::iter::from_fn(move || {
        let at = bits.trailing_zeros() as usize;
        (bits != 0).then(|| {
            bits &= bits - 1;
            Card::from_index(at / 8 * 8 + 7 - at % 8)
        })
    })
}

/// Cards in their short form, separated by spaces, in the given order.
pub fn cards_short(lang: Lang, cards: impl IntoIterator<Item = Card>) -> String {
    let cards: Vec<crate::card::Card> = cards.into_iter().map(card_of).collect();
    FACE.cards(&cards, lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(code: &str) -> Card {
        code.parse().unwrap()
    }

    #[test]
    fn short_forms_use_french_faces_and_suit_symbols() {
        assert_eq!(card_short(Lang::En, card("AH")), "A♥");
        assert_eq!(card_short(Lang::En, card("TS")), "10♠");
        assert_eq!(card_short(Lang::En, card("QC")), "Q♣");
        assert_eq!(card_short(Lang::En, card("JD")), "J♦");
        assert_eq!(card_short(Lang::De, card("QC")), "D♣");
        assert_eq!(card_short(Lang::De, card("JD")), "B♦");
        assert_eq!(card_short(Lang::De, card("KH")), "K♥");
    }

    #[test]
    fn suit_names_differ_in_the_two_languages() {
        for suit in Suit::ALL {
            assert_ne!(suit_name(Lang::De, suit), suit_name(Lang::En, suit));
        }
        assert_eq!(suit_name(Lang::De, Suit::Diamonds), "Karo");
        assert_eq!(suit_symbol(Suit::Clubs), "♣");
    }

    #[test]
    fn hands_sort_by_suit_then_rank_downwards() {
        let hand: CardSet = ["JH", "AS", "TH", "QC", "AH"]
            .map(card)
            .into_iter()
            .collect();
        assert_eq!(cards_short(Lang::En, sorted(hand)), "A♥ 10♥ J♥ A♠ Q♣");
        let mut by_key: Vec<Card> = hand.iter().collect();
        by_key.sort_by_key(|&c| hand_order(c));
        assert_eq!(sorted(hand), by_key, "the bits' order is the shown order");
        let all = sorted(CardSet::ALL);
        assert!(all.windows(2).all(|w| hand_order(w[0]) < hand_order(w[1])));
        assert_eq!(all.len(), 32);
    }
}
