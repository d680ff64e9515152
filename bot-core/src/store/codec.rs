//! How every backend writes values and keys: the versioned JSON envelope
//! (`{"format": N, "value": …}`) and the text keys of tables, users and leaderboard entries.
//! Both backends store the very same bytes, so that their exports are the same document.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{STORE_FORMAT, StoreError, TableRecord, Tally, UserRecord};
use crate::ids::{Platform, TableKey, UserId};

/// The stored form of a value: `{"format": N, "value": …}`, serialised without building an
/// intermediate JSON tree.
#[derive(Serialize, Deserialize)]
struct Envelope<T> {
    format: u64,
    value: T,
}

/// Just the envelope's format, to tell an unknown format from a damaged value.
#[derive(Deserialize)]
struct Header {
    format: Option<u64>,
}

/// A value in its envelope of today's format.
pub(super) fn encode<T: Serialize + ?Sized>(value: &T) -> Vec<u8> {
    serde_json::to_vec(&Envelope {
        format: u64::from(STORE_FORMAT),
        value,
    })
    .expect("stored values serialise")
}

/// A stored value of `tree` at `key`: an unknown format and a damaged value are errors naming
/// both.
pub(super) fn decode<T: DeserializeOwned>(
    tree: &'static str,
    key: &[u8],
    bytes: &[u8],
) -> Result<T, StoreError> {
    let key = || String::from_utf8_lossy(key).into_owned();
    let format = |bytes: &[u8]| {
        serde_json::from_slice::<Header>(bytes)
            .ok()
            .and_then(|h| h.format)
    };
    match serde_json::from_slice::<Envelope<T>>(bytes) {
        Ok(envelope) if envelope.format == u64::from(STORE_FORMAT) => Ok(envelope.value),
        Ok(envelope) => Err(StoreError::UnknownFormat {
            tree,
            key: key(),
            found: envelope.format,
        }),
        Err(e) => match format(bytes) {
            Some(found) if found != u64::from(STORE_FORMAT) => Err(StoreError::UnknownFormat {
                tree,
                key: key(),
                found,
            }),
            _ => Err(StoreError::Corrupt {
                tree,
                key: key(),
                problem: e.to_string(),
            }),
        },
    }
}

/// A stored table, decoded and checked ([`TableRecord::check`]): the manager indexes players by
/// the numbers a table holds, so a damaged one must be refused here, not panic later.
pub(super) fn decode_table<T: TableRecord>(key: &[u8], bytes: &[u8]) -> Result<T, StoreError> {
    let table: T = read_table(key, bytes)?;
    table
        .check()
        .map_err(|problem| corrupt_table(key, problem))?;
    Ok(table)
}

/// A stored table decoded, one of an earlier layout brought up to today's on the way
/// ([`TableRecord::upgrade`]), not yet checked.
///
/// Today's tables read straight from the bytes; only one that does not (an earlier layout, or a
/// damaged value) is read as a JSON tree, upgraded and read again. Reading every table through
/// the tree cost a quarter of the manager's CPU time per action on PostgreSQL.
pub(super) fn read_table<T: TableRecord>(key: &[u8], bytes: &[u8]) -> Result<T, StoreError> {
    if let Ok(Envelope { format, value }) = serde_json::from_slice::<Envelope<T>>(bytes)
        && format == u64::from(STORE_FORMAT)
    {
        return Ok(value);
    }
    let mut stored: Value = decode("tables", key, bytes)?;
    T::upgrade(&mut stored).map_err(|problem| corrupt_table(key, problem))?;
    serde_json::from_value(stored).map_err(|e| corrupt_table(key, e.to_string()))
}

/// A table that does not read, naming why.
fn corrupt_table(key: &[u8], problem: String) -> StoreError {
    StoreError::Corrupt {
        tree: "tables",
        key: String::from_utf8_lossy(key).into_owned(),
        problem,
    }
}

/// Checks that a stored value of the leaderboard, users, `dealt` or `seasons` tree decodes as that tree's type
/// (tables: [`decode_table`]).
pub(super) fn check_record<S: Tally>(
    tree: &'static str,
    key: &[u8],
    bytes: &[u8],
) -> Result<(), StoreError> {
    match tree {
        "leaderboard" => decode::<S>(tree, key, bytes).map(drop),
        // The trees of one opaque envelope per channel (`dealt`, `seasons`).
        "dealt" | "seasons" => decode::<serde_json::Value>(tree, key, bytes).map(drop),
        _ => decode::<UserRecord>(tree, key, bytes).map(drop),
    }
}

/// The prefix of a channel's leaderboard (a variant's): `channel \0 board \0`.
pub(super) fn stats_prefix(channel: &TableKey, board: &str) -> Vec<u8> {
    let mut key = channel.storage_key();
    key.push(0);
    key.extend(board.as_bytes());
    key.push(0);
    key
}

/// The leaderboard key of a user in a channel's board: `channel \0 board \0 user`.
pub(super) fn stats_key(channel: &TableKey, board: &str, user: &UserId) -> Vec<u8> {
    let mut key = stats_prefix(channel, board);
    key.extend(user.storage_key());
    key
}

/// A leaderboard key's three parts: channel, board and user (as their storage keys).
pub(super) fn split_stats_key(key: &str) -> Option<(&str, &str, &str)> {
    let mut parts = key.splitn(3, '\0');
    Some((parts.next()?, parts.next()?, parts.next()?))
}

/// The platform and id of a storage key (`platform:id`).
fn platform_and_id(key: &[u8]) -> Option<(Platform, &str)> {
    let text = std::str::from_utf8(key).ok()?;
    let (platform, id) = text.split_once(':')?;
    let platform = serde_json::from_value(Value::String(platform.to_owned())).ok()?;
    Some((platform, id))
}

/// The user of a storage key (`platform:id`).
pub(super) fn user_from_storage_key(key: &[u8]) -> Option<UserId> {
    platform_and_id(key).map(|(platform, id)| UserId::new(platform, id))
}

/// The table key of a storage key (`platform:channel`).
pub(super) fn table_from_storage_key(key: &[u8]) -> Option<TableKey> {
    platform_and_id(key).map(|(platform, channel)| TableKey::new(platform, channel))
}
