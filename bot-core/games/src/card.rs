//! Cards of every pack of the sources: French and German suits, thirteen ranks, and the packs of
//! 20, 24, 32, 36, 40 and 52 cards. A card knows its suit and rank and nothing else: the order of
//! the ranks and what a card counts belong to each game.
//!
//! Text form: two characters, rank then suit (`KH`, `TD`, `7C`); German suits map Eichel = `C`,
//! Grün = `S`, Rot = `H`, Schellen = `D`, and Daus = `A`, Ober = `Q`, Unter = `J`.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A suit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Suit {
    /// Clubs, Eichel.
    Clubs,
    /// Diamonds, Schellen.
    Diamonds,
    /// Hearts, Rot.
    Hearts,
    /// Spades, Grün.
    Spades,
}

impl Suit {
    /// The four suits.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// The suit's letter.
    pub const fn code(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    /// The suit of a letter.
    pub fn from_code(c: char) -> Option<Suit> {
        Suit::ALL.into_iter().find(|s| s.code() == c)
    }
}

/// A rank, from Two to Ace in the French order (a game orders ranks its own way).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Rank {
    /// 2.
    Two,
    /// 3.
    Three,
    /// 4.
    Four,
    /// 5.
    Five,
    /// 6.
    Six,
    /// 7.
    Seven,
    /// 8.
    Eight,
    /// 9.
    Nine,
    /// 10.
    Ten,
    /// Jack, Unter.
    Jack,
    /// Queen, Ober.
    Queen,
    /// King.
    King,
    /// Ace, Daus.
    Ace,
}

impl Rank {
    /// The thirteen ranks, Two to Ace.
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// The rank's character.
    pub const fn code(self) -> char {
        b"23456789TJQKA"[self as usize] as char
    }

    /// The rank of a character.
    pub fn from_code(c: char) -> Option<Rank> {
        Rank::ALL.into_iter().find(|r| r.code() == c)
    }
}

/// A card.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    /// The card of a code (`KH`, `TD`, `7C`), without allocating: the form of moves, read on
    /// every move a game applies.
    pub fn read(code: &str) -> Option<Card> {
        let &[rank, suit] = code.as_bytes() else {
            return None;
        };
        let rank = Rank::from_code(char::from(rank))?;
        let suit = Suit::from_code(char::from(suit))?;
        Some(Card::new(rank, suit))
    }

    /// The card's code as two ASCII bytes (`KH`).
    pub const fn code(self) -> [u8; 2] {
        [self.rank().code() as u8, self.suit().code() as u8]
    }

    /// A card of a suit and rank.
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card(suit as u8 * 13 + rank as u8)
    }

    /// Its suit.
    pub const fn suit(self) -> Suit {
        Suit::ALL[(self.0 / 13) as usize]
    }

    /// Its rank.
    pub const fn rank(self) -> Rank {
        Rank::ALL[(self.0 % 13) as usize]
    }

    /// An index from 0 to 51.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The card of an index from 0 to 51.
    pub fn from_index(index: u8) -> Option<Card> {
        (index < 52).then_some(Card(index))
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let code = self.code();
        f.write_str(std::str::from_utf8(&code).expect("a card's code is ASCII"))
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A text that is not a card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadCard(pub String);

impl fmt::Display for BadCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a card: {:?}", self.0)
    }
}

impl std::error::Error for BadCard {}

impl FromStr for Card {
    type Err = BadCard;

    fn from_str(s: &str) -> Result<Card, BadCard> {
        Card::read(s).ok_or_else(|| BadCard(s.to_string()))
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// A set of cards, as a bit set over the 52 cards.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardSet(u64);

impl CardSet {
    /// The empty set.
    pub const EMPTY: CardSet = CardSet(0);

    /// The set as bits (bit `i`: the card of index `i`).
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// The set of bits, if they name cards only.
    pub const fn from_bits(bits: u64) -> Option<CardSet> {
        if bits >> 52 == 0 {
            Some(CardSet(bits))
        } else {
            None
        }
    }

    /// Whether it holds a card.
    pub const fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.0) != 0
    }

    /// Adds a card.
    pub fn insert(&mut self, card: Card) {
        self.0 |= 1 << card.0;
    }

    /// Removes a card; whether it was there.
    pub fn remove(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 &= !(1 << card.0);
        had
    }

    /// The number of cards.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether it is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cards of both sets.
    pub const fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// The cards in both sets.
    pub const fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// The cards of this set not in the other.
    pub const fn minus(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// The cards, in index order (suit, then rank from Two to Ace).
    pub fn iter(self) -> impl Iterator<Item = Card> {
        (0..52u8).filter(move |&i| self.0 & (1 << i) != 0).map(Card)
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl Extend<Card> for CardSet {
    fn extend<I: IntoIterator<Item = Card>>(&mut self, cards: I) {
        for card in cards {
            self.insert(card);
        }
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// A pack of the sources.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pack {
    /// 20 cards: A T K Q J (Schnapsen).
    Twenty,
    /// 24 cards: A T K Q J 9 (Sechsundsechzig).
    TwentyFour,
    /// 32 cards: A K Q J T 9 8 7 (German pack, Piquet pack).
    ThirtyTwo,
    /// 36 cards: A K Q J T 9 8 7 6.
    ThirtySix,
    /// 40 cards: the French pack without 8 9 10 (l'Hombre).
    Forty,
    /// 52 cards: the French pack.
    FiftyTwo,
}

impl Pack {
    /// The ranks in the pack.
    pub fn ranks(self) -> &'static [Rank] {
        use Rank::*;
        match self {
            Pack::Twenty => &[Jack, Queen, King, Ten, Ace],
            Pack::TwentyFour => &[Nine, Jack, Queen, King, Ten, Ace],
            Pack::ThirtyTwo => &[Seven, Eight, Nine, Ten, Jack, Queen, King, Ace],
            Pack::ThirtySix => &[Six, Seven, Eight, Nine, Ten, Jack, Queen, King, Ace],
            Pack::Forty => &[Two, Three, Four, Five, Six, Seven, Jack, Queen, King, Ace],
            Pack::FiftyTwo => &Rank::ALL,
        }
    }

    /// Every card of the pack, suit by suit.
    pub fn cards(self) -> Vec<Card> {
        let ranks = self.ranks();
        let mut cards = Vec::with_capacity(Suit::ALL.len() * ranks.len());
        for suit in Suit::ALL {
            cards.extend(ranks.iter().map(|&r| Card::new(r, suit)));
        }
        cards
    }

    /// The pack as a set.
    pub fn set(self) -> CardSet {
        self.cards().into_iter().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_reads_back_from_its_text() {
        for card in Pack::FiftyTwo.cards() {
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
            assert_eq!(Card::from_index(card.index()), Some(card));
        }
        assert!("1H".parse::<Card>().is_err());
        assert!(
            "kh".parse::<Card>().is_err(),
            "codes are upper case, as the rules files write them"
        );
        assert!("KHX".parse::<Card>().is_err());
    }
}
