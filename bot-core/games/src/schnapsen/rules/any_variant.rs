//! The family's moves as one type, and its variants as the registry games they are.

use super::action::Action;
use super::bauern;
use super::variant::Variant;
use crate::registry::GameId;

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

impl From<Variant> for GameId {
    /// Schnapsen, Sechsundsechzig or Schnorps, as the game of the registry it is.
    fn from(v: Variant) -> Self {
        GameId::of(v.name()).expect("the family is in the registry")
    }
}

impl From<bauern::Variant> for GameId {
    /// Bauern- or Dreierschnapsen, as the game of the registry it is.
    fn from(v: bauern::Variant) -> Self {
        GameId::of(v.name()).expect("the family is in the registry")
    }
}
