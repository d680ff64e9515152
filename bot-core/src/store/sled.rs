//! The sled implementation of the store.

use std::collections::HashMap;
use std::marker::PhantomData;
use std::path::Path;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use sled::Transactional;
use sled::transaction::{ConflictableTransactionError, TransactionError};

use super::{
    Credit, DB_FORMAT, Database, Posted, STORE_FORMAT, StoreError, TableRecord, Tally, UserRecord,
};
use crate::ids::{TableKey, UserId};

/// The database: six trees in one sled directory (`meta` holds its layout, [`DB_FORMAT`]).
///
/// The timers tree is an index from due times to tables, kept conservative rather than exact: a
/// table with a running timer always has an entry at or before its real due time. A move only
/// ever pushes a deadline later, so the existing entry stays valid and most moves write nothing
/// but the table; [`Database::refile_timer`] moves an entry once it has fired.
///
/// `T` is the table record it keeps and `S` the leaderboard entry (the manager's own).
pub struct Sled<T, S> {
    db: sled::Db,
    tables: sled::Tree,
    leaderboard: sled::Tree,
    users: sled::Tree,
    timers: sled::Tree,
    /// What front ends have out per table ([`Posted`]).
    posted: sled::Tree,
    /// The database's layout.
    meta: sled::Tree,
    /// The due time each table is filed under in the timers tree.
    filed: Arc<Mutex<HashMap<Vec<u8>, u64>>>,
    /// Held while a [`Posted`] record is read, changed and written.
    posting: Arc<Mutex<()>>,
    records: PhantomData<fn() -> (T, S)>,
}

impl<T, S> Clone for Sled<T, S> {
    fn clone(&self) -> Self {
        Sled {
            db: self.db.clone(),
            tables: self.tables.clone(),
            leaderboard: self.leaderboard.clone(),
            users: self.users.clone(),
            timers: self.timers.clone(),
            posted: self.posted.clone(),
            meta: self.meta.clone(),
            filed: self.filed.clone(),
            posting: self.posting.clone(),
            records: PhantomData,
        }
    }
}

/// The key of the database's layout in the `meta` tree.
const LAYOUT_KEY: &[u8] = b"layout";

/// How long [`open_db`] waits for the lock of a database that was just closed.
const LOCK_WAIT: Duration = Duration::from_secs(2);

/// Opens the sled database in `dir`. sled 0.34 releases the directory's file lock only when its
/// flusher thread has ended, a little after the last handle is dropped (spacejam/sled#1289), so
/// a store reopened at once (a restart, a test) finds it still locked: wait for it a while. A
/// database that another process keeps open still fails, after [`LOCK_WAIT`].
fn open_db(dir: &Path) -> Result<sled::Db, StoreError> {
    let started = Instant::now();
    loop {
        match sled::Config::new().path(dir).open() {
            // sled wraps the flock error's WouldBlock into a message.
            Err(sled::Error::Io(e)) if e.to_string().starts_with("could not acquire lock") => {
                if started.elapsed() >= LOCK_WAIT {
                    return Err(StoreError::InUse(dir.to_owned()));
                }
                std::thread::sleep(Duration::from_millis(10));
            }
            result => return Ok(result?),
        }
    }
}

/// How many records each tree holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Counts {
    /// Tables.
    pub tables: usize,
    /// Leaderboard entries.
    pub leaderboard: usize,
    /// Users.
    pub users: usize,
    /// Timers.
    pub timers: usize,
}

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

fn encode<T: Serialize>(value: &T) -> Vec<u8> {
    serde_json::to_vec(&Envelope {
        format: u64::from(STORE_FORMAT),
        value,
    })
    .expect("stored values serialise")
}

/// Checks that a stored value of the leaderboard or users tree decodes as that tree's type
/// (tables: [`decode_table`]).
fn check_record<S: Tally>(tree: &'static str, key: &[u8], bytes: &[u8]) -> Result<(), StoreError> {
    match tree {
        "leaderboard" => decode::<S>(tree, key, bytes).map(drop),
        _ => decode::<UserRecord>(tree, key, bytes).map(drop),
    }
}

