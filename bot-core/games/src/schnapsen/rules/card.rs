//! Cards: suits, ranks, single cards and sets of cards.
//!
//! A [`Card`] is one byte (`suit * 8 + rank`) and a [`CardSet`] is a 32-bit mask over the whole
//! 32-card pack, so that the engine, the search of the computer player and the benchmarks can do
//! everything with a few bit operations and no allocation. Within a suit the bit order is the rank
//! order (7 lowest, Ace highest), which makes "a higher card of this suit" a mask.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Sub};
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// One of the four suits, with the codes of RULES.md (`H`, `D`, `S`, `C`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    /// Herz / Rot (`H`).
    Hearts = 0,
    /// Karo / Schelle (`D`).
    Diamonds = 1,
    /// Pik / Grün, Laub (`S`).
    Spades = 2,
    /// Treff / Eichel (`C`).
    Clubs = 3,
}

impl Suit {
    /// All suits in code order H, D, S, C.
    pub const ALL: [Suit; 4] = [Suit::Hearts, Suit::Diamonds, Suit::Spades, Suit::Clubs];

    /// The suit's index 0..4.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The suit with this index (0..4).
    ///
    /// # Panics
    /// If `index` is 4 or more.
    pub const fn from_index(index: usize) -> Suit {
        Suit::ALL[index]
    }

    /// The one-letter code of RULES.md.
    pub const fn code(self) -> char {
        match self {
            Suit::Hearts => 'H',
            Suit::Diamonds => 'D',
            Suit::Spades => 'S',
            Suit::Clubs => 'C',
        }
    }

    /// Parses a one-letter code, case-insensitive, or a suit symbol (♥ ♦ ♠ ♣).
    pub fn from_code(code: char) -> Option<Suit> {
        match code.to_ascii_uppercase() {
            'H' | '♥' => Some(Suit::Hearts),
            'D' | '♦' => Some(Suit::Diamonds),
            'S' | '♠' => Some(Suit::Spades),
            'C' | '♣' => Some(Suit::Clubs),
            _ => None,
        }
    }

    /// The French suit symbol used when rendering (♥ ♦ ♠ ♣).
    pub const fn symbol(self) -> char {
        match self {
            Suit::Hearts => '♥',
            Suit::Diamonds => '♦',
            Suit::Spades => '♠',
            Suit::Clubs => '♣',
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.code())
    }
}

impl FromStr for Suit {
    type Err = ParseCardError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut chars = s.trim().chars();
        match (chars.next().and_then(Suit::from_code), chars.next()) {
            (Some(suit), None) => Ok(suit),
            _ => Err(ParseCardError(s.to_owned())),
        }
    }
}

impl Serialize for Suit {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code().encode_utf8(&mut [0; 4]))
    }
}

impl<'de> Deserialize<'de> for Suit {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A rank of the 32-card pack, lowest first so that the discriminant is the rank order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rank {
    /// Siebener (`7`), 0 points.
    Seven = 0,
    /// Achter (`8`), 0 points.
    Eight = 1,
    /// Neuner (`9`), 0 points.
    Nine = 2,
    /// Unter / Bube (`J`), 2 points.
    Jack = 3,
    /// Ober / Dame (`Q`), 3 points.
    Queen = 4,
    /// König (`K`), 4 points.
    King = 5,
    /// Zehner (`T`), 10 points.
    Ten = 6,
    /// Daus / Ass (`A`), 11 points.
    Ace = 7,
}

impl Rank {
    /// All ranks, lowest first.
    pub const ALL: [Rank; 8] = [
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ten,
        Rank::Ace,
    ];

    /// The card points (Augen) of this rank.
    pub const fn points(self) -> u16 {
        match self {
            Rank::Ace => 11,
            Rank::Ten => 10,
            Rank::King => 4,
            Rank::Queen => 3,
            Rank::Jack => 2,
            Rank::Nine | Rank::Eight | Rank::Seven => 0,
        }
    }

    /// The one-character code of RULES.md.
    pub const fn code(self) -> char {
        match self {
            Rank::Ace => 'A',
            Rank::Ten => 'T',
            Rank::King => 'K',
            Rank::Queen => 'Q',
            Rank::Jack => 'J',
            Rank::Nine => '9',
            Rank::Eight => '8',
            Rank::Seven => '7',
        }
    }

