//! The tricky rules of Piquemedrille, each asserting an outcome.

use super::*;

fn card(text: &str) -> Card {
    text.parse().unwrap()
}

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace().map(card).collect()
}

#[test]
fn trumps_run_from_spadille_through_manille_and_basta() {
    let red = Trump(Suit::Hearts).trumps();
    assert_eq!(red, cards("AS 7H AC AH KH QH JH 2H 3H 4H 5H 6H"));
    let black = Trump(Suit::Clubs).trumps();
    assert_eq!(black, cards("AS 2C AC KC QC JC 7C 6C 5C 4C 3C"));
}