/// A stored table, decoded and checked ([`TableRecord::check`]): the manager indexes players by
/// the numbers a table holds, so a damaged one must be refused here, not panic later.
fn decode_table<T: TableRecord>(key: &[u8], bytes: &[u8]) -> Result<T, StoreError> {
    let table: T = decode("tables", key, bytes)?;
    table.check().map_err(|problem| StoreError::Corrupt {
        tree: "tables",
        key: String::from_utf8_lossy(key).into_owned(),
        problem,
    })?;
    Ok(table)
}

fn decode<T: DeserializeOwned>(
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

/// The prefix of a channel's leaderboard (a variant's): `channel \0 board \0`.
fn stats_prefix(channel: &TableKey, board: &str) -> Vec<u8> {
    let mut key = channel.storage_key();
    key.push(0);
    key.extend(board.as_bytes());
    key.push(0);
    key
}

/// The leaderboard key of a user in a channel's board: `channel \0 board \0 user`.
fn stats_key(channel: &TableKey, board: &str, user: &UserId) -> Vec<u8> {
    let mut key = stats_prefix(channel, board);
    key.extend(user.storage_key());
    key
}

/// The timer index key: the due time (big-endian, so the tree is in time order), then the table.
fn timer_key(due: u64, table: &TableKey) -> Vec<u8> {
    let mut key = due.to_be_bytes().to_vec();
    key.extend(table.storage_key());
    key
}

impl<T: TableRecord, S: Tally> Sled<T, S> {
    /// Opens (or creates) the database in `dir`, bringing a database of an earlier layout up to
    /// date ([`DB_FORMAT`]) before anything reads it; one of a newer layout is refused unchanged.
    pub fn open(dir: &Path) -> Result<Self, StoreError> {
        let db = open_db(dir)?;
        let timers = db.open_tree("timers")?;
        let mut filed = HashMap::new();
        for item in timers.iter() {
            let (k, _) = item?;
            let (due, table) = split_timer_key(&k).ok_or_else(|| StoreError::Corrupt {
                tree: "timers",
                key: String::from_utf8_lossy(&k).into_owned(),
                problem: "not a timer key".into(),
            })?;
            filed.insert(table.to_vec(), due);
        }
        let store = Sled {
            tables: db.open_tree("tables")?,
            leaderboard: db.open_tree("leaderboard")?,
            users: db.open_tree("users")?,
            timers,
            posted: db.open_tree("posted")?,
            filed: Arc::new(Mutex::new(filed)),
            posting: Arc::new(Mutex::new(())),
            meta: db.open_tree("meta")?,
            records: PhantomData,
            db,
        };
        store.migrate()?;
        Ok(store)
    }

    /// The layout of the stored database: recorded in `meta`; without a record, a new database
    /// is of the current layout and one with data was written before layouts were recorded (1).
    fn stored_layout(&self) -> Result<u64, StoreError> {
        match self.meta.get(LAYOUT_KEY)? {
            Some(bytes) => serde_json::from_slice(&bytes).map_err(|e| StoreError::Corrupt {
                tree: "meta",
                key: String::from_utf8_lossy(LAYOUT_KEY).into_owned(),
                problem: e.to_string(),
            }),
            None if self.counts() == Counts::default() && self.posted.is_empty() => {
                Ok(u64::from(DB_FORMAT))
            }
            None => Ok(1),
        }
    }

    /// Runs the migrations from the stored layout to [`DB_FORMAT`], recording each step
    /// durably, so that an interrupted upgrade resumes where it stopped.
    fn migrate(&self) -> Result<(), StoreError> {
        let found = self.stored_layout()?;
        if found > u64::from(DB_FORMAT) {
            return Err(StoreError::NewerDatabase { found });
        }
        for layout in found..u64::from(DB_FORMAT) {
            if layout == 1 {
                self.rewrite_tables()?;
            }
            tracing::info!(from = layout, to = layout + 1, "database migrated");
            self.meta.insert(
                LAYOUT_KEY,
                serde_json::to_vec(&(layout + 1)).expect("a number"),
            )?;
            self.db.flush()?;
        }
        if self.meta.get(LAYOUT_KEY)?.is_none() {
            self.meta.insert(
                LAYOUT_KEY,
                serde_json::to_vec(&DB_FORMAT).expect("a number"),
            )?;
            self.db.flush()?;
        }
        Ok(())
    }

    /// Migration 1 → 2: every table that reads is written again in today's layout; one that
    /// does not is left as it is for `db check` to report (never dropped).
    fn rewrite_tables(&self) -> Result<(), StoreError> {
        for item in self.tables.iter() {
            let (k, v) = item?;
            match decode_table::<T>(&k, &v) {
                Ok(table) => {
                    self.tables.insert(k, encode(&table))?;
                }
                Err(error) => tracing::warn!(%error, "a table kept as it was stored"),
            }
        }
        Ok(())
    }

    /// Makes sure the table is filed in the timer index at or before `due`.
    fn file_timer(&self, key: &TableKey, due: u64) -> Result<(), StoreError> {
        let table_key = key.storage_key();
        let mut filed = self.filed.lock().unwrap_or_else(PoisonError::into_inner);
        let old = filed.get(&table_key).copied();
        if old.is_some_and(|old| old <= due) {
            return Ok(());
        }
        self.timers.insert(timer_key(due, key), encode(key))?;
        if let Some(old) = old {
            self.timers.remove(timer_key(old, key))?;
        }
        filed.insert(table_key, due);
        Ok(())
    }

    /// The trees of plain records, by name (what [`check_record`] reads).
    fn record_trees(&self) -> [(&'static str, &sled::Tree); 2] {
        [("leaderboard", &self.leaderboard), ("users", &self.users)]
    }
}

impl<T: TableRecord, S: Tally> Database<T, S> for Sled<T, S> {
    fn table(&self, key: &TableKey) -> Result<Option<T>, StoreError> {
        let k = key.storage_key();
        self.tables
            .get(&k)?
            .map(|v| decode_table(&k, &v))
            .transpose()
    }

    fn commit(
        &self,
        key: &TableKey,
        new: Option<&T>,
        stats: &[Credit<S>],
    ) -> Result<(), StoreError> {
        let table_key = key.storage_key();
        let due = new.and_then(T::due);
        // The index entry first: at worst a crash leaves an early entry, which is harmless.
        match (new, due) {
            (None, _) => self.refile_timer(key, None)?,
            (Some(_), Some(due)) => self.file_timer(key, due)?,
            (Some(_), None) => {}
        }
        let table_value = new.map(encode);
        if stats.is_empty() {
            match &table_value {
                Some(v) => self.tables.insert(table_key, v.as_slice())?,
                None => self.tables.remove(table_key)?,
            };
        } else {
            let stats: Vec<(Vec<u8>, &S)> = stats
                .iter()
                .map(|d| (stats_key(key, d.board, &d.user), &d.add))
                .collect();
            let result = (&self.tables, &self.leaderboard).transaction(|(tables, leaderboard)| {
                match &table_value {
                    Some(v) => tables.insert(table_key.as_slice(), v.as_slice())?,
                    None => tables.remove(table_key.as_slice())?,
                };
                for (k, add) in &stats {
                    let mut current: S = match leaderboard.get(k)? {
                        Some(bytes) => decode("leaderboard", k, &bytes)
                            .map_err(ConflictableTransactionError::Abort)?,
                        None => S::default(),
                    };
                    current.add(add);
                    leaderboard.insert(k.as_slice(), encode(&current))?;
                }
                Ok(())
            });
            match result {
                Ok(()) => {}
                Err(TransactionError::Abort(e)) => return Err(e),
                Err(TransactionError::Storage(e)) => return Err(e.into()),
            }
        }
        self.db.flush()?;
        Ok(())
    }

    fn refile_timer(&self, key: &TableKey, due: Option<u64>) -> Result<(), StoreError> {
        let table_key = key.storage_key();
        let mut filed = self.filed.lock().unwrap_or_else(PoisonError::into_inner);
        let old = filed.get(&table_key).copied();
        if old == due {
            return Ok(());
        }
        if let Some(due) = due {
            self.timers.insert(timer_key(due, key), encode(key))?;
            filed.insert(table_key.clone(), due);
        } else {
            filed.remove(&table_key);
        }
        if let Some(old) = old {
            self.timers.remove(timer_key(old, key))?;
        }
        Ok(())
    }

    fn leaderboard(&self, channel: &TableKey, board: &str) -> Result<Vec<(UserId, S)>, StoreError> {
        let prefix = stats_prefix(channel, board);
        let mut entries = Vec::new();
        for item in self.leaderboard.scan_prefix(&prefix) {
            let (k, v) = item?;
            let user =
                user_from_storage_key(&k[prefix.len()..]).ok_or_else(|| StoreError::Corrupt {
                    tree: "leaderboard",
                    key: String::from_utf8_lossy(&k).into_owned(),
                    problem: "not a user key".into(),
                })?;
            entries.push((user, decode("leaderboard", &k, &v)?));
        }
        Ok(entries)
    }

    fn user(&self, user: &UserId) -> Result<Option<UserRecord>, StoreError> {
        let k = user.storage_key();
        self.users
            .get(&k)?
            .map(|v| decode("users", &k, &v))
            .transpose()
    }

    fn put_user(&self, user: &UserId, record: &UserRecord) -> Result<(), StoreError> {
        self.users.insert(user.storage_key(), encode(record))?;
        self.db.flush()?;
        Ok(())
    }

    fn due_timers(&self, now: u64) -> Result<Vec<TableKey>, StoreError> {
        let end = (now + 1).to_be_bytes();
        let mut keys = Vec::new();
        for item in self.timers.range(..end.as_slice()) {
            let (k, v) = item?;
            keys.push(decode("timers", &k, &v)?);
        }
        Ok(keys)
    }

    fn tables(&self) -> Vec<Result<T, StoreError>> {
        self.tables
            .iter()
            .map(|item| {
                let (k, v) = item?;
                decode("tables", &k, &v)
            })
            .collect()
    }

    fn posted(&self, key: &TableKey) -> Result<Posted, StoreError> {
        let k = key.storage_key();
        Ok(match self.posted.get(&k)? {
            Some(v) => decode("posted", &k, &v)?,
            None => Posted::new(key.clone()),
        })
    }

    fn put_posted(&self, posted: &Posted, durable: bool) -> Result<(), StoreError> {
        let k = posted.key.storage_key();
        if posted.is_empty() {
            self.posted.remove(k)?;
        } else {
            self.posted.insert(k, encode(posted))?;
        }
        if durable {
            self.db.flush()?;
        }
        Ok(())
    }

    fn update_posted(
        &self,
        key: &TableKey,
        change: Box<dyn FnOnce(&mut Posted) -> bool + Send + '_>,
    ) -> Result<Posted, StoreError> {
        let _one = self.posting.lock().unwrap_or_else(PoisonError::into_inner);
        let mut posted = self.posted(key)?;
        let durable = change(&mut posted);
        self.put_posted(&posted, durable)?;
        Ok(posted)
    }

    fn all_posted(&self) -> Vec<Result<Posted, StoreError>> {
        self.posted
            .iter()
            .map(|item| {
                let (k, v) = item?;
                decode("posted", &k, &v)
            })
            .collect()
    }

    fn counts(&self) -> Counts {
        Counts {
            tables: self.tables.len(),
            leaderboard: self.leaderboard.len(),
            users: self.users.len(),
            timers: self.timers.len(),
        }
    }

    fn export(&self) -> Result<Value, StoreError> {
        let tree = |tree: &sled::Tree, name: &'static str| -> Result<Value, StoreError> {
            let mut out = serde_json::Map::new();
            for item in tree.iter() {
                let (k, v) = item?;
                let key = String::from_utf8_lossy(&k).into_owned();
                let value: Value = serde_json::from_slice(&v).map_err(|e| StoreError::Corrupt {
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
            "tables": tree(&self.tables, "tables")?,
            "leaderboard": tree(&self.leaderboard, "leaderboard")?,
            "users": tree(&self.users, "users")?,
        }))
    }

    /// The timer index is rebuilt from the tables.
    fn import(&self, export: &Value) -> Result<Counts, StoreError> {
        if self.counts() != Counts::default() {
            return Err(StoreError::Import(
                "the target database is not empty".into(),
            ));
        }
        if export.get("format").and_then(Value::as_u64) != Some(u64::from(STORE_FORMAT)) {
            return Err(StoreError::Import(format!(
                "not an export of format {STORE_FORMAT}"
            )));
        }
        // Every entry is read and checked before anything is written: a damaged export is
        // refused as a whole, and the database stays empty for a corrected one.
        let entries = |name: &'static str| -> Result<Vec<(String, Vec<u8>)>, StoreError> {
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
        for (name, tree) in self.record_trees() {
            let entries = entries(name)?;
            for (key, bytes) in &entries {
                check_record::<S>(name, key.as_bytes(), bytes)?;
            }
            records.push((entries, tree));
        }
        for table in &tables {
            self.commit(table.key(), Some(table), &[])?;
        }
        for (entries, tree) in records {
            for (key, bytes) in entries {
                tree.insert(key.as_bytes(), bytes)?;
            }
        }
        self.db.flush()?;
        Ok(self.counts())
    }

    fn damaged_records(&self) -> Vec<StoreError> {
        let mut damaged = Vec::new();
        for (name, tree) in self.record_trees() {
            for item in tree.iter() {
                let checked = item
                    .map_err(StoreError::from)
                    .and_then(|(k, v)| check_record::<S>(name, &k, &v));
                damaged.extend(checked.err());
            }
        }
        damaged.extend(self.all_posted().into_iter().filter_map(Result::err));
        damaged
    }

    fn layout(&self) -> Result<u64, StoreError> {
        self.stored_layout()
    }

    fn flush(&self) -> Result<(), StoreError> {
        self.db.flush()?;
        Ok(())
    }
}

fn split_timer_key(key: &[u8]) -> Option<(u64, &[u8])> {
    let (due, table) = key.split_at_checked(8)?;
    Some((u64::from_be_bytes(due.try_into().ok()?), table))
}

fn user_from_storage_key(key: &[u8]) -> Option<UserId> {
    let text = std::str::from_utf8(key).ok()?;
    let (platform, id) = text.split_once(':')?;
    let platform = serde_json::from_value(Value::String(platform.to_owned())).ok()?;
    Some(UserId::new(platform, id))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::Platform;
    use crate::store::tests::{Count, Note, store_of};

    /// A store with three tables (one with a timer due at 100) and leaderboard credits.
    fn filled(dir: &Path) -> Sled<Note, Count> {
        let store = store_of(dir);
        for t in 0..3u64 {
            let key = TableKey::new(Platform::Discord, format!("c{t}"));
            let note = Note::new(key.clone(), (t == 1).then_some(100));
            let credit = Credit {
                board: "schnapsen",
                user: UserId::new(Platform::Discord, format!("u{t}")),
                add: Count(t + 1),
            };
            store.commit(&key, Some(&note), &[credit]).unwrap();
        }
        store
    }

    #[test]
    fn a_closed_store_reopens_at_once_and_an_open_one_stays_locked() {
        let dir = tempfile::tempdir().unwrap();
        for _ in 0..20 {
            let store = store_of(dir.path());
            drop(store);
        }
        let held = store_of(dir.path());
        assert!(
            matches!(
                Sled::<Note, Count>::open(dir.path()),
                Err(StoreError::InUse(_))
            ),
            "a database in use is refused, not waited for for ever"
        );
        drop(held);
    }

    #[test]
    fn credits_add_up_per_board_and_user_in_the_tables_transaction() {
        let dir = tempfile::tempdir().unwrap();
        let store = filled(dir.path());
        let key = TableKey::new(Platform::Discord, "c0");
        let anna = UserId::new(Platform::Discord, "u0");
        let again = Credit {
            board: "schnapsen",
            user: anna.clone(),
            add: Count(5),
        };
        store.commit(&key, None, &[again]).unwrap();
        assert_eq!(store.table(&key).unwrap(), None, "the table went");
        assert_eq!(
            store.leaderboard(&key, "schnapsen").unwrap(),
            [(anna, Count(6))]
        );
        assert!(
            store
                .leaderboard(&key, "bauernschnapsen")
                .unwrap()
                .is_empty()
        );
    }

    #[test]
    fn unknown_formats_and_damaged_values_are_reported_not_dropped() {
        let dir = tempfile::tempdir().unwrap();
        let store = store_of(dir.path());
        let key = TableKey::new(Platform::Telegram, "1");
        store
            .tables
            .insert(
                key.storage_key(),
                br#"{"format": 99, "value": {}}"#.to_vec(),
            )
            .unwrap();
        let err = store.table(&key).unwrap_err();
        assert!(
            matches!(
                err,
                StoreError::UnknownFormat {
                    found: 99,
                    tree: "tables",
                    ..
                }
            ),
            "{err}"
        );
        assert!(err.to_string().contains("telegram:1"));
        let other = TableKey::new(Platform::Telegram, "2");
        store
            .tables
            .insert(other.storage_key(), b"{not json".to_vec())
            .unwrap();
        assert!(matches!(
            store.table(&other),
            Err(StoreError::Corrupt { .. })
        ));
        let loaded = store.tables();
        assert_eq!(
            loaded.len(),
            2,
            "bad values are listed as errors, not skipped"
        );
        assert!(loaded.iter().all(Result::is_err));
    }

    #[test]
    fn a_table_that_fails_its_check_is_refused_as_corrupt() {
        let dir = tempfile::tempdir().unwrap();
        let store = store_of(dir.path());
        let key = TableKey::new(Platform::Telegram, "1");
        let mut note = Note::new(key.clone(), None);
        note.broken = true;
        store.commit(&key, Some(&note), &[]).unwrap();
        let err = store.table(&key).unwrap_err();
        assert!(matches!(err, StoreError::Corrupt { .. }), "{err}");
    }

    #[test]
    fn export_and_import_round_trip_a_whole_database() {
        let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let source = filled(a.path());
        let export = source.export().unwrap();
        let target = store_of(b.path());
        let counts = target.import(&export).unwrap();
        assert_eq!(counts, source.counts());
        assert_eq!(counts.tables, 3);
        assert_eq!(counts.leaderboard, 3);
        assert_eq!(counts.timers, 1, "the timer index is rebuilt");
        assert_eq!(target.export().unwrap(), export);
        for table in source.tables() {
            let table = table.unwrap();
            assert_eq!(target.table(table.key()).unwrap(), Some(table));
        }
        assert!(
            matches!(target.import(&export), Err(StoreError::Import(_))),
            "not into a full db"
        );
    }

    #[test]
    fn a_damaged_export_imports_nothing_and_damaged_records_are_found() {
        let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let source = filled(a.path());
        let good = source.export().unwrap();
        let target = store_of(b.path());
        for tree in ["leaderboard", "tables"] {
            let mut bad = good.clone();
            let entry = bad[tree].as_object_mut().unwrap().values_mut().last();
            entry.unwrap()["value"] = json!("garbage");
            assert!(
                matches!(target.import(&bad), Err(StoreError::Corrupt { .. })),
                "{tree}"
            );
            assert_eq!(
                target.counts(),
                Counts::default(),
                "nothing of {tree} written"
            );
        }
        target.import(&good).unwrap();
        assert!(target.damaged_records().is_empty());
        let (key, _) = target.leaderboard.iter().next().unwrap().unwrap();
        target
            .leaderboard
            .insert(key, br#"{"format": 1, "value": "garbage"}"#.to_vec())
            .unwrap();
        assert_eq!(target.damaged_records().len(), 1);
    }

    #[test]
    fn the_timer_index_is_never_late_and_survives_reopening() {
        let dir = tempfile::tempdir().unwrap();
        let store = filled(dir.path());
        let key = TableKey::new(Platform::Discord, "c0");
        let mut table = store.table(&key).unwrap().unwrap();
        table.due = Some(1_000);
        store.commit(&key, Some(&table), &[]).unwrap();
        assert!(store.due_timers(1_000).unwrap().contains(&key));
        table.due = Some(2_000);
        store.commit(&key, Some(&table), &[]).unwrap();
        assert!(
            store.due_timers(1_500).unwrap().contains(&key),
            "an early entry may stay"
        );
        store.refile_timer(&key, Some(2_000)).unwrap();
        assert!(!store.due_timers(1_500).unwrap().contains(&key));
        assert!(store.due_timers(2_000).unwrap().contains(&key));
        table.due = Some(700);
        store.commit(&key, Some(&table), &[]).unwrap();
        assert!(
            store.due_timers(700).unwrap().contains(&key),
            "an earlier deadline is filed"
        );
        drop(store);
        let reopened = store_of(dir.path());
        assert!(reopened.due_timers(700).unwrap().contains(&key));
        reopened.commit(&key, None, &[]).unwrap();
        assert!(
            !reopened.due_timers(u64::MAX - 1).unwrap().contains(&key),
            "deleted tables leave"
        );
    }

    #[test]
    fn a_database_of_layout_1_is_migrated_on_open_and_a_newer_one_refused() {
        let dir = tempfile::tempdir().unwrap();
        let key = TableKey::new(Platform::Telegram, "1");
        {
            let store = store_of(dir.path());
            assert_eq!(store.layout().unwrap(), u64::from(DB_FORMAT), "a new one");
            // What a release before layouts wrote: no `meta`, tables in their old layout (here
            // a field that today's tables no longer have).
            store.meta.remove(LAYOUT_KEY).unwrap();
            let old = json!({"format": 1, "value": {
                "key": key, "due": 5, "broken": false, "gone": "old field"}});
            store
                .tables
                .insert(key.storage_key(), serde_json::to_vec(&old).unwrap())
                .unwrap();
            store.flush().unwrap();
            assert_eq!(store.layout().unwrap(), 1);
        }
        let store = store_of(dir.path());
        assert_eq!(store.layout().unwrap(), u64::from(DB_FORMAT));
        let raw = store.tables.get(key.storage_key()).unwrap().unwrap();
        let raw = String::from_utf8(raw.to_vec()).unwrap();
        assert!(!raw.contains("old field"), "rewritten: {raw}");
        assert_eq!(
            store.table(&key).unwrap(),
            Some(Note::new(key.clone(), Some(5)))
        );
        store
            .meta
            .insert(LAYOUT_KEY, serde_json::to_vec(&(DB_FORMAT + 1)).unwrap())
            .unwrap();
        store.flush().unwrap();
        drop(store);
        let err = Sled::<Note, Count>::open(dir.path())
            .err()
            .expect("refused");
        assert!(
            matches!(err, StoreError::NewerDatabase { found } if found == u64::from(DB_FORMAT) + 1),
            "{err}"
        );
        assert!(err.to_string().contains("newer than this build"));
    }
}
