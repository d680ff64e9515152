//! The export document (`db export`, `db import`), the same for every backend: the stored
//! envelopes of tables, leaderboard entries, users and finished deals by their text keys, with
//! the store's format. Timers and records of messages out are not part of it (the timer index
//! is rebuilt from the tables). Deals are exported expanded, as their envelopes, and beside them
//! the deal each table plays as it was dealt (`dealt`, by channel); each channel's record of
//! its seasons is `seasons`. An export of a release before deals were recorded (or seasons)
//! has none of them and imports as it is.

use serde_json::{Value, json};

use super::codec::{check_record, decode, decode_table, split_stats_key};
use super::deals::split_deal_key;
use super::{Counts, STORE_FORMAT, StoreError, TableRecord, Tally};

/// The trees of plain records in an export, by name (what [`check_record`] reads).
pub(super) const RECORD_TREES: [&str; 2] = ["leaderboard", "users"];

/// The trees of one opaque envelope per channel in an export: the deal each table plays as it
/// was dealt, and each channel's record of its seasons.
pub(super) const CHANNEL_TREES: [&str; 2] = ["dealt", "seasons"];

/// Entries of one tree: each key with its stored bytes.
pub(super) type Entries = Vec<(String, Vec<u8>)>;

/// The export of a database whose tree of each name (`tables`, [`RECORD_TREES`], `deals`, the
/// deals' envelopes expanded, and [`CHANNEL_TREES`]) holds the entries `tree` returns.
pub(super) fn export_document(
    tree: impl Fn(&'static str) -> Result<Entries, StoreError>,
) -> Result<Value, StoreError> {
    let object = |name: &'static str| -> Result<Value, StoreError> {
        let mut out = serde_json::Map::new();
        for (key, bytes) in tree(name)? {
            let value: Value = serde_json::from_slice(&bytes).map_err(|e| StoreError::Corrupt {
                tree: name,
                key: key.clone(),
                problem: e.to_string(),
            })?;
            out.insert(key, value);
        }
        Ok(Value::Object(out))
    };
    Ok(json!({
        "format": STORE_FORMAT,
        "tables": object("tables")?,
        "leaderboard": object("leaderboard")?,
        "users": object("users")?,
        "deals": object("deals")?,
        "dealt": object("dealt")?,
        "seasons": object("seasons")?,
    }))
}

/// An export read and checked entry by entry, ready to be written.
pub(super) struct Import<T> {
    /// The tables, decoded and checked.
    pub tables: Vec<T>,
    /// The entries of each of [`RECORD_TREES`], checked, as they are to be stored.
    pub records: Vec<(&'static str, Entries)>,
    /// The finished deals: each key with its envelope (expanded), checked.
    pub deals: Entries,
    /// The entries of each of [`CHANNEL_TREES`]: each channel's key with its envelope, checked.
    pub by_channel: Vec<(&'static str, Entries)>,
}

/// Reads and checks every entry of `export` before anything is written, so that a damaged
/// export is refused as a whole and the database stays empty for a corrected one; `target`
/// is what the database to import into holds (it must be empty).
pub(super) fn check_import<T: TableRecord, S: Tally>(
    export: &Value,
    target: Counts,
) -> Result<Import<T>, StoreError> {
    if target != Counts::default() {
        return Err(StoreError::Import(
            "the target database is not empty".into(),
        ));
    }
    if export.get("format").and_then(Value::as_u64) != Some(u64::from(STORE_FORMAT)) {
        return Err(StoreError::Import(format!(
            "not an export of format {STORE_FORMAT}"
        )));
    }
    let entries = |name: &'static str| -> Result<Entries, StoreError> {
        let object = export
            .get(name)
            .and_then(Value::as_object)
            .ok_or_else(|| StoreError::Import(format!("no {name} object")))?;
        Ok(object
            .iter()
            .map(|(k, v)| (k.clone(), serde_json::to_vec(v).expect("JSON serialises")))
            .collect())
    };
    let mut tables = Vec::new();
    for (key, bytes) in entries("tables")? {
        let table: T = decode_table(key.as_bytes(), &bytes)?;
        if table.key().storage_key() != key.as_bytes() {
            return Err(StoreError::Import(format!(
                "tables {key}: holds the table of {}",
                table.key()
            )));
        }
        tables.push(table);
    }
    let mut records = Vec::new();
    for name in RECORD_TREES {
        let entries = entries(name)?;
        for (key, bytes) in &entries {
            if name == "leaderboard" && split_stats_key(key).is_none() {
                return Err(StoreError::Import(format!(
                    "leaderboard {key:?}: not a channel, board and user"
                )));
            }
            check_record::<S>(name, key.as_bytes(), bytes)?;
        }
        records.push((name, entries));
    }
    // An export of a release before deals were recorded has none.
    let deals = match export.get("deals") {
        None => Entries::new(),
        Some(_) => entries("deals")?,
    };
    for (key, bytes) in &deals {
        if split_deal_key(key).is_none() {
            return Err(StoreError::Import(format!(
                "deals {key:?}: not a channel and a deal's number"
            )));
        }
        decode::<Value>("deals", key.as_bytes(), bytes)?;
    }
    let mut by_channel = Vec::new();
    for name in CHANNEL_TREES {
        let found = match export.get(name) {
            None => Entries::new(),
            Some(_) => entries(name)?,
        };
        for (key, bytes) in &found {
            decode::<Value>(name, key.as_bytes(), bytes)?;
        }
        by_channel.push((name, found));
    }
    Ok(Import {
        tables,
        records,
        deals,
        by_channel,
    })
}
