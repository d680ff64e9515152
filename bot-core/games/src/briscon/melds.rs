//! Briscon's melds (RULES-briscon.md, *Announcements*): sequences of three to five cards in the
//! sequence order A K Q J T 9 8 7, four of a kind, and marriages — their names, cards and values.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use arrayvec::ArrayVec;

use crate::card::{Card, CardSet, Rank, Suit};
use crate::lang::Lang;
use crate::moves::Move;

/// The sequence order, highest first [D2]: a sequence is a run of this list in one suit.
const SEQUENCE: [Rank; 8] = [
    Rank::Ace,
    Rank::King,
    Rank::Queen,
    Rank::Jack,
    Rank::Ten,
    Rank::Nine,
    Rank::Eight,
    Rank::Seven,
];

/// A Quinte in trumps by its top card's place in [`SEQUENCE`] (A, K, Q, J); other suits half.
const QUINTE: [i64; 4] = [600, 300, 200, 100];
/// A Quarte in trumps by its top card's place (A, K, Q, J, T).
const QUARTE: [i64; 5] = [200, 160, 120, 80, 60];
/// A Terz in trumps by its top card's place (A, K, Q, J, T, 9).
const TIERCE: [i64; 6] = [120, 100, 80, 60, 40, 20];

/// A meld as its announcement names it: `tierce:KH`, `quarte:AH`, `quinte:JC`, `four:A`,
/// `marriage:H`. Any such name reads; [`Meld::value`] says whether it is a real meld.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Meld {
    /// Three, four or five cards in sequence of one suit, named by the top card.
    Sequence {
        /// 3 (Terz), 4 (Quarte) or 5 (Quinte).
        len: usize,
        /// The top card.
        top: Card,
    },
    /// Four cards of a rank (Kunststück).
    Four(Rank),
    /// King and Queen of a suit (Heirat).
    Marriage(Suit),
}

impl Meld {
    /// Every sequence, four and marriage that could be announced, valid or not in hand.
    pub fn all() -> &'static [Meld] {
        static ALL: std::sync::OnceLock<Vec<Meld>> = std::sync::OnceLock::new();
        ALL.get_or_init(Meld::list)
    }

    /// Every meld with its cards ([`Meld::set`]) and its announcement's move, in the order of
    /// the moves' text, made once: the legal moves look at each on every turn.
    pub fn with_sets() -> &'static [(Meld, CardSet, Move)] {
        static ALL: std::sync::OnceLock<Vec<(Meld, CardSet, Move)>> = std::sync::OnceLock::new();
        ALL.get_or_init(|| {
            let mut all: Vec<_> = Meld::all()
                .iter()
                .map(|&m| (m, m.set(), Move::new("announce", m.to_string().split(':'))))
                .collect();
            all.sort_by_key(|&(_, _, mv)| mv);
            all
        })
    }

    fn list() -> Vec<Meld> {
        let mut out = Vec::new();
        for suit in Suit::ALL {
            for (len, heads) in [(3, TIERCE.len()), (4, QUARTE.len()), (5, QUINTE.len())] {
                for &rank in &SEQUENCE[..heads] {
                    out.push(Meld::Sequence {
                        len,
                        top: Card::new(rank, suit),
                    });
                }
            }
            out.push(Meld::Marriage(suit));
        }
        for rank in [Rank::Ace, Rank::King, Rank::Queen, Rank::Jack, Rank::Ten] {
            out.push(Meld::Four(rank));
        }
        out
    }

    /// What it scores with this trump suit, or `None` if there is no such meld (a Terz from an
    /// 8, four Nines).
    pub fn value(self, trump: Suit) -> Option<i64> {
        match self {
            Meld::Sequence { len, top } => {
                let at = SEQUENCE.iter().position(|&r| r == top.rank())?;
                let table: &[i64] = match len {
                    3 => &TIERCE,
                    4 => &QUARTE,
                    5 => &QUINTE,
                    _ => return None,
                };
                let full = *table.get(at)?;
                Some(if top.suit() == trump { full } else { full / 2 })
            }
            Meld::Four(rank) => match rank {
                Rank::Ace => Some(150),
                Rank::King => Some(100),
                Rank::Queen => Some(80),
                Rank::Jack => Some(60),
                Rank::Ten => Some(40),
                _ => None,
            },
            Meld::Marriage(suit) => Some(if suit == trump { 40 } else { 20 }),
        }
    }

    /// Its cards (for a meld that exists).
    pub fn cards(self) -> Vec<Card> {
        self.members().to_vec()
    }

    /// Its cards, on the stack (at most a Quinte's five).
    fn members(self) -> ArrayVec<Card, 5> {
        match self {
            Meld::Sequence { len, top } => {
                let at = SEQUENCE
                    .iter()
                    .position(|&r| r == top.rank())
                    .unwrap_or(SEQUENCE.len());
                SEQUENCE
                    .iter()
                    .skip(at)
                    .take(len.min(5))
                    .map(|&r| Card::new(r, top.suit()))
                    .collect()
            }
            Meld::Four(rank) => Suit::ALL.iter().map(|&s| Card::new(rank, s)).collect(),
            Meld::Marriage(suit) => [Rank::King, Rank::Queen]
                .into_iter()
                .map(|r| Card::new(r, suit))
                .collect(),
        }
    }

    /// Its cards as a set (no allocation: the legal moves ask for every meld on every turn).
    pub fn set(self) -> CardSet {
        self.members().into_iter().collect()
    }

    /// Whether it is a sequence.
    pub fn is_sequence(self) -> bool {
        matches!(self, Meld::Sequence { .. })
    }

    /// Its name for players, in the game's catalogue with the glossary's cards: `Terz ab K♥`,
    /// `vier A`, `Heirat ♥`.
    pub fn label(self, lang: Lang) -> String {
        let face = super::SPEC.face;
        match self {
            Meld::Sequence { len, top } => {
                let id = match len {
                    3 => "meld-tierce",
                    4 => "meld-quarte",
                    _ => "meld-quinte",
                };
                super::WORDS.format(lang, id, &[("card", face.card(top, lang).into())])
            }
            Meld::Four(rank) => {
                super::WORDS.format(lang, "meld-four", &[("rank", face.rank(rank, lang).into())])
            }
            Meld::Marriage(suit) => {
                super::WORDS.format(lang, "meld-marriage", &[("suit", face.symbol(suit).into())])
            }
        }
    }
}

