//! The talon: the stack the players draw from, with the face-up trump card at its bottom.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::card::Card;

/// The talon, top card first and the trump card last, in a fixed array so that a game stays
/// `Copy`. Serialised as the list of cards still in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Talon {
    cards: [Card; 32],
    len: u8,
    drawn: u8,
}

impl Talon {
    /// A talon of these cards, top first, the trump card last.
    ///
    /// # Panics
    /// With more than 32 cards.
    pub fn new(cards: &[Card]) -> Talon {
        let mut array = [Card::from_index(0); 32];
        array[..cards.len()].copy_from_slice(cards);
        Talon {
            cards: array,
            len: cards.len() as u8,
            drawn: 0,
        }
    }

    /// Cards not yet drawn.
    pub fn remaining(&self) -> usize {
        usize::from(self.len - self.drawn)
    }

    /// The cards not yet drawn, top first.
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.cards[usize::from(self.drawn)..usize::from(self.len)]
            .iter()
            .copied()
    }

    /// The card at the bottom, while the talon is not exhausted.
    pub fn trump_card(&self) -> Option<Card> {
        (self.drawn < self.len).then(|| self.cards[usize::from(self.len) - 1])
    }

    /// Takes the top card.
    ///
    /// # Panics
    /// If the talon is exhausted.
    pub fn draw(&mut self) -> Card {
        assert!(self.drawn < self.len, "drawing from an exhausted talon");
        let card = self.cards[usize::from(self.drawn)];
        self.drawn += 1;
        card
    }

    /// Puts `card` at the bottom in place of the trump card, which it returns.
    ///
    /// # Panics
    /// If the talon is exhausted.
    pub fn replace_trump_card(&mut self, card: Card) -> Card {
        let bottom = &mut self.cards[usize::from(self.len) - 1];
        assert!(self.drawn < self.len, "no trump card to replace");
        std::mem::replace(bottom, card)
    }
}

impl Serialize for Talon {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.cards())
    }
}

impl<'de> Deserialize<'de> for Talon {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let cards = Vec::<Card>::deserialize(d)?;
        if cards.len() > 32 {
            return Err(serde::de::Error::custom("a talon of more than 32 cards"));
        }
        Ok(Talon::new(&cards))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::schnapsen::rules::cards;

    #[test]
    fn draws_from_the_top_and_the_trump_card_comes_last() {
        let mut talon = Talon::new(&cards("AD KD QS"));
        assert_eq!(talon.trump_card(), Some("QS".parse().unwrap()));
        assert_eq!(talon.draw(), "AD".parse().unwrap());
        assert_eq!(talon.remaining(), 2);
        let robbed = talon.replace_trump_card("JS".parse().unwrap());
        assert_eq!(robbed, "QS".parse().unwrap());
        assert_eq!(talon.cards().collect::<Vec<_>>(), cards("KD JS"));
        talon.draw();
        assert_eq!(
            talon.draw(),
            "JS".parse().unwrap(),
            "the exchanged card is drawn last"
        );
        assert_eq!((talon.remaining(), talon.trump_card()), (0, None));
    }

    #[test]
    fn serialises_as_the_cards_still_in_it() {
        let mut talon = Talon::new(&cards("AD KD QS"));
        talon.draw();
        let json = serde_json::to_string(&talon).unwrap();
        assert_eq!(json, r#"["KD","QS"]"#);
        let back: Talon = serde_json::from_str(&json).unwrap();
        assert_eq!(
            back.cards().collect::<Vec<_>>(),
            talon.cards().collect::<Vec<_>>()
        );
        assert!(
            serde_json::from_str::<Talon>(&format!("[{}]", vec!["\"AH\""; 33].join(","))).is_err()
        );
    }
}
