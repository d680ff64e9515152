//! The Schnapsen family — Schnapsen, Sechsundsechzig, Schnorps, Mitschreiben, Bauernschnapsen and
//! Dreierschnapsen: its rules engine ([`rules`], pure, on a compact 32-card model of its own, with
//! Schnapsen's rank order and card points) and its computer players ([`ai`], which decide from a
//! seat's view only), its words ([`words`]), and the replay of its scenarios in their own frame ([`replay`],
//! `FORMAT.md` and `FORMAT-bauernschnapsen.md`).

pub mod ai;
pub mod replay;
mod result;
pub mod rules;
mod two;
pub mod words;

pub use result::{BauernResult, GameResult};
pub use two::{SCHNAPSEN, SCHNORPS, SECHSUNDSECHZIG, Two, rule_help};

/// A card of the family's compact model as a card of the crate's packs.
pub fn card_of(card: rules::Card) -> crate::Card {
    let rank = match card.rank() {
        rules::Rank::Seven => crate::Rank::Seven,
        rules::Rank::Eight => crate::Rank::Eight,
        rules::Rank::Nine => crate::Rank::Nine,
        rules::Rank::Jack => crate::Rank::Jack,
        rules::Rank::Queen => crate::Rank::Queen,
        rules::Rank::King => crate::Rank::King,
        rules::Rank::Ten => crate::Rank::Ten,
        rules::Rank::Ace => crate::Rank::Ace,
    };
    let suit = match card.suit() {
        rules::Suit::Hearts => crate::Suit::Hearts,
        rules::Suit::Diamonds => crate::Suit::Diamonds,
        rules::Suit::Spades => crate::Suit::Spades,
        rules::Suit::Clubs => crate::Suit::Clubs,
    };
    crate::Card::new(rank, suit)
}
