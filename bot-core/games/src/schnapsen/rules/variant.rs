//! The two-player variants and what distinguishes them.
//!
//! One engine plays all of them: every difference between Schnapsen, Sechsundsechzig and Schnorps
//! is a question this type answers (pack, deal, robbing card, last-trick bonus, scoring), so the
//! game code asks the variant instead of being copied per game.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::card::{CardSet, Rank};

/// A two-player game of the Schnapsen family (RULES.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    /// Schnapsen: 20 cards, five each, 66 to win, Bummerl from 7.
    #[default]
    Schnapsen,
    /// Sechsundsechzig: 24 cards, six each, the last trick counts ten, the winner deals.
    Sechsundsechzig,
    /// Schnorps: 32 cards, six each, paid in Marken.
    Schnorps,
}

/// How the cards go out: sizes of the packets before and after the trump card is turned, dealt
/// alternately to the forehand and the dealer, forehand first.
#[derive(Clone, Copy, Debug)]
pub(crate) struct DealShape {
    /// Packets dealt before the trump card.
    pub before_trump: &'static [usize],
    /// Packets dealt after it.
    pub after_trump: &'static [usize],
}

impl Variant {
    /// All variants.
    pub const ALL: [Variant; 3] = [
        Variant::Schnapsen,
        Variant::Sechsundsechzig,
        Variant::Schnorps,
    ];

    /// The name used in commands, scenarios and storage.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Schnapsen => "schnapsen",
            Variant::Sechsundsechzig => "sechsundsechzig",
            Variant::Schnorps => "schnorps",
        }
    }

    /// The cards in play.
    pub const fn pack(self) -> CardSet {
        match self {
            Variant::Schnapsen => CardSet::ranks_from(Rank::Jack),
            Variant::Sechsundsechzig => CardSet::ranks_from(Rank::Nine),
            Variant::Schnorps => CardSet::ALL,
        }
    }

    /// Cards in each hand after the deal.
    pub const fn hand_size(self) -> usize {
        match self {
            Variant::Schnapsen => 5,
            Variant::Sechsundsechzig | Variant::Schnorps => 6,
        }
    }

    /// Cards in the talon after the deal, the face-up trump card included.
    pub const fn talon_size(self) -> usize {
        self.pack().len() - 2 * self.hand_size()
    }

    /// The trump card that may be exchanged for the face-up trump card (Atout-Unter, Neuner,
    /// Siebener).
    pub const fn robbing_rank(self) -> Rank {
        match self {
            Variant::Schnapsen => Rank::Jack,
            Variant::Sechsundsechzig => Rank::Nine,
            Variant::Schnorps => Rank::Seven,
        }
    }

    /// Whether the winner of the last trick scores ten more when the talon was played out.
    pub const fn last_trick_bonus(self) -> bool {
        !matches!(self, Variant::Schnapsen)
    }

    /// Whether 65 each at the end of play is a tie (only possible with the last trick's ten).
    pub const fn can_tie(self) -> bool {
        self.last_trick_bonus()
    }

    /// Whether marriages may be announced only by a player who has won a trick, and only while
    /// the talon is not exhausted (Schnorps).
    pub const fn marriage_needs_trick(self) -> bool {
        matches!(self, Variant::Schnorps)
    }

    /// Game points for a game claimed because the opponent's time ran out: the most a game
    /// can win (3; 6 Marken at Schnorps).
    pub const fn forfeit_points(self) -> u8 {
        match self {
            Variant::Schnorps => 6,
            Variant::Schnapsen | Variant::Sechsundsechzig => 3,
        }
    }

    /// Whether the winner of a game deals the next one (otherwise the deal alternates).
    pub const fn winner_deals(self) -> bool {
        !matches!(self, Variant::Schnapsen)
    }

    pub(crate) const fn deal_shape(self) -> DealShape {
        match self {
            Variant::Schnapsen => DealShape {
                before_trump: &[3, 3],
                after_trump: &[2, 2],
            },
            Variant::Sechsundsechzig => DealShape {
                before_trump: &[3, 3, 3, 3],
                after_trump: &[],
            },
            Variant::Schnorps => DealShape {
                before_trump: &[3, 3],
                after_trump: &[3, 3],
            },
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
#[error("unknown variant {0:?} (schnapsen, sechsundsechzig, schnorps)")]
pub struct UnknownVariant(pub String);

impl FromStr for Variant {
    type Err = UnknownVariant;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.trim().to_lowercase();
        Variant::ALL
            .into_iter()
            .find(|v| v.name() == lower || (lower == "66" && *v == Variant::Sechsundsechzig))
            .ok_or_else(|| UnknownVariant(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pack_and_deal_sizes() {
        assert_eq!(Variant::Schnapsen.talon_size(), 10);
        assert_eq!(Variant::Sechsundsechzig.talon_size(), 12);
        assert_eq!(Variant::Schnorps.talon_size(), 20);
        for v in Variant::ALL {
            let shape = v.deal_shape();
            let dealt: usize = shape.before_trump.iter().chain(shape.after_trump).sum();
            assert_eq!(dealt, 2 * v.hand_size());
        }
        // Schnapsen: 3, 3, trump (the seventh card), 2, 2; Sechsundsechzig: trump as the 13th.
        assert_eq!(
            Variant::Schnapsen
                .deal_shape()
                .before_trump
                .iter()
                .sum::<usize>(),
            6
        );
        assert_eq!(
            Variant::Sechsundsechzig
                .deal_shape()
                .before_trump
                .iter()
                .sum::<usize>(),
            12
        );
        assert_eq!(
            Variant::Schnorps
                .deal_shape()
                .before_trump
                .iter()
                .sum::<usize>(),
            6
        );
    }

    #[test]
    fn names_parse() {
        for v in Variant::ALL {
            assert_eq!(v.name().parse::<Variant>().unwrap(), v);
        }
        assert!("skat".parse::<Variant>().is_err());
    }
}
