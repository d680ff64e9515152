//! [`AnyGame`]: a deal of any registered game — the one dispatch point.

use std::fmt;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;
use serde_json::value::RawValue;

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

/// The stored form of a deal: its game's id and its state, written straight from the deal
/// ([`crate::game::Persist::save_text`]).
#[derive(Serialize)]
struct Stored<'a> {
    game: &'a str,
    state: Box<RawValue>,
}

impl Serialize for AnyGame {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        Stored {
            game: self.0.id(),
            state: self.0.save_text(),
        }
        .serialize(s)
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

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;
    use serde_json::json;

    use super::*;

    /// A deal a few moves in: each time the first seat to act makes the first of its moves
    /// that the deal takes.
    fn played(id: GameId, moves: usize) -> AnyGame {
        let spec = id.spec();
        let rules = spec.rules(&serde_json::Map::new()).expect("the defaults");
        let mut rng = SmallRng::seed_from_u64(7);
        let mut game = (spec.new_match)(spec.seats.0, &rules, &mut rng).expect("a deal");
        for _ in 0..moves {
            let Some(&seat) = game.get().to_act().first() else {
                break;
            };
            let next = game.get().legal(seat).iter().find_map(|mv| {
                let mut next = game.clone();
                next.get_mut().apply(seat, mv).ok().map(|()| next)
            });
            match next {
                Some(next) => game = next,
                None => break,
            }
        }
        game
    }

    /// What the store writes of a deal, its state written straight from the deal, is the JSON
    /// of the state as [`crate::game::Persist::save`] gives it, and reads back as the same deal.
    #[test]
    fn every_game_stores_its_saved_state_and_reads_it_back() {
        for id in GameId::all() {
            let game = played(id, 6);
            let text = serde_json::to_vec(&game).expect("a deal serialises");
            let stored: Value = serde_json::from_slice(&text).expect("JSON");
            let expected = json!({"game": id.spec().id, "state": game.get().save()});
            assert_eq!(stored, expected, "{}", id.spec().id);
            assert_eq!(serde_json::to_value(&game).expect("a value"), expected);
            let back: AnyGame = serde_json::from_slice(&text).expect("reads back");
            assert_eq!(back, game, "{}", id.spec().id);
        }
    }
}
