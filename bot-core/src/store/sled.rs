//! The sled implementation of the store.

use std::collections::HashMap;
use std::marker::PhantomData;
use std::path::Path;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use serde::de::DeserializeOwned;
use serde_json::Value;
use serde_json::value::RawValue;
use sled::Transactional;
use sled::transaction::{ConflictableTransactionError, TransactionError};

use super::codec::{
    check_record, decode, decode_table, encode, read_table, stats_key, stats_prefix,
    user_from_storage_key,
};
use super::deals::{compress, deal_envelope, deal_key, deal_prefix, decode_deal, encode_deal};
use super::document::{CHANNEL_TREES, Entries, RECORD_TREES, check_import, export_document};
use super::group::GroupFlush;
use super::{
    Counts, Credit, DB_FORMAT, Database, Deals, Posted, StoreError, TableRecord, Tally, UserRecord,
};
use crate::ids::{TableKey, UserId};

/// The database: nine trees in one sled directory (`meta` holds its layout, [`DB_FORMAT`]).
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
    /// The records of finished deals ([`Deals`]), by channel and number.
    deals: sled::Tree,
    /// The deal each table plays as it was dealt ([`Deals::dealt`]), by channel.
    dealt: sled::Tree,
    /// Each channel's record of its seasons ([`Deals::seasons`]), by channel.
    seasons: sled::Tree,
    /// What front ends have out per table ([`Posted`]).
    posted: sled::Tree,
    /// The database's layout.
    meta: sled::Tree,
    /// The due time each table is filed under in the timers tree.
    filed: Arc<Mutex<HashMap<Vec<u8>, u64>>>,
    /// Held while a [`Posted`] record is read, changed and written.
    posting: Arc<Mutex<()>>,
    /// The number of each channel's newest finished deal, once looked up (this process alone
    /// writes the database): a deal's end need not search the deals' tree for it.
    last_deal: Arc<Mutex<HashMap<Vec<u8>, u64>>>,
    /// The flushes of commits, shared by concurrent committers ([`GroupFlush`]).
    group: Arc<GroupFlush>,
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
            deals: self.deals.clone(),
            dealt: self.dealt.clone(),
            seasons: self.seasons.clone(),
            posted: self.posted.clone(),
            meta: self.meta.clone(),
            filed: self.filed.clone(),
            posting: self.posting.clone(),
            last_deal: self.last_deal.clone(),
            group: self.group.clone(),
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
pub(super) fn open_db(dir: &Path) -> Result<sled::Db, StoreError> {
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
            deals: db.open_tree("deals")?,
            dealt: db.open_tree("dealt")?,
            seasons: db.open_tree("seasons")?,
            posted: db.open_tree("posted")?,
            filed: Arc::new(Mutex::new(filed)),
            posting: Arc::new(Mutex::new(())),
            last_deal: Arc::default(),
            group: Arc::default(),
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
            // Each step up to 4: each table read (and so brought up to date) and written again;
            // 4 → 5 adds the deals' tree and 5 → 6 the seasons' tree, which start empty.
            if layout <= 3 {
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

    /// Migrations 1 → 2, 2 → 3 and 3 → 4: every table that reads is written again in today's layout;
    /// one that does not is left as it is for `db check` to report (never dropped).
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

    /// A channel's envelope in one of [`CHANNEL_TREES`].
    fn by_channel<V: DeserializeOwned>(
        &self,
        tree: &'static str,
        channel: &TableKey,
    ) -> Result<Option<V>, StoreError> {
        let k = channel.storage_key();
        self.tree(tree)
            .get(&k)?
            .map(|v| decode(tree, &k, &v))
            .transpose()
    }

    /// The newest deal's number of each channel looked up so far.
    fn last_deal(&self) -> std::sync::MutexGuard<'_, HashMap<Vec<u8>, u64>> {
        self.last_deal
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// The tree of a name of the export: `tables`, `deals`, one of [`CHANNEL_TREES`] or of
    /// [`RECORD_TREES`].
    pub(super) fn tree(&self, name: &str) -> &sled::Tree {
        match name {
            "tables" => &self.tables,
            "deals" => &self.deals,
            "dealt" => &self.dealt,
            "seasons" => &self.seasons,
            "leaderboard" => &self.leaderboard,
            _ => &self.users,
        }
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
        deals: Deals<'_>,
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
        // The deals' numbers and the old ones to remove are found before the transaction (which
        // cannot scan): the manager's lock on the table keeps other commits of the channel out.
        let (added, gone) = if deals.is_empty() {
            (Vec::new(), Vec::new())
        } else {
            let known = self.last_deal().get(&table_key).copied();
            let last = match known {
                Some(last) => last,
                None => match self.deals.scan_prefix(deal_prefix(key)).next_back() {
                    Some(item) => deal_number(&item?.0),
                    None => 0,
                },
            };
            let (numbered, gone) = deals.numbered(last);
            let added: Vec<(Vec<u8>, Vec<u8>)> = numbered
                .into_iter()
                .map(|(n, record)| (deal_key(key, n), encode_deal(record)))
                .collect();
            let gone = match gone {
                Some(gone) => self
                    .deals
                    .range(deal_key(key, 0)..deal_key(key, gone + 1))
                    .keys()
                    .collect::<Result<Vec<_>, _>>()?,
                None => Vec::new(),
            };
            (added, gone)
        };
        let dealt = deals.dealt.map(encode);
        let seasons = deals.seasons.map(encode);
        if stats.is_empty()
            && added.is_empty()
            && gone.is_empty()
            && dealt.is_none()
            && seasons.is_none()
        {
            match &table_value {
                Some(v) => self.tables.insert(table_key, v.as_slice())?,
                None => {
                    self.tables.remove(table_key.as_slice())?;
                    self.dealt.remove(table_key)?
                }
            };
        } else {
            let stats: Vec<(Vec<u8>, &S)> = stats
                .iter()
                .map(|d| (stats_key(key, &d.board, &d.user), &d.add))
                .collect();
            let trees = (
                &self.tables,
                &self.leaderboard,
                &self.deals,
                &self.dealt,
                &self.seasons,
            );
            let result = trees.transaction(|(tables, leaderboard, stored_deals, running, book)| {
                match &table_value {
                    Some(v) => tables.insert(table_key.as_slice(), v.as_slice())?,
                    None => tables.remove(table_key.as_slice())?,
                };
                match (&table_value, &dealt) {
                    (_, Some(v)) => running.insert(table_key.as_slice(), v.as_slice())?,
                    (None, None) => running.remove(table_key.as_slice())?,
                    (Some(_), None) => None,
                };
                if let Some(v) = &seasons {
                    book.insert(table_key.as_slice(), v.as_slice())?;
                }
                for (k, add) in &stats {
                    let mut current: S = match leaderboard.get(k)? {
                        Some(bytes) => decode("leaderboard", k, &bytes)
                            .map_err(ConflictableTransactionError::Abort)?,
                        None => S::default(),
                    };
                    current.add(add);
                    leaderboard.insert(k.as_slice(), encode(&current))?;
                }
                for (k, v) in &added {
                    stored_deals.insert(k.as_slice(), v.as_slice())?;
                }
                for k in &gone {
                    stored_deals.remove(k)?;
                }
                Ok(())
            });
            match result {
                Ok(()) => {
                    if let Some((k, _)) = added.last() {
                        self.last_deal().insert(table_key, deal_number(k));
                    }
                }
                Err(TransactionError::Abort(e)) => return Err(e),
                Err(TransactionError::Storage(e)) => return Err(e.into()),
            }
        }
        self.group.flush(&self.db)?;
        Ok(())
    }

    fn deals(&self, channel: &TableKey, count: usize) -> Result<Vec<(u64, Value)>, StoreError> {
        self.deals
            .scan_prefix(deal_prefix(channel))
            .rev()
            .take(count)
            .map(|item| {
                let (k, v) = item?;
                Ok((deal_number(&k), decode_deal(&k, &v)?))
            })
            .collect()
    }

    fn deal(&self, channel: &TableKey, number: u64) -> Result<Option<Value>, StoreError> {
        let key = deal_key(channel, number);
        self.deals
            .get(&key)?
            .map(|bytes| decode_deal(&key, &bytes))
            .transpose()
    }

    fn dealt(&self, channel: &TableKey) -> Result<Option<Box<RawValue>>, StoreError> {
        self.by_channel("dealt", channel)
    }

    fn seasons(&self, channel: &TableKey) -> Result<Option<Value>, StoreError> {
        self.by_channel("seasons", channel)
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
        self.group.flush(&self.db)?;
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
                read_table(&k, &v)
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
            self.group.flush(&self.db)?;
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
            deals: self.deals.len(),
            seasons: self.seasons.len(),
        }
    }

    fn export(&self) -> Result<Value, StoreError> {
        export_document(|name| {
            self.tree(name)
                .iter()
                .map(|item| {
                    let (k, v) = item?;
                    let v = match name {
                        "deals" => deal_envelope(&k, &v)?,
                        _ => v.to_vec(),
                    };
                    Ok((String::from_utf8_lossy(&k).into_owned(), v))
                })
                .collect::<Result<Entries, StoreError>>()
        })
    }

    /// The timer index is rebuilt from the tables.
    fn import(&self, export: &Value) -> Result<Counts, StoreError> {
        let import = check_import::<T, S>(export, self.counts())?;
        for table in &import.tables {
            self.commit(table.key(), Some(table), &[], Deals::NONE)?;
        }
        self.last_deal().clear();
        for (key, envelope) in &import.deals {
            self.deals.insert(key.as_bytes(), compress(envelope))?;
        }
        for (name, entries) in &import.by_channel {
            let tree = self.tree(name);
            for (key, envelope) in entries {
                tree.insert(key.as_bytes(), envelope.as_slice())?;
            }
        }
        for (name, entries) in import.records {
            let tree = self.tree(name);
            for (key, bytes) in entries {
                tree.insert(key.as_bytes(), bytes)?;
            }
        }
        self.db.flush()?;
        Ok(self.counts())
    }

    fn damaged_records(&self) -> Vec<StoreError> {
        let mut damaged = Vec::new();
        for name in RECORD_TREES.into_iter().chain(CHANNEL_TREES) {
            for item in self.tree(name).iter() {
                let checked = item
                    .map_err(StoreError::from)
                    .and_then(|(k, v)| check_record::<S>(name, &k, &v));
                damaged.extend(checked.err());
            }
        }
        for item in self.deals.iter() {
            let checked = item
                .map_err(StoreError::from)
                .and_then(|(k, v)| decode_deal(&k, &v));
            damaged.extend(checked.err());
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

/// The number of a deal's key (its last 20 digits; 0 for a key that has none).
fn deal_number(key: &[u8]) -> u64 {
    let digits = &key[key.len().saturating_sub(20)..];
    std::str::from_utf8(digits)
        .ok()
        .and_then(|d| d.parse().ok())
        .unwrap_or(0)
}

fn split_timer_key(key: &[u8]) -> Option<(u64, &[u8])> {
    let (due, table) = key.split_at_checked(8)?;
    Some((u64::from_be_bytes(due.try_into().ok()?), table))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::ids::Platform;
    use crate::store::tests::{Count, Note, store_of};

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
