//! The stored form of a table's deal and score: `{"Game": …}`, as the layouts since the game
//! registry wrote them when a second kind stood beside it (`{"Two": …}`, read now by
//! [`super::legacy`]).

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The one kind left.
#[derive(Serialize, Deserialize)]
enum Tagged<T> {
    Game(T),
}

/// Writes `value` as `{"Game": value}`.
pub(super) fn serialize<T: Serialize, S: Serializer>(value: &T, s: S) -> Result<S::Ok, S::Error> {
    Tagged::Game(value).serialize(s)
}

/// Reads `{"Game": value}`.
pub(super) fn deserialize<'de, T: Deserialize<'de>, D: Deserializer<'de>>(
    d: D,
) -> Result<T, D::Error> {
    let Tagged::Game(value) = Tagged::deserialize(d)?;
    Ok(value)
}
