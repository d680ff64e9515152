//! A variant of either family, by name: where a scenario, a command or a setting names "the
//! game" without knowing in advance whether two, three or four will play.
//!
//! The two-player [`Variant`] keeps its meaning for every existing caller (the manager's
//! two-player tables match on it exhaustively); every other game, Bauern- and Dreierschnapsen
//! among them, is a game of the registry.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::action::Action;
use super::bauern;
use super::variant::Variant;
use crate::GameId;

/// An action of either family. The four-player vocabulary contains the two-player one (play,
/// announce, exchange, close, claim), so one type names every move a table, a button or a typed
/// command can carry; [`AnyAction::two_player`] narrows it for a two-player game.
pub type AnyAction = bauern::Action;

impl From<Action> for AnyAction {
    fn from(action: Action) -> Self {
        match action {
            Action::Play(card) => AnyAction::Play(card),
            Action::Announce(suit) => AnyAction::Announce(suit),
            Action::Exchange => AnyAction::Exchange,
            Action::Close => AnyAction::Close,
            Action::Claim => AnyAction::Claim,
        }
    }
}

impl AnyAction {
    /// The two-player action this is, if it is one.
    pub fn two_player(self) -> Option<Action> {
        Some(match self {
            AnyAction::Play(card) => Action::Play(card),
            AnyAction::Announce(suit) => Action::Announce(suit),
            AnyAction::Exchange => Action::Exchange,
            AnyAction::Close => Action::Close,
            AnyAction::Claim => Action::Claim,
            _ => return None,
        })
    }
}

/// Any game the project plays, by a name a player may type (`66`, `bauern`, `elfern`): a game
/// of the registry ([`crate::REGISTRY`]), the Schnapsen family among them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AnyVariant(pub GameId);

impl AnyVariant {
    /// The registry game.
    pub const fn game(self) -> GameId {
        self.0
    }

    /// Every variant: the Schnapsen family ([`AnyVariant::FAMILY`]), then the registry's other
    /// games.
    pub fn all() -> impl Iterator<Item = AnyVariant> {
        AnyVariant::FAMILY.into_iter().chain(
            GameId::all()
                .filter(|id| id.id().parse::<Variant>().is_err())
                .filter(|id| !AnyVariant::FAMILY.contains(&AnyVariant(*id)))
                .map(AnyVariant),
        )
    }

    /// The Schnapsen family, the two-player ones first.
    pub const FAMILY: [AnyVariant; 5] = [
        AnyVariant(GameId::of_spec(&crate::schnapsen::SCHNAPSEN)),
        AnyVariant(GameId::of_spec(&crate::schnapsen::SECHSUNDSECHZIG)),
        AnyVariant(GameId::of_spec(&crate::schnapsen::SCHNORPS)),
        AnyVariant(GameId::of_spec(&crate::schnapsen::BAUERNSCHNAPSEN)),
        AnyVariant(GameId::of_spec(&crate::schnapsen::DREIERSCHNAPSEN)),
    ];

    /// The name used in commands, scenarios and storage.
    pub fn name(self) -> &'static str {
        self.0.id()
    }

    /// Players at the table (the fewest, for a game that seats several numbers).
    pub fn seats(self) -> usize {
        self.sizes().0
    }

    /// The fewest and the most players (the two-player family may be played at three:
    /// Mitschreiben).
    pub fn sizes(self) -> (usize, usize) {
        self.0.spec().seats
    }
}

impl Default for AnyVariant {
    /// Schnapsen, as the two-player default.
    fn default() -> Self {
        AnyVariant::from(Variant::default())
    }
}

impl From<Variant> for AnyVariant {
    /// Schnapsen, Sechsundsechzig or Schnorps, as the game of the registry it is.
    fn from(v: Variant) -> Self {
        AnyVariant(GameId::of(v.name()).expect("the family is in the registry"))
    }
}

impl From<bauern::Variant> for AnyVariant {
    /// Bauern- or Dreierschnapsen, as the game of the registry it is.
    fn from(v: bauern::Variant) -> Self {
        AnyVariant(GameId::of(v.name()).expect("the family is in the registry"))
    }
}

impl fmt::Display for AnyVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A variant name that is not known.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown variant {0:?} ({names})", names = AnyVariant::all().map(AnyVariant::name).collect::<Vec<_>>().join(", "))]
pub struct UnknownAnyVariant(pub String);

impl FromStr for AnyVariant {
    type Err = UnknownAnyVariant;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.parse::<Variant>()
            .map(AnyVariant::from)
            .or_else(|_| s.parse::<bauern::Variant>().map(AnyVariant::from))
            .or_else(|_| GameId::of(s).map(AnyVariant).ok_or(()))
            .map_err(|_| UnknownAnyVariant(s.to_owned()))
    }
}

impl Serialize for AnyVariant {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for AnyVariant {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        String::deserialize(d)?
            .parse()
            .map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_parses_to_its_family() {
        for v in AnyVariant::all() {
            assert_eq!(v.name().parse::<AnyVariant>().unwrap(), v);
            let json = serde_json::to_string(&v).unwrap();
            assert_eq!(serde_json::from_str::<AnyVariant>(&json).unwrap(), v);
        }
        assert_eq!(
            "66".parse::<AnyVariant>().unwrap(),
            AnyVariant::from(Variant::Sechsundsechzig)
        );
        assert_eq!("Bauernschnapsen".parse::<AnyVariant>().unwrap().seats(), 4);
        assert_eq!(
            "dreierschnapsen".parse::<AnyVariant>().unwrap(),
            AnyVariant(GameId::of("dreierschnapsen").unwrap())
        );
        assert!("skat".parse::<AnyVariant>().is_err());
    }
}