    /// Parses a rank code, case-insensitive; `10` is accepted for the ten.
    pub fn from_code(code: &str) -> Option<Rank> {
        Some(match code.to_ascii_uppercase().as_str() {
            "A" => Rank::Ace,
            "T" | "10" => Rank::Ten,
            "K" => Rank::King,
            "Q" => Rank::Queen,
            "J" => Rank::Jack,
            "9" => Rank::Nine,
            "8" => Rank::Eight,
            "7" => Rank::Seven,
            _ => return None,
        })
    }
}

/// A card that cannot be parsed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a card code: {0:?} (rank A T K Q J 9 8 7, then suit H D S C, e.g. TH)")]
pub struct ParseCardError(pub String);

/// One card: a rank of a suit.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    /// The card of this rank and suit.
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card(suit as u8 * 8 + rank as u8)
    }

    /// The card's index 0..32 (its bit in a [`CardSet`]).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The card with this index.
    ///
    /// # Panics
    /// If `index` is 32 or more.
    pub const fn from_index(index: usize) -> Card {
        assert!(index < 32);
        Card(index as u8)
    }

    /// The card's suit.
    pub const fn suit(self) -> Suit {
        Suit::from_index((self.0 >> 3) as usize)
    }

    /// The card's rank.
    pub const fn rank(self) -> Rank {
        Rank::ALL[(self.0 & 7) as usize]
    }

    /// The card's points.
    pub const fn points(self) -> u16 {
        self.rank().points()
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().code(), self.suit().code())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Card {
    type Err = ParseCardError;

    /// Parses `TH`, `th`, `10H`: a rank code followed by a suit code.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseCardError(s.to_owned());
        // By characters, not bytes: the input is the user's and may hold any text.
        let mut chars = s.trim().chars();
        let suit = chars
            .next_back()
            .and_then(Suit::from_code)
            .ok_or_else(err)?;
        let rank = Rank::from_code(chars.as_str()).ok_or_else(err)?;
        Ok(Card::new(rank, suit))
    }
}

impl Card {
    /// The two-character code (`TH`) as ASCII bytes, without allocating.
    pub const fn code_bytes(self) -> [u8; 2] {
        [self.rank().code() as u8, self.suit().code() as u8]
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let bytes = self.code_bytes();
        s.serialize_str(std::str::from_utf8(&bytes).expect("card codes are ASCII"))
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A set of cards of the 32-card pack, as a bit mask.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CardSet(u32);

impl CardSet {
    /// No cards.
    pub const EMPTY: CardSet = CardSet(0);
    /// The whole 32-card pack.
    pub const ALL: CardSet = CardSet(u32::MAX);

    /// The set with exactly these bits (bit `i` is [`Card::from_index`]`(i)`).
    pub const fn from_bits(bits: u32) -> CardSet {
        CardSet(bits)
    }

    /// The bit mask.
    pub const fn bits(self) -> u32 {
        self.0
    }

    /// The set holding just this card.
    pub const fn single(card: Card) -> CardSet {
        CardSet(1 << card.0)
    }

    /// All cards of one suit.
    pub const fn suit(suit: Suit) -> CardSet {
        CardSet(0xFF << (suit as u32 * 8))
    }

    /// All cards of one rank.
    pub const fn rank(rank: Rank) -> CardSet {
        CardSet(0x0101_0101 << rank as u32)
    }

    /// All cards of this rank or higher, in every suit.
    pub const fn ranks_from(lowest: Rank) -> CardSet {
        let per_suit = (0xFFu32 << lowest as u32) & 0xFF;
        CardSet(per_suit * 0x0101_0101)
    }

    /// The cards of the same suit as `card` that rank above it.
    pub const fn higher_in_suit(card: Card) -> CardSet {
        let suit_mask = 0xFFu32 << (card.0 & !7);
        CardSet(suit_mask & !(u32::MAX >> (31 - card.0)))
    }

    /// Whether the set holds `card`.
    pub const fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.0) != 0
    }

    /// Adds a card.
    pub fn insert(&mut self, card: Card) {
        self.0 |= 1 << card.0;
    }

    /// Removes a card.
    pub fn remove(&mut self, card: Card) {
        self.0 &= !(1 << card.0);
    }

    /// The number of cards.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether every card of `other` is in this set.
    pub const fn is_superset(self, other: CardSet) -> bool {
        self.0 & other.0 == other.0
    }

    /// The cards of this set in one suit.
    pub const fn of_suit(self, suit: Suit) -> CardSet {
        CardSet(self.0 & CardSet::suit(suit).0)
    }

    /// The lowest card by index, if any.
    pub const fn first(self) -> Option<Card> {
        if self.0 == 0 {
            None
        } else {
            Some(Card(self.0.trailing_zeros() as u8))
        }
    }

    /// The `n`-th card in index order, if the set has that many.
    pub fn nth(self, n: usize) -> Option<Card> {
        self.iter().nth(n)
    }

    /// The card points of all cards in the set.
    pub const fn points(self) -> u16 {
        let b = self.0;
        (11 * (b & CardSet::rank(Rank::Ace).0).count_ones()
            + 10 * (b & CardSet::rank(Rank::Ten).0).count_ones()
            + 4 * (b & CardSet::rank(Rank::King).0).count_ones()
            + 3 * (b & CardSet::rank(Rank::Queen).0).count_ones()
            + 2 * (b & CardSet::rank(Rank::Jack).0).count_ones()) as u16
    }

