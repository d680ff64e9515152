//! The compact stored form of a Taille: the pack, the stakes and the events each as one string
//! rather than lists of JSON objects. A Taille holds hundreds of events and every copy of a table (and
//! every refused move the conformance kit tries) serializes it whole.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serializer};

use super::{How, Note, Stake};
use crate::card::{Card, Rank};

impl fmt::Display for Stake {
    /// `seat:rank:amount:after`, e.g. `1:K:9:0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_onto(f)
    }
}

impl Stake {
    /// Writes [`Stake`]'s `Display` onto `out` piece by piece: a Taille writes hundreds, and
    /// the formatting machinery was most of a random deal's time.
    fn write_onto(&self, out: &mut impl fmt::Write) -> fmt::Result {
        write_number(out, self.seat as u64)?;
        out.write_char(':')?;
        out.write_char(self.rank)?;
        out.write_char(':')?;
        if self.amount < 0 {
            out.write_char('-')?;
        }
        write_number(out, self.amount.unsigned_abs())?;
        out.write_char(':')?;
        write_number(out, self.after as u64)
    }
}

/// Writes a number's digits.
fn write_number(out: &mut impl fmt::Write, mut n: u64) -> fmt::Result {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.write_str(std::str::from_utf8(&digits[at..]).expect("ASCII digits"))
}

impl FromStr for Stake {
    type Err = String;

    fn from_str(text: &str) -> Result<Stake, String> {
        let bad = || format!("not a stake: {text:?}");
        let parts: Vec<&str> = text.split(':').collect();
        let [seat, rank, amount, after] = parts.as_slice() else {
            return Err(bad());
        };
        let mut chars = rank.chars();
        let rank = match (chars.next(), chars.next()) {
            (Some(c), None) if Rank::from_code(c).is_some() => c,
            _ => return Err(bad()),
        };
        Ok(Stake {
            seat: seat.parse().map_err(|_| bad())?,
            rank,
            amount: amount.parse().map_err(|_| bad())?,
            after: after.parse().map_err(|_| bad())?,
        })
    }
}

/// The letter of a card's effect on a stake.
const HOWS: [(How, char); 4] = [
    (How::TwoThirds, 't'),
    (How::Whole, 'w'),
    (How::Paid, 'x'),
    (How::NotCounted, 'n'),
];

impl fmt::Display for Note {
    /// `s` + stake (staked), `p3:KH:7S` (a pair), a letter of [`HOWS`] + stake (settled), `e`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_onto(f)
    }
}

impl Note {
    /// Writes [`Note`]'s `Display` onto `out` piece by piece (see [`Stake::write_onto`]).
    pub(super) fn write_onto(&self, out: &mut impl fmt::Write) -> fmt::Result {
        match self {
            Note::Staked(stake) => {
                out.write_char('s')?;
                stake.write_onto(out)
            }
            Note::Pair { pair, cards } => {
                out.write_char('p')?;
                write_number(out, *pair as u64)?;
                for card in cards {
                    out.write_char(':')?;
                    out.write_str(std::str::from_utf8(&card.code()).expect("ASCII"))?;
                }
                Ok(())
            }
            Note::Settled { stake, how } => {
                let letter = HOWS.iter().find(|(h, _)| h == how).map_or('?', |&(_, c)| c);
                out.write_char(letter)?;
                stake.write_onto(out)
            }
            Note::End => out.write_char('e'),
        }
    }
}

impl FromStr for Note {
    type Err = String;

    fn from_str(text: &str) -> Result<Note, String> {
        let bad = || format!("not an event: {text:?}");
        let mut chars = text.chars();
        let tag = chars.next().ok_or_else(bad)?;
        let rest = chars.as_str();
        if let Some(&(how, _)) = HOWS.iter().find(|&&(_, c)| c == tag) {
            return Ok(Note::Settled {
                stake: rest.parse()?,
                how,
            });
        }
        match tag {
            's' => Ok(Note::Staked(rest.parse()?)),
            'e' if rest.is_empty() => Ok(Note::End),
            'p' => {
                let parts: Vec<&str> = rest.split(':').collect();
                let [pair, first, second] = parts.as_slice() else {
                    return Err(bad());
                };
                let card = |c: &str| c.parse::<Card>().map_err(|e| e.to_string());
                Ok(Note::Pair {
                    pair: pair.parse().map_err(|_| bad())?,
                    cards: [card(first)?, card(second)?],
                })
            }
            _ => Err(bad()),
        }
    }
}

/// A list as one string of its items' texts separated by spaces, for `#[serde(with)]`.
pub(super) mod joined {
    use super::*;

    /// Writes the items as one string.
    pub fn serialize<S: Serializer, T: fmt::Display>(items: &[T], s: S) -> Result<S::Ok, S::Error> {
        let texts: Vec<String> = items.iter().map(T::to_string).collect();
        s.collect_str(&texts.join(" "))
    }

    /// Reads the items back.
    pub fn deserialize<'de, D, T>(d: D) -> Result<Vec<T>, D::Error>
    where
        D: Deserializer<'de>,
        T: FromStr<Err = String>,
    {
        String::deserialize(d)?
            .split_whitespace()
            .map(|item| item.parse().map_err(serde::de::Error::custom))
            .collect()
    }
}

/// Reads the stored events, each checked.
pub(super) fn events<'de, D: Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    let text = String::deserialize(d)?;
    for item in text.split_whitespace() {
        item.parse::<Note>().map_err(serde::de::Error::custom)?;
    }
    Ok(text)
}

/// The pack as one string of card codes (`KH7S…`), for `#[serde(with)]`.
pub(super) mod cards {
    use super::*;

    /// Writes the cards as one string.
    pub fn serialize<S: Serializer>(cards: &[Card], s: S) -> Result<S::Ok, S::Error> {
        let text: String = cards
            .iter()
            .flat_map(|c| [c.rank().code(), c.suit().code()])
            .collect();
        s.serialize_str(&text)
    }

    /// Reads the cards back.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Card>, D::Error> {
        let text = String::deserialize(d)?;
        let bytes = text.as_bytes();
        if !text.is_ascii() || bytes.len() % 2 != 0 {
            return Err(serde::de::Error::custom("not a string of card codes"));
        }
        bytes
            .chunks(2)
            .map(|pair| {
                std::str::from_utf8(pair)
                    .map_err(serde::de::Error::custom)?
                    .parse::<Card>()
                    .map_err(serde::de::Error::custom)
            })
            .collect()
    }
}
