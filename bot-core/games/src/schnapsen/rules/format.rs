//! The version marker of serialised game state, shared by every engine.
//!
//! A stored game carries the layout version it was written with; a build reading another version
//! refuses it with a message instead of misreading it. Each engine has its own constant
//! ([`crate::schnapsen::rules::GAME_FORMAT`], [`crate::schnapsen::rules::bauern::BAUERN_FORMAT`]).

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Serialises as the number `V`; deserialises only from `V`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Version<const V: u32>;

impl<const V: u32> Serialize for Version<V> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u32(V)
    }
}

impl<'de, const V: u32> Deserialize<'de> for Version<V> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let version = u32::deserialize(d)?;
        if version == V {
            Ok(Version)
        } else {
            Err(serde::de::Error::custom(format!(
                "game state format {version} is unknown (this build reads {V})"
            )))
        }
    }
}
