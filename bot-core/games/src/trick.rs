//! Trick rules several trump games share, each with its own order of the ranks (`power`: the
//! higher, the stronger).

use crate::card::{Card, Suit};

/// Whether `second` wins against `led`: higher in the led suit, or a trump on another suit.
pub fn beats(led: Card, second: Card, trump: Suit, power: fn(Card) -> usize) -> bool {
    if second.suit() == led.suit() {
        power(second) > power(led)
    } else {
        second.suit() == trump
    }
}

/// The cards the second player may play where a game demands it: beat in suit, else follow,
/// else trump, else anything (`overtake` off: follow, else trump, else anything).
pub fn allowed(
    hand: &[Card],
    led: Card,
    trump: Suit,
    overtake: bool,
    power: fn(Card) -> usize,
) -> Vec<Card> {
    let follow: Vec<Card> = hand
        .iter()
        .copied()
        .filter(|c| c.suit() == led.suit())
        .collect();
    let beat: Vec<Card> = follow
        .iter()
        .copied()
        .filter(|&c| power(c) > power(led))
        .collect();
    let trumps: Vec<Card> = hand.iter().copied().filter(|c| c.suit() == trump).collect();
    [beat, follow, trumps, hand.to_vec()]
        .into_iter()
        .enumerate()
        .find(|(i, cards)| !cards.is_empty() && (overtake || *i != 0))
        .map(|(_, cards)| cards)
        .unwrap_or_default()
}
