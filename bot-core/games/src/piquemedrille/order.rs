//! The cards of l'Hombre with a trump suit: the trumps and their order (the two black Aces
//! always among them), the plain suits, the Matadors, the follow rules and who wins a trick.

use serde::{Deserialize, Serialize};

use crate::card::{Card, Rank, Suit};

/// The games, lowest first (the order of bidding).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(super) enum Contract {
    /// "Ich frage": trump named, then bought; six tricks.
    Frage,
    /// A King called for one card (house rule); six tricks.
    Mediateur,
    /// From the hand; six tricks.
    Solo,
    /// From the hand; all ten tricks.
    SoloTout,
}

impl Contract {
    /// The games, lowest first.
    pub(super) const ALL: [Contract; 4] = [
        Contract::Frage,
        Contract::Mediateur,
        Contract::Solo,
        Contract::SoloTout,
    ];

    /// The code of the rules file.
    pub(super) fn code(self) -> &'static str {
        match self {
            Contract::Frage => "frage",
            Contract::Mediateur => "mediateur",
            Contract::Solo => "solo",
            Contract::SoloTout => "solo_tout",
        }
    }

    /// The game of a code.
    pub(super) fn from_code(code: &str) -> Option<Contract> {
        Contract::ALL.into_iter().find(|c| c.code() == code)
    }

    /// The base value (P8).
    pub(super) fn base(self) -> i64 {
        match self {
            Contract::Frage => 1,
            Contract::Mediateur => 2,
            Contract::Solo => 3,
            Contract::SoloTout => 6,
        }
    }

    /// The tricks the declarer needs to win.
    pub(super) fn needs(self) -> u8 {
        if self == Contract::SoloTout { 10 } else { 6 }
    }
}

/// Spadille, the Ace of spades: always the highest trump.
pub(super) const SPADILLE: Card = Card::new(Rank::Ace, Suit::Spades);
/// Basta, the Ace of clubs: always the third trump.
pub(super) const BASTA: Card = Card::new(Rank::Ace, Suit::Clubs);

/// Whether a suit is black.
fn black(suit: Suit) -> bool {
    matches!(suit, Suit::Clubs | Suit::Spades)
}

/// The ranks of a plain suit, high to low (a black suit's Ace is a trump).
fn plain_ranks(suit: Suit) -> &'static [Rank] {
    use Rank::*;
    if black(suit) {
        &[King, Queen, Jack, Seven, Six, Five, Four, Three, Two]
    } else {
        &[King, Queen, Jack, Ace, Two, Three, Four, Five, Six, Seven]
    }
}

/// The cards of a deal ordered by its trump suit (stored as the suit's letter).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "char", try_from = "char")]
pub(super) struct Trump(pub(super) Suit);

impl From<Trump> for char {
    fn from(trump: Trump) -> char {
        trump.0.code()
    }
}

impl TryFrom<char> for Trump {
    type Error = String;
    fn try_from(code: char) -> Result<Trump, String> {
        Suit::from_code(code)
            .map(Trump)
            .ok_or_else(|| format!("not a suit: {code:?}"))
    }
}

impl Trump {
    /// Manille: the Two of a black trump suit, the Seven of a red one.
    pub(super) fn manille(self) -> Card {
        Card::new(
            if black(self.0) {
                Rank::Two
            } else {
                Rank::Seven
            },
            self.0,
        )
    }

    /// The trump suit's own cards below Manille and Basta, high to low (red: Ponto first).
    fn suit_ranks(self) -> &'static [Rank] {
        use Rank::*;
        if black(self.0) {
            &[King, Queen, Jack, Seven, Six, Five, Four, Three]
        } else {
            &[Ace, King, Queen, Jack, Two, Three, Four, Five, Six]
        }
    }

    /// The trumps, high to low: Spadille, Manille, Basta, (red: Ponto), then the suit.
    pub(super) fn trumps(self) -> Vec<Card> {
        let mut order = vec![SPADILLE, self.manille(), BASTA];
        order.extend(self.suit_ranks().iter().map(|&r| Card::new(r, self.0)));
        order
    }

    /// A trump's place in the order of trumps, 0 for Spadille.
    fn trump_place(self, card: Card) -> Option<usize> {
        match card {
            SPADILLE => Some(0),
            BASTA => Some(2),
            c if c == self.manille() => Some(1),
            c if c.suit() == self.0 => self
                .suit_ranks()
                .iter()
                .position(|&r| r == c.rank())
                .map(|p| p + 3),
            _ => None,
        }
    }

    /// Whether a card is a trump.
    pub(super) fn is_trump(self, card: Card) -> bool {
        card.suit() == self.0 || card == SPADILLE || card == BASTA
    }

    /// The suit a card belongs to in play: every trump is of the trump suit.
    pub(super) fn suit_of(self, card: Card) -> Suit {
        if self.is_trump(card) {
            self.0
        } else {
            card.suit()
        }
    }

    /// Whether a card is a Matador (Spadille, Manille, Basta — not Ponto).
    pub(super) fn is_matador(self, card: Card) -> bool {
        card == SPADILLE || card == BASTA || card == self.manille()
    }

    /// A card's strength within its suit in play: higher wins; trumps above every plain card.
    pub(super) fn power(self, card: Card) -> usize {
        if let Some(place) = self.trump_place(card) {
            100 - place
        } else {
            let ranks = plain_ranks(card.suit());
            ranks.len() - ranks.iter().position(|&r| r == card.rank()).unwrap_or(0)
        }
    }

    /// Whether the second card of a trick beats the led one.
    pub(super) fn beats(self, led: Card, second: Card) -> bool {
        let trump = self.is_trump(second) || self.is_trump(led);
        (trump || self.suit_of(second) == self.suit_of(led)) && self.power(second) > self.power(led)
    }

    /// The cards of `hand` that may answer `led` (any card when leading) [P6]: follow suit while
    /// you can, else anything. On a trump lead, a hand whose only trumps are Matadors above the
    /// led card may keep them back (the Matadors' privilege).
    pub(super) fn playable(self, hand: &[Card], led: Option<Card>) -> crate::trick::Playable {
        let Some(led) = led else {
            return hand.iter().copied().collect();
        };
        let suit = self.suit_of(led);
        let same: crate::trick::Playable = hand
            .iter()
            .copied()
            .filter(|&c| self.suit_of(c) == suit)
            .collect();
        let forced = if self.is_trump(led) {
            same.iter()
                .any(|&c| !(self.is_matador(c) && self.power(c) > self.power(led)))
        } else {
            !same.is_empty()
        };
        if forced {
            same
        } else {
            hand.iter().copied().collect()
        }
    }

    /// The Matadors a hand counts [P9]: the unbroken run of trumps from Spadille down, if it
    /// holds at least Spadille, Manille and Basta; else 0.
    pub(super) fn matadors(self, hand: &[Card]) -> i64 {
        let run = self
            .trumps()
            .into_iter()
            .take_while(|c| hand.contains(c))
            .count();
        if run >= 3 { run as i64 } else { 0 }
    }

    /// A hand in the order players read it: trumps high to low, then each plain suit.
    pub(super) fn sort(self, hand: &mut [Card]) {
        hand.sort_by_key(|&c| {
            let trump = self.is_trump(c);
            (
                !trump,
                if trump { self.0 } else { c.suit() },
                std::cmp::Reverse(self.power(c)),
            )
        });
    }
}