impl fmt::Display for Meld {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Meld::Sequence { len, top } => {
                let name = match len {
                    3 => "tierce",
                    4 => "quarte",
                    _ => "quinte",
                };
                write!(f, "{name}:{top}")
            }
            Meld::Four(rank) => write!(f, "four:{}", rank.code()),
            Meld::Marriage(suit) => write!(f, "marriage:{}", suit.code()),
        }
    }
}

impl FromStr for Meld {
    type Err = String;

    /// Reads `tierce:KH`, `four:A`, `marriage:H` (rank and suit letters as in card codes).
    fn from_str(text: &str) -> Result<Meld, String> {
        let bad = || format!("not a meld: {text:?}");
        let (kind, arg) = text.split_once(':').ok_or_else(bad)?;
        let letter = || {
            let mut chars = arg.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) => Ok(c.to_ascii_uppercase()),
                _ => Err(bad()),
            }
        };
        let len = match kind {
            "tierce" => 3,
            "quarte" => 4,
            "quinte" => 5,
            "four" => return Rank::from_code(letter()?).map(Meld::Four).ok_or_else(bad),
            "marriage" => {
                return Suit::from_code(letter()?)
                    .map(Meld::Marriage)
                    .ok_or_else(bad);
            }
            _ => return Err(bad()),
        };
        let top = arg.parse().map_err(|_| bad())?;
        Ok(Meld::Sequence { len, top })
    }
}

impl From<Meld> for String {
    fn from(meld: Meld) -> String {
        meld.to_string()
    }
}

impl TryFrom<String> for Meld {
    type Error = String;
    fn try_from(text: String) -> Result<Meld, String> {
        text.parse()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn meld(text: &str) -> Meld {
        text.parse().unwrap()
    }

    #[test]
    fn sequences_run_in_the_natural_order_and_halve_outside_trumps() {
        let cards: Vec<String> = meld("tierce:JH")
            .cards()
            .iter()
            .map(|c| c.to_string())
            .collect();
        assert_eq!(cards, ["JH", "TH", "9H"]);
        assert_eq!(meld("tierce:JH").value(Suit::Hearts), Some(60));
        assert_eq!(meld("tierce:JH").value(Suit::Spades), Some(30));
        assert_eq!(meld("quinte:AS").value(Suit::Spades), Some(600));
        assert_eq!(meld("quinte:JC").value(Suit::Spades), Some(50));
        assert_eq!(meld("quarte:TD").value(Suit::Diamonds), Some(60));
        assert_eq!(meld("tierce:9C").value(Suit::Hearts), Some(10));
    }

    #[test]
    fn impossible_melds_have_no_value() {
        assert_eq!(meld("tierce:8H").value(Suit::Hearts), None);
        assert_eq!(meld("quarte:9H").value(Suit::Hearts), None);
        assert_eq!(meld("quinte:TH").value(Suit::Hearts), None);
        assert_eq!(meld("four:9").value(Suit::Hearts), None);
        assert_eq!(meld("four:T").value(Suit::Hearts), Some(40));
        assert!("four:X".parse::<Meld>().is_err());
        assert!("pair:KH".parse::<Meld>().is_err());
    }

    #[test]
    fn every_listed_meld_exists_and_reads_back() {
        let all = Meld::all();
        assert_eq!(all.len(), 4 * (6 + 5 + 4 + 1) + 5);
        for &m in all {
            assert!(m.value(Suit::Clubs).is_some(), "{m}");
            assert_eq!(m.to_string().parse::<Meld>(), Ok(m));
        }
    }
}
