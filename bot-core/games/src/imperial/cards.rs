//! What Impérial's cards mean: the trick order (King high, the Ace below the Jack), the Point's
//! card values, the honours, the Impériaux of a hand and the follow rules.

use crate::card::{Card, CardSet, Rank, Suit};

/// The ranks from the highest in trick play to the lowest.
const TRICK_ORDER: [Rank; 8] = [
    Rank::King,
    Rank::Queen,
    Rank::Jack,
    Rank::Ace,
    Rank::Ten,
    Rank::Nine,
    Rank::Eight,
    Rank::Seven,
];

/// The ranks whose four cards make an Impérial, with the Impérial's name.
const FOURS: [(Rank, &str); 5] = [
    (Rank::King, "kings"),
    (Rank::Queen, "queens"),
    (Rank::Jack, "jacks"),
    (Rank::Ace, "aces"),
    (Rank::Seven, "sevens"),
];

/// The cards of a Quarte major, below the suit.
const QUARTE: [Rank; 4] = [Rank::King, Rank::Queen, Rank::Jack, Rank::Ace];

/// A card's height in trick play (higher wins).
pub fn height(card: Card) -> usize {
    8 - TRICK_ORDER
        .iter()
        .position(|&r| r == card.rank())
        .unwrap_or(8)
}

/// A card's value in the Point: K Q J T 10, A 11, the others their pips.
pub fn value(card: Card) -> i64 {
    match card.rank() {
        Rank::Ace => 11,
        Rank::King | Rank::Queen | Rank::Jack | Rank::Ten => 10,
        Rank::Nine => 9,
        Rank::Eight => 8,
        _ => 7,
    }
}

/// Whether a card is an honour of the trump suit (K Q J A 7 of trump).
pub fn honour(card: Card, trump: Suit) -> bool {
    card.suit() == trump
        && matches!(
            card.rank(),
            Rank::King | Rank::Queen | Rank::Jack | Rank::Ace | Rank::Seven
        )
}

/// Whether a card is a court card (King, Queen, Jack) — what a Carte blanche has none of.
fn court(card: Card) -> bool {
    matches!(card.rank(), Rank::King | Rank::Queen | Rank::Jack)
}

/// A hand's Point: the best sum of card values over one suit.
pub fn point(hand: &[Card]) -> i64 {
    Suit::ALL
        .into_iter()
        .map(|s| {
            hand.iter()
                .filter(|c| c.suit() == s)
                .map(|&c| value(c))
                .sum()
        })
        .max()
        .unwrap_or(0)
}

/// The Impériaux of a player, sorted by name, with the cards they show: four-of-a-kind and Quarte
/// major from `cards` (the hand, and for the dealer under `dealer_counts_turnup` the face-up
/// card), Carte blanche from the twelve cards of `hand` alone.
pub fn imperials(cards: CardSet, hand: &[Card]) -> (Vec<String>, CardSet) {
    let mut names = Vec::new();
    let mut shows = CardSet::EMPTY;
    for (rank, name) in FOURS {
        let four: CardSet = Suit::ALL.into_iter().map(|s| Card::new(rank, s)).collect();
        if four.intersection(cards) == four {
            names.push(name.to_string());
            shows = shows.union(four);
        }
    }
    for suit in Suit::ALL {
        let quarte: CardSet = QUARTE.into_iter().map(|r| Card::new(r, suit)).collect();
        if quarte.intersection(cards) == quarte {
            names.push(format!("quarte_major:{}", suit.code()));
            shows = shows.union(quarte);
        }
    }
    if !hand.iter().any(|&c| court(c)) {
        names.push("carte_blanche".to_string());
    }
    names.sort();
    (names, shows)
}

/// What Impériaux mark: 6 each, a Carte blanche 12 (two Impériaux).
pub fn imperial_points(names: &[String]) -> i64 {
    names
        .iter()
        .map(|n| if n == "carte_blanche" { 12 } else { 6 })
        .sum()
}

