//! What the unit tests of every game write alike: cards from their codes.

use crate::card::Card;

/// The card of a code (`KH`).
pub(crate) fn card(code: &str) -> Card {
    code.parse().expect("a card code")
}

/// The cards of codes separated by spaces (`KH QH 7C`).
pub(crate) fn cards(codes: &str) -> Vec<Card> {
    codes.split_whitespace().map(card).collect()
}

/// The cards of a list of codes (`["KH", "QH"]`).
pub(crate) fn card_list(codes: &[&str]) -> Vec<Card> {
    codes.iter().map(|c| card(c)).collect()
}
