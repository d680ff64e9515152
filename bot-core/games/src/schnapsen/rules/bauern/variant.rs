//! The two games for more than two players, and what distinguishes them.
//!
//! Bauernschnapsen (four, two partnerships) and Dreierschnapsen (three, each for himself) share
//! the deal, the trump choice, the bidding and the play; what differs — seats, hand and talon
//! sizes, who is on whose side, which games exist — is a question this type answers, so the
//! engine asks the variant instead of being written twice. The number of seats is also the
//! engine's const parameter (`Game<4>`, `Game<3>`), which keeps every per-seat value the right
//! length; [`Variant::for_seats`] ties the two together.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::schnapsen::rules::card::{CardSet, Rank};
use crate::schnapsen::rules::seat::Seat;

/// A game of the Schnapsen family for three or four players (`RULES-bauernschnapsen.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    /// Four players in two fixed partnerships (seats 0 and 2 against 1 and 3), five cards each.
    Bauernschnapsen,
    /// Three players, each for himself; six cards each and a talon of two.
    Dreierschnapsen,
}

impl Variant {
    /// Both variants.
    pub const ALL: [Variant; 2] = [Variant::Bauernschnapsen, Variant::Dreierschnapsen];

    /// The variant played with `seats` players.
    ///
    /// # Panics
    /// Unless `seats` is 3 or 4 (at compile time where used in a constant).
    pub const fn for_seats(seats: usize) -> Variant {
        match seats {
            4 => Variant::Bauernschnapsen,
            3 => Variant::Dreierschnapsen,
            _ => panic!("Bauernschnapsen is played by four, Dreierschnapsen by three"),
        }
    }

    /// The name used in commands, scenarios and storage.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Bauernschnapsen => "bauernschnapsen",
            Variant::Dreierschnapsen => "dreierschnapsen",
        }
    }

    /// Players at the table.
    pub const fn seats(self) -> usize {
        match self {
            Variant::Bauernschnapsen => 4,
            Variant::Dreierschnapsen => 3,
        }
    }

    /// The cards in play: A T K Q J of each suit.
    pub const fn pack(self) -> CardSet {
        CardSet::ranks_from(Rank::Jack)
    }

    /// Cards in each hand after the deal.
    pub const fn hand_size(self) -> usize {
        match self {
            Variant::Bauernschnapsen => 5,
            Variant::Dreierschnapsen => 6,
        }
    }

    /// Cards of a hand's first packet, the only ones its holder sees until trump is fixed.
    pub const FIRST_PACKET: usize = 3;

    /// Cards of a hand's second packet: the forehand may turn one of them up as trump.
    pub const fn second_packet(self) -> usize {
        self.hand_size() - Variant::FIRST_PACKET
    }

    /// Cards in the talon (Dreierschnapsen only).
    pub const fn talon_size(self) -> usize {
        match self {
            Variant::Bauernschnapsen => 0,
            Variant::Dreierschnapsen => 2,
        }
    }

    /// Tricks in a game played to the end.
    pub const fn tricks(self) -> usize {
        self.hand_size()
    }

    /// Whether the players sit in fixed partnerships (Bauernschnapsen).
    pub const fn partnerships(self) -> bool {
        matches!(self, Variant::Bauernschnapsen)
    }

    /// Entries of the score sheet: sides in Bauernschnapsen, players in Dreierschnapsen.
    pub const fn score_entries(self) -> usize {
        match self {
            Variant::Bauernschnapsen => 2,
            Variant::Dreierschnapsen => 3,
        }
    }

    /// The score-sheet entry a seat writes to: its side (0 for seats 0 and 2, 1 for 1 and 3) in
    /// Bauernschnapsen, the seat itself in Dreierschnapsen.
    pub const fn score_entry(self, seat: Seat) -> usize {
        match self {
            Variant::Bauernschnapsen => seat.index() % 2,
            Variant::Dreierschnapsen => seat.index(),
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A variant name that is not known.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown variant {0:?} (bauernschnapsen, dreierschnapsen)")]
pub struct UnknownVariant(pub String);

impl FromStr for Variant {
    type Err = UnknownVariant;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.trim().to_lowercase();
        Variant::ALL
            .into_iter()
            .find(|v| v.name() == lower)
            .ok_or_else(|| UnknownVariant(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_whole_pack_is_dealt() {
        for v in Variant::ALL {
            assert_eq!(
                v.seats() * v.hand_size() + v.talon_size(),
                v.pack().len(),
                "{v}"
            );
            assert_eq!(Variant::for_seats(v.seats()), v);
            assert_eq!(v.name().parse::<Variant>().unwrap(), v);
        }
        assert!("schnapsen".parse::<Variant>().is_err());
    }
}