/// Whether the second card of a trick beats the first: the higher trump if a trump is in it,
/// else the higher card of the suit led.
pub fn beats(second: Card, first: Card, trump: Suit) -> bool {
    match (first.suit() == trump, second.suit() == trump) {
        (false, true) => true,
        (true, false) => false,
        _ => second.suit() == first.suit() && height(second) > height(first),
    }
}

/// The cards of `hand` that may answer `led`: the suit led (with `must_head`, a card of it that
/// beats the lead where there is one), else a trump, else any card.
pub fn answers(hand: &[Card], led: Card, trump: Suit, must_head: bool) -> crate::trick::Playable {
    let of = |suit: Suit| -> crate::trick::Playable {
        hand.iter().copied().filter(|c| c.suit() == suit).collect()
    };
    let follow = of(led.suit());
    if !follow.is_empty() {
        let heads: crate::trick::Playable = follow
            .iter()
            .copied()
            .filter(|&c| height(c) > height(led))
            .collect();
        return if must_head && !heads.is_empty() {
            heads
        } else {
            follow
        };
    }
    let trumps = of(trump);
    if trumps.is_empty() {
        hand.iter().copied().collect()
    } else {
        trumps
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace()
            .map(|c| c.parse().unwrap())
            .collect()
    }

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    #[test]
    fn the_king_is_high_and_the_ace_comes_after_the_jack() {
        assert!(beats(card("KH"), card("QH"), Suit::Spades));
        assert!(beats(card("JH"), card("AH"), Suit::Spades));
        assert!(!beats(card("AH"), card("JH"), Suit::Spades));
        assert!(beats(card("AH"), card("TH"), Suit::Spades));
        assert!(beats(card("7S"), card("KH"), Suit::Spades), "a trump wins");
        assert!(
            !beats(card("KD"), card("7H"), Suit::Spades),
            "another suit loses"
        );
    }

    #[test]
    fn the_point_is_the_best_one_suit_sum() {
        assert_eq!(point(&cards("KH QH JH AH KS QS 9S 8S 7D 8D TC 9C")), 41);
        assert_eq!(point(&cards("KD QD JD AD TD 9D KC QC JC AC 7S 7C")), 60);
    }

    #[test]
    fn a_card_counts_in_a_four_and_a_quarte_and_carte_blanche_adds_up() {
        let hand = cards("KH QH JH AH KS KD KC 7S 7D 8D TC 9C");
        let (names, shows) = imperials(hand.iter().copied().collect(), &hand);
        assert_eq!(names, ["kings", "quarte_major:H"]);
        assert_eq!(shows.len(), 7);
        assert_eq!(imperial_points(&names), 12);
        let blanche = cards("AH AS AD AC 7H 7S 7D 7C 8H 8S 9D TC");
        let (names, _) = imperials(blanche.iter().copied().collect(), &blanche);
        assert_eq!(names, ["aces", "carte_blanche", "sevens"]);
        assert_eq!(imperial_points(&names), 24);
    }

    #[test]
    fn follow_suit_else_trump_else_anything_and_heading_only_by_switch() {
        let hand = cards("KH 8H 7S 9D");
        assert_eq!(
            answers(&hand, card("QH"), Suit::Spades, false).to_vec(),
            cards("KH 8H")
        );
        assert_eq!(
            answers(&hand, card("QH"), Suit::Spades, true).to_vec(),
            cards("KH")
        );
        assert_eq!(
            answers(&cards("JH 8H 7S"), card("QH"), Suit::Spades, true).to_vec(),
            cards("JH 8H")
        );
        assert_eq!(
            answers(&hand, card("QC"), Suit::Spades, false).to_vec(),
            cards("7S")
        );
        assert_eq!(
            answers(&hand, card("QC"), Suit::Clubs, false).to_vec(),
            hand
        );
    }
}
