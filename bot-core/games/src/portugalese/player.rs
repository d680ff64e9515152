//! The computer's easy Portugalese: a person who plays by two rules of thumb and looks no
//! further. Answering, he beats with the lowest card that beats (the lead is his, and no
//! penalty card), else gives his lowest card of the suit; leading, he leads his lowest card,
//! from his shortest suit. The strong level searches ([`crate::search`]).

use super::Portugalese;
use crate::card::Card;
use crate::game::Move;

/// The easy computer's card for the seat to play.
pub(super) fn easy(game: &Portugalese, seat: usize) -> Option<Move> {
    let hand = &game.hands[seat];
    let card = match game.led {
        Some(led) => {
            let suit: Vec<Card> = hand
                .iter()
                .copied()
                .filter(|c| c.suit() == led.suit())
                .collect();
            let beating = suit
                .iter()
                .copied()
                .filter(|c| c.rank() > led.rank())
                .min_by_key(|c| c.rank());
            beating.or_else(|| suit.iter().copied().min_by_key(|c| c.rank()))?
        }
        None => {
            let length = |card: &Card| hand.iter().filter(|c| c.suit() == card.suit()).count();
            hand.iter().copied().min_by_key(|c| (length(c), c.rank()))?
        }
    };
    Some(Move::play(card))
}
