//! Trick-taking: who wins a trick and which cards answer a lead in the strict phase.
//!
//! These functions know nothing of a particular game, so the two-player engine and the four- and
//! three-player games share them.

use super::card::{Card, CardSet, Suit};

/// Whether `card` beats `winning`, the card now winning the trick: a higher card of the same
/// suit, or a trump on a non-trump.
pub const fn beats(card: Card, winning: Card, trump: Suit) -> bool {
    let same_suit = card.suit() as u8 == winning.suit() as u8;
    if same_suit {
        card.rank() as u8 > winning.rank() as u8
    } else {
        card.suit() as u8 == trump as u8
    }
}

/// The cards of `hand` that may answer in the strict phase (Farb- und Stichzwang) when `led` was
/// led and `winning` now wins the trick, in the order of RULES.md: follow suit with a card that
/// beats the winning card if possible; else follow suit; else trump (a higher trump if a trump is
/// winning and the hand has one); else any card.
pub fn strict_answers(hand: CardSet, led: Card, winning: Card, trump: Suit) -> CardSet {
    let followers = hand.of_suit(led.suit());
    if !followers.is_empty() {
        if winning.suit() == led.suit() {
            let higher = followers & CardSet::higher_in_suit(winning);
            if !higher.is_empty() {
                return higher;
            }
        }
        return followers;
    }
    let trumps = hand.of_suit(trump);
    if !trumps.is_empty() {
        if winning.suit() == trump {
            let higher = trumps & CardSet::higher_in_suit(winning);
            if !higher.is_empty() {
                return higher;
            }
        }
        return trumps;
    }
    hand
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    fn set(cards: &[&str]) -> CardSet {
        cards.iter().map(|c| card(c)).collect()
    }

    #[test]
    fn higher_of_the_suit_led_or_any_trump_wins() {
        assert!(beats(card("AH"), card("TH"), Suit::Spades));
        assert!(!beats(card("KH"), card("TH"), Suit::Spades));
        assert!(beats(card("JS"), card("AH"), Suit::Spades));
        assert!(!beats(card("AD"), card("JH"), Suit::Spades));
        assert!(!beats(card("JS"), card("QS"), Suit::Spades));
    }

    #[test]
    fn strict_order_head_follow_trump_any() {
        let hand = set(&["AH", "JH", "QS", "KC"]);
        assert_eq!(
            strict_answers(hand, card("TH"), card("TH"), Suit::Spades),
            set(&["AH"])
        );
        let hand = set(&["JH", "QS", "KC"]);
        assert_eq!(
            strict_answers(hand, card("TH"), card("TH"), Suit::Spades),
            set(&["JH"])
        );
        let hand = set(&["QS", "JS", "KC"]);
        assert_eq!(
            strict_answers(hand, card("TH"), card("TH"), Suit::Spades),
            set(&["QS", "JS"])
        );
        let hand = set(&["KC", "AD"]);
        assert_eq!(
            strict_answers(hand, card("TH"), card("TH"), Suit::Spades),
            hand
        );
    }
}