    /// The cards in index order (by suit H, D, S, C, and within a suit from low to high).
    pub fn iter(self) -> CardIter {
        CardIter(self.0)
    }
}

/// Iterator over the cards of a [`CardSet`], in index order.
#[derive(Clone, Debug)]
pub struct CardIter(u32);

impl Iterator for CardIter {
    type Item = Card;

    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(Card(i as u8))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for CardIter {}

impl IntoIterator for CardSet {
    type Item = Card;
    type IntoIter = CardIter;

    fn into_iter(self) -> CardIter {
        self.iter()
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Self {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl BitOr for CardSet {
    type Output = CardSet;
    fn bitor(self, rhs: CardSet) -> CardSet {
        CardSet(self.0 | rhs.0)
    }
}

impl BitOrAssign for CardSet {
    fn bitor_assign(&mut self, rhs: CardSet) {
        self.0 |= rhs.0;
    }
}

impl BitAnd for CardSet {
    type Output = CardSet;
    fn bitand(self, rhs: CardSet) -> CardSet {
        CardSet(self.0 & rhs.0)
    }
}

impl BitAndAssign for CardSet {
    fn bitand_assign(&mut self, rhs: CardSet) {
        self.0 &= rhs.0;
    }
}

impl Sub for CardSet {
    type Output = CardSet;
    fn sub(self, rhs: CardSet) -> CardSet {
        CardSet(self.0 & !rhs.0)
    }
}

impl Not for CardSet {
    type Output = CardSet;
    fn not(self) -> CardSet {
        CardSet(!self.0)
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl Serialize for CardSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(Vec::<Card>::deserialize(d)?.into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_for_the_whole_pack() {
        for card in CardSet::ALL {
            let code = card.to_string();
            assert_eq!(code.parse::<Card>().unwrap(), card);
            assert_eq!(code.to_lowercase().parse::<Card>().unwrap(), card);
        }
        assert_eq!(
            "TH".parse::<Card>().unwrap(),
            Card::new(Rank::Ten, Suit::Hearts)
        );
        assert_eq!(
            "10h".parse::<Card>().unwrap(),
            Card::new(Rank::Ten, Suit::Hearts)
        );
        assert_eq!(
            "QC".parse::<Card>().unwrap(),
            Card::new(Rank::Queen, Suit::Clubs)
        );
        assert_eq!(
            "q♥".parse::<Card>().unwrap(),
            Card::new(Rank::Queen, Suit::Hearts)
        );
        assert_eq!(
            "10♠".parse::<Card>().unwrap(),
            Card::new(Rank::Ten, Suit::Spades)
        );
        // Any text a user may send is refused, never a panic (multi-byte characters included).
        for bad in [
            "", "H", "1H", "TX", "THH", "ZZ", "D♥", "♥", "Ä", "K♥♥", "ö♠", "🂡", "K😀",
        ] {
            assert!(bad.parse::<Card>().is_err(), "{bad} parsed");
            assert!(
                bad.parse::<Suit>().is_err() || bad.chars().count() == 1,
                "{bad}"
            );
        }
    }

    #[test]
    fn higher_in_suit_is_the_rank_order() {
        let jh = Card::new(Rank::Jack, Suit::Hearts);
        let higher: Vec<String> = CardSet::higher_in_suit(jh)
            .iter()
            .map(|c| c.to_string())
            .collect();
        assert_eq!(higher, ["QH", "KH", "TH", "AH"]);
        assert!(CardSet::higher_in_suit(Card::new(Rank::Ace, Suit::Clubs)).is_empty());
        let seven = Card::new(Rank::Seven, Suit::Spades);
        assert_eq!(CardSet::higher_in_suit(seven).len(), 7);
    }

    #[test]
    fn pack_points() {
        assert_eq!(CardSet::ranks_from(Rank::Jack).points(), 120);
        assert_eq!(CardSet::ALL.points(), 120);
        assert_eq!(CardSet::ranks_from(Rank::Jack).len(), 20);
        assert_eq!(CardSet::ranks_from(Rank::Nine).len(), 24);
        assert_eq!(CardSet::suit(Suit::Spades).points(), 30);
    }

    #[test]
    fn set_serialises_as_codes() {
        let set: CardSet = ["AH", "TS"]
            .iter()
            .map(|c| c.parse::<Card>().unwrap())
            .collect();
        let json = serde_json::to_string(&set).unwrap();
        assert_eq!(json, r#"["AH","TS"]"#);
        assert_eq!(serde_json::from_str::<CardSet>(&json).unwrap(), set);
    }
}
