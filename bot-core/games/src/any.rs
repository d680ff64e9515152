//! [`AnyGame`]: a deal of any registered game — the one dispatch point.

use std::fmt;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Value, json};

use crate::game::Game;
use crate::registry::{GameId, spec};

/// A deal of any game of the registry. [`AnyGame::get`] is the one place that dispatches;
/// stored as `{"game": ID, "state": …}` and read back through the game's registry entry.
pub struct AnyGame(Box<dyn Game>);

impl AnyGame {
    /// Wraps a deal.
    pub fn new(game: Box<dyn Game>) -> AnyGame {
        AnyGame(game)
    }

    /// The game's registry entry.
    pub fn id(&self) -> GameId {
        GameId::of(self.0.id()).expect("a game of the registry")
    }

    /// The deal, to ask.
    pub fn get(&self) -> &dyn Game {
        &*self.0
    }

    /// The deal, to play on.
    pub fn get_mut(&mut self) -> &mut dyn Game {
        &mut *self.0
    }
}

impl Clone for AnyGame {
    fn clone(&self) -> AnyGame {
        AnyGame(self.0.boxed())
    }
}

impl PartialEq for AnyGame {
    fn eq(&self, other: &AnyGame) -> bool {
        self.0.id() == other.0.id() && self.0.save() == other.0.save()
    }
}

impl Eq for AnyGame {}

impl fmt::Debug for AnyGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

impl Serialize for AnyGame {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        json!({"game": self.0.id(), "state": self.0.save()}).serialize(s)
    }
}

impl<'de> Deserialize<'de> for AnyGame {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<AnyGame, D::Error> {
        let mut value = Value::deserialize(d)?;
        let id = value["game"]
            .as_str()
            .ok_or_else(|| D::Error::custom("a stored game names its game"))?
            .to_string();
        let spec = spec(&id).ok_or_else(|| D::Error::custom(format!("unknown game {id:?}")))?;
        let game = (spec.load)(value["state"].take()).map_err(D::Error::custom)?;
        game.check()
            .map_err(|e| D::Error::custom(format!("a damaged {id} deal: {e}")))?;
        Ok(AnyGame(game))
    }
}
